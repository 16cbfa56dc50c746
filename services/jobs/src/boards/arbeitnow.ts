import { toListing, boardDate } from './board-listing.js';
import { arr, BOARD_INTERVALS, notNull, obj, str, type BoardAdapter } from './board-adapter.js';
import { parseSalaryText } from '../text/salary.js';

/** Pay some employers put in the title ("2400-2600€ + 500€ Bonus ..."); the board has no pay field. */
function payInTitle(title: string | null) {
  const money = title ? /\d[\d.,]*\s*(?:[-–]\s*\d[\d.,]*\s*)?(?:€|eur\b)/i.exec(title) : null;
  if (!money) return {};
  const pay = parseSalaryText(money[0]);
  return pay.min || pay.max ? pay : {};
}

/**
 * Arbeitnow (no key): jobs in Germany and remote, 100 a page, partly in German; its terms ask for a link back.
 * `created_at` is read as Unix seconds or an ISO date; `job_types` may be empty or German ("berufserfahren").
 */
export const arbeitnow: BoardAdapter = {
  id: 'arbeitnow',
  source: 'Arbeitnow',
  everyMs: BOARD_INTERVALS.arbeitnow,
  pages: 2,
  needsQuery: false,
  configured: () => true,
  request: (_config, page) => ({ url: `https://www.arbeitnow.com/api/job-board-api?page=${page}` }),
  parse(body) {
    return arr(obj(body).data)
      .map((raw) => {
        const job = obj(raw);
        const types = arr(job.job_types).map(str).filter(notNull);
        const location = str(job.location);
        return toListing({
          source: 'Arbeitnow',
          sourceId: str(job.slug),
          sourceUrl: str(job.url),
          applyUrl: str(job.url),
          title: str(job.title),
          company: str(job.company_name),
          location,
          // A bare city on this board is in Germany unless it says otherwise.
          country: location && !/,/.test(location) ? 'DE' : null,
          remote: job.remote === true,
          employment: types,
          level: types.join(' '),
          pay: payInTitle(str(job.title)),
          postedAt: boardDate(job.created_at),
          description: str(job.description),
        });
      })
      .filter(notNull);
  },
};
