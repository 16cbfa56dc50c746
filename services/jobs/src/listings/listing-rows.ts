import type { NormalizedListing } from './normalized-listing.js';
import type { JobListingEntity } from './job-listing.entity.js';
import { annualise, type PayPeriod } from '../text/salary.js';
import { fold } from '../text/location.js';

/** The columns of a listing row from a normalised listing (what both the demo index and the boards write). */
export function listingRow(
  id: string,
  listing: NormalizedListing,
  extra: { occupationCode: string | null; isDemo: boolean; applyUrlKey: string | null; dedupeKey: string | null },
): Omit<JobListingEntity, 'firstSeenAt' | 'lastSeenAt' | 'searchDocument' | 'titleDocument'> {
  const period = listing.salaryPeriod as PayPeriod | null;
  const low = annualise(listing.salaryMin, period);
  const high = annualise(listing.salaryMax, period);
  return {
    id,
    source: listing.source,
    sourceId: listing.sourceId,
    title: listing.title,
    company: listing.company,
    location: listing.location,
    city: listing.city,
    cityKey: listing.city ? fold(listing.city) : null,
    region: listing.region,
    country: listing.country,
    remote: listing.remote,
    employmentType: listing.employmentType,
    experienceLevel: listing.experienceLevel,
    salaryText: listing.salaryText,
    salaryMin: listing.salaryMin,
    salaryMax: listing.salaryMax,
    salaryPeriod: listing.salaryPeriod,
    salaryCurrency: listing.salaryCurrency,
    payAnnual: low !== null && high !== null ? Math.round((low + high) / 2) : (low ?? high),
    postedAt: listing.postedAt,
    applicationUrl: listing.applicationUrl,
    applyUrlKey: extra.applyUrlKey,
    dedupeKey: extra.dedupeKey,
    description: listing.description,
    requirements: listing.requirements,
    benefits: listing.benefits,
    occupationCode: extra.occupationCode,
    language: listing.language,
    isDemo: extra.isDemo,
  };
}

/** Every column a re-ingested listing refreshes (not its id, board, or first-seen time). */
export const REFRESHED_COLUMNS = [
  'title',
  'company',
  'location',
  'city',
  'city_key',
  'region',
  'country',
  'remote',
  'employment_type',
  'experience_level',
  'salary_text',
  'salary_min',
  'salary_max',
  'salary_period',
  'salary_currency',
  'pay_annual',
  'posted_at',
  'application_url',
  'apply_url_key',
  'dedupe_key',
  'description',
  'requirements',
  'benefits',
  'occupation_code',
  'language',
  'last_seen_at',
];
