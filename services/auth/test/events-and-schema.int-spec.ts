import { randomUUID } from 'node:crypto';
import { createRedis, EVENT_JOB_OPTIONS, eventQueueName, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { pendingSchemaChanges, startTestService, type TestService, until } from '@pathwise/platform/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { type AuthConfig, AuthEnv, createAuthApp } from '../src/app.js';

let svc: TestService<AuthConfig>;
let redis: Redis;

beforeAll(async () => {
  svc = await startTestService({ label: 'authev', schema: AuthEnv, createApp: createAuthApp });
  redis = createRedis(svc.env.redisUrl, 'bullmq');
});
afterAll(async () => {
  await redis?.quit();
  await svc?.close();
});

it('keeps isPremium and the plan of live sessions current from subscription.changed', async () => {
  const reg = await svc.call('POST', '/api/auth/register', {
    json: {
      firstName: 'Alan',
      lastName: 'Turing',
      email: `alan.${randomUUID().slice(0, 6)}@example.com`,
      password: 'enigma-machine',
    },
    as: null,
  });
  const userId = reg.json.id as string;
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(reg.headers.get('set-cookie') ?? '')![1]!;
  const sessions = new SessionStore(redis, svc.env.redisPrefix);

  const queue = new Queue(eventQueueName('auth'), { connection: redis, prefix: svc.env.redisPrefix });
  const envelope = {
    id: randomUUID(),
    name: 'subscription.changed',
    producer: 'billing',
    occurredAt: new Date().toISOString(),
    payload: { userId, plan: 'premium', status: 'active', currentPeriodEnd: null },
  };
  await queue.add(envelope.name, envelope, { ...EVENT_JOB_OPTIONS, jobId: envelope.id });

  const me = await until(
    () => svc.call('GET', '/api/auth/user', { as: { userId } }),
    (r) => r.json?.isPremium === true,
  );
  expect(me.json.isPremium).toBe(true);
  expect(
    (
      await until(
        () => sessions.get(token),
        (s) => s?.plan === 'premium',
      )
    )?.plan,
  ).toBe('premium');

  // A later downgrade wins; the same event id delivered again is ignored.
  const downgrade = {
    ...envelope,
    id: randomUUID(),
    payload: { ...envelope.payload, plan: 'free', status: 'canceled' },
  };
  await queue.add(downgrade.name, downgrade, { ...EVENT_JOB_OPTIONS, jobId: downgrade.id });
  await until(
    () => svc.call('GET', '/api/auth/user', { as: { userId } }),
    (r) => r.json?.isPremium === false,
  );
  await queue.add(envelope.name, envelope, { ...EVENT_JOB_OPTIONS, jobId: `${envelope.id}-redelivered` });
  await new Promise((r) => setTimeout(r, 500));
  expect((await svc.call('GET', '/api/auth/user', { as: { userId } })).json.isPremium).toBe(false);
  expect((await sessions.get(token))?.plan).toBe('free');
  await queue.close();
});

it('has migrations that match the entities (no schema drift)', async () => {
  expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
});
