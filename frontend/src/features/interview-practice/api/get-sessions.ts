import { useQuery } from '@tanstack/react-query';
import type { InterviewSessionDetail, InterviewSessionSummary } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { SESSIONS_QUERY_KEY, sessionQueryKey } from './query-keys';

/** GET /api/interview/sessions: the user's past sessions, newest first, with their average scores. */
export function useInterviewSessions() {
  const { user } = useUser();
  return useQuery<InterviewSessionSummary[]>({ queryKey: SESSIONS_QUERY_KEY, enabled: Boolean(user?.isPremium) });
}

/** GET /api/interview/sessions/:id: one past session with every question and every attempt at it. */
export function useInterviewSession(sessionId: string | null) {
  return useQuery<InterviewSessionDetail>({
    queryKey: sessionQueryKey(sessionId ?? ''),
    queryFn: () => apiJson('GET', `/api/interview/sessions/${encodeURIComponent(sessionId!)}`),
    enabled: Boolean(sessionId),
  });
}
