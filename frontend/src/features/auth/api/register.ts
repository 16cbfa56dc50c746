import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RegisterRequest, User } from '@pathwise/contracts';
import { apiJson, hasMessage, serverMessage } from '@/lib/api-client';
import { adoptSignedInUser } from '@/lib/auth';
import { markNewAccount } from '@/lib/first-visit';
import { toast } from '@/lib/toast';

/** POST /api/auth/register: creates the account and signs it in (201 with the user and a session cookie). */
export function register(data: RegisterRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', data);
}

/**
 * The toast text of a failed registration (spec section 8): the server's message, else 'Failed to create
 * account'. Only an error that carries no message at all (nothing the client can say about it) reads
 * 'Registration failed'.
 */
export function registerErrorMessage(error: unknown): string {
  return serverMessage(error) ?? (hasMessage(error) ? 'Failed to create account' : 'Registration failed');
}

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    meta: { handlesUnauthorized: true },
    onSuccess: async (user) => {
      await adoptSignedInUser(queryClient, user);
      markNewAccount(user.id);
      toast({
        title: 'Account Created!',
        description: `Welcome to Pathwise, ${user.firstName}! You've been logged in automatically.`,
        variant: 'success',
      });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Registration Failed',
        description: registerErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
