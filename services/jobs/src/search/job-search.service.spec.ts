import { JOB_SEARCH_MAX_PAGE } from '@pathwise/contracts';
import type { DataSource } from 'typeorm';
import type { JobsConfig } from '../config.js';
import { JobSearchIndex, type JobSearchCriteria, type JobSearchHits } from './job-search-index.js';
import { JobSearchService } from './job-search.service.js';

/** An index that always has more after the page it was asked for (a search with more matches than paging reaches). */
class EndlessIndex extends JobSearchIndex {
  asked: JobSearchCriteria[] = [];
  search(criteria: JobSearchCriteria): Promise<JobSearchHits> {
    this.asked.push(criteria);
    return Promise.resolve({ listings: [], total: 1000, capped: true, hasMore: true });
  }
}

const service = (index: JobSearchIndex) =>
  new JobSearchService(
    index,
    { query: () => Promise.resolve([{ has: false }]) } as unknown as DataSource,
    { JOBS_DEMO_INDEX: true } as JobsConfig,
  );
const input = (page: number) => ({
  keyword: 'manager',
  location: '',
  experienceLevel: 'any',
  employmentType: 'any',
  remoteOnly: false,
  page,
});

it('offers the next page while the index has more, up to the last page the API serves', async () => {
  const index = new EndlessIndex();
  const search = service(index);
  expect(await search.search(input(1))).toEqual({ jobs: [], total_results: 1000, has_more: true, total_capped: true });
  expect((await search.search(input(JOB_SEARCH_MAX_PAGE - 1))).has_more).toBe(true);
  expect((await search.search(input(JOB_SEARCH_MAX_PAGE))).has_more).toBe(false);
  expect(index.asked.map((c) => [c.offset, c.limit])).toEqual([
    [0, 12],
    [(JOB_SEARCH_MAX_PAGE - 2) * 12, 12],
    [(JOB_SEARCH_MAX_PAGE - 1) * 12, 12],
  ]);
});
