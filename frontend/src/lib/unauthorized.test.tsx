import { act, renderHook } from '@testing-library/react';
import { LOGIN_REDIRECT_DELAY_MS } from '@pathwise/contracts';
import { browser } from './browser';
import { registerToastRenderer, resetToasts, useToasts } from './toast';
import { handleUnauthorized, resetUnauthorized, TOASTER_WAIT_LIMIT_MS } from './unauthorized';

/**
 * The unauthorized handling with a lazily loaded notification area: the 500 ms before /api/login count from when
 * the 'Unauthorized' toast can be seen, so a slow toaster fetch cannot swallow the toast.
 */

let assign: jest.SpyInstance;

/** A stand-in for the notification area's lazily fetched renderer, answered by the test. */
function fakeRenderer({ ready = false } = {}) {
  let finish: (ok: boolean) => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => {
          ready = ok;
          if (ok) resolve();
          else reject(new Error('chunk failed'));
        };
      }),
  );
  registerToastRenderer({ isReady: () => ready, load });
  return { load, arrive: () => finish(true), fail: () => finish(false) };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const flush = () => act(async () => {});

beforeEach(() => {
  jest.useFakeTimers();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
  resetToasts();
  resetUnauthorized();
  sessionStorage.clear();
});

afterEach(() => {
  resetUnauthorized();
  registerToastRenderer(null);
  assign.mockRestore();
  jest.useRealTimers();
});

it('redirects 500 ms after the toast when the toaster is already there', () => {
  expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
  const renderer = fakeRenderer({ ready: true });
  const { result } = renderHook(() => useToasts());
  act(() => handleUnauthorized());
  expect(result.current[0]).toMatchObject({ title: 'Unauthorized', variant: 'destructive' });
  expect(renderer.load).not.toHaveBeenCalled();
  advance(499);
  expect(assign).not.toHaveBeenCalled();
  advance(1);
  expect(assign).toHaveBeenCalledWith('/api/login');
  expect(sessionStorage.getItem('pathwise:auth-tab')).toBe('signin');
});

it('fetches a missing toaster and counts the 500 ms from its arrival', async () => {
  const renderer = fakeRenderer();
  act(() => handleUnauthorized());
  expect(renderer.load).toHaveBeenCalledTimes(1);

  advance(1200); // a slow chunk
  expect(assign).not.toHaveBeenCalled();
  renderer.arrive();
  await flush();
  advance(499);
  expect(assign).not.toHaveBeenCalled();
  advance(1);
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('/api/login');

  // The wait limit that was armed meanwhile does not redirect a second time.
  advance(TOASTER_WAIT_LIMIT_MS * 2);
  expect(assign).toHaveBeenCalledTimes(1);
});

it('still redirects when the toaster cannot be loaded', async () => {
  const renderer = fakeRenderer();
  act(() => handleUnauthorized());
  renderer.fail();
  await flush();
  advance(500);
  expect(assign).toHaveBeenCalledWith('/api/login');
});

it('waits for the toaster at most TOASTER_WAIT_LIMIT_MS', () => {
  fakeRenderer(); // never arrives
  act(() => handleUnauthorized());
  advance(TOASTER_WAIT_LIMIT_MS + 499);
  expect(assign).not.toHaveBeenCalled();
  advance(1);
  expect(assign).toHaveBeenCalledTimes(1);
});

it('handles several 401s at once with one toast and one redirect', async () => {
  const renderer = fakeRenderer();
  act(() => {
    handleUnauthorized();
    handleUnauthorized();
  });
  expect(renderer.load).toHaveBeenCalledTimes(1);
  renderer.arrive();
  await flush();
  advance(TOASTER_WAIT_LIMIT_MS + 500);
  expect(assign).toHaveBeenCalledTimes(1);
});
