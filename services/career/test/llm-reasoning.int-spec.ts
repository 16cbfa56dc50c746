import { startTestService, type TestService } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { CareerMatchEntity } from '../src/matches/career-match.entity.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { keepsToFacts, LlmReasoningWriter } from '../src/reasoning/llm-reasoning-writer.js';
import { FakeOpenAI } from '@pathwise/platform/testing';
import { newUserId } from './helpers.js';

/** With OPENAI_API_KEY, an LLM rewords the reasoning from the engine's facts; the ranking stays the engine's. */
const llm = new FakeOpenAI();
let svc: TestService<CareerConfig>;

beforeAll(async () => {
  await llm.start();
  svc = await startTestService({
    label: 'careerllm',
    schema: CareerEnv,
    createApp: createCareerApp,
    env: {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: llm.url,
      OPENAI_MODEL: 'fake-model',
      OPENAI_TIMEOUT_MS: '1500',
    },
  });
  // Starting the service takes far longer than 30 s on a loaded 2-core machine.
}, 120_000);
afterAll(async () => {
  await svc?.close();
  await llm.stop();
});

/** Answers the rewrite request for whatever occupations it was sent. */
function rewriteAll(reasoning: (code: string, original: string) => string) {
  return (body: any) => {
    const sent = JSON.parse(body.messages[1].content) as Array<{ occupationCode: string; explanation: string }>;
    return JSON.stringify({
      explanations: sent.map((s) => ({
        occupationCode: s.occupationCode,
        reasoning: reasoning(s.occupationCode, s.explanation),
      })),
    });
  };
}

it('uses the reworded reasoning, keeps the ranking and records the engine', async () => {
  // A first user's submission tells us what the engine sends; the reply then rewords exactly those occupations for a
  // second user with the same answers (the same user's repeat would be deduplicated to the stored submission).
  llm.reply({ status: 500 });
  const plain = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.analytical),
    as: { userId: newUserId() },
  });
  expect(plain.status).toBe(201);
  const sent = llm.requests.at(-1)!.body;
  llm.reply({
    content: rewriteAll(
      (code) =>
        `Warmly put: this path suits the way you like to work (${code === '15-2051.00' ? 'Investigative 4.6/5' : 'your answers'}).`,
    )(sent),
  });

  const userId = newUserId();
  const res = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.analytical),
    as: { userId },
  });
  expect(res.status).toBe(201);
  expect(res.json.recommendations.map((r: { title: string }) => r.title)).toEqual(
    plain.json.recommendations.map((r: { title: string }) => r.title),
  );
  expect(res.json.recommendations[0].reasoning).toMatch(/^Warmly put/);
  const rows = await svc.app.get(DataSource).manager.findBy(CareerMatchEntity, { userId });
  expect(new Set(rows.map((r) => r.reasoningEngine))).toEqual(new Set(['llm']));
});

it('keeps the engine wording when the LLM fails or is too slow', async () => {
  llm.reply({ delayMs: 3000, content: '{}' });
  const userId = newUserId();
  const res = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.social),
    as: { userId },
  });
  expect(res.status).toBe(201);
  expect(res.json.recommendations[0].reasoning).toMatch(/^You rated helping, teaching and caring for people highest/);
  const rows = await svc.app.get(DataSource).manager.findBy(CareerMatchEntity, { userId });
  expect(rows[0].reasoningEngine).toBe('local');
});

describe('LlmReasoningWriter', () => {
  const recs = [
    {
      occupationCode: '15-2051.00',
      title: 'Data Scientists',
      matchScore: 97,
      reasoning: 'You rated it 4.6/5 and it grows 33.5% by 2034.',
      actionSteps: [],
    },
    {
      occupationCode: '15-2041.00',
      title: 'Statisticians',
      matchScore: 95,
      reasoning: 'You rated it 4.6/5.',
      actionSteps: [],
    },
  ];

  it('rejects a rewrite that adds a number, keeping that one original', async () => {
    const reasons: string[] = [];
    const writer = new LlmReasoningWriter({
      apiKey: 'k',
      baseURL: llm.url,
      model: 'fake-model',
      onFallback: (r) => reasons.push(r),
    });
    llm.reply({
      content: JSON.stringify({
        explanations: [
          {
            occupationCode: '15-2051.00',
            reasoning: 'Your 4.6/5 rating shows real curiosity, and the field grows 33.5% by 2034.',
          },
          {
            occupationCode: '15-2041.00',
            reasoning: 'Your 4.6/5 rating fits, and it pays $250,000 a year in your first job.',
          },
        ],
      }),
    });
    const out = await writer.write(recs);
    expect(out.engine).toBe('llm');
    expect(out.recommendations[0].reasoning).toMatch(/^Your 4\.6\/5 rating shows/);
    expect(out.recommendations[1].reasoning).toBe(recs[1].reasoning);
    expect(reasons).toEqual(['1 rewrites rejected']);
  });

  it('checks facts by their numbers and a readable length', () => {
    expect(
      keepsToFacts('Rated 4.6/5; grows 33.5%.', 'You rated this 4.6 out of 5, and it is growing fast (33.5%).'),
    ).toBe(true);
    expect(keepsToFacts('Rated 4.6/5.', 'You rated this 4.9 out of 5, a very strong fit for you.')).toBe(false);
    expect(keepsToFacts('Rated 4.6/5.', 'Great!')).toBe(false);
  });
});
