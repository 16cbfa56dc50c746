import {
  CLEAR_PROFILE_SD,
  GROWTH_FOR_FULL_BONUS,
  HOT_TECH_WEIGHT,
  MATCH_WEIGHTS,
  MIN_INTEREST_CEILING,
  MIN_PROFILE_CLARITY,
  NAMED_CAREER_BONUS,
  PREPARATION_BELOW,
  PREPARATION_OUT_OF_REACH,
  PREPARATION_STRETCH,
  PREPARATION_UNKNOWN,
  SKILL_AREAS_FOR_FULL_FIT,
  TECH_MATCHES_FOR_FULL_FIT,
  TOP_AREA_MIN_Z,
  WORD_SCORE_FOR_FULL_FIT,
  type MatchComponent,
} from './matching-weights.js';
import type { IndexedOccupation, OccupationIndex } from './occupation-index.js';
import { RIASEC_AREAS, pearson, rankAreas, standardDeviation, type RiasecArea } from './riasec.js';
import { isGenericWord, phraseTokens, techTokens, userContentWords, userTechTokens } from './text-terms.js';
import type { MatchContext, UserProfile, WorkEnvironment } from './user-profile.js';

export interface TechMatch {
  /** The technology as O*NET names it. */
  name: string;
  /** The word as the user (or their resume) wrote it. */
  word: string;
  fromResume: boolean;
}

/** The user side of scoring, computed once per run. */
export interface PreparedUser {
  profile: UserProfile;
  vector: number[];
  rankedAreas: RiasecArea[];
  /** 0-1: how differentiated the interest profile is (1 = clear). */
  clarity: number;
  /** The correlation that counts as a full interest fit: the catalog's best for this profile (see MIN_INTEREST_CEILING). */
  interestCeiling: number;
  skillAreas: Set<string>;
  /** Technology (lower-case name) -> the word the user wrote, from the quiz answers. */
  quizTech: Map<string, string>;
  /** Technology (lower-case name) -> the resume skill it came from. */
  resumeTech: Map<string, string>;
  /** Both of the above (quiz first), lower-case name -> match. */
  allTech: Map<string, TechMatch>;
  /** Occupation code -> the title phrase the user wrote that names it. */
  namedCareers: Map<string, string>;
  /** Stemmed word -> the user's surface form, from free text and resume skills. */
  words: Map<string, string>;
  hasTerms: boolean;
  /** Per occupation position: summed idf of the user's words in its titles and description. */
  wordScores: Float64Array;
  /** Per occupation position: weighted count of the user's tools it lists. */
  techWeights: Float64Array;
}

export interface ComponentScores {
  interest: number;
  preparation: number;
  skills?: number;
  terms?: number;
  values?: number;
  environment?: number;
  growth: number;
}

