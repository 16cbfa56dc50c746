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

/** A match as the dashboard's card reads it: the fields the Dashboard query used to select, in that order. */
export interface MatchCard {
  id: string | null;
  title: string;
  matchScore: number;
  reasoning: string;
  actionSteps: string[];
  location: string | null;
  salaryRange: { min: number; max: number } | null;
  growthOutlook: string | null;
  occupationCode: string | null;
  details: CardDetails | null;
}

/**
 * What GraphQL gave for a match under the Dashboard query's old selection (`id title matchScore reasoning actionSteps:
 * shownActionSteps location salaryRange { min max } growthOutlook occupationCode details: cardDetails`), made directly:
 * absent fields as null, the card's steps and details. The dashboard reads the cards as one JSON value (`matchCards`),
 * so neither graphql-js in career nor the gateway's result shaping walks the ten fields of every match.
 */
export function matchCard(match: CareerRecommendation): MatchCard {
  const salary = match.salaryRange;
  return {
    id: match.id ?? null,
    title: match.title,
    matchScore: match.matchScore,
    reasoning: match.reasoning,
    actionSteps: shownActionSteps(match.actionSteps),
    location: match.location ?? null,
    salaryRange: salary ? { min: salary.min, max: salary.max } : null,
    growthOutlook: match.growthOutlook ?? null,
    occupationCode: match.occupationCode ?? null,
    details: cardDetails(match.details),
  };
}
