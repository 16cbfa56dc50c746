import { randomUUID } from 'node:crypto';
import type { QuizQuestion } from '@pathwise/contracts';
import type { TestService } from '@pathwise/platform/testing';

type Caller = { userId: string; plan: 'free' | 'premium' } | null;
/** A valid body for a JSON route: what a real client sends (so that only the bad text makes it fail). */
export type SampleBody = (svc: TestService<unknown>, as: Caller) => unknown;

const email = () => `ada.${randomUUID().slice(0, 8)}@example.com`;

/** A complete quiz from the served questions: ratings that differ, the first option, a short text. */
async function quizAnswers(svc: TestService<unknown>, as: Caller) {
  const questions = (await svc.call<QuizQuestion[]>('GET', '/api/quiz/questions', { as })).json;
  return {
    responses: questions.map((q, i) => ({
      questionId: q.id,
      question: q.question,
      category: q.category,
      response: q.type === 'rating' ? String((i % 5) + 1) : q.type === 'multiple-choice' ? q.options![0] : 'Puzzles',
    })),
  };
}

/**
 * One valid body per JSON route of the route table, keyed `METHOD path`. A route of a service that exists without a
 * sample here fails the storable-text check, so a new JSON route gets one.
 */
export const ROUTE_SAMPLES: Record<string, SampleBody> = {
  'POST /api/auth/login': () => ({ email: email(), password: 'analytical-engine' }),
  'POST /api/auth/register': () => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: email(),
    password: 'engine-1843',
  }),
  'POST /api/auth/logout': () => ({}),
  'PUT /api/profile': () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email(), location: 'London' }),
  'PUT /api/profile/password': () => ({
    currentPassword: 'analytical-engine',
    newPassword: 'difference-engine',
    confirmPassword: 'difference-engine',
  }),
  // an unknown user answers 401 (not 400) before the password is read
  'DELETE /api/profile': () => ({ currentPassword: 'analytical-engine' }),
  'POST /api/quiz/responses': quizAnswers,
  'POST /api/resume/linkedin': () => ({ linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace' }),
  // with no resume uploaded this answers 404 (not 400), so only the bad text can make it 400
  'POST /api/resume/match': () => ({
    jobDescription:
      'Registered Nurse, Progressive Care Unit. Requirements: BLS and ACLS certification, telemetry experience, Epic.',
  }),
  // an unknown job answers 404 (not 400), so only the bad text can make these 400
  'POST /api/jobs/save': () => ({ jobId: randomUUID() }),
  'POST /api/jobs/apply': () => ({ jobId: randomUUID(), notes: 'Applied on the company site' }),
  'POST /api/interview/start': () => ({ careerPath: 'Software Engineer', experienceLevel: 'mid-level' }),
  'POST /api/interview/evaluate': () => ({
    question: 'Tell me about a time you fixed a bug under pressure.',
    response: 'I traced the failing request in the logs and shipped a fix within the hour.',
    careerPath: 'Software Engineer',
  }),
  'POST /api/ai/response-draft': () => ({ employerRequest: 'What are your salary expectations?' }),
  // billing: the routes without a body take {}; a client secret nobody made answers 404 (not 400)
  'POST /api/subscription/cancel': () => ({}),
  'POST /api/subscription/trial': () => ({}),
  'POST /api/get-or-create-subscription': () => ({}),
  'POST /api/billing/portal': () => ({}),
  'POST /api/billing/local/confirm': () => ({
    clientSecret: `pi_local_${randomUUID().replace(/-/g, '')}_secret_x`,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  }),
};