/** Everything the reasoning and the action steps need to explain one score. */
export interface OccupationScore {
  entry: IndexedOccupation;
  fit: number;
  /** The fit before its cap at 1, for ranking: two named careers that both reach 1 keep the order of their answers. */
  rankFit: number;
  components: ComponentScores;
  correlation: number;
  stretch: boolean;
  /** Beyond what the user said they would train for. */
  outOfReach: boolean;
  matchedAreas: string[];
  matchedTech: TechMatch[];
  /** The user's words found in the occupation's titles or description, with their weight (unsorted). */
  matchedWords: Array<{ word: string; score: number }>;
  matchedValues: string[];
  bestEnvironment: WorkEnvironment | null;
  /** The user's own words that name this career, when they did. */
  namedAs: string | null;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const COMPONENTS = Object.keys(MATCH_WEIGHTS) as MatchComponent[];

export function prepareUser(index: OccupationIndex, profile: UserProfile, context: MatchContext = {}): PreparedUser {
  const vector = RIASEC_AREAS.map((a) => profile.riasec[a]);
  const sd = standardDeviation(vector);
  const clarity = Math.min(1, MIN_PROFILE_CLARITY + (1 - MIN_PROFILE_CLARITY) * (sd / CLEAR_PROFILE_SD));
  let interestCeiling = MIN_INTEREST_CEILING;
  for (const entry of index.occupations) interestCeiling = Math.max(interestCeiling, pearson(vector, entry.riasec));

  const quizText = `${profile.toolsText}\n${profile.goalsText}`;
  const quizTech = findTechnologies(index, quizText);
  const resumeSkills = context.resumeSkills ?? [];
  const resumeTech = new Map<string, string>();
  for (const skill of resumeSkills) {
    for (const [key] of findTechnologies(index, skill)) if (!resumeTech.has(key)) resumeTech.set(key, skill);
  }
  const allTech = new Map<string, TechMatch>();
  for (const [key, word] of quizTech)
    allTech.set(key, { name: index.techNames.get(key) ?? key, word, fromResume: false });
  for (const [key, word] of resumeTech) {
    if (!allTech.has(key)) allTech.set(key, { name: index.techNames.get(key) ?? key, word, fromResume: true });
  }
  const words = userContentWords(`${quizText}\n${resumeSkills.join('\n')}`);
  // Careers are named in the goals answer; the tools answer lists tools (power tools are not a job).
  const namedCareers = findNamedCareers(index, profile.goalsText);

  const wordScores = new Float64Array(index.occupations.length);
  for (const stemmed of words.keys()) {
    const idf = index.idf.get(stemmed) ?? 0;
    for (const p of index.wordPostings.get(stemmed) ?? []) wordScores[p.position] += p.weight * idf;
  }
  const techWeights = new Float64Array(index.occupations.length);
  for (const key of allTech.keys()) {
    const rarity = Math.min(1, (index.techIdf.get(key) ?? 0) / 2);
    for (const p of index.techPostings.get(key) ?? [])
      techWeights[p.position] += (p.hot ? HOT_TECH_WEIGHT : 1) * rarity;
  }
  return {
    wordScores,
    techWeights,
    profile,
    vector,
    rankedAreas: rankAreas(profile.riasec),
    clarity,
    interestCeiling,
    skillAreas: new Set(profile.skillAreas),
    quizTech,
    resumeTech,
    allTech,
    namedCareers,
    words,
    hasTerms: quizTech.size > 0 || resumeTech.size > 0 || words.size > 0,
  };
}

/**
 * Occupations whose title (or a title people use for it) the user wrote, e.g. "I want to become a nurse". Longest
 * phrase first at each position, so "software engineer" does not also count as "engineer".
 */
export function findNamedCareers(index: OccupationIndex, text: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const line of text.split(/[.!?;\n]+/)) {
    const tokens = phraseTokens(line);
    let i = 0;
    while (i < tokens.length) {
      let matched = 0;
      for (let n = Math.min(index.maxTitleWords, tokens.length - i); n >= 1 && !matched; n--) {
        const phrase = tokens.slice(i, i + n).join(' ');
        const codes = index.titleIndex.get(phrase);
        if (!codes) continue;
        for (const code of codes) if (!named.has(code)) named.set(code, phrase);
        matched = n;
      }
      i += matched || 1;
    }
  }
  return named;
}

