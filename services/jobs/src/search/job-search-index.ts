import type { JobListingEntity } from '../listings/job-listing.entity.js';
import type { ParsedLocation } from '../text/location.js';

export interface JobSearchCriteria {
  /** Free text as typed (websearch syntax: quotes, OR, -word); empty = everything, newest first. */
  keyword: string;
  /** The location as the index reads it; null = anywhere. */
  location: ParsedLocation | null;
  experienceLevel: string | null;
  employmentType: string | null;
  remoteOnly: boolean;
  offset: number;
  limit: number;
  /** Live board listings, or the generated demo index. */
  demo: boolean;
}

export interface JobSearchHits {
  listings: JobListingEntity[];
  /** Exact up to the engine's cap, else the cap (`capped`). */
  total: number;
  capped: boolean;
  /** Whether a listing follows this page: paging goes through every match, whatever the total says. */
  hasMore: boolean;
}

/**
 * The search engine behind GET /api/jobs/search. PostgreSQL full-text search implements it today
 * (PostgresJobSearchIndex); a deployment that outgrows it implements this with OpenSearch (README: "Moving search to
 * OpenSearch") and the rest of the service does not change.
 */
export abstract class JobSearchIndex {
  abstract search(criteria: JobSearchCriteria): Promise<JobSearchHits>;
}
