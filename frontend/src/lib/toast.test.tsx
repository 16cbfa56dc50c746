import { act, renderHook } from '@testing-library/react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@pathwise/contracts';
import {
  dismissToast,
  isToastRendererReady,
  preloadToastRenderer,
  registerToastRenderer,
  resetToasts,
  toast,
  useToasts,
} from './toast';

/** The notification store of spec section 9, without any rendering. */
beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast: the newest replaces the one before', () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('gives every toast its own id and a dismiss handle', () => {
    const { result } = renderHook(() => useToasts());
    let first = { id: '', dismiss: () => {} };
    let second = { id: '', dismiss: () => {} };
    act(() => void (first = toast({ title: 'First' })));
    act(() => void (second = toast({ title: 'Second' })));
    expect(first.id).not.toBe(second.id);
    act(() => second.dismiss());
    expect(result.current[0]).toMatchObject({ id: second.id, open: false });
  });

  it('keeps a dismissed toast in memory for 1,000,000 ms, then removes it', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => void ({ id } = toast({ title: 'Saved' })));
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);

    act(() => jest.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it('does not remove an open toast on its own (closing is the renderer’s 5000 ms)', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(2 * TOAST_REMOVE_DELAY_MS));
    expect(result.current).toEqual([expect.objectContaining({ title: 'Saved', open: true })]);
  });

  it('dismisses every toast when no id is given', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Saved' }));
    act(() => dismissToast());
    expect(result.current.every((t) => !t.open)).toBe(true);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current).toHaveLength(0);
  });
});

describe('toast renderer registry', () => {
  afterEach(() => registerToastRenderer(null));

  it('reports ready, and resolves at once, when no lazy renderer is registered', async () => {
    registerToastRenderer(null);
    expect(isToastRendererReady()).toBe(true);
    await expect(preloadToastRenderer()).resolves.toBeUndefined();
  });

  it('asks the registered renderer', async () => {
    let ready = false;
    const load = jest.fn(async () => {
      ready = true;
    });
    registerToastRenderer({ isReady: () => ready, load });
    expect(isToastRendererReady()).toBe(false);
    await preloadToastRenderer();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isToastRendererReady()).toBe(true);
  });
});