/** Technologies named in a text: lower-case catalog name -> the word as written there. */
export function findTechnologies(index: OccupationIndex, text: string): Map<string, string> {
  const found = new Map<string, string>();
  const tokens = userTechTokens(text);
  const surface = new Map<string, string>();
  for (const raw of text.split(/[^A-Za-z0-9+#.]+/)) {
    const t = raw.replace(/^\.+|\.+$/g, '');
    if (t && !surface.has(t.toLowerCase())) surface.set(t.toLowerCase(), t);
  }
  for (const token of tokens) {
    // A common word ("job", "project") names a tool only with the rest of its name ("Microsoft Project").
    const generic = isGenericWord(token);
    for (const key of index.techLexicon.get(token) ?? []) {
      if (found.has(key) || (generic && !techTokens(key).every((t) => tokens.has(t)))) continue;
      found.set(key, surface.get(token) ?? token);
    }
    for (const phrase of index.techPhrases.get(token) ?? []) {
      if (!found.has(phrase.key) && phrase.tokens.every((t) => tokens.has(t))) {
        found.set(phrase.key, phrase.tokens.map((t) => surface.get(t) ?? t).join(' '));
      }
    }
  }
  return found;
}

function preparationFit(zone: number, profile: UserProfile): { fit: number; stretch: boolean; outOfReach: boolean } {
  if (profile.jobZone === null) return { fit: PREPARATION_UNKNOWN, stretch: false, outOfReach: false };
  const current = profile.jobZone;
  const reach = Math.max(current, profile.reachZone ?? current);
  if (zone <= current) return { fit: PREPARATION_BELOW[current - zone] ?? 0.3, stretch: false, outOfReach: false };
  if (zone <= reach) return { fit: PREPARATION_STRETCH[zone - current - 1] ?? 0.5, stretch: true, outOfReach: false };
  return { fit: PREPARATION_OUT_OF_REACH[zone - reach - 1] ?? 0.1, stretch: true, outOfReach: true };
}

/**
 * Scores one occupation for the user. With `explain`, also lists what matched (areas, tools, words, values) for the
 * reasoning; ranking does not need them, so the pass over the whole catalog skips that work.
 */
export function scoreOccupation(
  index: OccupationIndex,
  user: PreparedUser,
  entry: IndexedOccupation,
  explain = false,
): OccupationScore {
  const { profile } = user;
  const o = entry.occupation;

  const correlation = pearson(user.vector, entry.riasec);
  const interest = user.clarity * clamp01(correlation / user.interestCeiling);
  const components: ComponentScores = { interest, preparation: 0, growth: 0 };

  const prep = preparationFit(o.jobZone, profile);
  components.preparation = prep.fit;

  // Skills: each chosen area counts by how much the occupation stands out in it.
  const matchedAreas: string[] = [];
  if (user.skillAreas.size > 0) {
    let sum = 0;
    for (const area of user.skillAreas) {
      const z = entry.areaZ.get(area) ?? 0;
      sum += clamp01(z / 1.5);
      if (explain && z >= TOP_AREA_MIN_Z) matchedAreas.push(area);
    }
    components.skills = clamp01(sum / Math.min(SKILL_AREAS_FOR_FULL_FIT, user.skillAreas.size));
    matchedAreas.sort((a, b) => (entry.areaZ.get(b) ?? 0) - (entry.areaZ.get(a) ?? 0));
  }

  // Terms: named tools the occupation uses, and the user's words in its titles and description (summed per
  // occupation in prepareUser; the lists behind the sums are only built when explaining).
  const matchedTech: OccupationScore['matchedTech'] = [];
  const matchedWords: OccupationScore['matchedWords'] = [];
  if (user.hasTerms) {
    const tech = clamp01(user.techWeights[entry.position] / TECH_MATCHES_FOR_FULL_FIT);
    const words = clamp01(user.wordScores[entry.position] / WORD_SCORE_FOR_FULL_FIT);
    components.terms = 1 - (1 - tech) * (1 - words);
    if (explain) {
      for (const [key, match] of user.allTech) if (entry.technologies.has(key)) matchedTech.push(match);
      for (const [stemmed, surface] of user.words) {
        const weight = entry.words.get(stemmed);
        if (weight !== undefined) matchedWords.push({ word: surface, score: weight * (index.idf.get(stemmed) ?? 0) });
      }
    }
  }

  const matchedValues: string[] = [];
  if (profile.values.length > 0) {
    let sum = 0;
    for (const v of profile.values) {
      const s = entry.values.get(v) ?? 0.5;
      sum += s;
      if (explain && o.valueHighPoints.includes(v)) matchedValues.push(v);
    }
    components.values = sum / profile.values.length;
  }

  let bestEnvironment: WorkEnvironment | null = null;
  if (profile.environments.length > 0) {
    let best = -1;
    for (const env of profile.environments) {
      if (entry.environment[env] > best) {
        best = entry.environment[env];
        bestEnvironment = env;
      }
    }
    components.environment = best;
  }

  const growth = o.outlook?.growthPct;
  components.growth = growth === null || growth === undefined ? 0.2 : clamp01(growth / GROWTH_FOR_FULL_BONUS);

  let weighted = 0;
  let weights = 0;
  for (const key of COMPONENTS) {
    const value = components[key];
    if (value === undefined) continue;
    weighted += MATCH_WEIGHTS[key] * value;
    weights += MATCH_WEIGHTS[key];
  }

  const namedAs = user.namedCareers.get(o.code) ?? null;
  const fit = (weights > 0 ? weighted / weights : 0) + (namedAs ? NAMED_CAREER_BONUS : 0);

  return {
    entry,
    fit: Math.min(1, fit),
    rankFit: fit,
    namedAs,
    components,
    correlation,
    stretch: prep.stretch,
    outOfReach: prep.outOfReach,
    matchedAreas,
    matchedTech,
    matchedWords,
    matchedValues,
    bestEnvironment,
  };
}
