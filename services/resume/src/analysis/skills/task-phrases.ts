import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { mostlyA } from './enumerations.js';

/**
 * The phrase vocabulary (data/resume-phrases.json.gz, built by scripts/build-phrases.mjs from O*NET's task
 * statements), each entry with the occupation families (SOC major groups) whose tasks name it.
 */
export interface PhraseData {
  families: string[];
  /** [noun phrase naming an act, as tasks print it (lower case, last word singular), family indexes...] */
  phrases: [string, ...number[]][];
  /** ['verb noun' (lemmas): what a task's verb acts on, family indexes...] */
  pairs: [string, ...number[]][];
  /** A noun of an act -> the verbs it names ('assessment' -> assess, 'scheduling' -> schedule). */
  nominals: Record<string, string[]>;
  /** Verbs as tasks print them ('perform', 'maintained'). */
  verbs: string[];
}

let cached: PhraseData | undefined;
/** Loads data/resume-phrases.json.gz once per process. */
export function loadPhrases(): PhraseData {
  if (!cached) {
    const file = new URL('../../../data/resume-phrases.json.gz', import.meta.url);
    cached = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PhraseData;
  }
  return cached;
}

/** A word's plural read as its singular (as the build script reads them). */
const singular = (word: string) =>
  /ies$/.test(word)
    ? word.replace(/ies$/, 'y')
    : /(?:ss|us|is)$/.test(word) || word.length <= 3
      ? word
      : word.replace(/s$/, '');

/** The key a phrase is matched by (the build script's): lower case, the last word's plural read as its singular. */
export function phraseKey(words: string[]): string {
  const ws = words.map((w) => w.toLowerCase());
  const last = ws.pop()!;
  return [...ws, singular(last)].join(' ');
}

