import { randomUUID } from 'node:crypto';
import { USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import {
  createTestEnv,
  deliverUserDeleted,
  startTestService,
  type TestEnv,
  type TestService,
} from '@pathwise/platform/testing';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { oneColumnResume } from './fixtures/resume-pdfs.js';
import { pdfForm } from './helpers.js';

/**
 * An upload or a LinkedIn address whose request was signed before the account was deleted (a slow upload still
 * arriving while the user deleted the account on another device) stores nothing for the deleted user and answers 401:
 * the file would otherwise stay, and its analysis become a resume nobody can see or delete.
 */
let env: TestEnv;
let svc: TestService<ResumeConfig>;

beforeAll(async () => {
  env = await createTestEnv('resumedeleted');
  svc = await startTestService({ label: 'resumedeleted', schema: ResumeEnv, createApp: createResumeApp, testEnv: env });
}, 60_000);

afterAll(async () => {
  await svc?.close();
  await env?.cleanup();
});

it('stores no upload or profile address for a user whose account was deleted while the call was on its way', async () => {
  const userId = randomUUID();
  const as = { as: { userId } };
  const blank = (await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json;

  expect(await deliverUserDeleted('resume', svc, userId)).toBe(true);

  const { pdf } = await oneColumnResume();
  const upload = await svc.call('POST', '/api/resume/upload', { body: pdfForm(pdf), ...as });
  const linkedin = await svc.call('POST', '/api/resume/linkedin', {
    json: { linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace' },
    ...as,
  });
  expect([upload.status, linkedin.status]).toEqual([401, 401]);
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json).toEqual(blank);
});
