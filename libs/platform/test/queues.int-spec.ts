import { setTimeout as sleep } from 'node:timers/promises';
import type { LoggerService } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import { createTestEnv, type TestEnv } from '../src/testing/test-env.js';
import { startTcpProxy } from '../src/testing/tcp-proxy.js';
import { until } from '../src/testing/event-sender.js';
import { JobNames, QueueNames } from '@pathwise/contracts';
import {
  JobFailedError,
  JobQueues,
  JobTimeoutError,
  createJobWorker,
  deterministicJobId,
  type JobHandlers,
} from '../src/queues/index.js';
import { JobOutcomeListener, jobOutcomeChannel, type JobOutcome } from '../src/queues/job-outcomes.js';
import { createRedis } from '../src/redis/redis.js';
import { mapError } from '../src/errors/error-filter.js';
import { JOB_FAILED_MESSAGE } from '../src/queues/job-errors.js';

/** The AI-work queue helpers on a real Redis, each test under its own key prefix. */

const silent: LoggerService = { log() {}, error() {}, warn() {}, debug() {}, verbose() {} };

let env: TestEnv;
let queues: JobQueues;
const closers: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  env = await createTestEnv('queues');
  queues = new JobQueues({ redisUrl: env.redisUrl, prefix: env.redisPrefix });
  closers.push(() => queues.close());
});

afterEach(async () => {
  while (closers.length) await closers.pop()!();
  await env.cleanup();
});

async function startInterviewWorker(handlers: JobHandlers<'interview'>) {
  const worker = createJobWorker({
    queue: QueueNames.interview,
    handlers,
    redisUrl: env.redisUrl,
    prefix: env.redisPrefix,
    logger: silent,
  });
  await worker.waitUntilReady();
  closers.push(() => worker.close());
  return worker;
}

const evaluate = {
  userId: 'u1',
  careerPath: 'Software Engineer',
  question: 'Tell me about a bug',
  response: 'I used STAR.',
};

/** A promise the test resolves when it chooses: work held until then, with no guess at how long it takes. */
function newGate() {
  let open!: () => void;
  const gate = {
    opened: false,
    promise: new Promise<void>((resolve) => (open = resolve)),
    open: () => {
      gate.opened = true;
      open();
    },
  };
  return gate;
}

test('run queues the job, the worker gets the validated payload, and the caller gets the result', async () => {
  const seen: unknown[] = [];
  await startInterviewWorker({
    'evaluate-answer': async (payload) => {
      seen.push(payload);
      return { score: 80, feedback: `Good answer about ${payload.careerPath}` };
    },
    'generate-interview': async (payload) => ({ questions: [`A ${payload.experienceLevel} question`] }),
  });

  const result = await queues.run(JobNames.evaluateAnswer, { ...evaluate, careerPath: '  Software Engineer  ' });
  expect(result).toEqual({ score: 80, feedback: 'Good answer about Software Engineer' });
  // The contract's own trimming applied before the job was queued.
  expect(seen).toEqual([{ ...evaluate, careerPath: 'Software Engineer' }]);
  // Two job names share the interview queue; the worker dispatches on the name.
  await expect(
    queues.run(JobNames.generateInterview, { userId: 'u1', careerPath: 'Data Analyst', experienceLevel: 'mid-level' }),
  ).resolves.toEqual({ questions: ['A mid-level question'] });
});

test('the caller gets the result even when the outcome announcement never reaches it', async () => {
  const gate = newGate();
  await startInterviewWorker({
    'evaluate-answer': async () => {
      await gate.promise; // finishes only once the caller is waiting
      return { score: 90, feedback: 'done' };
    },
    'generate-interview': async () => ({ questions: [] }),
  });
  // An announcement can be missed (a subscriber reconnecting). Model that deterministically: this caller listens on
  // another prefix's channel, so it hears nothing at all and must find the outcome by checking the job.
  const deaf = new JobQueues({ redisUrl: env.redisUrl, prefix: env.redisPrefix });
  closers.push(() => deaf.close());
  const elsewhere = new JobOutcomeListener(env.redisUrl, `${env.redisPrefix}:elsewhere`);
  closers.push(() => elsewhere.close());
  (deaf as unknown as { outcomes: JobOutcomeListener }).outcomes = elsewhere;
  const result = deaf.run(JobNames.evaluateAnswer, evaluate, { key: 'deaf', timeoutMs: 20_000 });
  await until(
    async () =>
      (
        await queues.queue(QueueNames.interview).getJob(deterministicJobId(JobNames.evaluateAnswer, 'deaf'))
      )?.getState(),
    (state) => state === 'active',
  );
  gate.open();
  await expect(result).resolves.toEqual({ score: 90, feedback: 'done' });
});

