import { useQuery } from '@tanstack/react-query';
import type { CareerPathOption } from '@pathwise/contracts';
import { useUser } from '@/lib/auth';
import { CAREER_PATHS_QUERY_KEY } from './query-keys';

/** GET /api/interview/career-paths: the user's own career matches (best first), then the spec's five paths. */
export function useCareerPaths() {
  const { user } = useUser();
  return useQuery<CareerPathOption[]>({ queryKey: CAREER_PATHS_QUERY_KEY, enabled: Boolean(user?.isPremium) });
}
