#!/usr/bin/env node
// Compiles what the jobs service needs from the reference files of ../shared/data into committed files under
// services/jobs/data (the service reads nothing else at run time):
//   occupations.json   the catalog's occupations (O*NET rated ones): titles people post, tasks, skills, tools,
//                      typical education, BLS employment, openings and wage percentiles (demo index, fit, insights)
//   titles.json.gz     O*NET alternate and reported titles -> occupation code (maps a listing's title to O*NET)
//   metros.json        the 50 largest U.S. metro areas by 2020 Census population (where demo listings are)
// Run again only when the reference data changes:
//   npx node services/jobs/scripts/build-data.mjs [path/to/shared/data]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..');
const dataDir = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
    process.env.PATHWISE_SHARED_DATA ??
    path.join(serviceDir, '../../../shared/data'),
);
const outDir = path.join(serviceDir, 'data');
const read = (rel) => fs.readFileSync(path.join(dataDir, rel), 'utf8');

/** O*NET TSV: no quoting at all (data README). */
function readTsv(rel) {
  const [head, ...lines] = read(rel)
    .split('\n')
    .filter((l) => l.length > 0);
  const header = head.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** BLS CSV: RFC 4180 quoting. */
function readCsv(rel) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const text = read(rel);
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') endRow();
    else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) endRow();
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const num = (v) => (v === '' || v == null || Number.isNaN(Number(v)) ? null : Number(v));
/** OEWS '#' = at least $239,200 a year: keep the floor. */
const wage = (v) => (v === '#' ? 239200 : num(v));
const group = (rows, key) => {
  const map = new Map();
  for (const r of rows) map.set(r[key], [...(map.get(r[key]) ?? []), r]);
  return map;
};

const occupations = read('occupations.json')
  .split('\n')
  .map((l) => l.trim().replace(/,$/, ''))
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l))
  .filter((o) => o.riasec && o.jobZone); // the career catalog's occupations: those O*NET rates
const tasksByCode = group(readTsv('onet/Task Statements.tsv'), 'O*NET-SOC Code');
const altRows = readTsv('onet/Alternate Titles.tsv');
const reportedRows = readTsv('onet/Sample of Reported Titles.txt');
const altByCode = group(altRows, 'O*NET-SOC Code');
const reportedByCode = group(reportedRows, 'O*NET-SOC Code');
const projections = readCsv('bls/employment-projections-2024-34.csv').filter((r) => r.occupation_type === 'Line item');
const wages = readCsv('bls/oews-national-wages-may2024.csv').filter(
  (r) => r.group === 'detailed' || r.group === 'broad',
);

/** BLS tables use 2018 SOC: the exact line, else the broad line (last digit 0), else a line of the same group. */
function blsRow(rows, soc) {
  const bySoc = new Map(rows.map((r) => [r.soc_code, r]));
  return (
    bySoc.get(soc) ??
    bySoc.get(`${soc.slice(0, 6)}0`) ??
    rows.find((r) => r.soc_code.slice(0, 6) === soc.slice(0, 6)) ??
    null
  );
}

/** "Amazon Web Services AWS software" -> "AWS"; "Structured query language SQL" -> "SQL"; "Microsoft Excel" as is. */
function toolName(name) {
  const bare = name.replace(/\s+software$/i, '').trim();
  const words = bare.split(/\s+/);
  const last = words.at(-1);
  if (words.length > 1 && /^[A-Z][A-Z0-9/]{1,7}$/.test(last)) {
    // The spelled-out words start with the acronym's first letter and end on its last ("Hypertext markup language").
    const spelled = words.slice(0, -1).map((w) => w[0].toUpperCase());
    const letters = last.replace(/[/0-9]/g, '');
    if (spelled[0] === letters[0] && spelled.at(-1) === letters.at(-1)) return last;
  }
  return bare;
}

const singular = (title) =>
  title
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|ss|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');

