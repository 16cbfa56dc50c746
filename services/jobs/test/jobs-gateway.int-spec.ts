import { randomUUID } from 'node:crypto';
import {
  EventNames,
  JobApplication,
  JobApplicationList,
  JobSearchResponse,
  JobsMessages,
  SavedJob,
  SavedJobList,
  ServiceUserData,
} from '@pathwise/contracts';
import { createRedis, eventQueueName } from '@pathwise/platform';
import { EventSender, pendingSchemaChanges, rawRequester, until } from '@pathwise/platform/testing';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { startJobsStack, type JobsStack } from './helpers.js';

/**
 * Every /api/jobs route and error as the browser meets them: through the real gateway (session cookie, signed
 * identity), on real PostgreSQL and Redis, with the generated demo index as the only listings.
 */
let stack: JobsStack;
let dataSource: DataSource;

beforeAll(async () => {
  stack = await startJobsStack('jobsgw');
  dataSource = stack.svc.app.get(DataSource);
}, 120_000);
afterAll(() => stack?.close());

const search = async (cookie: string, query: string) => {
  const res = await stack.call('GET', `/api/jobs/search?${query}`, cookie);
  expect(res.status).toBe(200);
  return JobSearchResponse.parse(res.json);
};

it('has migrations that match the entities (no schema drift)', async () => {
  expect(await pendingSchemaChanges(dataSource)).toEqual([]);
});

it('answers 401 to callers who are not signed in, on every route', async () => {
  const id = randomUUID();
  for (const [method, path] of [
    ['GET', '/api/jobs/search?keyword=nurse'],
    ['GET', '/api/jobs/saved'],
    ['GET', '/api/jobs/applications'],
    ['POST', '/api/jobs/save'],
    ['DELETE', `/api/jobs/save/${id}`],
    ['POST', '/api/jobs/apply'],
    ['GET', '/api/jobs/insights'],
    ['GET', `/api/jobs/fit?jobIds=${id}`],
  ]) {
    const res = await stack.call(method!, path!, null, method === 'POST' ? { jobId: id } : undefined);
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
  }
  // and the service itself refuses a call that did not come through the gateway
  const direct = await fetch(`${stack.svc.url}/api/jobs/saved`);
  expect(direct.status).toBe(401);
});

it('searches the demo index with the documented parameters, pages of 12 and stable paging', async () => {
  const { cookie } = await stack.signIn();
  const all = await search(cookie, 'location=remote');
  expect(all.jobs).toHaveLength(12);
  expect(all.has_more).toBe(true);
  expect(all.jobs.every((j) => j.remote && j.source === 'Demo')).toBe(true);
  const page2 = await search(cookie, 'location=remote&page=2');
  const again = await search(cookie, 'location=remote&page=2');
  expect(page2.jobs.map((j) => j.id)).toEqual(again.jobs.map((j) => j.id));
  expect(page2.jobs.some((j) => all.jobs.some((k) => k.id === j.id))).toBe(false);
  expect(page2.total_results).toBe(all.total_results);

  const filtered = await search(cookie, 'keyword=manager&experienceLevel=senior_level&employmentType=FULLTIME');
  expect(filtered.total_results).toBeGreaterThan(0);
  expect(filtered.jobs.every((j) => j.experienceLevel === 'senior_level' && j.employmentType === 'FULLTIME')).toBe(
    true,
  );
  const remoteOnly = await search(cookie, 'keyword=analyst&remoteOnly=true');
  expect(remoteOnly.jobs.every((j) => j.remote)).toBe(true);

  // location as people write it
  for (const where of ['Austin, TX', 'Austin', 'austin, texas']) {
    const res = await search(cookie, `location=${encodeURIComponent(where)}`);
    expect(res.total_results).toBeGreaterThan(0);
    expect(res.jobs.every((j) => j.location === 'Austin, TX')).toBe(true);
  }
  const texas = await search(cookie, 'location=Texas');
  expect(new Set(texas.jobs.map((j) => j.location.split(', ')[1]))).toEqual(new Set(['TX']));

  // the last page says there is no more
  const last = Math.ceil(filtered.total_results / 12);
  const end = await search(cookie, `keyword=manager&experienceLevel=senior_level&employmentType=FULLTIME&page=${last}`);
  expect(end.has_more).toBe(false);
  expect(end.jobs.length).toBe(filtered.total_results - (last - 1) * 12);
  // past the last page: no listings, the same total, nothing more (with words and without)
  const past = await search(
    cookie,
    `keyword=manager&experienceLevel=senior_level&employmentType=FULLTIME&page=${last + 1}`,
  );
  expect(past).toEqual({ jobs: [], total_results: filtered.total_results, has_more: false });
  const austin = await search(cookie, 'location=Austin');
  const pastAustin = await search(cookie, `location=Austin&page=${Math.ceil(austin.total_results / 12) + 1}`);
  expect(pastAustin).toEqual({ jobs: [], total_results: austin.total_results, has_more: false });
  // every page in turn: each listing once, none left out
  const seen: string[] = [];
  for (let page = 1; page <= last; page++) {
    const res = await search(
      cookie,
      `keyword=manager&experienceLevel=senior_level&employmentType=FULLTIME&page=${page}`,
    );
    seen.push(...res.jobs.map((j) => j.id));
  }
  expect(new Set(seen).size).toBe(filtered.total_results);
  expect(seen).toHaveLength(filtered.total_results);
});

