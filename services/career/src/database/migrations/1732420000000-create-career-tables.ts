import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Quiz submissions (kept on retake), the current matches per user, and the per-user progress read model. */
export class CreateCareerTables1732420000000 implements MigrationInterface {
  name = 'CreateCareerTables1732420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "career"."quiz_submissions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" text NOT NULL,
      "answers" jsonb NOT NULL,
      "profile" jsonb NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_e3fd96789b070c28b7aeeb2c32c" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "quiz_submissions_user_created_idx" ON "career"."quiz_submissions" ("user_id", "created_at")`,
    );

    await q.query(`CREATE TABLE "career"."career_matches" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" text NOT NULL,
      "submission_id" uuid NOT NULL,
      "rank" integer NOT NULL,
      "occupation_code" text NOT NULL,
      "title" text NOT NULL,
      "match_score" integer NOT NULL,
      "recommendation" jsonb NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_3b73c897e478511d162c4514e5a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "career_matches_user_rank_idx" ON "career"."career_matches" ("user_id", "rank")`);

    await q.query(`CREATE TABLE "career"."user_progress" (
      "user_id" text NOT NULL,
      "location" text,
      "latest_submission_id" uuid,
      "quiz_completed_at" TIMESTAMP WITH TIME ZONE,
      "interest_profile" jsonb,
      "resume_file_name" text,
      "resume_linkedin_url" text,
      "resume_uploaded_at" TIMESTAMP WITH TIME ZONE,
      "resume_skills" jsonb NOT NULL DEFAULT '[]',
      "interview_practiced_at" TIMESTAMP WITH TIME ZONE,
      "applied_at" TIMESTAMP WITH TIME ZONE,
      "matches_updated_at" TIMESTAMP WITH TIME ZONE,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_c41601eeb8415a9eb15c8a4e557" PRIMARY KEY ("user_id"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "career"."user_progress"`);
    await q.query(`DROP TABLE "career"."career_matches"`);
    await q.query(`DROP TABLE "career"."quiz_submissions"`);
  }
}
