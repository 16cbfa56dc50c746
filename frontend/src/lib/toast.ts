/**
 * The notification store (spec section 9): at most one toast is visible, each shows for 5000 ms by default (the
 * Toaster's provider), and a dismissed toast is removed from memory after 1,000,000 ms. Works outside React, so the
 * API client's 401 handling can raise a toast too.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@pathwise/contracts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the default 5000 ms. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it stays in memory until the remove delay passes. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces older ones beyond the limit of one. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The notification area's renderer is fetched lazily (it keeps the toast UI out of the landing page's JavaScript).
 * It registers itself here, so code outside React, such as the unauthorized handling, can fetch it early and wait
 * until a toast can actually be seen.
 */
export interface ToastRenderer {
  /** True once the renderer's code has arrived: a toast raised now shows on the next render. */
  isReady: () => boolean;
  /** Fetches the renderer (once); rejects when it cannot be loaded. */
  load: () => Promise<unknown>;
}

let renderer: ToastRenderer | null = null;

export function registerToastRenderer(next: ToastRenderer | null): void {
  renderer = next;
}

/** Whether a toast raised now can be seen right away (true when no lazy renderer is registered). */
export function isToastRendererReady(): boolean {
  return renderer ? renderer.isReady() : true;
}

/** Starts fetching the toast renderer; resolves when it is ready (at once when none is registered). */
export function preloadToastRenderer(): Promise<unknown> {
  return renderer ? renderer.load() : Promise.resolve();
}

let defaultDurationMs: number = TOAST_DURATION_MS;

/** How long a toast shows when it names no duration of its own: the spec's 5000 ms. */
export function defaultToastDuration(): number {
  return defaultDurationMs;
}

/**
 * For tests: the default display time. The component tests make it endless (jest.setup.ts): a toast closing on the
 * real clock 5 s after it appeared made any screen test that finds a toast fail on a loaded machine, when the steps
 * between the toast and the assertion took longer than that (jobs.test 'says when a save fails': found, then gone
 * before `toBeInTheDocument` ran). The closing itself is tested on a fake clock with the real 5000 ms.
 */
export function setDefaultToastDuration(ms: number): void {
  defaultDurationMs = ms;
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}
