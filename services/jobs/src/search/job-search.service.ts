import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_SEARCH_MAX_PAGE,
  JOB_SEARCH_PAGE_SIZE,
  type JobListing,
  type JobSearchResponse,
} from '@pathwise/contracts';
import { APP_CONFIG } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import type { JobsConfig } from '../config.js';
import { toJobListing } from '../listings/listing-view.js';
import { parseLocation } from '../text/location.js';
import { JobSearchIndex, type JobSearchCriteria } from './job-search-index.js';

export interface SearchInput {
  keyword: string;
  location: string;
  experienceLevel: string;
  employmentType: string;
  remoteOnly: boolean;
  page: number;
}

/** How long the answer to "does the index hold live listings?" is reused. */
const LIVE_CHECK_MS = 30_000;

/**
 * Searches live board listings; when no live listing matches (or no board has delivered any), the generated demo
 * index answers instead, so search works on a fresh machine and the screen's demo banner tells the user.
 */
@Injectable()
export class JobSearchService {
  private live: { has: boolean; at: number } | null = null;

  constructor(
    private readonly index: JobSearchIndex,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
  ) {}

  async search(input: SearchInput): Promise<JobSearchResponse> {
    const location = input.location ? parseLocation(input.location) : null;
    // A place it cannot read (another script, a bare ZIP code, '%') filters nothing; answering every listing would
    // show them as if they were there, so nothing is known to be there.
    if (location && !location.cityKey && !location.region && !location.country && !location.remote) {
      return { jobs: [], total_results: 0, has_more: false };
    }
    const base: Omit<JobSearchCriteria, 'demo'> = {
      keyword: input.keyword,
      location,
      experienceLevel: input.experienceLevel === 'any' ? null : input.experienceLevel,
      employmentType: input.employmentType === 'any' ? null : input.employmentType,
      remoteOnly: input.remoteOnly,
      offset: (input.page - 1) * JOB_SEARCH_PAGE_SIZE,
      limit: JOB_SEARCH_PAGE_SIZE,
    };
    let hits = (await this.hasLiveListings()) ? await this.index.search({ ...base, demo: false }) : null;
    if ((!hits || hits.total === 0) && this.config.JOBS_DEMO_INDEX)
      hits = await this.index.search({ ...base, demo: true });
    if (!hits) return { jobs: [], total_results: 0, has_more: false };
    const sources = await this.sourcesOf(hits.listings.filter((l) => !l.isDemo).map((l) => l.id));
    return {
      jobs: hits.listings.map((l) => toJobListing(l, sources.get(l.id))),
      total_results: hits.total,
      // The page after the last one the API serves is not offered.
      has_more: hits.hasMore && input.page < JOB_SEARCH_MAX_PAGE,
      ...(hits.capped ? { total_capped: true } : {}),
    };
  }

  /** Forget the cached answer (after ingestion wrote listings). */
  invalidate(): void {
    this.live = null;
  }

  private async hasLiveListings(): Promise<boolean> {
    if (this.live && Date.now() - this.live.at < LIVE_CHECK_MS) return this.live.has;
    const rows = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "jobs"."job_listings" WHERE NOT "is_demo") AS has`,
    );
    this.live = { has: Boolean(rows[0]?.has), at: Date.now() };
    return this.live.has;
  }

  /** Each listing's boards, first-seen first (the listing's own board leads). */
  async sourcesOf(ids: string[]): Promise<Map<string, JobListing['sources'] & object>> {
    const out = new Map<string, { source: string; url: string }[]>();
    if (!ids.length) return out;
    const rows: { listing_id: string; source: string; url: string }[] = await this.dataSource.query(
      `SELECT s."listing_id", s."source", s."url" FROM "jobs"."job_listing_sources" s
       JOIN "jobs"."job_listings" l ON l."id" = s."listing_id"
       WHERE s."listing_id" = ANY($1::uuid[])
       ORDER BY (s."source" = l."source") DESC, s."source"`,
      [ids],
    );
    for (const r of rows) out.set(r.listing_id, [...(out.get(r.listing_id) ?? []), { source: r.source, url: r.url }]);
    return out;
  }
}
