import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Global, Inject, Module, type INestApplication, type LoggerService } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { DataSource, In } from 'typeorm';
import type { EventEnvelope, EventPayload, ServiceName } from '@pathwise/contracts';
import { APP_CONFIG } from '../src/config/config.js';
import { openServiceDataSource } from '../src/database/data-source.js';
import { DatabaseModule } from '../src/database/database.module.js';
import { createRedis } from '../src/redis/redis.js';
import { createTestEnv, type TestEnv } from '../src/testing/test-env.js';
import {
  BullMqEventServer,
  EVENT_ENTITIES,
  EVENT_MIGRATIONS,
  EventPayloadError,
  EventPublisher,
  EventsModule,
  OutboxEvent,
  OnDomainEvent,
  OutboxRelay,
  ProcessedEvent,
  connectEventConsumer,
  eventQueueName,
  handleOnce,
  type BullMqEventContext,
} from '../src/events/index.js';

/**
 * The event bus end to end on real PostgreSQL and Redis: `career` publishes `career.matches.updated`, which
 * EVENT_SUBSCRIBERS sends to `resume` and `interview`. Each test gets its own database and Redis prefix.
 */

type MatchesUpdated = EventPayload<'career.matches.updated'>;
const EVENT = 'career.matches.updated' as const;
const silent: LoggerService = { log() {}, error() {}, warn() {}, debug() {}, verbose() {} };

function matchesPayload(userId: string): MatchesUpdated {
  return { userId, occupations: [{ code: '15-1252.00', title: 'Software Developers', matchScore: 91 }] };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** What one service's handler saw, shared by its replicas. */
interface Recorder {
  calls: { id: string; attempt: number; replica: string }[];
  failures: string[];
  /** Make the handler's work throw on the first delivery of each event. */
  failFirstAttempt?: boolean;
}

let env: TestEnv;
const closers: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  env = await createTestEnv('events');
});

afterEach(async () => {
  // Consumers first, publishers last, then the database and the Redis keys.
  while (closers.length) await closers.pop()!();
  await env.cleanup();
});

function config() {
  return { REDIS_URL: env.redisUrl, REDIS_PREFIX: env.redisPrefix };
}

/** The table a handler writes to, in the consumer's own schema, so "applied" is a committed row. */
async function createAppliedLog(dataSource: DataSource, schema: string): Promise<void> {
  await dataSource.query(
    `CREATE TABLE IF NOT EXISTS "${schema}".applied_log (event_id text NOT NULL, replica text NOT NULL)`,
  );
}

async function appliedIds(dataSource: DataSource, schema: string): Promise<string[]> {
  const rows: { event_id: string }[] = await dataSource.query(`SELECT event_id FROM "${schema}".applied_log`);
  return rows.map((r) => r.event_id);
}

/**
 * A tiny Nest service: its database (own schema, event tables migrated), EventsModule, and when `recorder` is
 * given, a controller whose @OnDomainEvent handler applies each event once through handleOnce.
 */
async function startNestService(
  service: ServiceName,
  opts: { recorder?: Recorder; replica?: string } = {},
): Promise<{ app: INestApplication; dataSource: DataSource; server?: BullMqEventServer }> {
  const { recorder, replica = service } = opts;
  const schema = service;

  @Global()
  @Module({ providers: [{ provide: APP_CONFIG, useValue: config() }], exports: [APP_CONFIG] })
  class TestConfigModule {}

  @Controller()
  class MatchesHandler {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    // the one way to declare a handler: typed by the contract, on the BullMQ event transport
    @OnDomainEvent(EVENT)
    async onMatchesUpdated(@Payload() envelope: EventEnvelope<MatchesUpdated>, @Ctx() ctx: BullMqEventContext) {
      recorder!.calls.push({ id: envelope.id, attempt: ctx.getAttempt(), replica });
      await handleOnce(this.dataSource, `${service}.matches-updated`, envelope, async (manager) => {
        await manager.query(`INSERT INTO "${schema}".applied_log (event_id, replica) VALUES ($1, $2)`, [
          envelope.id,
          replica,
        ]);
        if (recorder!.failFirstAttempt && ctx.getAttempt() === 1) throw new Error('boom on first delivery');
      });
    }
  }

  @Module({
    imports: [
      TestConfigModule,
      DatabaseModule.forService({
        url: env.databaseUrl,
        schema,
        entities: EVENT_ENTITIES,
        migrations: EVENT_MIGRATIONS,
        poolSize: 4,
      }),
      EventsModule.forService(service),
    ],
    controllers: recorder ? [MatchesHandler] : [],
  })
  class AppModule {}

  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
  let server: BullMqEventServer | undefined;
  if (recorder) {
    server = connectEventConsumer(app, service).server;
    server.on('failed', (_job: unknown, err: Error) => recorder.failures.push(err.message));
  }
  await app.init();
  const dataSource = app.get(DataSource);
  if (recorder) await createAppliedLog(dataSource, schema);
  if (recorder) await app.startAllMicroservices();
  closers.push(() => app.close());
  return { app, dataSource, server };
}

