import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions kept in PostgreSQL as well as Redis, so that a Redis restart signs nobody out (and revives no revoked one). */
export class CreateSessions1764100000000 implements MigrationInterface {
  name = 'CreateSessions1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "auth"."sessions" (
        "token_hash" text NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_sessions_token_hash" PRIMARY KEY ("token_hash")
      )`,
    );
    await q.query(`CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" ("user_id")`);
    await q.query(`CREATE INDEX "sessions_expires_at_idx" ON "auth"."sessions" ("expires_at")`);
    await q.query(
      `CREATE INDEX "sessions_revoked_at_idx" ON "auth"."sessions" ("revoked_at") WHERE "revoked_at" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."sessions"`);
  }
}