/** A phrase of the vocabulary found on a line, as printed. */
export interface PhraseSpan {
  text: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z][A-Za-z'’/-]*[A-Za-z]|[A-Za-z]/g;

interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

type Families = ReadonlySet<string>;
const anyOf = (found: Set<string> | undefined, families: Families) =>
  !!found && [...found].some((f) => families.has(f));

/**
 * Finds, in a sentence, the skills O*NET's tasks of the line's occupation families name: a task's noun phrase as
 * tasks print it ('boundary surveys'), or a thing and the act a task does to it, named the way resumes name skills
 * ('skin assessments': tasks 'assess skin'; 'menu development': 'develop menus'; 'claim adjudication').
 */
export class PhraseMatcher {
  /** first word -> the word counts of the phrases it opens, longest first */
  private readonly lengths = new Map<string, number[]>();
  private readonly phrases = new Map<string, Set<string>>();
  private readonly pairs = new Map<string, Set<string>>();
  /** verb -> the families whose tasks use it on something */
  private readonly verbFamilies = new Map<string, Set<string>>();
  private readonly nominals: Record<string, string[]>;
  private readonly verbs: Set<string>;

  constructor(data: PhraseData) {
    const families = (indexes: number[]) => new Set(indexes.map((f) => data.families[f]));
    for (const [key, ...indexes] of data.phrases) {
      this.phrases.set(key, families(indexes));
      const first = key.split(' ')[0];
      const n = key.split(' ').length;
      const list = this.lengths.get(first) ?? [];
      if (!list.includes(n)) list.push(n);
      this.lengths.set(
        first,
        list.sort((a, b) => b - a),
      );
    }
    for (const [key, ...indexes] of data.pairs) {
      const set = families(indexes);
      this.pairs.set(key, set);
      const verb = key.split(' ')[0];
      this.verbFamilies.set(verb, new Set([...(this.verbFamilies.get(verb) ?? []), ...set]));
    }
    this.nominals = data.nominals;
    this.verbs = new Set(data.verbs);
  }

  /** The phrases of these families on a line, never overlapping, each a whole noun phrase. */
  find(text: string, families: Families): PhraseSpan[] {
    if (families.size === 0) return [];
    const words: Word[] = [...text.matchAll(WORD)]
      // a word glued to a number is a piece of something else ('9th', 'R-410A')
      .filter((m) => !/[0-9]/.test(text[m.index - 1] ?? '') && !/[0-9]/.test(text[m.index + m[0].length] ?? ''))
      .map((m) => ({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
    const joined = (j: number) => /^\s+$/.test(text.slice(words[j - 1].end, words[j].start));
    const out: PhraseSpan[] = [];
    for (let i = 0; i < words.length;) {
      let end =
        this.phraseAt(words, i, joined, families) ??
        this.attestedActAt(words, i, joined, families) ??
        this.actAt(words, i, joined, families) ??
        this.gerundAt(words, i, joined, families, text);
      if (end === undefined) {
        i++;
        continue;
      }
      // a thing and its act after a phrase ending in that thing: 'balance sheet' + 'sheet reconciliations'
      if (end - i >= 2) end = this.attestedActAt(words, end - 1, joined, families) ?? end;
      // a whole noun phrase, not a piece of a longer one ('copper water lines', 'job description audit')
      const continues = end < words.length && joined(end) && this.nounLike(words[end]);
      const continued = i > 0 && joined(i) && this.modifies(words[i - 1], i - 1 === 0);
      if (continues || continued) {
        i++;
        continue;
      }
      out.push({
        text: text.slice(words[i].start, words[end - 1].end),
        start: words[i].start,
        end: words[end - 1].end,
      });
      i = end;
    }
    return out;
  }

  /** The end of the longest phrase of the vocabulary at word i, its words separated by spaces only. */
  private phraseAt(words: Word[], i: number, joined: (j: number) => boolean, families: Families) {
    for (const n of this.lengths.get(words[i].lower) ?? []) {
      if (i + n > words.length) continue;
      let together = true;
      for (let j = i + 1; j < i + n && together; j++) together = joined(j);
      if (together && anyOf(this.phrases.get(phraseKey(words.slice(i, i + n).map((w) => w.text))), families)) {
        return i + n;
      }
    }
    return undefined;
  }

  /** A thing (word i) and the act (word i + 1) that a task of these families does to it: 'skin assessments'. */
  private attestedActAt(words: Word[], i: number, joined: (j: number) => boolean, families: Families) {
    if (i + 1 >= words.length || !joined(i + 1)) return undefined;
    const act = words[i + 1].lower;
    const thing = singular(words[i].lower);
    const verbs = this.nominals[act] ?? this.nominals[singular(act)] ?? [];
    return verbs.some((verb) => anyOf(this.pairs.get(`${verb} ${thing}`), families)) ? i + 2 : undefined;
  }

  /**
   * A noun (word i) and a noun derived from a verb that tasks of these families use ('KPI reporting', 'shrink
   * audits' is not: the bare verb 'audit' used as a noun is as often a thing, 'plans', 'loads', as an act).
   */
  private actAt(words: Word[], i: number, joined: (j: number) => boolean, families: Families) {
    if (i + 1 >= words.length || !joined(i + 1) || !this.nounLike(words[i])) return undefined;
    // 'MQL-to-SQL conversion': a change from one state to another, not a thing acted on
    if (/-to-/.test(words[i].lower)) return undefined;
    // a clause's first word may be its verb ('review performance', 'schedule cooks')
    const opensClause = i === 0 || !joined(i) || /^(?:and|or|to)$/.test(words[i - 1].lower);
    if (opensClause && this.verbs.has(words[i].lower)) return undefined;
    const act = words[i + 1].lower;
    // plural gerunds are things ('findings', 'meetings'); after a plural, a participle ('drivers moving')
    if (/ings$/.test(act) || (/ing$/.test(act) && /[^s]s$/.test(words[i].lower))) return undefined;
    const verbs = (this.nominals[act] ?? this.nominals[singular(act)])?.filter((v) => v !== act && v !== singular(act));
    return verbs?.some((v) => anyOf(this.verbFamilies.get(v), families)) ? i + 2 : undefined;
  }

  /**
   * The gerund of a verb these families' tasks use, standing as a noun: an item of its own, followed by a separator
   * or the end ('Flagging, traffic control ...', '... and greasing;'), not by an object ('raking asphalt').
   */
  private gerundAt(words: Word[], i: number, joined: (j: number) => boolean, families: Families, text: string) {
    const w = words[i].lower;
    if (!/ing$/.test(w) || w.length < 6) return undefined;
    const verbs = this.nominals[w]?.filter((v) => v !== w);
    if (!verbs?.some((v) => anyOf(this.verbFamilies.get(v), families))) return undefined;
    const after = text.slice(words[i].end);
    if (!/^\s*(?:$|[,;.:)]|and\b|or\b|&)/.test(after)) return undefined;
    const before = i === 0 ? text.slice(0, words[i].start) : text.slice(words[i - 1].end, words[i].start);
    if (i > 0 && !/[,;:(•·]|^\s*$/.test(before) && !/^(?:and|or)$/.test(words[i - 1].lower)) return undefined;
    if (i > 0 && /^\s+$/.test(before) && !/^(?:and|or)$/.test(words[i - 1].lower)) return undefined;
    return i + 1;
  }

  /** A noun (or a word no lexicon knows, as technical nouns are), not a verb form or a function word. */
  private nounLike(word: Word): boolean {
    const tag = mostlyA(word.lower) ?? mostlyA(singular(word.lower));
    if (tag === undefined) return /^[a-z][a-z-]*$/i.test(word.text) && !this.verbs.has(word.lower);
    return /^NN/.test(tag);
  }

  /** A word before a phrase that belongs to it: a noun, or a capitalised name inside the sentence ('Summer'). */
  private modifies(word: Word, first: boolean): boolean {
    if (!first && /^[A-Z]/.test(word.text) && !this.verbs.has(word.lower)) return true;
    return this.nounLike(word);
  }
}