test('a waiting caller hears of its job once: one announcement per outcome, none for a retried attempt', async () => {
  let attempts = 0;
  await startInterviewWorker({
    'evaluate-answer': async () => {
      if (++attempts === 1) throw new Error('transient');
      return { score: 70 };
    },
    'generate-interview': async (payload) => {
      if (payload.careerPath === 'Sentinel') return { questions: [] };
      throw new UnrecoverableError('cannot generate');
    },
  });
  const heard: JobOutcome[] = [];
  const listener = createRedis(env.redisUrl, 'bullmq');
  closers.push(async () => listener.disconnect());
  listener.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message) as JobOutcome));
  await listener.subscribe(jobOutcomeChannel(env.redisPrefix, QueueNames.interview));

  await expect(queues.run(JobNames.evaluateAnswer, evaluate, { key: 'announced' })).resolves.toEqual({ score: 70 });
  await expect(
    queues.run(JobNames.generateInterview, {
      userId: 'u1',
      careerPath: 'Data Analyst',
      experienceLevel: 'entry-level',
    }),
  ).rejects.toMatchObject({ reason: 'cannot generate' });
  // A later job's announcement arrives after any the two could still send (one channel keeps their order).
  await queues.run(JobNames.generateInterview, {
    userId: 'u1',
    careerPath: 'Sentinel',
    experienceLevel: 'entry-level',
  });
  await until(
    async () => heard.length,
    () => heard.some((h) => h.ok && JSON.stringify(h.value) === '{"questions":[]}'),
  );
  expect(heard).toEqual([
    { id: deterministicJobId(JobNames.evaluateAnswer, 'announced'), ok: true, value: { score: 70 } },
    { id: expect.any(String), ok: false, reason: 'cannot generate' },
    { id: expect.any(String), ok: true, value: { questions: [] } },
  ]);
});

test('the same key runs the work once for concurrent and repeated requests', async () => {
  let runs = 0;
  const gate = newGate();
  await startInterviewWorker({
    'evaluate-answer': async () => {
      runs++;
      await gate.promise; // both requests are in before the work ends
      return { score: runs };
    },
    'generate-interview': async () => null,
  });
  const key = 'session-1.question-3';
  const both = Promise.all([
    queues.run(JobNames.evaluateAnswer, evaluate, { key }),
    queues.run(JobNames.evaluateAnswer, evaluate, { key }),
  ]);
  await until(
    async () => runs,
    (n) => n === 1,
  );
  gate.open();
  const results = await both;
  expect(results).toEqual([{ score: 1 }, { score: 1 }]);
  await expect(queues.run(JobNames.evaluateAnswer, evaluate, { key })).resolves.toEqual({ score: 1 });
  expect(runs).toBe(1);
  expect(
    await queues.queue(QueueNames.interview).getJob(deterministicJobId(JobNames.evaluateAnswer, key)),
  ).toBeDefined();
});

test('deterministic job ids are valid BullMQ ids for any key', () => {
  expect(deterministicJobId(JobNames.analyzeResume, 'r-42')).toBe('analyze-resume--r-42');
  const hashed = deterministicJobId(JobNames.evaluateAnswer, 'free text: with colons and spaces');
  expect(hashed).toMatch(/^evaluate-answer--[0-9a-f]{40}$/);
  expect(hashed).toBe(deterministicJobId(JobNames.evaluateAnswer, 'free text: with colons and spaces'));
});

