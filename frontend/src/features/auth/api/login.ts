import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LoginRequest, User } from '@pathwise/contracts';
import { apiJson, hasMessage, serverMessage } from '@/lib/api-client';
import { adoptSignedInUser } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** POST /api/auth/login: answers the signed-in user and sets the session cookie. */
export function login(data: LoginRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', data);
}

/**
 * The toast text of a failed sign-in (spec section 8): the server's message, else 'Invalid email or password'.
 * Only an error that carries no message at all (nothing the client can say about it) reads 'Login failed'.
 */
export function loginErrorMessage(error: unknown): string {
  return serverMessage(error) ?? (hasMessage(error) ? 'Invalid email or password' : 'Login failed');
}

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    // A 401 here means wrong credentials, not an expired session.
    meta: { handlesUnauthorized: true },
    onSuccess: async (user) => {
      await adoptSignedInUser(queryClient, user);
      toast({ title: 'Welcome back!', description: "You've been successfully logged in.", variant: 'success' });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Login Failed',
        description: loginErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
