#!/usr/bin/env node
// Compiles what interview practice needs from the O*NET 29.3 and BLS reference files of ../shared/data into one
// committed file the interview service loads at start (services/interview/data/interview-catalog.json.gz):
// per occupation its tasks, skills, knowledge, work styles, technologies (display names and aliases), the titles
// people use, its distinctive job-related terms (tf-idf over every occupation's tasks and description) and the BLS
// median wage; and a letter-trigram model of English (from the same text) that tells words from keyboard mashing.
//   npx node services/interview/scripts/build-catalog.mjs [path/to/shared/data]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FAMILY_TERMS } from './family-terms.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..');
const dataDir = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
    process.env.PATHWISE_SHARED_DATA ??
    path.join(serviceDir, '../../../shared/data'),
);
const outFile = path.join(serviceDir, 'data/interview-catalog.json.gz');

const MAX_TASKS = 24;
const MAX_TECHNOLOGIES = 30;
const MAX_TITLES = 40;
const MAX_TERMS = 45;

const read = (rel) => fs.readFileSync(path.join(dataDir, rel), 'utf8');
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
const groupBy = (rows, key) => {
  const map = new Map();
  for (const r of rows) {
    if (!map.has(r[key])) map.set(r[key], []);
    map.get(r[key]).push(r);
  }
  return map;
};

const occupations = read('occupations.json')
  .split('\n')
  .map((l) => l.trim().replace(/,$/, ''))
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l))
  .filter((o) => o.jobZone !== null);
const tasksByCode = groupBy(readTsv('onet/Task Statements.tsv'), 'O*NET-SOC Code');
const altByCode = groupBy(readTsv('onet/Alternate Titles.tsv'), 'O*NET-SOC Code');
const reportedByCode = groupBy(readTsv('onet/Sample of Reported Titles.txt'), 'O*NET-SOC Code');
const techRows = readTsv('onet/Technology Skills.txt');
const techByCode = groupBy(techRows, 'O*NET-SOC Code');
// In how many occupations each technology is listed: office suites are everywhere, Epic or AutoCAD are not.
const techSpread = new Map();
for (const r of techRows) techSpread.set(r.Example, (techSpread.get(r.Example) ?? 0) + 1);

/**
 * An occupation's technologies, most telling first: those O*NET marks in demand for this occupation's postings, then
 * technologies frequent in job postings (hot), with how few occupations use them (inverse frequency) breaking ties. `common` marks tools used in
 * more than a third of all occupations (office suites, browsers): fine as evidence, too plain to ask about.
 */
