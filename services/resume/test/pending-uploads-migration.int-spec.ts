import { randomUUID } from 'node:crypto';
import { EVENT_MIGRATIONS, openServiceDataSource } from '@pathwise/platform';
import { createTestEnv, type TestEnv } from '@pathwise/platform/testing';
import type { DataSource } from 'typeorm';
import { CreateResumeTables1732500000000 } from '../src/database/migrations/1732500000000-create-resume-tables.js';
import { KeepPreviousResume1732600000000 } from '../src/database/migrations/1732600000000-keep-previous-resume.js';
import { RESUME_MIGRATIONS } from '../src/database/migrations/index.js';

/**
 * The move to pending uploads in their own row, on rows as the previous schema left them: a completed resume, one
 * whose replacement is still queued (the previous one kept beside it), a first upload still queued, a rejected first
 * upload, and a restored resume whose notice was never shown.
 */
let env: TestEnv;
const open: DataSource[] = [];
const schema = 'resume';

beforeAll(async () => {
  env = await createTestEnv('resumemigrate');
});
afterAll(async () => {
  for (const ds of open) await ds.destroy();
  await env?.cleanup();
});

it('moves unfinished versions to resume_uploads and puts the kept previous resume back', async () => {
  const before = await openServiceDataSource({
    url: env.databaseUrl,
    schema,
    entities: [],
    migrations: [...EVENT_MIGRATIONS, CreateResumeTables1732500000000, KeepPreviousResume1732600000000],
  });
  open.push(before);
  const [done, replacing, first, rejected, restored] = [1, 2, 3, 4, 5].map(() => randomUUID());
  const insert = (user: string, fields: string, values: string) =>
    before.query(`INSERT INTO resume.resumes (user_id, uploaded_at, ${fields}) VALUES ($1, now(), ${values})`, [user]);
  await insert(done, 'file_name, analysis, status, version', `'done.pdf', '{"strengths":[]}', 'completed', 1`);
  await insert(
    replacing,
    'file_name, content, status, version, previous, previous_content',
    `'new.pdf', '\\x255044462d'::bytea, 'queued', 3, jsonb_build_object('fileName', 'old.pdf', 'fileSize', 5,
      'linkedinUrl', NULL, 'document', NULL, 'analysis', '{"strengths":["kept"]}'::jsonb,
      'uploadedAt', '2026-01-02T03:04:05.000Z', 'analyzedAt', '2026-01-02T03:05:00.000Z'), '\\x4f4c44'::bytea`,
  );
  await insert(first, 'file_name, status, version, attempts', `'first.pdf', 'processing', 1, 1`);
  await insert(rejected, 'file_name, status, version, problem', `'scan.pdf', 'rejected', 1, 'no-text'`);
  await insert(
    restored,
    'file_name, analysis, status, version, problem',
    `'cv.pdf', '{"strengths":[]}', 'completed', 4, 'corrupt'`,
  );
  await before.destroy();
  open.pop();

  const after = await openServiceDataSource({
    url: env.databaseUrl,
    schema,
    entities: [],
    migrations: RESUME_MIGRATIONS,
  });
  open.push(after);
  const resumes = await after.query(
    `SELECT user_id, file_name, version, analysis, encode(content, 'escape') AS content FROM resume.resumes`,
  );
  const uploads = await after.query(`SELECT user_id, file_name, version, status, problem FROM resume.resume_uploads`);
  const byUser = (rows: { user_id: string }[], user: string) => rows.filter((r) => r.user_id === user);

  expect(byUser(resumes, done)).toMatchObject([{ file_name: 'done.pdf', version: 1 }]);
  expect(byUser(uploads, done)).toEqual([]);
  // the replacement waits in its own row; the previous resume is the current one again
  expect(byUser(resumes, replacing)).toMatchObject([
    { file_name: 'old.pdf', version: 2, analysis: { strengths: ['kept'] }, content: 'OLD' },
  ]);
  expect(byUser(uploads, replacing)).toMatchObject([{ file_name: 'new.pdf', version: 3, status: 'queued' }]);
  expect(byUser(resumes, first)).toEqual([]);
  expect(byUser(uploads, first)).toMatchObject([{ file_name: 'first.pdf', status: 'processing', version: 1 }]);
  expect(byUser(resumes, rejected)).toEqual([]);
  expect(byUser(uploads, rejected)).toMatchObject([{ status: 'rejected', problem: 'no-text' }]);
  // the notice of a restored resume stays until it is shown
  expect(byUser(resumes, restored)).toMatchObject([{ file_name: 'cv.pdf', version: 4 }]);
  expect(byUser(uploads, restored)).toMatchObject([{ version: 5, status: 'rejected', problem: 'corrupt' }]);
});
