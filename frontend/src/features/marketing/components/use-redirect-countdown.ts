import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates to `to` after `delayMs` and exposes the whole seconds left for a visible countdown.
 * `cancel()` stops the redirect (WCAG 2.2.1: a time limit must be possible to turn off).
 * Timers are cleared on unmount so leaving the page early never triggers a late navigation.
 */
export function useRedirectCountdown(to: string, delayMs: number) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delayMs / 1000));
  const [active, setActive] = useState(true);

  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const redirect = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    const tick = window.setInterval(() => {
      const remaining = delayMs - (Date.now() - startedAt);
      setSecondsLeft(Math.max(0, Math.ceil(remaining / 1000)));
    }, 1000);
    return () => {
      window.clearTimeout(redirect);
      window.clearInterval(tick);
    };
  }, [active, delayMs, navigate, to]);

  return { secondsLeft, active, cancel: () => setActive(false) };
}
