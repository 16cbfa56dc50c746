import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** POST /api/profile/picture, multipart field `profilePicture`: answers the user with the new profileImageUrl. */
export function uploadPicture(file: File): Promise<User> {
  const form = new FormData();
  form.append('profilePicture', file);
  return apiJson<User>('POST', '/api/profile/picture', form);
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: 'Profile Picture Updated',
        description: 'Your new profile picture is in place.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Upload Failed', description: 'Failed to upload profile picture', variant: 'destructive' });
    },
  });
}
