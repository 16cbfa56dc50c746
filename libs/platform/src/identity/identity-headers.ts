import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's signed identity headers. Services trust a caller only when the HMAC over user id, plan, expiry,
 * request id, method and request target verifies with the shared INTERNAL_SECRET, so a request that bypasses the
 * gateway cannot claim a user, and a captured header set works only for the one call it was signed for. An anonymous
 * call (public routes) is signed with an empty user id.
 */
export const IdentityHeaders = {
  userId: 'x-pathwise-user-id',
  plan: 'x-pathwise-plan',
  expires: 'x-pathwise-expires',
  signature: 'x-pathwise-signature',
  requestId: 'x-request-id',
} as const;

export type Plan = 'free' | 'premium';

export interface Identity {
  userId: string | null;
  plan: Plan;
  requestId: string;
}

/** The call a signature is for: the method and the request target (path and query) exactly as the service gets it. */
export interface SignedTarget {
  method: string;
  url: string;
}

/** Signatures are short-lived so a captured header set cannot be replayed for long. */
export const IDENTITY_TTL_SECONDS = 60;
/**
 * The furthest ahead an expiry may lie: what the gateway signs plus room for clocks that differ a little. Anything
 * later was not signed by a gateway, whoever holds the secret.
 */
export const IDENTITY_MAX_AHEAD_SECONDS = 2 * IDENTITY_TTL_SECONDS;

function mac(secret: string, fields: readonly string[]): string {
  return createHmac('sha256', secret).update(fields.join('\n')).digest('base64url');
}

export function signIdentity(
  secret: string,
  identity: Identity,
  target: SignedTarget,
  now: number = Date.now(),
): Record<string, string> {
  const expires = String(Math.floor(now / 1000) + IDENTITY_TTL_SECONDS);
  const userId = identity.userId ?? '';
  return {
    [IdentityHeaders.userId]: userId,
    [IdentityHeaders.plan]: identity.plan,
    [IdentityHeaders.expires]: expires,
    [IdentityHeaders.requestId]: identity.requestId,
    [IdentityHeaders.signature]: mac(secret, [
      userId,
      identity.plan,
      expires,
      identity.requestId,
      target.method.toUpperCase(),
      target.url,
    ]),
  };
}

type HeaderBag = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The verified identity, or null when a header is missing, forged, expired, or signed for another call. */
export function verifyIdentity(
  secret: string,
  headers: HeaderBag,
  target: SignedTarget,
  now: number = Date.now(),
): Identity | null {
  const userId = one(headers[IdentityHeaders.userId]);
  const plan = one(headers[IdentityHeaders.plan]);
  const expires = one(headers[IdentityHeaders.expires]);
  const requestId = one(headers[IdentityHeaders.requestId]);
  const signature = one(headers[IdentityHeaders.signature]);
  if (userId === undefined || !plan || !expires || !requestId || !signature) return null;
  if (plan !== 'free' && plan !== 'premium') return null;
  const exp = Number(expires);
  if (!Number.isInteger(exp) || exp * 1000 < now || exp * 1000 > now + IDENTITY_MAX_AHEAD_SECONDS * 1000) return null;
  const expected = Buffer.from(
    mac(secret, [userId, plan, expires, requestId, target.method.toUpperCase(), target.url]),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: userId || null, plan, requestId };
}
