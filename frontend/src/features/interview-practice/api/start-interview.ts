import { useMutation } from '@tanstack/react-query';
import type { InterviewStartRequest, InterviewStartResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** POST /api/interview/start: a new session's questions. */
export function startInterview(body: InterviewStartRequest): Promise<InterviewStartResponse> {
  return apiJson<InterviewStartResponse>('POST', '/api/interview/start', body);
}

export function useStartInterview() {
  return useMutation({
    mutationFn: startInterview,
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: 'Failed to start interview session. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
