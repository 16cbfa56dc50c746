import { randomUUID } from 'node:crypto';
import {
  type Conversation,
  EventNames,
  FIXED_CAREER_PATHS,
  type InterviewEvaluateResponse,
  InterviewMessages,
  type InterviewSessionDetail,
  type InterviewSessionSummary,
  type InterviewStartResponse,
  type ResponseDraftResponse,
  USER_DATA_EXPORT_PATH,
} from '@pathwise/contracts';
import { createRedis, OutboxEvent, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import {
  createTestEnv,
  EventSender,
  pendingSchemaChanges,
  rawRequester,
  startTestService,
  type TestEnv,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
// the real gateway in front of the service, through the gateway's own test harness (read-only use, tests only)
import { startGateway, type TestGateway } from '../../../gateway/test/support/gateway-harness.js';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';
import { UserProfileEntity } from '../src/profiles/user-profile.entity.js';

/**
 * Every interview and reply-draft route and error as the browser meets them: through the gateway (session cookie,
 * plan gate, signed identity), on real PostgreSQL and Redis, with the BullMQ workers in the service's process.
 */
let env: TestEnv;
let svc: TestService<InterviewConfig>;
let gateway: TestGateway;
let redis: Redis;
let sessions: SessionStore;
let events: EventSender;

beforeAll(async () => {
  env = await createTestEnv('interviewgw');
  svc = await startTestService({
    label: 'interviewgw',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    testEnv: env,
  });
  gateway = await startGateway(env, { INTERVIEW_SERVICE_URL: svc.url });
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
  events = new EventSender('interview', env.redisUrl, env.redisPrefix);
}, 60_000);
afterAll(async () => {
  await events?.close();
  await gateway?.close();
  await svc?.close();
  redis?.disconnect();
  await env?.cleanup();
});

interface User {
  id: string;
  cookie: string;
}
async function signIn(plan: 'free' | 'premium' = 'premium'): Promise<User> {
  const id = randomUUID();
  const { token } = await sessions.create(id, plan);
  return { id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
}

async function call<T = any>(method: string, path: string, user: User | null, body?: object) {
  const headers: Record<string, string> = user ? { cookie: user.cookie } : {};
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(gateway.url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

const ROUTES: [string, string, object?][] = [
  ['POST', '/api/interview/start', { careerPath: 'Data Analyst', experienceLevel: 'mid-level' }],
  ['POST', '/api/interview/evaluate', { question: 'Why?', response: 'Because.', careerPath: 'Data Analyst' }],
  ['GET', '/api/interview/career-paths'],
  ['GET', '/api/interview/sessions'],
  ['GET', `/api/interview/sessions/${randomUUID()}`],
  ['GET', '/api/ai/conversations'],
  ['POST', '/api/ai/response-draft', { employerRequest: 'Hello' }],
];

it('has no entity change without a migration', async () => {
  expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
});

it('answers 401 when signed out and 403 to free users on every route', async () => {
  const free = await signIn('free');
  for (const [method, path, body] of ROUTES) {
    expect({ path, status: (await call(method, path, null, body)).status }).toEqual({ path, status: 401 });
    const res = await call(method, path, free, body);
    expect({ path, status: res.status, message: res.json.message }).toEqual({
      path,
      status: 403,
      message: 'Premium subscription required',
    });
  }
  // the service checks the plan itself too, not only the gateway
  const direct = await svc.call('GET', '/api/interview/sessions', { as: { userId: free.id, plan: 'free' } });
  expect(direct.status).toBe(403);
});

it('refuses incomplete input with the spec’s messages', async () => {
  const user = await signIn();
  const missing = await call('POST', '/api/interview/start', user, { careerPath: '  ', experienceLevel: 'mid-level' });
  expect(missing).toMatchObject({ status: 400, json: { message: InterviewMessages.missingInformation } });
  const level = await call('POST', '/api/interview/start', user, { careerPath: 'Nurse', experienceLevel: 'guru' });
  expect(level).toMatchObject({ status: 400, json: { message: InterviewMessages.missingInformation } });
  const empty = await call('POST', '/api/interview/evaluate', user, {
    question: 'Q?',
    response: '   ',
    careerPath: 'Nurse',
  });
  expect(empty).toMatchObject({ status: 400, json: { message: InterviewMessages.emptyResponse } });
  const request = await call('POST', '/api/ai/response-draft', user, { employerRequest: '\n ' });
  expect(request).toMatchObject({ status: 400, json: { message: InterviewMessages.missingRequest } });
});

it('refuses control characters in the free text it echoes back (careerPath, answers, employer messages)', async () => {
  const user = await signIn();
  const controlled = 'controlled\u001b[2J\u0007';
  const cases: [string, object, string][] = [
    ['/api/interview/start', { careerPath: `Nurse${controlled}`, experienceLevel: 'mid-level' }, 'careerPath'],
    ['/api/interview/start', { careerPath: 'Nurse\nManager', experienceLevel: 'mid-level' }, 'careerPath'],
    ['/api/interview/start', { careerPath: 'Nurse\u0085', experienceLevel: 'mid-level' }, 'careerPath'],
    ['/api/interview/evaluate', { question: 'Why?', response: 'Fine', careerPath: `Nurse${controlled}` }, 'careerPath'],
    [
      '/api/interview/evaluate',
      { question: 'Why?', response: `I ${controlled}`, careerPath: 'Nurse' },
      'Your response',
    ],
    ['/api/ai/response-draft', { employerRequest: `Hello ${controlled}` }, "The employer's message"],
  ];
  for (const [path, body, label] of cases) {
    const res = await call('POST', path, user, body);
    expect({ path, body, status: res.status, message: res.json.message }).toEqual({
      path,
      body,
      status: 400,
      message: `${label} must not contain control characters`,
    });
  }
  // line breaks and tabs stay welcome where text has lines
  const multiLine = await call('POST', '/api/interview/evaluate', user, {
    question: 'Why?',
    response: 'First,\tI listened.\r\nThen I acted.',
    careerPath: 'Nurse',
  });
  expect(multiLine.status).toBe(200);
  expect((await call<unknown[]>('GET', '/api/interview/sessions', user)).json).toEqual([]);
  expect((await call<unknown[]>('GET', '/api/ai/conversations', user)).json).toEqual([]);
});

it('practises a session end to end: questions, scored answers, a retry compared, completion and history', async () => {
  const user = await signIn();
  const start = await call<InterviewStartResponse>('POST', '/api/interview/start', user, {
    careerPath: 'Registered Nurse',
    experienceLevel: 'mid-level',
  });
  expect(start.status).toBe(200);
  const { sessionId, questions } = start.json;
  expect(start.json.occupation).toEqual({ code: '29-1141.00', title: 'Registered Nurses' });
  expect(start.json.engine).toBe('local');
  expect(questions.length).toBeGreaterThanOrEqual(5);
  expect(questions.length).toBeLessThanOrEqual(8);
  for (const q of questions) {
    expect(q).toMatchObject({
      question: expect.any(String),
      type: expect.stringMatching(/^(behavioural|technical|situational)$/),
      difficulty: expect.stringMatching(/^(easy|medium|hard)$/),
      expectedAnswerLength: expect.any(String),
      hints: expect.any(Array),
    });
  }

  const strong =
    'On my 30-bed medical unit last winter, two nurses called in sick and I had eight patients. My goal was to keep every patient safe. ' +
    'I first ranked my patients by acuity from their vital signs and care plans, I asked the charge nurse to reassign one stable patient, ' +
    'and I delegated vital signs to the nursing assistant. As a result every medication was given on time and there were no falls.';
  const answers: InterviewEvaluateResponse[] = [];
  for (const [i, q] of questions.entries()) {
    const res = await call<InterviewEvaluateResponse>('POST', '/api/interview/evaluate', user, {
      question: q.question,
      response: i === 0 ? 'I am a nurse.' : strong,
      careerPath: 'Registered Nurse',
      sessionId,
      questionId: q.id,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ sessionId, questionId: q.id, attempt: 1, comparison: null, engine: 'local' });
    expect(res.json.rubric).toHaveLength(6);
    expect(res.json.feedback).toMatch(/Score: \d+\/100/);
    answers.push(res.json);
  }
  expect(answers.at(-1)!.sessionComplete).toBe(true);
  expect(answers.slice(0, -1).every((a) => !a.sessionComplete)).toBe(true);
  expect(answers[0].score).toBeLessThan(40);

  // interview.completed is published in the transaction that completed the session (career's progress listens)
  const outbox = svc.app.get(DataSource).getRepository(OutboxEvent);
  const published = await outbox.findBy({ name: EventNames.interviewCompleted });
  expect(published.map((e) => e.payload)).toEqual([
    { userId: user.id, careerPath: 'Registered Nurse', averageScore: expect.any(Number) },
  ]);

  // retry the weak first answer: a second attempt, compared with the first
  const retry = await call<InterviewEvaluateResponse>('POST', '/api/interview/evaluate', user, {
    question: questions[0].question,
    response: strong,
    careerPath: 'Registered Nurse',
    sessionId,
    questionId: questions[0].id,
  });
  expect(retry.json.attempt).toBe(2);
  expect(retry.json.comparison).toMatchObject({
    previousScore: answers[0].score,
    delta: retry.json.score - answers[0].score,
  });
  expect(retry.json.comparison!.summary).toMatch(/Up \d+ points/);
  expect(await outbox.countBy({ name: EventNames.interviewCompleted })).toBe(1);

  const history = await call<InterviewSessionSummary[]>('GET', '/api/interview/sessions', user);
  expect(history.json).toEqual([
    expect.objectContaining({ id: sessionId, answeredCount: questions.length, completedAt: expect.any(String) }),
  ]);
  const detail = await call<InterviewSessionDetail>('GET', `/api/interview/sessions/${sessionId}`, user);
  expect(detail.json.questions[0].answers.map((a) => a.attempt)).toEqual([1, 2]);

  // a second session for the same path asks different questions
  const again = await call<InterviewStartResponse>('POST', '/api/interview/start', user, {
    careerPath: 'Registered Nurse',
    experienceLevel: 'mid-level',
  });
  const repeated = again.json.questions.filter((q) => questions.some((p) => p.question === q.question));
  expect(repeated.length).toBeLessThanOrEqual(1);
});

it('never shows or accepts another user’s session (404)', async () => {
  const owner = await signIn();
  const other = await signIn();
  const { json } = await call<InterviewStartResponse>('POST', '/api/interview/start', owner, {
    careerPath: 'Electrician',
    experienceLevel: 'entry-level',
  });
  const q = json.questions[0];
  const evaluate = await call('POST', '/api/interview/evaluate', other, {
    question: q.question,
    response: 'My answer',
    careerPath: 'Electrician',
    sessionId: json.sessionId,
    questionId: q.id,
  });
  expect(evaluate).toMatchObject({ status: 404, json: { message: InterviewMessages.sessionNotFound } });
  expect((await call('GET', `/api/interview/sessions/${json.sessionId}`, other)).status).toBe(404);
  // an id that cannot be a session's names none: the same 404 as an unknown one
  expect(await call('GET', '/api/interview/sessions/not-a-uuid', owner)).toMatchObject({
    status: 404,
    json: { message: InterviewMessages.sessionNotFound },
  });
  expect((await call<unknown[]>('GET', '/api/interview/sessions', other)).json).toEqual([]);
  const wrongQuestion = await call('POST', '/api/interview/evaluate', owner, {
    question: 'A question that was never asked',
    response: 'An answer',
    careerPath: 'Electrician',
    sessionId: json.sessionId,
  });
  expect(wrongQuestion).toMatchObject({ status: 400, json: { message: InterviewMessages.questionNotFound } });
});

it('evaluates an answer without a session, as the spec’s body has it', async () => {
  const user = await signIn();
  const res = await call<InterviewEvaluateResponse>('POST', '/api/interview/evaluate', user, {
    question: 'Tell me about a time you resolved a conflict with a coworker.',
    response: 'qwpoeiru asldkfj zmxncbv',
    careerPath: 'Software Engineer',
  });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ sessionId: null, flags: expect.arrayContaining(['gibberish']) });
  expect(res.json.score).toBeLessThanOrEqual(10);
});

it('keeps a profile copy from events and uses it: matches as career paths, name and skills in drafts', async () => {
  const user = await signIn();
  await events.send(EventNames.userRegistered, {
    userId: user.id,
    email: 'm@example.com',
    firstName: 'Maya',
    lastName: 'Chen',
  });
  await events.send(EventNames.userUpdated, {
    userId: user.id,
    email: 'm@example.com',
    firstName: 'Maya',
    lastName: 'Chen',
    location: 'Denver, CO',
  });
  await events.send(EventNames.resumeAnalyzed, {
    userId: user.id,
    fileName: 'maya.pdf',
    uploadedAt: new Date().toISOString(),
    skills: ['Python', 'SQL', 'Tableau'],
    experienceLevel: 'mid-level',
    targetTitles: ['Data Analyst'],
  });
  const matchEvent = {
    userId: user.id,
    occupations: [
      { code: '15-2051.00', title: 'Data Scientists', matchScore: 81 },
      { code: '13-1161.00', title: 'Market Research Analysts and Marketing Specialists', matchScore: 88 },
    ],
  };
  const eventId = await events.send(EventNames.careerMatchesUpdated, matchEvent);
  await events.send(EventNames.careerMatchesUpdated, matchEvent, 'test', eventId); // delivered twice: applied once
  const profiles = svc.app.get(DataSource).getRepository(UserProfileEntity);
  await until(
    () => profiles.findOneBy({ userId: user.id }),
    (p) => Boolean(p?.location && p.hasResume && p.matches.length === 2),
  );

  const paths = await call<{ title: string; source: string }[]>('GET', '/api/interview/career-paths', user);
  expect(paths.json.map((p) => p.title)).toEqual([
    'Market Research Analysts and Marketing Specialists',
    'Data Scientists',
    ...FIXED_CAREER_PATHS,
  ]);
  const start = await call<InterviewStartResponse>('POST', '/api/interview/start', user, {
    careerPath: 'Data Scientists',
    experienceLevel: 'mid-level',
  });
  expect(start.json.occupation?.code).toBe('15-2051.00');
  expect(start.json.questions.some((q) => q.source === 'resume')).toBe(true);

  const draft = await call<ResponseDraftResponse>('POST', '/api/ai/response-draft', user, {
    employerRequest: 'Do you have experience with Tableau and Kubernetes?',
  });
  expect(draft.status).toBe(200);
  expect(draft.json.category).toBe('experience-question');
  expect(draft.json.responseDraft).toMatch(/Yes, I have worked with Tableau/);
  expect(draft.json.responseDraft).toMatch(/I haven't used Kubernetes/);
  expect(draft.json.responseDraft).toMatch(/Maya Chen$/);
});

it('drafts replies and lists the conversations newest first', async () => {
  const user = await signIn();
  const messages = [
    'Could you send a code sample or a link to your GitHub?',
    'What are your salary expectations?',
    'We would like to schedule an interview. What times work for you next week?',
  ];
  const ids: string[] = [];
  for (const employerRequest of messages) {
    const res = await call<ResponseDraftResponse>('POST', '/api/ai/response-draft', user, { employerRequest });
    expect(res.status).toBe(200);
    expect(res.json.responseDraft.length).toBeGreaterThan(50);
    ids.push(res.json.conversationId);
  }
  const list = await call<Conversation[]>('GET', '/api/ai/conversations', user);
  expect(list.json.map((c) => c.id)).toEqual([...ids].reverse());
  expect(list.json[0]).toMatchObject({
    type: 'response-draft',
    employerRequest: messages[2],
    category: 'interview-scheduling',
    engine: 'local',
  });
  expect((await call<Conversation[]>('GET', '/api/ai/conversations', await signIn())).json).toEqual([]);
});

it('exports the user’s data and deletes all of it on user.deleted', async () => {
  const user = await signIn();
  await call('POST', '/api/ai/response-draft', user, { employerRequest: 'Thanks for applying, we received it.' });
  await call('POST', '/api/interview/start', user, { careerPath: 'Chef', experienceLevel: 'entry-level' });
  const exported = await svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: user.id, plan: 'free' } });
  expect(exported.status).toBe(200);
  expect(exported.json.service).toBe('interview');
  expect(exported.json.data.interviewSessions).toHaveLength(1);
  expect(exported.json.data.conversations).toHaveLength(1);
  const startRequests = () =>
    svc.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM "interview"."pending_requests" WHERE user_id = $1', [user.id]);
  expect(await startRequests()).toEqual([{ n: 2 }]); // the start's and the draft's

  await events.send(EventNames.userDeleted, { userId: user.id, deletedAt: new Date().toISOString() });
  const after = await until(
    () => svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: user.id, plan: 'free' } }),
    (r) => r.json.data.interviewSessions.length === 0,
  );
  expect(after.json.data).toEqual({
    profileCopy: null,
    interviewSessions: [],
    answersOutsideSessions: [],
    conversations: [],
  });
  expect(await startRequests()).toEqual([{ n: 0 }]);
});