/** Every page of a search in turn: the ids seen, and each page's total and has_more. */
const pageThrough = async (cookie: string, query: string, pages: number) => {
  const seen: string[] = [];
  const each: { page: number; total: number; more: boolean; capped: boolean }[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await search(cookie, `${query}&page=${page}`);
    seen.push(...res.jobs.map((j) => j.id));
    each.push({ page, total: res.total_results, more: res.has_more, capped: res.total_capped ?? false });
  }
  return { seen, each };
};

it('pages a keyword search past its ranked window to the end: every match once, as many as the total says', async () => {
  const { cookie } = await stack.signIn();
  // A word with more matches than the first pages rank (at most 2 x 200) and fewer than the count cap (1,000).
  let query = '';
  let total = 0;
  for (const words of [
    'manager',
    'specialist',
    'technician',
    'assistant',
    'engineer',
    'analyst',
    'operator',
    'worker',
  ]) {
    const first = await search(cookie, `keyword=${encodeURIComponent(words)}`);
    if (first.total_results > 400 && !first.total_capped) {
      query = `keyword=${encodeURIComponent(words)}`;
      total = first.total_results;
      break;
    }
  }
  expect(total).toBeGreaterThan(400);
  const last = Math.ceil(total / 12);
  const { seen, each } = await pageThrough(cookie, query, last);
  // has_more turns false on the last page only, and the total never moves
  expect(each).toEqual(each.map(({ page }) => ({ page, total, more: page < last, capped: false })));
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  expect(await search(cookie, `${query}&page=${last + 1}`)).toEqual({
    jobs: [],
    total_results: total,
    has_more: false,
  });
}, 300_000);

it('keeps paging past 1,000 when the total says "1,000+", to the last match', async () => {
  const { cookie } = await stack.signIn();
  // Every demo listing (2,500), newest first: the count stops at 1,000, paging does not.
  const { seen, each } = await pageThrough(cookie, 'location=', 220);
  const listings = Number(
    (await dataSource.query(`SELECT count(*) AS n FROM "jobs"."job_listings" WHERE "is_demo"`))[0].n,
  );
  expect(listings).toBeGreaterThan(1000);
  const last = Math.ceil(listings / 12);
  expect(each.every((p) => p.total === 1000 && p.capped)).toBe(true);
  expect(each.filter((p) => p.more).map((p) => p.page)).toEqual(Array.from({ length: last - 1 }, (_, i) => i + 1));
  expect(seen).toHaveLength(listings);
  expect(new Set(seen).size).toBe(listings);
}, 300_000);

