import { DependencyMessages } from '@pathwise/platform';
import {
  createTestEnv,
  startTcpProxy,
  startTestService,
  type TcpProxy,
  type TestEnv,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';

/**
 * The interview service (HTTP and its worker, ROLE=all) reaches PostgreSQL through a relay the test takes away and
 * gives back, as if the database stopped, while the real server, which other tests share, stays up. What needs the
 * database answers 503 with a hint to retry, never 500: read directly by a route, or by the queued AI job it waits for.
 */
let env: TestEnv;
let postgres: TcpProxy;
let svc: TestService<InterviewConfig>;

beforeAll(async () => {
  env = await createTestEnv('interviewpg');
  postgres = await startTcpProxy(env.databaseUrl);
  svc = await startTestService({
    label: 'interviewpg',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
    env: { DATABASE_URL: postgres.url },
  });
}, 60_000);

afterAll(async () => {
  await postgres?.up();
  await svc?.close();
  await postgres?.close();
  await env?.cleanup();
});

const premium = { as: { userId: '2f0d6a8e-54a5-4c86-9d0e-5b8f3c2d7a11', plan: 'premium' as const } };
const start = { careerPath: 'Data Analyst', experienceLevel: 'mid-level' };

it('answers 503 while PostgreSQL is away, for a route and for the AI jobs it waits for, then works again', async () => {
  expect((await svc.call('POST', '/api/interview/start', { json: start, ...premium })).status).toBe(200);

  await postgres.down();
  try {
    const answers = [
      await svc.call('GET', '/api/interview/sessions', premium),
      await svc.call('POST', '/api/interview/start', { json: start, ...premium }),
      await svc.call('POST', '/api/ai/response-draft', {
        json: { employerRequest: 'Could you send a code sample?' },
        ...premium,
      }),
    ];
    expect(
      answers.map((a) => ({ status: a.status, message: a.json?.message, retry: a.headers.get('retry-after') })),
    ).toEqual(Array(3).fill({ status: 503, message: DependencyMessages.postgres, retry: '10' }));
  } finally {
    await postgres.up();
  }

  const back = await until(
    () => svc.call('GET', '/api/interview/sessions', premium),
    (r) => r.status === 200,
  );
  expect(back.json).toHaveLength(1);
}, 60_000);
