/**
 * The session as the SPA sees it. `GET /api/auth/user` answers the current user, or 401 when nobody is signed in,
 * which means "no user" here rather than an error (spec section 7).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { User } from '@pathwise/contracts';
import { apiRequest, throwIfResNotOk } from './api-client';
import { forgetNewAccount } from './first-visit';

export type { User };

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

export async function getCurrentUser(): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as User;
}

export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getCurrentUser,
  meta: { handlesUnauthorized: true },
  // A session that could not be read is read again only when asked (Try Again): every screen that mounts would
  // otherwise refetch it, and the spinner shown meanwhile unmounts and remounts them, a loop of requests.
  retryOnMount: false,
});

/**
 * The signed-in user (null when signed out), whether the session is still being read, and whether it could not be
 * read at all (`unreadable`: the gateway unreachable or answering 5xx, so nobody knows who this is; not signed out).
 */
export function useUser(): { user: User | null; isLoading: boolean; unreadable: boolean; retry: () => void } {
  const { data, isLoading, isError, refetch } = useQuery(userQueryOptions);
  return { user: data ?? null, isLoading, unreadable: isError && data === undefined, retry: () => void refetch() };
}

/**
 * Sign Out: post logout, refresh the current user, then go to /. A failure is only logged; the user stays.
 * (The signed-in route guard also sends the user home once the refreshed user is null.)
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    meta: { handlesUnauthorized: true },
    onSuccess: async () => {
      forgetNewAccount();
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      console.error('Sign out failed', error);
    },
  });
}

/**
 * After a sign-in or registration: drop whatever the previous user left in the cache, then store the new user
 * and refresh it from the server.
 */
export async function adoptSignedInUser(queryClient: QueryClient, user: User): Promise<void> {
  forgetNewAccount();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}
