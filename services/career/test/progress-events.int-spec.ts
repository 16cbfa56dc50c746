import { randomUUID } from 'node:crypto';
import { parseActionSteps } from '@pathwise/contracts';
import { createRedis, EVENT_JOB_OPTIONS, eventQueueName } from '@pathwise/platform';
import {
  EventSender,
  failQueueAdds,
  pendingSchemaChanges,
  startTestService,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId, START_TIMEOUT_MS } from './helpers.js';

/** The progress read model fed by other services' events, and the rescoring those events trigger. */
let svc: TestService<CareerConfig>;
let events: EventSender;
let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  svc = await startTestService({ label: 'careerev', schema: CareerEnv, createApp: createCareerApp });
  events = new EventSender('career', svc.env.redisUrl, svc.env.redisPrefix);
  redis = createRedis(svc.env.redisUrl, 'bullmq');
  queue = new Queue(eventQueueName('career'), { connection: redis, prefix: svc.env.redisPrefix });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await queue?.close();
  await redis?.quit();
  await events?.close();
  await svc?.close();
});

/** Delivers an event that happened at `occurredAt` (EventSender stamps "now"), as a late relay would. */
async function sendAt(name: string, payload: unknown, occurredAt: string): Promise<string> {
  const id = randomUUID();
  const envelope = { id, name, producer: 'resume', occurredAt, payload };
  await queue.add(name, envelope, { ...EVENT_JOB_OPTIONS, jobId: id });
  return id;
}

const dashboard = async (userId: string) => (await svc.call('GET', '/api/dashboard', { as: { userId } })).json;

it('counts the four Progress-tab steps equally as events arrive', async () => {
  const userId = newUserId();
  await events.send(
    'user.registered',
    { userId, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' },
    'auth',
  );
  expect(
    (
      await svc.call('POST', '/api/quiz/responses', {
        json: sampleSubmission(SAMPLE_PEOPLE.analytical),
        as: { userId },
      })
    ).status,
  ).toBe(201);
  expect((await dashboard(userId)).progressScore).toBe(25);

  const uploadedAt = '2025-05-01T10:00:00.000Z';
  await events.send(
    'resume.analyzed',
    {
      userId,
      fileName: 'grace-hopper.pdf',
      uploadedAt,
      skills: ['Tableau', 'Apache Spark', 'Python'],
      experienceLevel: 'mid-level',
      targetTitles: ['Data Scientist'],
    },
    'resume',
  );
  const withResume = await until(
    () => dashboard(userId),
    (d) => d.progressScore === 50,
  );
  expect(withResume.resume).toEqual({ fileName: 'grace-hopper.pdf', linkedinUrl: null, uploadedAt });

  // The resume's skills feed a rescoring: a match now cites them.
  const rescored = await until(
    () => dashboard(userId),
    (d) => d.recommendations.some((r: { reasoning: string }) => r.reasoning.includes('from your resume')),
  );
  const ds = rescored.recommendations.find((r: { title: string }) => r.title === 'Data Scientists');
  expect(ds.reasoning).toMatch(/it uses (Tableau|Apache Spark).* from your resume/);
  expect(parseActionSteps(ds.actionSteps)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Tailor your resume/)]),
  );

  await events.send('interview.completed', { userId, careerPath: 'Data Scientists', averageScore: 78 }, 'interview');
  expect(
    (
      await until(
        () => dashboard(userId),
        (d) => d.progressScore === 75,
      )
    ).interviewPracticed,
  ).toBe(true);

  await events.send('job.applied', { userId, jobId: 'job-1', appliedAt: new Date().toISOString() }, 'jobs');
  const done = await until(
    () => dashboard(userId),
    (d) => d.progressScore === 100,
  );
  expect(done).toMatchObject({ quizCompleted: true, interviewPracticed: true, applied: true });

  // A second application does not count twice; deleting the resume takes its step away.
  await events.send('job.applied', { userId, jobId: 'job-2', appliedAt: new Date().toISOString() }, 'jobs');
  await events.send('resume.deleted', { userId }, 'resume');
  const afterDelete = await until(
    () => dashboard(userId),
    (d) => d.resume === null,
  );
  expect(afterDelete.progressScore).toBe(75);
});

