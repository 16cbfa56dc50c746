import { MULTIPLE_CHOICE_SEPARATOR, type QuizQuestion, type QuizSubmitRequest } from '@pathwise/contracts';

/** The answers so far, one response string per question id (spec section 3's stored forms). */
export type QuizAnswers = Readonly<Record<number, string>>;

/** The spec's 1-5 scale, Poor to Excellent. */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** An answer replaces any earlier answer for the same question (spec section 4). */
export function setAnswer(answers: QuizAnswers, questionId: number, response: string): QuizAnswers {
  return { ...answers, [questionId]: response };
}

export function splitChoices(response: string | undefined): string[] {
  return (response ?? '').split(MULTIPLE_CHOICE_SEPARATOR).filter((s) => s.length > 0);
}

/**
 * Spec section 5: Next / Complete is enabled once the question has an answer (multiple choice: any selection; rating:
 * a selection; text: any entry other than blanks).
 */
export function isAnswered(question: QuizQuestion, response: string | undefined): boolean {
  if (response === undefined) return false;
  if (question.type === 'rating') return /^[1-5]$/.test(response);
  if (question.type === 'multiple-choice') return splitChoices(response).length > 0;
  return response.trim().length > 0;
}

/** Progress percent = (current index + 1) / total * 100, rounded for display. */
export function progressPercent(index: number, total: number): number {
  return total > 0 ? Math.round(((index + 1) / total) * 100) : 0;
}

export interface SelectionRule {
  multiple: boolean;
  /** The most options that may be chosen, when the question sets a limit. */
  max: number | null;
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

/**
 * Whether a multiple-choice question takes one option or several: the question's `maxChoices` when the service sends
 * it, else the instruction the question gives its reader ("Choose all that apply", "Choose up to three"); anything
 * else (education, years of experience) is a single choice.
 */
export function selectionRule(question: QuizQuestion): SelectionRule {
  if (question.maxChoices !== undefined) {
    if (question.maxChoices === 1) return { multiple: false, max: null };
    return { multiple: true, max: question.maxChoices };
  }
  const upTo = /\b(?:choose|select|pick) up to (\w+)/i.exec(question.question);
  if (upTo) {
    const word = upTo[1].toLowerCase();
    const max = NUMBER_WORDS[word] ?? Number.parseInt(word, 10);
    return { multiple: true, max: Number.isFinite(max) && max > 1 ? max : null };
  }
  if (/\b(?:choose|select|pick|check) (?:all|any|every|as many)\b/i.test(question.question)) {
    return { multiple: true, max: null };
  }
  return { multiple: false, max: null };
}

/**
 * Toggles one option of a multiple-select answer. Options keep the order the question offers them in, so the same
 * choices always make the same '|||'-joined string.
 */
export function toggleChoice(question: QuizQuestion, response: string | undefined, option: string): string {
  const picked = new Set(splitChoices(response));
  if (picked.has(option)) picked.delete(option);
  else picked.add(option);
  return (question.options ?? []).filter((o) => picked.has(o)).join(MULTIPLE_CHOICE_SEPARATOR);
}

/**
 * Splits a prompt after its first question mark: "How much would you enjoy this work activity? | Build kitchen
 * cabinets", "Which work environments would you prefer? | Choose all that suit you." The page shows a rating item's
 * tail largest (it is what changes from page to page) and other questions' tails as a hint below them.
 */
export function splitPrompt(text: string): { head: string; tail: string | null } {
  const match = /^(.+?\?)\s+(\S.*)$/s.exec(text);
  return match ? { head: match[1], tail: match[2] } : { head: text, tail: null };
}

/** The whole submission, in question order: `{responses: [{questionId, question, response, category}]}`. */
export function buildSubmission(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizSubmitRequest {
  return {
    responses: questions
      .filter((q) => answers[q.id] !== undefined)
      .map((q) => ({
        questionId: q.id,
        question: q.question,
        category: q.category,
        response: q.type === 'text' ? answers[q.id].trim() : answers[q.id],
      })),
  };
}
