import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobApplication, SavedJob } from '@pathwise/contracts';
import { apiJson, apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { APPLICATIONS_QUERY_KEY, SAVED_JOBS_QUERY_KEY } from './query-keys';

/** GET /api/jobs/saved: the user's saved jobs, newest first. */
export function useSavedJobs() {
  const { user } = useUser();
  return useQuery({
    queryKey: SAVED_JOBS_QUERY_KEY,
    queryFn: () => apiJson<SavedJob[]>('GET', SAVED_JOBS_QUERY_KEY[0]),
    enabled: Boolean(user),
  });
}

/** GET /api/jobs/applications: the applications the user recorded, newest first. */
export function useApplications() {
  const { user } = useUser();
  return useQuery({
    queryKey: APPLICATIONS_QUERY_KEY,
    queryFn: () => apiJson<JobApplication[]>('GET', APPLICATIONS_QUERY_KEY[0]),
    enabled: Boolean(user),
  });
}

/** Bookmark toggle: POST /api/jobs/save or DELETE /api/jobs/save/:jobId, then the saved list is read again. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, saved }: { jobId: string; saved: boolean }) => {
      if (saved) await apiRequest('DELETE', `/api/jobs/save/${encodeURIComponent(jobId)}`);
      else await apiRequest('POST', '/api/jobs/save', { jobId });
    },
    onSuccess: async (_data, { saved }) => {
      toast(
        saved
          ? { title: 'Job Removed', description: 'Job has been removed from your saved list.' }
          : { title: 'Job Saved', description: 'Job has been added to your saved list.' },
      );
      await queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY });
    },
    onError: (error, { saved }) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: saved ? 'Failed to remove job. Please try again.' : 'Failed to save job. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/jobs/apply {jobId, notes}, then the applications are read again. */
export function useRecordApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, notes }: { jobId: string; notes: string }) =>
      apiJson<JobApplication>('POST', '/api/jobs/apply', { jobId, notes }),
    onSuccess: async () => {
      toast({ title: 'Application Recorded', description: 'Your job application has been recorded for tracking.' });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to record application. Please try again.', variant: 'destructive' });
    },
  });
}
