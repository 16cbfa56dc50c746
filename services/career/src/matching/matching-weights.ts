/**
 * Every tunable number of the matching engine, in one place (documented in services/career/README.md). Tuned on the
 * evaluation's dev personas only (EVAL.md); the held-out ones are measured, never tuned on.
 *
 * An occupation's fit is a weighted mean of component scores, each 0-1. A component the person gave no input for
 * (no job title and no career named, no skills picked, no tools, no values or settings) is left out and the other
 * weights rescaled, so that skipping a question neither rewards nor punishes an occupation.
 */
export const MATCH_WEIGHTS = {
  /** Interest: the person's six RIASEC scores against the occupation's O*NET interest profile (absolute, not relative). */
  interest: 0.4,
  /** Job Zone against the education and related experience the person has, and the preparation they would add. */
  preparation: 0.2,
  /** Their job and intent (O*NET Related Occupations), and the careers they named or want to leave. */
  career: 0.25,
  /** The strengths they picked against the occupation's most distinctive skill and knowledge areas. */
  skills: 0.06,
  /** Tools and certifications they (or their resume) name that the occupation lists. */
  tools: 0.03,
  /** The O*NET work values they chose against the occupation's work value ratings. */
  values: 0.03,
  /** The settings they chose against the occupation's estimated settings. */
  environment: 0.05,
  /** Projected employment growth 2024-34 (BLS). */
  growth: 0.01,
  /**
   * An Interest Profiler activity the person loves that is this occupation's own work (activity-work.ts); the weight
   * used is ACTIVITY_WEIGHT_BY_INTENT's.
   */
  activities: 0.08,
} as const;
export type MatchComponent = keyof typeof MATCH_WEIGHTS;

/**
 * The career component's weight by intent (the rest rescaled around it): someone staying in their field or moving to
 * related work has told us the direction, and their interests choose within it; someone changing field or unsure
 * leans more on their interests.
 */
export const CAREER_WEIGHT_BY_INTENT = { stay: 0.55, related: 0.45, change: 0.4, unsure: 0.35 } as const;
/**
 * The activities component's weight by intent (added in round 7): none for people staying (their job says where they
 * go), a little for a related move, most for people changing field or unsure, whose interests lead.
 */
export const ACTIVITY_WEIGHT_BY_INTENT = { stay: 0, related: 0.05, change: 0.08, unsure: 0.08 } as const;
/** An activity counts as loved when rated 4 or 5 and this far above the mean of all the person's 60 ratings. */
export const LOVED_ABOVE_MEAN = 1.5;
/**
 * ... and this far above the mean of its own area: what the area means do not already say (a person who rates every
 * Investigative activity 5 loves the area, not the weather forecasting in particular).
 */
export const LOVED_ABOVE_AREA = 0.5;
/** Career component with no job read and no career named: no evidence either way. */
export const CAREER_UNKNOWN = 0.5;

/**
 * Interest fit from the Pearson correlation r of the person's six area scores with the occupation's: 0 at or below
 * INTEREST_R_ZERO, 1 at INTEREST_R_FULL and above, straight between. Absolute: the same r means the same fit for
 * everyone, whatever the rest of the catalog does.
 */
export const INTEREST_R_ZERO = 0.15;
export const INTEREST_R_FULL = 0.85;

/** Profile quality (profile-quality.ts): spread of the six area means (1-5) below which the profile is flat. */
export const FLAT_PROFILE_SPREAD = 1.0;
/** ... and from which it is clear. */
export const CLEAR_PROFILE_SPREAD = 2.0;
/** Share of rating variance between areas below which the answers are inconsistent (random answers: about 0.08). */
export const INCONSISTENT_ANSWERS_MAX_SHARE = 0.2;
/** ... and from which they are consistent. */
export const CONSISTENT_ANSWERS_MIN_SHARE = 0.35;
/** Inconsistent also needs ratings that vary within an area about as much as random ones (SD on 1-5; random 1.41). */
export const INCONSISTENT_WITHIN_SD = 1.0;

/** Preparation fit by how many Job Zones the occupation sits below the zone the person is prepared for (0-4). */
export const PREPARATION_BELOW = [1, 0.85, 0.55, 0.3, 0.15] as const;
/** A stretch within the preparation the person would add: fit for 1, 2, 3 zones above. */
export const PREPARATION_ABOVE_IN_REACH = [0.9, 0.75, 0.6] as const;
/** A stretch beyond it. */
export const PREPARATION_ABOVE_OUT_OF_REACH = [0.25, 0.1, 0.05] as const;
/** When the education question was not answered (kept in the mean: unknown preparation is not a perfect fit). */
export const PREPARATION_UNKNOWN = 0.7;
/**
 * Related experience counts toward an occupation this related to the person's job (relatedness.ts), and its years
 * lift the Job Zone (4+ years: one zone, 10+: two, at most zone 4). One threshold since the fifth round: O*NET asks
 * for "work-related experience", not work of the same title (a roofer's fifteen years prepare for estimating).
 */
export const EXPERIENCE_RELATED_MIN = 0.6;

/** Career component: a career the person named in full ("critical care nurse") or as a field ("critical care"). */
export const NAMED_TITLE_FIT = 1;
export const NAMED_FIELD_FIT = 0.85;
/** Ranking only: a named career is moved up by this much, so that it is among the first matches. */
export const NAMED_RANK_BONUS = 0.1;
/** Career component of an occupation related to a named career, per unit of relation (relatedness.ts). */
export const TARGET_NEIGHBOUR_FIT = 0.8;
/**
 * Staying and advancing: a related job (not the work itself, a specialty or its supervisors) counts this much when it
 * is a step up, a side step at the same Job Zone, or a step down.
 */
