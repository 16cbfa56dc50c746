/**
 * Whether the signed-in user is on the visit that created their account, so the dashboard greets them with the
 * registration's welcome ("Welcome to Pathwise, Maya!") rather than "Welcome back". Kept in sessionStorage for this
 * tab (a reload of that first visit still counts), keyed by the user's id; any sign-in or sign-out forgets it.
 */
const NEW_ACCOUNT_KEY = 'pathwise:new-account';

export function markNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(NEW_ACCOUNT_KEY, userId);
  } catch {
    // Storage refused (private mode, quota): the greeting falls back to "Welcome back".
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId;
  } catch {
    return false;
  }
}

export function forgetNewAccount(): void {
  try {
    sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // nothing stored
  }
}
