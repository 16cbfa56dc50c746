import { randomUUID } from 'node:crypto';
import { GatewayMessages } from '@pathwise/contracts';
import { SESSION_COOKIE } from '@pathwise/platform';
import {
  createTestEnv,
  deleteRedisPrefix,
  startTcpProxy,
  startTestService,
  type TcpProxy,
  type TestEnv,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { startGateway, type TestGateway } from '../../../gateway/test/support/gateway-harness.js';
import { type AuthConfig, AuthEnv, createAuthApp } from '../src/app.js';

/**
 * Auth and the gateway reach Redis through a relay the test can take away (as if Redis stopped) and give back, with or
 * without its data (a restart without persistence), while the real Redis, which other tests share, stays up.
 */
let env: TestEnv;
let redis: TcpProxy;
let auth: TestService<AuthConfig>;
let gateway: TestGateway;

beforeAll(async () => {
  env = await createTestEnv('authredis');
  redis = await startTcpProxy(env.redisUrl);
  auth = await startTestService({
    label: 'authredis',
    schema: AuthEnv,
    createApp: createAuthApp,
    testEnv: env,
    env: { REDIS_URL: redis.url, RATE_LIMIT_REGISTER_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_IP: '1000' },
  });
  // A real auth service marks the sessions ready itself.
  gateway = await startGateway(env, { REDIS_URL: redis.url, AUTH_SERVICE_URL: auth.url }, { sessionsReady: false });
}, 60_000);

afterAll(async () => {
  await redis?.up();
  await gateway?.close();
  await auth?.close();
  await redis?.close();
  await env?.cleanup();
});

async function call(method: string, path: string, cookie?: string, json?: unknown) {
  const res = await fetch(gateway.url + path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null, setCookie: res.headers.get('set-cookie') };
}

const account = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace.${randomUUID().slice(0, 8)}@example.com`,
  password: 'cobol-forever',
});

async function signUp() {
  const body = account();
  const res = await call('POST', '/api/auth/register', undefined, body);
  expect(res.status).toBe(201);
  const cookie = res.setCookie!.split(';')[0]!;
  expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  return { ...body, id: res.json.id as string, cookie };
}

it("answers sign-in, sign-up and sign-out with 503 and the gateway's message while Redis is away, then works again", async () => {
  const user = await signUp();
  await redis.down();
  try {
    const login = await call('POST', '/api/auth/login', undefined, { email: user.email, password: user.password });
    const register = await call('POST', '/api/auth/register', undefined, account());
    const logout = await call('POST', '/api/auth/logout', user.cookie);
    for (const res of [login, register, logout]) {
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ message: GatewayMessages.signInUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
  } finally {
    await redis.up();
  }
  const again = await until(
    () => call('POST', '/api/auth/login', undefined, { email: user.email, password: user.password }),
    (r) => r.status !== 503,
  );
  expect(again.status).toBe(200);
});

it('loses no session when Redis restarts without its data, and keeps revoked sessions revoked', async () => {
  const users = [];
  for (let i = 0; i < 20; i++) users.push(await signUp());
  for (const u of users) expect((await call('GET', '/api/auth/user', u.cookie)).status).toBe(200);
  // Signed out before the restart, and during it (PostgreSQL records it; Redis is not there to hear it).
  const [before, during, ...live] = users;
  expect((await call('POST', '/api/auth/logout', before!.cookie)).status).toBe(200);

  await redis.down();
  await deleteRedisPrefix(env.redisUrl, env.redisPrefix); // what a restart without persistence leaves
  expect((await call('POST', '/api/auth/logout', during!.cookie)).status).toBe(503);
  await redis.up();

  // Until auth has written the sessions back, the gateway says "try again" (503), never "signed out" (401).
  const seen = new Set<number>();
  await until(
    async () => {
      const statuses = await Promise.all(live.map(async (u) => (await call('GET', '/api/auth/user', u.cookie)).status));
      statuses.forEach((s) => seen.add(s));
      return statuses;
    },
    (statuses) => statuses.every((s) => s === 200),
  );
  expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  for (const u of live) expect((await call('GET', '/api/auth/user', u.cookie)).json.id).toBe(u.id);
  // Signed out stays signed out: once every session is back (no more 503), those two are unknown.
  for (const gone of [before!, during!]) {
    const { status } = await until(
      () => call('GET', '/api/auth/user', gone.cookie),
      (r) => r.status !== 503,
    );
    expect(status).toBe(401);
  }
}, 60_000);

it('applies a sign-out Redis missed (it was away and kept its data) as soon as Redis answers again', async () => {
  const user = await signUp();
  const other = await signUp();
  await redis.down();
  expect((await call('POST', '/api/auth/logout', user.cookie)).status).toBe(503);
  await redis.up();
  // The session is still in Redis; the revocation recorded in PostgreSQL reaches it.
  await until(
    async () => (await call('GET', '/api/auth/user', user.cookie)).status,
    (status) => status === 401,
  );
  expect((await call('GET', '/api/auth/user', other.cookie)).status).toBe(200);
}, 30_000);
