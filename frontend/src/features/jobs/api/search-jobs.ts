import { useQuery } from '@tanstack/react-query';
import { JOB_SEARCH_RETRIES, JOB_SEARCH_RETRY_DELAY_MS, type JobSearchResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import type { SearchCriteria } from '../utils/search-criteria';
import { toSearchParams } from '../utils/search-criteria';
import { JOB_SEARCH_QUERY_KEY } from './query-keys';

/** GET /api/jobs/search with the DECISIONS.md parameter names; page size 12. */
export function searchJobs(criteria: SearchCriteria): Promise<JobSearchResponse> {
  return apiJson<JobSearchResponse>('GET', `${JOB_SEARCH_QUERY_KEY}?${toSearchParams(criteria).toString()}`);
}

/**
 * The search of the submitted criteria. Runs only for a signed-in user with a keyword or a location (spec section
 * 4), and retries twice, a second apart, before the page shows its error (an expired session is not retried).
 */
export function useJobSearch(criteria: SearchCriteria) {
  const { user } = useUser();
  const enabled = Boolean(user) && Boolean(criteria.keyword.trim() || criteria.location.trim());
  return useQuery({
    queryKey: [JOB_SEARCH_QUERY_KEY, criteria],
    queryFn: () => searchJobs(criteria),
    enabled,
    retry: (failures, error) => failures < JOB_SEARCH_RETRIES && !isUnauthorizedError(error),
    retryDelay: JOB_SEARCH_RETRY_DELAY_MS,
    // Paging keeps the page on screen while the next one loads only when nothing else changed.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1] as SearchCriteria | undefined;
      return before && sameSearch(before, criteria) ? previous : undefined;
    },
  });
}

const sameSearch = (a: SearchCriteria, b: SearchCriteria) =>
  a.keyword === b.keyword &&
  a.location === b.location &&
  a.experienceLevel === b.experienceLevel &&
  a.employmentType === b.employmentType &&
  a.remoteOnly === b.remoteOnly;
