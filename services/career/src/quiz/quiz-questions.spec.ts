import { QuizQuestionList } from '@pathwise/contracts';
import { RIASEC_AREAS } from '../matching/riasec.js';
import { INTEREST_ITEMS, QUIZ_QUESTIONS } from './quiz-questions.js';

describe('quiz questions', () => {
  it('has 30 to 40 questions in the contract shape, with unique ids', () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(QUIZ_QUESTIONS.length).toBeLessThanOrEqual(40);
    expect(QuizQuestionList.parse(QUIZ_QUESTIONS)).toEqual(QUIZ_QUESTIONS);
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
  });

  it('rates at least five activities per RIASEC area', () => {
    for (const area of RIASEC_AREAS)
      expect(INTEREST_ITEMS.filter((i) => i.area === area).length).toBeGreaterThanOrEqual(5);
    for (const item of INTEREST_ITEMS) expect(QUIZ_QUESTIONS.find((q) => q.id === item.id)?.type).toBe('rating');
  });

  it('asks about environment, values, education, experience, skills and free text', () => {
    const mc = QUIZ_QUESTIONS.filter((q) => q.type === 'multiple-choice');
    for (const q of mc) expect(q.options?.length).toBeGreaterThanOrEqual(2);
    const environment = mc.find((q) => q.category === 'Work Environment');
    expect(environment?.options?.map((o) => o.split(' ')[0])).toEqual(['Remote', 'Office', 'Hybrid', 'Field']);
    expect(mc.find((q) => q.category === 'Work Values')?.options).toHaveLength(6);
    expect(mc.filter((q) => q.category === 'Education & Experience').length).toBeGreaterThanOrEqual(2);
    expect(mc.find((q) => q.category === 'Skills')).toBeDefined();
    const text = QUIZ_QUESTIONS.filter((q) => q.type === 'text');
    expect(text.length).toBeGreaterThanOrEqual(1);
    expect(text.length).toBeLessThanOrEqual(2);
  });

  it('never uses the multiple-choice separator inside an option', () => {
    for (const q of QUIZ_QUESTIONS) for (const o of q.options ?? []) expect(o).not.toContain('|||');
  });
});
