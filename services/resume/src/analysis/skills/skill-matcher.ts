import { STANDARD_CODE } from '@pathwise/platform/engines';
import { FormPolicy, type TaxonomyData } from './taxonomy.js';
import { tokenize, type Token } from './tokenize.js';

/** A line to search, and whether it belongs to a skills section (lists of skills allow more ambiguous names). */
export interface SearchLine {
  text: string;
  inSkillsSection: boolean;
}

/** A skill named on a line, with the words as printed and where they are. */
export interface SkillSpan {
  skill: number;
  text: string;
  start: number;
  end: number;
}

/** Another skill listed right beside this one ('Go, Python and Rust'): a technical context. */
function listedBeside(h: RawHit, others: RawHit[], tokens: Token[], text: string): boolean {
  return others.some((o) => {
    if (o === h) return false;
    const [a, b] = o.end <= h.start ? [o, h] : [h, o];
    if (b.start - a.end > 1) return false;
    const between = text.slice(tokens[a.end - 1].end, tokens[b.start].start);
    return /^\s*(?:,|\/|&|\band\b|\bor\b|\+)\s*$/.test(between);
  });
}

/** The first word of a sentence, a clause or a bullet, where any word is capitalised. */
function clauseInitial(text: string, tokens: Token[], index: number): boolean {
  if (index === 0) return true;
  const between = text.slice(tokens[index - 1].end, tokens[index].start);
  return /[:;.!?•·|(\u2022]|\s[-–—]\s/.test(between);
}

/** Words after a hyphen that only qualify the name before it ('React-based', 'cloud-native'). */
const QUALIFYING_SUFFIX = new Set([
  'based',
  'driven',
  'powered',
  'native',
  'first',
  'enabled',
  'backed',
  'centric',
  'oriented',
  'heavy',
  'only',
  'certified',
  'compatible',
  'friendly',
]);
const SEASONS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);

export interface SkillHit {
  id: number;
  skill: string;
  kind: string;
  /** The resume line it was found on, as printed. */
  evidence: string;
  /** How many lines name it. */
  mentions: number;
  /** Index of the first line that names it. */
  firstLine: number;
}

interface Form {
  text: string;
  tokens: string[];
  lower: string[];
  skill: number;
  policy: FormPolicy;
}

interface RawHit {
  form: Form;
  start: number;
  end: number; // token index, exclusive
}

/** Words right after an ambiguous name that show it is the technology ("Go developer", "R programming"). */
const CUE_AFTER = new Set([
  'programming',
  'language',
  'lang',
  'developer',
  'developers',
  'engineer',
  'engineers',
  'code',
  'codebase',
  'services',
  'service',
  'microservices',
  'modules',
  'scripts',
  'scripting',
  'library',
  'libraries',
  'sdk',
  'backend',
  'runtime',
  'apps',
  'applications',
  'framework',
  'stack',
  'programs',
]);
/** Words right before one ("written in Go", "using R"), counted only at the end of a clause. */
const CUE_BEFORE = new Set(['in', 'using', 'via', 'with']);
/** Words right after one that show it is not ("C level", "C suite", "Go live"). */
const NOT_AFTER = new Set([
  'level',
  'suite',
  'grade',
  'section',
  'class',
  'corp',
  'corporation',
  'inc',
  'live',
  'to',
  'ahead',
]);

/** Finds the skills of the taxonomy in text lines, whole words only, with the policy of each surface form. */
export class SkillMatcher {
  private readonly byFirst = new Map<string, Form[]>();
  private readonly knownTokens = new Set<string>();
  /**
   * Skills whose one-word name is a company or an everyday word (LinkedIn, Google, Express, Spring): refused where
   * they are glued to the capitalised words of a longer name.
   */
  private readonly weak = new Set<number>();

