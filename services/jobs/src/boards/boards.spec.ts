import { readFileSync } from 'node:fs';
import { adzuna } from './adzuna.js';
import { arbeitnow } from './arbeitnow.js';
import { jsearch } from './jsearch.js';
import { remotive } from './remotive.js';
import { themuse } from './themuse.js';
import { usajobs } from './usajobs.js';
import { JobsEnv } from '../config.js';

/** Recorded board responses (test/fixtures/jobboards/README.md says where each comes from). */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/jobboards/${name}`, import.meta.url), 'utf8'));

const config = JobsEnv.parse({
  JSEARCH_API_KEY: 'rapid-key',
  ADZUNA_APP_ID: 'id1',
  ADZUNA_APP_KEY: 'key1',
  USAJOBS_API_KEY: 'usa-key',
  USAJOBS_USER_AGENT: 'me@example.com',
});

describe('Remotive', () => {
  const jobs = remotive.parse(fixture('remotive.json'));
  it('reads every job, remote, with its credit link, pay text and schedule', () => {
    expect(jobs).toHaveLength(3);
    expect(jobs[1]).toMatchObject({
      source: 'Remotive',
      sourceId: '2091141',
      title: 'Frontend Web Application Developer',
      company: 'KoboToolbox',
      remote: true,
      country: 'US',
      location: 'Remote (USA, Canada, Argentina, Mexico, Peru)',
      employmentType: 'FULLTIME',
      salaryText: '$90k - $105k',
      salaryMin: 90_000,
      salaryMax: 105_000,
      salaryPeriod: 'year',
      salaryCurrency: 'USD',
      applicationUrl: 'https://remotive.com/remote-jobs/design/frontend-web-application-developer-2091141',
    });
    // publication_date without a zone is read as UTC
    expect(jobs[1]!.postedAt!.toISOString()).toBe('2026-09-18T16:43:22.000Z');
    expect(jobs[1]!.description).toMatch(/^Location: Remote/);
    expect(jobs[1]!.description).not.toMatch(/<[a-z]/);
  });
  it('reads hourly pay, part-time and contract, and both logo field names', () => {
    expect(jobs[0]).toMatchObject({ employmentType: 'PARTTIME', salaryText: null });
    expect(jobs[2]).toMatchObject({ employmentType: 'CONTRACT', salaryMax: 55, salaryMin: null, salaryPeriod: 'hour' });
  });
});

describe('Arbeitnow', () => {
  const jobs = arbeitnow.parse(fixture('arbeitnow.json'));
  it('reads German listings: gender markers off, German stemmer, Unix dates, Germany as the country', () => {
    expect(jobs.map((j) => j.title)).toEqual([
      'Pflichtpraktikum Marketing - Digital Health - remote',
      'Senior Sales Manager',
      '2400-2600€ + 500€ Bonus Telefonische Kundenbetreuer',
    ]);
    expect(jobs[0]).toMatchObject({
      remote: true,
      city: 'Cologne',
      country: 'DE',
      employmentType: 'INTERN',
      language: 'de',
    });
    expect(jobs[1]).toMatchObject({
      experienceLevel: 'senior_level',
      employmentType: 'FULLTIME',
      location: 'Berlin, DE',
    });
    expect(jobs[2]).toMatchObject({ salaryMin: 2400, salaryMax: 2600, salaryCurrency: 'EUR', salaryPeriod: 'month' });
    expect(jobs[0]!.postedAt!.toISOString()).toBe(new Date(1710082143 * 1000).toISOString());
  });
});

describe('JSearch, both shapes', () => {
  it('reads the 2023 shape (enum employment type, required experience)', () => {
    const jobs = jsearch.parse(fixture('jsearch.json'));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      source: 'JSearch',
      sourceId: 'FJjhCKEFMzsAAAAAAAAAAA==',
      company: 'Mphasis USA',
      city: 'Houston',
      region: 'TX',
      country: 'US',
      location: 'Houston, TX',
      employmentType: 'FULLTIME',
      experienceLevel: 'senior_level', // 72 months
      remote: false,
    });
    expect(jobs[0]!.requirements).toMatch(/Experience: 8\+ Years/);
    expect(jobs[1]!.experienceLevel).toBe('mid_level'); // 36 months
  });
  it('reads the 2025 shape (display employment text + enums, pay numbers) and prefers the direct apply link', () => {
    const [job] = jsearch.parse(fixture('jsearch-2025.json'));
    expect(job).toMatchObject({
      employmentType: 'FULLTIME',
      location: 'Houston, TX',
      salaryMin: 95_000,
      salaryMax: 125_000,
      salaryPeriod: 'year',
      salaryCurrency: 'USD',
      salaryText: '$95,000 - $125,000 a year',
    });
    expect(job!.applicationUrl).toMatch(/^https:\/\/careers\.mphasis\.com\//);
  });
  it('reads a single item with apply options (2024)', () => {
    const [job] = jsearch.parse(fixture('jsearch-item-2024.json'));
    expect(job).toMatchObject({
      title: 'Senior Node.js Developer',
      city: 'New York',
      region: 'NY',
      experienceLevel: 'senior_level',
    });
    expect(job!.applicationUrl).toMatch(/monster\.com/);
  });
  it('asks RapidAPI with its headers', () => {
    expect(jsearch.request(config, 2, 'nurse')).toEqual({
      url: 'https://jsearch.p.rapidapi.com/search?query=nurse+in+USA&page=2&num_pages=1&date_posted=week',
      headers: { 'X-RapidAPI-Key': 'rapid-key', 'X-RapidAPI-Host': 'jsearch.p.rapidapi.com' },
    });
  });
});

describe('Adzuna', () => {
  const jobs = adzuna.parse(fixture('adzuna.json'));
  it('reads company, place (area: country ... city), schedule and date', () => {
    expect(jobs).toHaveLength(3);
    expect(jobs[0]).toMatchObject({
      source: 'Adzuna',
      sourceId: '4585620293',
      title: 'Industriemechaniker',
      company: 'START NRW GmbH',
      city: 'Gevelsberg',
      country: 'DE',
      language: 'de',
    });
    expect(jobs[1]).toMatchObject({ city: 'München', employmentType: 'FULLTIME' });
    expect(jobs[0]!.postedAt!.toISOString()).toBe('2024-02-28T23:49:21.000Z');
  });
  it('asks with app id and key', () => {
    const { url } = adzuna.request(config, 1, 'data analyst');
    expect(url).toMatch(/^https:\/\/api\.adzuna\.com\/v1\/api\/jobs\/us\/search\/1\?app_id=id1&app_key=key1&/);
    expect(url).toContain('what=data+analyst');
  });
});

describe('USAJOBS, both shapes', () => {
  it('reads the 2016 shape ("Per Year", /GetJob/ViewDetails)', () => {
    const jobs = usajobs.parse(fixture('usajobs.json'));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      source: 'USAJOBS',
      sourceId: '441132200',
      company: 'Consumer Financial Protection Bureau',
      city: 'Washington',
      country: 'US',
      salaryMin: 92_166,
      salaryMax: 161_600,
      salaryPeriod: 'year',
      salaryCurrency: 'USD',
    });
    expect(jobs[1]).toMatchObject({
      city: 'Atlanta',
      region: 'GA',
      location: 'Atlanta, GA',
      employmentType: 'FULLTIME',
    });
  });
  it('reads the current shape (PA, /job/<id>, PositionLocationDisplay)', () => {
    const [job] = usajobs.parse(fixture('usajobs-2025.json'));
    expect(job).toMatchObject({ salaryPeriod: 'year', salaryMin: 88_305, location: 'Atlanta, GA', remote: false });
    expect(job!.sourceUrl).toBe('https://www.usajobs.gov/job/441027400');
  });
  it('sends the key and the e-mail it was issued to', () => {
    expect(usajobs.request(config, 1, 'nurse').headers).toEqual({
      Host: 'data.usajobs.gov',
      'User-Agent': 'me@example.com',
      'Authorization-Key': 'usa-key',
    });
  });
});

describe('The Muse', () => {
  it('reads name, company, place, level and landing page', () => {
    const jobs = themuse.parse(fixture('themuse.json'));
    expect(jobs).toHaveLength(3);
    expect(jobs[0]).toMatchObject({
      source: 'The Muse',
      sourceId: '11259124',
      title: 'Mechanical Assembler - 1st Shift',
      company: 'Siemens',
      city: 'Clayton',
      region: 'NC',
      experienceLevel: 'senior_level',
      applicationUrl: 'https://www.themuse.com/jobs/siemens/mechanical-assembler-1st-shift-0a7d96',
      salaryText: null,
    });
  });
});

describe('any board', () => {
  it('drops items without an id, a title or a link, and never throws on junk', () => {
    for (const adapter of [remotive, arbeitnow, jsearch, adzuna, usajobs, themuse]) {
      for (const junk of [null, 42, 'text', [], {}, { jobs: [{}] }, { data: [null] }, { results: [{ id: 1 }] }]) {
        expect(adapter.parse(junk)).toEqual([]);
      }
    }
  });
});
