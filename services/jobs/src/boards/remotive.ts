import { toListing, boardDate } from './board-listing.js';
import { arr, BOARD_INTERVALS, notNull, obj, str, type BoardAdapter } from './board-adapter.js';

/** Where a remote job may be done ("USA, Canada", "Worldwide") as a country code the filters can use. */
function remoteCountry(where: string | null): string | null {
  if (!where) return null;
  if (/\b(usa|us|united states|americas|north america)\b/i.test(where)) return 'US';
  if (/\b(worldwide|anywhere|global)\b/i.test(where)) return 'WW';
  return null;
}

/**
 * Remotive (no key). Its terms: a few calls a day (more than 2 a minute are blocked), credit and link back, and its
 * listings are not hidden behind a sign-up alone. Both recorded shapes are read: `company_logo` or
 * `company_logo_url`, `publication_date` with or without a zone.
 */
export const remotive: BoardAdapter = {
  id: 'remotive',
  source: 'Remotive',
  everyMs: BOARD_INTERVALS.remotive,
  pages: 1,
  needsQuery: false,
  configured: () => true,
  request: () => ({ url: 'https://remotive.com/api/remote-jobs?limit=300' }),
  parse(body) {
    return arr(obj(body).jobs)
      .map((raw) => {
        const job = obj(raw);
        const where = str(job.candidate_required_location);
        return toListing({
          source: 'Remotive',
          sourceId: str(job.id),
          sourceUrl: str(job.url),
          applyUrl: str(job.url),
          title: str(job.title),
          company: str(job.company_name),
          location: 'Remote',
          displayLocation: where ? `Remote (${where})` : 'Remote',
          country: remoteCountry(where),
          remote: true,
          employment: [str(job.job_type)],
          pay: { text: str(job.salary) },
          postedAt: boardDate(job.publication_date),
          description: str(job.description),
        });
      })
      .filter(notNull);
  },
};
