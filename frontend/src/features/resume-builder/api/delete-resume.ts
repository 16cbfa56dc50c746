import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { DASHBOARD_QUERY_KEY, RESUME_QUERY_KEY } from './query-keys';

/** DELETE /api/resume: removes the file, its text and its analysis for good. */
export async function deleteResume(): Promise<void> {
  await apiRequest('DELETE', '/api/resume');
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async () => {
      queryClient.setQueryData(RESUME_QUERY_KEY, null);
      toast({ title: 'Resume Deleted', description: 'Your resume and its analysis have been removed.' });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Delete Failed', description: 'Failed to delete resume', variant: 'destructive' });
      // e.g. 404 when another tab already deleted it: show what the server now holds.
      await queryClient.invalidateQueries({ queryKey: RESUME_QUERY_KEY });
    },
  });
}
