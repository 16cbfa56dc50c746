import type { JobSearchResponse } from '@pathwise/contracts';
import { IngestionService } from '../src/ingestion/ingestion.service.js';
import type { NormalizedListing } from '../src/listings/normalized-listing.js';
import { startJobsStack, type JobsStack } from './helpers.js';

/**
 * Relevance on a seeded index (no demo index): for each query, the listings a job seeker would expect first. The
 * index holds near misses on purpose: recent listings that only mention the words, old exact titles, German twins.
 */
let stack: JobsStack;
let cookie: string;
const DAY = 86_400_000;
const now = Date.now();

let n = 0;
function seed(over: Partial<NormalizedListing> & { title: string; daysAgo: number }): NormalizedListing {
  n++;
  const { daysAgo, ...rest } = over;
  return {
    source: 'Seed',
    sourceId: `seed-${n}`,
    sourceUrl: `https://example.org/jobs/${n}`,
    company: `Company ${n}`,
    location: 'Austin, TX',
    city: 'Austin',
    region: 'TX',
    country: 'US',
    remote: false,
    employmentType: 'FULLTIME',
    experienceLevel: 'mid_level',
    salaryText: null,
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: null,
    salaryCurrency: null,
    postedAt: new Date(now - daysAgo * DAY),
    applicationUrl: `https://example.org/apply/${n}`,
    description: 'A role on a friendly team.',
    requirements: null,
    benefits: null,
    language: 'en',
    ...rest,
  };
}

const LISTINGS: NormalizedListing[] = [
  seed({ title: 'Registered Nurse', daysAgo: 6, description: 'Provide patient care on a medical-surgical unit.' }),
  seed({ title: 'Nurse Practitioner', daysAgo: 12, description: 'Diagnose and treat patients in primary care.' }),
  seed({
    title: 'Medical Assistant',
    daysAgo: 0,
    description: 'Support the registered nurse and the physicians; room patients.',
  }),
  seed({
    title: 'Registered Nurse - ICU',
    daysAgo: 40,
    location: 'Dallas, TX',
    city: 'Dallas',
    description: 'Critical care nursing.',
  }),
  seed({
    title: 'Python Developer',
    daysAgo: 3,
    remote: true,
    location: 'Remote (US)',
    city: null,
    region: null,
    description: 'Build APIs with Django.',
  }),
  seed({ title: 'Python Developer', daysAgo: 70, description: 'Maintain Python services.' }),
  seed({
    title: 'Senior Python Developer',
    daysAgo: 9,
    experienceLevel: 'senior_level',
    description: 'Lead a Python platform team.',
  }),
  seed({
    title: 'Data Analyst',
    daysAgo: 1,
    remote: true,
    location: 'Remote (US)',
    city: null,
    region: null,
    description: 'SQL, Python and dashboards; work with the python developer team.',
  }),
  seed({ title: 'Backend Engineer (Python/Go)', daysAgo: 2, description: 'Services in Python and Go.' }),
  seed({
    title: 'Electrician',
    daysAgo: 20,
    location: 'Denver, CO',
    city: 'Denver',
    region: 'CO',
    description: 'Install and repair wiring.',
  }),
  seed({
    title: 'Apprentice Electrician',
    daysAgo: 4,
    location: 'Denver, CO',
    city: 'Denver',
    region: 'CO',
    experienceLevel: 'entry_level',
    description: 'Learn the trade with licensed electricians.',
  }),
  seed({
    title: 'Electrical Engineer',
    daysAgo: 1,
    location: 'Denver, CO',
    city: 'Denver',
    region: 'CO',
    description: 'Design power systems; coordinate with the electrician crew.',
  }),
  seed({
    title: 'Marketing Manager',
    daysAgo: 15,
    location: 'New York, NY',
    city: 'New York',
    region: 'NY',
    description: 'Own campaigns and the brand.',
  }),
  seed({
    title: 'Sales Manager',
    daysAgo: 1,
    location: 'New York, NY',
    city: 'New York',
    region: 'NY',
    description: 'Work with the marketing manager on campaigns.',
  }),
  seed({
    title: 'Product Marketing Manager',
    daysAgo: 5,
    location: 'San Francisco, CA',
    city: 'San Francisco',
    region: 'CA',
    description: 'Launch products.',
  }),
  seed({
    title: 'Softwareentwickler (m/w/d)',
    daysAgo: 2,
    location: 'Berlin, DE',
    city: 'Berlin',
    region: null,
    country: 'DE',
    language: 'de',
    description:
      'Wir suchen einen Entwickler für unsere Plattform. Du arbeitest mit Kotlin und bist Teil eines Teams, das für die Kunden und die Produkte verantwortlich ist.',
  }),
  seed({
    title: 'Kindergarten Teacher',
    daysAgo: 8,
    location: 'Houston, TX',
    city: 'Houston',
    description: 'Teach early literacy.',
  }),
  seed({
    title: 'High School Math Teacher',
    daysAgo: 3,
    location: 'San Antonio, TX',
    city: 'San Antonio',
    description: 'Teach algebra and geometry.',
  }),
  seed({
    title: 'Teacher Assistant',
    daysAgo: 1,
    location: 'Seattle, WA',
    city: 'Seattle',
    region: 'WA',
    description: 'Support the lead teacher.',
  }),
];

