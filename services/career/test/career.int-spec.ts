import {
  DashboardResponse,
  QuizMessages,
  QuizQuestionList,
  QuizSubmitResponse,
  RecommendationList,
} from '@pathwise/contracts';
import { OutboxEvent } from '@pathwise/platform';
import { startTestService, type TestService } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { INTEREST_ITEM_BY_ID, QUESTION_IDS } from '../src/quiz/quiz-questions.js';
import { QuizSubmissionEntity } from '../src/quiz/quiz-submission.entity.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId, START_TIMEOUT_MS } from './helpers.js';

/** The career service through its HTTP API on real PostgreSQL and Redis (its own database and key prefix). */
let svc: TestService<CareerConfig>;

beforeAll(async () => {
  svc = await startTestService({ label: 'career', schema: CareerEnv, createApp: createCareerApp });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await svc?.close();
});

const as = (userId: string) => ({ as: { userId } });
const submit = (userId: string, json: unknown) => svc.call('POST', '/api/quiz/responses', { json, ...as(userId) });

describe('GET /api/quiz/questions', () => {
  it('lists the 70 questions in the contract shape', async () => {
    const res = await svc.call('GET', '/api/quiz/questions', as(newUserId()));
    expect(res.status).toBe(200);
    const questions = QuizQuestionList.parse(res.json);
    expect(questions).toHaveLength(70);
    expect(questions.filter((q) => q.type === 'rating')).toHaveLength(60);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['rating', 'multiple-choice', 'text']));
  });

  it('refuses calls that do not come signed from the gateway, and anonymous ones', async () => {
    expect((await svc.call('GET', '/api/quiz/questions', { as: 'unsigned' })).status).toBe(401);
    expect((await svc.call('GET', '/api/dashboard', { as: null })).status).toBe(401);
  });
});

