import { BaseEnv } from '@pathwise/platform';
import { z } from 'zod';

const flag = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const JobsEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3105),
  /** The generated offline index (source Demo): searched while no live board has listings for a query. */
  JOBS_DEMO_INDEX: flag(true),
  /** Listings in the demo index (at least 2 per catalog occupation). */
  JOBS_DEMO_LISTINGS: z.coerce.number().int().positive().max(500_000).default(8000),
  /**
   * Which boards to ingest: `auto` = Remotive and Arbeitnow (no key) plus every keyed board whose keys are set;
   * `none` = no board (offline); or a comma list of remotive, arbeitnow, themuse, jsearch, adzuna, usajobs.
   */
  JOB_BOARDS: z.string().default('auto'),
  /** Search terms for the boards that need one (JSearch, Adzuna, USAJOBS), taken in turn by each run. */
  JOB_INGEST_QUERIES: z
    .string()
    .default(
      'software developer,registered nurse,data analyst,project manager,accountant,sales representative,marketing manager,teacher,electrician,customer service representative',
    ),
  /** Listings no board has shown for this many days leave the index (saved jobs and applications keep a copy). */
  JOB_LISTING_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Per board request. */
  JOB_BOARD_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  JSEARCH_API_KEY: optional,
  /** RapidAPI host, or api.openwebninja.com for OpenWeb Ninja keys. */
  JSEARCH_HOST: z.string().default('jsearch.p.rapidapi.com'),
  ADZUNA_APP_ID: optional,
  ADZUNA_APP_KEY: optional,
  /** Adzuna country code (us, gb, de, ...). */
  ADZUNA_COUNTRY: z.string().default('us'),
  USAJOBS_API_KEY: optional,
  /** USAJOBS asks for the e-mail address the key was issued to as the User-Agent. */
  USAJOBS_USER_AGENT: optional,
  /** The Muse works without a key (500 requests an hour); a key raises the limit. */
  THEMUSE_API_KEY: optional,
});
export type JobsConfig = z.infer<typeof JobsEnv>;
