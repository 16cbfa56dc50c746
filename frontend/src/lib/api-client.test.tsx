import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithClient } from '@/testing/render';
import { ApiError, apiJson, apiRequest, isUnauthorizedError, serverMessage } from './api-client';
import { getCurrentUser, userQueryOptions } from './auth';
import { browser } from './browser';
import { createQueryClient } from './query-client';
import { resetToasts, useToasts } from './toast';
import { resetUnauthorized } from './unauthorized';

let assign: jest.SpyInstance;

/** Fake-timer steps inside act(), since hooks are mounted and may re-render. */
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderWrapper(queryClient: QueryClient, children: ReactNode) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
  resetToasts();
  resetUnauthorized();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  assign.mockRestore();
});

describe('error format', () => {
  it('turns a non-success response into "<status>: <body text>"', async () => {
    mockFetch(() => ({ status: 500, body: 'database exploded' }));
    await expect(apiRequest('GET', '/api/dashboard')).rejects.toThrow(new Error('500: database exploded'));
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(() => ({ status: 503, body: '' }));
    await expect(apiRequest('GET', '/api/dashboard')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a JSON error body as text in the message and parsed on the error', async () => {
    const body = { message: 'An account with this email already exists', code: 'CONFLICT' };
    mockFetch(() => ({ status: 409, body }));
    const error = await apiJson('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(409);
    expect(serverMessage(error)).toBe('An account with this email already exists');
  });

  it('sends credentials always, and JSON bodies with a JSON content type', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { ok: true } }));
    await apiJson('PUT', '/api/profile', { firstName: 'Ada' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ firstName: 'Ada' }));
  });

  it('sends FormData as multipart without setting a content type', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: {} }));
    const form = new FormData();
    form.append('profilePicture', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await apiJson('POST', '/api/profile/picture', form);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('recognises 401 Unauthorized errors by their message', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized","code":"UNAUTHORIZED"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Premium subscription required"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('401 handling', () => {
  const unauthorized = () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });

  it('shows the Unauthorized toast, then sends the browser to /api/login after 500 ms', async () => {
    jest.useFakeTimers();
    mockFetch(unauthorized);
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useToasts());

    await act(() => queryClient.fetchQuery({ queryKey: ['/api/dashboard'] }).catch(() => undefined));

    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    advance(499);
    expect(assign).not.toHaveBeenCalled();
    advance(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('handles several failing calls with one toast and one redirect', async () => {
    jest.useFakeTimers();
    mockFetch(unauthorized);
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.fetchQuery({ queryKey: ['/api/dashboard'] }).catch(() => undefined),
      queryClient.fetchQuery({ queryKey: ['/api/recommendations'] }).catch(() => undefined),
    ]);
    advance(500);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('renders the toast in the notification area for a failing query', async () => {
    mockFetch(unauthorized);
    function Probe() {
      useQuery({ queryKey: ['/api/dashboard'] });
      return null;
    }
    renderWithClient(<Probe />);
    // (Radix also copies a toast's text into a live region for screen readers, hence "all".)
    expect((await screen.findAllByText('Unauthorized'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('You are logged out. Logging in again...')[0]).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('applies to mutations too', async () => {
    jest.useFakeTimers();
    mockFetch(unauthorized);
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useToasts());
    const { result: mutation } = renderHook(
      () => useMutation({ mutationFn: () => apiRequest('PUT', '/api/profile', {}) }),
      { wrapper: ({ children }) => renderWrapper(queryClient, children) },
    );
    await act(() => mutation.current.mutateAsync().catch(() => undefined));
    expect(result.current[0]?.title).toBe('Unauthorized');
    advance(500);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('treats 401 from GET /api/auth/user as "no user", without toast or redirect', async () => {
    jest.useFakeTimers();
    mockFetch(unauthorized);
    await expect(getCurrentUser()).resolves.toBeNull();
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useToasts());
    await expect(queryClient.fetchQuery(userQueryOptions)).resolves.toBeNull();
    advance(1000);
    expect(result.current).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves other errors to the caller', async () => {
    jest.useFakeTimers();
    mockFetch(() => ({ status: 500, body: 'boom' }));
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useToasts());
    await queryClient.fetchQuery({ queryKey: ['/api/dashboard'] }).catch(() => undefined);
    advance(1000);
    expect(result.current).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('query defaults', () => {
  it('never go stale, do not refetch on focus, do not poll and do not retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('fetch a query keyed by its URL once, and not again on window focus', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { progressScore: 40 } }));
    function Probe() {
      const { data } = useQuery<{ progressScore: number }>({ queryKey: ['/api/dashboard'] });
      return <p>{data ? `score ${data.progressScore}` : 'loading'}</p>;
    }
    renderWithClient(<Probe />);
    expect(await screen.findByText('score 40')).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dashboard');
  });

  it('do not retry a failed query', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: 'boom' }));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['/api/dashboard'] }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
