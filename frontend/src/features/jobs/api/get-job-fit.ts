import { useQuery } from '@tanstack/react-query';
import type { JobFitResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { JOB_FIT_QUERY_KEY } from './query-keys';

/** GET /api/jobs/fit?jobIds=...: how well the listings on screen fit the user's resume and career matches. */
export function useJobFit(jobIds: string[]) {
  return useQuery({
    queryKey: [JOB_FIT_QUERY_KEY, jobIds],
    queryFn: () =>
      apiJson<JobFitResponse>(
        'GET',
        `${JOB_FIT_QUERY_KEY}?${new URLSearchParams({ jobIds: jobIds.join(',') }).toString()}`,
      ),
    enabled: jobIds.length > 0,
  });
}
