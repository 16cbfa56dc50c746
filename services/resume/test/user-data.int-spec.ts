import { EventNames, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { EventSender, startTestService, type TestService, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { ResumeVersions } from '../src/resume/resume-versions.js';
import { oneColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm } from './helpers.js';

/** The account export's share of this service and the account deletion (user.deleted), on real PostgreSQL and Redis. */
let svc: TestService<ResumeConfig>;
let events: EventSender;
let db: DataSource;

beforeAll(async () => {
  svc = await startTestService({ label: 'resumeuserdata', schema: ResumeEnv, createApp: createResumeApp });
  events = new EventSender('resume', svc.env.redisUrl, svc.env.redisPrefix);
  db = svc.app.get(DataSource);
});
afterAll(async () => {
  await events?.close();
  await svc?.close();
});

const exportOf = (userId: string) => svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId } });
const rowsOf = async (table: string, userId: string): Promise<number> =>
  (await db.query(`SELECT count(*)::int AS n FROM "resume"."${table}" WHERE user_id = $1`, [userId]))[0].n;

it('exports everything it holds for the user, and only that user', async () => {
  const userId = newUserId();
  const other = newUserId();
  const { pdf } = await oneColumnResume();
  expect(
    (await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf, 'mine.pdf'), as: { userId } })).status,
  ).toBe(201);
  await events.send(EventNames.careerMatchesUpdated, {
    userId,
    occupations: [{ code: '15-2051.00', title: 'Data Scientists', matchScore: 91 }],
  });
  const exported = await until(
    () => exportOf(userId),
    (r) => r.json?.data?.careerTargets !== null,
  );
  expect(exported.status).toBe(200);
  expect(exported.json.service).toBe('resume');
  const { resume, careerTargets } = exported.json.data;
  expect(resume).toMatchObject({ fileName: 'mine.pdf', fileSize: pdf.length, linkedinUrl: null });
  expect(exported.json.data.pendingUpload).toBeNull();
  expect(exported.json.data.atsScores).toEqual([expect.objectContaining({ fileName: 'mine.pdf', version: 1 })]);
  expect(Buffer.from(resume.file, 'base64').equals(pdf)).toBe(true);
  expect(resume.text).toMatch(/Kubernetes/);
  expect(resume.analysis.extractedSkills).toContain('Kubernetes');
  expect(careerTargets).toEqual([{ code: '15-2051.00', title: 'Data Scientists', matchScore: 91 }]);

  // nothing of someone else's
  expect((await exportOf(other)).json).toEqual({
    service: 'resume',
    data: { resume: null, pendingUpload: null, atsScores: [], careerTargets: null },
  });
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, { as: null })).status).toBe(401);
});

it('deletes every resume version, file, text, analysis and career target of the user on user.deleted, once', async () => {
  const userId = newUserId();
  const bystander = newUserId();
  const { pdf } = await oneColumnResume();
  for (const u of [userId, bystander]) {
    expect((await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), as: { userId: u } })).status).toBe(201);
    await events.send(EventNames.careerMatchesUpdated, {
      userId: u,
      occupations: [{ code: '15-1252.00', title: 'Software Developers', matchScore: 88 }],
    });
  }
  await until(
    () => rowsOf('career_targets', bystander),
    (n) => n === 1,
  );
  await until(
    () => rowsOf('career_targets', userId),
    (n) => n === 1,
  );

  // an upload still on its way goes too
  await svc.app.get(ResumeVersions).stage(userId, { linkedinUrl: 'linkedin.com/in/someone' });
  expect((await exportOf(userId)).json.data.pendingUpload).toMatchObject({ status: 'queued' });

  const id = await events.send(EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() });
  await until(
    () => exportOf(userId),
    (r) => r.json.data.resume === null && r.json.data.pendingUpload === null && r.json.data.careerTargets === null,
  );
  expect(await rowsOf('resumes', userId)).toBe(0);
  expect(await rowsOf('resume_uploads', userId)).toBe(0);
  expect(await rowsOf('resume_scores', userId)).toBe(0);
  expect(await rowsOf('career_targets', userId)).toBe(0);
  expect((await svc.call('GET', '/api/resume', { as: { userId } })).json).toBeNull();

  // a second deletion of the same account (another event) finds nothing left and succeeds
  const again = await events.send(EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() });
  await until(
    () =>
      db.query(`SELECT count(*)::int AS n FROM "resume"."processed_events" WHERE event_id = ANY($1)`, [[id, again]]),
    (r) => r[0].n === 2,
  );

  // the other user keeps everything
  expect(await rowsOf('resumes', bystander)).toBe(1);
  expect(await rowsOf('career_targets', bystander)).toBe(1);
});
