import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewEvaluateRequest, InterviewEvaluateResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { SESSIONS_QUERY_KEY } from './query-keys';

/** POST /api/interview/evaluate: the spec's {question, response, careerPath} plus the session and question ids. */
export function evaluateAnswer(body: InterviewEvaluateRequest): Promise<InterviewEvaluateResponse> {
  return apiJson<InterviewEvaluateResponse>('POST', '/api/interview/evaluate', body);
}

export function useEvaluateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAnswer,
    // the history's scores changed; a reviewed session's detail too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to evaluate response. Please try again.', variant: 'destructive' });
    },
  });
}
