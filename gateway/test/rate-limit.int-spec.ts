import { GatewayMessages, type ServiceName } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { createTestEnv, type TestEnv } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { closedPortUrl, startFakeService, type FakeService } from './support/fake-service.js';
import { startGateway, type TestGateway } from './support/gateway-harness.js';

// The per-user limits of costly routes, through the real gateway and Redis, with small limits: the call past a limit
// is refused with 429 and Retry-After before it reaches the service, and other users and other routes go on.
const AI_PER_MINUTE = 3;
const UPLOADS = 2;
const SEARCHES = 4;
const QUIZZES = 2;
const MATCHES = 3;

let env: TestEnv;
let redis: Redis;
let sessions: SessionStore;
let gateway: TestGateway;
const services = {} as Record<Extract<ServiceName, 'interview' | 'resume' | 'jobs' | 'career'>, FakeService>;

beforeAll(async () => {
  env = await createTestEnv('gatewaylimits');
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
  services.interview = await startFakeService('interview');
  services.resume = await startFakeService('resume');
  services.jobs = await startFakeService('jobs');
  services.career = await startFakeService('career');
  gateway = await startGateway(env, {
    INTERVIEW_SERVICE_URL: services.interview.url,
    RESUME_SERVICE_URL: services.resume.url,
    JOBS_SERVICE_URL: services.jobs.url,
    CAREER_SERVICE_URL: services.career.url,
    AUTH_SERVICE_URL: await closedPortUrl(),
    RATE_LIMITS: 'on',
    RATE_LIMIT_AI_PER_MINUTE: String(AI_PER_MINUTE),
    RATE_LIMIT_AI_PER_HOUR: '100',
    RATE_LIMIT_RESUME_UPLOADS_PER_10_MINUTES: String(UPLOADS),
    RATE_LIMIT_JOB_SEARCHES_PER_MINUTE: String(SEARCHES),
    RATE_LIMIT_QUIZ_SUBMISSIONS_PER_HOUR: String(QUIZZES),
    RATE_LIMIT_RESUME_MATCHES_PER_MINUTE: String(MATCHES),
  });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all(Object.values(services).map((s) => s.close()));
  redis?.disconnect();
  await env?.cleanup();
});

beforeEach(() => {
  for (const s of Object.values(services)) s.received.length = 0;
});

async function signIn(plan: 'free' | 'premium') {
  const userId = `user-${plan}-${Math.random().toString(36).slice(2)}`;
  const { token } = await sessions.create(userId, plan);
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
}

const post = (path: string, cookie: string, body: string, type = 'application/json') =>
  fetch(gateway.url + path, { method: 'POST', headers: { cookie, 'content-type': type }, body });
const get = (path: string, cookie: string) => fetch(gateway.url + path, { headers: { cookie } });

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await res.json()).toEqual({ message, code: 'RATE_LIMITED', requestId: expect.any(String) });
}

