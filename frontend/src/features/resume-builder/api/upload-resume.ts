import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeAnalysisResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { DASHBOARD_QUERY_KEY, RESUME_QUERY_KEY } from './query-keys';
import { isAnalysisQueued } from './resume-errors';

/** POST /api/resume/upload, multipart field `resume`: answers the stored resume and its analysis. */
export function uploadResume(file: File): Promise<ResumeAnalysisResponse> {
  const form = new FormData();
  form.append('resume', file);
  return apiJson<ResumeAnalysisResponse>('POST', '/api/resume/upload', form);
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: async (result) => {
      queryClient.setQueryData(RESUME_QUERY_KEY, result.resume);
      toast({
        title: 'Resume Analyzed',
        description: 'Your resume has been analyzed. Your results are in the AI Analysis tab.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      if (isAnalysisQueued(error)) {
        // Not a failure: the file is kept and analysed when a worker is free (the page says more).
        toast({ title: 'Analysis Queued', description: 'Your resume is saved and will be analyzed shortly.' });
      } else {
        // Spec section 8: always this text; the server's explanation (413, 422, 400...) is shown on the page.
        toast({ title: 'Upload Failed', description: 'Failed to upload resume', variant: 'destructive' });
      }
      // A queued file is now the current resume, and an unreadable one leaves the previous resume in place.
      await queryClient.invalidateQueries({ queryKey: RESUME_QUERY_KEY });
    },
  });
}