/** A consumer without Nest: the transport alone, with a handler registered the way Nest registers one. */
async function startPlainConsumer(service: ServiceName, recorder: Recorder) {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: service,
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 4,
  });
  await createAppliedLog(dataSource, service);
  const server = new BullMqEventServer({ service, redisUrl: env.redisUrl, prefix: env.redisPrefix, logger: silent });
  const applied: boolean[] = [];
  server.addHandler(
    EVENT,
    async (envelope: EventEnvelope<MatchesUpdated>, ctx: BullMqEventContext) => {
      recorder.calls.push({ id: envelope.id, attempt: ctx.getAttempt(), replica: service });
      const result = await handleOnce(dataSource, `${service}.matches-updated`, envelope, (manager) =>
        manager.query(`INSERT INTO "${service}".applied_log (event_id, replica) VALUES ($1, $2)`, [
          envelope.id,
          service,
        ]),
      );
      applied.push(result.applied);
    },
    true,
  );
  await new Promise<void>((resolve, reject) => server.listen((err) => (err ? reject(err) : resolve())));
  closers.push(async () => {
    await server.close();
    await dataSource.destroy();
  });
  return { dataSource, server, applied };
}

async function publishCommitted(app: INestApplication, userId: string): Promise<string> {
  const publisher = app.get(EventPublisher);
  return app.get(DataSource).transaction((manager) => publisher.publish(manager, EVENT, matchesPayload(userId)));
}

function eventQueue(service: ServiceName): Queue {
  const connection = createRedis(env.redisUrl, 'bullmq');
  const queue = new Queue(eventQueueName(service), { connection, prefix: env.redisPrefix });
  closers.push(async () => {
    await queue.close();
    await connection.quit();
  });
  return queue;
}

test('an event reaches each subscribing service exactly once, with two replicas competing', async () => {
  const resume: Recorder = { calls: [], failures: [] };
  const interview: Recorder = { calls: [], failures: [] };
  await startNestService('resume', { recorder: resume, replica: 'resume-a' });
  await startNestService('resume', { recorder: resume, replica: 'resume-b' });
  const interviewConsumer = await startPlainConsumer('interview', interview);
  const { app: career, dataSource: careerDb } = await startNestService('career');
  const resumeDb = (await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'resume',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 2,
  })) as DataSource;
  closers.push(() => resumeDb.destroy());

  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push(await publishCommitted(career, `user-${i}`));
  // Several events in one transaction go out together after its commit.
  const publisher = career.get(EventPublisher);
  ids.push(
    ...(await careerDb.transaction(async (manager) => {
      const batch: string[] = [];
      for (let i = 10; i < 15; i++) batch.push(await publisher.publish(manager, EVENT, matchesPayload(`user-${i}`)));
      return batch;
    })),
  );

  await waitFor('resume to apply 15 events', async () => (await appliedIds(resumeDb, 'resume')).length >= 15);
  await waitFor(
    'interview to apply 15 events',
    async () => (await appliedIds(interviewConsumer.dataSource, 'interview')).length >= 15,
  );
  // A sentinel published after the fifteen: once both services applied it, a duplicate would have had its turn.
  const sentinel = await publishCommitted(career, 'user-sentinel');
  await waitFor('resume to apply the sentinel', async () => (await appliedIds(resumeDb, 'resume')).includes(sentinel));
  await waitFor('interview to apply the sentinel', async () =>
    (await appliedIds(interviewConsumer.dataSource, 'interview')).includes(sentinel),
  );
  ids.push(sentinel);

  const resumeApplied = await appliedIds(resumeDb, 'resume');
  const interviewApplied = await appliedIds(interviewConsumer.dataSource, 'interview');
  expect(resumeApplied.sort()).toEqual([...ids].sort());
  expect(interviewApplied.sort()).toEqual([...ids].sort());
  // Competing, not broadcasting: the two resume replicas ran each event's handler once between them.
  expect(resume.calls.map((c) => c.id).sort()).toEqual([...ids].sort());
  expect(new Set(resume.calls.map((c) => c.replica)).size).toBeGreaterThanOrEqual(1);
  expect(interview.calls).toHaveLength(16);
  expect(interviewConsumer.applied.every(Boolean)).toBe(true);

  const outbox = await careerDb.getRepository(OutboxEvent).find();
  expect(outbox).toHaveLength(16);
  expect(outbox.every((row) => row.publishedAt !== null && row.attempts === 1 && row.producer === 'career')).toBe(true);
  expect(await resumeDb.getRepository(ProcessedEvent).count()).toBe(16);
});

