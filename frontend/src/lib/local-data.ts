import { forgetNewAccount } from './first-visit';

/**
 * Removes what this browser keeps for one user (keys `pathwise:<what>:<userId>` in localStorage, such as the quiz
 * draft, and the first-visit mark), when the account is deleted.
 */
export function forgetUserInThisBrowser(userId: string): void {
  forgetNewAccount();
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys) {
      if (key.startsWith('pathwise:') && key.endsWith(`:${userId}`)) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing was kept
  }
}
