#!/usr/bin/env node
// Compiles the O*NET 29.3 and BLS reference files of ../shared/data into one compact catalog that the career
// service loads at start (services/career/data/catalog.json). Run it again only when the reference data changes:
//   npx node services/career/scripts/build-catalog.mjs [path/to/shared/data]
// The output is committed, so the service needs neither the network nor ../shared at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..');
const dataDir = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
    process.env.PATHWISE_SHARED_DATA ??
    path.join(serviceDir, '../../../shared/data'),
);
const outFile = path.join(serviceDir, 'data/catalog.json');

// Pruning limits: enough for matching and the expandable UI, small enough to load in well under a second.
const MAX_TECHNOLOGIES = 40;
const MAX_TASKS = 5;
const MAX_TITLES = 15;
const MAX_WORK_STYLES = 3;

const read = (rel) => fs.readFileSync(path.join(dataDir, rel), 'utf8');

/** O*NET text/TSV files: no quoting at all, split on tabs (data README). */
function readTsv(rel) {
  const lines = read(rel)
    .split('\n')
    .filter((l) => l.length > 0);
  const header = lines[0].split('\t');
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** BLS CSV files: RFC 4180 quoting. */
function readCsv(rel) {
  const text = read(rel);
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell.length > 0 || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const groupBy = (rows, key) => {
  const map = new Map();
  for (const r of rows) {
    const k = r[key];
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(r);
  }
  return map;
};

const num = (v) => {
  if (v === undefined || v === null || v === '' || v === '*' || v === '**' || v === '#') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
/** BLS '#' means "at least $239,200 a year"; keep that floor rather than dropping the figure. */
const TOP_CODED_ANNUAL = 239200;
const wage = (v) => (v === '#' ? TOP_CODED_ANNUAL : num(v));

// ---------------------------------------------------------------------------------------------------------------
// Sources
const occupations = read('occupations.json')
  .split('\n')
  .map((l) => l.trim().replace(/,$/, ''))
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l));

const skillsRows = readTsv('onet/Skills.tsv');
const knowledgeRows = readTsv('onet/Knowledge.tsv');
const valuesRows = readTsv('onet/Work Values.txt');
const taskRows = readTsv('onet/Task Statements.tsv');
const altTitleRows = readTsv('onet/Alternate Titles.tsv');
const reportedTitleRows = readTsv('onet/Sample of Reported Titles.txt');
const jobZoneRef = readTsv('onet/Job Zone Reference.txt');
const relatedRows = readTsv('onet/Related Occupations.txt');
const technologyRows = readTsv('onet/Technology Skills.txt');
const projections = readCsv('bls/employment-projections-2024-34.csv').filter((r) => r.soc_code);
const wages = readCsv('bls/oews-national-wages-may2024.csv').filter((r) => r.soc_code);

// Fixed element orders: the engine reads the importance vectors by position.
const skillNames = [...new Set(skillsRows.map((r) => r['Element Name']))].sort();
const knowledgeNames = [...new Set(knowledgeRows.map((r) => r['Element Name']))].sort();
const valueNames = ['Achievement', 'Working Conditions', 'Recognition', 'Relationships', 'Support', 'Independence'];

/** Importance (1-5) vector in element order, stored as integers x10 to keep the file small. */
function importanceVectors(rows, names) {
  const out = new Map();
  for (const [code, list] of groupBy(rows, 'O*NET-SOC Code')) {
    const byName = new Map(list.map((r) => [r['Element Name'], num(r.Importance)]));
    out.set(
      code,
      names.map((n) => Math.round((byName.get(n) ?? 1) * 10)),
    );
  }
  return out;
}
const skillVectors = importanceVectors(skillsRows, skillNames);

/** Skill level (LV, 0-7) vector in element order, x10: how much of each skill the work takes, for skill gaps. */
function levelVectors(rows, names) {
  const out = new Map();
  for (const [code, list] of groupBy(rows, 'O*NET-SOC Code')) {
    const byName = new Map(list.map((r) => [r['Element Name'], num(r.Level)]));
    out.set(
      code,
      names.map((n) => Math.round((byName.get(n) ?? 0) * 10)),
    );
  }
  return out;
}
const skillLevelVectors = levelVectors(skillsRows, skillNames);
const knowledgeVectors = importanceVectors(knowledgeRows, knowledgeNames);

const valueVectors = new Map();
for (const [code, list] of groupBy(
  valuesRows.filter((r) => r['Scale ID'] === 'EX'),
  'O*NET-SOC Code',
)) {
  const byName = new Map(list.map((r) => [r['Element Name'], num(r['Data Value'])]));
  valueVectors.set(
    code,
    valueNames.map((n) => Math.round((byName.get(n) ?? 1) * 10)),
  );
}

const tasksByCode = groupBy(taskRows, 'O*NET-SOC Code');
const relatedByCode = groupBy(relatedRows, 'O*NET-SOC Code');

// Technology flags per occupation (Hot Technology: frequent in postings overall; In Demand: frequent in this
// occupation's postings) and how many occupations list each technology (fewer = more specific to the work).
const techFlagsByCode = new Map();
const techSpread = new Map();
for (const r of technologyRows) {
  const code = r['O*NET-SOC Code'];
  if (!techFlagsByCode.has(code)) techFlagsByCode.set(code, new Map());
  const flags = techFlagsByCode.get(code);
  if (!flags.has(r.Example)) techSpread.set(r.Example, (techSpread.get(r.Example) ?? 0) + 1);
  flags.set(r.Example, { hot: r['Hot Technology'] === 'Y', demand: r['In Demand'] === 'Y' });
}
const flagChar = (f) => (f?.hot && f?.demand ? 'B' : f?.hot ? 'H' : f?.demand ? 'D' : '.');

/** A title people use for the occupation that says it is licensed or certified ("Licensed Practical Nurse (LPN)"). */
function credentialTitle(code, word) {
  const pattern = new RegExp(`\\b${word}\\b`, 'i');
  const reported = reportedByCode.get(code) ?? [];
  const shown = reported.filter((r) => r['Shown in My Next Move'] === 'Y').map((r) => r['Reported Job Title']);
  const others = reported.filter((r) => r['Shown in My Next Move'] !== 'Y').map((r) => r['Reported Job Title']);
  const alternates = (altByCode.get(code) ?? []).map((r) => r['Alternate Title']);
  return [...shown, ...others, ...alternates].find((t) => pattern.test(t) && t.length <= 60) ?? null;
}
const altByCode = groupBy(altTitleRows, 'O*NET-SOC Code');
const reportedByCode = groupBy(reportedTitleRows, 'O*NET-SOC Code');

/**
 * Titles people actually use, for matching free text and resume job titles: the titles My Next Move shows first,
 * then other reported titles, then alternate titles confirmed by the most sources; short ones preferred.
 */
function titlesFor(code, ownTitle) {
  const seen = new Set([ownTitle.toLowerCase()]);
  const out = [];
  const push = (t) => {
    const title = t.trim();
    const key = title.toLowerCase();
    if (!title || title.length > 60 || seen.has(key)) return;
    seen.add(key);
    out.push(title);
  };
  const reported = reportedByCode.get(code) ?? [];
  reported.filter((r) => r['Shown in My Next Move'] === 'Y').forEach((r) => push(r['Reported Job Title']));
  reported.filter((r) => r['Shown in My Next Move'] !== 'Y').forEach((r) => push(r['Reported Job Title']));
  const alternates = (altByCode.get(code) ?? [])
    .map((r) => ({ title: r['Short Title'] || r['Alternate Title'], sources: r['Source(s)'].split(',').length }))
    .sort((a, b) => b.sources - a.sources || a.title.length - b.title.length || a.title.localeCompare(b.title));
  alternates.forEach((a) => push(a.title));
  return out.slice(0, MAX_TITLES);
}

// ---------------------------------------------------------------------------------------------------------------
// BLS joins. O*NET codes are 2019 O*NET-SOC; BLS tables use 2018 SOC, where some occupations are merged into another
// detailed line (O*NET 21-1011 Substance Abuse Counselors and 21-1014 Mental Health Counselors -> 21-1018 "Substance
// abuse, behavioral disorder, and mental health counselors") or only published as a broad group ("13-1020 Buyers and
// purchasing agents"). Exact code first; then the known crosswalk; then a detailed line of the same broad group whose
// title carries most of the O*NET title's words (before the broad group, whose pay mixes other occupations: the broad
// "21-1010 Counselors" line would give substance abuse counselors the pay of every counselor); then the broad code;
// then the line of the same broad group sharing the most words.
const words = (s) =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^a-z ]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 2 && !['and', 'the', 'except', 'all', 'other'].includes(w)),
  );
