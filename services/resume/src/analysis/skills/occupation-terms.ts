import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The short names an occupation's own technologies go by in O*NET (data/occupation-terms.json.gz, built by
 * scripts/build-occupation-terms.mjs): a vendor's name alone ('Tenable' of 'Tenable Nessus'), a product without its
 * vendor ('SurvCE' of 'Carlson SurvCE'), an acronym inside a technology's name ('WMS'). The general dictionary refuses
 * most of them everywhere (a vendor alone, a short name that may be something else); in a line of a role of that
 * occupation they are the trade's tools.
 */
export interface OccupationTermData {
  version: number;
  terms: [text: string, kind: 'vendor' | 'product' | 'acronym' | 'task'][];
  /** O*NET-SOC code -> indexes into terms */
  occupations: Record<string, number[]>;
}

let cached: OccupationTermData | undefined;
export function loadOccupationTerms(): OccupationTermData {
  if (!cached) {
    const file = new URL('../../../data/occupation-terms.json.gz', import.meta.url);
    cached = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as OccupationTermData;
  }
  return cached;
}

/** The terms of a set of occupations (by O*NET-SOC code), as printed, with their kind. */
export class OccupationTerms {
  private readonly cache = new Map<string, ReadonlyMap<string, string>>();
  constructor(private readonly data: OccupationTermData) {}

  termsOf(codes: Iterable<string>): ReadonlyMap<string, string> {
    const sorted = [...new Set(codes)].sort();
    const key = sorted.join(' ');
    let terms = this.cache.get(key);
    if (!terms) {
      const map = new Map<string, string>();
      for (const code of sorted) {
        for (const i of this.data.occupations[code] ?? []) map.set(this.data.terms[i][0], this.data.terms[i][1]);
      }
      terms = map;
      if (this.cache.size > 500) this.cache.clear();
      this.cache.set(key, terms);
    }
    return terms;
  }
}

const TOKEN = /[A-Za-z0-9][A-Za-z0-9.+\-/]*[A-Za-z0-9+]|[A-Za-z0-9]/g;
/**
 * What may follow a vendor's name as its product or model ('Trimble R12', 'Splunk Enterprise Security'); an acronym
 * after it names the kind of thing ('Trimble R12 GNSS receiver'), not the model.
 */
const MODEL = /^(?:[A-Z][A-Za-z0-9.+-]*|\d+[A-Za-z][A-Za-z0-9]*)$/;

const FUNCTION_WORDS = new Set(
  'and or to for in on with from at by of the a an as into via through per when while after before so but nor'.split(
    ' ',
  ),
);

/**
 * The terms a sentence names, as printed (exact case, whole words): the longest first; a vendor's name takes the
 * capitalised words or model numbers right after it ('Trimble R12', at most two).
 */
export function findOccupationTerms(
  sentence: string,
  terms: ReadonlyMap<string, string>,
): { text: string; start: number; end: number; kind: string }[] {
  if (terms.size === 0) return [];
  const tokens = [...sentence.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const out: { text: string; start: number; end: number; kind: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const start = tokens[i].start;
      let end = tokens[i + n - 1].end;
      const text = sentence.slice(start, end);
      const kind = terms.get(text);
      if (!kind) continue;
      // a piece of a longer name ('Google Analytics', 'HubSpot CRM') or a name qualifying the word after it ('GPS
      // machine control', 'Nessus scans'): not the term
      if (/(?:^|\s)[A-Z][\w.+-]* $/.test(sentence.slice(0, start))) break;
      let last = i + n - 1;
      if (kind === 'vendor') {
        while (
          last + 1 < tokens.length &&
          last - (i + n - 1) < 2 &&
          MODEL.test(tokens[last + 1].text) &&
          !/^[A-Z]{3,}$/.test(tokens[last + 1].text) &&
          sentence.slice(tokens[last].end, tokens[last + 1].start) === ' '
        ) {
          last++;
        }
        end = tokens[last].end;
      }
      const next = tokens[last + 1];
      if (
        next &&
        sentence.slice(end, next.start) === ' ' &&
        /^[a-z]/.test(next.text) &&
        !FUNCTION_WORDS.has(next.text)
      ) {
        break;
      }
      out.push({ text: sentence.slice(start, end), start, end, kind });
      i = last;
      break;
    }
  }
  return out;
}
