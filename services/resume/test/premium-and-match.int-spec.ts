import {
  ResumeMatchMessages,
  ResumeMatchResponse,
  type ResumeAnalysis,
  USER_DATA_EXPORT_PATH,
} from '@pathwise/contracts';
import { startTestService, type TestService } from '@pathwise/platform/testing';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { ResumeVersions } from '../src/resume/resume-versions.js';
import { oneColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm } from './helpers.js';

/**
 * Premium's rewrite suggestions (by the plan of the signed identity, enforced here) and the job-description match,
 * with hostile input, on real PostgreSQL and Redis with the worker in the process.
 */
let svc: TestService<ResumeConfig>;

beforeAll(async () => {
  svc = await startTestService({ label: 'resumepremium', schema: ResumeEnv, createApp: createResumeApp });
});
afterAll(async () => {
  await svc?.close();
});

const AD = `Senior Backend Engineer
We are hiring a Senior Backend Engineer to build our payments platform.

Requirements
- 5+ years building services in Go or Python
- Kubernetes, Docker and Terraform on AWS
- PostgreSQL and Apache Kafka; Rust a plus
- Strong communication and mentoring skills`;

const match = (userId: string, body: unknown, headers?: Record<string, string>) =>
  svc.call('POST', '/api/resume/match', {
    as: { userId },
    ...(typeof body === 'string'
      ? { body, headers: { 'content-type': 'application/json', ...headers } }
      : { json: body }),
  });

it('gives premium users a rewrite for each weak bullet, and free users only what Premium would add', async () => {
  const userId = newUserId();
  const { pdf } = await oneColumnResume();
  const free = await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), as: { userId, plan: 'free' } });
  expect(free.status).toBe(201);
  expect(free.json.analysis.rewrites).toBeUndefined();
  expect(JSON.parse(free.json.resume.analysis).rewrites).toBeUndefined();
  const count = free.json.analysis.premiumPreview.rewrites;
  expect(count).toBeGreaterThanOrEqual(2);

  const premium = await svc.call('GET', '/api/resume', { as: { userId, plan: 'premium' } });
  const analysis = JSON.parse(premium.json.analysis) as ResumeAnalysis;
  expect(analysis.premiumPreview).toBeUndefined();
  expect(analysis.rewrites).toHaveLength(count);
  const onCall = analysis.rewrites!.find((r) => r.original.startsWith('Responsible for the on-call rotation'))!;
  expect(onCall).toMatchObject({ verb: 'Managed' });
  expect(onCall.rewrite).toMatch(/^Managed the on-call rotation and incident reviews/);
  expect(onCall.questions.length).toBeGreaterThan(0);
  const jenkins = analysis.rewrites!.find((r) => r.original.startsWith('Helped with the move from Jenkins'))!;
  expect(jenkins.rewrite).toContain('the move from Jenkins to Docker-based builds');

  // the free view again: the rewrites never reach a free user, whatever else changes
  const again = await svc.call('GET', '/api/resume', { as: { userId, plan: 'free' } });
  expect(JSON.parse(again.json.analysis).rewrites).toBeUndefined();
});

it("keeps the rewrites out of a free user's account export, and gives them to premium", async () => {
  const userId = newUserId();
  const { pdf } = await oneColumnResume();
  expect(
    (await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), as: { userId, plan: 'free' } })).status,
  ).toBe(201);
  const exported = async (plan: 'free' | 'premium') => {
    const res = await svc.call('GET', USER_DATA_EXPORT_PATH, { as: { userId, plan } });
    expect(res.status).toBe(200);
    return res.json.data.resume.analysis as ResumeAnalysis;
  };
  const free = await exported('free');
  expect(free.rewrites).toBeUndefined();
  expect(free.premiumPreview!.rewrites).toBeGreaterThanOrEqual(2);
  expect(free.strengths.length).toBeGreaterThan(0);
  expect((await exported('premium')).rewrites).toHaveLength(free.premiumPreview!.rewrites);
});

it('matches the current resume against a job description', async () => {
  const userId = newUserId();
  expect((await match(userId, { jobDescription: AD })).json).toMatchObject({
    message: ResumeMatchMessages.noResume,
  });
  const { pdf } = await oneColumnResume();
  expect((await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), as: { userId } })).status).toBe(201);

  const res = await match(userId, { jobDescription: AD });
  expect(res.status).toBe(200);
  const body = ResumeMatchResponse.parse(res.json);
  expect(body.hardSkills.matched).toEqual(
    expect.arrayContaining(['Go', 'Python', 'Kubernetes', 'Docker', 'Terraform', 'AWS', 'PostgreSQL', 'Apache Kafka']),
  );
  expect(body.hardSkills.missing).toEqual(['Rust']);
  expect(body.softSkills).toEqual({ matched: ['Mentoring'], missing: ['Communication'] });
  expect(body.jobTitle).toMatchObject({ posting: 'Senior Backend Engineer', match: 'related' });
  expect(body.matchRate).toBeGreaterThan(70);
});

it('answers hostile or wrong input with a clear 4xx, never a 500', async () => {
  const userId = newUserId();
  const { pdf } = await oneColumnResume();
  await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), as: { userId } });
  const cases: [string, unknown, number, RegExp?][] = [
    ['malformed JSON', '{"jobDescription": "Senior', 400],
    ['not an object', '[1, 2, 3]', 400],
    ['no field', {}, 400, /paste the job description/],
    ['wrong type', { jobDescription: 42 }, 400, /paste the job description/],
    ['an object', { jobDescription: { text: AD } }, 400],
    ['blank', { jobDescription: '   \n ' }, 400, /paste the job description/],
    ['too short', { jobDescription: 'Nurse wanted' }, 400, /at least 100 characters/],
    ['too long', { jobDescription: `${AD}\n${'Kubernetes and Go. '.repeat(1_200)}` }, 400, /at most 20,000/],
    ['a NUL byte', { jobDescription: `${AD}\u0000` }, 400],
    ['a lone surrogate', { jobDescription: `${AD}\ud800` }, 400],
  ];
  for (const [label, body, status, message] of cases) {
    const res = await match(userId, body);
    expect({ label, status: res.status }).toEqual({ label, status });
    if (message)
      expect({ label, message: res.json.message }).toEqual({ label, message: expect.stringMatching(message) });
  }
  // a body far past the JSON limit
  const huge = await match(userId, { jobDescription: 'x'.repeat(2_000_000) });
  expect(huge.status).toBe(413);
});

it('says why a job description cannot be matched yet', async () => {
  // only a profile address: no text to match
  const profileOnly = newUserId();
  await svc.call('POST', '/api/resume/linkedin', {
    json: { linkedinUrl: 'https://www.linkedin.com/in/someone' },
    as: { userId: profileOnly },
  });
  const res = await match(profileOnly, { jobDescription: AD });
  expect(res.status).toBe(409);
  expect(res.json.message).toBe(ResumeMatchMessages.profileOnly);

  // an upload on its way and no resume before it
  const pending = newUserId();
  await svc.app.get(ResumeVersions).stage(pending, { fileName: 'cv.pdf', fileSize: 10, content: Buffer.from('%PDF-') });
  const waiting = await match(pending, { jobDescription: AD });
  expect(waiting.status).toBe(409);
  expect(waiting.json.message).toBe(ResumeMatchMessages.notReady);
});
