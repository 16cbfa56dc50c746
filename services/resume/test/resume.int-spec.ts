import { MAX_RESUME_BYTES, type ResumeAnalysis, ResumeAnalysisResponse, ResumeMessages } from '@pathwise/contracts';
import {
  brokenUploads,
  EventSender,
  failQueueAdds,
  pendingSchemaChanges,
  startTestService,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { UploadMessages } from '@pathwise/platform';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { ResumeEntity } from '../src/resume/resume.entity.js';
import {
  corruptPdf,
  encryptedPdf,
  imageOnlyPdf,
  oneColumnResume,
  oversizedPdf,
  pngBytes,
  twoColumnResume,
} from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm, versionState } from './helpers.js';

/** Every route and error through the HTTP API, on real PostgreSQL and Redis, with the worker in the process. */
let svc: TestService<ResumeConfig>;
let events: EventSender;
let db: DataSource;

beforeAll(async () => {
  svc = await startTestService({ label: 'resume', schema: ResumeEnv, createApp: createResumeApp });
  events = new EventSender('resume', svc.env.redisUrl, svc.env.redisPrefix);
  db = svc.app.get(DataSource);
});
afterAll(async () => {
  await events?.close();
  await svc?.close();
});

const upload = (userId: string, body: BodyInit) => svc.call('POST', '/api/resume/upload', { body, as: { userId } });
const outbox = async (name: string, userId: string) =>
  (await db.query(`SELECT payload FROM "resume"."outbox_events" WHERE name = $1`, [name])).filter(
    (r: { payload: { userId: string } }) => r.payload.userId === userId,
  );

it('has migrations that match the entities', async () => {
  expect(await pendingSchemaChanges(db)).toEqual([]);
});

it('uploads a PDF, analyses it on the worker and returns {resume, analysis}', async () => {
  const userId = newUserId();
  expect((await svc.call('GET', '/api/resume', { as: { userId } })).json).toBeNull();

  const res = await upload(userId, pdfForm((await oneColumnResume()).pdf, 'maria-gonzalez.pdf'));
  expect(res.status).toBe(201);
  const body = ResumeAnalysisResponse.parse(res.json);
  expect(body.resume.fileName).toBe('maria-gonzalez.pdf');
  expect(body.analysis.experienceLevel).toBe('senior-level');
  expect(body.analysis.engine).toBe('local');
  expect(body.analysis.extractedSkills).toEqual(expect.arrayContaining(['Kubernetes', 'Go', 'PostgreSQL']));
  expect(JSON.parse(body.resume.analysis!)).toEqual(body.analysis);

  const got = await svc.call('GET', '/api/resume', { as: { userId } });
  expect(got.status).toBe(200);
  expect(got.json).toMatchObject({ id: body.resume.id, fileName: 'maria-gonzalez.pdf', linkedinUrl: null });
  expect(JSON.parse(got.json.analysis)).toEqual(body.analysis);

  // the job status users see is in Postgres, and resume.analyzed went to the outbox with the analysis
  expect(await versionState(db, userId)).toMatchObject({ status: 'completed', attempts: 1, version: 1 });
  const [analyzed] = await outbox('resume.analyzed', userId);
  expect(analyzed.payload).toMatchObject({
    fileName: 'maria-gonzalez.pdf',
    linkedinUrl: null,
    experienceLevel: 'senior-level',
    targetTitles: ['Software Developers'],
  });
  expect(analyzed.payload.skills).toEqual(body.analysis.extractedSkills);
});

it('rejects a missing file, a non-PDF and an oversized file with the spec messages', async () => {
  const userId = newUserId();
  const none = await upload(userId, new FormData());
  expect(none.status).toBe(400);
  expect(none.json.message).toBe(ResumeMessages.noFile);

  const notMultipart = await svc.call('POST', '/api/resume/upload', { json: {}, as: { userId } });
  expect(notMultipart.status).toBe(400);
  expect(notMultipart.json.message).toBe(ResumeMessages.noFile);

  const png = await upload(userId, pdfForm(pngBytes(), 'resume.pdf', 'resume', 'application/pdf'));
  expect(png.status).toBe(400);
  expect(png.json.message).toBe(ResumeMessages.invalidType);

  const big = oversizedPdf();
  expect(big.length).toBeGreaterThan(MAX_RESUME_BYTES);
  const tooLarge = await upload(userId, pdfForm(big));
  expect(tooLarge.status).toBe(413);

  // an upload cut off before its closing boundary, or otherwise malformed, is the request's fault: 400
  for (const { label, body, contentType } of brokenUploads('resume', 'cv.pdf')) {
    const res = await svc.call('POST', '/api/resume/upload', {
      body,
      headers: { 'content-type': contentType },
      as: { userId },
    });
    expect({ label, status: res.status }).toEqual({ label, status: 400 });
    expect(res.json.message).toMatch(/did not arrive whole/);
  }

  // a body of thousands of fields is told so in words, not the parser's 'reach fields limit'
  const crowded = new FormData();
  for (let i = 0; i < 2000; i++) crowded.append(`f${i}`, 'x');
  crowded.append('resume', new Blob([new Uint8Array(corruptPdf())], { type: 'application/pdf' }), 'cv.pdf');
  const many = await upload(userId, crowded);
  expect({ status: many.status, message: many.json.message }).toEqual({
    status: 413,
    message: UploadMessages.tooManyParts,
  });

  // nothing was stored for any of them
  expect((await svc.call('GET', '/api/resume', { as: { userId } })).json).toBeNull();
});