/** Titles people post for the occupation: My Next Move's first, then reported, then the best-sourced alternates. */
function postingTitles(code, own) {
  const seen = new Set();
  const out = [];
  const push = (t) => {
    const title = t.trim();
    if (!title || title.length > 48 || /[()]/.test(title) || seen.has(title.toLowerCase())) return;
    seen.add(title.toLowerCase());
    out.push(title);
  };
  // The occupation's own title in the singular leads when it reads as a job title ("Registered Nurses").
  if (!/[,/]| and /.test(own) && own.length <= 40) push(singular(own));
  const reported = reportedByCode.get(code) ?? [];
  reported.filter((r) => r['Shown in My Next Move'] === 'Y').forEach((r) => push(r['Reported Job Title']));
  reported.filter((r) => r['Shown in My Next Move'] !== 'Y').forEach((r) => push(r['Reported Job Title']));
  (altByCode.get(code) ?? [])
    .map((r) => ({ title: r['Alternate Title'], sources: r['Source(s)'].split(',').length }))
    .sort((a, b) => b.sources - a.sources || a.title.length - b.title.length)
    .forEach((a) => push(a.title));

  return out.slice(0, 8);
}

const catalog = occupations
  .map((o) => {
    const soc = o.code.slice(0, 7);
    const p = blsRow(projections, soc);
    const w = blsRow(wages, soc);
    const tasks = (o.coreTasks.length ? o.coreTasks : (tasksByCode.get(o.code) ?? []).map((t) => t.Task)).slice(0, 6);
    const hot = new Set(o.hotTechnologies);
    const tools = [
      ...new Set(o.technologies.filter((t) => !/^(Web browser|Email|Word processing)/.test(t)).map(toolName)),
    ]
      .slice(0, 14)
      .map((name) => ({ name, hot: o.technologies.some((t) => hot.has(t) && toolName(t) === name) }));
    return {
      code: o.code,
      title: o.title,
      description: o.description,
      zone: o.jobZone,
      titles: postingTitles(o.code, o.title),
      tasks,
      skills: o.topSkills.slice(0, 6),
      knowledge: o.topKnowledge.slice(0, 3),
      tools,
      education: p?.typical_entry_education || null,
      experience: p?.work_experience_in_related_occupation || null,
      employment: p ? Math.round((num(p.employment_2024_thousands) ?? 0) * 1000) : null,
      openings: p ? Math.round((num(p.annual_openings_2024_34_thousands) ?? 0) * 1000) : null,
      pay: w
        ? {
            p10: wage(w.annual_p10),
            p25: wage(w.annual_p25),
            median: wage(w.annual_median),
            p75: wage(w.annual_p75),
            p90: wage(w.annual_p90),
            hourly: w.hourly_only === 'True' || w.hourly_only === '1' || w.hourly_only === 'TRUE',
          }
        : null,
    };
  })
  .sort((a, b) => a.code.localeCompare(b.code));

// Title dictionary: normalised title -> the occupation most sources give it (My Next Move titles count most).
const normTitle = (t) =>
  t
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const rated = new Set(catalog.map((o) => o.code));
const votes = new Map();
const vote = (title, code, weight) => {
  const key = normTitle(title);
  if (!key || key.length > 60 || !rated.has(code)) return;
  const byCode = votes.get(key) ?? new Map();
  byCode.set(code, (byCode.get(code) ?? 0) + weight);
  votes.set(key, byCode);
};
for (const o of catalog) vote(singular(o.title), o.code, 3);
for (const r of reportedRows)
  vote(r['Reported Job Title'], r['O*NET-SOC Code'], r['Shown in My Next Move'] === 'Y' ? 4 : 2);
