import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxSchemaOf } from './event-tables.migration.js';

/** Jobs go through the outbox too (follow-up work of a handled event): a row kind and the job's deterministic id. */
export class OutboxJobs1764300000000 implements MigrationInterface {
  name = 'OutboxJobs1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}."outbox_events" ADD "kind" text NOT NULL DEFAULT 'event'`);
    await queryRunner.query(`ALTER TABLE ${s}."outbox_events" ADD "job_id" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}."outbox_events" DROP COLUMN "job_id"`);
    await queryRunner.query(`ALTER TABLE ${s}."outbox_events" DROP COLUMN "kind"`);
  }
}