// O*NET-SOC 2019 splits that the title heuristic below would get wrong (2018 SOC crosswalk).
const SOC_CROSSWALK = {
  '25-9042': '25-9045', // teaching assistants (preschool to secondary) -> teaching assistants, except postsecondary
  '25-9043': '25-9045', // teaching assistants, special education -> the same line
  '53-1042': '53-1047', // first-line supervisors of helpers / recycling coordinators -> supervisors, except aircraft cargo
  '53-1043': '53-1047',
  '53-1044': '53-1047',
};
const isDetailed = (r) => !r.group || r.group === 'detailed';
function sharedWords(a, b) {
  const own = words(a);
  return [...words(b)].filter((w) => own.has(w) || own.has(w.replace(/s$/, ''))).length;
}
function joinBls(rows, soc, title) {
  const bySoc = new Map(rows.map((r) => [r.soc_code, r]));
  if (bySoc.has(soc)) return { row: bySoc.get(soc), how: 'exact' };
  if (SOC_CROSSWALK[soc] && bySoc.has(SOC_CROSSWALK[soc])) return { row: bySoc.get(SOC_CROSSWALK[soc]), how: 'broad' };
  const siblings = rows.filter((r) => r.soc_code.slice(0, 6) === soc.slice(0, 6) && r.soc_code !== soc);
  const ownWords = words(title).size;
  let strong = null;
  let strongShared = 0;
  for (const r of siblings.filter(isDetailed)) {
    const shared = sharedWords(title, r.title);
    if (shared >= 2 && shared >= ownWords / 2 && shared > strongShared) {
      strong = r;
      strongShared = shared;
    }
  }
  if (strong) return { row: strong, how: 'similar' };
  const broad = `${soc.slice(0, 6)}0`;
  if (bySoc.has(broad)) return { row: bySoc.get(broad), how: 'broad' };
  let best = null;
  let bestOverlap = 0;
  for (const r of siblings) {
    const overlap = sharedWords(title, r.title);
    if (overlap > bestOverlap) {
      best = r;
      bestOverlap = overlap;
    }
  }
  return best ? { row: best, how: 'similar' } : null;
}
const lineItems = projections.filter((r) => r.occupation_type === 'Line item');
const wageRows = wages.filter((r) => r.group === 'detailed' || r.group === 'broad');

