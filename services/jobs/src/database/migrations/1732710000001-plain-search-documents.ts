import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_DOCUMENT_SQL, TITLE_DOCUMENT_SQL } from '../../listings/job-listing.entity.js';

/**
 * Search documents stored uncompressed inline (STORAGE PLAIN) from bounded text: matching a row no longer
 * decompresses a 1-2 KB tsvector, which was most of a search's cost at 100k listings (npm run bench:jobs).
 * The generated columns are made again (PostgreSQL cannot change a generation expression in place). And the filters
 * get indexes of their own.
 */
export class PlainSearchDocuments1732710000001 implements MigrationInterface {
  name = 'PlainSearchDocuments1732710000001';

  async up(q: QueryRunner): Promise<void> {
    await this.recreate(q, SEARCH_DOCUMENT_SQL, TITLE_DOCUMENT_SQL, 'PLAIN');
    // Filters as indexes too, so a keyword with a narrow filter intersects index bitmaps instead of scanning.
    await q.query(`CREATE INDEX "job_listings_type_idx" ON "jobs"."job_listings" ("employment_type")`);
    await q.query(`CREATE INDEX "job_listings_level_idx" ON "jobs"."job_listings" ("experience_level")`);
    await q.query(`CREATE INDEX "job_listings_remote_idx" ON "jobs"."job_listings" ("remote")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['job_listings_type_idx', 'job_listings_level_idx', 'job_listings_remote_idx']) {
      await q.query(`DROP INDEX "jobs"."${index}"`);
    }
    await this.recreate(q, SEARCH_DOCUMENT_SQL, TITLE_DOCUMENT_SQL, 'EXTENDED');
  }

  private async recreate(q: QueryRunner, search: string, title: string, storage: string): Promise<void> {
    await q.query(`ALTER TABLE "jobs"."job_listings" DROP COLUMN "search_document", DROP COLUMN "title_document"`);
    // One ALTER: the storage is set before the rewrite that computes the columns.
    await q.query(`ALTER TABLE "jobs"."job_listings"
      ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (${search}) STORED,
      ADD COLUMN "title_document" tsvector GENERATED ALWAYS AS (${title}) STORED,
      ALTER COLUMN "search_document" SET STORAGE ${storage},
      ALTER COLUMN "title_document" SET STORAGE ${storage}`);
    for (const [name, sql] of [
      ['search_document', search],
      ['title_document', title],
    ]) {
      await q.query(
        `UPDATE "jobs"."typeorm_metadata" SET "value" = $2
         WHERE "type" = 'GENERATED_COLUMN' AND "schema" = 'jobs' AND "table" = 'job_listings' AND "name" = $1`,
        [name, sql],
      );
    }
    await q.query(`CREATE INDEX "job_listings_search_idx" ON "jobs"."job_listings" USING GIN ("search_document")`);
    await q.query(`CREATE INDEX "job_listings_title_search_idx" ON "jobs"."job_listings" USING GIN ("title_document")`);
  }
}
