import { readFileSync } from 'node:fs';
import type { QuizQuestion } from '@pathwise/contracts';
import { RIASEC_AREAS, type RiasecArea } from '../matching/riasec.js';
import { SKILL_AREAS } from '../matching/skill-areas.js';
import type { CareerIntent, WorkSetting } from '../matching/user-profile.js';

/**
 * The assessment, in the order a career counsellor asks: the person's current or last job, what they want from the
 * next step and their preparation; then the full O*NET Interest Profiler Short Form (60 activities); then settings,
 * values, strengths, tools and goals. 70 questions, about 8 minutes (`quiz-duration.ts`, held under 10 by a test).
 *
 * Ids are stable (stored submissions refer to them): never renumber, only add new ids. Retired: 31 (the old
 * remote/office/hybrid/field question, replaced by 73) and 34 (total years of work, replaced by 74: O*NET counts
 * related experience only).
 */
export interface InterestItem {
  id: number;
  /** O*NET's presentation order, 1-60. */
  index: number;
  area: RiasecArea;
  /** The O*NET item text, unchanged. */
  activity: string;
}

/** data/interest-profiler.json, compiled by scripts/build-catalog.mjs from shared/data/assessments. */
const PROFILER = JSON.parse(readFileSync(new URL('../../data/interest-profiler.json', import.meta.url), 'utf8')) as {
  items: Array<{ index: number; area: RiasecArea; text: string }>;
};

/** Ids of the 30 items the first quiz asked (kept, so that their stored answers keep their meaning). */
const FIRST_QUIZ_ITEM_IDS: Record<string, number> = {
  'Build kitchen cabinets': 1,
  'Develop a new medicine': 2,
  'Write books or plays': 3,
  'Teach an individual an exercise routine': 4,
  'Manage a retail store': 5,
  'Develop a spreadsheet using computer software': 6,
  'Repair household appliances': 7,
  'Conduct chemical experiments': 8,
  'Compose or arrange music': 9,
  'Help people with personal or emotional problems': 10,
  'Manage a department within a large company': 11,
  'Proofread records or forms': 12,
  'Assemble electronic parts': 13,
  'Investigate the cause of a fire': 14,
  'Draw pictures': 15,
  'Give career guidance to people': 16,
  'Start your own business': 17,
  'Install software across computers on a large network': 18,
  'Set up and operate machines to make products': 19,
  'Develop a way to better predict the weather': 20,
  'Create special effects for movies': 21,
  'Perform rehabilitation therapy': 22,
  'Negotiate business contracts': 23,
  'Keep shipping and receiving records': 24,
  'Put out forest fires': 25,
  'Work in a biology lab': 26,
  'Edit movies': 27,
  'Teach a high-school class': 28,
  'Market a new line of clothing': 29,
  'Calculate the wages of employees': 30,
};
/** The other 30 items: 41-70 in O*NET order. */
const FIRST_NEW_ITEM_ID = 41;

/** All 60 items in O*NET's presentation order (areas rotate R, R, I, I, A, A, S, S, E, E, C, C). */
export const INTEREST_ITEMS: readonly InterestItem[] = (() => {
  let next = FIRST_NEW_ITEM_ID;
  return PROFILER.items.map((item) => ({
    id: FIRST_QUIZ_ITEM_IDS[item.text] ?? next++,
    index: item.index,
    area: item.area,
    activity: item.text,
  }));
})();

export const QUESTION_IDS = {
  jobTitle: 71,
  intent: 72,
  education: 33,
  experience: 74,
  furtherEducation: 35,
  settings: 73,
  values: 32,
  skills: 36,
  tools: 37,
  goals: 38,
} as const;

export const INTENT_OPTIONS: Record<CareerIntent, string> = {
  stay: 'Stay in my line of work and advance',
  related: 'Move to a related job that uses my experience',
  change: 'Change to a different field',
  unsure: "I'm not sure yet, or I'm just starting out",
};

