import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE, SessionStore, signIdentity } from '@pathwise/platform';
import { brokenUploads, startTestService, type TestService } from '@pathwise/platform/testing';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { CredentialChecks } from '../src/accounts/credential-checks.js';
import { type AuthConfig, AuthEnv, createAuthApp } from '../src/app.js';

let svc: TestService<AuthConfig>;
let redis: Redis;
let sessions: SessionStore;

const newUser = (over: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${randomUUID().slice(0, 8)}@example.com`,
  password: 'analytical-engine',
  ...over,
});

const tokenFrom = (setCookie: string | null) => {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '');
  return match?.[1] ?? '';
};

async function register(over: Record<string, string> = {}) {
  const body = newUser(over);
  const res = await svc.call('POST', '/api/auth/register', { json: body, as: null });
  expect(res.status).toBe(201);
  return { ...body, user: res.json, token: tokenFrom(res.headers.get('set-cookie')) };
}

beforeAll(async () => {
  svc = await startTestService({
    label: 'auth',
    schema: AuthEnv,
    createApp: createAuthApp,
    env: {
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_IP: '3',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '4',
      LOGIN_SLOWDOWN_MAX_INTERVAL_MS: '100',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
    },
  });
  redis = new Redis(svc.env.redisUrl);
  sessions = new SessionStore(redis, svc.env.redisPrefix);
});

afterAll(async () => {
  redis?.disconnect();
  await svc?.close();
});

describe('registration', () => {
  it('creates the user, signs them in with an HttpOnly SameSite=Lax session cookie and returns the user', async () => {
    const body = newUser({ email: `Mixed.Case.${randomUUID().slice(0, 6)}@Example.com` });
    const res = await svc.call('POST', '/api/auth/register', { json: body, as: null });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: body.email.toLowerCase(),
      location: null,
      profileImageUrl: null,
      isPremium: false,
    });
    expect(res.text).not.toMatch(/argon2|password/i);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const session = await sessions.get(tokenFrom(cookie));
    expect(session).toMatchObject({ userId: res.json.id, plan: 'free' });
  });

  it('marks the cookie Secure when the gateway saw https', async () => {
    const res = await svc.call('POST', '/api/auth/register', {
      json: newUser(),
      as: null,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const first = await register();
    const res = await svc.call('POST', '/api/auth/register', {
      json: newUser({ email: first.email.toUpperCase() }),
      as: null,
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it('validates every field with the spec messages', async () => {
    const res = await svc.call('POST', '/api/auth/register', {
      json: { firstName: 'A', lastName: 'B', email: 'not-an-email', password: '123' },
      as: null,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(res.json.requestId).toEqual(expect.any(String));
  });

  it('refuses a confirmPassword that differs from the password when one is sent, and makes no account', async () => {
    const body = newUser();
    const res = await svc.call('POST', '/api/auth/register', {
      json: { ...body, confirmPassword: `${body.password}x` },
      as: null,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ confirmPassword: "Passwords don't match" });
    // the same body with the two matching (or without confirmPassword, as the spec's form sends it) signs up
    const ok = await svc.call('POST', '/api/auth/register', {
      json: { ...body, confirmPassword: body.password },
      as: null,
    });
    expect(ok.status).toBe(201);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await svc.call('POST', '/api/auth/register', {
      body: '{"firstName":',
      headers: { 'content-type': 'application/json' },
      as: null,
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_FAILED');
  });
});

describe('login and logout', () => {
  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const u = await register();
    const ok = await svc.call('POST', '/api/auth/login', { json: { email: u.email, password: u.password }, as: null });
    expect(ok.status).toBe(200);
    expect(ok.json.id).toBe(u.user.id);
    expect(await sessions.get(tokenFrom(ok.headers.get('set-cookie')))).toMatchObject({ userId: u.user.id });

    const wrong = await svc.call('POST', '/api/auth/login', {
      json: { email: u.email, password: 'wrong-password' },
      as: null,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email or password');
    const unknown = await svc.call('POST', '/api/auth/login', {
      json: { email: 'nobody@example.com', password: 'whatever1' },
      as: null,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toBe('Invalid email or password');
  });

  it('validates the login body (400, spec messages) before checking credentials', async () => {
    const res = await svc.call('POST', '/api/auth/login', { json: { email: 'bad', password: '1' }, as: null });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    const missing = await svc.call('POST', '/api/auth/login', { json: {}, as: null });
    expect(missing.status).toBe(400);
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    const u = await register();
    expect(await sessions.get(u.token)).not.toBeNull();
    const res = await svc.call('POST', '/api/auth/logout', {
      as: null,
      headers: { cookie: `${SESSION_COOKIE}=${u.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await sessions.get(u.token)).toBeNull();
  });

  it('GET /api/auth/user returns the signed-in user and 401 without one', async () => {
    const u = await register();
    const me = await svc.call('GET', '/api/auth/user', { as: { userId: u.user.id } });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(u.email);
    const anon = await svc.call('GET', '/api/auth/user', { as: null });
    expect(anon.status).toBe(401);
  });
});

