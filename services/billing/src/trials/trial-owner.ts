import { createHash } from 'node:crypto';

/**
 * The one-way key of "the person who had this trial": SHA-256 of the address as mail servers route it (case and
 * surrounding spaces ignored, and a `+tag` of the local part, which most providers deliver to the same mailbox), so
 * `Ann+2@Mail.com` is `ann@mail.com`. Not reversible; it says only whether an address given at sign-up had a trial.
 */
export function trialOwnerHash(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at).replace(/\+.*$/, '') : address;
  const routed = at > 0 ? `${local}${address.slice(at)}` : address;
  return createHash('sha256').update(`pathwise-trial-v1:${routed}`).digest('hex');
}
