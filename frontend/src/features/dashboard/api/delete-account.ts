import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AccountDeletionRequest, User } from '@pathwise/contracts';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { forgetUserInThisBrowser } from '@/lib/local-data';
import { toast } from '@/lib/toast';

/** DELETE /api/profile {currentPassword}: the account and everything it owns, in every service; the session ends. */
export async function deleteAccount(data: AccountDeletionRequest): Promise<void> {
  await apiRequest('DELETE', '/api/profile', data);
}

/**
 * Deletes the account, then signs the browser out: what this browser kept for the user goes too (the quiz draft), the
 * cached data of the account is dropped and the user lands on the landing page.
 */
export function useDeleteAccount(user: User) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      forgetUserInThisBrowser(user.id);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({
        title: 'Account Deleted',
        description: 'Your account and all your data have been deleted. You have been signed out.',
        variant: 'success',
      });
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Delete Failed', description: 'Failed to delete your account', variant: 'destructive' });
    },
  });
}
