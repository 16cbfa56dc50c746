import { randomBytes, randomUUID } from 'node:crypto';
import { dropDatabase, openServiceDataSource } from '@pathwise/platform';
import { CAREER_MIGRATIONS } from '../src/database/migrations/index.js';

/**
 * Career's own list of deleted accounts (deleted_users) gave way to the platform's (forgotten_users): a database
 * migrated before keeps every deleted id, so a late event still writes nothing back for them.
 */
const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let url: string;

beforeAll(() => {
  const u = new URL(base);
  u.pathname = `/pathwise_test_career_merge_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  url = u.toString();
});

afterAll(async () => {
  await dropDatabase(url);
});

it('moves the ids of accounts deleted before the merge into forgotten_users and drops deleted_users', async () => {
  const before = CAREER_MIGRATIONS.filter((m) => m.name !== 'MergeDeletedUsers1795600000000');
  expect(before).toHaveLength(CAREER_MIGRATIONS.length - 1);
  const [gone, both] = [randomUUID(), randomUUID()];

  const old = await openServiceDataSource({ url, schema: 'career', entities: [], migrations: before, poolSize: 2 });
  try {
    await old.query(
      `INSERT INTO "career"."deleted_users" ("user_id", "deleted_at") VALUES ($1, '2026-01-02T03:04:05Z'), ($2, now())`,
      [gone, both],
    );
    await old.query(`INSERT INTO "career"."forgotten_users" ("user_id") VALUES ($1)`, [both]);
  } finally {
    await old.destroy();
  }

  const merged = await openServiceDataSource({ url, schema: 'career', entities: [], migrations: CAREER_MIGRATIONS });
  try {
    const rows: { user_id: string; forgotten_at: Date }[] = await merged.query(
      `SELECT "user_id", "forgotten_at" FROM "career"."forgotten_users" ORDER BY "user_id"`,
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([gone, both].sort());
    expect(rows.find((r) => r.user_id === gone)?.forgotten_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const [{ table }] = (await merged.query(`SELECT to_regclass('career.deleted_users')::text AS "table"`)) as {
      table: string | null;
    }[];
    expect(table).toBeNull();
  } finally {
    await merged.destroy();
  }
});
