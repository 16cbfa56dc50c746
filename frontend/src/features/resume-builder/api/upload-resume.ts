import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeAnalysisResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { DASHBOARD_QUERY_KEY, RESUME_QUERY_KEY } from './query-keys';

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
      // The server explains 413 (too large), 422 (image-only, encrypted or corrupt PDF) and 503 (busy; the file is
      // kept and analysed later), so its message is the most useful thing to show.
      toast({
        title: 'Upload Failed',
        description: serverMessage(error) ?? 'Failed to upload resume',
        variant: 'destructive',
      });
      // A busy server keeps the file for later, and an unreadable file leaves the previous resume in place.
      await queryClient.invalidateQueries({ queryKey: RESUME_QUERY_KEY });
    },
  });
}
