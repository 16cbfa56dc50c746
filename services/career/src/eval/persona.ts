/**
 * A labelled person for the career-matching evaluation (`npm run eval:career`): who they are, how they would answer
 * the quiz, and which occupations a career counsellor would accept for them.
 *
 * The answers are described the way the person would give them (their job title as typed, their goals in their own
 * words, how much they like each kind of activity), not in the quiz's ids or option labels: `answer-quiz.ts` reads
 * the quiz's own questions and answers each one as this person would, so the same person can take any version of
 * the quiz.
 */
export type Letter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export type Intent = 'stay' | 'related' | 'change' | 'unsure';

export type Education = 'none' | 'highschool' | 'somecollege' | 'associate' | 'bachelor' | 'master' | 'doctoral';

/** The most further preparation the person would take on. */
export type Willing = 'none' | 'short' | 'program' | 'degree' | 'graduate';

export type Setting =
  'office' | 'remote' | 'hybrid' | 'clinical' | 'workshop' | 'classroom' | 'outdoors' | 'vehicle' | 'customers';

export type Value = 'Achievement' | 'Working Conditions' | 'Recognition' | 'Relationships' | 'Support' | 'Independence';

/** The quiz's skill areas by id (matching/skill-areas.ts). */
export type SkillArea =
  | 'communication'
  | 'numbers'
  | 'technology'
  | 'science'
  | 'helping'
  | 'health'
  | 'leadership'
  | 'sales'
  | 'creative'
  | 'mechanical'
  | 'organising'
  | 'law';

/** How a person uses a rating scale: some rate everything up, some keep to the middle, some are harsh. */
export type RatingStyle = 'plain' | 'generous' | 'middling' | 'harsh';

export interface Persona {
  id: string;
  /** 'heldout' personas are only measured, never looked at while changing the engine. */
  split: 'dev' | 'heldout';
  who: string;
  /** Current or last job title as the person would type it; null when they have not worked. */
  jobTitle: string | null;
  /** O*NET code of that job (for the label justification; the engine never sees it). */
  jobCode: string | null;
  intent: Intent;
  /** How much the person likes each interest area's activities, 1 (not at all) to 5 (very much). */
  interests: Record<Letter, number>;
  /** Interest Profiler activities (substrings of the item text) the person rates 5 / 1 whatever their area. */
  likes?: string[];
  dislikes?: string[];
  style?: RatingStyle;
  education: Education;
  /** Years in their current or last line of work. */
  years: number;
  /** Years of work in all (defaults to `years`). */
  totalYears?: number;
  willing: Willing;
  settings: Setting[];
  values: Value[];
  skills: SkillArea[];
  /** The tools answer, as typed. */
  tools: string;
  /** The goals answer, as typed. */
  goals: string;
  /** A career the person names: the occupations that count as it (any one in the top 10 is a hit). */
  target?: { phrase: string; codes: string[] };
  /** Occupations a counsellor would accept for this person. */
  accept: string[];
  /** Why: the O*NET relations and job zones behind the labels. */
  why: string;
}