it('answers hostile input on every route with a clear 4xx and a message, and writes nothing', async () => {
  const owner = await signIn();
  const { json: session } = await call<InterviewStartResponse>('POST', '/api/interview/start', owner, {
    careerPath: 'Electrician',
    experienceLevel: 'entry-level',
  });
  const user = await signIn();
  const raw = rawRequester(gateway.url, user.cookie);
  const answer = { question: 'Why?', response: 'Because I like it.', careerPath: 'Electrician' };
  const shapes = ['{"careerPath": ', '{', 'null', '[]', '"text"', '7', '{"__proto__": {"x": 1}}'];
  const cases: [string, string[]][] = [
    [
      '/api/interview/start',
      [
        ...shapes,
        '{"careerPath": 42, "experienceLevel": "mid-level"}',
        '{"careerPath": ["Nurse"], "experienceLevel": "mid-level"}',
        '{"careerPath": "Nurse", "experienceLevel": null}',
        '{"careerPath": "Nu\\u0000rse", "experienceLevel": "mid-level"}',
        '{"careerPath": "\\ud800", "experienceLevel": "mid-level"}',
        JSON.stringify({ careerPath: 'N'.repeat(10_000), experienceLevel: 'mid-level' }),
        JSON.stringify({ careerPath: 'N'.repeat(200_000), experienceLevel: 'mid-level' }),
      ],
    ],
    [
      '/api/interview/evaluate',
      [
        ...shapes,
        JSON.stringify({ ...answer, response: 42 }),
        JSON.stringify({ ...answer, response: 'a\u0000b' }),
        JSON.stringify({ ...answer, response: 'r'.repeat(10_001) }),
        JSON.stringify({ ...answer, question: { q: 1 } }),
        JSON.stringify({ ...answer, sessionId: 'not-a-session' }),
        JSON.stringify({ ...answer, sessionId: 12 }),
        JSON.stringify({ ...answer, sessionId: randomUUID() }),
        JSON.stringify({ ...answer, sessionId: session.sessionId, questionId: session.questions[0]!.id }),
        JSON.stringify({ ...answer, questionId: 'q'.repeat(21) }),
        JSON.stringify({ ...answer, questionId: ['q1'] }),
      ],
    ],
    [
      '/api/ai/response-draft',
      [
        ...shapes,
        '{"employerRequest": 42}',
        '{"employerRequest": "Hi\\u0000there"}',
        JSON.stringify({ employerRequest: 'r'.repeat(10_001) }),
      ],
    ],
  ];
  for (const [path, bodies] of cases) {
    for (const body of bodies) {
      const res = await raw('POST', path, body);
      expect({ path, body: body.slice(0, 80), clear: res.clear }).toEqual({
        path,
        body: body.slice(0, 80),
        clear: true,
      });
    }
    const form = await raw(
      'POST',
      path,
      'careerPath=Nurse&experienceLevel=mid-level',
      'application/x-www-form-urlencoded',
    );
    expect({ path, form: form.clear }).toEqual({ path, form: true });
  }
  for (const id of [session.sessionId, randomUUID(), 'a%00b', 'x'.repeat(10_000), '%E0%A4%A', '..%2F..%2Fsessions']) {
    const res = await raw('GET', `/api/interview/sessions/${id}`);
    expect({ id: id.slice(0, 40), clear: res.clear }).toEqual({ id: id.slice(0, 40), clear: true });
  }
  // the lists take no parameters: absurd ones are ignored
  for (const path of ['/api/interview/sessions', '/api/ai/conversations', '/api/interview/career-paths']) {
    const res = await raw('GET', `${path}?page=-1&page=1e9&limit=abc&q=${'q'.repeat(5_000)}`);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
  }
  // nothing half-written: no session, answer or conversation for this user, the owner's session untouched
  expect((await call<unknown[]>('GET', '/api/interview/sessions', user)).json).toEqual([]);
  expect((await call<unknown[]>('GET', '/api/ai/conversations', user)).json).toEqual([]);
  const detail = await call<InterviewSessionDetail>('GET', `/api/interview/sessions/${session.sessionId}`, owner);
  expect(detail.json.answeredCount).toBe(0);
  expect(detail.json.questions.every((q) => q.answers.length === 0)).toBe(true);
});
