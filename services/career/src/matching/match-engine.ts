import type { CareerRecommendation } from '@pathwise/contracts';
import type { CatalogData } from '../catalog/catalog.types.js';
import type { TitleData } from '../catalog/load-titles.js';
import { buildActionSteps } from './action-steps.js';
import { calibrateMatchScore, capScore, type ScoreCap } from './calibration.js';
import { growthOutlook, salaryRange } from './display.js';
import { DIVERSITY, MATCH_LIMIT, NAMED_SHOWN_WITHIN } from './matching-weights.js';
import { buildOccupationIndex, type IndexedOccupation, type OccupationIndex } from './occupation-index.js';
import type { ProfileQuality } from './profile-quality.js';
import { buildReasoning, type Claim } from './reasoning.js';
import { hyphenateCode, RIASEC_AREAS } from './riasec.js';
import { prepareUser, scoreOccupation, type OccupationScore, type PreparedUser } from './score-occupation.js';
import type { MatchContext, UserProfile } from './user-profile.js';

/** One match: the contract shape plus the facts behind it (kept for tests and debugging, not sent as is). */
export interface CareerMatch {
  recommendation: CareerRecommendation & { occupationCode: string };
  fit: number;
  components: OccupationScore['components'];
  /** The claims the reasoning makes, each naming the answer it rests on (reasoning.ts). */
  claims: Claim[];
  /** Why the score was held below a band, if it was. */
  cap: ScoreCap | null;
}

export interface MatchResult {
  matches: CareerMatch[];
  /** The user's RIASEC profile (1-5 per area) for the dashboard chart. */
  interestProfile: Record<string, number>;
  /** Whether the interest answers can carry a match (profile-quality.ts). */
  quality: ProfileQuality;
  /** How the job title was read: the O*NET occupation, or null. */
  job: { title: string; matched: string; codes: string[] } | null;
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
 * The matching engine: plain TypeScript over the catalog and the title list, no framework or database. Build it
 * once per process (indexing takes a second or two); each match() is a loop over ~920 occupations.
 */
export function createMatchEngine(catalog: CatalogData, titles: TitleData): MatchEngine {
  const index = buildOccupationIndex(catalog, titles);

  const engine: MatchEngine = {
    index,
    match(profile, context = {}) {
      const user = prepareUser(index, profile, context);
      const scores = index.occupations.map((entry) => scoreOccupation(index, user, entry));
      // Best first; the occupation code breaks ties so equal inputs always give equal lists.
      scores.sort((a, b) => b.rankFit - a.rankFit || a.entry.occupation.code.localeCompare(b.entry.occupation.code));
      // Explained again (with the matched skills, tools and values) only for the few that are shown.
      const chosen = pickDiverse(scores, user, context.limit ?? MATCH_LIMIT).map((s) =>
        scoreOccupation(index, user, s.entry, true),
      );
      return {
        matches: chosen.map((score) => toMatch(index, score, user, context)),
        interestProfile: Object.fromEntries(RIASEC_AREAS.map((a) => [a, profile.riasec[a]])),
        quality: user.quality,
        job: user.job
          ? { title: user.job.text, matched: user.job.matched, codes: user.job.candidates.map((c) => c.code) }
          : null,
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
      return toMatch(index, scoreOccupation(index, user, entry, true), user, context);
    },
  };
  return engine;
}

/**
 * Best first, but at most a few variants of one SOC occupation, of one SOC minor group and of one major group, so that
 * a list is not eight kinds of one job. People staying in their field or moving to related work get a focused list
 * (their field is the point); people changing field or unsure get a broad one. Careers the person named are never
 * held back by the limits.
 */
function pickDiverse(scores: OccupationScore[], user: PreparedUser, limit: number): OccupationScore[] {
  const caps = user.job && (user.intent === 'stay' || user.intent === 'related') ? DIVERSITY.focused : DIVERSITY.broad;
  const counts = new Map<string, number>();
  const chosen: OccupationScore[] = [];
  for (const score of scores) {
    if (chosen.length >= limit) break;
    const code = score.entry.occupation.code;
    const groups: Array<[string, number]> = [
      [code.slice(0, 7), caps.soc],
      [code.slice(0, 4), caps.minor],
      [code.slice(0, 2), caps.major],
    ];
    const full = groups.some(([g, cap]) => (counts.get(g) ?? 0) >= cap);
    if (full && !score.named) continue;
    for (const [g] of groups) counts.set(g, (counts.get(g) ?? 0) + 1);
    chosen.push(score);
  }
  // A career the person named is shown among the first NAMED_SHOWN_WITHIN, however it scores (the score and its
  // reasoning say honestly how far it is): the best occupation of each phrase, at most three phrases.
  const phrases = [...new Set(scores.filter((s) => s.named).map((s) => s.named!.phrase))].slice(0, 3);
  phrases.forEach((phrase, i) => {
    const best = scores.find((s) => s.named?.phrase === phrase)!;
    const at = chosen.indexOf(best);
    const slot = Math.min(chosen.length, Math.max(0, Math.min(limit, NAMED_SHOWN_WITHIN) - 1 - i));
    if (at !== -1 && at <= slot) return;
    if (at !== -1) chosen.splice(at, 1);
    else if (chosen.length >= limit) chosen.pop();
    chosen.splice(Math.min(slot, chosen.length), 0, best);
  });
  return chosen;
}

function toMatch(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  context: MatchContext,
): CareerMatch {
  const base = describeOccupation(score.entry);
  const reasoning = buildReasoning(index, score, user);
  const { score: matchScore, cap } = capScore(calibrateMatchScore(score.fit), {
    status: user.quality.status,
    outOfReach: score.outOfReach,
    leaving: score.leaving !== null,
    ownWorkUnsure:
      (user.intent ?? 'unsure') === 'unsure' && (score.relation.kind === 'same' || score.relation.kind === 'specialty'),
  });
  return {
    recommendation: {
      ...base,
      occupationCode: score.entry.occupation.code,
      matchScore,
      reasoning: reasoning.text,
      actionSteps: buildActionSteps(index, score, user, context),
      location: context.location?.trim() || null,
      details: { ...base.details, stretch: score.stretch },
    },
    fit: score.fit,
    components: score.components,
    claims: reasoning.claims,
    cap,
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
