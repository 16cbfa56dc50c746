import { EventNames, parseActionSteps, type CareerRecommendation } from '@pathwise/contracts';
import { EventSender, startTestService, type TestService, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type CareerConfig, CareerEnv, createCareerApp } from '../src/app.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../src/quiz/sample-answers.js';
import { newUserId } from './helpers.js';

/** job.market.updated into the career service's copy, and the matches that show it (real PostgreSQL and Redis). */
let svc: TestService<CareerConfig>;
let events: EventSender;
let db: DataSource;

beforeAll(async () => {
  svc = await startTestService({ label: 'careermkt', schema: CareerEnv, createApp: createCareerApp });
  events = new EventSender('career', svc.env.redisUrl, svc.env.redisPrefix);
  db = svc.app.get(DataSource);
  // Starting the service (migrations, workers) takes far longer than 30 s on a loaded 2-core machine.
}, 120_000);
afterAll(async () => {
  await events?.close();
  await svc?.close();
});

const processed = async (eventId: string) =>
  ((await db.query(`SELECT 1 FROM career.processed_events WHERE event_id = $1`, [eventId])) as unknown[]).length > 0;
const sendMarket = async (payload: unknown) => {
  const id = await events.send(EventNames.jobMarketUpdated, payload, 'jobs');
  return id;
};
const applied = (id: string) =>
  until(
    () => processed(id),
    (done) => done,
  );
const recommendations = async (userId: string) =>
  (await svc.call('GET', '/api/recommendations', { as: { userId } })).json as CareerRecommendation[];

async function matchedUser(location: string | null): Promise<{ userId: string; codes: string[] }> {
  const userId = newUserId();
  if (location) {
    await events.send('user.updated', { userId, email: 'a@example.com', firstName: 'A', lastName: 'B', location });
    await until(
      async () =>
        (await db.query(`SELECT location FROM career.user_progress WHERE user_id = $1`, [userId])) as unknown[],
      (rows) => rows.length === 1,
    );
  }
  const res = await svc.call('POST', '/api/quiz/responses', {
    json: sampleSubmission(SAMPLE_PEOPLE.analytical),
    as: { userId },
  });
  expect(res.status).toBe(201);
  return { userId, codes: (res.json.recommendations as CareerRecommendation[]).map((r) => r.occupationCode!) };
}

const searchStep = (r: CareerRecommendation) =>
  parseActionSteps(r.actionSteps).find((s) => s.startsWith('Search Pathwise Jobs for'));

it('leaves matches as they were before the jobs index has reported', async () => {
  const { userId } = await matchedUser('Austin, TX');
  const recs = await recommendations(userId);
  expect(recs.every((r) => r.jobCount === null && !r.details?.market)).toBe(true);
  expect(searchStep(recs[0]!)).toMatch(/openings in Austin, TX and save three/);
});

