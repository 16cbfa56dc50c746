import { IdentityHeaders, signIdentity, verifyIdentity } from './identity-headers.js';

const secret = 'a-secret-of-sixteen-chars';

describe('gateway identity headers', () => {
  it('round-trips a signed identity', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'premium', requestId: 'req-1' });
    expect(verifyIdentity(secret, headers)).toEqual({ userId: 'u1', plan: 'premium', requestId: 'req-1' });
  });

  it('represents anonymous callers with a null user id', () => {
    const headers = signIdentity(secret, { userId: null, plan: 'free', requestId: 'r' });
    expect(verifyIdentity(secret, headers)).toEqual({ userId: null, plan: 'free', requestId: 'r' });
  });

  it.each([
    ['another secret', (h: Record<string, string>) => h, 'another-secret-123456'],
    ['a changed user', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.userId]: 'u2' }), secret],
    ['an upgraded plan', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.plan]: 'premium' }), secret],
    ['a changed request id', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.requestId]: 'other' }), secret],
    ['a missing signature', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.signature]: '' }), secret],
    ['an unknown plan', (h: Record<string, string>) => ({ ...h, [IdentityHeaders.plan]: 'gold' }), secret],
  ])('rejects %s', (_label, tamper, verifySecret) => {
    const headers = tamper(signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'req' }));
    expect(verifyIdentity(verifySecret, headers)).toBeNull();
  });

  it('rejects an expiry raised to outlive the signature (replaying a captured header set for longer)', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' });
    const raised = String(Number(headers[IdentityHeaders.expires]) + 3600);
    expect(verifyIdentity(secret, { ...headers, [IdentityHeaders.expires]: raised })).toBeNull();
    // Even a header set that has expired cannot be revived by moving its expiry into the future.
    const old = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, Date.now() - 5 * 60_000);
    const revived = String(Math.floor(Date.now() / 1000) + 30);
    expect(verifyIdentity(secret, { ...old, [IdentityHeaders.expires]: revived })).toBeNull();
  });

  it('rejects an expired signature', () => {
    const headers = signIdentity(secret, { userId: 'u1', plan: 'free', requestId: 'r' }, Date.now() - 5 * 60_000);
    expect(verifyIdentity(secret, headers)).toBeNull();
  });
});