export const STAY_STEP_UP = 0.85;
export const STAY_SIDE_STEP = 0.55;
export const STAY_STEP_DOWN = 0.4;
/** Staying: related work that is another profession with its own doctoral or professional degree, x this. */
export const STAY_OTHER_PROFESSION = 0.5;
/**
 * Changing field: any occupation outside the field left, alike (since round 8). It was 0.4 raised by up to 0.4 as the
 * skills of the job left carried over, which favoured the work most like the job the person wants to leave (on dev,
 * 0 of 14 such "similar work" matches and 7 of 39 two steps away were acceptable, 15 of 44 unrelated ones were): a
 * counsellor reads a change of field from the interests and the preparation the person would add.
 */
export const CHANGE_ELSEWHERE = 0.6;
/**
 * ... and where the person named the careers they want: below the way toward them (TARGET_NEIGHBOUR_FIT x their
 * relation), so that the named careers' O*NET neighbours come before work only the interests point to (on dev, of the
 * first 10 shown to people changing field, 8 of 19 such neighbours were acceptable, 2 of 14 of the rest; EVAL.md).
 * It was CHANGE_ELSEWHERE x NAMED_DIRECTION_WEIGHT (0.45).
 */
export const CHANGE_ELSEWHERE_NAMED = 0.36;
/** Changing field: an occupation in the same broad area (SOC major or minor group) as the job left. */
export const CHANGE_SAME_AREA = 0.3;
/** Where the person named careers they want, closeness to their current job counts this much. */
export const NAMED_DIRECTION_WEIGHT = 0.75;
/** Related move: the person's own occupation, which they want to move on from. */
export const RELATED_MOVE_OWN_JOB = 0.3;
/**
 * Not sure: the career component starts here, raised by up to UNSURE_RELATED for work directly related to the
 * person's job (not two relations away: since round 9, EVAL.md; among the first six shown to unsure people of dev and
 * rounds 4-7, 4 of 27 such matches were acceptable against 18 of 40 directly related ones).
 */
export const UNSURE_BASE = 0.5;
export const UNSURE_RELATED = 0.35;
/**
 * Not sure: the first-line supervisors of the job's own field related this much to it count as fully related (the
 * step up, as the evaluation's unsure rule accepts it), and related work in a lower Job Zone than the job (a step
 * down) not at all (since round 10: README.md, "Ranking, round 10").
 */
export const UNSURE_STEP_UP_MIN = 0.6;
/**
 * Not sure, with a high-school diploma or more: the preparation fit of Job Zone 2 work whose typical entry education
 * (BLS) is no formal credential, as one zone below (the labels' "not a step down"; README.md, "Ranking, round 10").
 */
export const UNSURE_NO_CREDENTIAL_FIT = 0.85;
/**
 * Work alike in skills and knowledge (centred cosine of the two occupations' importance profiles, occupation-index)
 * counts as related from SIMILAR_WORK_FROM, up to SIMILAR_WORK_FIT at identical profiles.
 */
export const SIMILAR_WORK_FROM = 0.6;
export const SIMILAR_WORK_FIT = 0.75;
/** Work to leave (their job when changing field, a close relation of it, or work they named to leave): fit x this. */
export const LEAVING_PENALTY = 0.75;

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

/** Tools: weighted technology matches (hot or in-demand technologies count 1.5) for a full tools score. */
export const TECH_MATCHES_FOR_FULL_FIT = 3;
export const HOT_TECH_WEIGHT = 1.5;

/** Growth: projected growth (percent) that earns the full bonus; zero or negative earns none. */
export const GROWTH_FOR_FULL_BONUS = 12;

/**
 * Calibration of the fit (0-1) into the match percent: a piecewise straight line through these anchors, set where a
 * counsellor's verdict on the dev personas' first ten matches turns (EVAL.md): from a fit of 0.86 (90, Excellent)
 * nine in ten are acceptable; from 0.80 (80, Good) about half; below, fewer than four in ten.
 */
export const CALIBRATION = {
  anchors: [
    [0, 10],
    [0.5, 55],
    [0.8, 80],
    [0.86, 90],
    [1, 99],
  ] as ReadonlyArray<readonly [number, number]>,
  min: 10,
  max: 99,
} as const;

/** Score caps: interest answers that do not hang together never read as Good, flat ones never as Excellent. */
export const INCONSISTENT_SCORE_CAP = 74;
export const UNDIFFERENTIATED_SCORE_CAP = 84;
/** A role beyond the preparation the person would add is at most a Potential match. */
export const OUT_OF_REACH_SCORE_CAP = 79;
/** Work the person wants to leave is at most a Potential match. */
export const LEAVING_SCORE_CAP = 74;
/**
 * For someone not sure what next, their own work (the job as read and its specialties) is at most a Good match: the
 * evaluation's labels accept it for about two unsure people in three (EVAL.md), what Good means.
 */
export const UNSURE_OWN_WORK_SCORE_CAP = 89;

/** A career the person named is among this many first matches, whatever its score. */
export const NAMED_SHOWN_WITHIN = 10;
/** Matches returned, best first. */
export const MATCH_LIMIT = 12;
/**
 * At most this many from one SOC code / minor / major group: tighter for people changing field or unsure (breadth),
 * looser for people staying or moving to related work (their field is the point).
 */
export const DIVERSITY = {
  broad: { soc: 2, minor: 4, major: 6 },
  focused: { soc: 4, minor: 8, major: 10 },
} as const;
