import { createRequire } from 'node:module';
import { US_STATES } from '../contact.js';
import { loadTaxonomy } from '../skills/taxonomy.js';

/** Words the rejoiner knows: common ones (cheap to cut into) and the rest (dearer), lower case. */
export interface Vocabulary {
  common: Set<string>;
  rare: Set<string>;
  /** Product names written in one word with an inner capital ('CompuLaw'), as the skills vocabulary spells them. */
  camel?: Set<string>;
}

/** Words that glue most often ("ofthe", "througha"); no other piece may be under 3 letters. */
const FUNCTION_WORDS = new Set(
  'a an and as at by for from i in into is it me my of on or our per the to up us via we with'.split(' '),
);
const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
const STATE_CODES = new Set(US_STATES.split('|'));
/** Endings whose stem the vocabulary may list alone: [ending, what the stem may have lost]. */
const INFLECTIONS: [string, string][] = [
  ['s', ''],
  ['es', ''],
  ['ed', ''],
  ['ed', 'e'],
  ['d', ''], // only after an e ('used'): see cost()
  ['ing', ''],
  ['ing', 'e'],
  ['ly', ''],
];
/** Ordinal endings and units that stay glued to their number ("2nd", "10th"). */
const NUMBER_ENDINGS = new Set(['st', 'nd', 'rd', 'th', 'k', 'm', 'x', 'h', 'd', 'pm', 'am', 'yr', 'yrs', 'mo', 'ft']);

/**
 * OCR reads tight word gaps as no gap at all ("Inventorymanagement,cyclecounting", "Jun2022to Current"). Matching
 * needs the words back: a space after a comma, semicolon or colon glued to the next word, between a number and a
 * word, and a run of letters that no dictionary knows split into words that it does: the common English words of
 * wink-lexicon cost least, the rest of wink's English vocabulary and the words of the skills and titles vocabulary
 * more ("yearsona" is "years on a", not "year sona"), so that "telemetry" or "Kubernetes" stay whole. A run that
 * cannot be split entirely into known words is left as it was: a name (Froedtert, Dentrix) is never cut.
 */
export class WordRejoiner {
  private readonly vocabulary: Vocabulary;

  constructor(vocabulary: Vocabulary = defaultVocabulary()) {
    this.vocabulary = vocabulary;
  }