test('an event from a rolled-back transaction is never delivered', async () => {
  const interview: Recorder = { calls: [], failures: [] };
  const consumer = await startPlainConsumer('interview', interview);
  const { app: career, dataSource: careerDb } = await startNestService('career');
  const publisher = career.get(EventPublisher);

  let rolledBackId = '';
  await expect(
    careerDb.transaction(async (manager) => {
      rolledBackId = await publisher.publish(manager, EVENT, matchesPayload('user-rollback'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const committedId = await publishCommitted(career, 'user-commit');

  await waitFor('the committed event', async () =>
    (await appliedIds(consumer.dataSource, 'interview')).includes(committedId),
  );
  // (published after the rolled-back one: had that one gone out, it would have arrived first)

  expect(rolledBackId).not.toBe('');
  expect(await appliedIds(consumer.dataSource, 'interview')).toEqual([committedId]);
  expect(interview.calls.map((c) => c.id)).toEqual([committedId]);
  expect(await careerDb.getRepository(OutboxEvent).findOneBy({ id: rolledBackId })).toBeNull();
  expect(await eventQueue('interview').getJob(rolledBackId)).toBeUndefined();
});

test('an event published before its subscriber starts waits in the queue and is delivered', async () => {
  const { app: career, dataSource: careerDb } = await startNestService('career');
  const id = await publishCommitted(career, 'user-early');

  // The relay hands it to Redis although no interview consumer exists yet.
  await waitFor('the relay to publish', async () => {
    const row = await careerDb.getRepository(OutboxEvent).findOneBy({ id });
    return row?.publishedAt != null;
  });
  const job = await eventQueue('interview').getJob(id);
  expect(job?.name).toBe(EVENT);
  expect(await job?.getState()).toBe('waiting');
  expect(job?.data).toMatchObject({ id, name: EVENT, producer: 'career', payload: matchesPayload('user-early') });

  const interview: Recorder = { calls: [], failures: [] };
  const consumer = await startPlainConsumer('interview', interview);
  await waitFor('the late subscriber to apply it', async () =>
    (await appliedIds(consumer.dataSource, 'interview')).includes(id),
  );
  expect(interview.calls).toEqual([{ id, attempt: 1, replica: 'interview' }]);
});

test('a handler that fails once is retried with backoff and its work applies once', async () => {
  const resume: Recorder = { calls: [], failures: [], failFirstAttempt: true };
  const { dataSource: resumeDb } = await startNestService('resume', { recorder: resume });
  const { app: career } = await startNestService('career');

  const id = await publishCommitted(career, 'user-retry');
  await waitFor('the retry to succeed', async () => (await appliedIds(resumeDb, 'resume')).includes(id));

  expect(resume.calls.map((c) => [c.id, c.attempt])).toEqual([
    [id, 1],
    [id, 2],
  ]);
  // The job's failure carries the handler's own error (not Nest's generic RPC error), for operators and retries.
  expect(resume.failures).toEqual(['boom on first delivery']);
  expect(await appliedIds(resumeDb, 'resume')).toEqual([id]);
  expect(await resumeDb.getRepository(ProcessedEvent).findBy({ eventId: id })).toHaveLength(1);
});

test('a duplicate delivery of the same event is applied once', async () => {
  const interview: Recorder = { calls: [], failures: [] };
  const consumer = await startPlainConsumer('interview', interview);
  const { app: career, dataSource: careerDb } = await startNestService('career');
  const id = await publishCommitted(career, 'user-dup');
  await waitFor('the first delivery', async () => (await appliedIds(consumer.dataSource, 'interview')).includes(id));

  // The relay sends the same row again (as after a crash before it marked the row). The first job is gone from Redis
  // (completed jobs are not kept: their payloads are user data), so it arrives as a new job: the handler runs and
  // handleOnce skips the work.
  await careerDb.getRepository(OutboxEvent).update({ id }, { publishedAt: null });
  await career.get(OutboxRelay).drain();
  expect((await careerDb.getRepository(OutboxEvent).findOneByOrFail({ id })).attempts).toBe(2);
  await waitFor('the second delivery', () => interview.calls.length === 2);
  // A later event, once applied, shows that nothing else of the duplicate was still on its way.
  const sentinel = await publishCommitted(career, 'user-dup-sentinel');
  await waitFor('the sentinel', async () => (await appliedIds(consumer.dataSource, 'interview')).includes(sentinel));

  expect(interview.calls.map((c) => c.id)).toEqual([id, id, sentinel]);
  expect(consumer.applied).toEqual([true, false, true]);
  expect((await appliedIds(consumer.dataSource, 'interview')).sort()).toEqual([id, sentinel].sort());
});

test('handleOnce applies concurrent duplicates once', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 4,
  });
  closers.push(() => dataSource.destroy());
  let runs = 0;
  const work = async () => {
    runs++;
    await sleep(100);
  };
  const envelope = { id: '6c1f9c1e-8d7e-4a8e-9d8e-0b8f3c9f1a11' };
  const results = await Promise.all([
    handleOnce(dataSource, 'career.test', envelope, work),
    handleOnce(dataSource, 'career.test', envelope, work),
  ]);
  expect(results.map((r) => r.applied).sort()).toEqual([false, true]);
  expect(runs).toBe(1);
  // Another consumer of the same event is tracked apart.
  expect((await handleOnce(dataSource, 'career.other', envelope, work)).applied).toBe(true);

  // A failure records nothing, so the retry applies it.
  await expect(
    handleOnce(dataSource, 'career.failing', envelope, async () => {
      throw new Error('nope');
    }),
  ).rejects.toThrow('nope');
  expect((await handleOnce(dataSource, 'career.failing', envelope, work)).applied).toBe(true);
});

test('replicas of the publisher share the outbox without sending a row twice', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 6,
  });
  closers.push(() => dataSource.destroy());
  const publisher = new EventPublisher(dataSource, 'career');
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < 60; i++) await publisher.publish(manager, EVENT, matchesPayload(`user-${i}`));
  });
  const relays = [0, 1].map(
    () =>
      new OutboxRelay(dataSource, {
        producer: 'career',
        redisUrl: env.redisUrl,
        prefix: env.redisPrefix,
        batchSize: 10,
        logger: silent,
      }),
  );
  closers.push(() => Promise.all(relays.map((r) => r.stop())));

  const sent = await Promise.all(relays.map((r) => r.drain()));
  expect(sent[0] + sent[1]).toBe(60);
  const rows = await dataSource.getRepository(OutboxEvent).find();
  expect(rows.every((r) => r.publishedAt !== null && r.attempts === 1)).toBe(true);
  const counts = await Promise.all(
    (['resume', 'interview'] as const).map((s) => eventQueue(s).getJobCountByTypes('waiting')),
  );
  expect(counts).toEqual([60, 60]);
});

