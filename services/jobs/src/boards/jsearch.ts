import { toListing, boardDate } from './board-listing.js';
import {
  arr,
  BOARD_INTERVALS,
  notNull,
  numOrNull,
  obj,
  str,
  type BoardAdapter,
  type BoardRequest,
} from './board-adapter.js';
import { periodFrom } from '../text/salary.js';

/** "Qualifications" / "Benefits" highlights as lines. */
const lines = (v: unknown) =>
  arr(v)
    .map(str)
    .filter(notNull)
    .map((l) => `• ${l}`)
    .join('\n') || null;

/**
 * JSearch (RapidAPI or OpenWeb Ninja key). Both shapes: before 2025 `job_employment_type` is an enum ("FULLTIME")
 * and experience sits in `job_required_experience`; from 2025 it is display text ("Full-time") with the enums in
 * `job_employment_types`, and `job_location` / `job_salary` are new. The employer's own apply link (a direct apply
 * option) is preferred over an aggregator's.
 */
export const jsearch: BoardAdapter = {
  id: 'jsearch',
  source: 'JSearch',
  everyMs: BOARD_INTERVALS.jsearch,
  pages: 1,
  needsQuery: true,
  configured: (c) => Boolean(c.JSEARCH_API_KEY),
  request: (config, page, query): BoardRequest => {
    const params = new URLSearchParams({
      query: `${query ?? 'jobs'} in USA`,
      page: String(page),
      num_pages: '1',
      date_posted: 'week',
    });
    const openWebNinja = /openwebninja/.test(config.JSEARCH_HOST);
    return {
      url: openWebNinja
        ? `https://${config.JSEARCH_HOST}/jsearch/search?${params.toString()}`
        : `https://${config.JSEARCH_HOST}/search?${params.toString()}`,
      headers: openWebNinja
        ? ({ 'x-api-key': config.JSEARCH_API_KEY ?? '' } as Record<string, string>)
        : { 'X-RapidAPI-Key': config.JSEARCH_API_KEY ?? '', 'X-RapidAPI-Host': config.JSEARCH_HOST },
    };
  },
  parse(body) {
    const root = obj(body);
    const items = Array.isArray(body) ? body : root.data !== undefined ? arr(root.data) : root.job_id ? [root] : [];
    return items
      .map((raw) => {
        const job = obj(raw);
        const options = arr(job.apply_options).map(obj);
        const direct = options.find((o) => o.is_direct === true || o.is_direct === 'true');
        const experience = obj(job.job_required_experience);
        const months = numOrNull(experience.required_experience_in_months);
        const highlights = obj(job.job_highlights);
        const city = str(job.job_city);
        return toListing({
          source: 'JSearch',
          sourceId: str(job.job_id),
          sourceUrl: str(job.job_google_link) ?? str(job.job_apply_link),
          applyUrl: str(direct?.apply_link) ?? str(job.job_apply_link),
          title: str(job.job_title),
          company: str(job.employer_name),
          location: str(job.job_location) ?? [city, str(job.job_state)].filter(Boolean).join(', '),
          city,
          region: str(job.job_state),
          country: str(job.job_country),
          remote: job.job_is_remote === true || job.job_is_remote === 'true',
          employment: [...arr(job.job_employment_types).map(str), str(job.job_employment_type)],
          level: months === null ? null : months < 36 ? 'entry' : months < 72 ? 'mid' : 'senior',
          pay: {
            min: numOrNull(job.job_min_salary),
            max: numOrNull(job.job_max_salary),
            period: periodFrom(str(job.job_salary_period)),
            currency: str(job.job_salary_currency) ?? (numOrNull(job.job_min_salary) ? 'USD' : null),
            text: str(job.job_salary),
          },
          postedAt: boardDate(job.job_posted_at_datetime_utc ?? job.job_posted_at_timestamp),
          description: str(job.job_description),
          requirements: lines(highlights.Qualifications),
          benefits: lines(highlights.Benefits) ?? lines(job.job_benefits),
        });
      })
      .filter(notNull);
  },
};
