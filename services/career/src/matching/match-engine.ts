import type { CareerRecommendation } from '@pathwise/contracts';
import type { CatalogData } from '../catalog/catalog.types.js';
import { buildActionSteps } from './action-steps.js';
import { calibrateMatchScore, spreadCapTies } from './calibration.js';
import { growthOutlook, salaryRange } from './display.js';
import {
  CALIBRATION,
  MATCH_LIMIT,
  MAX_NAMED_BEYOND_LIMITS,
  MAX_PER_MAJOR_GROUP,
  MAX_PER_MINOR_GROUP,
  MAX_PER_SOC_CODE,
} from './matching-weights.js';
import { buildOccupationIndex, type IndexedOccupation, type OccupationIndex } from './occupation-index.js';
import { buildReasoning } from './reasoning.js';
import { hyphenateCode, RIASEC_AREAS } from './riasec.js';
import { prepareUser, scoreOccupation, type OccupationScore, type PreparedUser } from './score-occupation.js';
import type { MatchContext, UserProfile } from './user-profile.js';

/** One match: the contract shape plus the facts behind it (kept for events and debugging, not sent as is). */
export interface CareerMatch {
  recommendation: CareerRecommendation & { occupationCode: string };
  fit: number;
  components: OccupationScore['components'];
}

export interface MatchResult {
  matches: CareerMatch[];
  /** The user's RIASEC profile (1-5 per area) for the dashboard chart. */
  interestProfile: Record<string, number>;
  /** 0-1; below 1 means the interest profile is not very differentiated and scores were damped. */
  profileClarity: number;
}

export interface MatchEngine {
  readonly index: OccupationIndex;
  /** Scores every catalog occupation for one user and returns the best, best first. Deterministic. */
  match(profile: UserProfile, context?: MatchContext): MatchResult;
  /** One catalog occupation as a recommendation-shaped detail, unscored (matchScore 0), or null when unknown. */
  describe(code: string): CareerRecommendation | null;
  /** One catalog occupation scored and explained for this user, or null when the code is unknown. */
  explain(code: string, profile: UserProfile, context?: MatchContext): CareerMatch | null;
}

/**
 * The matching engine: plain TypeScript over the catalog, no framework or database. Build it once per process
 * (indexing the catalog takes ~100 ms); each match() is a loop over ~920 occupations.
 */
export function createMatchEngine(catalog: CatalogData): MatchEngine {
  const index = buildOccupationIndex(catalog);

  const engine: MatchEngine = {
    index,
    match(profile, context = {}) {
      const user = prepareUser(index, profile, context);
      const scores = index.occupations.map((entry) => scoreOccupation(index, user, entry));
      // Best fit first; the occupation code breaks ties so equal inputs always give equal lists.
      scores.sort((a, b) => b.rankFit - a.rankFit || a.entry.occupation.code.localeCompare(b.entry.occupation.code));
      // Explained again (with the matched skills, tools and words) only for the few that are shown.
      const chosen = pickDiverse(scores, context.limit ?? MATCH_LIMIT).map((s) =>
        scoreOccupation(index, user, s.entry, true),
      );
      const matches = chosen.map((score) => toMatch(index, score, user, context));
      const spread = spreadCapTies(matches.map((m) => m.recommendation.matchScore));
      matches.forEach((m, i) => (m.recommendation.matchScore = spread[i]));
      return {
        matches,
        interestProfile: Object.fromEntries(RIASEC_AREAS.map((a) => [a, profile.riasec[a]])),
        profileClarity: Math.round(user.clarity * 100) / 100,
      };
    },
    describe(code) {
      const entry = index.byCode.get(code);
      return entry ? describeOccupation(entry) : null;
    },
    explain(code, profile, context = {}) {
      const entry = index.byCode.get(code);
      if (!entry) return null;
      const user = prepareUser(index, profile, context);
      const explained = toMatch(index, scoreOccupation(index, user, entry, true), user, context);
      // At the cap, the user's list may show it spread down (spreadCapTies): show the same score here.
      if (explained.recommendation.matchScore === CALIBRATION.max) {
        const listed = engine.match(profile, context).matches.find((m) => m.recommendation.occupationCode === code);
        if (listed) explained.recommendation.matchScore = listed.recommendation.matchScore;
      }
      return explained;
    },
  };
  return engine;
}