it('never fails on junk in the search box, and refuses invalid parameters with 400', async () => {
  const { cookie } = await stack.signIn();
  for (const junk of [
    'c++ & | ((',
    '"unterminated',
    '!!!',
    "'; DROP TABLE jobs.job_listings; --",
    'ü ß é',
    '-',
    'OR',
  ]) {
    const res = await stack.call('GET', `/api/jobs/search?keyword=${encodeURIComponent(junk)}`, cookie);
    expect({ junk, status: res.status }).toEqual({ junk, status: 200 });
  }
  for (const junk of [
    ',',
    ' , , ',
    'NYC, NYC, NYC',
    'Remote, TX',
    'remote remote',
    'ü',
    '12345',
    'TX, Austin',
    '.',
    '%',
  ]) {
    const res = await stack.call('GET', `/api/jobs/search?location=${encodeURIComponent(junk)}&keyword=nurse`, cookie);
    expect({ junk, status: res.status }).toEqual({ junk, status: 200 });
  }
  const none = await search(cookie, 'keyword=zzqxv&location=Nowhereville');
  expect(none).toEqual({ jobs: [], total_results: 0, has_more: false });
  for (const bad of ['experienceLevel=guru', 'employmentType=sometimes', 'remoteOnly=yes', 'page=0', 'page=abc']) {
    const res = await stack.call('GET', `/api/jobs/search?keyword=nurse&${bad}`, cookie);
    expect({ bad, status: res.status, code: res.json.code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
  }
});

it('answers hostile input on every route with a clear 4xx and a message, and writes nothing', async () => {
  const { userId, cookie } = await stack.signIn();
  const [listing] = (await search(cookie, 'keyword=nurse')).jobs;
  const raw = rawRequester(stack.gateway.url, cookie);
  const bodies = [
    '{"jobId": ',
    '{',
    'null',
    '[]',
    '"a string"',
    '42',
    '{"jobId": 123}',
    '{"jobId": null}',
    '{"jobId": ["x"]}',
    '{"jobId": {"$ne": ""}}',
    '{"jobId": "a\\u0000b"}',
    '{"jobId": "\\ud800"}',
    `{"jobId": "${'x'.repeat(200_000)}"}`,
    `{"jobId": "${randomUUID()}"}`,
    `{"__proto__": {"admin": true}, "jobId": "${randomUUID()}"}`,
    '['.repeat(100_000) + ']'.repeat(100_000),
    '{"jobId":'.repeat(50_000) + '{"__proto__": {}}' + '}'.repeat(50_000),
    `{"jobId": "${randomUUID()}", ${Array.from({ length: 20_000 }, (_, i) => `"k${i}": ${i}`).join(', ')}}`,
  ];
  // an application's notes: a string of at most 5,000 characters that can be stored
  const notes = [
    `{"jobId": "${listing!.id}", "notes": 42}`,
    `{"jobId": "${listing!.id}", "notes": "${'n'.repeat(5001)}"}`,
    `{"jobId": "${listing!.id}", "notes": "a\\u0000b"}`,
    `{"jobId": "${listing!.id}", "notes": "\\udfff"}`,
  ];
  for (const path of ['/api/jobs/save', '/api/jobs/apply']) {
    for (const body of path.endsWith('apply') ? [...bodies, ...notes] : bodies) {
      const res = await raw('POST', path, body);
      expect({ path, body: body.slice(0, 80), clear: res.clear }).toEqual({
        path,
        body: body.slice(0, 80),
        clear: true,
      });
    }
    const form = await raw('POST', path, `jobId=${listing!.id}`, 'application/x-www-form-urlencoded');
    expect({ path, clear: form.clear }).toEqual({ path, clear: true });
  }
  for (const id of ['a%00b', 'x'.repeat(10_000), randomUUID(), '%E0%A4%A', '..%2F..%2Fsaved']) {
    // not a saved job: nothing to remove (200), or a clear 4xx for an id no route takes
    const res = await raw('DELETE', `/api/jobs/save/${id}`);
    const ok = res.status === 200 || res.clear;
    expect({ id: id.slice(0, 40), status: res.status, ok }).toEqual({
      id: id.slice(0, 40),
      status: res.status,
      ok: true,
    });
  }
  const searches = [
    'page=-1',
    'page=1e9',
    'page=abc',
    'page=1.5',
    'page=1&page=2',
    'keyword=a&keyword=b',
    `keyword=${'k'.repeat(10_000)}`,
    `location=${'l'.repeat(10_000)}`,
    'keyword=nurse%00',
    'location=%00',
    'remoteOnly=TRUE',
    'employmentType=FULLTIME&employmentType=PARTTIME',
  ];
  for (const query of searches) {
    const res = await raw('GET', `/api/jobs/search?${query}`);
    expect({ query: query.slice(0, 60), clear: res.clear }).toEqual({ query: query.slice(0, 60), clear: true });
  }
  // a broken percent escape is text like any other in the search box: searched, found nothing; parameters the
  // search does not take are ignored
  expect(await search(cookie, 'keyword=%E0%A4%A')).toEqual({ jobs: [], total_results: 0, has_more: false });
  for (const query of ['experienceLevel[]=guru', 'page[]=-1', 'sort=1;DROP', '__proto__[x]=1', 'constructor=1'])
    expect((await search(cookie, `keyword=nurse&${query}`)).jobs).toHaveLength(12);
  for (const query of ['', 'jobIds=', 'jobIds=a%00b', `jobIds=${'x,'.repeat(3000)}`, 'jobIds=a&jobIds=b']) {
    const res = await raw('GET', `/api/jobs/fit?${query}`);
    expect({ query: query.slice(0, 60), clear: res.clear }).toEqual({ query: query.slice(0, 60), clear: true });
  }
  for (const query of [`codes=${'1'.repeat(1000)}`, 'codes=a%00', 'codes=a&codes=b']) {
    const res = await raw('GET', `/api/jobs/insights?${query}`);
    expect({ query: query.slice(0, 60), clear: res.clear }).toEqual({ query: query.slice(0, 60), clear: true });
  }
  // nothing half-written: no save, no application, no event for this user
  expect((await stack.call('GET', '/api/jobs/saved', cookie)).json).toEqual([]);
  expect((await stack.call('GET', '/api/jobs/applications', cookie)).json).toEqual([]);
  const events: unknown[] = await dataSource.query(
    `SELECT 1 FROM "jobs"."outbox_events" WHERE "payload"->>'userId' = $1`,
    [userId],
  );
  expect(events).toEqual([]);
});

it('saves (once), lists, unsaves; records one application with notes; unknown jobs are 404', async () => {
  const { cookie } = await stack.signIn();
  const [job, other] = (await search(cookie, 'keyword=teacher')).jobs;
  const first = await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id });
  expect(first.status).toBe(201);
  expect(SavedJob.parse(first.json)).toMatchObject({ jobId: job!.id, job: { id: job!.id, title: job!.title } });
  const twice = await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id });
  expect(twice.status).toBe(200);
  expect(twice.json.id).toBe(first.json.id);
  await stack.call('POST', '/api/jobs/save', cookie, { jobId: other!.id });
  const saved = SavedJobList.parse((await stack.call('GET', '/api/jobs/saved', cookie)).json);
  expect(saved.map((s) => s.jobId).sort()).toEqual([job!.id, other!.id].sort());

  expect((await stack.call('DELETE', `/api/jobs/save/${other!.id}`, cookie)).json).toEqual({ ok: true, removed: true });
  expect((await stack.call('DELETE', `/api/jobs/save/${other!.id}`, cookie)).json).toEqual({
    ok: true,
    removed: false,
  });
  expect(SavedJobList.parse((await stack.call('GET', '/api/jobs/saved', cookie)).json).map((s) => s.jobId)).toEqual([
    job!.id,
  ]);

  const applied = await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id, notes: 'Emailed the head' });
  expect(applied.status).toBe(201);
  expect(JobApplication.parse(applied.json)).toMatchObject({ jobId: job!.id, notes: 'Emailed the head' });
  const again = await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id, notes: 'changed' });
  expect(again.status).toBe(200);
  expect(again.json).toMatchObject({ id: applied.json.id, notes: 'Emailed the head' });
  const noNotes = await stack.call('POST', '/api/jobs/apply', cookie, { jobId: other!.id });
  expect(noNotes.status).toBe(201);
  expect(noNotes.json.notes).toBeNull();
  const apps = JobApplicationList.parse((await stack.call('GET', '/api/jobs/applications', cookie)).json);
  expect(apps.map((a) => a.jobId).sort()).toEqual([job!.id, other!.id].sort());

  for (const jobId of [randomUUID(), 'not-a-uuid', '../../etc']) {
    for (const path of ['/api/jobs/save', '/api/jobs/apply']) {
      const res = await stack.call('POST', path, cookie, { jobId });
      expect({ path, jobId, status: res.status, message: res.json.message }).toEqual({
        path,
        jobId,
        status: 404,
        message: JobsMessages.jobNotFound,
      });
    }
  }
  const cases: [unknown, string][] = [
    [{}, 'jobId is required'],
    [{ jobId: '   ' }, 'jobId is required'],
    [{ jobId: 123 }, 'jobId must be text'],
    [{ jobId: 'x'.repeat(301) }, 'jobId must be at most 300 characters'],
    [{ jobId: job!.id, notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters'],
  ];
  for (const [body, message] of cases) {
    const res = await stack.call('POST', '/api/jobs/apply', cookie, body);
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
  }
  expect((await stack.call('POST', '/api/jobs/save', cookie, '{"jobId":')).status).toBe(400);
});

