import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resume, ResumeAnalysis } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { parseAnalysis } from '../utils/parse-analysis';
import { RESUME_QUERY_KEY } from './query-keys';

/** GET /api/resume: the user's current resume, or null when there is none. */
export function getResume(): Promise<Resume | null> {
  return apiJson<Resume | null>('GET', '/api/resume').then((resume) => resume ?? null);
}

export const resumeQueryOptions = queryOptions({ queryKey: RESUME_QUERY_KEY, queryFn: getResume });

export interface ResumeState {
  resume: Resume | null;
  /** The parsed analysis; null while there is none or while it is still being written (a 503 during upload). */
  analysis: ResumeAnalysis | null;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** The current resume and its analysis, read once per visit (queries never go stale; mutations update them). */
export function useResume(): ResumeState {
  const { user } = useUser();
  const query = useQuery({ ...resumeQueryOptions, enabled: Boolean(user) });
  const resume = query.data ?? null;
  return {
    resume,
    analysis: parseAnalysis(resume?.analysis),
    isLoading: query.isLoading,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