it('shows the counts near the user, remote and in all, and the posted pay, from one snapshot everywhere', async () => {
  const { userId, codes } = await matchedUser('Austin, Texas');
  const [first, second, third] = codes;
  const id = await sendMarket({
    generatedAt: '2026-11-24T10:00:00.000Z',
    demo: true,
    occupations: [
      {
        code: first,
        openings: 40,
        remoteOpenings: 9,
        pay: { min: 60000, median: 90000, max: 140000, samples: 12 },
        byLocation: [
          { location: 'Austin, TX', openings: 4 },
          { location: 'Austin, MN', openings: 2 },
          { location: 'Denver, CO', openings: 7 },
        ],
      },
      {
        code: second,
        openings: 5,
        remoteOpenings: 0,
        pay: null,
        byLocation: [{ location: 'Denver, CO', openings: 5 }],
      },
      // Hostile or broken parts are skipped, never fatal: a code given twice, one that is no O*NET code, odd places.
      { code: second, openings: 999, remoteOpenings: 0, pay: null, byLocation: [] },
      { code: '../etc', openings: 1, remoteOpenings: 0, pay: null, byLocation: [] },
      {
        code: '11-1011.00',
        openings: 3,
        remoteOpenings: 9,
        pay: null,
        byLocation: [
          { location: '', openings: 1 },
          { location: 'x'.repeat(5000), openings: 1 },
          { location: 'Remote', openings: 1 },
        ],
      },
    ],
  });
  await applied(id);
  const recs = await recommendations(userId);
  const byCode = new Map(recs.map((r) => [r.occupationCode, r]));
  const one = byCode.get(first)!;
  expect(one.jobCount).toBe(40);
  expect(one.details?.market).toMatchObject({
    openings: 40,
    remote: 9,
    nearby: 4,
    location: 'Austin, TX',
    demo: true,
    pay: { min: 60000, median: 90000, max: 140000, samples: 12 },
  });
  expect(searchStep(one)).toBe(
    `Search Pathwise Jobs for "${/"([^"]+)"/.exec(searchStep(one)!)![1]}": 4 openings near you (Austin, TX), 9 remote in Pathwise’s sample listings (demo index, not live job boards); posted pay $60,000 to $140,000 (median $90,000 over 12 listings stating it). Open them and save three that fit you.`,
  );
  // Every place is listed for the second occupation: Austin has none.
  expect(byCode.get(second)!.details?.market).toMatchObject({ openings: 5, nearby: 0, location: 'Austin, TX' });
  expect(searchStep(byCode.get(second)!)).toMatch(/none listed near Austin, TX yet, 5 openings in all/);
  // An occupation the index does not list has none open.
  expect(byCode.get(third)!.jobCount).toBe(0);
  expect(searchStep(byCode.get(third)!)).toMatch(/none are listed right now in Pathwise’s sample listings/);

  // The same figures in the career's own page and the dashboard.
  const detail = (await svc.call('GET', `/api/careers/${first}`, { as: { userId } })).json as CareerRecommendation;
  expect(detail.details?.market).toEqual(one.details?.market);
  const dashboard = (await svc.call('GET', '/api/dashboard', { as: { userId } })).json;
  expect(dashboard.recommendations[0].details.market).toEqual(recs[0]!.details?.market);

  // Without a location: counts in all, no "near you".
  const { userId: nowhere } = await matchedUser(null);
  const far = (await recommendations(nowhere)).find((r) => r.occupationCode === first)!;
  expect(far.details?.market).toMatchObject({ nearby: null, location: null, openings: 40 });
  expect(searchStep(far)).toMatch(/: 40 openings in all, 9 remote in Pathwise’s sample listings/);

  // An older snapshot delivered late changes nothing; a newer one replaces the copy as a whole.
  await applied(
    await sendMarket({
      generatedAt: '2026-11-24T09:00:00.000Z',
      demo: false,
      occupations: [{ code: first, openings: 1, remoteOpenings: 0, pay: null, byLocation: [] }],
    }),
  );
  expect((await recommendations(userId)).find((r) => r.occupationCode === first)!.jobCount).toBe(40);
  await applied(
    await sendMarket({
      generatedAt: '2026-11-24T11:00:00.000Z',
      demo: false,
      occupations: [{ code: second, openings: 2, remoteOpenings: 2, pay: null, byLocation: [] }],
    }),
  );
  const live = new Map((await recommendations(userId)).map((r) => [r.occupationCode, r]));
  expect(live.get(first)!.jobCount).toBe(0);
  expect(live.get(second)!.details?.market).toMatchObject({ openings: 2, remote: 2, nearby: 0, demo: false });
  expect(searchStep(live.get(second)!)).not.toMatch(/sample listings/);
});

it('refuses a malformed snapshot without touching the copy', async () => {
  const before = await db.query(`SELECT * FROM career.job_market_snapshot`);
  const bad = await sendMarket({ generatedAt: 'soon', demo: 'yes', occupations: 'all' });
  const good = await events.send(
    'interview.completed',
    { userId: newUserId(), careerPath: 'x', averageScore: 1 },
    'interview',
  );
  await applied(good);
  expect(await processed(bad)).toBe(false);
  expect(await db.query(`SELECT * FROM career.job_market_snapshot`)).toEqual(before);
});
