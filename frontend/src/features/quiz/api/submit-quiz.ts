import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse, QuizSubmitRequest, QuizSubmitResponse } from '@pathwise/contracts';
import { ApiError, apiJson, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

// Queries are keyed by their URL (lib/query-client); features do not import each other, so the keys are spelled here.
const DASHBOARD_KEY = ['/api/dashboard'] as const;
const RECOMMENDATIONS_KEY = ['/api/recommendations'] as const;
const CAREERS_KEY = ['/api/careers'] as const;

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit quiz responses. Please try again.';

/** POST /api/quiz/responses: every answer at once; answers the new matches. */
export function submitQuiz(data: QuizSubmitRequest): Promise<QuizSubmitResponse> {
  return apiJson<QuizSubmitResponse>('POST', '/api/quiz/responses', data);
}

/**
 * What the server said was wrong, for the inline alert on the last question (the toast keeps the spec's own text,
 * SUBMIT_FAILED_MESSAGE): answers it cannot use (400, or 422 when every activity got the same rating) and matching
 * that is still running (503: the answers are saved). Undefined for anything else.
 */
export function submitProblem(error: unknown): string | undefined {
  if (error instanceof ApiError && [400, 422, 503].includes(error.status)) return serverMessage(error);
  return undefined;
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: async ({ recommendations }) => {
      toast({ title: 'Quiz Completed!', description: 'Your career recommendations are ready.', variant: 'success' });
      // The new matches are known now: show them at once (a retake must not flash the old ones), then refresh.
      queryClient.setQueryData<DashboardResponse>(DASHBOARD_KEY, (old) =>
        old ? { ...old, recommendations, quizCompleted: true } : old,
      );
      queryClient.setQueryData<QuizSubmitResponse['recommendations']>(RECOMMENDATIONS_KEY, (old) =>
        old ? recommendations : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: CAREERS_KEY }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return; // the Unauthorized toast and redirect are under way
      // Spec section 8: always this text; the server's explanation stays on the page (QuizRunner's alert).
      toast({ title: 'Error', description: SUBMIT_FAILED_MESSAGE, variant: 'destructive' });
    },
  });
}
