import { ResumeMessages } from '@pathwise/contracts';
import {
  createTestEnv,
  startTcpProxy,
  startTestService,
  type TcpProxy,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { oneColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm } from './helpers.js';

/**
 * The resume service (HTTP and its worker, ROLE=all) reaches Redis through a relay the test takes away and gives back,
 * as if Redis stopped and came back, while the real Redis, which other tests share, stays up.
 */
let redis: TcpProxy;
let svc: TestService<ResumeConfig>;

beforeAll(async () => {
  const env = await createTestEnv('resumeredis');
  redis = await startTcpProxy(env.redisUrl);
  svc = await startTestService({
    label: 'resumeredis',
    schema: ResumeEnv,
    createApp: createResumeApp,
    testEnv: env,
    env: { REDIS_URL: redis.url },
  });
}, 60_000);

afterAll(async () => {
  await redis?.up();
  await svc?.close();
  await redis?.close();
  await svc?.env.cleanup();
});

it('answers an upload with 503 at once while Redis is away, keeps the file and analyses it once Redis is back', async () => {
  const userId = newUserId();
  const as = { as: { userId } };
  const pdf = (await oneColumnResume()).pdf;
  // A first upload: the worker is seen running.
  expect((await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf, 'first.pdf'), ...as })).status).toBe(201);
  // Past the time a sighting of the worker is trusted, so that the upload asks Redis.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  await redis.down();
  let upload;
  const started = Date.now();
  try {
    upload = await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf, 'second.pdf'), ...as });
  } finally {
    await redis.up();
  }
  expect({ status: upload.status, message: upload.json?.message }).toEqual({
    status: 503,
    message: ResumeMessages.notRunning,
  });
  expect(upload.headers.get('retry-after')).toBe('30');
  expect(Date.now() - started).toBeLessThan(10_000);

  // Nothing lost: the job queued while Redis was away is sent once it is back, and the second file is analysed.
  const got = await until(
    () => svc.call('GET', '/api/resume', as),
    (r) => r.json?.fileName === 'second.pdf' && r.json?.status !== 'queued' && r.json?.analysis !== null,
    40_000,
  );
  expect(got.status).toBe(200);
  expect(JSON.parse(got.json.analysis).extractedSkills.length).toBeGreaterThan(0);
}, 90_000);
