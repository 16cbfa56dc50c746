import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxSchemaOf } from './event-tables.migration.js';

/**
 * The outbox rows of one user, found by index: an account's deletion erases them (eraseUserEvents) while it holds the
 * user's lock, and published rows are kept a week. Measured on 500,000 rows: 582 ms (sequential scan) -> 0.16 ms.
 */
export class OutboxUserIndex1796000000000 implements MigrationInterface {
  name = 'OutboxUserIndex1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_outbox_events_user_id" ON ${s}."outbox_events" ((payload->>'userId'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ${outboxSchemaOf(queryRunner)}."idx_outbox_events_user_id"`);
  }
}