test('a job that outlasts the wait raises a 503 JobTimeoutError, and a retry joins the same job', async () => {
  let runs = 0;
  const gate = newGate();
  await startInterviewWorker({
    'evaluate-answer': async () => {
      runs++;
      await gate.promise; // held until the test lets it finish: it outlasts any wait
      return { score: 70 };
    },
    'generate-interview': async () => null,
  });
  const err = await queues
    .run(JobNames.evaluateAnswer, evaluate, { key: 'slow', timeoutMs: 300, timeoutMessage: 'Still thinking' })
    .catch((e: unknown) => e);
  // The caller gave up while the job was still held: the wait is bounded by timeoutMs, not by the job.
  expect(gate.opened).toBe(false);
  expect(err).toBeInstanceOf(JobTimeoutError);
  expect((err as JobTimeoutError).getStatus()).toBe(503);
  expect((err as JobTimeoutError).message).toBe('Still thinking');
  expect((err as JobTimeoutError).jobId).toBe(deterministicJobId(JobNames.evaluateAnswer, 'slow'));

  const retry = queues.run(JobNames.evaluateAnswer, evaluate, { key: 'slow', timeoutMs: 20_000 });
  gate.open();
  await expect(retry).resolves.toEqual({ score: 70 });
  expect(runs).toBe(1);
});

