import type { NormalizedListing } from '../listings/normalized-listing.js';
import type { Metro, Occupation } from '../reference/reference-data.js';
import type { EmploymentType, ExperienceLevel } from '../text/job-facts.js';
import { formatPay, type Pay } from '../text/salary.js';

/** Bump when the generator's output changes: the index is rebuilt when the stored version differs. */
export const DEMO_GENERATOR_VERSION = 4;
export const DEMO_SOURCE = 'Demo';

export interface DemoOptions {
  /** How many listings (at least 2 per occupation are kept whatever the count). */
  count: number;
  /** The day the listings are dated back from (UTC midnight). */
  referenceDay: Date;
  seed?: number;
}

/** mulberry32: a small, fast, seedable PRNG, so the same options always give the same index. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
function weighted<T>(rand: Rand, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items.at(-1)![0];
}
function sample<T>(rand: Rand, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** Share of remote postings by SOC major group (computer and business work most often remote; care work never). */
const REMOTE_SHARE: Record<string, number> = {
  '15': 0.35,
  '13': 0.22,
  '27': 0.2,
  '11': 0.1,
  '41': 0.1,
  '43': 0.1,
  '17': 0.06,
  '19': 0.08,
  '23': 0.05,
  '25': 0.03,
};
/** Fictional employers by SOC major group: "<place word> <kind>". */
const EMPLOYER_KINDS: Record<string, string[]> = {
  '11': ['Group', 'Holdings', 'Partners', 'Enterprises'],
  '13': ['Financial', 'Advisors', 'Consulting', 'Capital', 'Accounting Group'],
  '15': ['Software', 'Labs', 'Data', 'Technologies', 'Systems', 'Cloud'],
  '17': ['Engineering', 'Design Group', 'Industries', 'Aerospace', 'Energy'],
  '19': ['Research Institute', 'Laboratories', 'Environmental', 'Sciences'],
  '21': ['Community Services', 'Family Center', 'Counseling Associates', 'Youth Network'],
  '23': ['Law Group', 'Legal Partners', 'Attorneys LLP'],
  '25': ['School District', 'Academy', 'College', 'Learning Center', 'University'],
  '27': ['Media', 'Studio', 'Creative', 'Design Co.', 'Publishing'],
  '29': ['Health', 'Medical Center', 'Regional Hospital', 'Clinic', 'Health System', 'Pharmacy'],
  '31': ['Home Care', 'Senior Living', 'Medical Group', 'Rehabilitation Center'],
  '33': ['Security', 'Public Safety', 'Protective Services'],
  '35': ['Kitchen', 'Bistro', 'Hospitality', 'Catering', 'Grill'],
  '37': ['Facilities', 'Property Services', 'Landscaping', 'Cleaning Co.'],
  '39': ['Fitness', 'Care Services', 'Salon', 'Recreation Center', 'Childcare'],
  '41': ['Retail', 'Supply', 'Outfitters', 'Market', 'Sales Group'],
  '43': ['Services', 'Insurance', 'Bank', 'Office Solutions', 'Logistics'],
  '45': ['Farms', 'Agriculture', 'Forestry', 'Growers'],
  '47': ['Construction', 'Builders', 'Contracting', 'Electric', 'Plumbing & Heating'],
  '49': ['Mechanical', 'Auto Service', 'Maintenance', 'Equipment Repair'],
  '51': ['Manufacturing', 'Fabrication', 'Foods', 'Industries', 'Printing'],
  '53': ['Logistics', 'Transport', 'Freight', 'Transit', 'Airlines'],
};
const PLACE_WORDS = [
  'Cedar Ridge',
  'Lakeside',
  'Summit',
  'Riverbend',
  'Oak Valley',
  'Harborview',
  'Pinecrest',
  'Bluewater',
  'Granite',
  'Maplewood',
  'Silver Creek',
  'Northfield',
  'Brightwater',
  'Redwood',
  'Clearview',
  'Stonebridge',
  'Willow Park',
  'Evergreen',
  'Sunrise',
  'Highland',
  'Meadowbrook',
  'Ironwood',
  'Prairie',
  'Bayside',
  'Copper Hill',
  'Fairhaven',
  'Juniper',
  'Westbrook',
  'Crescent',
  'Tallgrass',
];
const BENEFITS = [
  'Medical, dental and vision insurance',
  '401(k) with employer match',
  'Paid time off and paid holidays',
  'Paid parental leave',
  'Tuition assistance',
  'Flexible schedule',
  'Employee assistance program',
  'Life and disability insurance',
  'Professional development budget',
  'Commuter benefits',
];
const LEVEL_YEARS: Record<ExperienceLevel, string> = {
  entry_level: '0-2 years of experience (new graduates welcome)',
  mid_level: '3-5 years of related experience',
  senior_level: '6+ years of related experience',
  executive: '10+ years of experience, including leading teams',
};

