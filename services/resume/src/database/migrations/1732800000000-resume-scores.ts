import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ATS score of each resume version, for the insights' chart; the current resume's score is its first row. */
export class ResumeScores1732800000000 implements MigrationInterface {
  name = 'ResumeScores1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "resume"."resume_scores" ("user_id" uuid NOT NULL, "version" integer NOT NULL,
        "ats_score" integer, "file_name" text, "analyzed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_resume_scores" PRIMARY KEY ("user_id", "version"))`,
    );
    await q.query(
      `INSERT INTO "resume"."resume_scores" ("user_id", "version", "ats_score", "file_name", "analyzed_at")
       SELECT "user_id", "version", round(("analysis"->>'atsScore')::numeric)::int, "file_name",
              coalesce("analyzed_at", "uploaded_at")
       FROM "resume"."resumes" WHERE "analysis" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "resume"."resume_scores"`);
  }
}
