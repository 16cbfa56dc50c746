import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { INSIGHTS_QUERY } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore, signIdentity } from '@pathwise/platform';
import { createTestEnv, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway-harness.js';
import { CareerInsightsReader } from '../../services/career/src/graph/career-insights.reader.js';
import { InterviewInsightsReader } from '../../services/interview/src/graph/interview-insights.reader.js';
import { JobsInsightsReader } from '../../services/jobs/src/graph/jobs-insights.reader.js';
import { ResumeInsightsReader } from '../../services/resume/src/graph/resume-insights.reader.js';
import { startService } from './support/services.js';

/**
 * Premium's Insights through the real gateway and every subgraph on real PostgreSQL and Redis: premium users get their
 * own analytics, free users a PREMIUM_REQUIRED error and no data, nobody another user's, one query per kind of row.
 */
const SUBGRAPH_SERVICES = ['auth', 'career', 'resume', 'interview', 'jobs', 'billing'] as const;
type Name = (typeof SUBGRAPH_SERVICES)[number];
const INSIGHT_FIELDS = ['interviewInsights', 'applicationFunnel', 'resumeInsights', 'matchHistory'] as const;
let env: TestEnv;
const services = new Map<Name, TestService<any>>();
let urls: Record<string, string>;
let gateway: TestGateway;
let redis: Redis;
let sessions: SessionStore;

beforeAll(async () => {
  env = await createTestEnv('graph-insights');
  for (const name of SUBGRAPH_SERVICES) services.set(name, await startService(name, env));
  urls = Object.fromEntries([...services].map(([name, svc]) => [`${name.toUpperCase()}_SERVICE_URL`, svc.url]));
  gateway = await startGateway(env, urls);
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  for (const svc of [...services.values()].reverse()) await svc.close();
  redis?.disconnect();
  await env?.cleanup();
});

const svc = (name: Name) => services.get(name)!;
const db = (name: Name) => svc(name).app.get(DataSource);

async function register(plan: 'free' | 'premium'): Promise<{ userId: string; cookie: string }> {
  const res = await fetch(`${gateway.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(res.status).toBeLessThan(300);
  const userId = ((await res.json()) as { id: string }).id;
  // the plan a session carries is what the gateway signs (billing's trial is the browser tests' way)
  const { token } = await sessions.create(userId, plan);
  return { userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
}

async function graph(cookie: string, query: string, variables: Record<string, unknown> = {}, url = gateway.url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, json: (await res.json()) as any };
}

const rubric = (relevance: number, specificity: number) => [
  { key: 'relevance', label: 'Relevance', score: relevance, weight: 0.5, evidence: [], tip: null },
  { key: 'specificity', label: 'Specificity', score: specificity, weight: 0.5, evidence: [], tip: 'Name a figure.' },
];

/** Two practice sessions, two resume versions, two quiz attempts, three saved jobs (one applied to). */
async function seed(userId: string) {
  const s1 = randomUUID();
  const s2 = randomUUID();
  const answer = (sessionId: string, q: string, score: number, parts: ReturnType<typeof rubric>, at: string) =>
    db('interview').query(
      `INSERT INTO "interview"."answers" ("job_id", "user_id", "session_id", "question_id", "question", "career_path",
         "response", "attempt", "score", "evaluation", "engine", "created_at")
       VALUES ($1, $2, $3, $4, $5, 'Data Scientists', 'An answer.', 1, $6, $7, 'local', $8)`,
      [randomUUID(), userId, sessionId, q, `Question ${q}?`, score, JSON.stringify({ score, rubric: parts }), at],
    );
  await answer(s1, 'q1', 50, rubric(70, 30), '2026-11-02T10:00:00Z');
  await answer(s1, 'q2', 70, rubric(90, 50), '2026-11-02T10:05:00Z');
  await answer(s2, 'q1', 80, rubric(90, 70), '2026-11-09T10:00:00Z');

  for (const [version, ats, at] of [
    [1, 48, '2026-11-01T09:00:00Z'],
    [2, 73, '2026-11-10T09:00:00Z'],
  ] as const) {
    await db('resume').query(
      `INSERT INTO "resume"."resume_scores" ("user_id", "version", "ats_score", "file_name", "analyzed_at")
       VALUES ($1, $2, $3, $4, $5)`,
      [userId, version, ats, `cv-${version}.pdf`, at],
    );
  }

  const attempt = (at: string, matches: [string, string, number][]) =>
    db('career').query(
      `INSERT INTO "career"."quiz_submissions" ("user_id", "answers", "profile", "match_snapshot", "created_at")
       VALUES ($1, '[]', '{}', $2, $3)`,
      [
        userId,
        JSON.stringify(
          matches.map(([code, title, score], i) => ({ occupationCode: code, title, matchScore: score, rank: i + 1 })),
        ),
        at,
      ],
    );
  await attempt('2026-11-01T08:00:00Z', [
    ['15-2051.00', 'Data Scientists', 78],
    ['15-1252.00', 'Software Developers', 74],
  ]);
  await attempt('2026-11-08T08:00:00Z', [
    ['15-1252.00', 'Software Developers', 86],
    ['15-2051.00', 'Data Scientists', 81],
  ]);

  for (const [jobId, title, at] of [
    ['j1', 'Data Analyst', '2026-11-03T09:00:00Z'],
    ['j2', 'ML Engineer', '2026-11-04T09:00:00Z'],
    ['j3', 'Backend Developer', '2026-11-05T09:00:00Z'],
  ]) {
    await db('jobs').query(
      `INSERT INTO "jobs"."saved_jobs" ("user_id", "job_id", "job", "saved_at") VALUES ($1, $2, $3, $4)`,
      [userId, jobId, JSON.stringify({ id: jobId, title, company: 'Acme' }), at],
    );
  }
  await db('jobs').query(`INSERT INTO "jobs"."job_applications" ("user_id", "job_id", "job") VALUES ($1, 'j1', $2)`, [
    userId,
    JSON.stringify({ id: 'j1', title: 'Data Analyst', company: 'Acme' }),
  ]);
}

it('gives a premium user their own analytics across services, in one allow-listed operation', async () => {
  const { userId, cookie } = await register('premium');
  await seed(userId);
  const bystander = await register('premium');
  await seed(bystander.userId);

  const res = await graph(cookie, INSIGHTS_QUERY);
  expect(res.status).toBe(200);
  expect(res.json.errors).toBeUndefined();
  const me = res.json.data.me;
  expect(me.id).toBe(userId);

  // interview scores over time by rubric part: per session, oldest first, a retried question's best attempt
  expect(me.interviewInsights.sessions).toEqual([
    expect.objectContaining({
      careerPath: 'Data Scientists',
      answered: 2,
      score: 60,
      parts: [
        { key: 'relevance', label: 'Relevance', score: 80 },
        { key: 'specificity', label: 'Specificity', score: 40 },
      ],
    }),
    expect.objectContaining({ answered: 1, score: 80 }),
  ]);
  expect(me.interviewInsights.weakestAnswers[0]).toMatchObject({
    question: 'Question q1?',
    score: 50,
    weakestPart: { key: 'specificity', score: 30, tip: 'Name a figure.' },
  });

  // the application funnel: saved, applied, and the saved ones still waiting (longest first)
  expect(me.applicationFunnel).toEqual({
    saved: 3,
    applied: 1,
    savedAndApplied: 1,
    waiting: [
      expect.objectContaining({ jobId: 'j2', title: 'ML Engineer', company: 'Acme' }),
      expect.objectContaining({ jobId: 'j3', title: 'Backend Developer' }),
    ],
  });

  // the resume's ATS score across versions, oldest first
  expect(me.resumeInsights.versions.map((v: { atsScore: number }) => v.atsScore)).toEqual([48, 73]);
  expect(me.resumeInsights.matchGaps).toEqual([]);

  // how matches moved between quiz attempts
  expect(me.matchHistory.attempts).toHaveLength(2);
  expect(me.matchHistory.attempts[1].matches[0]).toEqual({
    occupationCode: '15-1252.00',
    title: 'Software Developers',
    matchScore: 86,
    rank: 1,
  });
  expect(me.jobs.insights.occupations).toEqual(expect.any(Array));

  // the allow-list of production runs it, and it fits the depth and cost limits with room to spare (half the cost)
  const strict = await startGateway(env, {
    ...urls,
    GRAPH_ALLOW_LIST: 'true',
    GRAPH_MAX_COST: '1000',
    GRAPH_MAX_DEPTH: '5',
  });
  try {
    const allowed = await graph(cookie, INSIGHTS_QUERY, {}, strict.url);
    expect(allowed.json.errors).toBeUndefined();
    expect(allowed.json.data.me.matchHistory.attempts).toHaveLength(2);
  } finally {
    await strict.close();
  }
});

it('refuses every insights field to a free user with PREMIUM_REQUIRED, and gives no data', async () => {
  const { userId, cookie } = await register('free');
  await seed(userId);
  const res = await graph(cookie, INSIGHTS_QUERY);
  expect(res.status).toBe(200);
  const me = res.json.data.me;
  expect(me).toMatchObject({ id: userId, plan: 'free' });
  for (const field of INSIGHT_FIELDS) {
    expect(me[field]).toBeNull();
    expect(res.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'Premium subscription required',
          path: ['me', field],
          extensions: expect.objectContaining({ code: 'PREMIUM_REQUIRED' }),
        }),
      ]),
    );
  }
  expect(JSON.stringify(res.json)).not.toMatch(/ML Engineer|cv-2\.pdf|Software Developers|Question q/);
});

it("refuses another user's insights, through the gateway and at every subgraph even with a valid signature", async () => {
  const { userId, cookie } = await register('premium');
  const other = await register('premium');
  await seed(other.userId);

  const viaGateway = await graph(
    cookie,
    'query ($id: ID!) { user(id: $id) { id matchHistory { attempts { takenAt } } } }',
    {
      id: other.userId,
    },
  );
  expect(viaGateway.json.data).toBeNull();
  expect(viaGateway.json.errors[0].extensions.code).toBe('FORBIDDEN');

  const selections: Record<Exclude<Name, 'auth' | 'billing'>, string> = {
    career: 'matchHistory { attempts { takenAt } }',
    resume: 'resumeInsights { versions { atsScore } }',
    interview: 'interviewInsights { sessions { score } }',
    jobs: 'applicationFunnel { saved }',
  };
  for (const [name, selection] of Object.entries(selections) as [Exclude<Name, 'auth' | 'billing'>, string][]) {
    const target = svc(name);
    const call = (id: string) =>
      fetch(`${target.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signIdentity(
            target.config.INTERNAL_SECRET,
            { userId, plan: 'premium', requestId: randomUUID() },
            { method: 'POST', url: '/graphql' },
          ),
        },
        body: JSON.stringify({
          query: `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { ${selection} } } }`,
          variables: { r: [{ __typename: 'User', id }] },
        }),
      }).then((r) => r.json() as Promise<any>);
    const own = await call(userId);
    expect(own.errors).toBeUndefined();
    const refused = await call(other.userId);
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.data?._entities?.[0] ?? null).toBeNull();
  }
});

