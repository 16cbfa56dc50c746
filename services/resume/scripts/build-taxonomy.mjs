#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-unused-expressions -- terse comma expressions in the CSV reader */
// Compiles the resume analyser's reference data from ../shared/data into one committed file,
// services/resume/data/resume-taxonomy.json.gz, so that the service needs nothing outside its own folder at run time.
//
//   node services/resume/scripts/build-taxonomy.mjs [--data ../shared/data]
//
// What goes in (see data/ATTRIBUTION.md for the sources and their licences):
// - skills: the hand-written list in taxonomy-curated.mjs, O*NET technology names, GitHub Linguist languages with
//   their aliases, ESCO digital skills (knowledge concepts and noun-phrase labels) and ESCO transversal skills
//   (mapped onto a short list of soft skills), O*NET's 35 general skills; every name becomes one or more surface
//   forms with a matching policy (see POLICY below);
// - occupations: O*NET code, title, the technologies and general skills the occupation asks for, most important first;
// - titles: O*NET occupation titles, alternate titles and reported titles, normalised, each with its occupations;
// - resume language: action verbs by theme and by letter, and weak openings.
// The output is deterministic: the same inputs give the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AMBIGUOUS_WORDS, CURATED } from './taxonomy-curated.mjs';
import { FIELD_SKILLS } from './taxonomy-fields.mjs';
import { COMPANY_SKILLS, ESCO_TRANSVERSAL_MAP, RESUME_WORTHY_ONET_SKILLS, VENDORS } from './taxonomy-rules.mjs';
import { english, read, readTsv, serviceDir } from './source-data.mjs';

const outFile = path.join(serviceDir, 'data', 'resume-taxonomy.json.gz');

/** Matching policies, as stored in the output. */
const POLICY = { anyCase: 0, exactCase: 1, context: 2, skillsSection: 3, properNoun: 4 };

// ---------------------------------------------------------------------------------------------------------------
// input helpers
const readJsonLines = (rel) => JSON.parse(read(rel));
/** RFC 4180 CSV (quoted fields may hold commas, quotes and newlines). */
function readCsv(rel) {
  const text = read(rel);
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(field), (field = ''));
    else if (ch === '\n') (row.push(field), rows.push(row), (row = []), (field = ''));
    else if (ch !== '\r') field += ch;
  }
  if (field || row.length) (row.push(field), rows.push(row));
  const [head, ...body] = rows;
  return body.filter((r) => r.length === head.length).map((r) => Object.fromEntries(r.map((v, i) => [head[i], v])));
}

