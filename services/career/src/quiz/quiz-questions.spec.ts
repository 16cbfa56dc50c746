import { QuizQuestionList } from '@pathwise/contracts';
import { readFileSync } from 'node:fs';
import { RIASEC_AREAS } from '../matching/riasec.js';
import { estimateQuizSeconds } from './quiz-duration.js';
import { INTEREST_ITEMS, QUESTION_IDS, QUIZ_QUESTIONS, SETTING_OPTIONS } from './quiz-questions.js';

const profiler = JSON.parse(readFileSync(new URL('../../data/interest-profiler.json', import.meta.url), 'utf8')) as {
  items: Array<{ index: number; area: string; text: string }>;
};

describe('quiz questions', () => {
  it('are in the contract shape, with unique ids', () => {
    expect(QuizQuestionList.parse(QUIZ_QUESTIONS)).toEqual(QUIZ_QUESTIONS);
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
  });

  it('ask the whole O*NET Interest Profiler Short Form, wording unchanged, in O*NET order', () => {
    expect(INTEREST_ITEMS).toHaveLength(60);
    for (const area of RIASEC_AREAS) expect(INTEREST_ITEMS.filter((i) => i.area === area)).toHaveLength(10);
    const shown = QUIZ_QUESTIONS.filter((q) => q.type === 'rating');
    expect(shown.map((q) => q.question.split('? ')[1])).toEqual(profiler.items.map((i) => i.text));
    expect(shown.map((q) => q.id)).toEqual(INTEREST_ITEMS.map((i) => i.id));
    // O*NET's revised wording where it revised an item (assessments/README.md).
    expect(shown.map((q) => q.question)).toContain(
      'How much would you enjoy this work activity? Teach sign language to people who are deaf or hard of hearing',
    );
  });

  it('keeps the ids of the first quiz for the same activities', () => {
    const byText = new Map(INTEREST_ITEMS.map((i) => [i.activity, i.id]));
    expect(byText.get('Build kitchen cabinets')).toBe(1);
    expect(byText.get('Calculate the wages of employees')).toBe(30);
    expect(byText.get('Lay brick or tile')).toBe(41);
  });

  it('asks a counsellor’s questions: job title, intent, preparation, settings including clinical to vehicle', () => {
    const byId = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));
    expect(byId.get(QUESTION_IDS.jobTitle)?.type).toBe('text');
    expect(byId.get(QUESTION_IDS.intent)?.options).toHaveLength(4);
    expect(byId.get(QUESTION_IDS.intent)?.maxChoices).toBe(1);
    expect(byId.get(QUESTION_IDS.experience)?.question).toMatch(/current or last line of work/);
    expect(byId.get(QUESTION_IDS.furtherEducation)?.options?.length).toBeGreaterThanOrEqual(4);
    const settings = byId.get(QUESTION_IDS.settings)?.options ?? [];
    for (const key of ['clinical', 'workshop', 'classroom', 'office', 'outdoors', 'vehicle'] as const)
      expect(settings).toContain(SETTING_OPTIONS[key]);
    for (const q of QUIZ_QUESTIONS.filter((x) => x.type === 'multiple-choice'))
      expect(q.options?.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps text questions few, each asking for a short entry', () => {
    const text = QUIZ_QUESTIONS.filter((q) => q.type === 'text');
    expect(text.length).toBeLessThanOrEqual(3);
    // Each says what to write when there is nothing to say, so the entry the quiz requires is never a puzzle.
    for (const q of text) expect(q.question).toMatch(/write '(none|not sure)'/i);
  });

  it('takes a person under 10 minutes by the estimate', () => {
    const seconds = estimateQuizSeconds(QUIZ_QUESTIONS);
    expect(seconds).toBeLessThan(10 * 60);
    expect(seconds).toBeGreaterThan(5 * 60);
  });

  it('never uses the multiple-choice separator inside an option', () => {
    for (const q of QUIZ_QUESTIONS) for (const o of q.options ?? []) expect(o).not.toContain('|||');
  });
});
