import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ids of deleted accounts (and when), so that an event about the user delivered after user.deleted (a late
 * user.updated, the resume service's own resume.deleted) cannot bring a read-model row back. Only the opaque id is
 * kept: nothing the user entered.
 */
export class AddDeletedUsers1732420000003 implements MigrationInterface {
  name = 'AddDeletedUsers1732420000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "career"."deleted_users" ("user_id" text PRIMARY KEY, "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "career"."deleted_users"`);
  }
}
