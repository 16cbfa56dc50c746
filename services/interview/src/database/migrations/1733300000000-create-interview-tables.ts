import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInterviewTables1733300000000 implements MigrationInterface {
  name = 'CreateInterviewTables1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "interview"."user_profiles" (
      "user_id" uuid NOT NULL,
      "first_name" text,
      "last_name" text,
      "location" text,
      "skills" jsonb NOT NULL DEFAULT '[]',
      "titles" jsonb NOT NULL DEFAULT '[]',
      "experience_level" text,
      "has_resume" boolean NOT NULL DEFAULT false,
      "matches" jsonb NOT NULL DEFAULT '[]',
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_user_profiles" PRIMARY KEY ("user_id"))`);
    await q.query(`CREATE TABLE "interview"."sessions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "job_id" text NOT NULL,
      "user_id" uuid NOT NULL,
      "career_path" text NOT NULL,
      "occupation_code" text,
      "occupation_title" text,
      "experience_level" text NOT NULL,
      "questions" jsonb NOT NULL,
      "engine" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "completed_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_sessions" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "sessions_job_id_key" ON "interview"."sessions" ("job_id")`);
    await q.query(`CREATE INDEX "sessions_user_created_idx" ON "interview"."sessions" ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "interview"."answers" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "job_id" text NOT NULL,
      "user_id" uuid NOT NULL,
      "session_id" uuid,
      "question_id" text,
      "question" text NOT NULL,
      "career_path" text NOT NULL,
      "response" text NOT NULL,
      "attempt" integer NOT NULL,
      "score" integer NOT NULL,
      "evaluation" jsonb NOT NULL,
      "engine" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_answers" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "answers_job_id_key" ON "interview"."answers" ("job_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "answers_session_question_idx" ON "interview"."answers" ("session_id", "question_id", "attempt")`,
    );
    await q.query(`CREATE INDEX "answers_user_idx" ON "interview"."answers" ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "interview"."conversations" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "job_id" text NOT NULL,
      "user_id" uuid NOT NULL,
      "type" text NOT NULL DEFAULT 'response-draft',
      "employer_request" text NOT NULL,
      "ai_response" text NOT NULL,
      "category" text NOT NULL,
      "blanks" jsonb NOT NULL DEFAULT '[]',
      "engine" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_conversations" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "conversations_job_id_key" ON "interview"."conversations" ("job_id")`);
    await q.query(
      `CREATE INDEX "conversations_user_created_idx" ON "interview"."conversations" ("user_id", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "interview"."conversations"`);
    await q.query(`DROP TABLE "interview"."answers"`);
    await q.query(`DROP TABLE "interview"."sessions"`);
    await q.query(`DROP TABLE "interview"."user_profiles"`);
  }
}
