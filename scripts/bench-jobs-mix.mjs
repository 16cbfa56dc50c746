// The mixed searches of `npm run bench:jobs` (a seeded mix, the same every run), shared with the profiling script.
import { URLSearchParams } from 'node:url';

/** A seeded PRNG, so every run asks the same mix. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS = [
  'registered nurse',
  'software developer',
  'data analyst',
  'teacher',
  'electrician',
  'accountant',
  'manager',
  'sales',
  'customer service',
  'python',
  'marketing manager',
  'truck driver',
  'nurse practitioner',
  'engineer',
  'cook',
  'project manager',
  'graphic designer',
  'pharmacist',
  'mechanic',
  'analyst',
  'medical assistant',
  'welder',
  '"data analyst"',
  'senior developer',
  'remote',
  'c++ & | ((',
];
const LOCATIONS = [
  '',
  '',
  '',
  'Austin, TX',
  'New York',
  'remote',
  'Texas',
  'Chicago, IL',
  'Seattle',
  'San Francisco, CA',
  'Denver, CO',
  'Florida',
];
const LEVELS = ['any', 'any', 'any', 'entry_level', 'mid_level', 'senior_level', 'executive'];
const TYPES = ['any', 'any', 'any', 'FULLTIME', 'PARTTIME', 'CONTRACT', 'INTERN'];

/** The mixed searches people run: mostly keywords, often a place, sometimes filters, now and then page 2 or 3. */
export function queryMix(count) {
  const rand = rng(11);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  while (out.length < count) {
    const keyword = rand() < 0.85 ? pick(KEYWORDS) : '';
    const location = pick(LOCATIONS);
    if (!keyword && !location) continue;
    const params = new URLSearchParams();
    if (keyword) params.set('keyword', keyword);
    if (location) params.set('location', location);
    const level = pick(LEVELS);
    if (level !== 'any') params.set('experienceLevel', level);
    const type = pick(TYPES);
    if (type !== 'any') params.set('employmentType', type);
    if (rand() < 0.15) params.set('remoteOnly', 'true');
    const r = rand();
    if (r > 0.8) params.set('page', r > 0.93 ? '3' : '2');
    out.push(`/api/jobs/search?${params.toString()}`);
  }
  return out;
}
