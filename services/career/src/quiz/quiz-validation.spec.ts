import { QuizMessages, QuizSubmitBody, type QuizSubmission } from '@pathwise/contracts';
import { buildUserProfile } from './quiz-profile.js';
import { INTEREST_ITEM_BY_ID, QUESTION_BY_ID, QUESTION_IDS } from './quiz-questions.js';
import { QuizValidationError, validateQuizSubmission } from './quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission } from './sample-answers.js';

const valid = () => sampleSubmission(SAMPLE_PEOPLE.analytical);

/** The shape's first problem, as the global pipe would report it (the contract's schema). */
function shapeProblem(body: unknown): string | undefined {
  const parsed = QuizSubmitBody.safeParse(body ?? {});
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function problem(body: QuizSubmission): QuizValidationError {
  try {
    validateQuizSubmission(body);
  } catch (error) {
    if (error instanceof QuizValidationError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('validateQuizSubmission', () => {
  it('accepts a complete submission and keeps every answer', () => {
    const result = validateQuizSubmission(valid());
    expect(result.answers).toHaveLength(valid().responses.length);
    expect(result.ratings.size).toBe(60);
    expect(result.choices.get(QUESTION_IDS.skills)).toHaveLength(3);
  });

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an object without responses', { answers: [] }],
    ['responses that are not a list', { responses: 'all of them' }],
  ])('rejects %s with the not-a-list message', (_, body) => {
    expect(shapeProblem(body)).toBe(QuizMessages.notAList);
  });

  it('rejects an empty list', () => {
    expect(shapeProblem({ responses: [] })).toBe(QuizMessages.empty);
  });

  it('names an unknown question id', () => {
    const body = valid();
    body.responses.push({ questionId: 999, question: 'Made up', response: '3', category: 'Interests' });
    const error = problem(body);
    expect(error.message).toContain('Unknown question id 999');
    expect(Object.values(error.errors)).toContain('Unknown question id 999');
  });

  it.each(['0', '6', '3.5', 'five', ''])('rejects the rating %p', (rating) => {
    const body = valid();
    const index = body.responses.findIndex((r) => r.questionId === 1);
    body.responses[index] = { ...body.responses[index], response: rating };
    const error = problem(body);
    expect(error.message).toMatch(/^Question 1 needs a rating from 1 to 5/);
    expect(error.errors[`responses.${index}.response`]).toBeDefined();
  });

  it('rejects an option that was not offered, even among valid ones', () => {
    const body = valid();
    const index = body.responses.findIndex((r) => r.questionId === QUESTION_IDS.settings);
    body.responses[index] = { ...body.responses[index], response: 'Office|||Underwater' };
    expect(problem(body).message).toBe(
      `Question ${QUESTION_IDS.settings}: 'Underwater' is not one of the options offered`,
    );
  });

  it('rejects a question answered twice', () => {
    const body = valid();
    body.responses.push({ ...body.responses[3] });
    expect(problem(body).message).toContain('answered more than once');
  });

  it('rejects a response that is not text', () => {
    const body = valid() as { responses: Array<Record<string, unknown>> };
    body.responses[2] = { ...body.responses[2], response: 4 };
    expect(shapeProblem(body)).toBe('response must be text');
  });

  it('requires every activity to be rated', () => {
    const body = valid();
    body.responses = body.responses.filter((r) => r.questionId !== 7 && r.questionId !== 12);
    expect(problem(body).message).toBe(
      `${QuizMessages.ratingRequired} for every activity: questions 7, 12 are not rated`,
    );
  });

  it.each(['1', '5', '3'])('answers all-%s ratings with the flat-profile message', (rating) => {
    const body = valid();
    for (const r of body.responses) if (INTEREST_ITEM_BY_ID.has(r.questionId)) r.response = rating;
    const error = problem(body);
    expect(error.kind).toBe('flat');
    expect(error.message).toBe(QuizMessages.flatProfile);
  });

  it('accepts a bare list and optional questions left blank', () => {
    const body = QuizSubmitBody.parse(valid().responses.filter((r) => INTEREST_ITEM_BY_ID.has(r.questionId)));
    const result = validateQuizSubmission(body);
    const profile = buildUserProfile(result);
    expect(profile.jobZone).toBeNull();
    expect(profile.environments).toEqual([]);
  });
});

describe('buildUserProfile', () => {
  it('averages ratings per area and maps education and experience to job zones', () => {
    const profile = buildUserProfile(validateQuizSubmission(valid()));
    expect(profile.riasec.Investigative).toBe(4.6);
    expect(profile.riasec.Realistic).toBe(2);
    expect(profile.jobZone).toBe(4); // bachelor's degree
    expect(profile.reachZone).toBe(5); // "Graduate or professional school"
    expect(profile.environments).toEqual(['remote', 'hybrid']);
    expect(profile.values).toEqual(['Achievement', 'Independence']);
    expect(profile.skillAreas).toEqual(['numbers', 'technology', 'science']);
    expect(profile.topActivities[0]).toEqual({ area: 'Investigative', activity: 'Develop a new medicine', rating: 5 });
  });

  it('rejects more options than a question takes', () => {
    const body = sampleSubmission({ ...SAMPLE_PEOPLE.analytical, education: 1 });
    const education = body.responses.find((r) => r.questionId === QUESTION_IDS.education)!;
    education.response = "High school diploma or equivalent|||Master's degree";
    expect(problem(body).message).toBe(`Question ${QUESTION_IDS.education} takes one option, not 2`);

    const again = valid();
    const values = again.responses.find((r) => r.questionId === QUESTION_IDS.values)!;
    const question = QUESTION_BY_ID.get(QUESTION_IDS.values)!;
    values.response = question.options!.slice(0, 4).join('|||');
    expect(problem(again).message).toBe(`Question ${QUESTION_IDS.values} takes at most 3 options, not 4`);
  });
});
