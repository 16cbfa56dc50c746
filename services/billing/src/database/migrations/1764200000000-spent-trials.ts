import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trial once per person across account deletion: hashes of addresses that had one, and each account's own. */
export class SpentTrials1764200000000 implements MigrationInterface {
  name = 'SpentTrials1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "billing"."accounts" ADD "email_hash" text`);
    await q.query(`CREATE TABLE "billing"."spent_trials" (
      "email_hash" text NOT NULL,
      "trial_started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_spent_trials" PRIMARY KEY ("email_hash"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "billing"."spent_trials"`);
    await q.query(`ALTER TABLE "billing"."accounts" DROP COLUMN "email_hash"`);
  }
}