describe('per-user limits of costly routes', () => {
  it('AI routes share one limit per user: the call past it is 429 and never reaches the interview service', async () => {
    const alice = await signIn('premium');
    const bob = await signIn('premium');
    const paths = ['/api/interview/start', '/api/interview/evaluate', '/api/ai/response-draft'];
    for (let i = 0; i < AI_PER_MINUTE; i++) {
      const res = await post(paths[i % paths.length]!, alice, '{"answer":"x"}');
      expect(res.status).toBe(200);
      await res.text();
    }
    expect(services.interview.received).toHaveLength(AI_PER_MINUTE);

    await expectRefused(await post('/api/interview/evaluate', alice, '{"answer":"x"}'), GatewayMessages.rateLimited.ai);
    await expectRefused(await post('/api/ai/response-draft', alice, '{}'), GatewayMessages.rateLimited.ai);
    expect(services.interview.received).toHaveLength(AI_PER_MINUTE);

    // Another user is unaffected, and so are the same user's routes that are not limited.
    const other = await post('/api/interview/evaluate', bob, '{"answer":"y"}');
    expect(other.status).toBe(200);
    await other.text();
    const history = await get('/api/interview/sessions', alice);
    expect(history.status).toBe(200);
    await history.text();
    expect(services.interview.received).toHaveLength(AI_PER_MINUTE + 2);
  });

  it('resume uploads: the upload past the limit is 429 (its body read and dropped) and never reaches the service', async () => {
    const carol = await signIn('free');
    const dave = await signIn('free');
    const upload = (cookie: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(64 * 1024, 1)], { type: 'application/pdf' }), 'resume.pdf');
      return fetch(`${gateway.url}/api/resume/upload`, { method: 'POST', headers: { cookie }, body: form });
    };
    for (let i = 0; i < UPLOADS; i++) {
      const res = await upload(carol);
      expect(res.status).toBe(200);
      await res.text();
    }
    await expectRefused(await upload(carol), GatewayMessages.rateLimited['resume-upload']);
    expect(services.resume.received).toHaveLength(UPLOADS);

    const other = await upload(dave);
    expect(other.status).toBe(200);
    await other.text();
    expect(services.resume.received).toHaveLength(UPLOADS + 1);
  });

  it('job searches: the search past the limit is 429; other users and other jobs routes go on', async () => {
    const erin = await signIn('free');
    const frank = await signIn('free');
    for (let i = 0; i < SEARCHES; i++) {
      const res = await get(`/api/jobs/search?q=engineer&page=${i + 1}`, erin);
      expect(res.status).toBe(200);
      await res.text();
    }
    await expectRefused(
      await get('/api/jobs/search?q=engineer&page=9', erin),
      GatewayMessages.rateLimited['job-search'],
    );
    expect(services.jobs.received).toHaveLength(SEARCHES);

    const saved = await get('/api/jobs/saved', erin);
    expect(saved.status).toBe(200);
    await saved.text();
    const other = await get('/api/jobs/search?q=engineer', frank);
    expect(other.status).toBe(200);
    await other.text();
    expect(services.jobs.received.map((r) => r.url.split('?')[0])).toEqual([
      ...Array<string>(SEARCHES).fill('/api/jobs/search'),
      '/api/jobs/saved',
      '/api/jobs/search',
    ]);
  });

  it('quiz submissions (matching, and the LLM reasoning when configured): the one past the hourly limit is 429', async () => {
    const gina = await signIn('free');
    for (let i = 0; i < QUIZZES; i++) {
      const res = await post('/api/quiz/responses', gina, '{}');
      expect(res.status).toBe(200);
      await res.text();
    }
    const refused = await post('/api/quiz/responses', gina, '{}');
    await expectRefused(refused, GatewayMessages.rateLimited['quiz-submit']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(services.career.received).toHaveLength(QUIZZES);
    // Reading the questions and the matches is not limited.
    const questions = await get('/api/quiz/questions', gina);
    expect(questions.status).toBe(200);
    await questions.text();
    expect(services.career.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      ...Array<string>(QUIZZES).fill('POST /api/quiz/responses'),
      'GET /api/quiz/questions',
    ]);
  });

  it('LinkedIn profile submissions queue an analysis too: they share the upload window with uploads', async () => {
    const hana = await signIn('free');
    const submit = () => post('/api/resume/linkedin', hana, '{"linkedinUrl":"https://www.linkedin.com/in/hana"}');
    for (let i = 0; i < UPLOADS; i++) {
      const res = await submit();
      expect(res.status).toBe(200);
      await res.text();
    }
    await expectRefused(await submit(), GatewayMessages.rateLimited['resume-upload']);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4')], { type: 'application/pdf' }), 'resume.pdf');
    const upload = await fetch(`${gateway.url}/api/resume/upload`, {
      method: 'POST',
      headers: { cookie: hana },
      body: form,
    });
    await expectRefused(upload, GatewayMessages.rateLimited['resume-upload']);
    expect(services.resume.received).toHaveLength(UPLOADS);
  });

  it('job description matches: the one past the per-minute limit is 429; reading the resume goes on', async () => {
    const ivan = await signIn('free');
    const match = () => post('/api/resume/match', ivan, JSON.stringify({ jobDescription: 'x'.repeat(20_000) }));
    for (let i = 0; i < MATCHES; i++) {
      const res = await match();
      expect(res.status).toBe(200);
      await res.text();
    }
    await expectRefused(await match(), GatewayMessages.rateLimited['resume-match']);
    const resume = await get('/api/resume', ivan);
    expect(resume.status).toBe(200);
    await resume.text();
    expect(services.resume.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      ...Array<string>(MATCHES).fill('POST /api/resume/match'),
      'GET /api/resume',
    ]);
  });

  it('parallel calls of one user: no more than the limit get through', async () => {
    const grace = await signIn('free');
    const answers = await Promise.all(
      Array.from({ length: SEARCHES * 3 }, async () => {
        const res = await get('/api/jobs/search?q=nurse', grace);
        await res.text();
        return res.status;
      }),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(SEARCHES);
    expect(answers.filter((s) => s === 429)).toHaveLength(SEARCHES * 2);
    expect(services.jobs.received).toHaveLength(SEARCHES);
  });
});
