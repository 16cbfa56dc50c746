#!/usr/bin/env node
// Compiles the per-occupation vocabulary of the resume analyser from O*NET's Technology Skills (and task statements)
// into one committed file, services/resume/data/occupation-terms.json.gz. A resume names a trade's products and
// acronyms once inside a bullet ('escalated findings from Tenable', 'ELD logs in Omnitracs'), often shorter than
// O*NET prints them ('Tenable Nessus', 'Omnitracs Performance Monitoring'): the general dictionary refuses a vendor's
// name alone or a product's name that is an English word, everywhere. Here each occupation gets the short names its
// own technologies go by, so the analyser can take them in the lines of roles of that occupation (and of its closest
// occupations) and nowhere else:
// - vendor: the first word of a technology of two words or more, when it is a name (capitalised, not an English or
//   a common word, not a platform company whose name alone is no product: Microsoft, Google...): 'Tenable',
//   'Omnitracs', 'Trimble', 'Carlson';
// - product: what follows that first word, when it is a name of its own (not an English word, not 'software'):
//   'Nessus', 'SurvCE', 'FieldGenius';
// - acronym: an acronym of three letters or more inside a technology's name, spelling the words before it
//   ('Warehouse management system WMS', 'Computerized maintenance management system CMMS');
// - task acronym: an acronym of three characters or more printed in the occupation's own task statements ('HACCP').
// Deterministic: the same inputs give the same bytes.
//
//   node services/resume/scripts/build-occupation-terms.mjs [--data ../shared/data]
//
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AMBIGUOUS_WORDS } from './taxonomy-curated.mjs';
import { COMPANY_SKILLS } from './taxonomy-rules.mjs';
import { english, readTsv, serviceDir } from './source-data.mjs';

const outFile = path.join(serviceDir, 'data', 'occupation-terms.json.gz');
const withTasks = !process.argv.includes('--no-tasks');

const common = new Set(AMBIGUOUS_WORDS.map((w) => w.toLowerCase()));
// and the words O*NET's own prose uses in lower case inside a sentence ('internet', 'protocol'), as the taxonomy does
{
  const counts = new Map();
  const prose = [
    ...readTsv('onet/Task Statements.tsv').map((r) => r.Task),
    ...readTsv('onet/Occupation Data.txt').map((r) => r.Description),
  ];
  for (const text of prose) {
    for (const [i, w] of (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).entries()) {
      if (i > 0 && /^[a-z]/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  for (const [w, n] of counts) if (n >= 3) common.add(w);
}
/** Companies whose name alone names no product of a trade (the platforms: Google, Microsoft, Intuit...). */
const PLATFORMS = new Set([...COMPANY_SKILLS].map((v) => v.toLowerCase()));
/** First words of several vendors' names that name none alone ('American Software', 'Henry Schein', 'Palo Alto'). */
const NOT_VENDORS = new Set(
  'american national united international general global advanced applied henry berkeley hewlett palo micro trend north south east west new'.split(
    ' ',
  ),
);
/** A name of its own: capitalised or with a capital inside, letters first, not an English or a common word. */
const isName = (word) =>
  /^[A-Z][A-Za-z0-9.+-]*[A-Za-z0-9+]$|^[a-z]+[A-Z][A-Za-z0-9]*$/.test(word) &&
  word.length >= 3 &&
  /[a-z]/.test(word) &&
  !english.has(word.toLowerCase()) &&
  !common.has(word.toLowerCase()) &&
  !PLATFORMS.has(word.toLowerCase());
/** An acronym of three characters or more (digits allowed after the first letter), not a word in capitals. */
const isAcronym = (word) =>
  /^[A-Z][A-Z0-9]{2,5}$/.test(word) &&
  !/^[IVX]+$/.test(word) &&
  (word.match(/[A-Z]/g) ?? []).length >= 2 &&
  !english.has(word.toLowerCase()) &&
  !common.has(word.toLowerCase()) &&
  !PLATFORMS.has(word.toLowerCase());

/** term text -> kind; occupation code -> term texts */
const kinds = new Map();
const byCode = new Map();
const add = (code, text, kind) => {
  if (!kinds.has(text)) kinds.set(text, kind);
  const set = byCode.get(code) ?? new Set();
  set.add(text);
  byCode.set(code, set);
};

for (const r of readTsv('onet/Technology Skills.txt')) {
  const code = r['O*NET-SOC Code'];
  const name = r.Example.replace(/\s+/g, ' ').trim();
  const words = name.replace(/ software$/, '').split(' ');
  // an acronym that spells the words before it ('Warehouse management system WMS'; not 'Creative Solutions CPA ...')
  words.forEach((w, i) => {
    const spelled = words
      .slice(Math.max(0, i - w.length), i)
      .map((x) => x[0].toUpperCase())
      .join('');
    if (isAcronym(w) && /^[A-Z]+$/.test(w) && spelled === w) add(code, w, 'acronym');
  });
  if (words.length < 2) continue;
  const [first, ...rest] = words;
  // a category ('Geographic information system GIS software') has no vendor: its second word is in lower case
  if (!isName(first) || !/^[A-Z0-9]/.test(rest[0]) || NOT_VENDORS.has(first.toLowerCase())) continue;
  add(code, first, 'vendor');
  if (rest.length <= 2 && isName(rest[0]) && rest.every((w) => /^[A-Z0-9]/.test(w)))
    add(code, rest.join(' '), 'product');
}

if (withTasks) {
  for (const r of readTsv('onet/Task Statements.tsv')) {
    for (const w of r.Task.match(/\b[A-Z][A-Z0-9]{2,5}\b/g) ?? [])
      if (isAcronym(w)) add(r['O*NET-SOC Code'], w, 'task');
  }
}

const terms = [...kinds.keys()].sort();
const index = new Map(terms.map((t, i) => [t, i]));
const occupations = Object.fromEntries(
  [...byCode.keys()].sort().map((code) => [code, [...byCode.get(code)].map((t) => index.get(t)).sort((a, b) => a - b)]),
);
const output = { version: 1, terms: terms.map((t) => [t, kinds.get(t)]), occupations };
const json = JSON.stringify(output);
fs.writeFileSync(outFile, zlib.gzipSync(json, { level: 9 }));
const count = (k) => terms.filter((t) => kinds.get(t) === k).length;
console.log(
  `terms ${terms.length} (vendor ${count('vendor')}, product ${count('product')}, acronym ${count('acronym')}, task ${count('task')}), ` +
    `occupations ${byCode.size}; ${(json.length / 1024).toFixed(0)} KB JSON -> ${(fs.statSync(outFile).size / 1024).toFixed(0)} KB`,
);
