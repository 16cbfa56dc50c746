import { EventNames, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { EventSender, startTestService, type TestService, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId, START_TIMEOUT_MS } from './helpers.js';

/** The account export's share of the career service, and user.deleted (real PostgreSQL and Redis). */
let svc: TestService<CareerConfig>;
let events: EventSender;
let db: DataSource;

beforeAll(async () => {
  svc = await startTestService({ label: 'careerdel', schema: CareerEnv, createApp: createCareerApp });
  events = new EventSender('career', svc.env.redisUrl, svc.env.redisPrefix);
  db = svc.app.get(DataSource);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await events?.close();
  await svc?.close();
});

const exportOf = (userId: string) => svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId } });
const rowsOf = async (userId: string) => {
  const [row] = (await db.query(
    `SELECT (SELECT count(*) FROM career.quiz_submissions WHERE user_id = $1)::int AS submissions,
            (SELECT count(*) FROM career.career_matches WHERE user_id = $1)::int AS matches,
            (SELECT count(*) FROM career.user_progress WHERE user_id = $1)::int AS progress`,
    [userId],
  )) as { submissions: number; matches: number; progress: number }[];
  return row!;
};
const processed = async (eventId: string) =>
  ((await db.query(`SELECT 1 FROM career.processed_events WHERE event_id = $1`, [eventId])) as unknown[]).length > 0;

async function userWithEverything(): Promise<string> {
  const userId = newUserId();
  await events.send('user.updated', {
    userId,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    location: 'Austin, TX',
  });
  await until(
    () => rowsOf(userId),
    (r) => r.progress === 1,
  );
  expect(
    (
      await svc.call('POST', '/api/quiz/responses', {
        json: sampleSubmission(SAMPLE_PEOPLE.analytical),
        as: { userId },
      })
    ).status,
  ).toBe(201);
  await events.send('resume.analyzed', {
    userId,
    fileName: 'cv.pdf',
    uploadedAt: new Date().toISOString(),
    skills: ['Python', 'SQL'],
    experienceLevel: 'mid-level',
    targetTitles: [],
  });
  await until(
    () => exportOf(userId),
    (r) => r.json?.data?.progress?.resumeSkills?.length === 2,
  );
  return userId;
}

it('exports everything the service holds for the caller, and only that', async () => {
  const userId = await userWithEverything();
  const other = await userWithEverything();
  const res = await exportOf(userId);
  expect(res.status).toBe(200);
  expect(res.json.service).toBe('career');
  const { quizSubmissions, careerMatches, progress } = res.json.data;
  expect(quizSubmissions).toHaveLength(1);
  expect(quizSubmissions[0].answers.length).toBeGreaterThanOrEqual(60);
  expect(careerMatches.length).toBeGreaterThanOrEqual(10);
  expect(careerMatches.every((m: { submissionId: string }) => m.submissionId === quizSubmissions[0].id)).toBe(true);
  expect(progress).toMatchObject({ location: 'Austin, TX', resumeSkills: ['Python', 'SQL'], resumeFileName: 'cv.pdf' });
  expect(JSON.stringify(res.json)).not.toContain(other);

  // A caller with nothing here gets the empty shape, not a 404.
  expect((await exportOf(newUserId())).json).toEqual({
    service: 'career',
    data: { quizSubmissions: [], careerMatches: [], progress: null },
  });
  // Not callable without the gateway's signed identity.
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, { as: 'unsigned' })).status).toBe(401);
});

it('deletes everything on user.deleted, leaves other users alone, and lets no later event bring a row back', async () => {
  const userId = await userWithEverything();
  const other = await userWithEverything();
  const otherBefore = await rowsOf(other);

  const deleted = await events.send(EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() }, 'auth');
  await until(
    () => processed(deleted),
    (done) => done,
  );
  expect(await rowsOf(userId)).toEqual({ submissions: 0, matches: 0, progress: 0 });
  expect((await exportOf(userId)).json.data).toEqual({ quizSubmissions: [], careerMatches: [], progress: null });
  expect(await rowsOf(other)).toEqual(otherBefore);

  // Delivered again (a retry): applied once, nothing fails.
  const again = await events.send(
    EventNames.userDeleted,
    { userId, deletedAt: new Date().toISOString() },
    'auth',
    deleted,
  );
  expect(again).toBe(deleted);

  // Events about the user that arrive after the deletion write nothing back.
  const late = [
    await events.send('user.updated', {
      userId,
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      location: 'Reno, NV',
    }),
    await events.send('resume.deleted', { userId }, 'resume'),
    await events.send('resume.analyzed', {
      userId,
      fileName: 'late.pdf',
      uploadedAt: new Date().toISOString(),
      skills: ['Go'],
      experienceLevel: null,
      targetTitles: [],
    }),
    await events.send('interview.completed', { userId, careerPath: 'Nurse', averageScore: 7 }, 'interview'),
    await events.send('job.applied', { userId, jobId: 'j1', appliedAt: new Date().toISOString() }, 'jobs'),
  ];
  await until(
    async () => Promise.all(late.map(processed)),
    (done) => done.every(Boolean),
  );
  expect(await rowsOf(userId)).toEqual({ submissions: 0, matches: 0, progress: 0 });
  // A quiz submitted with a session that outlived the deletion stores nothing.
  const submit = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.analytical),
    as: { userId },
  });
  expect(submit.status).toBe(401);
  expect(await rowsOf(userId)).toEqual({ submissions: 0, matches: 0, progress: 0 });
});

it('refuses a malformed user.deleted without touching anyone', async () => {
  const userId = await userWithEverything();
  const before = await rowsOf(userId);
  const bad = await events.send(EventNames.userDeleted, { user: userId }, 'auth');
  // The transport validates the payload and fails the delivery; nothing is deleted.
  const good = await events.send('interview.completed', { userId, careerPath: 'Nurse', averageScore: 7 }, 'interview');
  await until(
    () => processed(good),
    (done) => done,
  );
  expect(await processed(bad)).toBe(false);
  expect(await rowsOf(userId)).toEqual(before);
});