const ONET_EDUCATION_WORDS = {
  'Less than a High School Diploma': 'No formal educational credential',
  'High School Diploma - or the equivalent (for example, GED)': 'High school diploma or equivalent',
};

const jobZoneNames = Object.fromEntries(jobZoneRef.map((r) => [Number(r['Job Zone']), r.Name]));

// ---------------------------------------------------------------------------------------------------------------
const report = {
  occupations: 0,
  blsExact: 0,
  blsBroad: 0,
  blsSimilar: 0,
  noBls: [],
  wages: 0,
  noWages: [],
  joins: [],
  wageJoins: [],
};
const catalog = [];
const ratedCodes = new Set(occupations.filter((o) => o.riasec && o.jobZone).map((o) => o.code));
for (const o of occupations) {
  if (!o.riasec || !o.jobZone) continue; // O*NET does not rate it (mostly "All Other" residual occupations)
  report.occupations++;
  const ratingsCode = o.ratingsFrom ?? o.code;
  const soc = o.code.slice(0, 7);

  const proj = joinBls(lineItems, soc, o.title);
  if (!proj) report.noBls.push(`${o.code} ${o.title}`);
  else {
    report[`bls${proj.how[0].toUpperCase()}${proj.how.slice(1)}`]++;
    if (proj.how !== 'exact') report.joins.push(`${o.code} ${o.title} -> ${proj.row.soc_code} ${proj.row.title}`);
  }
  const wageJoin = joinBls(wageRows, soc, o.title);
  if (wageJoin) report.wages++;
  else report.noWages.push(`${o.code} ${o.title}`);
  if (wageJoin && wageJoin.how !== 'exact')
    report.wageJoins.push(`${o.code} ${o.title} -> ${wageJoin.row.soc_code} ${wageJoin.row.title}`);
  const p = proj?.row;
  const w = wageJoin?.row;

  let tasks = o.coreTasks.slice(0, MAX_TASKS);
  if (tasks.length === 0) tasks = (tasksByCode.get(o.code) ?? []).slice(0, MAX_TASKS).map((t) => t.Task);

  const technologies = o.technologies.slice(0, MAX_TECHNOLOGIES);
  const hot = new Set(o.hotTechnologies);
  const flags = techFlagsByCode.get(o.code);

  const education =
    p?.typical_entry_education ||
    (o.onetTypicalEducation ? (ONET_EDUCATION_WORDS[o.onetTypicalEducation] ?? o.onetTypicalEducation) : null);

  catalog.push({
    code: o.code,
    title: o.title,
    description: o.description,
    riasec: ['R', 'I', 'A', 'S', 'E', 'C'].map((k) => o.riasec[k]),
    holland: o.hollandCode ?? '',
    jobZone: o.jobZone,
    ratingsFrom: o.ratingsFrom,
    skills: skillVectors.get(ratingsCode) ?? null,
    skillLevels: skillLevelVectors.get(ratingsCode) ?? null,
    knowledge: knowledgeVectors.get(ratingsCode) ?? null,
    values: valueVectors.get(ratingsCode) ?? null,
    valueHighPoints: o.workValues,
    workStyles: o.topWorkStyles.slice(0, MAX_WORK_STYLES),
    technologies,
    hotCount: technologies.filter((t) => hot.has(t)).length,
    techFlags: technologies.map((t) => flagChar(flags?.get(t))).join(''),
    techSpread: technologies.map((t) => techSpread.get(t) ?? 1),
    tasks,
    education,
    experience: p?.work_experience_in_related_occupation || null,
    training: p?.typical_on_the_job_training || null,
    pay: w
      ? {
          p10: wage(w.annual_p10),
          p25: wage(w.annual_p25),
          median: wage(w.annual_median) ?? num(p?.median_annual_wage_2024_usd),
          p75: wage(w.annual_p75),
          p90: wage(w.annual_p90),
          hourlyMedian: num(w.hourly_median),
        }
      : p && num(p.median_annual_wage_2024_usd)
        ? { p10: null, p25: null, median: num(p.median_annual_wage_2024_usd), p75: null, p90: null, hourlyMedian: null }
        : null,
    outlook: p
      ? {
          growthPct: num(p.employment_change_2024_34_percent),
          annualOpenings:
            num(p.annual_openings_2024_34_thousands) === null
              ? null
              : Math.round(num(p.annual_openings_2024_34_thousands) * 1000),
          employment:
            num(p.employment_2024_thousands) === null ? null : Math.round(num(p.employment_2024_thousands) * 1000),
        }
      : null,
    blsTitle: p?.title ?? null,
    titles: titlesFor(o.code, o.title),
    related: (relatedByCode.get(o.code) ?? [])
      .sort((a, b) => Number(a.Index) - Number(b.Index))
      .map((r) => r['Related O*NET-SOC Code'])
      .filter((c) => ratedCodes.has(c)),
    licensedTitle: credentialTitle(o.code, 'licensed'),
    certifiedTitle: credentialTitle(o.code, 'certified'),
  });
}
catalog.sort((a, b) => a.code.localeCompare(b.code));

