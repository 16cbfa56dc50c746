/**
 * Every tunable number of the matching engine, in one place (documented in services/career/README.md).
 *
 * An occupation's fit is a weighted mean of component scores, each 0-1. A component the user gave no input for
 * (no skills picked, no free text, no resume, no values or environment) is left out and the remaining weights are
 * rescaled, so that skipping a question neither rewards nor punishes an occupation. Interest, preparation (a neutral
 * value when unanswered) and growth are always present.
 */
export const MATCH_WEIGHTS = {
  /** Pearson correlation of the user's six RIASEC scores with the occupation's, damped for undifferentiated profiles. */
  interest: 0.5,
  /** Job Zone against the user's education and experience (stretch roles kept, flagged and scored lower). */
  preparation: 0.14,
  /** The user's self-rated skill areas against the occupation's most distinctive skill and knowledge areas. */
  skills: 0.12,
  /** Tools and words from the user's free text and resume found in the occupation's technologies and titles. */
  terms: 0.1,
  /** The O*NET work values the user chose against the occupation's work value ratings. */
  values: 0.07,
  /** Preferred work environments against the occupation's estimated environment. */
  environment: 0.05,
  /** Projected employment growth 2024-34 (BLS). */
  growth: 0.02,
} as const;
export type MatchComponent = keyof typeof MATCH_WEIGHTS;

/** Interest fit: a profile whose six area scores have at least this standard deviation (1-5 scale) counts as clear. */
export const CLEAR_PROFILE_SD = 0.85;
/** Interest fit of an undifferentiated profile is multiplied by at least this much (so it is damped, not zeroed). */
export const MIN_PROFILE_CLARITY = 0.45;
/**
 * The interest correlation is taken relative to the best any catalog occupation reaches for the user (that one counts
 * as a full interest fit): O*NET rates few occupations on one area alone (the closest to a pure Enterprising profile,
 * Marketing Managers, correlates 0.83), and a clear profile should not be marked down for the catalog's shape. Never
 * below this, so a profile that nothing fits well is not lifted.
 */
export const MIN_INTEREST_CEILING = 0.75;

/** Preparation fit by how many Job Zones the occupation sits below the user's level (0, 1, 2, 3, 4). */
export const PREPARATION_BELOW = [1, 0.9, 0.65, 0.45, 0.3] as const;
/** A stretch within the preparation the user said they would take on: fit for 1, 2, 3 zones above. */
export const PREPARATION_STRETCH = [0.8, 0.65, 0.5] as const;
/** A stretch beyond what the user said they would take on. */
export const PREPARATION_OUT_OF_REACH = [0.45, 0.25, 0.1] as const;
/** When the user did not answer the education questions (kept in the mean: unknown preparation is not a perfect fit). */
export const PREPARATION_UNKNOWN = 0.75;

/** Skill areas: an area is among an occupation's top areas when its z-score (vs the catalog) is at least this. */
export const TOP_AREA_MIN_Z = 0.4;
export const TOP_AREAS_PER_OCCUPATION = 4;
/** Matched areas needed for a full skills score. */
export const SKILL_AREAS_FOR_FULL_FIT = 2;

/**
 * A skill or knowledge area is distinctive of an occupation (its "Key skills" in the details, the skills an action
 * step suggests strengthening) when it is important there (3 of 5; O*NET importance is stored x10) and at least
 * DISTINCTIVE_MIN_Z standard deviations above its mean over the catalog.
 */
export const DISTINCTIVE_MIN_IMPORTANCE = 30;
export const DISTINCTIVE_MIN_Z = 0.5;

/** Terms: weighted technology matches (hot technologies count 1.5) for a full tools score. */
export const TECH_MATCHES_FOR_FULL_FIT = 3;
export const HOT_TECH_WEIGHT = 1.5;
/** Terms: summed idf of matched words (titles count double) for a full words score. */
export const WORD_SCORE_FOR_FULL_FIT = 9;

/**
 * A career the user names in their own words ("I want to become a nurse") gets this much added to its fit (0-1),
 * provided the title names at most MAX_OCCUPATIONS_PER_NAMED_TITLE occupations.
 */
export const NAMED_CAREER_BONUS = 0.06;
export const MAX_OCCUPATIONS_PER_NAMED_TITLE = 40;

/** Growth: projected growth (percent) that earns the full bonus; zero or negative earns none. */
export const GROWTH_FOR_FULL_BONUS = 12;

/**
 * Calibration of the weighted fit (0-1) into the matchScore percent: a straight line through two anchor points,
 * then clamped. Chosen so that a clear profile's best matches land at 85-97 and an undifferentiated one lower; only
 * a fit of about 0.99 or more reaches the cap, so the cap does not flatten the top of a list.
 */
export const CALIBRATION = { fitLow: 0.5, scoreLow: 60, fitHigh: 1, scoreHigh: 97, min: 10, max: 97 } as const;

/** Matches returned, best first, with at most this many from one SOC code / minor / major group (see pickDiverse). */
export const MATCH_LIMIT = 12;
export const MAX_PER_SOC_CODE = 2;
export const MAX_PER_MINOR_GROUP = 4;
export const MAX_PER_MAJOR_GROUP = 6;
export const MAX_NAMED_BEYOND_LIMITS = 2;
