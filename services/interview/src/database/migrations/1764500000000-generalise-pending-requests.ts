import type { MigrationInterface, QueryRunner } from 'typeorm';

/** start_requests becomes pending_requests: interview starts and reply drafts, told apart by kind. */
export class GeneralisePendingRequests1764500000000 implements MigrationInterface {
  name = 'GeneralisePendingRequests1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "interview"."start_requests_pending_key"`);
    await q.query(`ALTER TABLE "interview"."start_requests" RENAME TO "pending_requests"`);
    await q.query(
      `ALTER TABLE "interview"."pending_requests" RENAME CONSTRAINT "PK_start_requests" TO "PK_pending_requests"`,
    );
    await q.query(`ALTER TABLE "interview"."pending_requests" ADD "kind" text NOT NULL DEFAULT 'interview-start'`);
    await q.query(`ALTER TABLE "interview"."pending_requests" ALTER COLUMN "kind" DROP DEFAULT`);
    await q.query(`ALTER TABLE "interview"."pending_requests" RENAME COLUMN "career_key" TO "request_key"`);
    await q.query(
      `UPDATE "interview"."pending_requests" SET "request_key" = "request_key" || '|' || "experience_level"`,
    );
    await q.query(`ALTER TABLE "interview"."pending_requests" DROP COLUMN "experience_level"`);
    await q.query(
      `CREATE UNIQUE INDEX "pending_requests_pending_key" ON "interview"."pending_requests" ("user_id", "kind", "request_key") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "interview"."pending_requests_pending_key"`);
    await q.query(`DELETE FROM "interview"."pending_requests" WHERE "kind" <> 'interview-start'`);
    await q.query(`ALTER TABLE "interview"."pending_requests" ADD "experience_level" text`);
    await q.query(
      `UPDATE "interview"."pending_requests" SET "experience_level" = split_part("request_key", '|', 2), "request_key" = split_part("request_key", '|', 1)`,
    );
    await q.query(`ALTER TABLE "interview"."pending_requests" ALTER COLUMN "experience_level" SET NOT NULL`);
    await q.query(`ALTER TABLE "interview"."pending_requests" RENAME COLUMN "request_key" TO "career_key"`);
    await q.query(`ALTER TABLE "interview"."pending_requests" DROP COLUMN "kind"`);
    await q.query(
      `ALTER TABLE "interview"."pending_requests" RENAME CONSTRAINT "PK_pending_requests" TO "PK_start_requests"`,
    );
    await q.query(`ALTER TABLE "interview"."pending_requests" RENAME TO "start_requests"`);
    await q.query(
      `CREATE UNIQUE INDEX "start_requests_pending_key" ON "interview"."start_requests" ("user_id", "career_key", "experience_level") WHERE "status" = 'pending'`,
    );
  }
}
