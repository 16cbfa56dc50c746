import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { toast } from '@/lib/toast';

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  location: string | null;
  /** Needed when the email address changes. */
  currentPassword?: string;
}

/** PUT /api/profile: answers the updated user. */
export function updateProfile(data: ProfileUpdate): Promise<User> {
  return apiJson<User>('PUT', '/api/profile', data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Profile Updated', description: 'Your profile information has been saved.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return; // the Unauthorized toast and redirect are under way
      toast({
        title: 'Update Failed',
        description: serverMessage(error) ?? 'Failed to update profile',
        variant: 'destructive',
      });
    },
  });
}
