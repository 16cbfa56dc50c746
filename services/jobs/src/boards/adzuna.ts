import { toListing, boardDate } from './board-listing.js';
import { arr, BOARD_INTERVALS, notNull, numOrNull, obj, str, type BoardAdapter } from './board-adapter.js';

const CURRENCY: Record<string, string> = {
  us: 'USD',
  gb: 'GBP',
  ca: 'CAD',
  au: 'AUD',
  de: 'EUR',
  fr: 'EUR',
  nl: 'EUR',
  at: 'EUR',
  es: 'EUR',
  it: 'EUR',
};
const COUNTRY_NAMES: Record<string, string> = {
  deutschland: 'DE',
  'united states': 'US',
  us: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
};

/**
 * Adzuna (app id + key). Its terms ask for "Jobs by Adzuna" beside its listings. Salaries Adzuna estimated
 * (`salary_is_predicted` "1") are not shown as the employer's pay.
 */
export const adzuna: BoardAdapter = {
  id: 'adzuna',
  source: 'Adzuna',
  everyMs: BOARD_INTERVALS.adzuna,
  pages: 2,
  needsQuery: true,
  configured: (c) => Boolean(c.ADZUNA_APP_ID && c.ADZUNA_APP_KEY),
  request: (config, page, query) => {
    const params = new URLSearchParams({
      app_id: config.ADZUNA_APP_ID ?? '',
      app_key: config.ADZUNA_APP_KEY ?? '',
      results_per_page: '50',
      what: query ?? '',
      sort_by: 'date',
      'content-type': 'application/json',
    });
    return { url: `https://api.adzuna.com/v1/api/jobs/${config.ADZUNA_COUNTRY}/search/${page}?${params.toString()}` };
  },
  parse(body) {
    return arr(obj(body).results)
      .map((raw) => {
        const job = obj(raw);
        const location = obj(job.location);
        const area = arr(location.area).map(str).filter(notNull);
        const country = area[0] ? (COUNTRY_NAMES[area[0].toLowerCase()] ?? null) : null;
        const predicted = str(job.salary_is_predicted) === '1';
        const redirect = str(job.redirect_url);
        const countryCode = redirect ? /adzuna\.(?:co\.)?([a-z]{2})\//.exec(redirect)?.[1] : undefined;
        const currency = CURRENCY[countryCode ?? ''] ?? (country === 'US' ? 'USD' : country === 'DE' ? 'EUR' : null);
        return toListing({
          source: 'Adzuna',
          sourceId: str(job.id),
          sourceUrl: redirect,
          applyUrl: redirect,
          title: str(job.title),
          company: str(obj(job.company).display_name),
          location: str(location.display_name),
          // area is country, state, county, city: the most specific part is the city.
          city: area.length >= 3 ? area.at(-1) : null,
          region: country === 'US' && area[1] ? area[1] : null,
          country,
          employment: [str(job.contract_time), str(job.contract_type)],
          pay: predicted
            ? {}
            : { min: numOrNull(job.salary_min), max: numOrNull(job.salary_max), period: 'year', currency },
          postedAt: boardDate(job.created),
          description: str(job.description),
        });
      })
      .filter(notNull);
  },
};
