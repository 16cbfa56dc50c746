import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the account's address was given (the occurredAt of its user event), so that an older event arriving late is ignored. */
export class EmailEventAt1764300000000 implements MigrationInterface {
  name = 'EmailEventAt1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "billing"."accounts" ADD "email_event_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "billing"."accounts" DROP COLUMN "email_event_at"`);
  }
}
