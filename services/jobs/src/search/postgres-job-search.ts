import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobListingEntity } from '../listings/job-listing.entity.js';
import { JobSearchIndex, type JobSearchCriteria, type JobSearchHits } from './job-search-index.js';

/**
 * How many matches the first pages rank: the newest N whose title matches plus the newest N that match anywhere.
 * Ranking every match of a broad term costs hundreds of milliseconds at 500k listings; this bounded set costs a few,
 * and a job seeker reads the first pages of a search, not the thousandth result (integrations.md section 10). Pages
 * past the window rank the other matches, so that paging still reaches every match the total counts.
 */
export const RANKED_WINDOW = 200;

/**
 * Totals are counted exactly up to this many matches; past it a search says "1,000+" (`total_capped`), as job boards
 * do: counting every match of a broad word costs a scan of most of the index.
 */
export const COUNT_CAP = 1000;

/**
 * The query in both stemmers for live listings (English ones and German ones from Arbeitnow or Adzuna Germany each
 * find their words); the demo index is English only, and one stemmer keeps the planner's estimates right.
 */
const tsquery = (demo: boolean) =>
  demo
    ? `websearch_to_tsquery('english', $1)`
    : `(websearch_to_tsquery('english', $1) || websearch_to_tsquery('german', $1))`;

/**
 * Relevance: a title holding every searched word first, then how much of the title the words cover (a short exact
 * title over a long one that mentions them), then recency (a posting loses half its freshness bonus in about two
 * weeks). Only the short title document is read here: ranking never decompresses the large search documents. The
 * age is in double precision (date_part), not numeric (EXTRACT): exp() over numeric cost about 25 µs a candidate,
 * most of a search.
 */
const SCORE = `(CASE WHEN l."title_document" @@ q.q THEN 1.0 ELSE 0.0 END
  + ts_rank_cd(l."title_document", q.q, 1)
  + 0.3 * exp(-GREATEST(date_part('epoch', now() - coalesce(l."posted_at", now() - interval '60 days')) / 86400.0, 0) / 21.0))`;

const COLUMNS = `l."id", l."source", l."source_id" AS "sourceId", l."title", l."company", l."location", l."city",
  l."region", l."country", l."remote", l."employment_type" AS "employmentType",
  l."experience_level" AS "experienceLevel", l."salary_text" AS "salaryText", l."posted_at" AS "postedAt",
  l."application_url" AS "applicationUrl", l."description", l."requirements", l."benefits",
  l."occupation_code" AS "occupationCode", l."is_demo" AS "isDemo"`;

@Injectable()
export class PostgresJobSearchIndex extends JobSearchIndex {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async search(c: JobSearchCriteria): Promise<JobSearchHits> {
    const keyword = c.keyword.trim();
    // $1 is the keyword when there is one; filter values follow it.
    const { filters, values } = whereClause(c, keyword ? 2 : 1);
    // One statement per search: the page and the capped total together (one round trip, one pooled connection).
    // Each page reads one listing more than it shows: that one says whether another page follows.
    const counted = (from: string) => `SELECT count(*)::int AS total FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) m`;
    if (!keyword) {
      // No words: the newest listings, read in index order (job_listings_recent_idx and the per-place ones).
      const from = `FROM "jobs"."job_listings" l WHERE ${filters}`;
      const rows: Row[] = await this.dataSource.query(
        `SELECT t."total", p.*
         FROM (${counted(from)}) t
         LEFT JOIN (SELECT ${COLUMNS} ${from}
           ORDER BY l."posted_at" DESC NULLS LAST, l."id" LIMIT ${c.limit + 1} OFFSET ${c.offset}) p ON true
         ORDER BY p."postedAt" DESC NULLS LAST, p."id"`,
        values,
      );
      return hitsOf(listingsOf(rows), rows[0].total, c.limit);
    }

