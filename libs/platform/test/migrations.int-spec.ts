import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { migrationLockKey, openServiceDataSource } from '../src/database/data-source.js';
import { dropDatabase } from '../src/database/database-bootstrap.js';

/**
 * Replicas starting together on a fresh database: each creates the database if missing and migrates under a Postgres
 * advisory lock, so both start and every migration runs once. The migrations here are deliberately not idempotent
 * (plain CREATE TABLE, one ledger row per run) and slow, so two runs racing would fail or leave two rows.
 */

const SCHEMA = 'locktest';
const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

class CreateLedger1700000000001 implements MigrationInterface {
  name = 'CreateLedger1700000000001';
  async up(q: QueryRunner): Promise<void> {
    await q.query('SELECT pg_sleep(0.4)');
    await q.query(`CREATE TABLE "${SCHEMA}"."ledger" ("id" serial PRIMARY KEY, "migration" text NOT NULL)`);
    await q.query(`INSERT INTO "${SCHEMA}"."ledger" ("migration") VALUES ($1)`, [this.name]);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${SCHEMA}"."ledger"`);
  }
}

class AddLedgerNote1700000000002 implements MigrationInterface {
  name = 'AddLedgerNote1700000000002';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "${SCHEMA}"."ledger" ADD COLUMN "note" text`);
    await q.query(`INSERT INTO "${SCHEMA}"."ledger" ("migration") VALUES ($1)`, [this.name]);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "${SCHEMA}"."ledger" DROP COLUMN "note"`);
  }
}

const open = (url: string) =>
  openServiceDataSource({
    url,
    schema: SCHEMA,
    entities: [],
    migrations: [CreateLedger1700000000001, AddLedgerNote1700000000002],
    poolSize: 2,
  });

let url: string;
const opened: DataSource[] = [];

beforeEach(() => {
  const u = new URL(base);
  u.pathname = `/pathwise_test_migrate_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  url = u.toString();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((ds) => ds.destroy().catch(() => undefined)));
  await dropDatabase(url);
});

it('two replicas starting at once on a fresh database both start, and each migration runs once', async () => {
  const results = await Promise.allSettled([open(url), open(url)]);
  for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
  expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

  const [db] = opened;
  const migrations: { name: string }[] = await db!.query(`SELECT name FROM "${SCHEMA}"."migrations" ORDER BY id`);
  expect(migrations.map((m) => m.name)).toEqual(['CreateLedger1700000000001', 'AddLedgerNote1700000000002']);
  const ledger: { migration: string }[] = await db!.query(`SELECT migration FROM "${SCHEMA}"."ledger" ORDER BY id`);
  expect(ledger.map((l) => l.migration)).toEqual(['CreateLedger1700000000001', 'AddLedgerNote1700000000002']);

  // A later start finds nothing to do.
  opened.push(await open(url));
  expect(await db!.query(`SELECT count(*)::int AS n FROM "${SCHEMA}"."ledger"`)).toEqual([{ n: 2 }]);
});

it('waits while another replica holds the migration lock, then runs what is still pending', async () => {
  // The first replica: database created and migrated.
  opened.push(await open(url));
  // ... then one migration more is released: roll the last one back so that it is pending again.
  await opened[0]!.undoLastMigration({ transaction: 'each' });
  await opened[0]!.query(`DELETE FROM "${SCHEMA}"."ledger" WHERE migration = 'AddLedgerNote1700000000002'`);

  // Another session holds the lock, as a replica in the middle of migrating would.
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [migrationLockKey(SCHEMA)]);
    let settled = false;
    const second = open(url).finally(() => (settled = true));
    await sleep(800);
    expect(settled).toBe(false);
    expect(await opened[0]!.query(`SELECT count(*)::int AS n FROM "${SCHEMA}"."ledger"`)).toEqual([{ n: 1 }]);

    await holder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey(SCHEMA)]);
    opened.push(await second);
  } finally {
    await holder.end();
  }
  const ledger: { migration: string }[] = await opened[0]!.query(
    `SELECT migration FROM "${SCHEMA}"."ledger" ORDER BY id`,
  );
  expect(ledger.map((l) => l.migration)).toEqual(['CreateLedger1700000000001', 'AddLedgerNote1700000000002']);
});
