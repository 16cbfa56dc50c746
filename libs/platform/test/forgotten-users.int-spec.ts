import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { EventNames } from '@pathwise/contracts';
import { openServiceDataSource } from '../src/database/data-source.js';
import { createTestEnv, type TestEnv } from '../src/testing/test-env.js';
import { pendingSchemaChanges } from '../src/testing/schema-drift.js';
import { EVENT_ENTITIES, EVENT_MIGRATIONS, forgetUser, OutboxEvent, userEventsErasure } from '../src/events/index.js';

/** An account's deletion in one service's schema: its outbox rows about the user go, found by index (real PostgreSQL). */
let env: TestEnv;
let db: DataSource;

beforeAll(async () => {
  env = await createTestEnv('forgotten');
  db = await openServiceDataSource({
    url: env.databaseUrl,
    schema: 'career',
    entities: EVENT_ENTITIES,
    migrations: EVENT_MIGRATIONS,
    poolSize: 2,
  });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await env?.cleanup();
});

const row = (name: string, payload: object): Partial<OutboxEvent> => ({
  id: randomUUID(),
  name,
  payload,
  producer: 'career',
  occurredAt: new Date(),
});

it("erases the user's outbox rows but user.deleted, and nobody else's", async () => {
  const [gone, kept] = [randomUUID(), randomUUID()];
  await db
    .getRepository(OutboxEvent)
    .insert([
      row(EventNames.quizCompleted, { userId: gone, submissionId: 's1' }),
      row(EventNames.userDeleted, { userId: gone, deletedAt: new Date().toISOString() }),
      row(EventNames.quizCompleted, { userId: kept, submissionId: 's2' }),
      row('match-careers', { submissionId: 's3' }),
    ]);
  await db.transaction((m) => forgetUser(m, gone));
  const left = await db.getRepository(OutboxEvent).find();
  expect(left.map((r) => [r.name, (r.payload as { userId?: string }).userId ?? null]).sort()).toEqual(
    [
      [EventNames.userDeleted, gone],
      [EventNames.quizCompleted, kept],
      ['match-careers', null],
    ].sort(),
  );
});

it('finds them by index, not by reading the whole outbox (published rows are kept a week)', async () => {
  const plan = await db.transaction(async (m) => {
    // As the planner would on a large outbox, where a sequential scan costs far more than the index.
    await m.query('SET LOCAL enable_seqscan = off');
    const [sql, params] = userEventsErasure(m, randomUUID()).getQueryAndParameters();
    return JSON.stringify(await m.query(`EXPLAIN (FORMAT JSON) ${sql}`, params));
  });
  expect(plan).toContain('idx_outbox_events_user_id');
  expect(plan).not.toContain('Seq Scan');
});

it('leaves the index to its migration (TypeORM does not read expression indexes): no schema drift', async () => {
  expect(await pendingSchemaChanges(db)).toEqual([]);
});
