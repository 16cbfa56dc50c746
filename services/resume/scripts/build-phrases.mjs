#!/usr/bin/env node
// Compiles the phrase vocabulary of the resume analyser from O*NET's task statements into one committed file,
// services/resume/data/resume-phrases.json.gz. Resumes name most skills of a trade or a clinic once, inside a bullet
// ('Performed boundary surveys', 'weekly skin assessments', 'menu development'), in words no dictionary of tools
// holds; O*NET's tasks of the same occupations name the same acts ('Perform boundary surveys', 'Assess skin',
// 'Develop menus'). What goes in, each with the occupation families (SOC major groups) whose tasks name it:
// - phrases: noun phrases of the tasks that name an act (their head is a noun of an act: 'surveys', 'control',
//   'assessment'), two to four words, every run of two words or more inside a longer noun phrase too ('traffic
//   control devices' gives 'traffic control'), without a leading quantifier ('other', 'appropriate') or a head that
//   names people or nothing in particular ('staff members', 'work activities', 'marine engine technician');
// - pairs: what a task's verb acts on ('Reconcile balance sheet accounts': reconcile+account, reconcile+sheet...);
// - nominals: the nouns of the verbs' acts ('survey', 'surveying'; 'adjudication'; 'development'; 'analysis'), where
//   English or O*NET's own text uses the word (a few irregular ones listed: 'maintenance');
// - verbs: as tasks print them (the analyser's test of a clause's opening verb).
// A phrase or pair that the tasks of many families name is an act of any job, kept out (GENERIC_SPREAD).
// Part-of-speech tags from wink-nlp; deterministic: the same inputs give the same bytes.
//
//   node services/resume/scripts/build-phrases.mjs [--data ../shared/data]
//
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..');
const argIndex = process.argv.indexOf('--data');
const dataDir = path.resolve(
  argIndex > 0 ? process.argv[argIndex + 1] : path.resolve(serviceDir, '../../../shared/data'),
);
const outFile = path.join(serviceDir, 'data', 'resume-phrases.json.gz');

/** Families whose tasks may all name a phrase before it counts as an activity of any job. */
const GENERIC_SPREAD = 6;

/** Words that open a noun phrase without saying what it is: quantifiers and judgements. */
const OPENERS = new Set(
  `other all any appropriate necessary new various specific such related relevant additional own proper existing
  current certain possible potential individual required assigned particular general different several many more
  most same similar major minor basic special overall respective applicable pertinent suitable adequate complex
  simple effective efficient accurate complete detailed daily weekly monthly annual periodic regular routine
  continuous ongoing future previous proposed established standard normal usual common significant further
  appropriate needed designated given entire whole initial final primary secondary main key important
  relevant various numerous multiple single`.split(/\s+/),
);
/** Heads that name people or nothing in particular: 'staff members', 'work activities' (people's titles: below). */
const VAGUE_HEADS = new Set(
  `member members staff official officials people person persons individual individuals personnel employee employees
  worker workers customer customers client clients patient patients student students family families child children
  public visitor visitors guest guests resident residents user users team teams party parties participant
  participants others colleague colleagues activity activities information problem problems issue issues need needs
  matter matters item items thing things area areas aspect aspects type types kind kinds part parts way ways result
  results purpose purposes factor factors situation situations change changes action actions step steps task tasks
  duty duties job jobs function functions role roles responsibility responsibilities use level levels detail details
  question questions concern concerns requirement requirements goal goals objective objectives time times date dates
  amount amounts number numbers quantity quantities`.split(/\s+/),
);
/** Nouns tagged so although they are not one ('etc'), and words tagging gets wrong often enough to refuse. */
const NOT_WORDS = new Set(['etc', 'e.g.', 'i.e.', 'via']);

const nlp = winkNLP(model);
const its = nlp.its;

