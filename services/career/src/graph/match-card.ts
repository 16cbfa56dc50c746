import { type CareerRecommendation, MAX_ACTION_STEPS_SHOWN, parseActionSteps } from '@pathwise/contracts';

/** How the engine's job-search step begins ('Search Pathwise Jobs for "Data Scientist" ...'). */
const SEARCH_STEP = /^Search\b/i;

/**
 * The action steps a match card shows (the first MAX_ACTION_STEPS_SHOWN), then the job-search step when it comes
 * later: the card's "Search jobs" link reads its keyword from that step. The card shows no other step, so the
 * dashboard leaves them out of its answer (about 5 KB of a 12-match dashboard).
 */
export function shownActionSteps(steps: CareerRecommendation['actionSteps']): string[] {
  const all = parseActionSteps(steps);
  if (all.length <= MAX_ACTION_STEPS_SHOWN) return all;
  const shown = all.slice(0, MAX_ACTION_STEPS_SHOWN);
  if (shown.some((step) => SEARCH_STEP.test(step))) return shown;
  const search = all.slice(MAX_ACTION_STEPS_SHOWN).find((step) => SEARCH_STEP.test(step));
  return search ? [...shown, search] : shown;
}

type Details = NonNullable<CareerRecommendation['details']>;

/** A match's details as the card shows them (see cardDetails). */
export type CardDetails = Omit<Details, 'growthPercent'> & {
  /** `hotTechnologies` is the first this many `technologies` (given instead of the list when it is). */
  hotTechnologyCount?: number;
};

/**
 * A match's details as the dashboard's card shows them: the same, but the "hot" technologies (O*NET's flag, the
 * first ones of `technologies` as the engine writes them) given as their count instead of the same names again, and
 * without `growthPercent`, which no screen shows (the outlook's text carries it). Saves about 4.5 KB of a 12-match
 * answer; the SPA turns the count back into the list. Details stored in another order keep their list.
 */
export function cardDetails(details: CareerRecommendation['details']): CardDetails | null {
  if (!details) return null;
  const { growthPercent: _notShown, hotTechnologies, ...card } = details;
  if (!hotTechnologies) return card;
  const technologies = details.technologies ?? [];
  const isPrefix = hotTechnologies.every((name, i) => technologies[i] === name);
  return isPrefix ? { ...card, hotTechnologyCount: hotTechnologies.length } : { ...card, hotTechnologies };
}