it('rescores after a resume event even when Redis refused the rescoring job the first time', async () => {
  const userId = newUserId();
  const submit = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.analytical),
    as: { userId },
  });
  expect(submit.status).toBe(201);
  const refused = failQueueAdds('career-matching', 1);
  try {
    await events.send('resume.analyzed', {
      userId,
      fileName: 'ada.pdf',
      linkedinUrl: null,
      uploadedAt: '2025-03-01T00:00:00.000Z',
      skills: ['Tableau', 'Apache Spark', 'Python'],
      experienceLevel: 'mid-level',
      targetTitles: [],
    });
    // queued with the event's dedupe row, so the refused add is sent again rather than lost behind "already processed"
    const rescored = await until(
      () => dashboard(userId),
      (d) => d.recommendations.some((r: { reasoning: string }) => r.reasoning.includes('from your resume')),
    );
    expect(rescored.recommendations.some((r: { reasoning: string }) => r.reasoning.includes('from your resume'))).toBe(
      true,
    );
    expect(refused.failures).toBe(1);
  } finally {
    refused.restore();
  }
});

it('applies an event delivered twice only once', async () => {
  const userId = newUserId();
  const id = await events.send('resume.analyzed', {
    userId,
    fileName: 'a.pdf',
    linkedinUrl: null,
    uploadedAt: '2025-01-01T00:00:00.000Z',
    skills: [],
    experienceLevel: 'entry-level',
    targetTitles: [],
  });
  await until(
    () => dashboard(userId),
    (d) => d.resume !== null,
  );
  await events.send('resume.deleted', { userId });
  await until(
    () => dashboard(userId),
    (d) => d.resume === null,
  );
  await events.send(
    'resume.analyzed',
    {
      userId,
      fileName: 'a.pdf',
      linkedinUrl: null,
      uploadedAt: '2025-01-01T00:00:00.000Z',
      skills: [],
      experienceLevel: 'entry-level',
      targetTitles: [],
    },
    'test',
    id,
  );
  await new Promise((r) => setTimeout(r, 700));
  expect((await dashboard(userId)).resume).toBeNull();
});

describe('resume events delivered out of order', () => {
  const analyzed = (userId: string, fileName: string, skills: string[] = []) => ({
    userId,
    fileName,
    linkedinUrl: null,
    uploadedAt: '2025-03-01T09:00:00.000Z',
    skills,
    experienceLevel: 'mid-level',
    targetTitles: [],
  });
  /** Waits until the consumer has recorded these events as processed (applied or deliberately ignored). */
  const processed = (ids: string[]) =>
    until(
      async () =>
        Number(
          (
            await svc.app
              .get(DataSource)
              .query(`SELECT count(*) AS n FROM "career"."processed_events" WHERE "event_id" = ANY($1)`, [ids])
          )[0].n,
        ),
      (n) => n === ids.length,
    );

  it('does not bring a deleted resume back when its analysis arrives after the deletion', async () => {
    const userId = newUserId();
    await svc.call('POST', '/api/quiz/responses', { json: sampleSubmission(SAMPLE_PEOPLE.analytical), as: { userId } });
    // Analysed at 10:00, deleted at 10:05; the relay delivers the deletion first.
    const deleted = await sendAt('resume.deleted', { userId }, '2025-03-01T10:05:00.000Z');
    expect(await processed([deleted])).toBe(1);
    const late = await sendAt(
      'resume.analyzed',
      analyzed(userId, 'old.pdf', ['Tableau', 'Apache Spark']),
      '2025-03-01T10:00:00.000Z',
    );
    expect(await processed([late])).toBe(1);

    const after = await dashboard(userId);
    expect(after.resume).toBeNull();
    expect(after.progressScore).toBe(25);
    expect(after.recommendations.some((r: { reasoning: string }) => r.reasoning.includes('from your resume'))).toBe(
      false,
    );

    // A newer upload still counts.
    await sendAt('resume.analyzed', analyzed(userId, 'new.pdf'), '2025-03-01T10:10:00.000Z');
    const uploaded = await until(
      () => dashboard(userId),
      (d) => d.resume !== null,
    );
    expect(uploaded.resume.fileName).toBe('new.pdf');
    expect(uploaded.progressScore).toBe(50);
  });

  it('keeps the newer resume when an older analysis arrives late, and a late deletion does not remove it', async () => {
    const userId = newUserId();
    const newer = await sendAt('resume.analyzed', analyzed(userId, 'second.pdf'), '2025-04-01T12:00:00.000Z');
    expect(await processed([newer])).toBe(1);
    const older = await sendAt('resume.analyzed', analyzed(userId, 'first.pdf'), '2025-04-01T11:00:00.000Z');
    const olderDelete = await sendAt('resume.deleted', { userId }, '2025-04-01T11:30:00.000Z');
    expect(await processed([older, olderDelete])).toBe(2);
    expect((await dashboard(userId)).resume).toMatchObject({ fileName: 'second.pdf' });
  });
});

