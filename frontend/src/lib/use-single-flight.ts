import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the previous one has settled. A button disabled while its request is pending stops clicks
 * only once React has re-rendered it, and both clicks of a fast double click (or of a bouncing mouse button) can land
 * before that: two AI drafts, two interview sessions, two uploads of one file.
 */
export function useSingleFlight(): (action: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((action) => {
    if (running.current) return;
    running.current = true;
    // The mutation's own onError says what went wrong; the rejection is settled here.
    action()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
