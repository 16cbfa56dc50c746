import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Same rule as the platform's other identifier checks: our own names, validated because they are spliced in. */
export function outboxSchemaOf(queryRunner: QueryRunner): string {
  const schema = (queryRunner.dataSource.options as { schema?: string }).schema ?? 'public';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  return `"${schema}"`;
}

/**
 * The outbox and the processed-events tables, created in the schema of whichever service runs it (every service
 * lists this migration next to its own). Must match the entities exactly: the drift check compares them.
 */
export class EventTables1732300000000 implements MigrationInterface {
  name = 'EventTables1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await queryRunner.query(
      `CREATE TABLE ${s}."outbox_events" (
        "id" uuid NOT NULL,
        "name" text NOT NULL,
        "payload" jsonb NOT NULL,
        "producer" text NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "published_at" TIMESTAMP WITH TIME ZONE,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        CONSTRAINT "PK_outbox_events" PRIMARY KEY ("id")
      )`,
    );
    // The relay only ever scans unpublished rows, oldest first; a partial index keeps that cheap as history grows.
    await queryRunner.query(
      `CREATE INDEX "idx_outbox_events_unpublished" ON ${s}."outbox_events" ("occurred_at") WHERE published_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE ${s}."processed_events" (
        "event_id" text NOT NULL,
        "consumer" text NOT NULL,
        "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_processed_events" PRIMARY KEY ("event_id", "consumer")
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}."processed_events"`);
    await queryRunner.query(`DROP INDEX ${s}."idx_outbox_events_unpublished"`);
    await queryRunner.query(`DROP TABLE ${s}."outbox_events"`);
  }
}
