import { randomUUID } from 'node:crypto';
import { DASHBOARD_QUERY } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore, signIdentity } from '@pathwise/platform';
import { createTestEnv, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { closedPortUrl } from '../../gateway/test/support/fake-service.js';
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway-harness.js';
import { startService } from './support/services.js';

/**
 * The read graph as the browser meets it: /graphql on the real gateway (session cookie, static supergraph composed at
 * build), every subgraph a real service on real PostgreSQL and Redis.
 */
const SUBGRAPH_SERVICES = ['auth', 'career', 'resume', 'interview', 'jobs', 'billing'] as const;
let env: TestEnv;
const services: TestService<any>[] = [];
let urls: Record<string, string>;
let gateway: TestGateway;
let redis: Redis;
let sessions: SessionStore;

beforeAll(async () => {
  env = await createTestEnv('graph');
  // Every service with a subgraph, on one database (a schema each) and Redis prefix.
  for (const name of SUBGRAPH_SERVICES) services.push(await startService(name, env));
  urls = Object.fromEntries(
    SUBGRAPH_SERVICES.map((name, i) => [`${name.toUpperCase()}_SERVICE_URL`, services[i]!.url]),
  );
  gateway = await startGateway(env, urls);
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  for (const svc of [...services].reverse()) await svc.close();
  redis?.disconnect();
  await env?.cleanup();
});

/** A registered user (auth's own route, through the gateway) and the cookie of their session. */
async function register(plan: 'free' | 'premium' = 'free'): Promise<{ userId: string; cookie: string }> {
  const res = await fetch(`${gateway.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(res.status).toBeLessThan(300);
  const userId = ((await res.json()) as { id: string }).id;
  // The plan a session carries is what the gateway signs; premium here without going through billing.
  const { token } = await sessions.create(userId, plan);
  return { userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
}

async function graph(
  cookie: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  { url = gateway.url, headers = {} }: { url?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

it('answers the dashboard in one request, every section from its own service', async () => {
  const { userId, cookie } = await register();
  const res = await graph(cookie, DASHBOARD_QUERY, { premium: false });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.json.errors).toBeUndefined();
  const me = res.json.data.me;
  expect(me).toMatchObject({ id: userId, firstName: 'Ada', isPremium: false, plan: 'free' });
  expect(me.career).toMatchObject({ progressScore: expect.any(Number), quizCompleted: false, recommendations: [] });
  expect(me.resume).toBeNull();
  expect(me.jobs).toMatchObject({ savedCount: 0, appliedCount: 0, insights: { occupations: [] } });
  expect(me.subscription).toEqual({
    plan: 'free',
    status: 'none',
    provider: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialAvailable: true,
    portalAvailable: false,
  });
  expect(me).not.toHaveProperty('interview');
});

it("reads the subscription from billing as GET /api/subscription gives it (a trial's end, the plan)", async () => {
  const { cookie } = await register();
  const trial = await fetch(`${gateway.url}/api/subscription/trial`, { method: 'POST', headers: { cookie } });
  expect(trial.status).toBeLessThan(300);
  const rest = await (await fetch(`${gateway.url}/api/subscription`, { headers: { cookie } })).json();
  const res = await graph(
    cookie,
    '{ me { subscription { plan status provider trialEndsAt currentPeriodEnd cancelAtPeriodEnd trialAvailable portalAvailable } } }',
  );
  expect(res.json.errors).toBeUndefined();
  expect(res.json.data.me.subscription).toEqual(rest);
  expect(res.json.data.me.subscription).toMatchObject({ plan: 'premium', status: 'trialing', trialAvailable: false });
});

it('gives premium users their interview summaries and refuses them to free users as REST does', async () => {
  const premium = await register('premium');
  const ok = await graph(premium.cookie, DASHBOARD_QUERY, { premium: true });
  expect(ok.json.errors).toBeUndefined();
  expect(ok.json.data.me.interview).toEqual({ recentSessions: [], conversations: [] });

  const free = await register('free');
  const refused = await graph(free.cookie, DASHBOARD_QUERY, { premium: true });
  expect(refused.status).toBe(200);
  expect(refused.json.data.me.interview).toEqual({ recentSessions: null, conversations: null });
  expect(refused.json.data.me.firstName).toBe('Ada');
  expect(refused.json.errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        message: 'Premium subscription required',
        path: ['me', 'interview', 'recentSessions'],
        extensions: expect.objectContaining({ code: 'PREMIUM_REQUIRED' }),
      }),
    ]),
  );
});

it("refuses a query that names another user's id, and answers one that names the caller's own", async () => {
  const { userId, cookie } = await register();
  const other = await register();
  const refused = await graph(cookie, 'query ($id: ID!) { user(id: $id) { id email career { progressScore } } }', {
    id: other.userId,
  });
  expect(refused.json.data).toBeNull();
  expect(refused.json.errors).toEqual([
    expect.objectContaining({ path: ['user'], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
  ]);
  expect(JSON.stringify(refused.json)).not.toContain(other.userId.slice(0, 8) + '@');

  const own = await graph(cookie, 'query ($id: ID!) { user(id: $id) { id jobs { savedCount } } }', { id: userId });
  expect(own.json).toEqual({ data: { user: { id: userId, jobs: { savedCount: 0 } } } });
});

it("makes each subgraph refuse another user's entity, even with a valid gateway signature", async () => {
  const { userId } = await register();
  const career = services[1]!;
  const call = (representations: unknown[]) => {
    const body = JSON.stringify({
      query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { career { progressScore } } } }',
      variables: { r: representations },
    });
    const headers = signIdentity(
      career.config.INTERNAL_SECRET,
      { userId, plan: 'premium', requestId: randomUUID() },
      { method: 'POST', url: '/graphql' },
    );
    return fetch(`${career.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }).then(async (r) => ({ status: r.status, json: await r.json() }));
  };
  const own = await call([{ __typename: 'User', id: userId }]);
  expect(own.json.errors).toBeUndefined();
  const other = await call([{ __typename: 'User', id: randomUUID() }]);
  expect(other.json.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(other.json.data?._entities?.[0] ?? null).toBeNull();
});