/** Level mix by O*NET Job Zone: little preparation -> mostly entry roles; considerable -> more senior ones. */
function levelFor(rand: Rand, o: Occupation): ExperienceLevel {
  if (o.code.startsWith('11-1'))
    return weighted(rand, [
      ['executive', 6],
      ['senior_level', 3],
      ['mid_level', 1],
    ] as const);
  if (o.zone <= 2)
    return weighted(rand, [
      ['entry_level', 6],
      ['mid_level', 3.5],
      ['senior_level', 0.5],
    ] as const);
  if (o.zone === 3)
    return weighted(rand, [
      ['entry_level', 3.5],
      ['mid_level', 4.5],
      ['senior_level', 2],
    ] as const);
  return weighted(rand, [
    ['entry_level', 2.5],
    ['mid_level', 4.5],
    ['senior_level', 2.5],
    ['executive', o.code.startsWith('11') ? 1 : 0.2],
  ] as const);
}

function employmentFor(rand: Rand, o: Occupation, level: ExperienceLevel): EmploymentType {
  const group = o.code.slice(0, 2);
  const partTimeHeavy = ['35', '39', '41', '31', '37'].includes(group);
  return weighted(rand, [
    ['FULLTIME', 80],
    ['PARTTIME', partTimeHeavy ? 25 : 6],
    ['CONTRACT', ['15', '27', '13', '17'].includes(group) ? 12 : 4],
    ['TEMPORARY', 3],
    ['INTERN', level === 'entry_level' && o.zone >= 3 ? 6 : 0],
  ] as const);
}

function titleFor(rand: Rand, o: Occupation, level: ExperienceLevel, type: EmploymentType): string {
  // The most common posted titles most often.
  const base = weighted(
    rand,
    o.titles.map((t, i) => [t, 1 / (i + 1)] as const),
  );
  if (type === 'INTERN') return `${base} Intern`;
  if (level === 'senior_level')
    return `${weighted(rand, [
      ['Senior', 7],
      ['Lead', 3],
    ] as const)} ${base}`;
  if (level === 'executive' && !/chief|director|president|executive|head/i.test(base)) return `Director, ${base}`;
  if (level === 'entry_level' && o.zone >= 3 && rand() < 0.4)
    return `${pick(rand, ['Junior', 'Entry-Level', 'Associate'])} ${base}`;
  return base;
}

/** Pay from the BLS national percentiles for the level: entry p10-p25, mid p25-p75, senior p75-p90, executive p90+. */
function payFor(rand: Rand, o: Occupation, level: ExperienceLevel, type: EmploymentType): Pay | null {
  const p = o.pay;
  if (!p?.median || rand() < 0.28) return null; // many postings state no pay
  const p10 = p.p10 ?? p.median * 0.6;
  const p25 = p.p25 ?? p.median * 0.8;
  const p75 = p.p75 ?? p.median * 1.25;
  const p90 = p.p90 ?? p.median * 1.55;
  const [lo, hi] =
    level === 'entry_level'
      ? [p10, p25]
      : level === 'mid_level'
        ? [p25, p75]
        : level === 'senior_level'
          ? [p75, p90]
          : [p90, p90 * 1.3];
  const bottom = lo + (hi - lo) * rand() * 0.6;
  const top = bottom + (hi - bottom) * (0.4 + rand() * 0.6);
  const hourly = type === 'PARTTIME' || type === 'TEMPORARY' || p.hourly || p.median < 45_000;
  if (hourly) {
    const round = (n: number) => Math.round((n / 2080) * 2) / 2;
    return { min: round(bottom), max: Math.max(round(top), round(bottom) + 1), period: 'hour', currency: 'USD' };
  }
  const round = (n: number) => Math.round(n / 1000) * 1000;
  return { min: round(bottom), max: Math.max(round(top), round(bottom) + 5000), period: 'year', currency: 'USD' };
}

const EDUCATION_WORDS: Record<string, string> = {
  'No formal educational credential': 'No degree required; training provided',
  'High school diploma or equivalent': 'High school diploma or equivalent',
  'Some college, no degree': 'Some college coursework',
  'Postsecondary nondegree award': 'A postsecondary certificate or license in the field',
  "Associate's degree": "Associate's degree in a related field",
  "Bachelor's degree": "Bachelor's degree in a related field",
  "Master's degree": "Master's degree in a related field",
  'Doctoral or professional degree': 'Doctoral or professional degree, and licensure where required',
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const sentences = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);

