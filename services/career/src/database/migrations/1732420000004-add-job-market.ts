import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The career service's copy of the jobs index's market (job.market.updated): per occupation and per place. */
export class AddJobMarket1732420000004 implements MigrationInterface {
  name = 'AddJobMarket1732420000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "career"."job_market_snapshot" ("id" smallint PRIMARY KEY, "generated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "demo" boolean NOT NULL)`,
    );
    await q.query(
      `CREATE TABLE "career"."job_market" ("occupation_code" text PRIMARY KEY, "openings" integer NOT NULL, "remote_openings" integer NOT NULL, "pay" jsonb, "locations_complete" boolean NOT NULL)`,
    );
    await q.query(
      `CREATE TABLE "career"."job_market_locations" ("occupation_code" text NOT NULL, "location" text NOT NULL, "city_key" text, "region" text, "openings" integer NOT NULL, PRIMARY KEY ("occupation_code", "location"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "career"."job_market_locations"`);
    await q.query(`DROP TABLE "career"."job_market"`);
    await q.query(`DROP TABLE "career"."job_market_snapshot"`);
  }
}