it('keeps every user to their own saved jobs and applications (IDOR)', async () => {
  const alice = await stack.signIn();
  const bob = await stack.signIn();
  const [job] = (await search(alice.cookie, 'keyword=engineer')).jobs;
  await stack.call('POST', '/api/jobs/save', alice.cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/apply', alice.cookie, { jobId: job!.id, notes: 'private note' });

  expect((await stack.call('GET', '/api/jobs/saved', bob.cookie)).json).toEqual([]);
  expect((await stack.call('GET', '/api/jobs/applications', bob.cookie)).json).toEqual([]);
  // Bob removing "his" save of the job leaves Alice's alone
  await stack.call('DELETE', `/api/jobs/save/${job!.id}`, bob.cookie);
  expect((await stack.call('GET', '/api/jobs/saved', alice.cookie)).json).toHaveLength(1);
  // Bob applying to the same job records his own application, not Alice's note
  const bobs = await stack.call('POST', '/api/jobs/apply', bob.cookie, { jobId: job!.id });
  expect(bobs.status).toBe(201);
  expect(bobs.json.notes).toBeNull();
  expect(bobs.json.id).not.toBe(
    ((await stack.call('GET', '/api/jobs/applications', alice.cookie)).json as JobApplication[])[0]!.id,
  );
  // a forged identity header from the browser is dropped by the gateway
  const forged = await fetch(`${stack.gateway.url}/api/jobs/applications`, {
    headers: { cookie: bob.cookie, 'x-pathwise-user-id': alice.userId },
  });
  expect(((await forged.json()) as JobApplication[]).every((a) => a.notes === null)).toBe(true);
  // the export holds the caller's data only
  const exported = await stack.svc.call('GET', '/internal/user-data', { as: { userId: alice.userId } });
  const data = ServiceUserData.parse(exported.json);
  expect(data.service).toBe('jobs');
  expect((data.data.applications as JobApplication[]).map((a) => a.notes)).toEqual(['private note']);
});

it('a double click saves and applies once: parallel requests write one row and one event each, one 201', async () => {
  const { cookie, userId } = await stack.signIn();
  const [job] = (await search(cookie, 'keyword=teacher')).jobs;
  for (const path of ['/api/jobs/save', '/api/jobs/apply']) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stack.call('POST', path, cookie, { jobId: job!.id, notes: 'first' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
  }
  const events: { name: string }[] = await dataSource.query(
    `SELECT name FROM jobs.outbox_events WHERE payload->>'userId' = $1 ORDER BY occurred_at`,
    [userId],
  );
  expect(events.map((e) => e.name)).toEqual([EventNames.jobSaved, EventNames.jobApplied]);
  expect((await stack.call('GET', '/api/jobs/applications', cookie)).json).toMatchObject([{ notes: 'first' }]);
});

it('publishes job.saved and job.applied once each, in the transaction of the change', async () => {
  const { cookie, userId } = await stack.signIn();
  const [job] = (await search(cookie, 'keyword=accountant')).jobs;
  await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/apply', cookie, { jobId: randomUUID() });
  const rows = await until(
    (): Promise<{ name: string; payload: Record<string, unknown> }[]> =>
      dataSource.query(
        `SELECT name, payload FROM jobs.outbox_events WHERE payload->>'userId' = $1 ORDER BY occurred_at`,
        [userId],
      ),
    (r) => r.length >= 2,
  );
  expect(rows.map((r) => r.name)).toEqual([EventNames.jobSaved, EventNames.jobApplied]);
  expect(rows[1].payload).toMatchObject({ userId, jobId: job!.id, appliedAt: expect.any(String) });
  // delivered to the career service's queue (its progress step "apply to jobs")
  const redis = createRedis(stack.env.redisUrl, 'bullmq');
  const career = new Queue(eventQueueName('career'), { connection: redis, prefix: stack.env.redisPrefix });
  const delivered = await until(
    async () => (await career.getJobs(['waiting', 'delayed', 'active', 'completed'])).map((j) => j.data),
    (list) => list.some((e: { name: string; payload: { userId: string } }) => e.payload.userId === userId),
  );
  expect(delivered.find((e: { payload: { userId: string } }) => e.payload.userId === userId).name).toBe(
    EventNames.jobApplied,
  );
  await career.close();
  redis.disconnect();
});

it('keeps local copies of the profile from events, and deletes everything on user.deleted', async () => {
  const { cookie, userId } = await stack.signIn();
  const sender = new EventSender('jobs', stack.env.redisUrl, stack.env.redisPrefix);
  const [job] = (await search(cookie, 'keyword=nurse')).jobs;
  await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id });
  await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id });
  await sender.send('user.updated', {
    userId,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    location: 'Austin, TX',
  });
  await sender.send('resume.analyzed', {
    userId,
    fileName: 'cv.pdf',
    uploadedAt: new Date().toISOString(),
    skills: ['Python', 'SQL'],
    experienceLevel: 'mid-level',
    targetTitles: [],
  });
  const profile = () => dataSource.query(`SELECT * FROM jobs.user_profiles WHERE user_id = $1`, [userId]);
  const [row] = await until(profile, (r: { location: string; has_resume: boolean }[]) =>
    Boolean(r[0]?.location && r[0]?.has_resume),
  );
  expect(row).toMatchObject({ location: 'Austin, TX', skills: ['Python', 'SQL'], experience_level: 'mid-level' });

  await sender.send('user.deleted', { userId, deletedAt: new Date().toISOString() });
  await until(
    () => stack.call('GET', '/api/jobs/saved', cookie),
    (r) => Array.isArray(r.json) && r.json.length === 0,
  );
  expect((await stack.call('GET', '/api/jobs/applications', cookie)).json).toEqual([]);
  expect(await profile()).toEqual([]);
  // A save or an application signed before the deletion (a session that outlived it) stores nothing: 401.
  const late = [
    await stack.call('POST', '/api/jobs/save', cookie, { jobId: job!.id }),
    await stack.call('POST', '/api/jobs/apply', cookie, { jobId: job!.id, notes: 'late' }),
  ];
  expect(late.map((r) => r.status)).toEqual([401, 401]);
  expect((await stack.call('GET', '/api/jobs/saved', cookie)).json).toEqual([]);
  expect((await stack.call('GET', '/api/jobs/applications', cookie)).json).toEqual([]);
  const events = await dataSource.query(
    `SELECT count(*)::int AS n FROM jobs.outbox_events WHERE payload->>'userId' = $1`,
    [userId],
  );
  expect(events).toEqual([{ n: 0 }]);
  await sender.close();
});
