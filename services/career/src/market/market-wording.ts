import type { CareerMarket, CareerRecommendation } from '@pathwise/contracts';

/** How the engine's job-search step begins: `Search Pathwise Jobs for "Registered Nurse" openings ...`. */
const SEARCH_STEP = /^Search Pathwise Jobs for "([^"]+)"/;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/**
 * The job-search step with the index's figures: openings near the user first ("N openings near you"), else remote
 * and in all, and the posted pay beside BLS's; "in Pathwise's sample listings" when they come from the demo index.
 */
export function marketSearchStep(searchTitle: string, market: CareerMarket, userLocation: string | null): string {
  const source = market.demo ? ' in Pathwise’s sample listings (demo index, not live job boards)' : '';
  const save = 'save three that fit you';
  const remote = market.remote > 0 ? `, ${plural(market.remote, 'remote', 'remote')}` : '';
  let figures: string;
  if (market.openings === 0) {
    const where = userLocation ? ` in ${userLocation}` : '';
    return `Search Pathwise Jobs for "${searchTitle}" openings${where} and ${save}: none are listed right now${source}, so check again after the next update.`;
  } else if (market.nearby !== null && market.location) {
    figures =
      market.nearby > 0
        ? `${plural(market.nearby, 'opening', 'openings')} near you (${market.location})${remote}`
        : `none listed near ${market.location} yet${remote}, ${plural(market.openings, 'opening', 'openings')} in all`;
  } else {
    figures = `${plural(market.openings, 'opening', 'openings')} in all${remote}`;
  }
  const pay = market.pay
    ? `; posted pay ${usd(market.pay.min)} to ${usd(market.pay.max)} (median ${usd(market.pay.median)} over ${plural(market.pay.samples, 'listing', 'listings')} stating it)`
    : '';
  return `Search Pathwise Jobs for "${searchTitle}": ${figures}${source}${pay}. Open them and ${save}.`;
}

/**
 * A stored match with the market as the career service holds it now: `jobCount` (every open listing of the
 * occupation in the index), `details.market`, and the job-search step. Unchanged when no snapshot has arrived yet
 * (`market` undefined); an occupation the snapshot does not list has none open.
 */
export function withMarket<R extends CareerRecommendation>(
  recommendation: R,
  market: CareerMarket | undefined,
  userLocation: string | null,
): R {
  if (!market) return recommendation;
  const steps = Array.isArray(recommendation.actionSteps) ? recommendation.actionSteps : null;
  const actionSteps = steps?.map((step) => {
    const title = SEARCH_STEP.exec(step)?.[1];
    return title ? marketSearchStep(title, market, userLocation) : step;
  });
  return {
    ...recommendation,
    jobCount: market.openings,
    actionSteps: actionSteps ?? recommendation.actionSteps,
    details: { ...recommendation.details, market },
  };
}