    const q = tsquery(c.demo);
    const from = `FROM "jobs"."job_listings" l, (SELECT ${q} AS q) q WHERE l."search_document" @@ q.q AND ${filters}`;
    // The ranked window: the newest title matches and the newest matches anywhere (ties by id, so that the window is
    // the same set in every statement that names it). The candidates carry what scoring reads (date, title document)
    // out of the scans that found them, so only the page's own rows are read again, by primary key.
    const newest = (extra: string) =>
      `SELECT l."id", l."posted_at", l."title_document" ${from}${extra}
       ORDER BY l."posted_at" DESC NULLS LAST, l."id" LIMIT ${RANKED_WINDOW}`;
    const candidates = `candidates AS (
         SELECT DISTINCT ON (u."id") u."id", u."posted_at", u."title_document"
         FROM ((${newest(` AND l."title_document" @@ q.q`)}) UNION ALL (${newest('')})) u ORDER BY u."id"
       )`;
    const rows: Row[] = await this.dataSource.query(
      `WITH ${candidates}, page AS (
         SELECT l."id", l."posted_at", ${SCORE} AS score
         FROM candidates l, (SELECT ${q} AS q) q
         ORDER BY score DESC, l."posted_at" DESC NULLS LAST, l."id"
         LIMIT ${c.limit + 1} OFFSET ${c.offset}
       )
       SELECT t."total", r."ranked", ${COLUMNS}
       FROM (${counted(from)}) t CROSS JOIN (SELECT count(*)::int AS ranked FROM candidates) r
       LEFT JOIN (page p JOIN "jobs"."job_listings" l ON l."id" = p."id") ON true
       ORDER BY p.score DESC, p."posted_at" DESC NULLS LAST, p."id"`,
      [keyword, ...values],
    );
    const all = rows[0].total;
    const ranked = rows[0].ranked ?? 0;
    const listings = listingsOf(rows);
    if (listings.length > c.limit || all <= ranked) return hitsOf(listings, all, c.limit);

    // Past the window: every other match, ranked the same way, so that paging reaches each match once and the total
    // it reports (only searches this deep pay for ranking every match).
    const tail: Record<string, unknown>[] = await this.dataSource.query(
      `WITH ${candidates}, tail AS (
         SELECT l."id", l."posted_at", ${SCORE} AS score
         ${from} AND l."id" NOT IN (SELECT "id" FROM candidates)
         ORDER BY score DESC, l."posted_at" DESC NULLS LAST, l."id"
         LIMIT ${c.limit + 1 - listings.length} OFFSET ${Math.max(0, c.offset - ranked)}
       )
       SELECT ${COLUMNS} FROM tail p JOIN "jobs"."job_listings" l ON l."id" = p."id"
       ORDER BY p.score DESC, p."posted_at" DESC NULLS LAST, p."id"`,
      [keyword, ...values],
    );
    return hitsOf([...listings, ...listingsOf(tail)], all, c.limit);
  }
}

type Row = Record<string, unknown> & { total: number; ranked?: number };

/** The page (the extra listing read only says that another page follows) and the total, capped. */
function hitsOf(listings: JobListingEntity[], all: number, limit: number): JobSearchHits {
  return {
    listings: listings.slice(0, limit),
    total: Math.min(all, COUNT_CAP),
    capped: all > COUNT_CAP,
    hasMore: listings.length > limit,
  };
}

/** The page's listings (a search past the last page is one row holding only the total). */
function listingsOf(rows: Record<string, unknown>[]): JobListingEntity[] {
  return rows
    .filter((r) => r.id !== null)
    .map(({ total: _total, ranked: _ranked, ...row }) => Object.assign(new JobListingEntity(), row));
}

/** The filters of a search as SQL over alias `l`, numbering its values from `$first`. */
function whereClause(c: JobSearchCriteria, first: number): { filters: string; values: unknown[] } {
  const values: unknown[] = [];
  const where = [`l."is_demo" = ${c.demo ? 'true' : 'false'}`];
  const add = (column: string, value: unknown) => {
    values.push(value);
    where.push(`l."${column}" = $${first + values.length - 1}`);
  };
  if (c.experienceLevel) add('experience_level', c.experienceLevel);
  if (c.employmentType) add('employment_type', c.employmentType);
  if (c.remoteOnly) where.push('l."remote"');
  const loc = c.location;
  if (loc) {
    if (loc.cityKey) add('city_key', loc.cityKey);
    if (loc.region) add('region', loc.region);
    if (loc.country && !loc.cityKey && !loc.region && loc.country !== 'WW') add('country', loc.country);
    if (loc.remote && !loc.cityKey && !loc.region) where.push('l."remote"');
  }
  return { filters: where.join(' AND '), values };
}
