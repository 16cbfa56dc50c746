import type { JobListing } from '@pathwise/contracts';
import type { JobListingEntity } from './job-listing.entity.js';

/** A row as the API shows it (spec section 3's job listing, plus the boards that carry it). */
export function toJobListing(row: JobListingEntity, sources: { source: string; url: string }[] = []): JobListing {
  const listing: JobListing = {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salary: row.salaryText,
    employmentType: row.employmentType,
    remote: row.remote,
    experienceLevel: row.experienceLevel ?? 'not_specified',
    postedDate: row.postedAt ? row.postedAt.toISOString() : '',
    applicationUrl: row.applicationUrl,
    source: row.source,
    description: row.description,
    occupationCode: row.occupationCode,
  };
  if (row.requirements) listing.requirements = row.requirements;
  if (row.benefits) listing.benefits = row.benefits;
  if (sources.length > 1) listing.sources = sources;
  return listing;
}