it('shows the LinkedIn profile as the resume and puts the user’s location on every match', async () => {
  const userId = newUserId();
  await svc.call('POST', '/api/quiz/responses', { json: sampleSubmission(SAMPLE_PEOPLE.social), as: { userId } });
  expect((await dashboard(userId)).recommendations[0].location).toBeNull();

  await events.send(
    'user.updated',
    { userId, email: 'm@example.com', firstName: 'Maya', lastName: 'Angelou', location: 'Denver, CO' },
    'auth',
  );
  const located = await until(
    () => dashboard(userId),
    (d) => d.recommendations[0]?.location === 'Denver, CO',
  );
  expect(located.recommendations.every((r: { location: string }) => r.location === 'Denver, CO')).toBe(true);
  expect(parseActionSteps(located.recommendations[0].actionSteps).join(' ')).toContain('in Denver, CO');

  await events.send(
    'resume.analyzed',
    {
      userId,
      fileName: null,
      linkedinUrl: 'https://www.linkedin.com/in/maya',
      uploadedAt: '2025-02-02T00:00:00.000Z',
      skills: ['Counseling'],
      experienceLevel: 'mid-level',
      targetTitles: [],
    },
    'resume',
  );
  const withProfile = await until(
    () => dashboard(userId),
    (d) => d.resume !== null,
  );
  expect(withProfile.resume).toEqual({
    fileName: null,
    linkedinUrl: 'https://www.linkedin.com/in/maya',
    uploadedAt: '2025-02-02T00:00:00.000Z',
  });
});

it('matches a submission from quiz.completed even when nobody waited for it', async () => {
  const userId = newUserId();
  const source = svc.app.get(DataSource);
  // A submission stored by a request that timed out before its job ran: quiz.completed makes sure it is matched.
  const [row] = await source.query(
    `INSERT INTO "career"."quiz_submissions" ("user_id", "answers", "profile") SELECT $1, "answers", "profile" FROM "career"."quiz_submissions" LIMIT 1 RETURNING "id"`,
    [userId],
  );
  await source.query(
    `INSERT INTO "career"."user_progress" ("user_id", "latest_submission_id", "quiz_completed_at") VALUES ($1, $2, now())`,
    [userId, row.id],
  );
  await events.send(
    'quiz.completed',
    { userId, submissionId: row.id, completedAt: new Date().toISOString() },
    'career',
  );
  const matched = await until(
    () => dashboard(userId),
    (d) => d.recommendations.length > 0,
  );
  expect(matched.recommendations.length).toBeGreaterThanOrEqual(10);
});

it('has migrations that match the entities (no schema drift)', async () => {
  expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
});