const read = (rel) => fs.readFileSync(path.join(dataDir, rel), 'utf8');
const readTsv = (rel) => {
  const [head, ...lines] = read(rel)
    .split('\n')
    .filter((l) => l.length > 0);
  const cols = head.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
};

/** The key a phrase is matched by: lower case, the last word's plural read as its singular. */
const phraseKey = (text) => {
  const ws = text.toLowerCase().split(/\s+/);
  const last = ws.pop();
  const singular = /ies$/.test(last)
    ? last.replace(/ies$/, 'y')
    : /(?:ss|us|is)$/.test(last) || last.length <= 3
      ? last
      : last.replace(/s$/, '');
  return [...ws, singular].join(' ');
};

/**
 * The noun chunks of a task (adjectives and nouns ending in a noun) and every run of two words or more inside them
 * that ends in one of its nouns: 'traffic control devices' gives 'traffic control' and 'control devices' too.
 */
function chunksOf(task) {
  const doc = nlp.readDoc(task);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos);
  const out = [];
  const verbs = [];
  for (let i = 0; i < words.length;) {
    if (i === 0 || tags[i] === 'VERB') verbs.push(words[i].toLowerCase());
    // the task's first word is its verb, whatever the tagger says ('Count/PROPN sponges')
    if (i === 0 || !/^(?:ADJ|NOUN|PROPN)$/.test(tags[i])) {
      i++;
      continue;
    }
    let k = i;
    while (k < words.length && /^(?:ADJ|NOUN|PROPN)$/.test(tags[k])) k++;
    for (let a = i; a < k; a++) {
      for (let b = a + 2; b <= Math.min(k, a + 4); b++) {
        if (tags[b - 1] !== 'ADJ') out.push(words.slice(a, b));
      }
    }
    i = k;
  }
  return { chunks: out, verbs, objects: objectsOf(words, tags, doc.tokens().out(its.lemma)) };
}

/**
 * What a task's verbs act on: [verb lemma, noun lemma] for every noun of the chunks after a verb, and of the
 * enumeration they open ('Reconcile balance sheet accounts' gives reconcile+balance, reconcile+sheet,
 * reconcile+account; 'Count sponges, needles, and instruments' gives count+sponge, count+needle...).
 */
function objectsOf(words, tags, lemmas) {
  const out = [];
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && tags[i] !== 'VERB') continue;
    const verb = lemmas[i].toLowerCase();
    let k = i + 1;
    while (k + 1 < words.length && tags[k] === 'CCONJ' && tags[k + 1] === 'VERB') k += 2;
    for (;;) {
      while (k < words.length && /^(?:DET|NUM)$/.test(tags[k])) k++;
      const start = k;
      while (k < words.length && /^(?:ADJ|NOUN|PROPN)$/.test(tags[k])) k++;
      for (let j = start; j < k; j++) if (tags[j] === 'NOUN') out.push([verb, lemmas[j].toLowerCase()]);
      let j = k;
      if (words[j] === ',') j++;
      if (tags[j] === 'CCONJ') j++;
      if (j === k || j >= words.length || !/^(?:DET|ADJ|NOUN|PROPN)$/.test(tags[j])) break;
      k = j;
    }
  }
  return out;
}

// the head word of people's titles ('marine engine technician', 'rehabilitation therapist'): O*NET's titles and
// alternate titles end in them (three titles or more, so that 'monitor' of one odd title stays a thing)
const titleHeads = new Map();
for (const r of [...readTsv('onet/Occupation Data.txt'), ...readTsv('onet/Alternate Titles.tsv')]) {
  const head = (r['Alternate Title'] ?? r.Title)
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/[\s,]+/)
    .at(-1);
  titleHeads.set(head, (titleHeads.get(head) ?? 0) + 1);
}
const isTitleHead = (w) => (titleHeads.get(w) ?? 0) + (titleHeads.get(`${w}s`) ?? 0) >= 3;
// a verb the tagger took for an adjective or a noun ('check tank', 'spread topsoil'): a word tasks open with that
// English uses mostly as a verb
const lexicon = createRequire(import.meta.url)('wink-lexicon').lexicon;
const taskOpeners = new Set(readTsv('onet/Task Statements.tsv').map((r) => r.Task.split(/\s+/)[0].toLowerCase()));
const isImperative = (w) => taskOpeners.has(w) && /^VB/.test(lexicon[w]?.[0] ?? '');

