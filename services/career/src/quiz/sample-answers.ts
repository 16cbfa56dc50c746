import { MULTIPLE_CHOICE_SEPARATOR, type QuizSubmission } from '@pathwise/contracts';

type QuizAnswer = QuizSubmission['responses'][number];
import type { RiasecArea } from '../matching/riasec.js';
import { SKILL_AREA_BY_ID } from '../matching/skill-areas.js';
import {
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  FURTHER_EDUCATION_OPTIONS,
  INTENT_OPTIONS,
  INTEREST_ITEMS,
  QUESTION_BY_ID,
  QUESTION_IDS,
  SETTING_OPTIONS,
  WORK_VALUE_OPTIONS,
} from './quiz-questions.js';
import type { CareerIntent, WorkSetting } from '../matching/user-profile.js';

/**
 * Builds complete quiz submissions from a compact description of a person: used by the unit and integration tests
 * and by the benchmark (`npm run bench:career`), never by the running service.
 */
export interface SampleAnswers {
  /** Ratings (1-5) for each area's items in question order; fewer than ten repeat from the first. */
  ratings: Record<RiasecArea, number[]>;
  jobTitle?: string;
  intent?: CareerIntent;
  environments?: WorkSetting[];
  values?: string[];
  education?: number;
  experience?: number;
  furtherEducation?: number;
  skillAreas?: string[];
  tools?: string;
  goals?: string;
}

export function sampleSubmission(answers: SampleAnswers): QuizSubmission {
  const responses: QuizAnswer[] = [];
  const seenPerArea = new Map<RiasecArea, number>();
  const entry = (questionId: number, response: string): QuizAnswer => {
    const q = QUESTION_BY_ID.get(questionId)!;
    return { questionId, question: q.question, category: q.category, response };
  };
  for (const item of INTEREST_ITEMS) {
    const k = seenPerArea.get(item.area) ?? 0;
    seenPerArea.set(item.area, k + 1);
    const own = answers.ratings[item.area];
    responses.push(entry(item.id, String(own[k % own.length])));
  }
  const join = (labels: string[]) => labels.join(MULTIPLE_CHOICE_SEPARATOR);
  if (answers.jobTitle !== undefined) responses.push(entry(QUESTION_IDS.jobTitle, answers.jobTitle));
  if (answers.intent) responses.push(entry(QUESTION_IDS.intent, INTENT_OPTIONS[answers.intent]));
  if (answers.environments)
    responses.push(entry(QUESTION_IDS.settings, join(answers.environments.map((e) => SETTING_OPTIONS[e]))));
  if (answers.values)
    responses.push(entry(QUESTION_IDS.values, join(answers.values.map((v) => WORK_VALUE_OPTIONS[v]))));
  if (answers.education !== undefined)
    responses.push(entry(QUESTION_IDS.education, EDUCATION_OPTIONS[answers.education].label));
  if (answers.experience !== undefined)
    responses.push(entry(QUESTION_IDS.experience, EXPERIENCE_OPTIONS[answers.experience].label));
  if (answers.furtherEducation !== undefined) {
    responses.push(entry(QUESTION_IDS.furtherEducation, FURTHER_EDUCATION_OPTIONS[answers.furtherEducation].label));
  }
  if (answers.skillAreas) {
    responses.push(entry(QUESTION_IDS.skills, join(answers.skillAreas.map((id) => SKILL_AREA_BY_ID.get(id)!.label))));
  }
  if (answers.tools !== undefined) responses.push(entry(QUESTION_IDS.tools, answers.tools));
  if (answers.goals !== undefined) responses.push(entry(QUESTION_IDS.goals, answers.goals));
  return { responses };
}

/** Three contrasting people (the acceptance profiles). Education/experience/further are option indexes. */
export const SAMPLE_PEOPLE = {
  analytical: {
    ratings: {
      Realistic: [2, 2, 3, 2, 1],
      Investigative: [5, 5, 4, 5, 4],
      Artistic: [2, 1, 2, 1, 2],
      Social: [1, 2, 2, 1, 2],
      Enterprising: [2, 2, 2, 1, 1],
      Conventional: [4, 3, 4, 3, 4],
    },
    environments: ['remote', 'hybrid'],
    values: ['Achievement', 'Independence'],
    education: 4,
    experience: 2,
    furtherEducation: 4,
    skillAreas: ['numbers', 'technology', 'science'],
    tools: 'Python, SQL, Excel, R and statistics',
    goals: 'I enjoy analysing data, running experiments and building statistical models to answer research questions.',
  },
  artistic: {
    ratings: {
      Realistic: [2, 2, 1, 1, 1],
      Investigative: [2, 2, 1, 2, 1],
      Artistic: [5, 5, 5, 4, 5],
      Social: [3, 2, 2, 2, 2],
      Enterprising: [2, 2, 3, 1, 3],
      Conventional: [1, 1, 1, 1, 1],
    },
    environments: ['hybrid', 'remote'],
    values: ['Independence', 'Achievement'],
    education: 4,
    experience: 2,
    furtherEducation: 1,
    skillAreas: ['creative', 'communication'],
    tools: 'Photoshop, Illustrator, drawing and video editing',
    goals: 'I love illustration, graphic design and making short films with my friends.',
  },
  social: {
    ratings: {
      Realistic: [1, 2, 1, 2, 1],
      Investigative: [2, 2, 1, 2, 3],
      Artistic: [2, 2, 2, 1, 1],
      Social: [5, 5, 5, 4, 5],
      Enterprising: [2, 1, 2, 1, 1],
      Conventional: [2, 2, 1, 2, 2],
    },
    environments: ['office', 'classroom'],
    values: ['Relationships', 'Achievement'],
    education: 4,
    experience: 3,
    furtherEducation: 4,
    skillAreas: ['helping', 'communication'],
    tools: 'Counselling, first aid and Microsoft Word',
    goals: 'I want to help people through hard times, for example as a counsellor, a social worker or a teacher.',
  },
} satisfies Record<string, SampleAnswers>;