describe('POST /api/quiz/responses validation', () => {
  const userId = newUserId();

  it.each([
    ['a body that is not a list', { responses: 'yes' }, QuizMessages.notAList],
    ['an empty list', { responses: [] }, QuizMessages.empty],
  ])('answers %s with 400 and the message', async (_, body, message) => {
    const res = await submit(userId, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('names an unknown question id, an out-of-range rating and an option not offered', async () => {
    const unknown = sampleSubmission(SAMPLE_PEOPLE.analytical);
    unknown.responses.push({ questionId: 4242, question: '?', response: '3', category: 'x' });
    const unknownRes = await submit(userId, unknown);
    expect(unknownRes.status).toBe(400);
    expect(unknownRes.json).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(unknownRes.json.message).toContain('Unknown question id 4242');

    const rating = sampleSubmission(SAMPLE_PEOPLE.analytical);
    const at = rating.responses.findIndex((r) => r.questionId === 5);
    rating.responses[at].response = '9';
    const ratingRes = await submit(userId, rating);
    expect(ratingRes.status).toBe(400);
    expect(ratingRes.json.message).toBe("Question 5 needs a rating from 1 to 5, not '9'");
    expect(ratingRes.json.errors).toHaveProperty([`responses.${at}.response`]);

    const option = sampleSubmission(SAMPLE_PEOPLE.analytical);
    option.responses.find((r) => r.questionId === QUESTION_IDS.education)!.response = 'PhD in wizardry';
    const optionRes = await submit(userId, option);
    expect(optionRes.status).toBe(400);
    expect(optionRes.json.message).toContain("'PhD in wizardry' is not one of the options offered");
  });

  it('answers every rating at the same extreme with the flat-profile message and stores nothing', async () => {
    const flat = sampleSubmission(SAMPLE_PEOPLE.analytical);
    for (const r of flat.responses) if (INTEREST_ITEM_BY_ID.has(Number(r.questionId))) r.response = '5';
    const res = await submit(userId, flat);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(QuizMessages.flatProfile);
    expect(await svc.app.get(DataSource).manager.countBy(QuizSubmissionEntity, { userId })).toBe(0);
    expect((await svc.call('GET', '/api/dashboard', as(userId))).json.quizCompleted).toBe(false);
  });
});

describe('submit, dashboard and retake', () => {
  const userId = newUserId();
  let first: QuizSubmitResponse;

  it('stores the submission, publishes quiz.completed and answers with the new matches', async () => {
    const res = await submit(userId, sampleSubmission(SAMPLE_PEOPLE.analytical));
    expect(res.status).toBe(201);
    first = QuizSubmitResponse.parse(res.json);
    expect(first.recommendations.length).toBeGreaterThanOrEqual(10);
    expect(first.recommendations[0].matchScore).toBeGreaterThanOrEqual(85);
    expect(first.recommendations.slice(0, 5).map((r) => r.title)).toContain('Data Scientists');
    expect(first.recommendations[0].reasoning).toContain('Investigative 4.6/5');

    const outbox = await svc.app.get(DataSource).manager.find(OutboxEvent, { order: { occurredAt: 'ASC' } });
    const mine = outbox.filter((e) => (e.payload as { userId?: string }).userId === userId);
    expect(mine.map((e) => e.name)).toEqual(['quiz.completed', 'career.matches.updated']);
    expect(mine[0].payload).toMatchObject({ userId, submissionId: first.submissionId });
  });

  it('shows the quiz as completed with the same matches on the dashboard', async () => {
    const res = await svc.call('GET', '/api/dashboard', as(userId));
    expect(res.status).toBe(200);
    const dashboard = DashboardResponse.parse(res.json);
    expect(dashboard).toMatchObject({ quizCompleted: true, progressScore: 25, resume: null });
    expect(dashboard.recommendations).toEqual(first.recommendations);
    expect(dashboard.interestProfile).toMatchObject({ Investigative: 4.6, Conventional: 3.6 });

    const list = await svc.call('GET', '/api/recommendations', as(userId));
    expect(RecommendationList.parse(list.json)).toEqual(first.recommendations);
  });

  it('replaces the matches on retake and keeps the earlier submission', async () => {
    const res = await submit(userId, sampleSubmission(SAMPLE_PEOPLE.artistic));
    expect(res.status).toBe(201);
    const second = QuizSubmitResponse.parse(res.json);
    expect(second.submissionId).not.toBe(first.submissionId);
    expect(second.recommendations.map((r) => r.title)).not.toContain('Data Scientists');

    const dashboard = (await svc.call('GET', '/api/dashboard', as(userId))).json;
    expect(dashboard.recommendations).toEqual(second.recommendations);
    expect(dashboard.interestProfile.Artistic).toBe(4.8);
    expect(await svc.app.get(DataSource).manager.countBy(QuizSubmissionEntity, { userId })).toBe(2);

    // each attempt keeps a snapshot of the matches it gave (Premium's insights chart how they moved)
    const attempts = await svc.app
      .get(DataSource)
      .manager.find(QuizSubmissionEntity, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const titles = (i: number) => attempts[i]!.matchSnapshot!.map((m) => m.title);
    expect(titles(0)).toEqual(first.recommendations.slice(0, 10).map((r) => r.title));
    expect(titles(1)).toEqual(second.recommendations.slice(0, 10).map((r) => r.title));
    expect(attempts[1]!.matchSnapshot![0]).toEqual({
      occupationCode: second.recommendations[0]!.occupationCode,
      title: second.recommendations[0]!.title,
      matchScore: Math.round(second.recommendations[0]!.matchScore),
      rank: 1,
    });
  });

  it('explains any catalog career against the user’s latest quiz, and 404s an unknown code', async () => {
    const career = await svc.call('GET', '/api/careers/27-1024.00', as(userId));
    expect(career.status).toBe(200);
    expect(career.json).toMatchObject({ title: 'Graphic Designers', occupationCode: '27-1024.00' });
    expect(career.json.matchScore).toBeGreaterThan(80);
    expect(career.json.details.tasks.length).toBeGreaterThan(0);

    const unscored = await svc.call('GET', '/api/careers/27-1024.00', as(newUserId()));
    expect(unscored.json.matchScore).toBeNull();
    expect(unscored.json.reasoning).toMatch(/^Design or create graphics/);

    const missing = await svc.call('GET', '/api/careers/99-0000.00', as(userId));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Career not found');
  });
});

describe('per-user isolation', () => {
  const analyst = newUserId();
  const carer = newUserId();
  const mine = async (userId: string) => ({
    dashboard: DashboardResponse.parse((await svc.call('GET', '/api/dashboard', as(userId))).json),
    list: RecommendationList.parse((await svc.call('GET', '/api/recommendations', as(userId))).json),
  });
  let carerBefore: Awaited<ReturnType<typeof mine>>;

  it('gives two users with contrasting answers each their own dashboard and matches', async () => {
    const [a, b] = await Promise.all([
      submit(analyst, sampleSubmission(SAMPLE_PEOPLE.analytical)),
      submit(carer, sampleSubmission(SAMPLE_PEOPLE.social)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const aMatches = QuizSubmitResponse.parse(a.json).recommendations;
    const bMatches = QuizSubmitResponse.parse(b.json).recommendations;

    const analystView = await mine(analyst);
    carerBefore = await mine(carer);
    expect(analystView.dashboard.recommendations).toEqual(aMatches);
    expect(analystView.list).toEqual(aMatches);
    expect(analystView.dashboard.interestProfile).toMatchObject({ Investigative: 4.6, Social: 1.6 });
    expect(carerBefore.dashboard.recommendations).toEqual(bMatches);
    expect(carerBefore.list).toEqual(bMatches);
    expect(carerBefore.dashboard.interestProfile).toMatchObject({ Social: 4.8, Investigative: 2 });

    // Contrasting people, contrasting careers: no title in common, each led by their own interest.
    const aTitles = new Set(aMatches.map((r) => r.title));
    expect(bMatches.filter((r) => aTitles.has(r.title))).toEqual([]);
    expect(aMatches[0].details?.riasec).toMatch(/^I/);
    expect(bMatches[0].details?.riasec).toMatch(/^S/);
    expect(aMatches[0].reasoning).toContain('Investigative 4.6/5');
    expect(bMatches[0].reasoning).toContain('Social 4.8/5');
  });

  it('leaves the other user untouched when one retakes the quiz', async () => {
    const retake = await submit(analyst, sampleSubmission(SAMPLE_PEOPLE.artistic));
    expect(retake.status).toBe(201);
    const analystAfter = await mine(analyst);
    expect(analystAfter.dashboard.interestProfile).toMatchObject({ Artistic: 4.8 });
    expect(analystAfter.list).toEqual(QuizSubmitResponse.parse(retake.json).recommendations);

    expect(await mine(carer)).toEqual(carerBefore);
    expect(await svc.app.get(DataSource).manager.countBy(QuizSubmissionEntity, { userId: carer })).toBe(1);
  });

  it('shows a user who has not taken the quiz nothing of anyone else', async () => {
    const stranger = newUserId();
    expect((await svc.call('GET', '/api/dashboard', as(stranger))).json).toEqual({
      progressScore: 0,
      recommendations: [],
      quizCompleted: false,
      resume: null,
      interestProfile: null,
      interviewPracticed: false,
      applied: false,
    });
    expect((await svc.call('GET', '/api/recommendations', as(stranger))).json).toEqual([]);
  });
});

describe('per-user isolation of submissions and career scoring', () => {
  const first = newUserId();
  const second = newUserId();
  const answers = sampleSubmission(SAMPLE_PEOPLE.analytical);
  const career = async (userId: string, code: string) => {
    const res = await svc.call('GET', `/api/careers/${code}`, as(userId));
    expect(res.status).toBe(200);
    return res.json as { matchScore: number | null; reasoning: string };
  };
  let firstMatches: QuizSubmitResponse;

  it('makes the same answers from another user a submission of their own, not a retry of the first', async () => {
    const a = await submit(first, answers);
    expect(a.status).toBe(201);
    firstMatches = QuizSubmitResponse.parse(a.json);
    const b = await submit(second, answers);
    expect(b.status).toBe(201);
    const bBody = QuizSubmitResponse.parse(b.json);
    expect(bBody.submissionId).not.toBe(firstMatches.submissionId);

    const manager = svc.app.get(DataSource).manager;
    const rows = await manager.findBy(QuizSubmissionEntity, [{ userId: first }, { userId: second }]);
    expect(rows.map((r) => [r.userId, r.id]).sort()).toEqual(
      [
        [first, firstMatches.submissionId],
        [second, bBody.submissionId],
      ].sort(),
    );
  });

  it('scores a career against each user’s own latest quiz', async () => {
    const retake = await submit(second, sampleSubmission(SAMPLE_PEOPLE.social));
    expect(retake.status).toBe(201);

    const inList = firstMatches.recommendations.find((r) => r.occupationCode === '15-2051.00')!;
    const mine = await career(first, '15-2051.00');
    expect(mine.matchScore).toBe(inList.matchScore);
    expect(mine.reasoning).toContain('Investigative 4.6/5');

    const theirs = await career(second, '15-2051.00');
    expect(theirs.reasoning).toContain('Social 4.8/5');
    expect(theirs.reasoning).not.toContain('Investigative 4.6/5');
    expect(theirs.matchScore).toBeLessThan(mine.matchScore! - 20);

    expect((await career(newUserId(), '15-2051.00')).matchScore).toBeNull();
  });

  it('leaves the first user’s dashboard and list as their own quiz made them', async () => {
    const dashboard = DashboardResponse.parse((await svc.call('GET', '/api/dashboard', as(first))).json);
    expect(dashboard.recommendations).toEqual(firstMatches.recommendations);
    expect(dashboard.interestProfile).toMatchObject({ Investigative: 4.6, Social: 1.6 });
    const list = RecommendationList.parse((await svc.call('GET', '/api/recommendations', as(first))).json);
    expect(list).toEqual(firstMatches.recommendations);
    const other = RecommendationList.parse((await svc.call('GET', '/api/recommendations', as(second))).json);
    expect(other[0].details?.riasec).toMatch(/^S/);
    expect(other.map((r) => r.occupationCode)).not.toContain('15-2051.00');
  });
});
