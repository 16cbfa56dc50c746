import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type ApiWithWorkerProcesses,
  startApiWithWorkerProcesses,
  startTcpProxy,
  type TcpProxy,
  until,
} from '@pathwise/platform/testing';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';

/**
 * An operator stops a worker process (SIGTERM: a deploy, a scale-down) while Redis is away: the process still exits,
 * so that its supervisor can start it again. BullMQ's Worker.close() waits for a reconnecting connection forever
 * (taskforcesh/bullmq#4656); a worker that never exits is never restarted either.
 */
let service: ApiWithWorkerProcesses<InterviewConfig>;
let proxy: TcpProxy;

beforeAll(async () => {
  service = await startApiWithWorkerProcesses({
    serviceDir: path.resolve(import.meta.dirname, '..'),
    label: 'interviewstop',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    apiEnv: { INTERVIEW_WAIT_MS: '3000' },
  });
  proxy = await startTcpProxy(service.api.env.redisUrl);
}, 300_000);
afterAll(async () => {
  await proxy?.close();
  await service?.close();
});

it('exits on SIGTERM while its Redis is unreachable', async () => {
  const worker = service.spawnWorker({ REDIS_URL: proxy.url });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    worker.on('exit', (code, signal) => resolve({ code, signal })),
  );
  // Working: a draft is written by this worker (the API runs none).
  const as = { userId: randomUUID(), plan: 'premium' as const };
  const body = { employerRequest: 'Could you come in for an interview on Monday at 10am?' };
  await until(
    () => service.api.call('POST', '/api/ai/response-draft', { json: body, as }),
    (r) => r.status === 200,
    60_000,
  );

  await proxy.down();
  worker.kill('SIGTERM');
  const exit = await exited;
  expect(exit.signal === 'SIGTERM' || exit.code !== null).toBe(true);
}, 90_000);
