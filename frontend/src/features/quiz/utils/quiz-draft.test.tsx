import type { QuizQuestion } from '@pathwise/contracts';
import { clearQuizDraft, loadQuizDraft, quizDraftKey, saveQuizDraft } from './quiz-draft';

const questions: QuizQuestion[] = [
  { id: 1, question: 'Rate this', category: 'Interests', type: 'rating', options: null },
  { id: 2, question: 'Pick one', category: 'Work', type: 'multiple-choice', options: ['A', 'B'] },
  { id: 3, question: 'Say more', category: 'Goals', type: 'text', options: null },
];

beforeEach(() => localStorage.clear());

describe('quiz draft', () => {
  it('round-trips the page and the answers, per user', () => {
    expect(saveQuizDraft('u1', { index: 2, answers: { 1: '4', 2: 'B' } })).toBe(true);
    expect(loadQuizDraft('u1', questions)).toEqual({ index: 2, answers: { 1: '4', 2: 'B' } });
    expect(loadQuizDraft('u2', questions)).toBeNull();
    clearQuizDraft('u1');
    expect(loadQuizDraft('u1', questions)).toBeNull();
  });

  it("fits a draft to today's questions: gone questions and non-answers are dropped, the page clamped", () => {
    saveQuizDraft('u1', { index: 9, answers: { 1: '7', 2: 'B', 99: 'x' } });
    expect(loadQuizDraft('u1', questions)).toEqual({ index: 2, answers: { 2: 'B' } });
  });

  it('ignores a damaged or foreign value and a draft with nothing left to resume', () => {
    localStorage.setItem(quizDraftKey('u1'), '{not json');
    expect(loadQuizDraft('u1', questions)).toBeNull();
    localStorage.setItem(quizDraftKey('u1'), JSON.stringify({ version: 2, index: 0, answers: { 1: '3' } }));
    expect(loadQuizDraft('u1', questions)).toBeNull();
    saveQuizDraft('u1', { index: 1, answers: { 3: '   ' } });
    expect(loadQuizDraft('u1', questions)).toBeNull();
  });

  it('says so when the browser refuses to keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(saveQuizDraft('u1', { index: 0, answers: { 1: '3' } })).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
