import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStartRequests1764400000000 implements MigrationInterface {
  name = 'CreateStartRequests1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "interview"."start_requests" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "career_key" text NOT NULL,
      "experience_level" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_start_requests" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE UNIQUE INDEX "start_requests_pending_key" ON "interview"."start_requests" ("user_id", "career_key", "experience_level") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "interview"."start_requests"`);
  }
}
