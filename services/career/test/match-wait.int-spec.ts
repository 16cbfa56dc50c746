import { DashboardResponse, QuizSubmitResponse } from '@pathwise/contracts';
import { startTestService, type TestService, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { CareerMatchEntity } from '../src/matches/career-match.entity.js';
import { MatchingMessages } from '../src/matches/matching.service.js';
import { QuizSubmissionEntity } from '../src/quiz/quiz-submission.entity.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId, START_TIMEOUT_MS } from './helpers.js';

/**
 * The bounded wait of POST /api/quiz/responses: an API process without a matching worker (ROLE=http) and a short
 * MATCH_WAIT_MS, so the job cannot finish in time; then a second process with a worker (ROLE=all) on the same
 * database and Redis, which matches the saved submission later.
 */
const MATCH_WAIT_MS = 400;
let api: TestService<CareerConfig>;
let worker: TestService<CareerConfig> | undefined;

beforeAll(async () => {
  api = await startTestService({
    label: 'careerwait',
    schema: CareerEnv,
    createApp: createCareerApp,
    env: { ROLE: 'http', MATCH_WAIT_MS: String(MATCH_WAIT_MS) },
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const userId = newUserId();
const answers = sampleSubmission(SAMPLE_PEOPLE.artistic);
const submit = (json: unknown = answers) => api.call('POST', '/api/quiz/responses', { json, as: { userId } });
const dashboard = async () =>
  DashboardResponse.parse((await api.call('GET', '/api/dashboard', { as: { userId } })).json);
const submissions = () => api.app.get(DataSource).manager.findBy(QuizSubmissionEntity, { userId });

it('answers 503 with the busy message when matching outlasts the wait, and keeps the answers', async () => {
  const started = Date.now();
  const res = await submit();
  const waited = Date.now() - started;
  expect(res.status).toBe(503);
  expect(res.json.message).toBe(MatchingMessages.busy);
  expect(res.headers.get('retry-after')).toBe('30');
  // It waited for the job before it gave up (how long past MATCH_WAIT_MS depends on the machine: not asserted).
  expect(waited).toBeGreaterThanOrEqual(MATCH_WAIT_MS);

  const [saved] = await submissions();
  expect(saved.answers).toHaveLength(answers.responses.length);
  const before = await dashboard();
  expect(before).toMatchObject({ quizCompleted: true, progressScore: 25, recommendations: [] });
  expect(before.interestProfile).toMatchObject({ Artistic: 4.8 });
  expect((await api.call('GET', '/api/recommendations', { as: { userId } })).json).toEqual([]);
  // No worker, no matches: the job is queued, not run in the API process.
  expect(await api.app.get(DataSource).manager.countBy(CareerMatchEntity, { userId })).toBe(0);
});

it('treats the same answers sent again while they are pending as a retry, not a second submission', async () => {
  const retry = await submit();
  expect(retry.status).toBe(503);
  expect(retry.json.message).toBe(MatchingMessages.busy);
  expect(await submissions()).toHaveLength(1);
});

it('matches the saved answers later, once a worker runs, and a retry then gets those matches', async () => {
  const [saved] = await submissions();
  worker = await startTestService({
    label: 'careerwait-worker',
    schema: CareerEnv,
    createApp: createCareerApp,
    testEnv: api.env,
    env: { ROLE: 'all' },
  });
  const matched = await until(dashboard, (d) => d.recommendations.length > 0);
  expect(matched.recommendations.length).toBeGreaterThanOrEqual(10);
  expect(matched.recommendations[0].details?.riasec).toMatch(/^A/);
  const rows = await api.app.get(DataSource).manager.findBy(CareerMatchEntity, { userId });
  expect(new Set(rows.map((r) => r.submissionId))).toEqual(new Set([saved.id]));

  const retry = await submit();
  expect(retry.status).toBe(201);
  const body = QuizSubmitResponse.parse(retry.json);
  expect(body.submissionId).toBe(saved.id);
  expect(body.recommendations).toEqual(matched.recommendations);
  expect(await submissions()).toHaveLength(1);
});

it('still takes different answers as a retake', async () => {
  const retake = await submit(sampleSubmission(SAMPLE_PEOPLE.social));
  // The worker runs in the other process; this one waits up to MATCH_WAIT_MS, which may or may not be enough.
  expect([201, 503]).toContain(retake.status);
  expect(await submissions()).toHaveLength(2);
  const rematched = await until(dashboard, (d) => d.recommendations[0]?.details?.riasec?.startsWith('S') ?? false);
  expect(rematched.interestProfile).toMatchObject({ Social: 4.8 });
  expect(rematched.recommendations[0].details?.riasec).toMatch(/^S/);
});
