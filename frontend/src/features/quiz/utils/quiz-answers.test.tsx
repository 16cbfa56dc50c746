import type { QuizQuestion } from '@pathwise/contracts';
import { isAnswered, progressPercent, selectionRule, setAnswer, splitPrompt, toggleChoice } from './quiz-answers';

const mc = (question: string, options = ['A', 'B', 'C', 'D']): QuizQuestion => ({
  id: 9,
  question,
  category: 'Test',
  type: 'multiple-choice',
  options,
});

describe('quiz answers', () => {
  it('reads single, several and limited choice from the question', () => {
    expect(selectionRule(mc('What is the highest level of education you have completed?'))).toEqual({
      multiple: false,
      max: null,
    });
    expect(selectionRule(mc('Which are your strongest skills? Choose all that apply.'))).toEqual({
      multiple: true,
      max: null,
    });
    expect(selectionRule(mc('What matters most to you in a job? Choose up to three.'))).toEqual({
      multiple: true,
      max: 3,
    });
    expect(selectionRule(mc('Pick up to 2 of these.'))).toEqual({ multiple: true, max: 2 });
  });

  it("prefers the question's own maxChoices over its wording", () => {
    expect(selectionRule({ ...mc('Choose all that apply.'), maxChoices: 1 })).toEqual({ multiple: false, max: null });
    expect(selectionRule({ ...mc('Your education?'), maxChoices: null })).toEqual({ multiple: true, max: null });
    expect(selectionRule({ ...mc('Your values?'), maxChoices: 3 })).toEqual({ multiple: true, max: 3 });
  });

  it('keeps multiple choices in the order offered, joined by |||', () => {
    const q = mc('Choose all that apply.');
    let response = toggleChoice(q, undefined, 'C');
    response = toggleChoice(q, response, 'A');
    expect(response).toBe('A|||C');
    expect(toggleChoice(q, response, 'C')).toBe('A');
    expect(toggleChoice(q, 'A', 'A')).toBe('');
  });

  it('replaces an earlier answer to the same question', () => {
    expect(setAnswer(setAnswer({}, 1, '2'), 1, '5')).toEqual({ 1: '5' });
  });

  it('counts a question answered as the spec says', () => {
    const rating: QuizQuestion = { id: 1, question: 'q', category: 'c', type: 'rating', options: null };
    const text: QuizQuestion = { id: 2, question: 'q', category: 'c', type: 'text', options: null };
    expect(isAnswered(rating, undefined)).toBe(false);
    expect(isAnswered(rating, '0')).toBe(false);
    expect(isAnswered(rating, '5')).toBe(true);
    expect(isAnswered(mc('Choose all.'), '')).toBe(false);
    expect(isAnswered(mc('Choose all.'), 'B')).toBe(true);
    expect(isAnswered(text, '  ')).toBe(false);
    expect(isAnswered(text, 'x')).toBe(true);
  });

  it('computes progress as (index + 1) / total', () => {
    expect(progressPercent(0, 38)).toBe(3);
    expect(progressPercent(18, 38)).toBe(50);
    expect(progressPercent(37, 38)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('splits a prompt after its first question mark', () => {
    expect(splitPrompt('How much would you enjoy this work activity? Draw pictures')).toEqual({
      head: 'How much would you enjoy this work activity?',
      tail: 'Draw pictures',
    });
    expect(splitPrompt('What is your goal?')).toEqual({ head: 'What is your goal?', tail: null });
  });
});
