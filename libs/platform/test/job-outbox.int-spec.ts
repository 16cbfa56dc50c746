import type { LoggerService } from '@nestjs/common';
import { JobNames, QueueNames } from '@pathwise/contracts';
import type { DataSource } from 'typeorm';
import { openServiceDataSource } from '../src/database/data-source.js';
import { EVENT_ENTITIES, EVENT_MIGRATIONS } from '../src/events/event-tables.js';
import { JobOutbox } from '../src/events/job-outbox.js';
import { OutboxEvent } from '../src/events/outbox-event.entity.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { handleOnce } from '../src/events/handle-once.js';
import { JobQueues } from '../src/queues/job-queues.js';
import { failQueueAdds } from '../src/testing/fail-queue-adds.js';
import { createTestEnv, type TestEnv } from '../src/testing/test-env.js';
import { until } from '../src/testing/event-sender.js';

/**
 * Jobs queued through the outbox: part of the caller's transaction (an event handler's, with its dedupe row), relayed
 * to BullMQ under a deterministic id, retried by the relay when Redis refuses, queued once however often sent.
 */

const silent: LoggerService = { log() {}, error() {}, warn() {}, debug() {}, verbose() {} };

let env: TestEnv;
let dataSource: DataSource;
let relay: OutboxRelay;
let outbox: JobOutbox;
let queues: JobQueues;

beforeEach(async () => {
  env = await createTestEnv('joboutbox');
  dataSource = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'jobs',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 4,
  });
  relay = new OutboxRelay(dataSource, {
    producer: 'jobs',
    redisUrl: env.redisUrl,
    prefix: env.redisPrefix,
    pollIntervalMs: 100,
    logger: silent,
  });
  outbox = new JobOutbox(dataSource, 'jobs', (row) => relay.deliverCommitted(row));
  queues = new JobQueues({ redisUrl: env.redisUrl, prefix: env.redisPrefix });
  relay.start();
});

afterEach(async () => {
  await relay.stop();
  await queues.close();
  await dataSource.destroy();
  await env.cleanup();
});

const ingestion = () => queues.queue(QueueNames.jobIngestion);
const event = (id: string) => ({ id });

test('a job enqueued in a committed transaction is queued under its deterministic id; a rolled-back one never', async () => {
  const jobId = await dataSource.transaction((m) =>
    outbox.enqueue(m, JobNames.ingestJobs, { source: 'demo' }, { key: 'demo.kept' }),
  );
  await expect(
    dataSource.transaction(async (m) => {
      await outbox.enqueue(m, JobNames.ingestJobs, { source: 'demo' }, { key: 'demo.dropped' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');

  const job = await until(
    () => ingestion().getJob(jobId),
    (j) => j !== undefined,
  );
  expect(job).toMatchObject({ id: 'ingest-jobs--demo.kept', name: 'ingest-jobs', data: { source: 'demo' } });
  expect(await dataSource.getRepository(OutboxEvent).countBy({ jobId: 'ingest-jobs--demo.dropped' })).toBe(0);
  expect(await ingestion().getJob('ingest-jobs--demo.dropped')).toBeUndefined();
});

test('refuses a payload that does not match the job contract, before anything is written', async () => {
  await expect(
    dataSource.transaction((m) =>
      outbox.enqueue(m, JobNames.ingestJobs, { source: '' } as { source: string }, { key: 'bad' }),
    ),
  ).rejects.toThrow();
  expect(await dataSource.getRepository(OutboxEvent).count()).toBe(0);
});

test("an event's follow-up job survives a Redis that refuses it: the relay sends it again, and it is queued once", async () => {
  const refused = failQueueAdds(QueueNames.jobIngestion, 2);
  try {
    const outcome = await handleOnce(dataSource, 'jobs.refresh', event('evt-1'), (m) =>
      outbox.enqueue(m, JobNames.ingestJobs, { source: 'demo', keyword: 'nurse' }, { key: 'refresh.evt-1' }),
    );
    expect(outcome.applied).toBe(true);
    // the direct send and the first poll are refused; a later poll gets it through
    const job = await until(
      () => ingestion().getJob('ingest-jobs--refresh.evt-1'),
      (j) => j !== undefined,
    );
    expect(job?.data).toEqual({ source: 'demo', keyword: 'nurse' });
    expect(refused.failures).toBe(2);
  } finally {
    refused.restore();
  }
  // a redelivered event is "already processed" and queues nothing new: the job it asked for is already there
  expect((await handleOnce(dataSource, 'jobs.refresh', event('evt-1'), async () => 'again')).applied).toBe(false);

  // the row sent again (a relay that crashed before marking it sent) does not queue the job twice
  const row = await until(
    () => dataSource.getRepository(OutboxEvent).findOneByOrFail({ jobId: 'ingest-jobs--refresh.evt-1' }),
    (r) => r.publishedAt !== null,
  );
  expect(row.lastError).toBeNull();
  expect(row.attempts).toBeGreaterThanOrEqual(1);
  await dataSource.getRepository(OutboxEvent).update({ id: row.id }, { publishedAt: null });
  await until(
    () => dataSource.getRepository(OutboxEvent).findOneByOrFail({ id: row.id }),
    (r) => r.publishedAt !== null,
  );
  expect(await ingestion().getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed')).toEqual({
    waiting: 1,
    active: 0,
    completed: 0,
    failed: 0,
    delayed: 0,
  });
});
