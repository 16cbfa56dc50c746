import { randomUUID } from 'node:crypto';
import { AccountExport, ServiceUserData, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { OutboxEvent, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { startTestService, type TestService } from '@pathwise/platform/testing';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { type AuthConfig, AuthEnv, createAuthApp } from '../src/app.js';
import { ProfilePictureEntity } from '../src/pictures/profile-picture.entity.js';
import { SessionEntity } from '../src/sessions/session.entity.js';
import { UserEntity } from '../src/users/user.entity.js';

/** DELETE /api/profile and the account's share of the export (USER_DATA_EXPORT_PATH), on the auth service itself. */
let svc: TestService<AuthConfig>;
let redis: Redis;
let sessions: SessionStore;
let db: DataSource;

const tokenFrom = (setCookie: string | null) =>
  new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '')?.[1] ?? '';

async function register() {
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomUUID().slice(0, 8)}@example.com`,
    password: 'analytical-engine',
  };
  const res = await svc.call('POST', '/api/auth/register', { json: body, as: null });
  expect(res.status).toBe(201);
  return { ...body, id: res.json.id as string, token: tokenFrom(res.headers.get('set-cookie')) };
}

const remove = (userId: string, json: unknown, address = '192.0.2.1', extra: Record<string, string> = {}) =>
  svc.call('DELETE', '/api/profile', { json, as: { userId }, headers: { 'x-forwarded-for': address, ...extra } });

beforeAll(async () => {
  svc = await startTestService({
    label: 'authdel',
    schema: AuthEnv,
    createApp: createAuthApp,
    env: {
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_IP: '3',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
    },
  });
  redis = new Redis(svc.env.redisUrl);
  sessions = new SessionStore(redis, svc.env.redisPrefix);
  db = svc.app.get(DataSource);
});

afterAll(async () => {
  redis?.disconnect();
  await svc?.close();
});

it('exports the account without the password hash or any token', async () => {
  const u = await register();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  expect((await svc.call('POST', '/api/profile/picture', { body: form, as: { userId: u.id } })).status).toBe(201);

  const res = await svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: u.id } });
  expect(res.status).toBe(200);
  const share = ServiceUserData.parse(res.json);
  expect(share.service).toBe('auth');
  const account = AccountExport.parse(share.data);
  expect(account).toMatchObject({ id: u.id, email: u.email, firstName: 'Ada', location: null, isPremium: false });
  expect(account.profilePicture).toMatchObject({
    url: expect.stringMatching(/^\/api\/profile\/picture\/[0-9a-f-]{36}$/),
    contentType: expect.stringMatching(/^image\//),
  });
  expect(account.sessions).toHaveLength(1);
  const { passwordHash } = (await db.getRepository(UserEntity).findOneByOrFail({ id: u.id })) as UserEntity;
  const [session] = await db.getRepository(SessionEntity).findBy({ userId: u.id });
  expect(res.text).not.toContain(passwordHash);
  expect(res.text).not.toContain(session!.tokenHash);
  expect(res.text).not.toContain(u.token);
  expect(res.text).not.toMatch(/argon|password/i);

  // only through a signed identity, and only one's own
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, { as: 'unsigned' })).status).toBe(401);
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, { as: null })).status).toBe(401);
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: randomUUID() } })).status).toBe(401);
});

it('deletes the account, its pictures and every session with the current password, and publishes user.deleted', async () => {
  const u = await register();
  const second = await svc.call('POST', '/api/auth/login', {
    json: { email: u.email, password: u.password },
    as: null,
  });
  const secondToken = tokenFrom(second.headers.get('set-cookie'));
  expect(await sessions.get(secondToken)).not.toBeNull();

  const wrong = await remove(u.id, { currentPassword: 'not-my-password' });
  expect(wrong.status).toBe(400);
  expect(wrong.json).toMatchObject({
    message: 'Current password is incorrect',
    errors: { currentPassword: 'Current password is incorrect' },
  });
  expect(await db.getRepository(UserEntity).existsBy({ id: u.id })).toBe(true);

  const ok = await remove(u.id, { currentPassword: u.password }, '192.0.2.1', {
    cookie: `${SESSION_COOKIE}=${u.token}`,
  });
  expect({ status: ok.status, body: ok.json }).toEqual({ status: 204, body: null });
  expect(ok.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));

  expect(await db.getRepository(UserEntity).existsBy({ id: u.id })).toBe(false);
  expect(await db.getRepository(ProfilePictureEntity).countBy({ userId: u.id })).toBe(0);
  // every session ends: Redis (what the gateway reads) forgets them, PostgreSQL keeps them revoked until they expire
  expect(await sessions.get(u.token)).toBeNull();
  expect(await sessions.get(secondToken)).toBeNull();
  const rows = await db.getRepository(SessionEntity).findBy({ userId: u.id });
  expect(rows.length).toBe(2);
  expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

  const events = await db
    .getRepository(OutboxEvent)
    .createQueryBuilder('e')
    .where("e.name = 'user.deleted' AND e.payload->>'userId' = :id", { id: u.id })
    .getMany();
  expect(events).toHaveLength(1);
  expect(events[0]!.payload).toEqual({ userId: u.id, deletedAt: expect.any(String) });

  // the email is free again; signing in with the old account fails
  expect(
    (await svc.call('POST', '/api/auth/login', { json: { email: u.email, password: u.password }, as: null })).status,
  ).toBe(401);
  // a second deletion (another tab) finds no account
  expect((await remove(u.id, { currentPassword: u.password })).status).toBe(401);
});

it('limits the password check like a password change: wrong guesses run out, then even the right one waits', async () => {
  const u = await register();
  for (let i = 0; i < 3; i++) {
    const res = await remove(u.id, { currentPassword: `guess-${i}` }, '203.0.113.9');
    expect(res.status).toBe(400);
    expect(res.json.errors.currentPassword).toBe('Current password is incorrect');
  }
  const blocked = await remove(u.id, { currentPassword: u.password }, '203.0.113.9');
  expect(blocked.status).toBe(429);
  expect(blocked.json.message).toBe('Too many password attempts. Please wait a few minutes and try again.');
  expect(await db.getRepository(UserEntity).existsBy({ id: u.id })).toBe(true);
  // the owner from another address still can
  expect((await remove(u.id, { currentPassword: u.password }, '192.0.2.44')).status).toBe(204);
});

it('answers hostile bodies with a clear 400, never a 500, and deletes nothing', async () => {
  const u = await register();
  const cases: [string, RequestInit['body'], string | undefined][] = [
    ['malformed JSON', '{"currentPassword": ', 'application/json'],
    ['not an object', '"analytical-engine"', 'application/json'],
    ['no body', undefined, undefined],
    ['a number', JSON.stringify({ currentPassword: 12345678 }), 'application/json'],
    ['an empty password', JSON.stringify({ currentPassword: '' }), 'application/json'],
    ['a NUL byte', JSON.stringify({ currentPassword: 'analytical\u0000engine' }), 'application/json'],
    ['a lone surrogate', JSON.stringify({ currentPassword: 'analytical\ud800' }), 'application/json'],
    ['an over-long password', JSON.stringify({ currentPassword: 'x'.repeat(5000) }), 'application/json'],
  ];
  for (const [name, body, type] of cases) {
    const res = await svc.call('DELETE', '/api/profile', {
      body,
      as: { userId: u.id },
      headers: type ? { 'content-type': type } : {},
    });
    expect({ name, status: res.status, hasMessage: typeof res.json?.message }).toEqual({
      name,
      status: 400,
      hasMessage: 'string',
    });
  }
  const form = await svc.call('DELETE', '/api/profile', {
    body: `currentPassword=${u.password}`,
    as: { userId: u.id },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(form.status).toBe(415);
  expect(
    (await svc.call('DELETE', '/api/profile', { json: { currentPassword: u.password }, as: 'unsigned' })).status,
  ).toBe(401);
  expect(await db.getRepository(UserEntity).existsBy({ id: u.id })).toBe(true);
});