/** A chunk as a phrase of the vocabulary, or undefined. */
function phraseOf(chunk) {
  let ws = chunk.map((w) => w.toLowerCase());
  while (ws.length && OPENERS.has(ws[0])) ws = ws.slice(1);
  if (ws.length < 2 || ws.length > 4) return undefined;
  if (ws.some((w) => NOT_WORDS.has(w) || !/^[a-z][a-z'/-]*[a-z]$/.test(w))) return undefined;
  if (VAGUE_HEADS.has(ws.at(-1)) || isTitleHead(ws.at(-1)) || isImperative(ws[0])) return undefined;
  return ws.join(' ');
}

const families = new Map(); // phrase key -> Set of SOC major groups
const pairs = new Map(); // 'verb noun' -> Set of SOC major groups
const verbs = new Set();
for (const r of readTsv('onet/Task Statements.tsv')) {
  const family = r['O*NET-SOC Code'].slice(0, 2);
  const { chunks, verbs: taskVerbs, objects } = chunksOf(r.Task);
  for (const [verb, noun] of objects) {
    if (!/^[a-z]{3,}$/.test(verb) || !/^[a-z][a-z-]*[a-z]$/.test(noun) || VAGUE_HEADS.has(noun)) continue;
    const key = `${verb} ${noun}`;
    if (!pairs.has(key)) pairs.set(key, new Set());
    pairs.get(key).add(family);
  }
  for (const v of taskVerbs) if (/^[a-z]+$/.test(v)) verbs.add(v);
  for (const chunk of chunks) {
    const phrase = phraseOf(chunk);
    if (!phrase) continue;
    const key = phraseKey(phrase);
    if (!families.has(key)) families.set(key, new Set());
    families.get(key).add(family);
  }
}

// the nouns that name a verb's act ('survey' -> survey, surveys, surveying; 'adjudicate' -> adjudication;
// 'develop' -> development; 'analyze' -> analysis), where English or O*NET's own text uses the word
const corpus = new Set(Object.keys(lexicon));
for (const r of readTsv('onet/Task Statements.tsv'))
  for (const w of r.Task.toLowerCase().match(/[a-z]+/g) ?? []) corpus.add(w);
for (const r of readTsv('onet/Occupation Data.txt'))
  for (const w of r.Description.toLowerCase().match(/[a-z]+/g) ?? []) corpus.add(w);
const pairVerbs = new Set([...pairs.keys()].map((k) => k.split(' ')[0]));
/** nominal -> the verbs it names the act of */
const nominals = new Map();
const addNominal = (noun, verb) => {
  if (!nominals.has(noun)) nominals.set(noun, new Set());
  nominals.get(noun).add(verb);
};
/** Nouns of an act that no suffix rule gives ('maintain' -> 'maintenance'). */
const IRREGULAR = {
  maintain: 'maintenance',
  reconcile: 'reconciliation',
  resolve: 'resolution',
  solve: 'solution',
  respond: 'response',
  comply: 'compliance',
  apply: 'application',
  expand: 'expansion',
  extend: 'extension',
  admit: 'admission',
  submit: 'submission',
  transmit: 'transmission',
  convert: 'conversion',
  decide: 'decision',
  revise: 'revision',
  supervise: 'supervision',
  provide: 'provision',
  explain: 'explanation',
  retain: 'retention',
  intervene: 'intervention',
  acquire: 'acquisition',
  define: 'definition',
  enter: 'entry',
  inquire: 'inquiry',
  receive: 'receipt',
  compose: 'composition',
  repeat: 'repetition',
  clear: 'clearance',
  deliver: 'delivery',
  recover: 'recovery',
  discover: 'discovery',
};
for (const [v, n] of Object.entries(IRREGULAR)) if (pairVerbs.has(v)) addNominal(n, v);
for (const v of pairVerbs) {
  // regular enough to need no evidence: 'adjudicate' -> 'adjudication', 'administer' -> 'administration'
  if (/ate$/.test(v)) addNominal(v.replace(/ate$/, 'ation'), v);
  if (/[^e]ster$/.test(v)) addNominal(v.replace(/er$/, 'ration'), v);
  const stem = v.replace(/e$/, '');
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(v) && v.length <= 5 ? v + v.at(-1) : v;
  // the gerund is always a noun of the act ('scheduling', 'planning')
  addNominal(`${/ie$/.test(v) ? v.replace(/ie$/, 'y') : /[^e]e$/.test(v) ? stem : doubled}ing`, v);
  const candidates = [
    v,
    v.replace(/ate$/, 'ation'),
    v.replace(/ize$/, 'ization'),
    v.replace(/ify$/, 'ification'),
    v.replace(/yze$/, 'ysis'),
    v.replace(/ose$/, 'osis'),
    v.replace(/ibe$/, 'iption'),
    v.replace(/uce$/, 'uction'),
    v.replace(/ve$/, 'val'),
    `${v}ion`,
    `${v}ation`,
    `${stem}ation`,
    `${v}ment`,
    `${v}ance`,
    `${stem}ance`,
    `${v}ence`,
    `${stem}al`,
    `${v}al`,
    `${doubled}al`,
  ];
  for (const n of new Set(candidates))
    if (n !== v || /NN/.test((lexicon[v] ?? []).join(' '))) if (corpus.has(n)) addNominal(n, v);
}

const familyCodes = [...new Set([...families.values()].flatMap((s) => [...s]))].sort();
/** A phrase's head names an act ('boundary surveys', 'traffic control'), as a skill does, not a thing ('meeting rooms'). */
const ACT_SUFFIX = /(?:ing|tion|sion|ment|ance|ence|ysis|osis|ery|care|therapy)$/;
const namesAnAct = (key) => {
  const head = key.split(' ').at(-1);
  return nominals.has(head) || ACT_SUFFIX.test(head);
};
const phrases = [...families.entries()]
  .filter(([key, fams]) => fams.size < GENERIC_SPREAD && namesAnAct(key))
  .map(([key, fams]) => [key, ...[...fams].map((f) => familyCodes.indexOf(f)).sort((a, b) => a - b)])
  .sort((a, b) => (a[0] < b[0] ? -1 : 1));
const pairRows = [...pairs.entries()]
  .filter(([, fams]) => fams.size < GENERIC_SPREAD)
  .map(([key, fams]) => [key, ...[...fams].map((f) => familyCodes.indexOf(f)).sort((a, b) => a - b)])
  .sort((a, b) => (a[0] < b[0] ? -1 : 1));
const nominalRows = Object.fromEntries(
  [...nominals.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([n, vs]) => [n, [...vs].sort()]),
);
const output = {
  version: 1,
  families: familyCodes,
  phrases,
  pairs: pairRows,
  nominals: nominalRows,
  verbs: [...verbs].sort(),
};
const json = JSON.stringify(output);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, zlib.gzipSync(json, { level: 9 }));
console.log(
  `phrases ${phrases.length} naming an act (of ${families.size} read), ` +
    `verb-object pairs ${pairRows.length}, nominals ${nominals.size}, verbs ${verbs.size}; ${(json.length / 1024).toFixed(0)} KB JSON -> ${(fs.statSync(outFile).size / 1024).toFixed(0)} KB ${path.relative(process.cwd(), outFile)}`,
);
