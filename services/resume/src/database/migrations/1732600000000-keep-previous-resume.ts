import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last completed resume, kept while a replacement is analysed (restored by the worker if that fails). */
export class KeepPreviousResume1732600000000 implements MigrationInterface {
  name = 'KeepPreviousResume1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "resume"."resumes" ADD "previous" jsonb`);
    await q.query(`ALTER TABLE "resume"."resumes" ADD "previous_content" bytea`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "previous_content"`);
    await q.query(`ALTER TABLE "resume"."resumes" DROP COLUMN "previous"`);
  }
}
