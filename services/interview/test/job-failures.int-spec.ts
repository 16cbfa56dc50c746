import { InterviewMessages } from '@pathwise/contracts';
import { createTestEnv, startTestService, type TestEnv, type TestService } from '@pathwise/platform/testing';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';
import type { InterviewEngine } from '../src/engines/index.js';
import { INTERVIEW_ENGINE } from '../src/jobs/engine.provider.js';

/**
 * A queued job that fails for good for a reason that is neither the input nor a dependency away (a bug in an engine)
 * reaches the user as a 500 in the feature's words (the spec's failure toasts), never the bare 'Internal server
 * error' it used to be; the reason stays in the logs. The engine is made to throw in this process (ROLE=all).
 */
let env: TestEnv;
let svc: TestService<InterviewConfig>;
let engine: InterviewEngine;
const real: Partial<InterviewEngine> = {};

beforeAll(async () => {
  env = await createTestEnv('interviewfail');
  svc = await startTestService({
    label: 'interviewfail',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
  });
  engine = svc.app.get<InterviewEngine>(INTERVIEW_ENGINE);
  Object.assign(real, { generate: engine.generate, evaluate: engine.evaluate, draft: engine.draft });
}, 60_000);

afterEach(() => Object.assign(engine, real));

afterAll(async () => {
  await svc?.close();
  await env?.cleanup();
});

const premium = { as: { userId: '6b1f0c2e-3d4a-4b5c-8d7e-9f0a1b2c3d4e', plan: 'premium' as const } };
const broken = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'map')"));

it('answers a start, an evaluation and a draft whose job failed for good with a 500 that says what failed', async () => {
  const started = await svc.call('POST', '/api/interview/start', {
    json: { careerPath: 'Data Analyst', experienceLevel: 'entry-level' },
    ...premium,
  });
  expect(started.status).toBe(200);
  const question = started.json.questions[0];

  Object.assign(engine, { generate: broken, evaluate: broken, draft: broken });
  // at once: each job is retried with backoff before it fails for good
  const answers = await Promise.all([
    svc.call('POST', '/api/interview/start', {
      json: { careerPath: 'Nurse', experienceLevel: 'mid-level' },
      ...premium,
    }),
    svc.call('POST', '/api/interview/evaluate', {
      json: {
        sessionId: started.json.sessionId,
        questionId: question.id,
        question: question.question,
        response: 'I cleaned the data, checked it with the team and shipped the report a day early.',
        careerPath: 'Data Analyst',
      },
      ...premium,
    }),
    svc.call('POST', '/api/ai/response-draft', {
      json: { employerRequest: 'Could you send us a code sample?' },
      ...premium,
    }),
  ]);
  expect(answers.map((a) => ({ status: a.status, code: a.json.code, message: a.json.message }))).toEqual([
    { status: 500, code: 'INTERNAL_ERROR', message: InterviewMessages.startFailed },
    { status: 500, code: 'INTERNAL_ERROR', message: InterviewMessages.evaluateFailed },
    { status: 500, code: 'INTERNAL_ERROR', message: InterviewMessages.draftFailed },
  ]);
  // nothing of the engine's own error reaches the caller
  for (const a of answers) expect(a.text).not.toMatch(/Cannot read|TypeError|reading/);

  // the engine fixed, the same start is run again instead of answering the old failure
  Object.assign(engine, real);
  const again = await svc.call('POST', '/api/interview/start', {
    json: { careerPath: 'Nurse', experienceLevel: 'mid-level' },
    ...premium,
  });
  expect(again.status).toBe(200);
}, 60_000);
