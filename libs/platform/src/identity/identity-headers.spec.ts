import { IDENTITY_TTL_SECONDS, IdentityHeaders, signIdentity, verifyIdentity } from './identity-headers.js';

const secret = 'a-secret-of-sixteen-chars';
const target = { method: 'GET', url: '/api/dashboard' };

describe('gateway identity headers', () => {
  it('round-trips a signed identity', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'premium', requestId: 'req-1' }, target);
    expect(verifyIdentity(secret, headers, target)).toEqual({ userId: 'u1', plan: 'premium', requestId: 'req-1' });
  });

  it('represents anonymous callers with a null user id', () => {
    const headers = signIdentity(secret, { userId: null, plan: 'free', requestId: 'r' }, target);
    expect(verifyIdentity(secret, headers, target)).toEqual({ userId: null, plan: 'free', requestId: 'r' });
  });

  it.each([
    ['another secret', (h: Record<string, string>) => h, 'another-secret-123456'],
    ['a changed user', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.userId]: 'u2' }), secret],
    ['an upgraded plan', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.plan]: 'premium' }), secret],
    ['a changed request id', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.requestId]: 'other' }), secret],
    ['a missing signature', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.signature]: '' }), secret],
    ['an unknown plan', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.plan]: 'gold' }), secret],
  ])('rejects %s', (_label, tamper, verifySecret) => {
    const headers = tamper(signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'req' }, target));
    expect(verifyIdentity(verifySecret, headers, target)).toBeNull();
  });

  it('rejects a header set replayed on another route, method or query', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, target);
    for (const other of [
      { method: 'GET', url: '/api/resume' },
      { method: 'DELETE', url: '/api/dashboard' },
      { method: 'GET', url: '/api/dashboard?tab=profile' },
      { method: 'GET', url: '/internal/user-data' },
    ]) {
      expect(verifyIdentity(secret, headers, other)).toBeNull();
    }
    // The method is compared without regard to case, as HTTP defines it.
    expect(verifyIdentity(secret, headers, { method: 'get', url: '/api/dashboard' })).not.toBeNull();
  });

  it('rejects an expiry raised to outlive the signature (replaying a captured header set for longer)', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, target);
    const raised = String(Number(headers[IdentityHeaders.expires]) + 3600);
    expect(verifyIdentity(secret, { ...headers, [IdentityHeaders.expires]: raised }, target)).toBeNull();
    // Even a header set that has expired cannot be revived by moving its expiry into the future.
    const old = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, target, Date.now() - 5 * 60_000);
    const revived = String(Math.floor(Date.now() / 1000) + 30);
    expect(verifyIdentity(secret, { ...old, [IdentityHeaders.expires]: revived }, target)).toBeNull();
  });

  it('rejects an expiry further ahead than the gateway ever signs, even when the signature is right', () => {
    // Signed "in the future" with the real secret: a holder of the secret minting a long-lived header set.
    const now = Date.now();
    const longLived = signIdentity(secret, { userId: 'u1', plan: 'premium', requestId: 'r' }, target, now + 3600_000);
    expect(verifyIdentity(secret, longLived, target, now)).toBeNull();
    // Clocks a little apart are fine.
    const skewed = signIdentity(secret, { userId: 'u1', plan: 'premium', requestId: 'r' }, target, now + 30_000);
    expect(verifyIdentity(secret, skewed, target, now)).not.toBeNull();
    const edge = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, target, now);
    expect(verifyIdentity(secret, edge, target, now + (IDENTITY_TTL_SECONDS - 1) * 1000)).not.toBeNull();
  });

  it('rejects an expired signature', () => {
    const headers = signIdentity(
      secret,
      { userId: 'u1', plan: 'free', requestId: 'r' },
      target,
      Date.now() - 5 * 60_000,
    );
    expect(verifyIdentity(secret, headers, target)).toBeNull();
  });
});
