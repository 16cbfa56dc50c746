import { InterviewEvaluation, InterviewQuestion, ResponseDraftResponse } from '@pathwise/contracts';
import { FakeOpenAI, type FakeReply } from '@pathwise/platform/testing';
import { resolveCareer } from './catalog/careers.js';
import { claimsTool, LlmInterviewEngine, MAX_SCORE_DRIFT } from './llm-engine.js';
import type { ReplyProfile } from './replies/draft-reply.js';

const nurse = resolveCareer('Registered Nurse');
const profile: ReplyProfile = {
  firstName: 'Maya',
  lastName: 'Chen',
  location: 'Denver, CO',
  skills: ['Python', 'SQL', 'Tableau'],
  experienceLevel: 'mid-level',
  titles: ['Data Analyst'],
  matches: [{ title: 'Data Analyst', code: '15-2051.01' }],
};
const now = new Date('2026-03-06T15:00:00Z');

const question = (n: number) => ({
  question: `Question ${n}: tell me how you would triage patient number ${n} on a busy shift?`,
  type: 'behavioural',
  difficulty: 'medium',
  expectedAnswerLength: '150-250 words (about 1-2 minutes)',
  expectedWords: { min: 150, max: 250 },
  hints: ['Use STAR', 'Name the result'],
  competency: 'Prioritisation',
  source: 'task',
  focusTerms: ['acuity', 'vital signs'],
});
const goodQuestions = JSON.stringify({ questions: [1, 2, 3, 4, 5, 6].map(question) });

const evalQuestion = {
  text: 'Tell me about a time you had more work than time. How did you decide what came first?',
};
const answer =
  'On my 30-bed unit two nurses called in sick and I had eight patients. My goal was to keep everyone safe. ' +
  'I ranked my patients by acuity from their vital signs, asked the charge nurse to reassign one stable patient and ' +
  'delegated vital signs to the nursing assistant. As a result every medication was on time and there were no falls.';