it('reads each kind of row once per operation, however many fields need it (no N+1)', async () => {
  const { userId, cookie } = await register('premium');
  await seed(userId);
  const readers = {
    interview: jest.spyOn(svc('interview').app.get(InterviewInsightsReader), 'answers'),
    jobsWaiting: jest.spyOn(svc('jobs').app.get(JobsInsightsReader), 'waiting'),
    jobsFunnel: jest.spyOn(svc('jobs').app.get(JobsInsightsReader), 'funnels'),
    resume: jest.spyOn(svc('resume').app.get(ResumeInsightsReader), 'scores'),
    career: jest.spyOn(svc('career').app.get(CareerInsightsReader), 'attempts'),
  };
  const spies = Object.values(readers);
  try {
    // sessions and weakestAnswers read the same answers: one query between them
    const res = await graph(cookie, INSIGHTS_QUERY);
    expect(res.json.errors).toBeUndefined();
    for (const spy of spies) {
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toEqual([userId]);
    }

    // many entities in one subgraph call (as a query plan sends them): still one query per kind of row
    readers.interview.mockClear();
    const interview = svc('interview');
    const body = JSON.stringify({
      query: `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User {
        interviewInsights { sessions { score } weakestAnswers { score } } } } }`,
      variables: { r: Array.from({ length: 5 }, () => ({ __typename: 'User', id: userId })) },
    });
    const direct = (await fetch(`${interview.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signIdentity(
          interview.config.INTERNAL_SECRET,
          { userId, plan: 'premium', requestId: randomUUID() },
          { method: 'POST', url: '/graphql' },
        ),
      },
      body,
    }).then((r) => r.json())) as any;
    expect(direct.errors).toBeUndefined();
    expect(direct.data._entities).toHaveLength(5);
    expect(readers.interview).toHaveBeenCalledTimes(1);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
