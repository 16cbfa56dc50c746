import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson, isUnauthorizedError } from './api-client';
import { handleUnauthorized } from './unauthorized';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesUnauthorized`: the caller deals with 401 itself (the current-user query, sign-in). */
    queryMeta: { handlesUnauthorized?: boolean };
    mutationMeta: { handlesUnauthorized?: boolean };
  }
}

/** Queries keyed by their URL need no query function of their own: `useQuery({ queryKey: ['/api/x'] })`. */
const fetchByKey: QueryFunction = ({ queryKey }) => apiJson('GET', String(queryKey[0]));

/**
 * Query defaults of spec section 7: data never goes stale, is not refetched on window focus, is not polled and
 * is not retried. Any call failing with 401 triggers the unauthorized toast and redirect, unless it opts out.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesUnauthorized && isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesUnauthorized && isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
