import { startTestService, type TestService } from '@pathwise/platform/testing';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { MatchingMessages, MatchingService } from '../src/matches/matching.service.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId, START_TIMEOUT_MS } from './helpers.js';

/**
 * A matching job that fails for good for a reason that is neither the answers nor a dependency away (a bug, made here
 * by breaking the matcher in this ROLE=all process) answers the quiz submit with a 500 that says the answers are
 * saved and to submit again, never the bare 'Internal server error'; submitting again then matches them.
 */
let svc: TestService<CareerConfig>;

beforeAll(async () => {
  svc = await startTestService({ label: 'careerfail', schema: CareerEnv, createApp: createCareerApp });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await svc?.close();
});

it('answers a submit whose matching job failed with a clear 500, and a second submit matches the saved answers', async () => {
  const matching = svc.app.get(MatchingService);
  const runMatching = matching.runMatching.bind(matching);
  matching.runMatching = () => Promise.reject(new RangeError('Invalid array length'));
  const userId = newUserId();
  const answers = sampleSubmission(SAMPLE_PEOPLE.artistic);
  try {
    const failed = await svc.call('POST', '/api/quiz/responses', { json: answers, as: { userId } });
    expect({ status: failed.status, code: failed.json.code, message: failed.json.message }).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: MatchingMessages.failed,
    });
    expect(failed.text).not.toMatch(/RangeError|Invalid array/);
  } finally {
    matching.runMatching = runMatching;
  }
  const again = await svc.call('POST', '/api/quiz/responses', { json: answers, as: { userId } });
  expect(again.status).toBe(201);
  expect(again.json.recommendations.length).toBeGreaterThan(0);
}, 60_000);
