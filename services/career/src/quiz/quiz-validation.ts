import { MULTIPLE_CHOICE_SEPARATOR, QuizMessages, type QuizSubmission } from '@pathwise/contracts';
import { INTEREST_ITEMS, QUESTION_BY_ID } from './quiz-questions.js';

/**
 * Validation of a quiz submission (pure, no framework) beyond its shape, which the contract's schema checked on the
 * way in (QuizSubmitBody, through the global pipe): the rules only the question list knows (ids, rating range,
 * offered options, every activity rated, not all the same).
 */

/** 'invalid' answers deserve a 400; 'flat' means valid answers that cannot tell careers apart. */
export type QuizProblemKind = 'invalid' | 'flat';

export class QuizValidationError extends Error {
  constructor(
    message: string,
    readonly kind: QuizProblemKind,
    /** Field path (e.g. `responses.3.response`) to its message. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'QuizValidationError';
  }
}

/** One answer as stored: the server's own question text and category, the response normalised. */
export interface StoredAnswer {
  questionId: number;
  question: string;
  category: string;
  response: string;
}

export interface ValidatedQuiz {
  answers: StoredAnswer[];
  ratings: Map<number, number>;
  choices: Map<number, string[]>;
  texts: Map<number, string>;
}

const RATING = /^[1-5]$/;

export function splitChoices(response: string): string[] {
  return response
    .split(MULTIPLE_CHOICE_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Validates a POST /api/quiz/responses submission of the right shape; throws QuizValidationError naming the problem. */
export function validateQuizSubmission(submission: QuizSubmission): ValidatedQuiz {
  const errors: Record<string, string> = {};
  const ratings = new Map<number, number>();
  const choices = new Map<number, string[]>();
  const texts = new Map<number, string>();
  const answers: StoredAnswer[] = [];
  const seen = new Set<number>();

  submission.responses.forEach((entry, index) => {
    const field = `responses.${index}`;
    const question = QUESTION_BY_ID.get(entry.questionId);
    if (!question) {
      errors[`${field}.questionId`] = `Unknown question id ${entry.questionId}`;
      return;
    }
    if (seen.has(question.id)) {
      errors[`${field}.questionId`] = `Question ${question.id} is answered more than once`;
      return;
    }
    seen.add(question.id);
    const response = entry.response.trim();

    if (question.type === 'rating') {
      if (!RATING.test(response)) {
        errors[`${field}.response`] = `Question ${question.id} needs a rating from 1 to 5, not '${truncate(response)}'`;
        return;
      }
      ratings.set(question.id, Number(response));
    } else if (question.type === 'multiple-choice') {
      const picked = [...new Set(splitChoices(response))];
      const offered = new Set(question.options ?? []);
      const unknown = picked.filter((p) => !offered.has(p));
      if (unknown.length > 0) {
        errors[`${field}.response`] =
          `Question ${question.id}: '${truncate(unknown[0])}' is not one of the options offered`;
        return;
      }
      if (question.maxChoices && picked.length > question.maxChoices) {
        errors[`${field}.response`] =
          question.maxChoices === 1
            ? `Question ${question.id} takes one option, not ${picked.length}`
            : `Question ${question.id} takes at most ${question.maxChoices} options, not ${picked.length}`;
        return;
      }
      if (picked.length > 0) choices.set(question.id, picked);
    } else if (response.length > 0) {
      texts.set(question.id, response);
    }
    answers.push({
      questionId: question.id,
      question: question.question,
      category: question.category,
      response:
        question.type === 'multiple-choice'
          ? [...new Set(splitChoices(response))].join(MULTIPLE_CHOICE_SEPARATOR)
          : response,
    });
  });

  const problems = Object.entries(errors);
  if (problems.length > 0) {
    throw new QuizValidationError(describe(problems[0][0], problems[0][1], problems.length), 'invalid', errors);
  }

  // Interest scores need every activity: a partly rated area would be measured on fewer items than the others.
  const missing = INTEREST_ITEMS.filter((item) => !ratings.has(item.id))
    .map((item) => item.id)
    .sort((a, b) => a - b);
  if (missing.length > 0) {
    const message = `${QuizMessages.ratingRequired} for every activity: question${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not rated`;
    throw new QuizValidationError(message, 'invalid', { responses: message });
  }

  const distinct = new Set(INTEREST_ITEMS.map((item) => ratings.get(item.id)));
  if (distinct.size === 1) {
    throw new QuizValidationError(QuizMessages.flatProfile, 'flat', { responses: QuizMessages.flatProfile });
  }

  answers.sort((a, b) => a.questionId - b.questionId);
  return { answers, ratings, choices, texts };
}

function describe(field: string, message: string, count: number): string {
  const more = count > 1 ? ` (and ${count - 1} more problem${count > 2 ? 's' : ''})` : '';
  // zod's own messages do not say where; ours already start with "Question N" or "Unknown question".
  const located =
    /^(Question|Unknown question)/.test(message) || field === 'responses' ? message : `${field}: ${message}`;
  return `${located}${more}`;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