  /** The line with glued punctuation spaced and glued words separated. */
  rejoin(line: string): string {
    return (
      line
        .normalize('NFKC')
        .replace(/([\p{L})\]])([,;:])(?=\p{L})/gu, '$1$2 ')
        .replace(/([\p{L}\d])\((?=[\p{L}\d])/gu, '$1 (')
        .replace(/(\p{L})&(?=\p{L})/gu, '$1 & ')
        .replace(/(?<=\s)&(?=\p{L})/gu, '& ')
        // a plus between words ('Core+Air Conditioning'; not 'C++', 'A+')
        .replace(/(\p{Ll})\+(?=\p{Lu}\p{Ll})/gu, '$1 + ')
        // a product's one-word name that OCR read as two ('Compu Law' for CompuLaw)
        .replace(/\b(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)\b/gu, (all, a: string, b: string) =>
          this.vocabulary.camel?.has(a + b) ? a + b : all,
        )
        .replace(/(\p{Ll})\.(?=\p{Lu}\p{Ll})/gu, '$1. ')
        .replace(/\b(\p{Lu}{2,})(\p{Ll}{3,})/gu, (all, upper: string, word: string) =>
          this.known(word) ? `${upper} ${word}` : all,
        )
        // an acronym glued to a capitalised word: 'ESLEndorsement', 'UKGPro', 'NALACertified'
        .replace(/\b(\p{Lu}{2,})(\p{Lu}\p{Ll}{2,})/gu, (all, upper: string, word: string) =>
          this.known(word) ? `${upper} ${word}` : all,
        )
        // a model number glued to its name: 'Bennett980'
        .replace(/(\p{Ll}{3})(\d{3,})(?!\p{L})/gu, '$1 $2')
        .replace(/(\d)(\p{Ll}{2,})(?!\p{L})/gu, (all, digit: string, word: string) =>
          this.known(word) && !NUMBER_ENDINGS.has(word) ? `${digit} ${word}` : all,
        )
        // a number glued to the capitalised word after it: 'Section 608Universal', '608UniversalCertification'
        .replace(/(\d{2,})(\p{Lu}\p{Ll}{2,})(?!\p{Ll})/gu, (all, digits: string, word: string) =>
          this.known(word) ? `${digits} ${word}` : all,
        )
        .replace(/\b(\p{L}*\p{Ll})(\d)/gu, (all, word: string, digit: string) =>
          (word.length >= 2 || FUNCTION_WORDS.has(word)) && (this.known(word) || MONTH.test(word))
            ? `${word} ${digit}`
            : all,
        )
        // letters OCR confuses: an 'I' read as 'l' before 'n' ('Linkedln', 'Zoomlnfo', 'lnventory'), kept only when
        // the word it gives is known and the word read is not ('kiln', 'Lincoln' stay); an 'O' read for a zero
        // after a digit ('OSHA3O-Hour')
        .replace(/\p{L}*ln\p{L}*/gu, (word) => {
          if (this.known(word)) return word;
          const fixed = word.replace(/(^|\p{Ll})ln/gu, (_, before: string) => `${before}In`);
          return fixed !== word && this.known(fixed) ? fixed : word;
        })
        .replace(/(?<=\d)O(?=\d|[-\s,;)]|$)/gu, '0')
        // a state's code after a place's comma, its 'I' read as 'l' ('Milwaukee, Wl', 'Chicago, lL')
        .replace(/(?<=, )(?:\p{Lu}l|l\p{Lu})(?![\p{L}\d])/gu, (code) => {
          const fixed = code.replace('l', 'I');
          return STATE_CODES.has(fixed) ? fixed : code;
        })
        // a state's code read in mixed case after a place, where the contact line goes on ('Cypress, Tx|r.a@...')
        .replace(/(?<=\p{Lu}\p{Ll}+, )\p{Lu}\p{Ll}(?=\s*(?:[|·•/]|$))/gu, (code) =>
          STATE_CODES.has(code.toUpperCase()) ? code.toUpperCase() : code,
        )
        // an acronym glued to the number of a standard or a course ('OSHA30-Hour', 'NFPA70E'), then what is glued
        // to that number ('70EArcFlash')
        .replace(/\b(\p{Lu}{3,})(\d+)(?=-|\p{Lu})/gu, '$1 $2')
        .replace(/(\d\p{Lu})(?=\p{Lu}\p{Ll}{2,})/gu, '$1 ')
        .replace(/%(?=\p{L})/gu, '% ')
        .replace(/\p{L}{5,}/gu, (run) => this.split(run))
        // once a run is cut into words, a number glued to its first or last word comes apart too
        // ('3technicianformaintenance' -> '3technician for maintenance' -> '3 technician for maintenance')
        .replace(/(\d)(\p{Ll}{3,})(?!\p{L})/gu, (all, digit: string, word: string) =>
          this.known(word) && !NUMBER_ENDINGS.has(word) ? `${digit} ${word}` : all,
        )
        .replace(/(?<![\p{L}\d])(\p{Ll}+)(\d)/gu, (all, word: string, digit: string) =>
          (word.length >= 2 || FUNCTION_WORDS.has(word)) && (this.known(word) || MONTH.test(word))
            ? `${word} ${digit}`
            : all,
        )
    );
  }

  private known(word: string): boolean {
    return this.cost(word.toLowerCase()) < Infinity;
  }

  /** What cutting out this word costs: function words least, common words next, the rest more; unknown: never. */
  private cost(word: string): number {
    if (FUNCTION_WORDS.has(word)) return 0.8;
    if (word.length < 3) return Infinity;
    let best = this.baseCost(word);
    // inflections the vocabulary lists only in their base form ('rotations', 'certifications', 'precepted')
    for (const [ending, restore] of INFLECTIONS) {
      if (best === 1 || !word.endsWith(ending) || word.length - ending.length < 3) continue;
      const stem = word.slice(0, -ending.length);
      if (FUNCTION_WORDS.has(stem) || (ending === 'd' && !stem.endsWith('e'))) continue;
      best = Math.min(best, this.baseCost(stem), this.baseCost(stem + restore));
    }
    return best;
  }

  private baseCost(word: string): number {
    if (this.vocabulary.common.has(word)) return 1;
    if (word.length >= 4 && this.vocabulary.rare.has(word)) return 2.5;
    return Infinity;
  }

  /**
   * The run cut into known words, or the run itself. A step from lower to upper case is a likely boundary
   * ("withtheEDandIcu"), so the pieces between such steps are cut on their own; a known whole (JavaScript) is kept.
   */
  private split(run: string): string {
    if (this.known(run) || this.vocabulary.camel?.has(run)) return run;
    const pieces = run.split(/(?<=\p{Ll}{3})(?=\p{Lu})/u).flatMap((p) => this.camelWords(p));
    return pieces.map((p) => (p.length >= 5 && !this.known(p) ? this.nameAndWord(this.cut(p)) : p)).join(' ');
  }

  /** Words glued at a capital after a short one ('ArcFlash'), when every piece is a known word. */
  private camelWords(piece: string): string[] {
    if (this.known(piece) || this.vocabulary.camel?.has(piece)) return [piece];
    const words = piece.split(/(?<=\p{Lu}\p{Ll}{2,})(?=\p{Lu}\p{Ll})/u);
    return words.length > 1 && words.every((w) => this.known(w)) ? words : [piece];
  }

  /**
   * A name glued to a common word after it ('Greenleebenders', 'Utahhistory'): a capitalised head no dictionary
   * knows, of four letters or more, and a common word of six or more (or its plural); other runs stay as they are.
   */
  private nameAndWord(run: string): string {
    if (run.includes(' ') || !/^\p{Lu}\p{Ll}+$/u.test(run)) return run;
    for (let cut = 4; cut <= run.length - 6; cut++) {
      const [head, tail] = [run.slice(0, cut), run.slice(cut)];
      if (this.cost(tail.toLowerCase()) <= 1 && !this.known(head)) return `${head} ${tail}`;
    }
    return run;
  }

  /** The cheapest cut of a run into known words, or the run. */
  private cut(run: string): string {
    const lower = run.toLowerCase();
    const n = lower.length;
    // best[i]: cheapest cut of lower[0..i), with where its last word starts
    const best = Array.from({ length: n + 1 }, () => ({ cost: Infinity, from: -1 }));
    best[0] = { cost: 0, from: 0 };
    for (let end = 1; end <= n; end++) {
      for (let start = Math.max(0, end - 24); start < end; start++) {
        if (best[start].cost === Infinity) continue;
        const cost = best[start].cost + this.cost(lower.slice(start, end));
        if (cost < best[end].cost) best[end] = { cost, from: start };
      }
    }
    if (best[n].cost === Infinity) return run;
    const cuts: number[] = [];
    for (let end = n; end > 0; end = best[end].from) cuts.unshift(best[end].from);
    return cuts.map((start, i) => run.slice(start, cuts[i + 1] ?? n)).join(' ');
  }
}

let vocabulary: Vocabulary | undefined;

function defaultVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const letters = (w: string) => /^\p{L}+$/u.test(w);
  const common = new Set(
    Object.keys((require('wink-lexicon') as { lexicon: Record<string, unknown> }).lexicon)
      .map((w) => w.toLowerCase())
      .filter(letters),
  );
  const core = (require('wink-eng-lite-web-model') as { core(): { features: { lexeme: { list: string[] } } } }).core();
  const rare = new Set(core.features.lexeme.list.map((w) => w.toLowerCase()).filter(letters));
  const taxonomy = loadTaxonomy();
  const add = (text: string) => {
    for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 4) rare.add(w);
  };
  for (const [text] of taxonomy.forms) add(text);
  for (const [title] of taxonomy.titles) add(title);
  const camel = new Set<string>();
  for (const [text] of taxonomy.forms)
    for (const w of text.split(/[^\p{L}]+/u)) if (/^\p{Lu}\p{Ll}+\p{Lu}\p{L}*$/u.test(w)) camel.add(w);
  vocabulary = { common, rare, camel };
  return vocabulary;
}
