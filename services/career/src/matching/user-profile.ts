import type { RiasecArea } from './riasec.js';

export type WorkEnvironment = 'remote' | 'office' | 'hybrid' | 'field';

/** One interest item the user rated, kept so that the reasoning can quote it. */
export interface RatedActivity {
  area: RiasecArea;
  activity: string;
  rating: number;
}

/**
 * What the engine knows about a person: built from quiz answers (quiz-profile.ts), stored with the submission as
 * JSON, and read again on rescoring. Plain data, no class, so it survives a JSON round trip.
 */
export interface UserProfile {
  /** Mean rating 1-5 per RIASEC area. */
  riasec: Record<RiasecArea, number>;
  /** The user's highest-rated activities (best first), for quoting. */
  topActivities: RatedActivity[];
  /** Job Zone (1-5) the user's education and experience prepare for today; null when unanswered. */
  jobZone: number | null;
  /** Highest Job Zone the user would train for; >= jobZone. */
  reachZone: number | null;
  educationLabel: string | null;
  /** Education completed as a rank: 0 no diploma, 1 high school, 2 some college, 3 associate's, 4 bachelor's, 5 master's, 6 doctoral. */
  educationLevel: number | null;
  /** Education in words for sentences ("a bachelor's degree"). */
  educationWords: string | null;
  experienceYears: number | null;
  environments: WorkEnvironment[];
  /** O*NET work value names the user chose (Achievement, Independence, ...). */
  values: string[];
  /** SKILL_AREAS ids the user chose as strengths. */
  skillAreas: string[];
  /** The user's own free text (tools answer, then goals answer). */
  toolsText: string;
  goalsText: string;
}

/** Everything one scoring run needs beyond the profile. */
export interface MatchContext {
  /** Skills from the latest analysed resume (resume.analyzed); empty when there is none. */
  resumeSkills?: readonly string[];
  hasResume?: boolean;
  /** The user's location from their account, shown on each match. */
  location?: string | null;
  /** How many matches to return (default MATCH_LIMIT). */
  limit?: number;
}