it('refuses calls without a session at the gateway, and unsigned calls at every subgraph', async () => {
  const anonymous = await graph(null, '{ me { id } }');
  expect(anonymous.status).toBe(401);
  expect(anonymous.json).toMatchObject({ code: 'UNAUTHORIZED' });

  for (const svc of services) {
    const res = await fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
    });
    expect(res.status).toBe(401);
  }
});

it('refuses a cross-site POST (Origin check) as the API does', async () => {
  const { cookie } = await register();
  const res = await graph(cookie, '{ me { id } }', {}, { headers: { origin: 'https://evil.example' } });
  expect(res.status).toBe(403);
});

it('refuses operations over the cost limit before any subgraph is called', async () => {
  const { cookie } = await register();
  const aliases = Array.from({ length: 120 }, (_, i) => `a${i}: me { career { recommendations { title } } }`);
  const res = await graph(cookie, `{ ${aliases.join(' ')} }`);
  expect(res.status).toBe(400);
  expect(res.json.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COSTLY' } })]);
});

describe('with other gateway settings', () => {
  let other: TestGateway | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('refuses operations deeper than the depth limit', async () => {
    other = await startGateway(env, { ...urls, GRAPH_MAX_DEPTH: '3' });
    const { cookie } = await register();
    const ok = await graph(cookie, '{ me { jobs { savedCount } } }', {}, { url: other.url });
    expect(ok.json.data.me.jobs.savedCount).toBe(0);
    const deep = await graph(cookie, '{ me { jobs { insights { location } } } }', {}, { url: other.url });
    expect(deep.status).toBe(400);
    expect(deep.json.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
  });

  it('runs only the SPA operations when the allow-list is on', async () => {
    other = await startGateway(env, { ...urls, GRAPH_ALLOW_LIST: 'true' });
    const { cookie } = await register();
    const spa = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(spa.json.errors).toBeUndefined();
    const adhoc = await graph(cookie, '{ me { id email } }', {}, { url: other.url });
    expect(adhoc.status).toBe(400);
    expect(adhoc.json.errors).toEqual([expect.objectContaining({ extensions: { code: 'OPERATION_NOT_ALLOWED' } })]);
  });

  it('answers what it can when a subgraph is down: partial data and an error entry for the missing section', async () => {
    other = await startGateway(env, { ...urls, CAREER_SERVICE_URL: await closedPortUrl() });
    const { userId, cookie } = await register();
    const res = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(res.status).toBe(200);
    const me = res.json.data.me;
    expect(me).toMatchObject({ id: userId, firstName: 'Ada', career: null, resume: null });
    expect(me.jobs).toMatchObject({ savedCount: 0, appliedCount: 0 });
    expect(res.json.errors).toEqual([
      expect.objectContaining({
        path: ['me', 'career'],
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'career' },
      }),
    ]);
    expect(JSON.stringify(res.json)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it('answers the rest when billing is down: the subscription null with its own error entry', async () => {
    other = await startGateway(env, { ...urls, BILLING_SERVICE_URL: await closedPortUrl() });
    const { userId, cookie } = await register();
    const res = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(res.status).toBe(200);
    const me = res.json.data.me;
    expect(me).toMatchObject({ id: userId, firstName: 'Ada', subscription: null });
    expect(me.career).toMatchObject({ quizCompleted: false });
    expect(me.jobs).toMatchObject({ savedCount: 0 });
    expect(res.json.errors).toEqual([
      expect.objectContaining({
        path: ['me', 'subscription'],
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'billing' },
      }),
    ]);
  });
});