describe('LlmInterviewEngine against a local OpenAI-compatible server', () => {
  const server = new FakeOpenAI();
  const fallbacks: string[] = [];
  let engine: LlmInterviewEngine;

  beforeAll(async () => {
    await server.start();
    engine = new LlmInterviewEngine({
      apiKey: 'test-key',
      baseURL: server.url,
      model: 'fake-model',
      timeoutMs: 1_500,
      onFallback: (r) => fallbacks.push(r),
    });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    fallbacks.length = 0;
  });

  const lastBody = () => server.requests.at(-1)!.body;

  it('uses the model’s questions when they fit the contract, and records the LLM wrote them', async () => {
    server.reply({ content: goodQuestions });
    const { questions, engine: used } = await engine.generate({
      career: nurse,
      level: 'mid-level',
      resume: null,
      seed: 's1',
    });
    expect(used).toBe('llm');
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    for (const q of questions) expect(InterviewQuestion.parse(q)).toEqual(q);
    expect(fallbacks).toEqual([]);
    // structured output, strict, named; the occupation's O*NET facts in the prompt
    expect(lastBody().response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'interview_questions', strict: true },
    });
    expect(lastBody().messages[1].content).toContain(nurse.tasks[0].slice(0, 30));
  });

  it('uses the model’s score and prose, anchored to the visible rubric, and keeps the rubric’s evidence', async () => {
    const local = await new (await import('./engine.js')).LocalInterviewEngine().evaluate({
      question: evalQuestion,
      response: answer,
      career: nurse,
    });
    server.reply({
      content: JSON.stringify({
        score: 100,
        feedback: 'A clear STAR answer: “ranked my patients by acuity” shows judgement.',
        strengths: ['Named a measurable result'],
        improvements: ['Say how you checked on the reassigned patient'],
        outline: [{ part: 'Situation', text: 'On my 30-bed unit…', fromAnswer: true }],
      }),
    });
    const evaluation = await engine.evaluate({ question: evalQuestion, response: answer, career: nurse });
    expect(InterviewEvaluation.parse(evaluation)).toEqual(evaluation);
    expect(evaluation).toMatchObject({
      engine: 'llm',
      feedback: 'A clear STAR answer: “ranked my patients by acuity” shows judgement.',
      strengths: ['Named a measurable result'],
      rubric: local.rubric,
      termsUsed: local.termsUsed,
    });
    expect(evaluation.score).toBe(Math.min(100, local.score + MAX_SCORE_DRIFT));
  });

  it.each([
    [
      'no-example',
      'Triage, acuity, vital signs, charting, IV therapy, Epic, teamwork, communication and time management.',
    ],
    [
      'no-story',
      'I would look at every patient, decide who is the sickest and see them first, then I would ask the charge nurse for help with the rest and keep the family informed.',
    ],
  ])('never lets the model lift a flagged non-answer (%s) above the rubric’s cap', async (flag, response) => {
    const local = await new (await import('./engine.js')).LocalInterviewEngine().evaluate({
      question: evalQuestion,
      response,
      career: nurse,
    });
    expect(local.flags).toContain(flag);
    server.reply({
      content: JSON.stringify({
        score: 90,
        feedback: 'Great range of skills.',
        strengths: [],
        improvements: [],
        outline: [],
      }),
    });
    const evaluation = await engine.evaluate({ question: evalQuestion, response, career: nurse });
    expect(evaluation).toMatchObject({ engine: 'llm', score: local.score, flags: local.flags });
  });

  it('uses the model’s reply draft and lists its blanks', async () => {
    const reply =
      'Hi Priya,\n\nThank you for reaching out. I am available on [day and time]. I have worked with Tableau and SQL.\n\nBest regards,\nMaya Chen';
    server.reply({ content: JSON.stringify({ responseDraft: reply, category: 'interview-scheduling' }) });
    const draft = await engine.draft({ message: 'Can we schedule a call next week?', profile, now });
    expect(draft).toMatchObject({
      engine: 'llm',
      draft: reply,
      category: 'interview-scheduling',
      blanks: ['[day and time]'],
    });
    expect(
      ResponseDraftResponse.pick({ responseDraft: true, category: true }).parse({
        responseDraft: draft.draft,
        category: draft.category,
      }),
    ).toBeTruthy();
    const sent = JSON.parse(lastBody().messages[1].content);
    expect(sent.profile).toMatchObject({
      name: 'Maya Chen',
      location: 'Denver, CO',
      skills: ['Python', 'SQL', 'Tableau'],
    });
  });

  it('never asks the model about a message with the signs of a scam: the local warning is the draft', async () => {
    const before = server.requests.length;
    server.reply({
      content: JSON.stringify({ responseDraft: 'Hello,\n\nHere is my bank account number.', category: 'offer' }),
    });
    const draft = await engine.draft({
      message: 'You are hired! Reply with your bank account and routing number so we can send your equipment check.',
      profile,
      now,
    });
    expect(server.requests.length).toBe(before);
    expect(draft).toMatchObject({ engine: 'local', category: 'other' });
    expect(draft.draft).toMatch(/\[Warning: this message has signs of a job scam/);
  });

  const failures: [string, FakeReply][] = [
    ['an HTTP error', { status: 500 }],
    ['invalid JSON', { content: 'not json at all' }],
    ['output that does not match the schema', { content: JSON.stringify({ questions: 'many', score: 'high' }) }],
    ['a timeout', { delayMs: 3_000 }],
  ];

  it.each(failures)(
    'falls back to the local engine on %s for questions, evaluations and drafts, and records it',
    async (_name, reply) => {
      server.reply(reply);
      const sent = server.requests.length;
      const generated = await engine.generate({ career: nurse, level: 'entry-level', resume: null, seed: 's2' });
      const evaluation = await engine.evaluate({ question: evalQuestion, response: answer, career: nurse });
      const draft = await engine.draft({ message: 'What are your salary expectations?', profile, now });
      expect([generated.engine, evaluation.engine, draft.engine]).toEqual(['local', 'local', 'local']);
      expect(generated.questions.length).toBeGreaterThanOrEqual(5);
      expect(evaluation.rubric).toHaveLength(6);
      expect(draft.category).toBe('salary-question');
      expect(fallbacks).toHaveLength(3);
      // one request each, no retries: the worst case is one deadline per result
      expect(server.requests.length - sent).toBe(3);
    },
    20_000,
  );

  it('refuses model output that breaks the checks: too few or repeated questions, a claimed tool', async () => {
    server.reply({
      content: JSON.stringify({ questions: [question(1), question(1), question(2), question(3), question(4)] }),
    });
    expect((await engine.generate({ career: nurse, level: 'mid-level', resume: null, seed: 's3' })).engine).toBe(
      'local',
    );
    server.reply({ content: JSON.stringify({ questions: [question(1), question(2)] }) });
    expect((await engine.generate({ career: nurse, level: 'mid-level', resume: null, seed: 's4' })).engine).toBe(
      'local',
    );
    server.reply({
      content: JSON.stringify({
        responseDraft: 'Hello,\n\nYes, I have five years of Kubernetes experience.\n\nBest regards,\nMaya Chen',
        category: 'experience-question',
      }),
    });
    const draft = await engine.draft({ message: 'Do you have experience with Kubernetes?', profile, now });
    expect(draft.engine).toBe('local');
    expect(draft.draft).toMatch(/I haven't used Kubernetes/);
    expect(fallbacks).toEqual([
      'a repeated question',
      '2 questions',
      'the draft claims a tool the resume does not list',
    ]);
  });
});

describe('claimsTool', () => {
  it('tells a claim from an honest “not yet” or a blank', () => {
    expect(claimsTool('I have used Kubernetes daily.', 'Kubernetes')).toBe(true);
    expect(claimsTool("I haven't used Kubernetes yet. I learn fast.", 'Kubernetes')).toBe(false);
    expect(claimsTool('[Say whether you know Kubernetes]', 'Kubernetes')).toBe(false);
    expect(claimsTool('I know SQL well.', 'Kubernetes')).toBe(false);
  });
});
