import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's signed identity headers. Services trust a caller only when the HMAC over user id, plan, expiry and
 * request id verifies with the shared INTERNAL_SECRET, so a request that bypasses the gateway cannot claim a user.
 * An anonymous call (public routes) is signed with an empty user id.
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

/** Signatures are short-lived so a captured header set cannot be replayed for long. */
export const IDENTITY_TTL_SECONDS = 60;

function mac(secret: string, userId: string, plan: string, expires: string, requestId: string): string {
  return createHmac('sha256', secret).update(`${userId}\n${plan}\n${expires}\n${requestId}`).digest('base64url');
}

export function signIdentity(secret: string, identity: Identity, now: number = Date.now()): Record<string, string> {
  const expires = String(Math.floor(now / 1000) + IDENTITY_TTL_SECONDS);
  const userId = identity.userId ?? '';
  return {
    [IdentityHeaders.userId]: userId,
    [IdentityHeaders.plan]: identity.plan,
    [IdentityHeaders.expires]: expires,
    [IdentityHeaders.requestId]: identity.requestId,
    [IdentityHeaders.signature]: mac(secret, userId, identity.plan, expires, identity.requestId),
  };
}

type HeaderBag = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The verified identity, or null when a header is missing, forged or expired. */
export function verifyIdentity(secret: string, headers: HeaderBag, now: number = Date.now()): Identity | null {
  const userId = one(headers[IdentityHeaders.userId]);
  const plan = one(headers[IdentityHeaders.plan]);
  const expires = one(headers[IdentityHeaders.expires]);
  const requestId = one(headers[IdentityHeaders.requestId]);
  const signature = one(headers[IdentityHeaders.signature]);
  if (userId === undefined || !plan || !expires || !requestId || !signature) return null;
  if (plan !== 'free' && plan !== 'premium') return null;
  const exp = Number(expires);
  if (!Number.isInteger(exp) || exp * 1000 < now) return null;
  const expected = Buffer.from(mac(secret, userId, plan, expires, requestId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: userId || null, plan, requestId };
}