test('an invalid payload is refused and nothing is written', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 2,
  });
  closers.push(() => dataSource.destroy());
  const publisher = new EventPublisher(dataSource, 'career');
  const bad = {
    userId: 'u1',
    occupations: [{ code: 'x', title: 'y', matchScore: 'high' }],
  } as unknown as MatchesUpdated;
  await expect(dataSource.transaction((m) => publisher.publish(m, EVENT, bad))).rejects.toThrow(EventPayloadError);
  await expect(dataSource.transaction((m) => publisher.publish(m, EVENT, bad))).rejects.toThrow(
    /career\.matches\.updated: occupations\.0\.matchScore/,
  );
  expect(await dataSource.getRepository(OutboxEvent).count()).toBe(0);
});

test('the migration creates exactly what the entities describe', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'jobs',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 2,
  });
  closers.push(() => dataSource.destroy());
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'jobs' ORDER BY table_name`,
  );
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['outbox_events', 'processed_events']));
  const drift = await dataSource.driver.createSchemaBuilder().log();
  expect(drift.upQueries.map((q) => q.query)).toEqual([]);
});

test('a committed event goes straight from its publisher to the queue, not only by the poll', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 4,
  });
  closers.push(() => dataSource.destroy());
  // A poll far longer than the test: only the commit nudge can deliver in time.
  const relay = new OutboxRelay(dataSource, {
    producer: 'career',
    redisUrl: env.redisUrl,
    prefix: env.redisPrefix,
    pollIntervalMs: 60_000,
    logger: silent,
  });
  closers.push(() => relay.stop());
  const publisher = new EventPublisher(dataSource, 'career', (event) => relay.deliverCommitted(event));
  relay.start();
  const published = async (id: string) =>
    (await dataSource.getRepository(OutboxEvent).findOneByOrFail({ id })).publishedAt !== null;

  // Published in a nested transaction (a savepoint): delivery waits for the outermost commit.
  let nestedId = '';
  await dataSource.transaction(async (manager) => {
    nestedId = await manager.transaction((inner) => publisher.publish(inner, EVENT, matchesPayload('user-nested')));
    // the inner commit was a savepoint: outside this transaction the event does not exist yet
    expect(await dataSource.getRepository(OutboxEvent).findOneBy({ id: nestedId })).toBeNull();
  });
  await waitFor('the nested event to go out after commit', () => published(nestedId));

  // Without a transaction the insert commits by itself and goes out at once.
  const autoId = await publisher.publish(dataSource.manager, EVENT, matchesPayload('user-auto'));
  await waitFor('the auto-committed event to go out', () => published(autoId));
  expect(await eventQueue('resume').getJob(autoId)).toBeDefined();

  // A rolled-back transaction's event never goes out.
  let rolledBackId = '';
  await expect(
    dataSource.transaction(async (manager) => {
      rolledBackId = await publisher.publish(manager, EVENT, matchesPayload('user-rolled-back'));
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  // a sentinel committed after it goes out; the rolled-back one, had it been sent, would have gone first
  const sentinelId = await publisher.publish(dataSource.manager, EVENT, matchesPayload('user-after-rollback'));
  await waitFor('the sentinel to go out', () => published(sentinelId));
  expect(await eventQueue('resume').getJob(sentinelId)).toBeDefined();
  expect(await eventQueue('resume').getJob(rolledBackId)).toBeUndefined();

  // Sent straight and claimed by a poll at the same time: each event is still one job, and marked sent once.
  const before = await eventQueue('resume').count();
  const ids = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      dataSource.transaction(async (manager) => {
        const id = await publisher.publish(manager, EVENT, matchesPayload(`user-race-${i}`));
        if (i % 4 === 0) void relay.drain().catch(() => undefined);
        return id;
      }),
    ),
  );
  await waitFor('every raced event to be marked sent', async () =>
    (await Promise.all(ids.map(published))).every(Boolean),
  );
  await relay.drain();
  expect((await eventQueue('resume').count()) - before).toBe(20);
  const rows = await dataSource.getRepository(OutboxEvent).findBy({ id: In(ids) });
  expect(rows.every((r) => r.lastError === null && r.attempts >= 1)).toBe(true);
});

test('while Redis refuses events they stay in the outbox, and go out once it is back', async () => {
  const dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 4,
  });
  closers.push(() => dataSource.destroy());
  const publisher = new EventPublisher(dataSource, 'career');
  const id = await dataSource.transaction((m) => publisher.publish(m, EVENT, matchesPayload('user-offline')));

  const offline = new OutboxRelay(dataSource, {
    producer: 'career',
    redisUrl: 'redis://127.0.0.1:1',
    prefix: env.redisPrefix,
    deliveryTimeoutMs: 500,
    logger: silent,
  });
  await expect(offline.drain()).rejects.toThrow(/not relayed yet/);
  await offline.stop();
  const row = await dataSource.getRepository(OutboxEvent).findOneByOrFail({ id });
  expect(row.publishedAt).toBeNull();
  expect(row.attempts).toBe(1);
  expect(row.lastError).toBeTruthy();

  const online = new OutboxRelay(dataSource, {
    producer: 'career',
    redisUrl: env.redisUrl,
    prefix: env.redisPrefix,
    logger: silent,
  });
  closers.push(() => online.stop());
  expect(await online.drain()).toBe(1);
  const delivered = await dataSource.getRepository(OutboxEvent).findOneByOrFail({ id });
  expect(delivered.publishedAt).not.toBeNull();
  expect(delivered.attempts).toBe(2);
  expect(delivered.lastError).toBeNull();
  expect(await eventQueue('interview').getJob(id)).toBeDefined();
  // ioredis keeps a 2 s timer to destroy the socket that never connected; let it run out so jest exits cleanly.
  await sleep(2_100);
}, 15_000);
