import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxSchemaOf } from './event-tables.migration.js';

/** The ids of deleted accounts, in every service's schema (ForgottenUser). */
export class ForgottenUsers1795530000000 implements MigrationInterface {
  name = 'ForgottenUsers1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = outboxSchemaOf(queryRunner);
    await queryRunner.query(
      `CREATE TABLE ${s}."forgotten_users" (
        "user_id" text NOT NULL,
        "forgotten_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_forgotten_users" PRIMARY KEY ("user_id")
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${outboxSchemaOf(queryRunner)}."forgotten_users"`);
  }
}
