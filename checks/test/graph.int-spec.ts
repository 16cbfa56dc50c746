import { createHash, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { DASHBOARD_QUERY } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore, signIdentity } from '@pathwise/platform';
import { createTestEnv, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { closedPortUrl } from '../../gateway/test/support/fake-service.js';
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway-harness.js';
import { startService } from './support/services.js';
import { AuthGraphReader } from '../../services/auth/src/graph/auth-graph.reader.js';
import { BillingGraphReader } from '../../services/billing/src/graph/billing-graph.reader.js';
import { DashboardService } from '../../services/career/src/dashboard/dashboard.service.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../../services/career/src/quiz/sample-answers.js';
import { PracticeService } from '../../services/interview/src/practice/practice.service.js';
import { RepliesService } from '../../services/interview/src/replies/replies.controller.js';
import { JobsGraphReader } from '../../services/jobs/src/graph/jobs-graph.reader.js';
import { MarketService } from '../../services/jobs/src/insights/market.service.js';
import { UserProfilesService } from '../../services/jobs/src/users/user-profiles.service.js';
import { ResumeService } from '../../services/resume/src/resume/resume.service.js';

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
  // Six services' migrations and workers: minutes on a loaded 2-core machine.
}, 300_000);

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
  query: string | undefined,
  variables: Record<string, unknown> = {},
  {
    url = gateway.url,
    headers = {},
    extensions,
  }: { url?: string; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({ query, variables, extensions }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : null };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An operation sent as a persisted query (as the SPA sends its own): by its hash, with its text only if `withText`. */
const persisted = (
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
  { url = gateway.url, withText = false }: { url?: string; withText?: boolean } = {},
) =>
  graph(cookie, withText ? query : undefined, variables, {
    url,
    extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
  });

it('answers the dashboard in one request, every section from its own service', async () => {
  const { cookie } = await register();
  const res = await graph(cookie, DASHBOARD_QUERY, { premium: false });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.json.errors).toBeUndefined();
  const me = res.json.data.me;
  // What the page shows and nothing else: the profile is the session's (GET /api/auth/user), no resume analysis.
  expect(Object.keys(me).sort()).toEqual(['career', 'jobs', 'subscription']);
  expect(me.career).toMatchObject({ progressScore: expect.any(Number), quizCompleted: false, recommendations: [] });
  expect(me.jobs).toMatchObject({ savedCount: 0, appliedCount: 0, insights: { occupations: [] } });
  expect(me.subscription).toEqual({
    plan: 'free',
    status: 'none',
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialAvailable: true,
    checkoutAvailable: true,
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
    '{ me { subscription { plan status provider trialEndsAt currentPeriodEnd cancelAtPeriodEnd trialAvailable checkoutAvailable portalAvailable } } }',
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
  expect(refused.json.data.me.career).toMatchObject({ quizCompleted: false });
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

it("gives the dashboard's match cards as the typed matches' fields would, for a user with matches", async () => {
  const { cookie } = await register();
  const quiz = await fetch(`${gateway.url}/api/quiz/responses`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleSubmission(Object.values(SAMPLE_PEOPLE)[0]!)),
  });
  expect(quiz.status).toBe(201);
  // The selection the Dashboard query read before the cards came as one value (matchCards).
  const typed = await graph(
    cookie,
    `{ me { career { recommendations { id title matchScore reasoning actionSteps: shownActionSteps location
        salaryRange { min max } growthOutlook occupationCode details: cardDetails } } } }`,
  );
  const res = await graph(cookie, DASHBOARD_QUERY, { premium: false });
  expect(typed.json.errors).toBeUndefined();
  expect(res.json.errors).toBeUndefined();
  const cards = res.json.data.me.career.recommendations;
  expect(cards.length).toBeGreaterThanOrEqual(5);
  // The same JSON text, key order included: the page reads the same objects.
  expect(JSON.stringify(cards)).toBe(JSON.stringify(typed.json.data.me.career.recommendations));
  // The gateway passes the cards as career's bytes (passed-json.ts): the answer is still the text Apollo Server would
  // make of the whole result, byte for byte.
  expect(res.text).toBe(`${JSON.stringify(res.json)}\n`);
  expect(Buffer.byteLength(res.text)).toBe(Number(res.headers.get('content-length')));
  expect(cards[0]).toMatchObject({ title: expect.any(String), actionSteps: expect.any(Array) });
});

it('reads the dashboard from the services whose data the page shows: never auth or resume, interview only for premium', async () => {
  const { cookie } = await register();
  const service = (name: (typeof SUBGRAPH_SERVICES)[number]) => services[SUBGRAPH_SERVICES.indexOf(name)]!;
  const spies = {
    auth: jest.spyOn(service('auth').app.get(AuthGraphReader), 'usersById'),
    career: jest.spyOn(service('career').app.get(DashboardService), 'dashboard'),
    resume: jest.spyOn(service('resume').app.get(ResumeService), 'get'),
    jobs: jest.spyOn(service('jobs').app.get(JobsGraphReader), 'summaries'),
    billing: jest.spyOn(service('billing').app.get(BillingGraphReader), 'statuses'),
    sessions: jest.spyOn(service('interview').app.get(PracticeService), 'sessions'),
    // Jobs reads the profile the market needs with the counts: no second read of it.
    jobsProfile: jest.spyOn(service('jobs').app.get(UserProfilesService), 'find'),
  };
  try {
    const res = await graph(cookie, DASHBOARD_QUERY, { premium: false });
    expect(res.json.errors).toBeUndefined();
    const calls = Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
    expect(calls).toEqual({ auth: 0, career: 1, resume: 0, jobs: 1, billing: 1, sessions: 0, jobsProfile: 0 });
  } finally {
    for (const spy of Object.values(spies)) spy.mockRestore();
  }
});

it('makes one batched lookup per subgraph call, however many times a query resolves the user (no N+1)', async () => {
  const { userId, cookie } = await register('premium');
  const service = (name: (typeof SUBGRAPH_SERVICES)[number]) => services[SUBGRAPH_SERVICES.indexOf(name)]!;
  // What each subgraph reads per user: its batch function, or the service method its loader calls per user id.
  const spies = {
    auth: jest.spyOn(service('auth').app.get(AuthGraphReader), 'usersById'),
    career: jest.spyOn(service('career').app.get(DashboardService), 'dashboard'),
    resume: jest.spyOn(service('resume').app.get(ResumeService), 'get'),
    jobs: jest.spyOn(service('jobs').app.get(JobsGraphReader), 'summaries'),
    market: jest.spyOn(service('jobs').app.get(MarketService), 'insights'),
    billing: jest.spyOn(service('billing').app.get(BillingGraphReader), 'statuses'),
    sessions: jest.spyOn(service('interview').app.get(PracticeService), 'sessions'),
    conversations: jest.spyOn(service('interview').app.get(RepliesService), 'list'),
  };
  const counts = () => Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
  const once = Object.fromEntries(Object.keys(spies).map((name) => [name, 1]));
  const reset = () => Object.values(spies).forEach((spy) => spy.mockClear());
  try {
    // Through the gateway: the user resolved twelve times in one operation, one call into each subgraph.
    const fields = `id firstName career { progressScore } resume { id } jobs { savedCount insights { location } }
      subscription { plan } interview { recentSessions(limit: 1) { id } conversations(limit: 1) { id } }`;
    const aliases = Array.from({ length: 12 }, (_, i) => `m${i}: me { ${fields} }`);
    const res = await graph(cookie, `{ ${aliases.join(' ')} }`);
    expect(res.json.errors).toBeUndefined();
    expect(Object.keys(res.json.data)).toHaveLength(12);
    expect(res.json.data.m11).toEqual(res.json.data.m0);
    expect(counts()).toEqual(once);
    expect(spies.auth.mock.calls[0]![0]).toEqual([userId]);

    // Straight to each subgraph, as the gateway sends an entity fetch: twelve representations, one lookup each.
    reset();
    const representations = Array.from({ length: 12 }, () => ({ __typename: 'User', id: userId }));
    const entityFields: Record<string, string> = {
      auth: 'firstName',
      career: 'career { progressScore }',
      resume: 'resume { id }',
      jobs: 'jobs { savedCount insights { location } }',
      billing: 'subscription { plan }',
      interview: 'interview { recentSessions { id } conversations { id } }',
    };
    for (const [name, selection] of Object.entries(entityFields)) {
      const svc = service(name as (typeof SUBGRAPH_SERVICES)[number]);
      const headers = signIdentity(
        svc.config.INTERNAL_SECRET,
        { userId, plan: 'premium', requestId: randomUUID() },
        { method: 'POST', url: '/graphql' },
      );
      const answer = await fetch(`${svc.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          query: `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { ${selection} } } }`,
          variables: { r: representations },
        }),
      }).then((r) => r.json() as Promise<{ data: { _entities: unknown[] }; errors?: unknown }>);
      expect({ name, errors: answer.errors }).toEqual({ name, errors: undefined });
      expect(answer.data._entities).toHaveLength(12);
    }
    expect(counts()).toEqual(once);
  } finally {
    for (const spy of Object.values(spies)) spy.mockRestore();
  }
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

  it('refuses introspection in production, and answers it in development', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const { cookie } = await register();
    const dev = await graph(cookie, introspection);
    expect(dev.json.data.__schema.queryType.name).toBe('Query');
    // Allow-list off, so that it is introspection itself that is refused (not an unknown operation).
    other = await startGateway(env, {
      ...urls,
      NODE_ENV: 'production',
      INTERNAL_SECRET: randomUUID() + randomUUID(),
      GRAPH_ALLOW_LIST: 'false',
    });
    for (const query of [introspection, '{ __type(name: "User") { fields { name } } }']) {
      const prod = await graph(cookie, query, {}, { url: other.url });
      expect(prod.status).toBe(400);
      expect(prod.json.data).toBeUndefined();
      expect(prod.json.errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('introspection is not allowed'),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
    }
  });

  it('runs only the SPA operations when the allow-list is on', async () => {
    other = await startGateway(env, { ...urls, GRAPH_ALLOW_LIST: 'true' });
    const { cookie } = await register();
    const spa = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(spa.json.errors).toBeUndefined();
    const adhoc = await graph(cookie, '{ me { id email } }', {}, { url: other.url });
    expect(adhoc.status).toBe(400);
    expect(adhoc.json.errors).toEqual([expect.objectContaining({ extensions: { code: 'OPERATION_NOT_ALLOWED' } })]);

    // The SPA's operations by their hash alone (persisted queries, as the SPA sends them); nothing else, however sent.
    const byHash = await persisted(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(byHash.status).toBe(200);
    expect(byHash.json.errors).toBeUndefined();
    expect(byHash.json.data).toEqual(spa.json.data);
    const unknown = await persisted(cookie, '{ me { id email } }', {}, { url: other.url });
    expect(unknown.json.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }),
    ]);
    const registering = await persisted(cookie, '{ me { id email } }', {}, { url: other.url, withText: true });
    expect(registering.status).toBe(400);
    expect(registering.json.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'OPERATION_NOT_ALLOWED' } }),
    ]);
    const forged = await graph(
      cookie,
      '{ me { id email } }',
      {},
      {
        url: other.url,
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256(DASHBOARD_QUERY) } },
      },
    );
    // Another text under an allow-listed hash: Apollo Server refuses it (the hash must be the text's own).
    expect(forged.status).toBe(400);
    expect(forged.json.data).toBeUndefined();
    expect(forged.json.errors).toEqual([
      expect.objectContaining({
        message: 'provided sha does not match query',
        extensions: { code: 'BAD_REQUEST' },
      }),
    ]);

    // An allow-listed operation under a name it does not have: a 400 naming it (was a 500 from the operation guard)
    const misnamed = await fetch(`${other.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: DASHBOARD_QUERY, variables: { premium: false }, operationName: 'Other' }),
    });
    expect(misnamed.status).toBe(400);
    expect((await misnamed.json()).errors).toEqual([
      expect.objectContaining({
        message: 'Unknown operation named "Other".',
        extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
      }),
    ]);
  });

  it('never learns an operation by hash: one sent with its text and hash runs, and is still unknown by hash alone', async () => {
    const { cookie } = await register();
    const adhoc = '{ me { jobs { savedCount } } }';
    const withText = await persisted(cookie, adhoc, {}, { withText: true });
    expect(withText.json.data.me.jobs.savedCount).toBe(0);
    const alone = await persisted(cookie, adhoc, {});
    expect(alone.json.errors).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })]);
  });

  it('answers what it can when a subgraph is down: partial data and an error entry for the missing section', async () => {
    other = await startGateway(env, { ...urls, CAREER_SERVICE_URL: await closedPortUrl() });
    const { cookie } = await register();
    const res = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(res.status).toBe(200);
    const me = res.json.data.me;
    expect(me).toMatchObject({ career: null, subscription: { plan: 'free' } });
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
    const { cookie } = await register();
    const res = await graph(cookie, DASHBOARD_QUERY, { premium: false }, { url: other.url });
    expect(res.status).toBe(200);
    const me = res.json.data.me;
    expect(me).toMatchObject({ subscription: null });
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