it('answers 422 with what is wrong for encrypted, corrupt and image-only PDFs', async () => {
  const userId = newUserId();
  const cases: [Buffer, string][] = [
    [await encryptedPdf(), ResumeMessages.encrypted],
    [corruptPdf(), ResumeMessages.corrupt],
    [await imageOnlyPdf(), ResumeMessages.noText],
  ];
  for (const [pdf, message] of cases) {
    const res = await upload(userId, pdfForm(pdf));
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(message);
  }
  expect((await svc.call('GET', '/api/resume', { as: { userId } })).json).toBeNull();
});

it('keeps the current resume when a replacement cannot be read, and replaces it when it can', async () => {
  const userId = newUserId();
  const first = await upload(userId, pdfForm((await oneColumnResume()).pdf, 'first.pdf'));
  expect(first.status).toBe(201);
  expect((await upload(userId, pdfForm(corruptPdf(), 'broken.pdf'))).status).toBe(422);
  const kept = await svc.call('GET', '/api/resume', { as: { userId } });
  expect(kept.json.fileName).toBe('first.pdf');
  expect(JSON.parse(kept.json.analysis).experienceLevel).toBe('senior-level');

  const second = await upload(userId, pdfForm((await twoColumnResume()).pdf, 'second.pdf'));
  expect(second.status).toBe(201);
  expect(second.json.resume.id).toBe(first.json.resume.id); // one current resume per user
  expect(second.json.analysis.experienceLevel).toBe('mid-level');
  expect(await db.getRepository(ResumeEntity).countBy({ userId })).toBe(1);

  // each version that became current keeps its ATS score (the unreadable one never did), oldest first
  const scores = await db.query(
    `SELECT "file_name", "ats_score" FROM "resume"."resume_scores" WHERE "user_id" = $1 ORDER BY "version"`,
    [userId],
  );
  expect(scores).toEqual([
    { file_name: 'first.pdf', ats_score: Math.round(first.json.analysis.atsScore) },
    { file_name: 'second.pdf', ats_score: Math.round(second.json.analysis.atsScore) },
  ]);
});

it('analyses a LinkedIn address honestly, alone or with the uploaded resume', async () => {
  const userId = newUserId();
  const blank = await svc.call('POST', '/api/resume/linkedin', { json: { linkedinUrl: '   ' }, as: { userId } });
  expect(blank.status).toBe(400);
  expect(blank.json.message).toBe(ResumeMessages.missingUrl);

  const alone = await svc.call('POST', '/api/resume/linkedin', {
    json: { linkedinUrl: 'https://www.linkedin.com/in/jane-doe-4a7b19203' },
    as: { userId },
  });
  expect(alone.status).toBe(200);
  const a = ResumeAnalysisResponse.parse(alone.json);
  expect(a.resume).toMatchObject({ fileName: null, linkedinUrl: 'https://www.linkedin.com/in/jane-doe-4a7b19203' });
  expect(a.analysis.basis).toMatch(/only on your profile address/);
  expect(a.analysis.extractedSkills).toEqual([]);
  // nothing to read a level from: said plainly, not guessed
  expect(a.analysis.experienceLevel).toBe('unknown');
  expect(a.analysis.yearsOfExperience).toBeUndefined();
  expect(a.analysis.weaknesses.join(' ')).toMatch(/generated code/);
  expect(a.analysis.improvementSuggestions.join(' ')).toMatch(/Save to PDF/);
  // the dashboard's resume card needs the profile address too
  const [event] = await outbox('resume.analyzed', userId);
  expect(event.payload).toMatchObject({
    fileName: null,
    linkedinUrl: 'https://www.linkedin.com/in/jane-doe-4a7b19203',
    experienceLevel: null,
    skills: [],
  });

  await upload(userId, pdfForm((await oneColumnResume()).pdf, 'cv.pdf'));
  const combined = await svc.call('POST', '/api/resume/linkedin', {
    json: { linkedinUrl: 'linkedin.com/in/mariagonzalez' },
    as: { userId },
  });
  expect(combined.status).toBe(200);
  expect(combined.json.resume).toMatchObject({ fileName: 'cv.pdf', linkedinUrl: 'linkedin.com/in/mariagonzalez' });
  expect(combined.json.analysis.extractedSkills).toContain('Kubernetes');
  expect(combined.json.analysis.experienceLevel).toBe('senior-level');
  expect(combined.json.analysis.strengths.join(' ')).toMatch(/custom address/);
});