const allOccupations = projections.find((r) => r.soc_code === '00-0000');
const output = {
  version: 2,
  source: 'O*NET 29.3 Database (USDOL/ETA, CC BY 4.0); BLS Employment Projections 2024-34 and OEWS May 2024',
  averageGrowthPct: num(allOccupations?.employment_change_2024_34_percent) ?? 3.1,
  skillNames,
  knowledgeNames,
  valueNames,
  jobZoneNames,
  occupations: catalog,
};

// One occupation per line: small diffs when the data changes, still one JSON document.
const head = JSON.stringify({ ...output, occupations: undefined }).slice(0, -1);
const body = catalog.map((o) => JSON.stringify(o)).join(',\n');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${head},"occupations":[\n${body}\n]}\n`);

const size = fs.statSync(outFile).size;
console.log(
  `catalog: ${report.occupations} occupations, ${(size / 1024 / 1024).toFixed(2)} MB -> ${path.relative(process.cwd(), outFile)}`,
);
console.log(
  `BLS projections: ${report.blsExact} exact, ${report.blsBroad} broad code, ${report.blsSimilar} similar title, ${report.noBls.length} missing`,
);
console.log(`OEWS wages: ${report.wages} joined, ${report.noWages.length} missing`);
if (process.argv.includes('--verbose'))
  console.log({ joins: report.joins, wageJoins: report.wageJoins, noBls: report.noBls, noWages: report.noWages });

// ---------------------------------------------------------------------------------------------------------------
// The quiz's interest items: the 60 O*NET Interest Profiler Short Form items, in O*NET's presentation order, with the
// current wording where O*NET revised it (assessments/README.md).
const profiler = JSON.parse(read('assessments/onet-interest-profiler-short-form.json'));
const profilerItems = profiler.items.map((i) => ({ index: i.index, area: i.area, text: i.textRevised ?? i.text }));
const profilerFile = path.join(serviceDir, 'data/interest-profiler.json');
fs.writeFileSync(
  profilerFile,
  `${JSON.stringify({ instrument: profiler.instrument, answerOptions: profiler.answerOptions, items: profilerItems }, null, 1)}\n`,
);
console.log(`interest profiler: ${profilerItems.length} items -> ${path.relative(process.cwd(), profilerFile)}`);

// ---------------------------------------------------------------------------------------------------------------
// Job titles people use, for reading a person's job title and the careers they name: every O*NET title, alternate
// title (and its short form) and reported title of a rated occupation. Each title lists its occupations with a weight:
// how many O*NET sources give the title for it (a reported title counts 2, one My Next Move shows 3; at most 3), and,
// where they say more, its sources counted in full (`code:weight:sources`: the Alternate Titles sources of its row,
// plus 1 when incumbents reported it, 2 when My Next Move shows it, 3 for the occupation's own title). "Store
// Manager" is 3 for both the first-line supervisors of retail and general and operations managers, but 7 sources
// (5 and shown) against 5 (3 and shown): the sources tell apart occupations a title names alike.
const titleCodes = new Map();
const addTitle = (title, code, kind, weight) => {
  const text = title.trim().replace(/\s+/g, ' ');
  if (!text || text.length > 80 || !ratedCodes.has(code)) return;
  const key = text.toLowerCase();
  if (!titleCodes.has(key)) titleCodes.set(key, { text, codes: new Map() });
  const codes = titleCodes.get(key).codes;
  if (!codes.has(code)) codes.set(code, { weight: 0, alternate: 0, reported: 0, own: 0 });
  const entry = codes.get(code);
  const level = kind === 'alternate' ? Math.min(3, weight) : kind === 'reported' ? weight + 1 : weight;
  entry.weight = Math.max(entry.weight, level);
  entry[kind] = Math.max(entry[kind], weight);
};
for (const o of occupations) addTitle(o.title, o.code, 'own', 3);
for (const r of altTitleRows) {
  const sources = r['Source(s)'].split(',').length;
  addTitle(r['Alternate Title'], r['O*NET-SOC Code'], 'alternate', sources);
  if (r['Short Title']) addTitle(r['Short Title'], r['O*NET-SOC Code'], 'alternate', sources);
}
for (const r of reportedTitleRows) {
  addTitle(r['Reported Job Title'], r['O*NET-SOC Code'], 'reported', r['Shown in My Next Move'] === 'Y' ? 2 : 1);
}
const titleWeight = ({ weight, alternate, reported, own }) => {
  const sources = alternate + reported + own;
  return sources > weight ? `${weight}:${sources}` : `${weight}`;
};
const titleEntries = [...titleCodes.values()]
  .sort((a, b) => a.text.localeCompare(b.text))
  .map(({ text, codes }) => [text, [...codes].map(([code, entry]) => `${code}:${titleWeight(entry)}`).join(' ')]);
const titlesFile = path.join(serviceDir, 'data/titles.json');
fs.writeFileSync(
  titlesFile,
  `{"version":1,"titles":[\n${titleEntries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`,
);
console.log(
  `titles: ${titleEntries.length} job titles, ${(fs.statSync(titlesFile).size / 1024 / 1024).toFixed(2)} MB -> ${path.relative(process.cwd(), titlesFile)}`,
);
