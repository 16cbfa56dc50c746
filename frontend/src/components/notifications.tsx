import { useEffect, useState } from 'react';
import type { Toaster as ToasterComponent } from '@/components/ui/toaster';
import { registerToastRenderer, useToasts } from '@/lib/toast';

// The Radix toaster is loaded the first time something is announced (or F8 is pressed), which keeps it out of the
// JavaScript every page pays for up front, the landing page above all. It is loaded without Suspense: a Suspense
// boundary would hold its revealed fallback for at least 300 ms, longer than the 500 ms 'Unauthorized' toast can
// afford, whereas a preloaded toaster here renders on the very render that needs it.
let loadedToaster: typeof ToasterComponent | null = null;
let pendingToaster: Promise<typeof ToasterComponent> | null = null;

/** Fetches the toaster's code (once; a failed fetch may be retried). */
export function preloadToaster(): Promise<typeof ToasterComponent> {
  pendingToaster ??= import('@/components/ui/toaster').then(
    (module) => (loadedToaster = module.Toaster),
    (error: unknown) => {
      pendingToaster = null;
      throw error;
    },
  );
  return pendingToaster;
}

// Lets the unauthorized handling (in lib/, outside React) fetch the toaster and wait for it.
registerToastRenderer({ isReady: () => loadedToaster !== null, load: preloadToaster });

/** Screens that are likely to announce something (forms, signed-in pages) fetch the toaster ahead of time. */
export function usePreloadToaster(): void {
  useEffect(() => {
    preloadToaster().catch(() => {
      // Fetched again when a toast is raised; nothing to do here.
    });
  }, []);
}

export function Notifications() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [arrived, setArrived] = useState<typeof ToasterComponent | null>(null);
  // Already fetched (preloaded by a screen or the unauthorized handling): shown on this very render.
  const Toaster = arrived ?? loadedToaster;
  const needed = wanted || toasts.length > 0;
  const shown = needed && Toaster !== null;

  // Once mounted the toaster stays, so that Radix keeps answering F8.
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);

  // Until the toaster is shown, answer F8 (move focus to the notification area) here; after that Radix does.
  useEffect(() => {
    if (shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' || event.key === 'F8') {
        setFocusOnMount(true);
        setWanted(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  useEffect(() => {
    if (!needed || Toaster) return;
    let live = true;
    preloadToaster().then(
      (component) => {
        if (live) setArrived(() => component);
      },
      (error: unknown) => {
        // Without its code no toast can be shown; the page itself keeps working.
        console.error('The notification area could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, Toaster]);

  return needed && Toaster ? <Toaster focusViewport={focusOnMount} /> : null;
}