for (const r of altRows) {
  const weight = 1 + r['Source(s)'].split(',').length / 4;
  vote(r['Alternate Title'], r['O*NET-SOC Code'], weight);
  if (r['Short Title']) vote(r['Short Title'], r['O*NET-SOC Code'], weight);
}
const employmentOf = new Map(catalog.map((o) => [o.code, o.employment ?? 0]));
const titles = [...votes.entries()]
  .map(([title, byCode]) => {
    const [code] = [...byCode.entries()].sort(
      (a, b) => b[1] - a[1] || employmentOf.get(b[0]) - employmentOf.get(a[0]) || a[0].localeCompare(b[0]),
    )[0];
    return [title, code];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));

// The 50 largest metropolitan statistical areas (2020 Census, population in millions), by their principal city.
const metros = [
  ['New York', 'NY', 20.1],
  ['Los Angeles', 'CA', 13.2],
  ['Chicago', 'IL', 9.6],
  ['Dallas', 'TX', 7.6],
  ['Houston', 'TX', 7.1],
  ['Washington', 'DC', 6.4],
  ['Philadelphia', 'PA', 6.2],
  ['Miami', 'FL', 6.1],
  ['Atlanta', 'GA', 6.1],
  ['Boston', 'MA', 4.9],
  ['Phoenix', 'AZ', 4.8],
  ['San Francisco', 'CA', 4.7],
  ['Riverside', 'CA', 4.6],
  ['Detroit', 'MI', 4.4],
  ['Seattle', 'WA', 4.0],
  ['Minneapolis', 'MN', 3.7],
  ['San Diego', 'CA', 3.3],
  ['Tampa', 'FL', 3.2],
  ['Denver', 'CO', 3.0],
  ['Baltimore', 'MD', 2.8],
  ['St. Louis', 'MO', 2.8],
  ['Orlando', 'FL', 2.7],
  ['Charlotte', 'NC', 2.7],
  ['San Antonio', 'TX', 2.6],
  ['Portland', 'OR', 2.5],
  ['Sacramento', 'CA', 2.4],
  ['Pittsburgh', 'PA', 2.4],
  ['Austin', 'TX', 2.3],
  ['Las Vegas', 'NV', 2.3],
  ['Cincinnati', 'OH', 2.3],
  ['Kansas City', 'MO', 2.2],
  ['Columbus', 'OH', 2.1],
  ['Indianapolis', 'IN', 2.1],
  ['Cleveland', 'OH', 2.1],
  ['San Jose', 'CA', 2.0],
  ['Nashville', 'TN', 2.0],
  ['Virginia Beach', 'VA', 1.8],
  ['Providence', 'RI', 1.7],
  ['Jacksonville', 'FL', 1.6],
  ['Milwaukee', 'WI', 1.6],
  ['Raleigh', 'NC', 1.4],
  ['Oklahoma City', 'OK', 1.4],
  ['Memphis', 'TN', 1.3],
  ['Richmond', 'VA', 1.3],
  ['Louisville', 'KY', 1.3],
  ['New Orleans', 'LA', 1.3],
  ['Salt Lake City', 'UT', 1.3],
  ['Hartford', 'CT', 1.2],
  ['Buffalo', 'NY', 1.2],
  ['Birmingham', 'AL', 1.1],
].map(([city, state, population]) => ({ city, state, population }));

fs.mkdirSync(outDir, { recursive: true });
const lines = (rows) => `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
fs.writeFileSync(path.join(outDir, 'occupations.json'), lines(catalog));
fs.writeFileSync(path.join(outDir, 'titles.json.gz'), gzipSync(JSON.stringify(titles), { level: 9 }));
fs.writeFileSync(path.join(outDir, 'metros.json'), lines(metros));
const size = (f) => `${(fs.statSync(path.join(outDir, f)).size / 1024).toFixed(0)} KB`;
console.log(
  `occupations.json: ${catalog.length} occupations (${size('occupations.json')}), ` +
    `titles.json.gz: ${titles.length} titles (${size('titles.json.gz')}), metros.json: ${metros.length} metros`,
);
console.log(
  `no BLS wages: ${catalog.filter((o) => !o.pay?.median).length}, no openings: ${catalog.filter((o) => !o.openings).length}`,
);
