import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The weighted search document: title (A) over company (B) over description and requirements (C), place (D).
 * German listings are stemmed as German. The text is bounded (the first 3,000 characters of a description carry
 * what a posting is about) so that the document stays small enough to be stored uncompressed inline
 * (STORAGE PLAIN, migration 1732710000001): matching a row then never decompresses it.
 */
const CONFIG = `CASE WHEN "language" = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END`;
export const SEARCH_DOCUMENT_SQL =
  `setweight(to_tsvector(${CONFIG}, left(coalesce("title", ''), 300)), 'A') || ` +
  `setweight(to_tsvector(${CONFIG}, left(coalesce("company", ''), 200)), 'B') || ` +
  `setweight(to_tsvector(${CONFIG}, left(coalesce("description", ''), 3000) || ' ' || left(coalesce("requirements", ''), 1500)), 'C') || ` +
  `setweight(to_tsvector('simple'::regconfig, left(coalesce("location", ''), 200)), 'D')`;
/** The title alone, so that title matches can be found (and ranked first) apart from description mentions. */
export const TITLE_DOCUMENT_SQL = `to_tsvector(${CONFIG}, left(coalesce("title", ''), 300))`;

/**
 * One job in the index. A job found on several boards is one row (its first board is `source`); every board's link
 * is a row of job_listing_sources. Demo rows come from the generated offline index.
 */
@Entity({ name: 'job_listings' })
@Index('job_listings_source_key', ['source', 'sourceId'], { unique: true })
@Index('job_listings_recent_idx', { synchronize: false })
@Index('job_listings_city_idx', ['cityKey'])
@Index('job_listings_city_recent_idx', { synchronize: false })
@Index('job_listings_region_recent_idx', { synchronize: false })
@Index('job_listings_region_idx', ['region'])
@Index('job_listings_occupation_idx', ['occupationCode'])
@Index('job_listings_type_idx', ['employmentType'])
@Index('job_listings_level_idx', ['experienceLevel'])
@Index('job_listings_remote_idx', ['remote'])
@Index('job_listings_apply_url_idx', ['applyUrlKey'])
@Index('job_listings_dedupe_idx', ['dedupeKey'])
@Index('job_listings_search_idx', { synchronize: false })
@Index('job_listings_title_search_idx', { synchronize: false })
export class JobListingEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ name: 'source_id', type: 'text' })
  sourceId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  company: string;

  @Column({ type: 'text' })
  location: string;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  /** Lower case, no accents: what location searches compare. */
  @Column({ name: 'city_key', type: 'text', nullable: true })
  cityKey: string | null;

  /** A U.S. state code ("TX") or a region name. */
  @Column({ type: 'text', nullable: true })
  region: string | null;

  /** ISO 3166 alpha-2. */
  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ type: 'boolean', default: false })
  remote: boolean;

  @Column({ name: 'employment_type', type: 'text' })
  employmentType: string;

  /** entry_level, mid_level, senior_level, executive; null when the listing does not say. */
  @Column({ name: 'experience_level', type: 'text', nullable: true })
  experienceLevel: string | null;

  @Column({ name: 'salary_text', type: 'text', nullable: true })
  salaryText: string | null;

  @Column({ name: 'salary_min', type: 'double precision', nullable: true })
  salaryMin: number | null;

  @Column({ name: 'salary_max', type: 'double precision', nullable: true })
  salaryMax: number | null;

  @Column({ name: 'salary_period', type: 'text', nullable: true })
  salaryPeriod: string | null;

  @Column({ name: 'salary_currency', type: 'text', nullable: true })
  salaryCurrency: string | null;

  /** The middle of the stated pay, per year (a full-time year for hourly pay): the insights' pay spread. */
  @Column({ name: 'pay_annual', type: 'double precision', nullable: true })
  payAnnual: number | null;

  @Column({ name: 'posted_at', type: 'timestamptz', nullable: true })
  postedAt: Date | null;

  @Column({ name: 'application_url', type: 'text' })
  applicationUrl: string;

  /** The apply URL without tracking parameters: the first key of duplicate detection across boards. */
  @Column({ name: 'apply_url_key', type: 'text', nullable: true })
  applyUrlKey: string | null;

  /** Company + title (gender markers off) + place: the second key of duplicate detection. */
  @Column({ name: 'dedupe_key', type: 'text', nullable: true })
  dedupeKey: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  requirements: string | null;

  @Column({ type: 'text', nullable: true })
  benefits: string | null;

  /** The O*NET occupation the title maps to. */
  @Column({ name: 'occupation_code', type: 'text', nullable: true })
  occupationCode: string | null;

  /** 'de' or 'en': which stemmer the search document uses. */
  @Column({ type: 'text', default: 'en' })
  language: string;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  @Column({
    name: 'search_document',
    type: 'tsvector',
    nullable: true,
    generatedType: 'STORED',
    asExpression: SEARCH_DOCUMENT_SQL,
    select: false,
    insert: false,
    update: false,
  })
  searchDocument?: string;

  @Column({
    name: 'title_document',
    type: 'tsvector',
    nullable: true,
    generatedType: 'STORED',
    asExpression: TITLE_DOCUMENT_SQL,
    select: false,
    insert: false,
    update: false,
  })
  titleDocument?: string;

  @Column({ name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
