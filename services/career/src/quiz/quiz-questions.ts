import type { QuizQuestion } from '@pathwise/contracts';
import { RIASEC_AREAS, type RiasecArea } from '../matching/riasec.js';
import { SKILL_AREAS } from '../matching/skill-areas.js';
import type { WorkEnvironment } from '../matching/user-profile.js';

/**
 * The assessment: 38 questions, about 8 minutes. Ids are stable (stored submissions refer to them): never renumber,
 * only add new ids.
 *
 * Interest items: 30 of the 60 O*NET Interest Profiler Short Form items (5 per RIASEC area), wording unchanged,
 * presented in O*NET's rotating R, I, A, S, E, C order and answered on the spec's 1-5 scale. Their terms require the
 * notice QUIZ_ITEMS_NOTICE (contracts) wherever they are shown.
 */
export interface InterestItem {
  id: number;
  area: RiasecArea;
  /** The O*NET item text, unchanged. */
  activity: string;
}

// Five items per area, chosen from the Short Form to cover different kinds of work within each area.
const ITEMS_BY_AREA: Record<RiasecArea, string[]> = {
  Realistic: [
    'Build kitchen cabinets',
    'Repair household appliances',
    'Assemble electronic parts',
    'Set up and operate machines to make products',
    'Put out forest fires',
  ],
  Investigative: [
    'Develop a new medicine',
    'Conduct chemical experiments',
    'Investigate the cause of a fire',
    'Develop a way to better predict the weather',
    'Work in a biology lab',
  ],
  Artistic: [
    'Write books or plays',
    'Compose or arrange music',
    'Draw pictures',
    'Create special effects for movies',
    'Edit movies',
  ],
  Social: [
    'Teach an individual an exercise routine',
    'Help people with personal or emotional problems',
    'Give career guidance to people',
    'Perform rehabilitation therapy',
    'Teach a high-school class',
  ],
  Enterprising: [
    'Manage a retail store',
    'Manage a department within a large company',
    'Start your own business',
    'Negotiate business contracts',
    'Market a new line of clothing',
  ],
  Conventional: [
    'Develop a spreadsheet using computer software',
    'Proofread records or forms',
    'Install software across computers on a large network',
    'Keep shipping and receiving records',
    'Calculate the wages of employees',
  ],
};

/** Ids 1-30: round k asks the k-th item of every area in R, I, A, S, E, C order. */
export const INTEREST_ITEMS: readonly InterestItem[] = [0, 1, 2, 3, 4].flatMap((round) =>
  RIASEC_AREAS.map((area, i) => ({ id: round * 6 + i + 1, area, activity: ITEMS_BY_AREA[area][round] })),
);

export const QUESTION_IDS = {
  environment: 31,
  values: 32,
  education: 33,
  experience: 34,
  furtherEducation: 35,
  skills: 36,
  tools: 37,
  goals: 38,
} as const;

export const ENVIRONMENT_OPTIONS: Record<WorkEnvironment, string> = {
  remote: 'Remote (work from home)',
  office: 'Office',
  hybrid: 'Hybrid (part home, part office)',
  field: 'Field (on site, outdoors or on the road)',
};

/** O*NET's six work values, in catalog order, with the words the user chooses from. */
export const WORK_VALUE_OPTIONS: Record<string, string> = {
  Achievement: 'Achievement: using my abilities and seeing results',
  'Working Conditions': 'Working conditions: job security, good pay and varied work',
  Recognition: 'Recognition: advancement, leadership and prestige',
  Relationships: 'Relationships: friendly co-workers and serving others',
  Support: 'Support: a supportive employer and fair management',
  Independence: 'Independence: working on my own and making decisions',
};

/** Education completed, with the O*NET Job Zone it usually prepares for. */
export const EDUCATION_OPTIONS: ReadonlyArray<{ label: string; level: number; jobZone: number; words: string }> = [
  { label: 'Less than a high school diploma', level: 0, jobZone: 1, words: 'no diploma yet' },
  { label: 'High school diploma or equivalent', level: 1, jobZone: 2, words: 'a high school diploma' },
  {
    label: 'Some college, a certificate or an apprenticeship',
    level: 2,
    jobZone: 3,
    words: 'some college or a certificate',
  },
  { label: "Associate's degree", level: 3, jobZone: 3, words: "an associate's degree" },
  { label: "Bachelor's degree", level: 4, jobZone: 4, words: "a bachelor's degree" },
  { label: "Master's degree", level: 5, jobZone: 5, words: "a master's degree" },
  { label: 'Doctoral or professional degree', level: 6, jobZone: 5, words: 'a doctoral or professional degree' },
];