test('a failing job raises JobFailedError with its reason, and a new request for the same key runs again', async () => {
  let fail = true;
  let runs = 0;
  await startInterviewWorker({
    'evaluate-answer': async () => {
      runs++;
      if (fail) throw new UnrecoverableError('the answer could not be scored');
      return { score: 55 };
    },
    'generate-interview': async () => null,
  });
  const err = await queues.run(JobNames.evaluateAnswer, evaluate, { key: 'flaky' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(JobFailedError);
  expect((err as JobFailedError).reason).toBe('the answer could not be scored');
  // what the caller is answered: a 500 in words meant for people (the feature's, when it gives them), not the reason
  expect(mapError(err)).toMatchObject({ status: 500, body: { message: JOB_FAILED_MESSAGE, code: 'INTERNAL_ERROR' } });
  const worded = await queues
    .run(JobNames.evaluateAnswer, evaluate, { key: 'flaky-worded', failedMessage: 'Failed to evaluate response.' })
    .catch((e: unknown) => e);
  expect(mapError(worded)).toMatchObject({ status: 500, body: { message: 'Failed to evaluate response.' } });

  fail = false;
  await expect(queues.run(JobNames.evaluateAnswer, evaluate, { key: 'flaky' })).resolves.toEqual({ score: 55 });
  expect(runs).toBe(3);
});

test('a transient failure is retried with backoff before the caller sees a result', async () => {
  let runs = 0;
  await startInterviewWorker({
    'evaluate-answer': async () => {
      runs++;
      if (runs === 1) throw new Error('model busy');
      return { score: 90 };
    },
    'generate-interview': async () => null,
  });
  await expect(queues.run(JobNames.evaluateAnswer, evaluate, { timeoutMs: 10_000 })).resolves.toEqual({ score: 90 });
  expect(runs).toBe(2);
});

test('payloads are checked against their contract on both sides', async () => {
  await expect(queues.enqueue(JobNames.evaluateAnswer, { ...evaluate, response: '   ' })).rejects.toBeInstanceOf(
    ZodError,
  );
  expect(await queues.queue(QueueNames.interview).count()).toBe(0);

  // A job that bypassed the helper (an older producer, a hand-made job) fails at once instead of being retried.
  const handled: unknown[] = [];
  const worker = await startInterviewWorker({
    'evaluate-answer': async (payload) => handled.push(payload),
    'generate-interview': async () => null,
  });
  const failed = new Promise<string>((resolve) => worker.worker.on('failed', (_job, e) => resolve(e.message)));
  const job = await queues.queue(QueueNames.interview).add(JobNames.evaluateAnswer, { userId: 'u1' }, { attempts: 3 });
  expect(await failed).toMatch(/does not match its contract/);
  expect(handled).toEqual([]);
  expect((await queues.queue(QueueNames.interview).getJob(job.id!))?.attemptsMade).toBe(1);
});

test('an unreachable Redis still answers within the wait, with a 503', async () => {
  const offline = new JobQueues({ redisUrl: 'redis://127.0.0.1:1', prefix: env.redisPrefix });
  // The outcome (a 503 timeout rather than a hang or a 500) is the contract; how fast is bench material.
  const err = await offline.run(JobNames.evaluateAnswer, evaluate, { timeoutMs: 500 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(JobTimeoutError);
  expect((err as JobTimeoutError).getStatus()).toBe(503);
  await offline.close();
  // ioredis keeps a 2 s timer to destroy a socket that never connected; let it run out so jest exits cleanly.
  await sleep(2_100);
});

test('Redis going away: the caller is answered 503 at once, not after the whole wait, and the job runs once it is back', async () => {
  const redis = await startTcpProxy(env.redisUrl);
  closers.push(() => redis.close());
  const producer = new JobQueues({ redisUrl: redis.url, prefix: env.redisPrefix });
  closers.push(() => producer.close());
  const handled: string[] = [];
  // The worker reaches Redis directly: only the producer's side goes away.
  await startInterviewWorker({
    'evaluate-answer': (payload) => {
      handled.push(payload.response);
      return Promise.resolve({ status: 'ok', response: { score: 80, feedback: 'Good' } });
    },
    'generate-interview': () => Promise.resolve({ questions: [] }),
  });
  expect(await producer.run(JobNames.evaluateAnswer, evaluate, { timeoutMs: 20_000 })).toMatchObject({ status: 'ok' });

  await redis.down();
  // a request that comes once the connection has noticed (its socket closed; it is reconnecting)
  await sleep(500);
  const started = Date.now();
  const err = await producer
    .run(JobNames.evaluateAnswer, { ...evaluate, response: 'While Redis was away.' }, { timeoutMs: 20_000 })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(JobTimeoutError);
  expect((err as JobTimeoutError).getStatus()).toBe(503);
  expect(Date.now() - started).toBeLessThan(10_000);

  await redis.up();
  await until(
    () => Promise.resolve(handled),
    (h) => h.includes('While Redis was away.'),
  );
}, 60_000);

test("one user's resume analyses run one at a time, so another user's upload does not wait behind them", async () => {
  // Each analysis is held until the test lets it finish (a compression-bomb PDF holds its slot for the parse timeout).
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const hold = (payload: { userId: string; resumeId: string }) =>
    new Promise<{ status: 'gone' }>((resolve) => {
      started.push(payload.resumeId);
      gates.set(payload.resumeId, () => resolve({ status: 'gone' }));
    });
  const worker = createJobWorker({
    queue: QueueNames.resumeAnalysis,
    handlers: { 'analyze-resume': hold, 'analyze-profile': hold },
    redisUrl: env.redisUrl,
    prefix: env.redisPrefix,
    concurrency: 2,
    logger: silent,
  });
  await worker.waitUntilReady();
  closers.push(() => worker.close(true));

  const queue = queues.queue(QueueNames.resumeAnalysis);
  const ref = (userId: string, resumeId: string) => ({ userId, resumeId, version: 1 });
  // Two bombs from one user, queued first; then another user's upload.
  await queues.enqueue(JobNames.analyzeResume, ref('mallory', 'bomb-1'), { key: 'bomb-1' });
  await queues.enqueue(JobNames.analyzeResume, ref('mallory', 'bomb-2'), { key: 'bomb-2' });
  const honest = queues.run(JobNames.analyzeResume, ref('alice', 'cv'), { key: 'cv', timeoutMs: 20_000 });

  // Both worker slots are taken: by the first bomb and by the other user's upload, not by the second bomb.
  await until(
    async () => started.length,
    (n) => n >= 2,
  );
  expect(new Set(started)).toEqual(new Set(['bomb-1', 'cv']));
  gates.get('cv')!();
  await expect(honest).resolves.toEqual({ status: 'gone' });
  // The second bomb runs once the first has finished.
  gates.get('bomb-1')!();
  await until(
    async () => started,
    (s) => s.includes('bomb-2'),
  );
  gates.get('bomb-2')!();
  await until(
    async () => (await queue.getJobCounts('waiting', 'active', 'delayed', 'completed')) as Record<string, number>,
    (c) => c.completed === 3,
  );
  expect(started).toEqual(['bomb-1', 'cv', 'bomb-2']);
});