  constructor(private readonly data: TaxonomyData) {
    for (const [text, skill, policy] of data.forms) {
      const tokens = text.split(/\s+/).filter(Boolean);
      // a slashed or hyphenated word is kept whole only when a form starts with it (CI/CD, T-SQL, A/B testing)
      this.knownTokens.add(tokens[0].toLowerCase());
      const form: Form = {
        text,
        tokens,
        lower: tokens.map((t) => (t === '&' ? 'and' : t.toLowerCase())),
        skill,
        policy,
      };
      const list = this.byFirst.get(form.lower[0]) ?? [];
      list.push(form);
      this.byFirst.set(form.lower[0], list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
    for (const id of data.weak ?? []) this.weak.add(id);
  }

  match(lines: SearchLine[]): SkillHit[] {
    const found = new Map<number, SkillHit>();
    lines.forEach((line, index) => {
      for (const skill of this.matchLine(line)) {
        const hit = found.get(skill);
        if (hit) hit.mentions++;
        else {
          const [name, kind] = this.data.skills[skill];
          found.set(skill, { id: skill, skill: name, kind, evidence: line.text.trim(), mentions: 1, firstLine: index });
        }
      }
    });
    return [...found.values()];
  }

  /** Skill ids named on one line. */
  matchLine(line: SearchLine): Set<number> {
    return new Set(this.matchSpans(line).map((s) => s.skill));
  }

  /**
   * The skills named on one line, each with the words as the line prints them. Besides each name's own case and
   * context policy, a name is refused where it is a piece of something else: one part of a hyphenated compound
   * ('IDE-style', 'MQL-to-SQL'), a season before a year ('Spring 2025'), or a company name or common word glued to
   * the capitalised words of a longer product name ('LinkedIn Sales Navigator', 'SQL Server Express').
   */
  matchSpans(line: SearchLine): SkillSpan[] {
    const tokens = tokenize(line.text, this.knownTokens);
    const letters = line.text.replace(/[^A-Za-z]/g, '');
    const shouting = letters.length > 3 && letters === letters.toUpperCase();
    const hits: RawHit[] = [];
    for (let i = 0; i < tokens.length;) {
      const hit = this.longestAt(tokens, i, shouting);
      if (hit) {
        hits.push(hit);
        i = hit.end;
      } else i++;
    }
    const plain = hits.filter((h) => h.form.policy === FormPolicy.AnyCase || h.form.policy === FormPolicy.ExactCase);
    const spans: SkillSpan[] = [];
    for (const h of hits) {
      const ok =
        h.form.policy === FormPolicy.SkillsSection
          ? line.inSkillsSection
          : h.form.policy === FormPolicy.Context
            ? this.inContext(h, tokens, line, listedBeside(h, plain, tokens, line.text))
            : h.form.policy === FormPolicy.ProperNoun
              ? line.inSkillsSection ||
                !clauseInitial(line.text, tokens, h.start) ||
                this.inContext(h, tokens, line, listedBeside(h, plain, tokens, line.text))
              : true;
      if (!ok || this.isFragment(h, tokens, line.text, hits)) continue;
      const start = tokens[h.start].start;
      const end = tokens[h.end - 1].end;
      spans.push({ skill: h.form.skill, text: line.text.slice(start, end), start, end });
    }
    return spans;
  }

  /** A name that is only a piece of a longer word or name on this line (see matchSpans). */
  private isFragment(h: RawHit, tokens: Token[], text: string, hits: RawHit[]): boolean {
    const first = tokens[h.start];
    const last = tokens[h.end - 1];
    const next = tokens[h.end];
    const prev = tokens[h.start - 1];
    // a piece of a hyphenated compound, unless the rest only qualifies it ('React-based')
    if (first.hyphenated && !h.form.text.includes('-')) {
      const glued = (t: Token | undefined) => t && t.hyphenated && text[t.start - 1] === '-';
      const before = glued(first) ? prev : undefined;
      const after = next && text[last.end] === '-' ? next : undefined;
      if (before || (after && !QUALIFYING_SUFFIX.has(after.lower))) return true;
    }
    const single = h.end - h.start === 1;
    // an acronym before a standard's code ('AWS D1.1', 'AWS D17.1', 'AWS CWI') or AWS on a welding line is the
    // American Welding Society, not the cloud platform
    if (single && /^[A-Z]{2,5}$/.test(first.text)) {
      if (STANDARD_CODE.test(text.slice(last.end))) return true;
      if (first.text === 'AWS' && /\bweld/i.test(text)) return true;
    }
    if (single && SEASONS.has(first.lower) && next && /^(?:(?:19|20)\d\d|['’]\d\d)$/.test(next.text)) return true;
    const between = (a: Token, b: Token) => text.slice(a.end, b.start);
    const capitalised = (t: Token | undefined) => t !== undefined && /^[A-Z][A-Za-z0-9]*$/.test(t.text);
    const weak = this.weak.has(h.form.skill);
    if (single && weak && next && capitalised(next) && /^\s+$/.test(between(last, next))) {
      // 'LinkedIn Sales Navigator', 'Google Maps API': the company is not the product
      if (!hits.some((o) => o.start === h.end)) return true;
    }
    if (
      single &&
      weak &&
      prev &&
      capitalised(prev) &&
      /^\s+$/.test(between(prev, first)) &&
      hits.some((o) => o.end === h.start)
    ) {
      // 'SQL Server Express': the last word of one product's name is not another product
      return true;
    }
    return false;
  }

  /**
   * The skill a name stands for when the taxonomy has it as a surface form, in any letter case ('postgres' is
   * PostgreSQL, 'go' is Go): for such names `match` has already decided, with the name's own case and context
   * policy, whether the resume means it.
   */
  lookup(name: string): number | undefined {
    const tokens = tokenize(name, this.knownTokens);
    if (tokens.length === 0) return undefined;
    const lower = tokens.map((t) => t.lower);
    return this.byFirst
      .get(lower[0])
      ?.find((f) => f.lower.length === lower.length && f.lower.every((t, j) => t === lower[j]))?.skill;
  }

  /**
   * The first line that names a phrase the taxonomy does not know ('incident reviews'), as whole words: never a
   * piece of a hyphenated or compound word ('go' in 'go-to-market', 'R' in 'R&D'), in its exact case when it is
   * short or has capitals (an acronym or a name), and not built on an ambiguous name that the line does not use as
   * one ('Go live').
   */
  findPhrase(name: string, lines: readonly string[]): string | undefined {
    const wanted = tokenize(name, this.knownTokens);
    if (wanted.length === 0) return undefined;
    const exact = name.replace(/\s+/g, '').length <= 3 || /[A-Z]/.test(name.slice(1));
    const same = (a: Token, b: Token) => (exact ? a.text === b.text : a.lower === b.lower);
    for (const line of lines) {
      const tokens = tokenize(line, this.knownTokens);
      for (let i = 0; i + wanted.length <= tokens.length; i++) {
        const window = tokens.slice(i, i + wanted.length);
        const whole =
          window.every((t, j) => same(t, wanted[j])) &&
          !(window[0].hyphenated && !wanted[0].hyphenated) &&
          !(window.at(-1)!.hyphenated && !wanted.at(-1)!.hyphenated);
        if (whole && !this.hasRefusedAmbiguousWord(window, line)) return line.trim();
      }
    }
    return undefined;
  }

  /** A phrase built on an ambiguous name the matcher does not accept on this line ('Go live', 'C-suite'). */
  private hasRefusedAmbiguousWord(words: Token[], line: string): boolean {
    let accepted: Set<number> | undefined;
    for (const word of words) {
      const ambiguous = this.byFirst
        .get(word.lower)
        ?.find((f) => f.lower.length === 1 && f.policy === FormPolicy.Context && f.tokens[0] === word.text);
      if (!ambiguous) continue;
      accepted ??= this.matchLine({ text: line, inSkillsSection: false });
      if (!accepted.has(ambiguous.skill)) return true;
    }
    return false;
  }

  private longestAt(tokens: Token[], i: number, shouting: boolean): RawHit | undefined {
    const candidates = this.byFirst.get(tokens[i].lower);
    if (!candidates) return undefined;
    for (const form of candidates) {
      const n = form.tokens.length;
      if (i + n > tokens.length) continue;
      const exact =
        (form.policy === FormPolicy.ExactCase ||
          form.policy === FormPolicy.Context ||
          form.policy === FormPolicy.ProperNoun) &&
        !shouting;
      let same = true;
      for (let j = 0; j < n && same; j++) {
        same = exact ? tokens[i + j].text === form.tokens[j] : tokens[i + j].lower === form.lower[j];
      }
      if (!same) continue;
      // a hyphenated piece of an ambiguous word is another word ("Go-to-market", "C-suite")
      if (form.policy === FormPolicy.Context && n === 1 && tokens[i].hyphenated) continue;
      return { form, start: i, end: i + n };
    }
    return undefined;
  }

  private inContext(hit: RawHit, tokens: Token[], line: SearchLine, otherSkills: boolean): boolean {
    const next = tokens[hit.end];
    const prev = tokens[hit.start - 1];
    if (next && NOT_AFTER.has(next.lower)) return false;
    if (line.inSkillsSection || otherSkills) return true;
    if (next && CUE_AFTER.has(next.lower)) return true;
    const after = line.text.slice(tokens[hit.end - 1].end).trimStart();
    const clauseEnds = after === '' || /^[,.;)]/.test(after);
    return Boolean(prev && CUE_BEFORE.has(prev.lower) && clauseEnds);
  }
}
