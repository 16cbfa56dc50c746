import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/** What the dashboard shows before any career data exists (no quiz, no resume, no matches). */
export const EMPTY_DASHBOARD: DashboardResponse = {
  progressScore: 0,
  recommendations: [],
  quizCompleted: false,
  resume: null,
};

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: () => apiJson<DashboardResponse>('GET', '/api/dashboard'),
});

/**
 * GET /api/dashboard, only with a user. While the career service cannot answer (503) the tabs show their empty
 * states rather than an error page; a 401 still goes through the unauthorized handling.
 */
export function useDashboard(): { dashboard: DashboardResponse; isLoading: boolean } {
  const { user } = useUser();
  const query = useQuery({ ...dashboardQueryOptions, enabled: Boolean(user) });
  return { dashboard: query.data ?? EMPTY_DASHBOARD, isLoading: query.isLoading };
}