beforeAll(async () => {
  stack = await startJobsStack('jobsrel', { JOBS_DEMO_INDEX: 'false' });
  await stack.svc.app.get(IngestionService).ingest('Seed', LISTINGS);
  ({ cookie } = await stack.signIn());
}, 120_000);
afterAll(() => stack?.close());

async function titles(query: Record<string, string>): Promise<string[]> {
  const res = await stack.call('GET', `/api/jobs/search?${new URLSearchParams(query).toString()}`, cookie);
  expect(res.status).toBe(200);
  return (res.json as JobSearchResponse).jobs.map((j) => `${j.title} @ ${j.location}`);
}

it('puts title matches above description mentions, however recent the mention', async () => {
  const got = await titles({ keyword: 'registered nurse' });
  expect(got.slice(0, 2)).toEqual(['Registered Nurse @ Austin, TX', 'Registered Nurse - ICU @ Dallas, TX']);
  expect(got.at(-1)).toBe('Medical Assistant @ Austin, TX');
});

it('puts a recent exact title above an old one, and both above mentions', async () => {
  const got = await titles({ keyword: 'python developer' });
  expect(got.slice(0, 3)).toEqual([
    'Python Developer @ Remote (US)',
    'Senior Python Developer @ Austin, TX',
    'Python Developer @ Austin, TX',
  ]);
  expect(got.indexOf('Data Analyst @ Remote (US)')).toBeGreaterThan(2);
});

it('finds the trade for "electrician" before the engineer who mentions one', async () => {
  const got = await titles({ keyword: 'electrician', location: 'Denver, CO' });
  expect(got.slice(0, 2).sort()).toEqual(['Apprentice Electrician @ Denver, CO', 'Electrician @ Denver, CO']);
  expect(got.slice(2)).toEqual(['Electrical Engineer @ Denver, CO']);
});

it('answers the exact job first for a two-word title', async () => {
  expect((await titles({ keyword: 'marketing manager' }))[0]).toBe('Product Marketing Manager @ San Francisco, CA');
  expect((await titles({ keyword: 'marketing manager', location: 'New York' }))[0]).toBe(
    'Marketing Manager @ New York, NY',
  );
});

it('understands places as people write them, and remote', async () => {
  expect(await titles({ keyword: 'teacher', location: 'Texas' })).toEqual([
    'High School Math Teacher @ San Antonio, TX',
    'Kindergarten Teacher @ Houston, TX',
  ]);
  expect(await titles({ keyword: 'python', location: 'remote' })).toEqual([
    'Python Developer @ Remote (US)',
    'Data Analyst @ Remote (US)',
  ]);
  expect((await titles({ location: 'Austin' }))[0]).toBe('Medical Assistant @ Austin, TX'); // newest first without words
});

it('finds nothing for a place it cannot read, rather than every listing as if it were there', async () => {
  // another script, a bare ZIP code, LIKE wildcards: none of them a place the index can match
  for (const location of ['東京', 'Москва', '78701', '%', '_']) {
    expect({ location, got: await titles({ keyword: 'nurse', location }) }).toEqual({ location, got: [] });
  }
  // what it reads still filters, and no location at all is everywhere
  expect(await titles({ keyword: 'registered nurse', location: 'Dallas, TX' })).toEqual([
    'Registered Nurse - ICU @ Dallas, TX',
  ]);
  expect((await titles({ keyword: 'nurse', location: '  ' })).length).toBeGreaterThan(1);
});

it('finds German listings by their German words, and honours quotes and exclusions', async () => {
  expect(await titles({ keyword: 'Entwickler' })).toEqual(['Softwareentwickler (m/w/d) @ Berlin, DE']);
  expect(await titles({ keyword: '"data analyst"' })).toEqual(['Data Analyst @ Remote (US)']);
  expect(await titles({ keyword: 'python -senior' })).not.toContain('Senior Python Developer @ Austin, TX');
});

it('filters by level and type exactly', async () => {
  expect(await titles({ keyword: 'electrician', experienceLevel: 'entry_level' })).toEqual([
    'Apprentice Electrician @ Denver, CO',
  ]);
  expect(await titles({ keyword: 'nurse', employmentType: 'PARTTIME' })).toEqual([]);
});