it('answers a LinkedIn address with a malformed escape with an analysis of what it is, not a failed job', async () => {
  const userId = newUserId();
  const res = await svc.call('POST', '/api/resume/linkedin', {
    json: { linkedinUrl: 'https://www.linkedin.com/in/%' },
    as: { userId },
  });
  expect(res.status).toBe(200);
  expect(res.json.analysis.weaknesses.join(' ')).toMatch(/is not a LinkedIn profile address/);
  expect(await versionState(db, userId)).toMatchObject({ status: 'completed', attempts: 1 });
});

it("uses the career matches the career service announces for the user's keywords", async () => {
  const userId = newUserId();
  await upload(userId, pdfForm((await oneColumnResume()).pdf));
  await events.send('career.matches.updated', {
    userId,
    occupations: [{ code: '15-2051.00', title: 'Data Scientists', matchScore: 91 }],
  });
  const matchesGroup = (r: { json?: { analysis?: string } }) =>
    r.json?.analysis
      ? (JSON.parse(r.json.analysis) as ResumeAnalysis).keywordGroups?.find((g) => g.source === 'career-matches')
      : undefined;
  const refreshed = await until(
    () => svc.call('GET', '/api/resume', { as: { userId } }),
    (r) => matchesGroup(r) !== undefined,
  );
  // the resume's own line of work first, the career matches as a second, labelled list
  const analysis = JSON.parse(refreshed.json.analysis) as ResumeAnalysis;
  expect(analysis.keywordGroups?.map((g) => g.source)).toEqual(['resume', 'career-matches']);
  expect(matchesGroup(refreshed)).toMatchObject({
    label: 'For your career matches (Data Scientists)',
    occupations: [{ code: '15-2051.00', title: 'Data Scientists' }],
  });
  expect(matchesGroup(refreshed)?.keywords.length).toBeGreaterThan(0);
});

it('shows new career matches without queueing anything, so Redis refusing jobs does not hold them back', async () => {
  const userId = newUserId();
  await upload(userId, pdfForm((await oneColumnResume()).pdf));
  const refused = failQueueAdds('resume-analysis', 1);
  try {
    await events.send('career.matches.updated', {
      userId,
      occupations: [{ code: '15-2041.00', title: 'Statisticians', matchScore: 90 }],
    });
    // the keywords are computed when the analysis is read: no job is queued for new matches
    const statisticians = (r: { json?: { analysis?: string } }) =>
      Boolean(
        r.json?.analysis &&
        (JSON.parse(r.json.analysis) as ResumeAnalysis).keywordGroups?.some(
          (g) => g.source === 'career-matches' && g.label.includes('Statisticians'),
        ),
      );
    const refreshed = await until(() => svc.call('GET', '/api/resume', { as: { userId } }), statisticians);
    expect(statisticians(refreshed)).toBe(true);
    expect(refused.failures).toBe(0);
  } finally {
    refused.restore();
  }
});

it('keeps each resume private and deletes it for good', async () => {
  const owner = newUserId();
  const stranger = newUserId();
  await upload(owner, pdfForm((await oneColumnResume()).pdf));
  expect((await svc.call('GET', '/api/resume', { as: { userId: stranger } })).json).toBeNull();
  const strangerDelete = await svc.call('DELETE', '/api/resume', { as: { userId: stranger } });
  expect(strangerDelete.status).toBe(404);
  expect(strangerDelete.json.message).toBe(ResumeMessages.noResume);
  expect((await svc.call('GET', '/api/resume', { as: 'unsigned' })).status).toBe(401);
  expect((await svc.call('GET', '/api/resume', { as: null })).status).toBe(401);

  const del = await svc.call('DELETE', '/api/resume', { as: { userId: owner } });
  expect(del.status).toBe(200);
  expect((await svc.call('GET', '/api/resume', { as: { userId: owner } })).json).toBeNull();
  const rows = await db.query(`SELECT count(*)::int AS n FROM "resume"."resumes" WHERE user_id = $1`, [owner]);
  expect(rows[0].n).toBe(0);
  expect(await outbox('resume.deleted', owner)).toHaveLength(1);
});
