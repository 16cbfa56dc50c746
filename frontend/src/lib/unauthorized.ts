import { LOGIN_REDIRECT_DELAY_MS } from '@pathwise/contracts';
import { browser } from './browser';
import { isToastRendererReady, preloadToastRenderer, toast } from './toast';

/** Where the browser goes to sign in again; the gateway answers it with a redirect to /auth. */
export const LOGIN_URL = '/api/login';
/** Read by the auth page: a user sent back to sign in sees the Sign In tab first. */
export const AUTH_TAB_HINT_KEY = 'pathwise:auth-tab';
/**
 * How long the redirect may wait for the (lazily loaded) notification area before its 500 ms start anyway, so a
 * toaster that never arrives cannot keep the user on a dead screen.
 */
export const TOASTER_WAIT_LIMIT_MS = 2000;

let handling = false;
let redirectTimer: ReturnType<typeof setTimeout> | null = null;
let waitTimer: ReturnType<typeof setTimeout> | null = null;

function startRedirectCountdown(): void {
  if (!handling || redirectTimer) return;
  if (waitTimer) clearTimeout(waitTimer);
  waitTimer = null;
  redirectTimer = setTimeout(() => {
    handling = false;
    redirectTimer = null;
    browser.assign(LOGIN_URL);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/**
 * The spec's unauthorized handling: the 'Unauthorized' destructive toast, then the login address after 500 ms.
 * The 500 ms count from when the toast can be seen: when the notification area's code has not arrived yet (a cold
 * visit to a signed-in page), it is fetched first, for at most TOASTER_WAIT_LIMIT_MS. Several failing calls at
 * once produce one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (handling) return;
  handling = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  try {
    sessionStorage.setItem(AUTH_TAB_HINT_KEY, 'signin');
  } catch {
    // Storage may be unavailable (private mode); the hint is only a convenience.
  }
  if (isToastRendererReady()) {
    startRedirectCountdown();
    return;
  }
  waitTimer = setTimeout(startRedirectCountdown, TOASTER_WAIT_LIMIT_MS);
  // A toaster that fails to load must not stop the redirect either.
  preloadToastRenderer().then(startRedirectCountdown, startRedirectCountdown);
}

/** For tests. */
export function resetUnauthorized(): void {
  if (redirectTimer) clearTimeout(redirectTimer);
  if (waitTimer) clearTimeout(waitTimer);
  redirectTimer = null;
  waitTimer = null;
  handling = false;
}
