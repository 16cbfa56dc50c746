import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches without words under a place read the place's listings newest first; and the planner learns how the filter
 * columns go together. Before this, "Texas" + remote only (no listing is both) walked the whole newest-first index
 * looking for 12 rows (0.5-1 s at 100k listings): the planner multiplied the two filters' shares as if independent.
 * Extended statistics (most common combinations, functional dependencies) over the place columns and over the kind
 * columns give it the real share of a combination, so it intersects index bitmaps when a combination is rare and
 * walks an index in date order when it is common. ANALYZE here so the first searches after the upgrade plan well.
 */
export class FilterStatistics1732710000002 implements MigrationInterface {
  name = 'FilterStatistics1732710000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "job_listings_city_recent_idx" ON "jobs"."job_listings" ("is_demo", "city_key", "posted_at" DESC NULLS LAST, "id")`,
    );
    await q.query(
      `CREATE INDEX "job_listings_region_recent_idx" ON "jobs"."job_listings" ("is_demo", "region", "posted_at" DESC NULLS LAST, "id")`,
    );
    await q.query(`CREATE STATISTICS "jobs"."job_listings_place_stats" (mcv, dependencies)
      ON "is_demo", "remote", "region", "city_key" FROM "jobs"."job_listings"`);
    await q.query(`CREATE STATISTICS "jobs"."job_listings_kind_stats" (mcv, dependencies)
      ON "is_demo", "remote", "experience_level", "employment_type" FROM "jobs"."job_listings"`);
    await q.query(`ANALYZE "jobs"."job_listings"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS "jobs"."job_listings_kind_stats"`);
    await q.query(`DROP STATISTICS "jobs"."job_listings_place_stats"`);
    await q.query(`DROP INDEX "jobs"."job_listings_region_recent_idx"`);
    await q.query(`DROP INDEX "jobs"."job_listings_city_recent_idx"`);
  }
}
