/**
 * Free text to terms: the words of the user's answers and resume skills, compared with occupation titles,
 * descriptions and technology names. Deliberately simple (lower case, stop words, a light suffix stripper) so that
 * every match can be explained by pointing at the user's own word.
 */

export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each even ever every few for from further get got had has have having
  he her here hers him his how i if in into is it its itself just least less like liked love loved make many may me
  more most much my myself no nor not now of off often on once one only or other our ours out over own past really
  same she should so some such than that the their theirs them then there these they thing things this those through
  to too under until up us very want was we well were what when where which while who whom why will with would you
  your yours yourself etc e.g eg ie example examples enjoy enjoyed enjoying interest interested interests interesting
  work worked working works job jobs career careers field fields kind kinds type types project projects past class
  classes school subject subjects skill skills good great lot lots new people person years year time able using use
  used something anything everything day days way ways part want wanted would most interesting`.split(/\s+/),
);

/** Tokens of a technology name: keeps c++, c#, node.js; lower case. */
export function techTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#.]+/)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter((t) => t.length > 0);
}

/**
 * Tokens of user text for technology matching. Single letters count only when written as capitals on their own
 * ("Python, R, SQL"), since "r" and "c" are programming languages but also stray letters.
 */
export function userTechTokens(text: string): Set<string> {
  const out = new Set<string>();
  // Hyphenated words stay whole: "go-live" is not the Go language, "front-end" not a tool called "end".
  for (const raw of text.split(/[^A-Za-z0-9+#.-]+/)) {
    const t = raw.replace(/^[.-]+|[.-]+$/g, '');
    if (!t) continue;
    if (t.length === 1) {
      if (/^[A-Z]$/.test(t)) out.add(t.toLowerCase());
      continue;
    }
    out.add(t.toLowerCase());
  }
  return out;
}

const SUFFIXES = [
  'ors',
  'or',
  'ational',
  'ations',
  'ation',
  'ists',
  'ist',
  'ians',
  'ian',
  'ings',
  'ing',
  'ers',
  'er',
  'ies',
  'ied',
  'ed',
  'es',
  's',
  'y',
  'e',
];

/** A light stemmer: nurse/nursing/nurses -> nurs, teacher/teaching -> teach, therapy/therapist -> therap. */
export function stem(word: string): string {
  // British to American spelling first, so "counsellor" meets "counselor" and "analyse" meets "analyze".
  let w = word
    .replace(/our$/, 'or')
    .replace(/ll(or|ors|ed|ing|er)$/, 'l$1')
    .replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1');
  // Plurals first, even of short words (cars -> car), but not "ss"/"us"/"is" endings (glass, bus, analysis).
  if (w.length >= 4 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // A second pass for doubled endings such as "analys-is" / "analys-ing".
  if (w.length > 5 && (w.endsWith('e') || w.endsWith('i'))) w = w.slice(0, -1);
  return w;
}

/**
 * Stems of words in a user's answers that say nothing about a career, whatever their form: "workers", "jobs",
 * "wants", "goods" and "peoples" pass the plain stop-word check but would match hundreds of titles and descriptions.
 * (Catalog text keeps them: "Worker" is the head noun of many titles.)
 */
const GENERIC_STEMS = new Set(
  `work job career people person want good great thing interest enjoy like love skill field kind type lot project
  class subject example year day time way other first`
    .split(/\s+/)
    .map((w) => stem(w)),
);

/** Meaningful stemmed words of a text, in first-seen order, each with the surface form the user wrote. */
export function contentWords(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split(/[^A-Za-z]+/)) {
    const lower = raw.toLowerCase();
    if (lower.length < 3 || STOP_WORDS.has(lower)) continue;
    const s = stem(lower);
    if (!out.has(s)) out.set(s, raw);
  }
  return out;
}

/** Lower-case word tokens in order, for phrase matching ("software engineer"); plurals folded (nurses -> nurse). */
export function phraseTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((t) => t.length > 0)
    .map((t) => (t.length >= 4 && t.endsWith('s') && !/(ss|us|is)$/.test(t) ? t.slice(0, -1) : t));
}

/** Job titles as phrases: "Registered Nurse (RN)" -> ["registered nurse", "rn"]; "Writer/Editor" -> both parts. */
export function titlePhrases(title: string): string[] {
  const out = new Set<string>();
  const inside = [...title.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]);
  const outside = title.replace(/\([^)]*\)/g, ' ');
  for (const part of [outside, ...inside].flatMap((p) => p.split(/[/,;]/))) {
    const tokens = phraseTokens(part);
    if (tokens.length > 0 && tokens.length <= 4) out.add(tokens.join(' '));
  }
  return [...out];
}

/**
 * Everyday words people use for what occupation titles and descriptions say formally. Small on purpose: each pair
 * is a plain synonym, so a match it creates is still the user's own word.
 */
const SYNONYMS: Record<string, string[]> = {
  car: ['automotive', 'vehicle'],
  kid: ['child', 'children'],
  doctor: ['physician'],
  lawyer: ['attorney'],
  cop: ['police'],
  coding: ['programming', 'software'],
  code: ['programming', 'software'],
  app: ['software', 'application'],
  website: ['web'],
  plant: ['botany', 'horticulture'],
  money: ['financial', 'finance'],
  sick: ['patient'],
};

/** A word that says nothing about a career: a stop word, or a form of a generic one ("jobs", "workers"). */
export function isGenericWord(word: string): boolean {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) || GENERIC_STEMS.has(stem(lower));
}

/**
 * The user's words: contentWords without GENERIC_STEMS, plus the formal synonyms of their everyday words, each mapped
 * to the word the user wrote.
 */
export function userContentWords(text: string): Map<string, string> {
  const words = contentWords(text);
  for (const stemmed of GENERIC_STEMS) words.delete(stemmed);
  for (const [stemmed, surface] of [...words]) {
    for (const synonym of SYNONYMS[stemmed] ?? []) {
      const s = stem(synonym);
      if (!words.has(s)) words.set(s, surface);
    }
  }
  return words;
}