function rankedTechnologies(code, fallback) {
  const rows = techByCode.get(code);
  const list = rows
    ? rows.map((r) => ({ name: r.Example, inDemand: r['In Demand'] === 'Y', hot: r['Hot Technology'] === 'Y' }))
    : fallback.map((name) => ({ name, inDemand: true, hot: true }));
  const total = techByCode.size;
  return list
    .map((t) => {
      const spread = techSpread.get(t.name) ?? 1;
      return {
        ...t,
        common: spread > total * 0.35 && !t.inDemand,
        score: (t.inDemand ? 3 : 0) + (t.hot ? 2 : 0) + 0.3 * Math.log(total / spread),
      };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------------------------------------------
// Technologies: O*NET names are product names with their category ("Structured query language SQL", "Amazon Web
// Services AWS software"); a question reads better with the name people say ("SQL", "AWS"). Both are kept as aliases.
const GENERIC_TECH = /^(?:[a-z][a-z -]*\s)?(?:software|tools?|systems?|programs?)$/;
function techNames(name) {
  const words = name.split(/\s+/);
  const aliases = new Set([name]);
  let display = name.replace(/\s+software$/i, '');
  for (let i = 1; i < words.length; i++) {
    const w = words[i].replace(/[^A-Za-z0-9#+]/g, '');
    if (w.length < 2 || w !== w.toUpperCase() || !/[A-Z]/.test(w)) continue;
    const initials = words
      .slice(0, i)
      .map((x) => x[0].toUpperCase())
      .join('');
    if (initials.endsWith(w)) {
      display = w;
      aliases.add(words.slice(0, i).join(' '));
    }
  }
  aliases.add(display);
  const generic =
    GENERIC_TECH.test(name.replace(/^[A-Z]/, (c) => c.toLowerCase())) && display === name.replace(/\s+software$/i, '');
  return { name: display, aliases: [...aliases], generic };
}

// ---------------------------------------------------------------------------------------------------------------
// Distinctive terms: words and two-word phrases of an occupation's tasks, description and knowledge areas, weighted
// by tf-idf across all occupations, so "patient", "medication" rank for nurses and "perform", "ensure" rank nowhere.
const STOP = new Set(
  `a about above according across activities activity after against all also among an and any appropriate are areas
  as assist assistance at based be before being between both but by can conduct conducting determine develop
  developing duties during each effective effectively ensure establish etc evaluate for from general give
  have help identify in include including information into is issue it its make may meet more necessary need needs
  new of on or other others out over own per perform performance plan prepare proper provide purposes related
  relevant report reports required requirements responsibilities review same specific specifications such that the
  their them these they this those through to under up upon use used using various via when where whether which
  while with within work working workers other types type determine methods method material materials area etc
  direct coordinate maintain monitor manage confer consult assign oversee obtain record records documents
  document order orders establish participate person persons individual individuals staff personnel regarding
  could would should what less small large particular specified existing entire older continued inside designated
  preliminary current following gain advice keep keeping check involve explore concerning requires require
  substantial knowledge regular prospective ongoing high low well good best various several many much number
  members member designs related assigned assigning assist assisting discuss discussing necessary needed
  utilize basis matters problems problem tasks task quality effectiveness efficiency efficient level levels
  designated specified specific times time day days using usage ways way`.split(/\s+/),
);
const stem = (w) =>
  w.length <= 3
    ? w
    : w
        .replace(/'s$/, '')
        .replace(/ies$/, 'y')
        .replace(/(ss)$/, '$1')
        .replace(/([^s])s$/, '$1');
function tokens(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' -]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1);
}
function termsOf(text) {
  const out = new Map(); // stem key -> { count, surface counts }
  const add = (key, surface) => {
    const e = out.get(key) ?? { count: 0, forms: new Map() };
    e.count++;
    e.forms.set(surface, (e.forms.get(surface) ?? 0) + 1);
    out.set(key, e);
  };
  for (const sentence of text.split(/[.;:,()]/)) {
    const ws = tokens(sentence);
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i];
      if (STOP.has(w) || /^\d+$/.test(w) || w.length < 3) continue;
      add(stem(w), w);
      const n = ws[i + 1];
      if (n && !STOP.has(n) && n.length >= 3 && !/^\d+$/.test(n)) add(`${stem(w)} ${stem(n)}`, `${w} ${n}`);
    }
  }
  return out;
}

const profileText = (o, tasks) => [o.description, ...tasks, ...(o.topKnowledge ?? [])].join('. ');
const taskRowsOf = (code) => {
  const rows = tasksByCode.get(code) ?? [];
  // Core tasks first (O*NET rates them central to the job), then supplemental, then unrated; file order within.
  const rank = (r) => (r['Task Type'] === 'Core' ? 0 : r['Task Type'] === 'Supplemental' ? 1 : 2);
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r.Task.trim());
};

function titlesFor(code, ownTitle) {
  const seen = new Set([ownTitle.toLowerCase()]);
  const out = [];
  const push = (t) => {
    const title = t.trim();
    if (!title || title.length > 60 || seen.has(title.toLowerCase())) return;
    seen.add(title.toLowerCase());
    out.push(title);
  };
  const reported = reportedByCode.get(code) ?? [];
  reported.forEach((r) => push(r['Reported Job Title']));
  (altByCode.get(code) ?? [])
    .map((r) => ({ title: r['Alternate Title'], short: r['Short Title'], sources: r['Source(s)'].split(',').length }))
    .sort((a, b) => b.sources - a.sources || a.title.length - b.title.length)
    .forEach((a) => {
      push(a.title.replace(/\s*\([^)]*\)\s*$/, ''));
      if (a.short) push(a.short);
    });
  return out.slice(0, MAX_TITLES);
}

// Product Manager is one of the spec's five fixed paths but has no O*NET occupation of its own (O*NET files it as an
// alternate title of Marketing Managers). Its profile joins the product tasks of Marketing Managers with those of
// IT Project Managers, plus the practice areas every product-management interview covers, written for Pathwise.
const COMPOSITES = [
  {
    code: 'pathwise-product-manager',
    title: 'Product Managers',
    from: [
      { code: '11-2021.00', filter: /product|market research|customer/i },
      { code: '15-1299.09', filter: /./ },
    ],
    titles: [
      'Product Manager',
      'Product Owner',
      'Technical Product Manager',
      'Senior Product Manager',
      'Associate Product Manager',
      'Group Product Manager',
    ],
    tasks: [
      'Prioritize the product roadmap by weighing customer value, business impact, effort, and risk.',
      'Write product requirements and user stories with clear acceptance criteria for engineering and design teams.',
      'Conduct user research and customer interviews to discover problems worth solving.',
      'Define success metrics for a feature and analyze launch results against them, using experiments such as A/B tests.',
      'Align stakeholders from engineering, design, sales, and marketing on product goals and trade-offs.',
    ],
    technologies: [
      'Atlassian JIRA',
      'Atlassian Confluence',
      'Figma',
      'Amplitude',
      'Google Analytics',
      'Microsoft Excel',
      'Structured query language SQL',
      'Productboard',
    ],
    description:
      'Decide what a product should do and why: discover customer problems, set a roadmap, define requirements, work with engineering and design to ship, and measure the outcome.',
  },
];

const records = occupations.map((o) => ({
  code: o.code,
  title: o.title,
  description: o.description,
  jobZone: o.jobZone,
  titles: titlesFor(o.code, o.title),
  tasks: taskRowsOf(o.code),
  skills: o.topSkills ?? [],
  knowledge: o.topKnowledge ?? [],
  workStyles: o.topWorkStyles ?? [],
  rawTechnologies: o.technologies ?? [],
  hot: new Set(o.hotTechnologies ?? []),
  medianWage: o.wages?.annualMedian ?? o.bls?.medianAnnualWage2024 ?? null,
}));
const byCode = new Map(records.map((r) => [r.code, r]));
for (const c of COMPOSITES) {
  const parts = c.from.map((f) => byCode.get(f.code));
  const tasks = [...c.tasks, ...parts.flatMap((p, i) => p.tasks.filter((t) => c.from[i].filter.test(t)))];
  records.push({
    code: c.code,
    title: c.title,
    description: c.description,
    jobZone: 4,
    titles: c.titles,
    tasks,
    skills: parts[0].skills,
    knowledge: parts[0].knowledge,
    workStyles: parts[1].workStyles.length ? parts[1].workStyles : parts[0].workStyles,
    rawTechnologies: c.technologies,
    hot: new Set(c.technologies),
    medianWage: parts[0].medianWage,
    composedFrom: c.from.map((f) => f.code),
  });
}

// tf-idf over every record's profile text
const termMaps = records.map((r) => termsOf(profileText(r, r.tasks)));
const df = new Map();
for (const m of termMaps) for (const k of m.keys()) df.set(k, (df.get(k) ?? 0) + 1);
const N = records.length;
function distinctiveTerms(m, title) {
  const titleStems = new Set(tokens(title).map(stem));
  return [...m.entries()]
    .filter(([k, e]) => df.get(k) <= N * 0.2 && (!k.includes(' ') || e.count >= 2 || df.get(k) >= 3))
    .map(([k, e]) => {
      const idf = Math.log(N / df.get(k));
      const bigram = k.includes(' ');
      const inTitle = k.split(' ').every((s) => titleStems.has(s));
      const weight = (1 + Math.log(e.count)) * idf * (bigram ? 1.15 : 1) * (inTitle ? 0.6 : 1);
      const surface = [...e.forms.entries()].sort((a, b) => b[1] - a[1])[0][0];
      return [surface, Math.round(weight * 100) / 100];
    })
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_TERMS);
}

/** The family vocabularies that apply to a code: every prefix of it listed in FAMILY_TERMS, broadest first. */
function familyTerms(code) {
  const out = [];
  for (const [prefix, list] of Object.entries(FAMILY_TERMS).sort((a, b) => a[0].length - b[0].length))
    if (code.startsWith(prefix) || (code.startsWith('pathwise-product') && prefix === '11-2'))
      out.push(...list.split(',').map((t) => t.trim()));
  return [...new Set(out)];
}

const out = records.map((r, i) => {
  const techs = rankedTechnologies(r.code, r.rawTechnologies);
  return {
    code: r.code,
    title: r.title,
    description: r.description,
    jobZone: r.jobZone,
    titles: r.titles,
    tasks: r.tasks.slice(0, MAX_TASKS),
    skills: r.skills,
    knowledge: r.knowledge,
    workStyles: r.workStyles,
    technologies: techs.slice(0, MAX_TECHNOLOGIES).map((t) => {
      const names = techNames(t.name);
      return [names.name, names.aliases.filter((a) => a !== names.name), names.generic || t.common ? 1 : 0];
    }),
    terms: distinctiveTerms(termMaps[i], r.title),
    familyTerms: familyTerms(r.code),
    medianWage: r.medianWage,
    ...(r.composedFrom ? { composedFrom: r.composedFrom } : {}),
  };
});

// Letter trigrams of English words (with word boundaries), from every description, task and title: a word whose
// trigrams are rare in English ("qwrtz", "asdfgh") is very likely not a word.
const counts = new Map();
let total = 0;
for (const r of records)
  for (const w of tokens([r.description, ...r.tasks, ...r.titles].join(' ')))
    if (/^[a-z]+$/.test(w)) {
      const s = `^${w}$`;
      for (let i = 0; i + 3 <= s.length; i++) {
        const t = s.slice(i, i + 3);
        counts.set(t, (counts.get(t) ?? 0) + 1);
        total++;
      }
    }
const trigrams = Object.fromEntries(
  [...counts.entries()].filter(([, c]) => c >= 2).map(([t, c]) => [t, Math.round(Math.log(c / total) * 100) / 100]),
);

// Past-tense action verbs (resume language lists): an answer that says what "I" did uses them.
const byLetter = JSON.parse(read('resume/action-verbs-by-letter.json'));
const categorized = JSON.parse(read('resume/action-verbs-categorized.json'));
const actionVerbs = [
  ...new Set(
    [...Object.values(byLetter).flat(), ...categorized.categories.flatMap((c) => c.groups.flatMap((g) => g.verbs))]
      .map((v) => v.toLowerCase().trim())
      .filter((v) => /^[a-z-]+$/.test(v)),
  ),
].sort();

const catalog = {
  actionVerbs,
  source: 'O*NET 29.3 (CC BY 4.0), BLS OEWS May 2024; compiled by services/interview/scripts/build-catalog.mjs',
  occupations: out,
  trigrams: { floor: Math.round(Math.log(1 / total) * 100) / 100, logp: trigrams },
};
fs.writeFileSync(outFile, gzipSync(JSON.stringify(catalog), { level: 9 }));
console.log(
  `wrote ${path.relative(process.cwd(), outFile)}: ${out.length} occupations, ${Object.keys(trigrams).length} trigrams, ` +
    `${(fs.statSync(outFile).size / 1024).toFixed(0)} KB`,
);
