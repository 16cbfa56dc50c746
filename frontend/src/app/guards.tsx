import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { usePreloadToaster } from '@/components/notifications';
import { PageSpinner } from '@/components/page-spinner';
import { SessionUnavailable } from '@/components/session-unavailable';
import { useUser } from '@/lib/auth';
import { handleUnauthorized } from '@/lib/unauthorized';

/**
 * Signed-in routes. A signed-out visitor gets the spec's unauthorized handling (toast, then /api/login after
 * 500 ms). A user who signs out while on one of these screens is simply taken home. Either way the notification
 * area is fetched now: a signed-out visitor is about to see a toast, a signed-in user soon will. A session that could
 * not be read (Pathwise unreachable or restarting) is not a signed-out one: no 'logged out' toast and no trip to the
 * sign-in page, but a notice with Try Again.
 */
export function RequireUser() {
  const { user, unreadable, retry } = useUser();
  usePreloadToaster();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  const signedOutHere = !user && hadUser.current;
  const signedOut = !user && !signedOutHere && !unreadable;

  useEffect(() => {
    if (signedOut) handleUnauthorized();
  }, [signedOut]);

  if (user) return <Outlet />;
  if (signedOutHere) return <Navigate to="/" replace />;
  if (unreadable) return <SessionUnavailable onRetry={retry} />;
  return <PageSpinner label="Redirecting to sign in" />;
}

/** /auth: a signed-in user goes to the dashboard. */
export function RedirectSignedIn() {
  const { user } = useUser();
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
