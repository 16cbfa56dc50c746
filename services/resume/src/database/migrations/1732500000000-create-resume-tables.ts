import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateResumeTables1732500000000 implements MigrationInterface {
  name = 'CreateResumeTables1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "resume"."resumes" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "file_name" text,
      "file_size" integer,
      "content" bytea,
      "linkedin_url" text,
      "document" jsonb,
      "analysis" jsonb,
      "version" integer NOT NULL DEFAULT 1,
      "status" text NOT NULL DEFAULT 'queued',
      "problem" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "analyzed_at" TIMESTAMP WITH TIME ZONE,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_resumes" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "resumes_user_id_key" ON "resume"."resumes" ("user_id")`);
    await q.query(`CREATE TABLE "resume"."career_targets" (
      "user_id" uuid NOT NULL,
      "occupations" jsonb NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_career_targets" PRIMARY KEY ("user_id"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "resume"."career_targets"`);
    await q.query(`DROP TABLE "resume"."resumes"`);
  }
}
