import { toListing, boardDate } from './board-listing.js';
import { arr, BOARD_INTERVALS, notNull, obj, str, type BoardAdapter } from './board-adapter.js';

/** The Muse: 20 a page, newest first; works without a key (500 requests an hour), a key raises the limit. */
export const themuse: BoardAdapter = {
  id: 'themuse',
  source: 'The Muse',
  everyMs: BOARD_INTERVALS.themuse,
  pages: 5,
  needsQuery: false,
  configured: () => true,
  request: (config, page) => {
    const params = new URLSearchParams({ page: String(page - 1), descending: 'true' });
    if (config.THEMUSE_API_KEY) params.set('api_key', config.THEMUSE_API_KEY);
    return { url: `https://www.themuse.com/api/public/jobs?${params.toString()}` };
  },
  parse(body) {
    return arr(obj(body).results)
      .map((raw) => {
        const job = obj(raw);
        const places = arr(job.locations)
          .map((l) => str(obj(l).name))
          .filter(notNull);
        const remote = places.some((p) => /remote|flexible/i.test(p));
        const onSite = places.find((p) => !/remote|flexible/i.test(p));
        const levels = arr(job.levels)
          .map((l) => str(obj(l).name))
          .filter(notNull)
          .join(' ');
        return toListing({
          source: 'The Muse',
          sourceId: str(job.id),
          sourceUrl: str(obj(job.refs).landing_page),
          applyUrl: str(obj(job.refs).landing_page),
          title: str(job.name),
          company: str(obj(job.company).name),
          location: onSite ?? (remote ? 'Remote' : null),
          remote: remote && !onSite,
          level: levels,
          employment: [/internship/i.test(levels) ? 'internship' : null],
          postedAt: boardDate(job.publication_date),
          description: str(job.contents),
        });
      })
      .filter(notNull);
  },
};
