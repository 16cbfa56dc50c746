import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedinRequest, ResumeAnalysisResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { DASHBOARD_QUERY_KEY, RESUME_QUERY_KEY } from './query-keys';
import { isAnalysisQueued } from './resume-errors';

/** POST /api/resume/linkedin: answers the resume (now with the profile address) and its analysis. */
export function analyzeLinkedin(data: LinkedinRequest): Promise<ResumeAnalysisResponse> {
  return apiJson<ResumeAnalysisResponse>('POST', '/api/resume/linkedin', data);
}

export function useAnalyzeLinkedin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeLinkedin,
    onSuccess: async (result) => {
      queryClient.setQueryData(RESUME_QUERY_KEY, result.resume);
      toast({
        title: 'Profile Analyzed',
        description: 'Your LinkedIn profile analysis is ready in the AI Analysis tab.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      if (isAnalysisQueued(error)) {
        // Not a failure: the address is stored and analysed when a worker is free (the page says more).
        toast({
          title: 'Analysis Queued',
          description: 'Your LinkedIn profile is saved and will be analyzed shortly.',
        });
      } else {
        // Spec section 8: always this text; the server's explanation is shown on the page.
        toast({ title: 'Analysis Failed', description: 'Failed to analyze LinkedIn profile', variant: 'destructive' });
      }
      await queryClient.invalidateQueries({ queryKey: RESUME_QUERY_KEY });
    },
  });
}
