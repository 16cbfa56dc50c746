import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Career kept its own list of deleted accounts (deleted_users) before the platform gave every service one
 * (forgotten_users, recorded by handleOnce on user.deleted): the ids move over and the old table goes, so one list
 * decides whether a late event or a matching run may write for a user.
 */
export class MergeDeletedUsers1795600000000 implements MigrationInterface {
  name = 'MergeDeletedUsers1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO "career"."forgotten_users" ("user_id", "forgotten_at")
       SELECT "user_id", "deleted_at" FROM "career"."deleted_users"
       ON CONFLICT ("user_id") DO NOTHING`,
    );
    await q.query(`DROP TABLE "career"."deleted_users"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "career"."deleted_users" ("user_id" text PRIMARY KEY, "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL)`,
    );
    await q.query(
      `INSERT INTO "career"."deleted_users" ("user_id", "deleted_at")
       SELECT "user_id", "forgotten_at" FROM "career"."forgotten_users"`,
    );
  }
}
