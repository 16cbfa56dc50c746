import { toListing, boardDate } from './board-listing.js';
import { arr, BOARD_INTERVALS, notNull, numOrNull, obj, str, type BoardAdapter } from './board-adapter.js';
import { periodFrom } from '../text/salary.js';

/**
 * USAJOBS (key + the e-mail address it was issued to as User-Agent). Both shapes: `RateIntervalCode` was "Per Year"
 * and is now a code (`PA`, `PH`, ...); `PositionURI` moved from /GetJob/ViewDetails/<id> to /job/<id>.
 */
export const usajobs: BoardAdapter = {
  id: 'usajobs',
  source: 'USAJOBS',
  everyMs: BOARD_INTERVALS.usajobs,
  pages: 1,
  needsQuery: true,
  configured: (c) => Boolean(c.USAJOBS_API_KEY && c.USAJOBS_USER_AGENT),
  request: (config, page, query) => ({
    url: `https://data.usajobs.gov/api/search?${new URLSearchParams({ Keyword: query ?? '', Page: String(page), ResultsPerPage: '100', DatePosted: '14' }).toString()}`,
    headers: {
      Host: 'data.usajobs.gov',
      'User-Agent': config.USAJOBS_USER_AGENT ?? '',
      'Authorization-Key': config.USAJOBS_API_KEY ?? '',
    },
  }),
  parse(body) {
    return arr(obj(obj(body).SearchResult).SearchResultItems)
      .map((raw) => {
        const item = obj(raw);
        const d = obj(item.MatchedObjectDescriptor);
        const places = arr(d.PositionLocation).map(obj);
        const place = places.find((p) => !/negotiable|anywhere/i.test(str(p.LocationName) ?? '')) ?? places[0] ?? {};
        const pay = obj(arr(d.PositionRemuneration)[0]);
        const details = obj(obj(d.UserArea).Details);
        const remote =
          details.RemoteIndicator === true ||
          (places.some((p) => /negotiable|remote/i.test(str(p.LocationName) ?? '')) && places.length === 1);
        const cityState = (str(place.CityName) ?? str(place.LocationName) ?? '').split(',');
        return toListing({
          source: 'USAJOBS',
          sourceId: str(item.MatchedObjectId) ?? str(d.PositionID),
          sourceUrl: str(d.PositionURI),
          applyUrl: str(arr(d.ApplyURI)[0]) ?? str(d.PositionURI),
          title: str(d.PositionTitle),
          company: [str(d.OrganizationName), str(d.DepartmentName)].filter(Boolean)[0] ?? null,
          location: str(d.PositionLocationDisplay) ?? str(place.LocationName),
          city: cityState[0]?.replace(/\s+DC$/, '').trim() || null,
          region:
            str(place.CountrySubDivisionCode) && str(place.CountrySubDivisionCode) !== 'N/A'
              ? str(place.CountrySubDivisionCode)
              : null,
          country: 'US',
          remote,
          employment: [
            ...arr(d.PositionSchedule).map((s) => str(obj(s).Name)),
            ...arr(d.PositionOfferingType).map((s) => str(obj(s).Name)),
          ],
          pay: {
            min: numOrNull(pay.MinimumRange),
            max: numOrNull(pay.MaximumRange),
            period: periodFrom(str(pay.RateIntervalCode)),
            currency: 'USD',
          },
          postedAt: boardDate(d.PublicationStartDate),
          description: str(details.JobSummary) ?? str(arr(d.PositionFormattedDescription).map(obj)[0]?.Content),
          requirements: str(d.QualificationSummary),
        });
      })
      .filter(notNull);
  },
};
