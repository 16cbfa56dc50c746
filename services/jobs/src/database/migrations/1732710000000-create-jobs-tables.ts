import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_DOCUMENT_SQL, TITLE_DOCUMENT_SQL } from '../../listings/job-listing.entity.js';

/**
 * The job index (listings, each board's copy, full-text search documents with GIN indexes), saved jobs, applications,
 * the users' profile read model and the index state.
 */
export class CreateJobsTables1732710000000 implements MigrationInterface {
  name = 'CreateJobsTables1732710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "jobs"."job_listings" (
      "id" uuid NOT NULL,
      "source" text NOT NULL,
      "source_id" text NOT NULL,
      "title" text NOT NULL,
      "company" text NOT NULL,
      "location" text NOT NULL,
      "city" text,
      "city_key" text,
      "region" text,
      "country" text,
      "remote" boolean NOT NULL DEFAULT false,
      "employment_type" text NOT NULL,
      "experience_level" text,
      "salary_text" text,
      "salary_min" double precision,
      "salary_max" double precision,
      "salary_period" text,
      "salary_currency" text,
      "pay_annual" double precision,
      "posted_at" TIMESTAMP WITH TIME ZONE,
      "application_url" text NOT NULL,
      "apply_url_key" text,
      "dedupe_key" text,
      "description" text NOT NULL,
      "requirements" text,
      "benefits" text,
      "occupation_code" text,
      "language" text NOT NULL DEFAULT 'en',
      "is_demo" boolean NOT NULL DEFAULT false,
      "search_document" tsvector GENERATED ALWAYS AS (${SEARCH_DOCUMENT_SQL}) STORED,
      "title_document" tsvector GENERATED ALWAYS AS (${TITLE_DOCUMENT_SQL}) STORED,
      "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_job_listings" PRIMARY KEY ("id"))`);
    // TypeORM reads a generated column's expression from its metadata table (it is what schema-drift compares).
    await q.query(`CREATE TABLE IF NOT EXISTS "jobs"."typeorm_metadata" (
      "type" character varying NOT NULL, "database" character varying, "schema" character varying,
      "table" character varying, "name" character varying, "value" text)`);
    for (const [name, sql] of [
      ['search_document', SEARCH_DOCUMENT_SQL],
      ['title_document', TITLE_DOCUMENT_SQL],
    ]) {
      await q.query(
        `INSERT INTO "jobs"."typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), 'jobs', 'job_listings', 'GENERATED_COLUMN', $1, $2)`,
        [name, sql],
      );
    }
    await q.query(`CREATE UNIQUE INDEX "job_listings_source_key" ON "jobs"."job_listings" ("source", "source_id")`);
    // Newest first, undated last: the order of a search without keywords, read straight off the index.
    await q.query(
      `CREATE INDEX "job_listings_recent_idx" ON "jobs"."job_listings" ("is_demo", "posted_at" DESC NULLS LAST, "id")`,
    );
    await q.query(`CREATE INDEX "job_listings_city_idx" ON "jobs"."job_listings" ("city_key")`);
    await q.query(`CREATE INDEX "job_listings_region_idx" ON "jobs"."job_listings" ("region")`);
    await q.query(`CREATE INDEX "job_listings_occupation_idx" ON "jobs"."job_listings" ("occupation_code")`);
    await q.query(`CREATE INDEX "job_listings_apply_url_idx" ON "jobs"."job_listings" ("apply_url_key")`);
    await q.query(`CREATE INDEX "job_listings_dedupe_idx" ON "jobs"."job_listings" ("dedupe_key")`);
    await q.query(`CREATE INDEX "job_listings_search_idx" ON "jobs"."job_listings" USING GIN ("search_document")`);
    await q.query(`CREATE INDEX "job_listings_title_search_idx" ON "jobs"."job_listings" USING GIN ("title_document")`);

    await q.query(`CREATE TABLE "jobs"."job_listing_sources" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "listing_id" uuid NOT NULL,
      "source" text NOT NULL,
      "source_id" text NOT NULL,
      "url" text NOT NULL,
      "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_job_listing_sources" PRIMARY KEY ("id"),
      CONSTRAINT "job_listing_sources_listing_fk" FOREIGN KEY ("listing_id")
        REFERENCES "jobs"."job_listings"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await q.query(
      `CREATE UNIQUE INDEX "job_listing_sources_source_key" ON "jobs"."job_listing_sources" ("source", "source_id")`,
    );
    await q.query(`CREATE INDEX "job_listing_sources_listing_idx" ON "jobs"."job_listing_sources" ("listing_id")`);

    for (const [table, column, extra] of [
      ['saved_jobs', 'saved_at', ''],
      ['job_applications', 'applied_at', '"notes" text,'],
    ] as const) {
      await q.query(`CREATE TABLE "jobs"."${table}" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" text NOT NULL,
        "job_id" text NOT NULL,
        ${extra}
        "job" jsonb NOT NULL,
        "${column}" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_${table}" PRIMARY KEY ("id"))`);
      await q.query(`CREATE UNIQUE INDEX "${table}_user_job_key" ON "jobs"."${table}" ("user_id", "job_id")`);
      await q.query(`CREATE INDEX "${table}_user_idx" ON "jobs"."${table}" ("user_id", "${column}")`);
    }

    await q.query(`CREATE TABLE "jobs"."user_profiles" (
      "user_id" text NOT NULL,
      "location" text,
      "has_resume" boolean NOT NULL DEFAULT false,
      "skills" jsonb NOT NULL DEFAULT '[]',
      "experience_level" text,
      "resume_event_at" TIMESTAMP WITH TIME ZONE,
      "matches" jsonb NOT NULL DEFAULT '[]',
      "matches_event_at" TIMESTAMP WITH TIME ZONE,
      "location_event_at" TIMESTAMP WITH TIME ZONE,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_user_profiles" PRIMARY KEY ("user_id"))`);

    await q.query(`CREATE TABLE "jobs"."index_state" (
      "key" text NOT NULL,
      "value" jsonb NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_index_state" PRIMARY KEY ("key"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['index_state', 'user_profiles', 'job_applications', 'saved_jobs', 'job_listing_sources']) {
      await q.query(`DROP TABLE "jobs"."${table}"`);
    }
    await q.query(`DELETE FROM "jobs"."typeorm_metadata" WHERE "table" = 'job_listings'`);
    await q.query(`DROP TABLE "jobs"."job_listings"`);
  }
}
