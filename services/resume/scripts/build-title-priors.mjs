// Compiles what the title mapper weighs candidates by, from ../shared/data, into data/title-priors.json:
//   node services/resume/scripts/build-title-priors.mjs [--data ../shared/data]
// - employment: O*NET-SOC code -> people employed (BLS OEWS May 2024 for its 6-digit SOC code; Employment
//   Projections 2024 where OEWS has no figure; a broad code's figure shared among its detailed codes). An O*NET
//   specialty (.01, .02...) is a narrow part of its SOC code: it gets a share of half the code's employment, the
//   base occupation (.00) the whole of it, so 'Plant Manager' is an industrial production manager before a biomass
//   power plant manager;
// - abbreviations: a word or acronym O*NET writes in both a short and a long form in its alternate titles
//   ('Help Desk Tech (Help Desk Technician)', 'Certified Nursing Assistant (CNA)', 'Finance Vice President (Finance
//   VP)') -> its long form, when O*NET gives it one long form (or one in two thirds of its pairs); an English word
//   only when it is the beginning of its long form ('lab', 'tech'; not 'epic', 'or', 'sad').
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const english = new Set(Object.keys(createRequire(import.meta.url)('wink-lexicon').lexicon));

const here = path.dirname(fileURLToPath(import.meta.url));
const argIndex = process.argv.indexOf('--data');
const dataDir = argIndex > 0 ? process.argv[argIndex + 1] : path.resolve(here, '../../../../shared/data');
const outFile = path.resolve(here, '../data/title-priors.json');

const readTsv = (rel) => {
  const [header, ...lines] = fs.readFileSync(path.join(dataDir, rel), 'utf8').trimEnd().split('\n');
  const cols = header.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
};
/** CSV with quoted fields (BLS titles hold commas). */
const readCsv = (rel) => {
  const rows = fs
    .readFileSync(path.join(dataDir, rel), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '')));
  const [cols, ...body] = rows;
  return body.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]])));
};

// employment per 6-digit SOC code
const soc = new Map();
for (const r of readCsv('bls/employment-projections-2024-34.csv')) {
  const n = Number(r.employment_2024_thousands) * 1000;
  if (n > 0) soc.set(r.soc_code, n);
}
for (const r of readCsv('bls/oews-national-wages-may2024.csv')) {
  const n = Number(r.employment);
  if (n > 0 && (r.group === 'detailed' || r.group === 'broad')) soc.set(r.soc_code, n);
}
const occupations = readTsv('onet/Occupation Data.txt').map((r) => r['O*NET-SOC Code']);
const socOf = (code) => code.slice(0, 7);
const broadOf = (s) => `${s.slice(0, 6)}0`;
const detailedInBroad = new Map();
for (const s of new Set(occupations.map(socOf)))
  detailedInBroad.set(broadOf(s), (detailedInBroad.get(broadOf(s)) ?? 0) + 1);
const specialties = new Map();
for (const code of occupations)
  if (!code.endsWith('.00')) specialties.set(socOf(code), (specialties.get(socOf(code)) ?? 0) + 1);

const employment = {};
for (const code of occupations) {
  const s = socOf(code);
  const total = soc.get(s) ?? (soc.get(broadOf(s)) ?? 0) / (detailedInBroad.get(broadOf(s)) ?? 1);
  if (!total) continue;
  employment[code] = Math.round(code.endsWith('.00') ? total : total / 2 / specialties.get(s));
}

// abbreviations from O*NET's paired forms 'A (B)'
const norm = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#/& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const pairs = new Map();
const addPair = (short, long) => {
  if (!short || !long || short === long || short.includes(' ') || short.length > 6 || long.length <= short.length)
    return;
  const forms = pairs.get(short) ?? new Map();
  forms.set(long, (forms.get(long) ?? 0) + 1);
  pairs.set(short, forms);
};
for (const r of readTsv('onet/Alternate Titles.tsv')) {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(r['Alternate Title']);
  if (!m) continue;
  const a = norm(m[1]).split(' ');
  const b = norm(m[2]).split(' ');
  // the words the two forms share at either end, then what differs: 'finance [vice president]' / 'finance [vp]'
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const da = a.slice(start, a.length - end).join(' ');
  const db = b.slice(start, b.length - end).join(' ');
  const [short, long] = da.length < db.length ? [da, db] : [db, da];
  // an acronym stands for words with its initials; a shortened word begins like its long form
  const initials = long
    .split(' ')
    .filter((w) => !['and', 'of', '&'].includes(w))
    .map((w) => w[0])
    .join('');
  if (initials === short || (!long.includes(' ') && long.startsWith(short.slice(0, 2)) && short.length >= 2))
    addPair(short, long);
}
const abbreviations = {};
for (const [short, forms] of [...pairs].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
  const sorted = [...forms].sort((x, y) => y[1] - x[1]);
  const all = sorted.reduce((sum, [, n]) => sum + n, 0);
  const everyday = english.has(short) && !sorted[0][0].startsWith(short);
  if (sorted[0][1] / all >= 2 / 3 && !everyday) abbreviations[short] = sorted[0][0];
}

fs.writeFileSync(outFile, `${JSON.stringify({ employment, abbreviations }, null, 1)}\n`);
console.log(
  `${Object.keys(employment).length} occupations with employment, ${Object.keys(abbreviations).length} abbreviations -> ${path.relative(process.cwd(), outFile)}`,
);
