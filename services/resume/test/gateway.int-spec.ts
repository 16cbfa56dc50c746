import { GetResumeResponse, ResumeAnalysisResponse, ResumeMessages } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { createTestEnv, startTestService, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
// the real gateway in front of the service, through the gateway's own test harness (read-only use, tests only)
import { startGateway, type TestGateway } from '../../../gateway/test/support/gateway-harness.js';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import {
  corruptPdf,
  encryptedPdf,
  imageOnlyPdf,
  linkedinExportResume,
  oneColumnResume,
  oversizedPdf,
  pngBytes,
} from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm } from './helpers.js';

/**
 * Every /api/resume route and error as the browser meets them: through the gateway (session cookie, signed identity
 * headers, upload limits), on real PostgreSQL and Redis, with the BullMQ worker running in the service's process.
 */
let env: TestEnv;
let svc: TestService<ResumeConfig>;
let gateway: TestGateway;
let gatewayUrl: string;
let redis: Redis;
let sessions: SessionStore;

beforeAll(async () => {
  env = await createTestEnv('resumegw');
  svc = await startTestService({ label: 'resumegw', schema: ResumeEnv, createApp: createResumeApp, testEnv: env });
  gateway = await startGateway(env, { RESUME_SERVICE_URL: svc.url });
  gatewayUrl = gateway.url;
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await svc?.close();
  redis?.disconnect();
  await env?.cleanup();
});

/** A signed-in user: a session in Redis, as auth creates it, and its cookie. */
async function signIn(): Promise<string> {
  const { token } = await sessions.create(newUserId(), 'free');
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
}

async function call(method: string, path: string, cookie: string | null, body?: BodyInit | object) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let payload = body as BodyInit | undefined;
  if (body !== undefined && !(body instanceof FormData) && typeof body === 'object') {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(gatewayUrl + path, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}
const upload = (cookie: string, form: FormData) => call('POST', '/api/resume/upload', cookie, form);

it('answers 401 to callers who are not signed in, on every route', async () => {
  for (const [method, path] of [
    ['GET', '/api/resume'],
    ['POST', '/api/resume/upload'],
    ['POST', '/api/resume/linkedin'],
    ['DELETE', '/api/resume'],
  ]) {
    expect({ method, path, status: (await call(method, path, null)).status }).toEqual({ method, path, status: 401 });
  }
});

it('uploads and analyses a PDF, then reads it back and deletes it for good', async () => {
  const cookie = await signIn();
  expect(await call('GET', '/api/resume', cookie)).toEqual({ status: 200, json: null });

  const res = await upload(cookie, pdfForm((await oneColumnResume()).pdf, 'maria.pdf'));
  expect(res.status).toBe(201);
  const body = ResumeAnalysisResponse.parse(res.json);
  expect(body.resume.fileName).toBe('maria.pdf');
  expect(body.analysis).toMatchObject({ experienceLevel: 'senior-level', engine: 'local' });
  expect(body.analysis.extractedSkills).toEqual(expect.arrayContaining(['Kubernetes', 'PostgreSQL']));

  const got = await call('GET', '/api/resume', cookie);
  expect(got.status).toBe(200);
  const resume = GetResumeResponse.parse(got.json)!;
  expect(resume).toMatchObject({ id: body.resume.id, fileName: 'maria.pdf', status: 'completed' });
  expect(JSON.parse(resume.analysis!)).toEqual(body.analysis);

  expect((await call('DELETE', '/api/resume', cookie)).status).toBe(200);
  expect(await call('GET', '/api/resume', cookie)).toEqual({ status: 200, json: null });
  const again = await call('DELETE', '/api/resume', cookie);
  expect(again.status).toBe(404);
  expect(again.json.message).toBe(ResumeMessages.noResume);
});

it('rejects files that are not PDFs, missing, too large or unreadable, with what to do', async () => {
  const cookie = await signIn();
  const cases: [string, FormData, number, string][] = [
    ['a PNG named .pdf', pdfForm(pngBytes(), 'resume.pdf'), 400, ResumeMessages.invalidType],
    ['no file', pdfForm(pngBytes(), 'photo.png', 'picture', 'image/png'), 400, ResumeMessages.noFile],
    ['over 5 MB', pdfForm(oversizedPdf()), 413, ResumeMessages.tooLarge],
    ['image-only', pdfForm(await imageOnlyPdf()), 422, ResumeMessages.noText],
    ['encrypted', pdfForm(await encryptedPdf()), 422, ResumeMessages.encrypted],
    ['corrupt', pdfForm(corruptPdf()), 422, ResumeMessages.corrupt],
  ];
  for (const [name, form, status, message] of cases) {
    const res = await upload(cookie, form);
    expect({ name, status: res.status, message: res.json?.message }).toEqual({ name, status, message });
  }
  // none of them left a resume behind
  expect((await call('GET', '/api/resume', cookie)).json).toBeNull();
});

it("analyses LinkedIn's own Save to PDF export in full, and a bare address honestly", async () => {
  const cookie = await signIn();
  const blank = await call('POST', '/api/resume/linkedin', cookie, { linkedinUrl: '  ' });
  expect(blank.status).toBe(400);
  expect(blank.json.message).toBe(ResumeMessages.missingUrl);

  const bare = await call('POST', '/api/resume/linkedin', cookie, { linkedinUrl: 'linkedin.com/in/priya-sharma-ops' });
  expect(bare.status).toBe(200);
  expect(bare.json.analysis).toMatchObject({ experienceLevel: 'unknown', extractedSkills: [] });

  const exported = await upload(cookie, pdfForm((await linkedinExportResume()).pdf, 'Profile.pdf'));
  expect(exported.status).toBe(201);
  const { analysis } = ResumeAnalysisResponse.parse(exported.json);
  expect(analysis.basis).toMatch(/^Analysed your LinkedIn profile export \(Profile\.pdf\)/);
  expect(analysis.experienceLevel).toBe('senior-level');
  expect(analysis.extractedSkills).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'Ansible']));
});

it('keeps each resume to its owner: another user can neither read nor delete it', async () => {
  const owner = await signIn();
  const stranger = await signIn();
  const mine = await upload(owner, pdfForm((await oneColumnResume()).pdf, 'mine.pdf'));
  expect(mine.status).toBe(201);

  expect(await call('GET', '/api/resume', stranger)).toEqual({ status: 200, json: null });
  const del = await call('DELETE', '/api/resume', stranger);
  expect(del.status).toBe(404);
  expect(del.json.message).toBe(ResumeMessages.noResume);

  const still = await call('GET', '/api/resume', owner);
  expect(still.json).toMatchObject({ id: mine.json.resume.id, fileName: 'mine.pdf' });
});

it('matches a job description through the gateway, and refuses what is not JSON', async () => {
  const cookie = await signIn();
  expect((await call('POST', '/api/resume/match', null, { jobDescription: 'x' })).status).toBe(401);
  expect((await upload(cookie, pdfForm((await oneColumnResume()).pdf))).status).toBe(201);
  const ad = `Site Reliability Engineer\nRequirements\n- Kubernetes, Terraform and AWS\n- Go or Python; Prometheus and Grafana\n- Clear communication during incidents`;
  const res = await call('POST', '/api/resume/match', cookie, { jobDescription: ad });
  expect(res.status).toBe(200);
  expect(res.json.hardSkills.matched).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'AWS']));
  expect(res.json.hardSkills.missing).toEqual(expect.arrayContaining(['Prometheus', 'Grafana']));

  const malformed = await fetch(`${gatewayUrl}/api/resume/match`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{"jobDescription": ',
  });
  expect(malformed.status).toBe(400);
});
