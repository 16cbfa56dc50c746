import { readFileSync } from 'node:fs';
import {
  EventNames,
  JobFitResponse,
  JobInsightsResponse,
  JobMarketUpdatedPayload,
  JobSearchResponse,
} from '@pathwise/contracts';
import { EventSender, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { arbeitnow } from '../src/boards/arbeitnow.js';
import { jsearch } from '../src/boards/jsearch.js';
import { remotive } from '../src/boards/remotive.js';
import { IngestionRunner } from '../src/ingestion/ingestion-runner.service.js';
import { IngestionService } from '../src/ingestion/ingestion.service.js';
import type { NormalizedListing } from '../src/listings/normalized-listing.js';
import { startJobsStack, type JobsStack } from './helpers.js';

/**
 * Board listings into the index on real PostgreSQL: recorded responses parsed and written, the same job from two
 * boards kept as one listing with both links, live listings searched before the demo index, and the insights, fit
 * and market snapshot computed from what the index holds.
 */
let stack: JobsStack;
let ingestion: IngestionService;
let dataSource: DataSource;
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/jobboards/${name}`, import.meta.url), 'utf8'));

beforeAll(async () => {
  stack = await startJobsStack('jobsingest');
  ingestion = stack.svc.app.get(IngestionService);
  dataSource = stack.svc.app.get(DataSource);
}, 120_000);
afterAll(() => stack?.close());

const search = async (cookie: string, query: string) =>
  JobSearchResponse.parse((await stack.call('GET', `/api/jobs/search?${query}`, cookie)).json);

it('writes board listings, and keeps a job posted on two boards as one listing with both links', async () => {
  const listings = remotive.parse(fixture('remotive.json'));
  expect(await ingestion.ingest('Remotive', listings)).toMatchObject({ received: 3, created: 3, merged: 0 });
  // re-running the same board refreshes, never duplicates
  expect(await ingestion.ingest('Remotive', listings)).toMatchObject({ created: 0, updated: 3 });

  // The same Frontend job on JSearch, its apply link carrying tracking parameters: one listing, two links.
  const frontend = listings[1]!;
  const twinByUrl: NormalizedListing = {
    ...frontend,
    source: 'JSearch',
    sourceId: 'js-1',
    sourceUrl: 'https://www.google.com/search?q=frontend',
    applicationUrl: `${frontend.applicationUrl}?utm_source=google_jobs_apply&utm_medium=organic`,
  };
  // The Technical Writer on Arbeitnow with another link, a gender marker and the company's legal form.
  const writer = listings[2]!;
  const twinByName: NormalizedListing = {
    ...writer,
    source: 'Arbeitnow',
    sourceId: 'technical-writer-1',
    sourceUrl: 'https://www.arbeitnow.com/jobs/technical-writer-1',
    applicationUrl: 'https://www.arbeitnow.com/jobs/technical-writer-1',
    title: `${writer.title} (m/w/d)`,
    company: `${writer.company} GmbH`,
  };
  // Same title and company but another city: a different job.
  const elsewhere: NormalizedListing = {
    ...twinByName,
    sourceId: 'technical-writer-2',
    sourceUrl: 'https://www.arbeitnow.com/jobs/technical-writer-2',
    applicationUrl: 'https://www.arbeitnow.com/jobs/technical-writer-2',
    remote: false,
    city: 'Berlin',
    location: 'Berlin, DE',
    country: 'DE',
  };
  expect(await ingestion.ingest('JSearch', [twinByUrl])).toMatchObject({ merged: 1, created: 0 });
  expect(await ingestion.ingest('Arbeitnow', [twinByName, elsewhere])).toMatchObject({ merged: 1, created: 1 });

  const { cookie } = await stack.signIn();
  const found = await search(cookie, 'keyword=frontend%20developer');
  expect(found.jobs[0]).toMatchObject({ title: 'Frontend Web Application Developer', source: 'Remotive' });
  expect(found.jobs[0]!.sources).toEqual([
    { source: 'Remotive', url: frontend.sourceUrl },
    { source: 'JSearch', url: 'https://www.google.com/search?q=frontend' },
  ]);
  const writers = await search(cookie, 'keyword=technical%20writer');
  expect(writers.total_results).toBe(2);
  expect(writers.jobs.find((j) => j.source === 'Remotive')!.sources!.map((s) => s.source)).toEqual([
    'Remotive',
    'Arbeitnow',
  ]);
});

it('answers from live listings when they match, and from the demo index (flagged Demo) when none do', async () => {
  const { cookie } = await stack.signIn();
  const live = await search(cookie, 'keyword=technical%20writer');
  expect(live.jobs.every((j) => j.source !== 'Demo')).toBe(true);
  const fallback = await search(cookie, 'keyword=registered%20nurse');
  expect(fallback.total_results).toBeGreaterThan(0);
  expect(fallback.jobs.every((j) => j.source === 'Demo')).toBe(true);
});

it('indexes German listings and finds them by their words', async () => {
  await ingestion.ingest('Arbeitnow', arbeitnow.parse(fixture('arbeitnow.json')));
  await ingestion.ingest('JSearch', jsearch.parse(fixture('jsearch.json')));
  const { cookie } = await stack.signIn();
  expect((await search(cookie, 'keyword=Kundenbetreuer')).jobs.map((j) => j.source)).toEqual(['Arbeitnow']);
  const python = await search(cookie, 'keyword=python%20developer&location=Houston,%20TX');
  expect(python.jobs[0]).toMatchObject({ source: 'JSearch', location: 'Houston, TX' });
  expect(python.jobs[0]!.occupationCode).toBe('15-1252.00');
});

it("gives the local market of the user's matches, saying which figures are demo ones", async () => {
  const { cookie, userId } = await stack.signIn();
  const sender = new EventSender('jobs', stack.env.redisUrl, stack.env.redisPrefix);
  await sender.send('user.updated', {
    userId,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    location: 'New York, NY',
  });
  await sender.send('career.matches.updated', {
    userId,
    occupations: [
      { code: '29-1141.00', title: 'Registered Nurses', matchScore: 91 },
      { code: '15-1252.00', title: 'Software Developers', matchScore: 84 },
    ],
  });
  const res = await until(
    () => stack.call('GET', '/api/jobs/insights', cookie),
    (r) => r.json?.occupations?.length === 2 && r.json.location !== null,
  );
  const insights = JobInsightsResponse.parse(res.json);
  expect(insights.location).toBe('New York, NY');
  const nurses = insights.occupations.find((o) => o.code === '29-1141.00')!;
  expect(nurses).toMatchObject({ title: 'Registered Nurses', demo: true, searchKeyword: 'Registered Nurse' });
  expect(nurses.total).toBeGreaterThan(0);
  expect(nurses.nearby).toBeGreaterThanOrEqual(0);
  expect(nurses.pay?.median).toBeGreaterThan(40_000);
  // software developers have live listings (the JSearch ones): live figures, not the demo index's
  const developers = insights.occupations.find((o) => o.code === '15-1252.00')!;
  expect(developers.demo).toBe(false);
  expect(insights.demo).toBe(true);
  // explicit codes, and an unknown code is left out
  const asked = JobInsightsResponse.parse(
    (await stack.call('GET', '/api/jobs/insights?codes=47-2111.00,99-9999.99', cookie)).json,
  );
  expect(asked.occupations.map((o) => o.code)).toEqual(['47-2111.00']);
  await sender.close();
});

it('scores fit only once a resume is analysed, with matched and missing skills', async () => {
  const { cookie, userId } = await stack.signIn();
  const jobs = (await search(cookie, 'keyword=python%20developer')).jobs;
  const ids = jobs.map((j) => j.id).join(',');
  expect((await stack.call('GET', `/api/jobs/fit?jobIds=${ids}`, cookie)).json).toEqual({ hasResume: false, fits: [] });
  const sender = new EventSender('jobs', stack.env.redisUrl, stack.env.redisPrefix);
  await sender.send('resume.analyzed', {
    userId,
    fileName: 'cv.pdf',
    uploadedAt: new Date().toISOString(),
    skills: ['Python', 'Django', 'SQL'],
    experienceLevel: 'mid-level',
    targetTitles: [],
  });
  const res = await until(
    () => stack.call('GET', `/api/jobs/fit?jobIds=${ids}`, cookie),
    (r) => r.json?.hasResume === true,
  );
  const fit = JobFitResponse.parse(res.json);
  expect(fit.fits.map((f) => f.jobId)).toEqual(jobs.map((j) => j.id));
  const top = fit.fits.find((f) => f.jobId === jobs[0]!.id)!;
  expect(top.matchedSkills).toContain('Python');
  expect(top.score).toBeGreaterThan(0);
  expect((await stack.call('GET', '/api/jobs/fit', cookie)).status).toBe(400);
  expect(
    (await stack.call('GET', `/api/jobs/fit?jobIds=${Array.from({ length: 51 }, (_, i) => i).join(',')}`, cookie))
      .status,
  ).toBe(400);
  await sender.send('resume.deleted', { userId });
  await until(
    () => stack.call('GET', `/api/jobs/fit?jobIds=${ids}`, cookie),
    (r) => r.json?.hasResume === false,
  );
  await sender.close();
});

it('publishes the market snapshot on the daily run, and keeps board schedulers only for enabled boards', async () => {
  const runner = stack.svc.app.get(IngestionRunner);
  const result = (await runner.run({ source: 'demo' })) as { occupations: number };
  expect(result.occupations).toBeGreaterThan(900);
  const [row] = await until(
    (): Promise<{ payload: unknown }[]> =>
      dataSource.query(`SELECT payload FROM jobs.outbox_events WHERE name = $1`, [EventNames.jobMarketUpdated]),
    (r) => r.length > 0,
  );
  const snapshot = JobMarketUpdatedPayload.parse(row.payload);
  expect(snapshot.demo).toBe(true); // fewer than 200 live listings mapped to occupations
  const nurses = snapshot.occupations.find((o) => o.code === '29-1141.00')!;
  expect(nurses.openings).toBeGreaterThan(0);
  expect(nurses.byLocation[0]!.location).toMatch(/^[A-Z].*, [A-Z]{2}$/);
  const queue = stack.svc.app.get((await import('@pathwise/platform')).JobQueues).queue('job-ingestion');
  const schedulers = (await queue.getJobSchedulers()).map((s) => s.key ?? s.id);
  expect(schedulers).toEqual(['daily-upkeep']); // JOB_BOARDS=none in tests
});
