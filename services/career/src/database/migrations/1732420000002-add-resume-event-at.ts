import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the resume event last applied to a user's read model happened (its occurredAt), so that a resume.analyzed
 * delivered late (after the resume.deleted that followed it) cannot bring a deleted resume back.
 */
export class AddResumeEventAt1732420000002 implements MigrationInterface {
  name = 'AddResumeEventAt1732420000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."user_progress" ADD "resume_event_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."user_progress" DROP COLUMN "resume_event_at"`);
  }
}
