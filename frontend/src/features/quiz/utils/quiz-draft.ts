import type { QuizQuestion } from '@pathwise/contracts';
import { isAnswered, type QuizAnswers } from './quiz-answers';

/**
 * A quiz in progress, kept in this browser for this user (localStorage, keyed by the user's id) so that 'Exit Quiz',
 * a reload or a closed tab does not lose 30 answers. It is removed once the quiz is submitted or started over.
 */
export interface QuizDraft {
  index: number;
  answers: QuizAnswers;
}

interface StoredDraft extends QuizDraft {
  version: 1;
  savedAt: string;
}

export const quizDraftKey = (userId: string) => `pathwise:quiz-draft:${userId}`;

/**
 * The stored draft, fitted to today's questions: answers to questions that are gone or that no longer read as
 * answers are dropped, and the page is clamped into range. Null when there is nothing worth resuming.
 */
export function loadQuizDraft(userId: string, questions: readonly QuizQuestion[]): QuizDraft | null {
  let stored: Partial<StoredDraft> | null;
  try {
    stored = JSON.parse(localStorage.getItem(quizDraftKey(userId)) ?? 'null') as Partial<StoredDraft> | null;
  } catch {
    return null; // unreadable storage or a damaged draft: start afresh
  }
  if (!stored || stored.version !== 1 || typeof stored.answers !== 'object' || stored.answers === null) return null;
  const saved = stored.answers as Record<string, unknown>;
  const answers: Record<number, string> = {};
  for (const question of questions) {
    const response = saved[String(question.id)];
    if (typeof response === 'string' && isAnswered(question, response)) answers[question.id] = response;
  }
  if (Object.keys(answers).length === 0) return null;
  const index = Number.isInteger(stored.index) ? Number(stored.index) : 0;
  return { index: Math.min(Math.max(index, 0), questions.length - 1), answers };
}

/** Stores the draft; false when the browser refused (private mode, full storage), so the caller can warn. */
export function saveQuizDraft(userId: string, draft: QuizDraft): boolean {
  const stored: StoredDraft = { version: 1, savedAt: new Date().toISOString(), ...draft };
  try {
    localStorage.setItem(quizDraftKey(userId), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function clearQuizDraft(userId: string): void {
  try {
    localStorage.removeItem(quizDraftKey(userId));
  } catch {
    // nothing was stored
  }
}
