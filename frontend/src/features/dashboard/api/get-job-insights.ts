import { useQuery } from '@tanstack/react-query';
import type { JobInsightsResponse, OccupationInsight } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

const INSIGHTS_URL = '/api/jobs/insights';

function getInsights(code?: string): Promise<JobInsightsResponse> {
  return apiJson<JobInsightsResponse>(
    'GET',
    code ? `${INSIGHTS_URL}?${new URLSearchParams({ codes: code })}` : INSIGHTS_URL,
  );
}

/**
 * The local job market of one career (GET /api/jobs/insights, jobs service): read once for all the user's matches,
 * and for this career alone only when that answer does not hold it (matches the jobs service has not heard of yet).
 */
export function useJobInsight(code: string | undefined): {
  insight: OccupationInsight | undefined;
  location: string | null;
  isLoading: boolean;
} {
  const all = useQuery({ queryKey: [INSIGHTS_URL], queryFn: () => getInsights(), enabled: Boolean(code) });
  const fromAll = all.data?.occupations.find((o) => o.code === code);
  const single = useQuery({
    queryKey: [INSIGHTS_URL, code],
    queryFn: () => getInsights(code),
    enabled: Boolean(code) && all.isSuccess && !fromAll,
  });
  const insight = fromAll ?? single.data?.occupations.find((o) => o.code === code);
  return {
    insight,
    location: (fromAll ? all.data?.location : single.data?.location) ?? null,
    isLoading: all.isLoading || single.isLoading,
  };
}