/** Where people work, including the settings a desk-or-field choice leaves out (a ward, a workshop, a classroom). */
export const SETTING_OPTIONS: Record<WorkSetting, string> = {
  office: 'Office',
  remote: 'Remote (work from home)',
  hybrid: 'Hybrid (part home, part office)',
  clinical: 'Clinic or hospital',
  workshop: 'Workshop, factory or warehouse',
  classroom: 'Classroom or training room',
  outdoors: 'Outdoors',
  vehicle: 'Vehicle (driving or on the road)',
  customers: 'Store, restaurant or front desk (serving customers)',
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

/**
 * Education completed, with the O*NET Job Zone it usually prepares for on its own (Job Zone Reference: zone 2
 * "usually require a high school diploma", zone 3 "vocational schools ... or an associate's degree", zone 4 "a
 * four-year bachelor's degree", zone 5 "graduate school").
 */
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

/** Years in the person's current or last line of work: O*NET counts related experience, not all years worked. */
export const EXPERIENCE_OPTIONS: ReadonlyArray<{ label: string; years: number }> = [
  { label: 'None yet', years: 0 },
  { label: 'Less than 1 year', years: 0.5 },
  { label: '1-2 years', years: 1.5 },
  { label: '3-5 years', years: 4 },
  { label: '6-10 years', years: 8 },
  { label: 'More than 10 years', years: 12 },
];

/** How much more preparation the user would take on: the highest Job Zone they would train for. */
export const FURTHER_EDUCATION_OPTIONS: ReadonlyArray<{ label: string; reachZone: number; words: string }> = [
  { label: 'None: I want to start working soon', reachZone: 0, words: 'no further training' },
  { label: 'A short course or certificate (under a year)', reachZone: 2, words: 'a short course' },
  { label: 'A one- to two-year program or apprenticeship', reachZone: 3, words: 'a one- to two-year program' },
  { label: 'A two- to four-year degree', reachZone: 4, words: 'a degree' },
  { label: 'Graduate or professional school', reachZone: 5, words: 'graduate school' },
];

const interestQuestions: QuizQuestion[] = INTEREST_ITEMS.map((item) => ({
  id: item.id,
  question: `How much would you enjoy this work activity? ${item.activity}`,
  category: 'Interests',
  type: 'rating',
  options: null,
}));

const aboutYou: QuizQuestion[] = [
  {
    id: QUESTION_IDS.jobTitle,
    question: "What is your current or most recent job title? Write 'none' if you have not worked yet.",
    category: 'About You',
    type: 'text',
    options: null,
  },
  {
    id: QUESTION_IDS.intent,
    question: 'What do you want from your next career step?',
    category: 'About You',
    type: 'multiple-choice',
    options: Object.values(INTENT_OPTIONS),
    maxChoices: 1,
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
    question: 'How many years of experience do you have in your current or last line of work?',
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
];

const preferences: QuizQuestion[] = [
  {
    id: QUESTION_IDS.settings,
    question: 'Where would you like to work? Choose all the settings that suit you.',
    category: 'Work Environment',
    type: 'multiple-choice',
    options: Object.values(SETTING_OPTIONS),
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
      "Which tools, software or certifications do you use? For example Excel, Python, a forklift or CPR. Write 'none' if none.",
    category: 'Skills',
    type: 'text',
    options: null,
  },
  {
    id: QUESTION_IDS.goals,
    question:
      "Which careers or kinds of work would you like to move toward? Name any you have in mind, or write 'not sure'.",
    category: 'Your Goals',
    type: 'text',
    options: null,
  },
];

/** GET /api/quiz/questions, in the order the quiz shows them. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [...aboutYou, ...interestQuestions, ...preferences];

export const QUESTION_BY_ID: ReadonlyMap<number, QuizQuestion> = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));
export const INTEREST_ITEM_BY_ID: ReadonlyMap<number, InterestItem> = new Map(INTEREST_ITEMS.map((i) => [i.id, i]));

/** Items per area, in O*NET order: the quiz's interest scores are means over ten items each. */
export const ITEMS_PER_AREA: Readonly<Record<RiasecArea, number>> = Object.fromEntries(
  RIASEC_AREAS.map((a) => [a, INTEREST_ITEMS.filter((i) => i.area === a).length]),
) as Record<RiasecArea, number>;
