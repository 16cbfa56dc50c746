import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@pathwise/contracts';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** PUT /api/profile/password */
export async function changePassword(data: PasswordChangeRequest): Promise<void> {
  await apiRequest('PUT', '/api/profile/password', data);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password Updated', description: 'Your password has been changed.', variant: 'success' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Password Update Failed', description: 'Failed to update password', variant: 'destructive' });
    },
  });
}