/** Years of work experience, with the Job Zone that experience alone can reach (O*NET Job Zone Reference). */
export const EXPERIENCE_OPTIONS: ReadonlyArray<{ label: string; years: number; jobZone: number }> = [
  { label: 'None yet', years: 0, jobZone: 1 },
  { label: 'Less than 1 year', years: 0.5, jobZone: 1 },
  { label: '1-2 years', years: 1.5, jobZone: 2 },
  { label: '3-5 years', years: 4, jobZone: 3 },
  { label: '6-10 years', years: 8, jobZone: 3 },
  { label: 'More than 10 years', years: 12, jobZone: 4 },
];

/** How much more preparation the user would take on: the highest Job Zone they would train for. */
export const FURTHER_EDUCATION_OPTIONS: ReadonlyArray<{ label: string; reachZone: number }> = [
  { label: 'None: I want to start working soon', reachZone: 0 },
  { label: 'A short course or certificate (under a year)', reachZone: 2 },
  { label: 'A one- to two-year program or apprenticeship', reachZone: 3 },
  { label: 'A two- to four-year degree', reachZone: 4 },
  { label: 'Graduate or professional school', reachZone: 5 },
];

const interestQuestions: QuizQuestion[] = INTEREST_ITEMS.map((item) => ({
  id: item.id,
  question: `How much would you enjoy this work activity? ${item.activity}`,
  category: 'Interests',
  type: 'rating',
  options: null,
}));

const otherQuestions: QuizQuestion[] = [
  {
    id: QUESTION_IDS.environment,
    question: 'Which work environments would you prefer? Choose all that suit you.',
    category: 'Work Environment',
    type: 'multiple-choice',
    options: Object.values(ENVIRONMENT_OPTIONS),
    maxChoices: null,
  },
  {
    id: QUESTION_IDS.values,
    question: 'What matters most to you in a job? Choose up to three.',
    category: 'Work Values',
    type: 'multiple-choice',
    options: Object.values(WORK_VALUE_OPTIONS),
    maxChoices: 3,
  },
  {
    id: QUESTION_IDS.education,
    question: 'What is the highest level of education you have completed?',
    category: 'Education & Experience',
    type: 'multiple-choice',
    options: EDUCATION_OPTIONS.map((o) => o.label),
    maxChoices: 1,
  },
  {
    id: QUESTION_IDS.experience,
    question: 'How many years of work experience do you have?',
    category: 'Education & Experience',
    type: 'multiple-choice',
    options: EXPERIENCE_OPTIONS.map((o) => o.label),
    maxChoices: 1,
  },
  {
    id: QUESTION_IDS.furtherEducation,
    question: 'How much more education or training would you be willing to complete for the right career?',
    category: 'Education & Experience',
    type: 'multiple-choice',
    options: FURTHER_EDUCATION_OPTIONS.map((o) => o.label),
    maxChoices: 1,
  },
  {
    id: QUESTION_IDS.skills,
    question: 'Which of these are your strongest skills? Choose all that apply.',
    category: 'Skills',
    type: 'multiple-choice',
    options: SKILL_AREAS.map((a) => a.label),
    maxChoices: null,
  },
  {
    id: QUESTION_IDS.tools,
    question:
      'Which tools, software or specialised skills do you already have? For example Excel, Python, Photoshop, welding or first aid.',
    category: 'Skills',
    type: 'text',
    options: null,
  },
  {
    id: QUESTION_IDS.goals,
    question:
      'Which kinds of work, subjects or careers interest you most, and what did you enjoy in a past job, class or project?',
    category: 'Your Goals',
    type: 'text',
    options: null,
  },
];

/** GET /api/quiz/questions, in the order the quiz shows them. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [...interestQuestions, ...otherQuestions];

export const QUESTION_BY_ID: ReadonlyMap<number, QuizQuestion> = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));
export const INTEREST_ITEM_BY_ID: ReadonlyMap<number, InterestItem> = new Map(INTEREST_ITEMS.map((i) => [i.id, i]));