/**
 * Best first, but at most MAX_PER_SOC_CODE variants of one SOC occupation (the base occupation, e.g. Registered
 * Nurses, is never crowded out by its specialties), MAX_PER_MINOR_GROUP of one SOC minor group (25-1xxx:
 * postsecondary teachers) and MAX_PER_MAJOR_GROUP of one major group (25: education), so that a list is not eight
 * kinds of one job. Careers the user named may exceed the group limits, up to MAX_NAMED_BEYOND_LIMITS per name.
 */
function pickDiverse(scores: OccupationScore[], limit: number): OccupationScore[] {
  const counts = new Map<string, number>();
  const chosen: OccupationScore[] = [];
  const namedExtras = new Map<string, number>();
  for (const score of scores) {
    if (chosen.length >= limit) break;
    const code = score.entry.occupation.code;
    const soc = code.slice(0, 7);
    const isBase = code.endsWith('.00');
    if (!isBase && (counts.get(soc) ?? 0) >= MAX_PER_SOC_CODE) continue;
    const full =
      (counts.get(code.slice(0, 4)) ?? 0) >= MAX_PER_MINOR_GROUP ||
      (counts.get(code.slice(0, 2)) ?? 0) >= MAX_PER_MAJOR_GROUP;
    if (full) {
      // Each career the user named may bring a few extras, so "nurse or doctor" shows both, not only doctors.
      const used = score.namedAs ? (namedExtras.get(score.namedAs) ?? 0) : MAX_NAMED_BEYOND_LIMITS;
      if (used >= MAX_NAMED_BEYOND_LIMITS) continue;
      namedExtras.set(score.namedAs!, used + 1);
    }
    for (const g of [soc, code.slice(0, 4), code.slice(0, 2)]) counts.set(g, (counts.get(g) ?? 0) + 1);
    chosen.push(score);
  }
  return chosen;
}

function toMatch(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  context: MatchContext,
): CareerMatch {
  const base = describeOccupation(score.entry);
  return {
    recommendation: {
      ...base,
      occupationCode: score.entry.occupation.code,
      matchScore: calibrateMatchScore(score.fit),
      reasoning: buildReasoning(index, score, user),
      actionSteps: buildActionSteps(index, score, user, context),
      location: context.location?.trim() || null,
      details: { ...base.details, stretch: score.stretch },
    },
    fit: score.fit,
    components: score.components,
  };
}

const DETAIL_TECHNOLOGIES = 20;

function describeOccupation(entry: IndexedOccupation): CareerRecommendation & { occupationCode: string } {
  const o = entry.occupation;
  return {
    id: o.code,
    occupationCode: o.code,
    title: o.title,
    matchScore: 0,
    reasoning: o.description,
    actionSteps: [],
    location: null,
    salaryRange: salaryRange(o),
    jobCount: null,
    growthOutlook: growthOutlook(o),
    details: {
      riasec: o.holland ? hyphenateCode(o.holland) : undefined,
      jobZone: o.jobZone,
      stretch: false,
      tasks: o.tasks,
      // What sets the role apart, not what every job asks for (Active Listening, Speaking).
      skills: entry.keySkills,
      knowledge: entry.keyKnowledge,
      technologies: o.technologies.slice(0, DETAIL_TECHNOLOGIES),
      hotTechnologies: o.technologies.slice(0, Math.min(o.hotCount, DETAIL_TECHNOLOGIES)),
      description: o.description,
      education: o.education,
      medianPay: o.pay?.median ?? null,
      growthPercent: o.outlook?.growthPct ?? null,
    },
  };
}
