import { randomUUID } from 'node:crypto';
import { type InterviewStartResponse, InterviewMessages } from '@pathwise/contracts';
import { createLogger } from '@pathwise/platform';
import { createTestEnv, startTestService, type TestEnv, type TestService, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { PracticeService } from '../src/practice/practice.service.js';
import { NestFactory } from '@nestjs/core';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';
import { InterviewAppModule } from '../src/app.module.js';

/**
 * The API without in-process workers (ROLE=http, as Docker Compose and npm start run it): a call waits for its job
 * at most INTERVIEW_WAIT_MS and answers 503 with the service's message while no worker runs; the job is kept, and a
 * worker that starts later (a separate process in production) runs it, so the same request then succeeds. A start
 * retried after its 503 gets the session its first job made, not a second one.
 */
let env: TestEnv;
let api: TestService<InterviewConfig>;

beforeAll(async () => {
  env = await createTestEnv('interviewwait');
  api = await startTestService({
    label: 'interviewwait',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
    env: { ROLE: 'http', INTERVIEW_WAIT_MS: '1000' },
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await env?.cleanup();
});

it('answers 503 while no worker runs, and the queued work completes once a worker starts', async () => {
  const as = { userId: randomUUID(), plan: 'premium' as const };
  const body = { employerRequest: 'What are your salary expectations?' };
  const busy = await api.call('POST', '/api/ai/response-draft', { json: body, as });
  expect(busy.status).toBe(503);
  expect(busy.json.message).toBe(InterviewMessages.busy);
  // two starts at once (two tabs, or a retry racing the first) are one start
  const starts = await Promise.all(
    [1, 2].map(() =>
      api.call('POST', '/api/interview/start', { json: { careerPath: 'Plumber', experienceLevel: 'entry-level' }, as }),
    ),
  );
  expect(starts.map((r) => r.status)).toEqual([503, 503]);

  const worker = await NestFactory.createApplicationContext(
    InterviewAppModule.forRoot({ ...api.config, ROLE: 'worker' }, createLogger('interview-worker', 'silent')),
    { logger: false },
  );
  try {
    // the draft queued while no worker ran has been written by now or soon: it shows in the conversations
    const listed = await until(
      () => api.call('GET', '/api/ai/conversations', { as }),
      (r) => r.json.length === 1,
    );
    expect(listed.json[0]).toMatchObject({ employerRequest: body.employerRequest, category: 'salary-question' });
    // the draft retried after its 503 gets the conversation its first job made, not a second one
    const retried = await until(
      () => api.call('POST', '/api/ai/response-draft', { json: body, as }),
      (r) => r.status === 200,
    );
    expect(retried.json.conversationId).toBe(listed.json[0].id);
    expect((await api.call('GET', '/api/ai/conversations', { as })).json).toHaveLength(1);
    // once it has reached the user, asking again is a new draft (the request is marked delivered as its answer goes
    // out, a moment after the caller may already have it: a new request in that moment still joins it)
    const anew = await until(
      () => api.call('POST', '/api/ai/response-draft', { json: body, as }),
      (r) => r.status === 200 && r.json.conversationId !== retried.json.conversationId,
    );
    expect(anew.status).toBe(200);
    expect(anew.json.conversationId).not.toBe(retried.json.conversationId);
    const sessions = await until(
      () => api.call('GET', '/api/interview/sessions', { as }),
      (r) => r.json.length === 1,
    );
    expect(sessions.json[0]).toMatchObject({ careerPath: 'Plumber', answeredCount: 0 });
    // a busy machine may still be finishing the queued work: the point is that a request succeeds once a worker runs
    const again = await until(
      () =>
        api.call<InterviewStartResponse>('POST', '/api/interview/start', {
          json: { careerPath: 'Plumber', experienceLevel: 'entry-level' },
          as,
        }),
      (r) => r.status === 200,
    );
    expect(again.status).toBe(200);
    expect(again.json.questions.length).toBeGreaterThanOrEqual(5);
    // the retry got the session the first start's job made: still one in the history
    expect(again.json.sessionId).toBe(sessions.json[0].id);
    expect((await api.call('GET', '/api/interview/sessions', { as })).json).toHaveLength(1);
    // once a session has reached the user, starting the same path again is a new session (as for drafts above; seen
    // once on a busy machine: a start right after the retry's answer joined the session it had just delivered)
    const next = await until(
      () =>
        api.call<InterviewStartResponse>('POST', '/api/interview/start', {
          json: { careerPath: 'plumber ', experienceLevel: 'entry-level' },
          as,
        }),
      (r) => r.status === 200 && r.json.sessionId !== again.json.sessionId,
    );
    expect(next.status).toBe(200);
    expect(next.json.sessionId).not.toBe(again.json.sessionId);
    expect((await api.call('GET', '/api/interview/sessions', { as })).json).toHaveLength(2);
  } finally {
    await worker.close();
  }
}, 60_000);

it('joins a start whose caller gave up (the gateway’s upstream timeout) to its retry: one session, not two', async () => {
  // the service would wait longer than its caller: the caller gives up first, as a gateway with a shorter timeout does
  const patient = await startTestService({
    label: 'interviewpatient',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
    env: { ROLE: 'http', INTERVIEW_WAIT_MS: '25000' },
  });
  const as = { userId: randomUUID(), plan: 'premium' as const };
  const json = { careerPath: 'Welder', experienceLevel: 'mid-level' };
  const pending = () =>
    patient.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM "interview"."pending_requests" WHERE user_id = $1 AND status = 'pending'`,
        [as.userId],
      );
  // the first request's handler, watched (it runs as is) so the retry comes after it has its result
  const handled: Promise<unknown>[] = [];
  const practice = patient.app.get(PracticeService);
  const start = practice.start.bind(practice);
  practice.start = (...args) => {
    const run = start(...args);
    handled.push(run.catch(() => undefined));
    return run;
  };
  const gaveUp = new AbortController();
  const first = patient.call('POST', '/api/interview/start', { json, as, signal: gaveUp.signal }).catch((e) => e);
  await until(pending, (r) => r[0].n === 1);
  gaveUp.abort();
  expect(await first).toMatchObject({ name: 'AbortError' });

  const worker = await NestFactory.createApplicationContext(
    InterviewAppModule.forRoot({ ...api.config, ROLE: 'worker' }, createLogger('interview-worker', 'silent')),
    { logger: false },
  );
  try {
    const sessions = await until(
      () => patient.call('GET', '/api/interview/sessions', { as }),
      (r) => r.json.length === 1,
    );
    expect(sessions.json).toHaveLength(1);
    await handled[0];
    // the first request has had its result, but never sent it: the start stays pending for the retry
    const retry = await patient.call<InterviewStartResponse>('POST', '/api/interview/start', { json, as });
    expect(retry.status).toBe(200);
    expect(retry.json.sessionId).toBe(sessions.json[0].id);
    expect((await patient.call('GET', '/api/interview/sessions', { as })).json).toHaveLength(1);
  } finally {
    await worker.close();
    await patient.close();
  }
}, 60_000);
