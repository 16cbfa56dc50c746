import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Records which engine wrote each match's reasoning (the matching engine, or an LLM rewording its facts). */
export class AddReasoningEngine1732420000001 implements MigrationInterface {
  name = 'AddReasoningEngine1732420000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."career_matches" ADD "reasoning_engine" text NOT NULL DEFAULT 'local'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."career_matches" DROP COLUMN "reasoning_engine"`);
  }
}
