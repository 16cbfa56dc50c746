import { randomUUID } from 'node:crypto';
import { createRedis, EVENT_JOB_OPTIONS, eventQueueName, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { pendingSchemaChanges, startTestService, type TestService, until } from '@pathwise/platform/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EventNames, EventPayloads } from '@pathwise/contracts';
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
    occurredAt: new Date(Date.parse(envelope.occurredAt) + 1000).toISOString(),
    payload: { ...envelope.payload, plan: 'free', status: 'canceled' },
  };
  await queue.add(downgrade.name, downgrade, { ...EVENT_JOB_OPTIONS, jobId: downgrade.id });
  await until(
    () => svc.call('GET', '/api/auth/user', { as: { userId } }),
    (r) => r.json?.isPremium === false,
  );
  await queue.add(envelope.name, envelope, { ...EVENT_JOB_OPTIONS, jobId: `${envelope.id}-redelivered` });
  // An event that happened before the downgrade but arrives after it (a new id: a producer's retry) is ignored too.
  const late = {
    ...envelope,
    id: randomUUID(),
    occurredAt: new Date(Date.parse(envelope.occurredAt) - 60_000).toISOString(),
  };
  await queue.add(late.name, late, { ...EVENT_JOB_OPTIONS, jobId: late.id });
  await until(
    () => svc.app.get(DataSource).query(`SELECT 1 FROM auth.processed_events WHERE event_id = $1`, [late.id]),
    (rows: unknown[]) => rows.length === 1,
  );
  expect((await svc.call('GET', '/api/auth/user', { as: { userId } })).json.isPremium).toBe(false);
  expect((await sessions.get(token))?.plan).toBe('free');
  await queue.close();
});

it('a sign-in racing a plan change gets the plan as it is when its session is written, not as read before', async () => {
  const email = `ada.${randomUUID().slice(0, 6)}@example.com`;
  const password = 'analytical-engine';
  const reg = await svc.call('POST', '/api/auth/register', {
    json: { firstName: 'Ada', lastName: 'Lovelace', email, password },
    as: null,
  });
  const userId = reg.json.id as string;
  const sessions = new SessionStore(redis, svc.env.redisPrefix);
  // A plan change under way (subscription.changed writing the user's row, not committed yet) when the sign-in reads
  // the account and checks the password; it commits while the sign-in is about to write its session.
  const change = svc.app.get(DataSource).createQueryRunner();
  await change.connect();
  await change.startTransaction();
  try {
    await change.query(`UPDATE auth.users SET is_premium = true, plan_changed_at = now() WHERE id = $1`, [userId]);
    const login = svc.call('POST', '/api/auth/login', { json: { email, password }, as: null });
    const waiting = `SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%is_premium%FOR SHARE%'`;
    // the sign-in waits on the row (before the fix nothing waited: give up after 5 s and let it finish)
    await until(
      () => change.query(waiting),
      (rows: unknown[]) => rows.length > 0,
      5_000,
    );
    await change.commitTransaction();
    const res = await login;
    expect(res.status).toBe(200);
    const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')![1]!;
    expect((await sessions.get(token))?.plan).toBe('premium');
  } finally {
    if (change.isTransactionActive) await change.rollbackTransaction();
    await change.release();
  }
});

it('has migrations that match the entities (no schema drift)', async () => {
  expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
});

it('tells the career service about a new account and every profile change, and nothing for a refused sign-up', async () => {
  const email = `grace.${randomUUID().slice(0, 6)}@example.com`;
  const reg = await svc.call('POST', '/api/auth/register', {
    json: { firstName: 'Grace', lastName: 'Hopper', email, password: 'cobol-1959' },
    as: null,
  });
  expect(reg.status).toBe(201);
  const userId = reg.json.id as string;
  const refused = await svc.call('POST', '/api/auth/register', {
    json: { firstName: 'Other', lastName: 'Person', email, password: 'another-1' },
    as: null,
  });
  expect(refused.status).toBe(409);
  const updated = await svc.call('PUT', '/api/profile', {
    json: { firstName: 'Grace', lastName: 'Hopper', email, location: 'Arlington, VA' },
    as: { userId },
  });
  expect(updated.status).toBe(200);

  const career = new Queue(eventQueueName('career'), { connection: redis, prefix: svc.env.redisPrefix });
  const mine = async () =>
    (await career.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']))
      .map((job) => job.data as { name: string; producer: string; occurredAt: string; payload: { userId: string } })
      .filter((e) => e.payload.userId === userId)
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const events = await until(mine, (list) => list.length >= 2);
  await new Promise((r) => setTimeout(r, 300)); // nothing more arrives (the refused sign-up published nothing)
  expect((await mine()).map((e) => e.name)).toEqual([EventNames.userRegistered, EventNames.userUpdated]);
  expect(EventPayloads['user.registered'].parse(events[0]!.payload)).toMatchObject({
    userId,
    email,
    firstName: 'Grace',
  });
  expect(EventPayloads['user.updated'].parse(events[1]!.payload)).toMatchObject({ userId, location: 'Arlington, VA' });
  expect(events.every((e) => e.producer === 'auth')).toBe(true);
  await career.close();
});
