import { randomUUID } from 'node:crypto';
import { USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import {
  createTestEnv,
  deliverUserDeleted,
  startTestService,
  type TestEnv,
  type TestService,
} from '@pathwise/platform/testing';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';

/**
 * AI work for an account that was deleted meanwhile: a request signed before the deletion (an interview starting, an
 * answer being scored, a draft being written while the user deleted the account in another tab), or its job waiting
 * in the queue while the workers were away, stores nothing for the deleted user and answers 401.
 */
let env: TestEnv;
let svc: TestService<InterviewConfig>;

beforeAll(async () => {
  env = await createTestEnv('interviewdeleted');
  svc = await startTestService({
    label: 'interviewdeleted',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
  });
}, 60_000);

afterAll(async () => {
  await svc?.close();
  await env?.cleanup();
});

it('stores no session, answer or draft for a user whose account was deleted while the call was on its way', async () => {
  const userId = randomUUID();
  const as = { as: { userId, plan: 'premium' as const } };
  const blank = (await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json;

  expect(await deliverUserDeleted('interview', svc, userId)).toBe(true);

  const answers = [
    await svc.call('POST', '/api/interview/start', {
      json: { careerPath: 'Data Analyst', experienceLevel: 'mid-level' },
      ...as,
    }),
    await svc.call('POST', '/api/interview/evaluate', {
      json: {
        question: 'Tell me about a time you cleaned a messy data set.',
        response: 'I rebuilt the sales pipeline extract and cut the weekly report from two days to two hours.',
        careerPath: 'Data Analyst',
      },
      ...as,
    }),
    await svc.call('POST', '/api/ai/response-draft', { json: { employerRequest: 'Are you free on Monday?' }, ...as }),
  ];
  expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json).toEqual(blank);
});
