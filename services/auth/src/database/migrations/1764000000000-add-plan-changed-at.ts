import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the plan last changed (the occurredAt of the subscription.changed event applied), to ignore older events. */
export class AddPlanChangedAt1764000000000 implements MigrationInterface {
  name = 'AddPlanChangedAt1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" ADD "plan_changed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "plan_changed_at"`);
  }
}