describe('gateway identity', () => {
  it('refuses calls without the signed identity headers or with forged ones', async () => {
    const u = await register();
    const unsigned = await svc.call('GET', '/api/auth/user', {
      as: 'unsigned',
      headers: { 'x-pathwise-user-id': u.user.id },
    });
    expect(unsigned.status).toBe(401);
    const userRoute = { method: 'GET', url: '/api/auth/user' };
    const forged = signIdentity(
      'not-the-internal-secret-xx',
      { userId: u.user.id, plan: 'premium', requestId: 'r1' },
      userRoute,
    );
    const res = await svc.call('GET', '/api/auth/user', { as: 'unsigned', headers: forged });
    expect(res.status).toBe(401);
    const tampered = {
      ...signIdentity(svc.config.INTERNAL_SECRET, { userId: randomUUID(), plan: 'free', requestId: 'r2' }, userRoute),
      'x-pathwise-user-id': u.user.id,
    };
    expect((await svc.call('GET', '/api/auth/user', { as: 'unsigned', headers: tampered })).status).toBe(401);
    const expired = signIdentity(
      svc.config.INTERNAL_SECRET,
      { userId: u.user.id, plan: 'free', requestId: 'r3' },
      userRoute,
      Date.now() - 3600_000,
    );
    expect((await svc.call('GET', '/api/auth/user', { as: 'unsigned', headers: expired })).status).toBe(401);
    // A genuine header set, captured, works for its own call only: not for another route or method.
    const captured = signIdentity(
      svc.config.INTERNAL_SECRET,
      { userId: u.user.id, plan: 'free', requestId: 'r4' },
      userRoute,
    );
    expect((await svc.call('GET', '/api/auth/user', { as: 'unsigned', headers: captured })).status).toBe(200);
    const replayed = await svc.call('PUT', '/api/profile', {
      as: 'unsigned',
      headers: captured,
      json: { firstName: 'Mallory', lastName: 'Replay', email: u.email },
    });
    expect(replayed.status).toBe(401);
    // Nor one a holder of the secret signed to last an hour.
    const longLived = signIdentity(
      svc.config.INTERNAL_SECRET,
      { userId: u.user.id, plan: 'premium', requestId: 'r5' },
      userRoute,
      Date.now() + 3600_000,
    );
    expect((await svc.call('GET', '/api/auth/user', { as: 'unsigned', headers: longLived })).status).toBe(401);
  });

  it('refuses form-encoded and plain-text bodies on JSON routes (415), so a cross-site HTML form cannot post', async () => {
    const u = await register();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(u.email)}&password=${u.password}`],
      ['text/plain', JSON.stringify({ email: u.email, password: u.password })],
    ] as const) {
      const login = await svc.call('POST', '/api/auth/login', { as: null, headers: { 'content-type': type }, body });
      expect({ type, status: login.status }).toEqual({ type, status: 415 });
      expect(login.json).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
      expect(login.headers.get('set-cookie')).toBeNull();
    }
    const profile = await svc.call('PUT', '/api/profile', {
      as: { userId: u.user.id },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Mallory&lastName=Forms&email=mallory%40example.com',
    });
    expect(profile.status).toBe(415);
  });

  it('answers a malformed % escape or an over-long parameter in the API shape, without quoting the URL', async () => {
    const bad = await svc.call('GET', '/api/placeholder/%E0%A4%A/2', { as: null });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      message: 'The address of this request is not valid: it has a malformed % escape.',
      code: 'VALIDATION_FAILED',
      requestId: expect.any(String),
    });
    const long = 'x'.repeat(300);
    const tooLong = await svc.call('GET', `/api/profile/picture/${long}`, { as: null });
    expect(tooLong.status).toBe(414);
    expect(tooLong.json).toEqual({
      message: 'The address of this request is too long.',
      code: 'URI_TOO_LONG',
      requestId: expect.any(String),
    });
    expect(tooLong.text).not.toContain(long);
  });

  it('serves /health and /ready without identity', async () => {
    expect((await svc.call('GET', '/health', { as: 'unsigned' })).json).toEqual({ status: 'ok' });
    const ready = await svc.call('GET', '/ready', { as: 'unsigned' });
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ postgres: 'up', redis: 'up' });
  });
});

describe('profile', () => {
  it('updates the profile with validation and keeps emails unique', async () => {
    const a = await register();
    const b = await register();
    const as = { userId: a.user.id };
    const bad = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'A', lastName: 'Lovelace', email: 'x', location: '' },
      as,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      email: 'Invalid email address',
    });

    const taken = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'Ada', lastName: 'King', email: b.email, location: null, currentPassword: a.password },
      as,
    });
    expect(taken.status).toBe(409);

    const newEmail = `countess.${randomUUID().slice(0, 6)}@example.com`;
    const ok = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'Ada', lastName: 'King', email: newEmail, location: 'London', currentPassword: a.password },
      as,
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ firstName: 'Ada', lastName: 'King', email: newEmail, location: 'London' });
    const login = await svc.call('POST', '/api/auth/login', {
      json: { email: newEmail, password: a.password },
      as: null,
    });
    expect(login.status).toBe(200);
  });

  it('asks for the current password to change the email address, and only then', async () => {
    const u = await register();
    const as = { userId: u.user.id };
    const names = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'Augusta', lastName: 'King', email: u.email, location: 'Ockham' },
      as,
    });
    expect(names.status).toBe(200);
    const newEmail = `augusta.${randomUUID().slice(0, 6)}@example.com`;
    const without = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'Augusta', lastName: 'King', email: newEmail, location: 'Ockham' },
      as,
    });
    expect(without.status).toBe(400);
    expect(without.json.errors).toEqual({
      currentPassword: 'Enter your current password to change your email address',
    });
    const wrong = await svc.call('PUT', '/api/profile', {
      json: { firstName: 'Augusta', lastName: 'King', email: newEmail, location: 'Ockham', currentPassword: 'guess-1' },
      as,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const me = await svc.call('GET', '/api/auth/user', { as });
    expect(me.json.email).toBe(u.email);
    const right = await svc.call('PUT', '/api/profile', {
      json: {
        firstName: 'Augusta',
        lastName: 'King',
        email: newEmail,
        location: 'Ockham',
        currentPassword: u.password,
      },
      as,
    });
    expect(right.status).toBe(200);
    expect(right.json.email).toBe(newEmail);
  });

  it('changes the password, refusing a wrong current password and a mismatch, and revokes other sessions', async () => {
    const u = await register();
    const other = await svc.call('POST', '/api/auth/login', {
      json: { email: u.email, password: u.password },
      as: null,
    });
    const otherToken = tokenFrom(other.headers.get('set-cookie'));
    const as = { userId: u.user.id };
    const cookie = { cookie: `${SESSION_COOKIE}=${u.token}` };

    const wrong = await svc.call('PUT', '/api/profile/password', {
      json: { currentPassword: 'nope-nope', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      as,
      headers: cookie,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.currentPassword).toBe('Current password is incorrect');

    const mismatch = await svc.call('PUT', '/api/profile/password', {
      json: { currentPassword: u.password, newPassword: 'new-secret', confirmPassword: 'other-secret' },
      as,
      headers: cookie,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe('New password and confirm password do not match.');

    const short = await svc.call('PUT', '/api/profile/password', {
      json: { currentPassword: u.password, newPassword: '123', confirmPassword: '123' },
      as,
      headers: cookie,
    });
    expect(short.status).toBe(400);
    expect(short.json.errors.newPassword).toBe('Password must be at least 6 characters');

    const ok = await svc.call('PUT', '/api/profile/password', {
      json: { currentPassword: u.password, newPassword: 'new-secret', confirmPassword: 'new-secret' },
      as,
      headers: cookie,
    });
    expect(ok.status).toBe(200);
    expect(await sessions.get(otherToken)).toBeNull();
    expect(await sessions.get(u.token)).not.toBeNull();
    expect(
      (await svc.call('POST', '/api/auth/login', { json: { email: u.email, password: u.password }, as: null })).status,
    ).toBe(401);
    expect(
      (await svc.call('POST', '/api/auth/login', { json: { email: u.email, password: 'new-secret' }, as: null }))
        .status,
    ).toBe(200);
  });
});

describe('profile picture', () => {
  const upload = (userId: string, bytes: Buffer, type: string, name = 'me.png', field = 'profilePicture') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return svc.call('POST', '/api/profile/picture', { body: form, as: { userId } });
  };

  it('answers an upload that was cut off or is malformed with 400, not 500', async () => {
    const u = await register();
    for (const { label, body, contentType } of brokenUploads('profilePicture', 'me.png')) {
      const res = await svc.call('POST', '/api/profile/picture', {
        body,
        headers: { 'content-type': contentType },
        as: { userId: u.user.id },
      });
      expect({ label, status: res.status }).toEqual({ label, status: 400 });
      expect(res.json.message).toMatch(/did not arrive whole/);
    }
    expect((await svc.call('GET', '/api/auth/user', { as: { userId: u.user.id } })).json.profileImageUrl).toBeNull();
  });

  it('re-encodes a real image, strips its metadata and serves it with long-lived caching', async () => {
    const u = await register();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-data' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(u.user.id, jpeg, 'image/jpeg', 'me.jpg');
    expect(res.status).toBe(201);
    expect(res.json.profileImageUrl).toMatch(/^\/api\/profile\/picture\/[0-9a-f-]{36}$/);

    const img = await fetch(svc.url + res.json.profileImageUrl, {
      headers: signIdentity(
        svc.config.INTERNAL_SECRET,
        { userId: null, plan: 'free', requestId: 'img' },
        { method: 'GET', url: res.json.profileImageUrl },
      ),
    });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(img.headers.get('cache-control')).toMatch(/immutable/);
    const bytes = Buffer.from(await img.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-location-data'))).toBe(false);
  });

  it('judges the type by the bytes: PDF bytes labelled image/png are refused', async () => {
    const u = await register();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const res = await upload(u.user.id, pdf, 'image/png', 'photo.png');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid File Type: Please select an image file (PNG, JPG, GIF, etc.)');
  });

  it('refuses files over 5 MB with 413 and a missing file with 400', async () => {
    const u = await register();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await upload(u.user.id, big, 'image/png');
    expect(res.json.message).toBe('File Too Large: Please select an image smaller than 5MB');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('File Too Large: Please select an image smaller than 5MB');
    const wrongField = await upload(u.user.id, Buffer.from('x'), 'image/png', 'a.png', 'other');
    expect(wrongField.status).toBe(400);
  });

  it('replaces the previous picture, which then disappears', async () => {
    const u = await register();
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const first = await upload(u.user.id, png, 'image/png');
    const second = await upload(u.user.id, png, 'image/png');
    expect(second.json.profileImageUrl).not.toBe(first.json.profileImageUrl);
    expect((await svc.call('GET', first.json.profileImageUrl, { as: null })).status).toBe(404);
    expect((await svc.call('GET', second.json.profileImageUrl, { as: null })).status).toBe(200);
  });
});

describe('placeholder avatar', () => {
  it('serves sizes 1..1024 and refuses others with 400', async () => {
    const ok = await svc.call('GET', '/api/placeholder/64/64', { as: null });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(ok.text).toContain('width="64"');
    for (const bad of ['0/10', '10/1025', 'abc/10', '-5/5', '1.5/2']) {
      const res = await svc.call('GET', `/api/placeholder/${bad}`, { as: null });
      expect(res.status).toBe(400);
    }
    expect((await svc.call('GET', '/api/placeholder/1024/1', { as: null })).status).toBe(200);
  });
});

describe('rate limiting', () => {
  const login = (email: string, password: string, address: string) =>
    svc.call('POST', '/api/auth/login', {
      json: { email, password },
      as: null,
      headers: { 'x-forwarded-for': address },
    });

  it('limits failed sign-ins per email and address with 429 and a clear message, even for the right password', async () => {
    const u = await register();
    for (let i = 0; i < 3; i++) expect((await login(u.email, 'wrong-password', '203.0.113.10')).status).toBe(401);
    const blocked = await login(u.email, u.password, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not let a stranger lock the owner out: failures from many addresses slow attempts down, never refuse', async () => {
    const u = await register();
    // Twelve wrong guesses from four addresses: each address is stopped, the account is only slowed down.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      for (let i = 0; i < 3; i++) expect((await login(u.email, 'wrong-password', address)).status).toBe(401);
      expect((await login(u.email, 'wrong-password', address)).status).toBe(429);
    }
    const owner = await login(u.email, u.password, '192.0.2.99');
    expect(owner.status).toBe(200);
    expect(owner.json.id).toBe(u.user.id);
  });

  it("spaces a much-failed account's attempts one gap apart, and turns away those that would wait too long", async () => {
    const checks = svc.app.get(CredentialChecks);
    const email = `spaced.${randomUUID().slice(0, 8)}@example.com`;
    const now = Date.now();
    // Each attempt gets the next free slot: 0, then one gap, then two; past the longest wait (2 x 100 ms) none.
    expect(await checks.reserveSlot(email, 100, now)).toBe(0);
    expect(await checks.reserveSlot(email, 100, now)).toBe(100);
    expect(await checks.reserveSlot(email, 100, now)).toBe(200);
    expect(await checks.reserveSlot(email, 100, now)).toBeNull();
    // Once the queue has passed, a lone attempt waits for nothing.
    expect(await checks.reserveSlot(email, 100, now + 1_000)).toBe(0);
  });

  it('limits current-password checks like sign-in: wrong guesses run out, then even the right one waits', async () => {
    const u = await register();
    const as = { userId: u.user.id };
    const change = (currentPassword: string) =>
      svc.call('PUT', '/api/profile/password', {
        json: { currentPassword, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' },
        as,
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
    for (let i = 0; i < 3; i++) {
      const res = await change(`guess-${i}`);
      expect(res.status).toBe(400);
      expect(res.json.errors.currentPassword).toBe('Current password is incorrect');
    }
    const blocked = await change(u.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Too many password attempts. Please wait a few minutes and try again.');
    // The same budget as sign-in: the guesser's address cannot sign in to that account either.
    expect((await login(u.email, u.password, '203.0.113.77')).status).toBe(429);
    // The password is unchanged, and the owner elsewhere still signs in with it.
    expect((await login(u.email, u.password, '192.0.2.100')).status).toBe(200);
  });
});

describe('double submits', () => {
  it('two sign-ups of one address at once: one account (201), the other told the address is taken (409)', async () => {
    const body = newUser();
    const answers = await Promise.all(
      [1, 2, 3].map(() => svc.call('POST', '/api/auth/register', { json: body, as: null })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toMatch(/already/i);
  });

  it('two users taking the same new address at once: one gets it, the other a 409, never a 500', async () => {
    const [a, b] = [await register(), await register()];
    const email = `taken.${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      [a, b].map((u) =>
        svc.call('PUT', '/api/profile', {
          json: { firstName: 'Ada', lastName: 'Lovelace', email, location: null, currentPassword: u.password },
          as: { userId: u.user.id },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
