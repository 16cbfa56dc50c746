import type { RiasecArea } from './riasec.js';

/** Where the person would like to work (the quiz's settings question). */
export type WorkSetting =
  'office' | 'remote' | 'hybrid' | 'clinical' | 'workshop' | 'classroom' | 'outdoors' | 'vehicle' | 'customers';
/** A setting, or 'field' (on site, outdoors or on the road): the first quiz's option, kept for its stored profiles. */
export type WorkEnvironment = WorkSetting | 'field';

/** What the person wants from their next step. */
export type CareerIntent = 'stay' | 'related' | 'change' | 'unsure';

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
  /** Each area's item ratings in O*NET order (ten per area); absent in profiles of the first, 30-item quiz. */
  itemRatings?: Record<RiasecArea, number[]>;
  /** Current or last job title as typed; null when none (or a profile of the first quiz, which did not ask). */
  jobTitle?: string | null;
  intent?: CareerIntent | null;
  /**
   * Job Zone (1-5) the user's education prepares for; null when unanswered. (Profiles of the first quiz stored the
   * higher of education and any experience here.) Related experience counts only toward related occupations.
   */
  jobZone: number | null;
  /** Highest Job Zone the user would train for; >= jobZone. */
  reachZone: number | null;
  educationLabel: string | null;
  /** Education completed as a rank: 0 no diploma, 1 high school, 2 some college, 3 associate's, 4 bachelor's, 5 master's, 6 doctoral. */
  educationLevel: number | null;
  /** Education in words for sentences ("a bachelor's degree"). */
  educationWords: string | null;
  /** Years in the current or last line of work (first-quiz profiles: years of work in all). */
  experienceYears: number | null;
  /** The further preparation chosen, in words ("a short course"); absent when unanswered. */
  furtherWords?: string | null;
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