// ---------------------------------------------------------------------------------------------------------------
// common words: a single-word name that ordinary prose uses in lower case is ambiguous ("go", "spark", "access")
const commonWords = new Set(AMBIGUOUS_WORDS);
/** lower-case word -> how often O*NET and ESCO prose uses it in lower case */
const wordCounts = new Map();
{
  const counts = wordCounts;
  const feed = (text) => {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const words = sentence.match(/[A-Za-z][A-Za-z+#.'-]*/g) ?? [];
      words.forEach((w, i) => {
        const word = w.replace(/\.+$/, '');
        if (i > 0 && /^[a-z]/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      });
    }
  };
  for (const r of readTsv('onet/Task Statements.tsv')) feed(r.Task);
  for (const r of readTsv('onet/Occupation Data.txt')) feed(r.Description);
  for (const f of ['skills/esco-digital-skills.csv', 'skills/esco-transversal-skills.csv']) {
    for (const r of readCsv(f)) feed(r.description);
  }
  for (const [w, n] of counts) if (n >= 3) commonWords.add(w);
}

// ---------------------------------------------------------------------------------------------------------------
// the registry of skills and forms
/** @type {{name: string, kind: string, sources: Set<string>}[]} */
const skills = [];
/** lower-cased form -> { skill, text, policy, explicit } (one entry per distinct text) */
const formsByKey = new Map();

const isAcronym = (s) => /^[A-Z][A-Z0-9&]{1,6}$/.test(s) && /[A-Z].*[A-Z]/.test(s);
const words = (s) => s.split(/\s+/).filter(Boolean);

/** The policy a form gets when nobody said otherwise. */
function autoPolicy(text) {
  const ws = words(text);
  if (ws.length > 1) return POLICY.anyCase;
  const lower = text.toLowerCase();
  if (lower.replace(/[^a-z]/g, '').length <= 1 && !/[+#]/.test(text)) return POLICY.context; // C, R, D
  // two capitals are an acronym or a word in capitals too often ('AR', 'IT', 'PR')
  if (/^[A-Z]{2}$/.test(text)) return POLICY.context;
  if (commonWords.has(lower)) return /^[a-z]+$/.test(text) ? POLICY.skillsSection : POLICY.context;
  // an English word: lower case only in lists; capitalised, as a name (not the first word of a sentence)
  if (english.has(lower)) return /^[a-z]+$/.test(text) ? POLICY.skillsSection : POLICY.properNoun;
  if (isAcronym(text)) return POLICY.exactCase;
  return POLICY.anyCase;
}

/** What is left of a product name without its vendor is a name of its own only when it is not an English word. */
const distinctive = (s) => words(s).length > 1 || (!commonWords.has(s.toLowerCase()) && !english.has(s.toLowerCase()));

function parseForm(raw) {
  const marker = raw[0];
  if (marker === '!') return { text: raw.slice(1), policy: POLICY.exactCase, explicit: true };
  if (marker === '?') return { text: raw.slice(1), policy: POLICY.context, explicit: true };
  if (marker === '~') return { text: raw.slice(1), policy: POLICY.skillsSection, explicit: true };
  return { text: raw, policy: autoPolicy(raw), explicit: false };
}

const cleanText = (s) =>
  s
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Finds the skill that already owns one of these forms (case-insensitive), if any. */
function findOwner(texts) {
  for (const t of texts) {
    const hit = formsByKey.get(cleanText(t).toLowerCase());
    if (hit?.length) return hit[0].skill;
  }
  return -1;
}

function addForm(skill, raw) {
  const f = parseForm(cleanText(raw));
  if (f.text.length < 1 || f.text.length > 60) return;
  const key = f.text.toLowerCase();
  const list = formsByKey.get(key) ?? [];
  const same = list.find((x) => x.text === f.text);
  if (same) {
    // an explicit policy beats an automatic one for the same text; otherwise the first owner keeps it
    if (f.explicit && !same.explicit && same.skill === skill) Object.assign(same, { policy: f.policy, explicit: true });
    return;
  }
  // case-insensitive forms of different skills would collide; the first owner wins
  if (list.some((x) => x.skill !== skill && (x.policy === POLICY.anyCase || f.policy === POLICY.anyCase))) return;
  list.push({ skill, text: f.text, policy: f.policy, explicit: f.explicit });
  formsByKey.set(key, list);
}

function addSkill(name, kind, forms, source) {
  const all = [name, ...forms];
  let id = findOwner(all.map((f) => f.replace(/^[!?~]/, '')));
  if (id < 0) {
    id = skills.length;
    skills.push({ name: cleanText(name.replace(/^[!?~]/, '')), kind, sources: new Set() });
  }
  skills[id].sources.add(source);
  for (const f of all) addForm(id, f);
  return id;
}

// 1. the hand-written lists come first, so that their names are the canonical ones and own their words (an open
// data set's alternative label never folds 'accounts payable' into 'Accounting')
for (const [name, kind, aliases] of CURATED) addSkill(name, kind, aliases, 'curated');
/** [skill, broader skill name] from the field lists, resolved once every skill exists. */
const broaderNames = [];
for (const [field, entries] of Object.entries(FIELD_SKILLS)) {
  for (const entry of entries) {
    const [forms, broader] = entry.split('>');
    const [name, ...aliases] = forms.split('|').map((f) => f.trim());
    const id = addSkill(name, field, aliases, 'fields');
    if (broader) broaderNames.push([id, broader.trim()]);
  }
}

// 2. O*NET technology names
const vendorPattern = new RegExp(`^(?:${VENDORS.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s+`);
/** Forms and a display name for one O*NET technology name ("Amazon Web Services AWS software", "Oracle Java"). */
function onetForms(name, hot) {
  const forms = [name];
  const mergeKeys = [name];
  let base = name;
  const generic = /^(?:[A-Z][a-z]+ )?[a-z]/.test(name); // "Word processing software": a category, not a product
  const usable = distinctive;
  if (/ software$/.test(base) && !generic) {
    base = base.replace(/ software$/, '');
    if (usable(base)) (forms.push(base), mergeKeys.push(base));
  }
  // trailing acronym that spells the words before it: "Structured query language SQL" -> "SQL", "Structured query language"
  const ws = words(base);
  const last = ws[ws.length - 1];
  if (ws.length >= 3 && /^[A-Z]{2,6}$/.test(last) && !commonWords.has(last.toLowerCase())) {
    const longForm = ws.slice(0, -1).join(' ');
    const spelled =
      ws
        .slice(-1 - last.length, -1)
        .map((w) => w[0].toUpperCase())
        .join('') === last;
    if (spelled) (forms.push(last, longForm), mergeKeys.push(last, longForm));
  }
  // vendor prefix: "Atlassian JIRA" -> "JIRA", unless the rest is an ordinary word ("Microsoft Word")
  const rest = base.replace(vendorPattern, '');
  if (rest !== base && rest.length > 1 && usable(rest)) (forms.push(rest), mergeKeys.push(rest));
  // a single ordinary word ("Source", "Move") is kept only for technologies O*NET calls hot
  const veryCommon = (s) => words(s).length === 1 && (wordCounts.get(s.toLowerCase()) ?? 0) >= 20 && !hot;
  const display = / software$/.test(name) && !generic ? base : name;
  return { display, forms: forms.filter((f) => !veryCommon(f)), mergeKeys };
}

const onetTech = readJsonLines('skills/onet-technology-skills.json');
/** O*NET technology name -> skill id */
const techIds = new Map();
for (const t of onetTech) {
  const { display, forms, mergeKeys } = onetForms(cleanText(t.name), t.hotTechnology);
  if (forms.length === 0) continue;
  const owner = findOwner(mergeKeys);
  const id = owner >= 0 ? owner : addSkill(display, 'tool', [], 'onet');
  skills[id].sources.add('onet');
  for (const f of forms) addForm(id, f);
  techIds.set(t.name, id);
}

// 3. GitHub Linguist languages: programming languages, plus the markup and data formats people list as skills
const LINGUIST_OTHER = new Set([
  'HTML',
  'CSS',
  'XML',
  'JSON',
  'YAML',
  'Markdown',
  'TeX',
  'SQL',
  'GraphQL',
  'SCSS',
  'Sass',
  'Less',
  'Protocol Buffer',
  'Jupyter Notebook',
  'LaTeX',
]);
for (const lang of readJsonLines('skills/programming-languages-linguist.json')) {
  if (lang.type !== 'programming' && !LINGUIST_OTHER.has(lang.name)) continue;
  if (lang.group && lang.group !== lang.name && lang.type !== 'programming') continue;
  // aliases are lower-case in Linguist; a short or common one ("node", "sh", "r") would match prose, so those are dropped
  const aliases = lang.aliases.filter((a) => a.length > 3 && !commonWords.has(a) && a !== 'node');
  addSkill(lang.name, 'language', aliases, 'linguist');
}

// 4. ESCO digital skills: knowledge concepts by name; noun-phrase labels of competences
const GENERIC = new Set([
  'data',
  'software',
  'system',
  'systems',
  'technology',
  'technologies',
  'management',
  'ict',
  'tools',
  'tool',
  'principles',
  'methods',
  'types',
  'digital',
  'computer',
  'online',
  'information',
  'of',
  'and',
  'the',
  'for',
  'in',
  'to',
  'a',
  'an',
  'on',
  'with',
  'use',
  'using',
]);
const stripParens = (s) => s.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
const initials = (s) =>
  words(s)
    .filter((w) => !GENERIC.has(w.toLowerCase()) || w.length > 3)
    .map((w) => w[0].toUpperCase())
    .join('');
const digital = readCsv('skills/esco-digital-skills.csv');
const competenceVerbs = new Set(
  digital.filter((r) => r.skillType !== 'knowledge').map((r) => r.preferredLabel.split(' ')[0].toLowerCase()),
);
/** An alternative label is kept only when it plainly names the same thing as the preferred label. */
function relatedLabel(pref, alt) {
  if (alt.length < 2 || alt.length > 50) return false;
  if (/^[A-Z0-9]{2,6}$/.test(alt)) return initials(pref) === alt || initials(pref).endsWith(alt);
  const core = (s) => new Set(words(s.toLowerCase()).filter((w) => !GENERIC.has(w)));
  const a = core(alt);
  for (const w of core(pref)) if (a.has(w)) return true;
  return false;
}
const isNounPhrase = (s) => !competenceVerbs.has(s.split(' ')[0].toLowerCase());
for (const r of digital) {
  const pref = stripParens(r.preferredLabel);
  const alts = r.altLabels
    .split(' | ')
    .map((a) => stripParens(a))
    .filter(Boolean);
  let names = [pref, ...alts.filter((a) => relatedLabel(pref, a))];
  if (r.skillType !== 'knowledge') names = names.filter((n) => isNounPhrase(n) && words(n).length > 1);
  // single lower-case words ("electronics") are too generic to match outside a skills list
  names = names.map((n) => (words(n).length === 1 && /^[a-z]+$/.test(n) ? `~${n}` : n));
  if (names.length === 0) continue;
  const display = names[0].replace(/^~/, '');
  addSkill(display[0].toUpperCase() + display.slice(1), 'esco', names.slice(1), 'esco');
}

// 5. ESCO transversal skills, mapped onto the soft skills of the curated list
const transversal = readCsv('skills/esco-transversal-skills.csv');
for (const r of transversal) {
  const target = ESCO_TRANSVERSAL_MAP[r.preferredLabel];
  if (!target) continue;
  const labels = [r.preferredLabel, ...r.altLabels.split(' | ')]
    .map((s) => s.trim())
    .filter((s) => words(s).length > 1 && s.length <= 40);
  addSkill(target, 'soft', labels, 'esco-transversal');
}

// 6. O*NET general skills (Critical Thinking, Programming...): multi-word names anywhere, single words in skills lists
const onetSkillNames = [...new Set(readTsv('onet/Skills.tsv').map((r) => r['Element Name']))].sort();
const onetSkillIds = new Map();
for (const n of onetSkillNames) {
  onetSkillIds.set(n, addSkill(n, 'general', [words(n).length === 1 ? `~${n}` : n], 'onet-skills'));
}

// ---------------------------------------------------------------------------------------------------------------
// occupations: what each asks for, most important first
const inDemand = new Map(); // code -> Set of technology names in demand for that occupation
for (const r of readTsv('onet/Technology Skills.txt')) {
  if (r['In Demand'] !== 'Y') continue;
  const set = inDemand.get(r['O*NET-SOC Code']) ?? new Set();
  set.add(r.Example);
  inDemand.set(r['O*NET-SOC Code'], set);
}
const occupations = readJsonLines('occupations.json');
const occIndex = new Map(occupations.map((o, i) => [o.code, i]));
const occupationRows = occupations.map((o) => {
  const demand = inDemand.get(o.code) ?? new Set();
  const hot = new Set(o.hotTechnologies);
  // weight 3: in demand in this occupation's job postings; 2: a hot technology it uses; 1: any other it uses
  const techs = [];
  const seen = new Set();
  for (const name of o.technologies) {
    const id = techIds.get(name);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    techs.push([id, demand.has(name) ? 3 : hot.has(name) ? 2 : 1]);
  }
  techs.sort((a, b) => b[1] - a[1]);
  const general = o.topSkills
    .filter((s) => RESUME_WORTHY_ONET_SKILLS.has(s))
    .map((s) => onetSkillIds.get(s))
    .filter((id) => id !== undefined);
  return [o.code, o.title, techs.slice(0, 40), general.slice(0, 6), o.jobZone ?? 0];
});

// titles: normalised title -> occupation indexes (occupation's own title first, then alternate and reported titles)
const normTitle = (s) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#/& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const titles = new Map();
const addTitle = (title, code) => {
  const i = occIndex.get(code);
  const t = normTitle(title);
  if (i === undefined || t.length < 2 || t.length > 80) return;
  const list = titles.get(t) ?? [];
  if (!list.includes(i)) list.push(i);
  titles.set(t, list);
};
for (const o of occupations) addTitle(o.title, o.code);
for (const r of readTsv('onet/Alternate Titles.tsv')) {
  addTitle(r['Alternate Title'], r['O*NET-SOC Code']);
  if (r['Short Title']) addTitle(r['Short Title'], r['O*NET-SOC Code']);
}
for (const r of readTsv('onet/Sample of Reported Titles.txt')) addTitle(r['Reported Job Title'], r['O*NET-SOC Code']);

// broader skills of the field lists ('pivot tables' belongs to Microsoft Excel)
const broader = broaderNames
  .map(([id, name]) => [id, findOwner([name])])
  .filter(([id, wider]) => {
    if (wider < 0) throw new Error(`taxonomy-fields: no skill named ${skills[id].name}'s broader skill`);
    return wider !== id;
  });

// one-word names that are companies or English words: refused where glued into a longer name (see SkillMatcher)
const weakIds = new Set();
for (const list of formsByKey.values()) {
  for (const f of list) {
    const lower = f.text.toLowerCase();
    if (words(f.text).length === 1 && (COMPANY_SKILLS.has(f.text) || english.has(lower) || commonWords.has(lower))) {
      weakIds.add(f.skill);
    }
  }
}
const weak = [...weakIds].sort((a, b) => a - b);

// closely related occupations (O*NET Related Occupations, Primary-Short), for the relevance of past roles
for (const r of readTsv('onet/Related Occupations.txt')) {
  if (r['Relatedness Tier'] !== 'Primary-Short') continue;
  const from = occIndex.get(r['O*NET-SOC Code']);
  const to = occIndex.get(r['Related O*NET-SOC Code']);
  if (from === undefined || to === undefined) continue;
  const row = occupationRows[from];
  row[5] ??= [];
  if (!row[5].includes(to)) row[5].push(to);
}
for (const row of occupationRows) row[5] ??= [];

// resume language
const verbsCategorized = JSON.parse(read('resume/action-verbs-categorized.json'));
const verbsByLetter = JSON.parse(read('resume/action-verbs-by-letter.json'));

// ---------------------------------------------------------------------------------------------------------------
const forms = [];
for (const list of formsByKey.values()) for (const f of list) forms.push([f.text, f.skill, f.policy]);
forms.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
const output = {
  version: 1,
  policies: POLICY,
  skills: skills.map((s) => [s.name, s.kind]),
  forms,
  occupations: occupationRows,
  titles: [...titles.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  broader,
  weak,
  language: {
    categories: verbsCategorized.categories,
    weakVerbs: verbsCategorized.weakVerbs,
    rewriteExamples: verbsCategorized.rewriteExamples,
    verbsByLetter,
  },
};
const json = JSON.stringify(output);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, zlib.gzipSync(json, { level: 9 }));
const policyCount = forms.reduce((m, f) => ((m[f[2]] = (m[f[2]] ?? 0) + 1), m), {});
console.log(
  `skills ${skills.length}, forms ${forms.length} (by policy ${JSON.stringify(policyCount)}), occupations ${occupationRows.length}, ` +
    `titles ${titles.size}; ${(json.length / 1024).toFixed(0)} KB JSON -> ${(fs.statSync(outFile).size / 1024).toFixed(0)} KB ${path.relative(process.cwd(), outFile)}`,
);