function describe(
  rand: Rand,
  o: Occupation,
  listing: { title: string; company: string; place: string; remote: boolean; hybrid: boolean },
): string {
  const about = sentences(o.description)
    .slice(0, 2)
    .map((text, i) => (i === 0 ? lowerFirst(text) : text))
    .join(' ');
  const tasks = sample(rand, o.tasks, Math.min(4, o.tasks.length));
  const where = listing.remote
    ? 'This is a fully remote position open to candidates across the United States.'
    : listing.hybrid
      ? `This is a hybrid role based in ${listing.place}, with two days a week from home.`
      : `This role is on site in ${listing.place}.`;
  return [
    `${listing.company} is hiring a ${listing.title}. In this role you will ${about}`,
    tasks.length ? `What you will do:\n${tasks.map((t) => `• ${t}`).join('\n')}` : '',
    where,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function requirementsFor(rand: Rand, o: Occupation, level: ExperienceLevel): string {
  const hot = o.tools.filter((t) => t.hot).map((t) => t.name);
  const tools = sample(rand, hot.length >= 3 ? hot : o.tools.map((t) => t.name), 3);
  const lines = [
    EDUCATION_WORDS[o.education ?? ''] ?? 'Relevant education or training',
    LEVEL_YEARS[level],
    o.skills.length
      ? `Strong ${sample(rand, o.skills, 2)
          .map((x) => x.toLowerCase())
          .join(' and ')} skills`
      : '',
    tools.length ? `Experience with ${tools.join(', ')}` : '',
    o.knowledge[0] ? `Knowledge of ${o.knowledge[0].toLowerCase()}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

/** How many listings each occupation gets: 2 each, the rest by BLS annual openings (largest remainders). */
function allocate(occupations: Occupation[], count: number): number[] {
  const base = 2;
  const rest = Math.max(0, count - base * occupations.length);
  const weights = occupations.map((o) => Math.sqrt(Math.max(o.openings ?? 0, 100)));
  const total = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (w / total) * rest);
  const counts = exact.map((x) => Math.floor(x));
  let left = rest - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts.map((c) => c + base);
}

export interface DemoListing extends NormalizedListing {
  occupationCode: string;
}

/**
 * The offline demo index: realistic listings over every catalog occupation (2 each, more for occupations with more
 * openings), in the 50 largest U.S. metros by population or remote where the work allows, titled as people post
 * them, with the level's slice of the BLS national pay, the occupation's tasks, tools, education and experience.
 * Deterministic: the same options give the same listings, dated back from `referenceDay`.
 */
export function generateDemoListings(occupations: Occupation[], metros: Metro[], options: DemoOptions): DemoListing[] {
  const rand = rng(options.seed ?? 20_240_101);
  const counts = allocate(occupations, options.count);
  const metroWeights = metros.map((m) => [m, m.population] as const);
  const out: DemoListing[] = [];
  let n = 0;
  occupations.forEach((o, index) => {
    const group = o.code.slice(0, 2);
    for (let k = 0; k < counts[index]!; k++) {
      n++;
      const level = levelFor(rand, o);
      const employmentType = employmentFor(rand, o, level);
      const title = titleFor(rand, o, level, employmentType);
      const company = `${pick(rand, PLACE_WORDS)} ${pick(rand, EMPLOYER_KINDS[group] ?? ['Group'])}`;
      const remote = rand() < (REMOTE_SHARE[group] ?? 0.01);
      const metro = weighted(rand, metroWeights);
      const hybrid = !remote && rand() < (REMOTE_SHARE[group] ?? 0) * 1.2;
      const place = `${metro.city}, ${metro.state}`;
      const pay = payFor(rand, o, level, employmentType);
      // Recent postings are more common than old ones: 0-44 days back, skewed to the last two weeks.
      const daysAgo = Math.floor(Math.pow(rand(), 1.6) * 45);
      const postedAt = new Date(
        options.referenceDay.getTime() - daysAgo * 86_400_000 - Math.floor(rand() * 14) * 3_600_000,
      );
      const sourceId = `demo-${String(n).padStart(6, '0')}`;
      const benefits = sample(rand, BENEFITS, employmentType === 'FULLTIME' ? 3 + Math.floor(rand() * 3) : 2);
      out.push({
        source: DEMO_SOURCE,
        sourceId,
        sourceUrl: `https://example.com/jobs/${sourceId}`,
        title,
        company,
        location: remote ? 'Remote (US)' : place,
        city: remote ? null : metro.city,
        region: remote ? null : metro.state,
        country: 'US',
        remote,
        employmentType,
        experienceLevel: level,
        salaryText: pay ? formatPay(pay) : null,
        salaryMin: pay?.min ?? null,
        salaryMax: pay?.max ?? null,
        salaryPeriod: pay?.period ?? null,
        salaryCurrency: pay?.currency ?? null,
        postedAt,
        // example.com is reserved for examples: a sample listing never sends anyone to a real employer.
        applicationUrl: `https://example.com/jobs/${sourceId}`,
        description: describe(rand, o, { title, company, place, remote, hybrid }),
        requirements: requirementsFor(rand, o, level),
        benefits: benefits.join('\n'),
        language: 'en',
        occupationCode: o.code,
      });
    }
  });
  return out;
}
