import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pending upload in its own row (resume_uploads) until its analysis succeeds; `resumes` holds only the current,
 * completed resume. Rows that were not completed move to resume_uploads, and the previous resume kept beside them
 * becomes the current one again.
 */
export class PendingUploads1732700000000 implements MigrationInterface {
  name = 'PendingUploads1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "resume"."resume_uploads" (
      "user_id" uuid NOT NULL,
      "resume_id" uuid NOT NULL,
      "version" integer NOT NULL,
      "status" text NOT NULL DEFAULT 'queued',
      "problem" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "file_name" text,
      "file_size" integer,
      "content" bytea,
      "linkedin_url" text,
      "document" jsonb,
      "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_resume_uploads" PRIMARY KEY ("user_id"))`);
    await q.query(`INSERT INTO "resume"."resume_uploads"
        (user_id, resume_id, version, status, problem, attempts, file_name, file_size, content, linkedin_url,
         document, uploaded_at)
      SELECT user_id, id, version, status, problem, attempts, file_name, file_size, content, linkedin_url,
         document, uploaded_at
      FROM "resume"."resumes" WHERE status <> 'completed'`);
    // a restored previous resume whose notice was never shown: the notice stays, as a settled upload
    await q.query(`INSERT INTO "resume"."resume_uploads" (user_id, resume_id, version, status, problem, uploaded_at)
      SELECT user_id, id, version + 1, CASE WHEN problem = 'failed' THEN 'failed' ELSE 'rejected' END, problem,
        uploaded_at
      FROM "resume"."resumes" WHERE status = 'completed' AND problem IS NOT NULL`);
    await q.query(`UPDATE "resume"."resumes" SET
        file_name = previous->>'fileName', file_size = (previous->>'fileSize')::int, content = previous_content,
        linkedin_url = previous->>'linkedinUrl', document = previous->'document', analysis = previous->'analysis',
        uploaded_at = (previous->>'uploadedAt')::timestamptz, analyzed_at = (previous->>'analyzedAt')::timestamptz,
        version = version - 1, status = 'completed'
      WHERE status <> 'completed' AND previous IS NOT NULL`);
    await q.query(`DELETE FROM "resume"."resumes" WHERE status <> 'completed'`);
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "status"`);
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "problem"`);
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "previous"`);
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "previous_content"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "resume"."resumes" ADD "previous_content" bytea`);
    await q.query(`ALTER TABLE "resume"."resumes" ADD "previous" jsonb`);
    await q.query(`ALTER TABLE "resume"."resumes" ADD "problem" text`);
    await q.query(`ALTER TABLE "resume"."resumes" ADD "status" text NOT NULL DEFAULT 'completed'`);
    await q.query(`DROP TABLE "resume"."resume_uploads"`);
  }
}
