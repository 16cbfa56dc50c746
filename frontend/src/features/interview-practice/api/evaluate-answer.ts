import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewEvaluateRequest, InterviewEvaluateResponse, InterviewQuestion } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { PracticeSession } from '../utils/results';
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

/**
 * Answering one question of a session (a first answer or a retry): a blank answer is refused with a toast before any
 * request; otherwise the trimmed text is evaluated and `onAnswered` gets the result with the text that was scored.
 */
export function useSubmitAnswer(
  session: Pick<PracticeSession, 'sessionId' | 'careerPath'>,
  question: InterviewQuestion,
) {
  const evaluate = useEvaluateAnswer();
  const submit = (response: string, onAnswered: (result: InterviewEvaluateResponse, response: string) => void) => {
    const text = response.trim();
    if (!text) {
      toast({
        title: 'Empty Response',
        description: 'Please provide a response to the question.',
        variant: 'destructive',
      });
      return;
    }
    evaluate.mutate(
      {
        question: question.question,
        response: text,
        careerPath: session.careerPath,
        sessionId: session.sessionId,
        questionId: question.id,
      },
      { onSuccess: (result) => onAnswered(result, text) },
    );
  };
  return { submit, isPending: evaluate.isPending };
}
