import { loadTitlePriors, type TitlePriors } from '../experience/title-priors.js';
import type { TaxonomyData } from './taxonomy.js';

export interface TargetCareer {
  code?: string;
  title: string;
  /** 0-1: how strongly this career counts (a match score, or 1 for the resume's own title). */
  weight: number;
}

export interface Keyword {
  skill: number;
  name: string;
  score: number;
}

const SENIORITY =
  /\b(senior|sr|junior|jr|lead|principal|staff|chief|head|associate|assistant|entry level|entry-level|mid level|i{1,3}|iv|1|2|3|trainee|intern|graduate|apprentice)\b/g;
export const normaliseTitle = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#/& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Head words of many titles: sharing one says little about which occupation a title names. */
const GENERIC_HEADS = new Set([
  'engineer',
  'manager',
  'specialist',
  'analyst',
  'technician',
  'assistant',
  'associate',
  'representative',
  'coordinator',
  'director',
  'officer',
  'worker',
  'operator',
  'supervisor',
  'administrator',
  'consultant',
  'lead',
  'senior',
  'junior',
]);

/** Heads that only say 'a worker' (a retailer's 'associate', a service desk's 'advocate'). */
const WORKER_HEADS = new Set(['associate', 'advocate']);
/** Heads O*NET titles the same work under ('Member Services Representative', 'Packing Worker'). */
const OTHER_WORKER_HEADS = [
  'representative',
  'worker',
  'clerk',
  'agent',
  'attendant',
  'specialist',
  'handler',
  'operator',
  'team member',
  'associate',
];

/** Last words of a first-line supervisor's title: the words before them name what is supervised. */
const SUPERVISOR_HEADS = new Set(['supervisor', 'lead', 'leader', 'foreman', 'forewoman', 'foreperson']);
/** Words of a supervisor's title that say when or how, not what ('2nd shift supervisor', 'team leader'). */
const NOT_SUPERVISED = new Set([
  'shift',
  'team',
  'night',
  'day',
  'first',
  'second',
  'third',
  '1st',
  '2nd',
  '3rd',
  'area',
]);
const stemWord = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[a-z]{3})(?:es|s)$/, '');
/** Words that join a title's parts ('Director of Nursing'), not what it names. */
const JOINING_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'to', '&', '/']);
/** 'director of nursing' -> 'nursing director', 'vp of sales' -> 'sales vp': how O*NET writes most such titles. */
const headFirstToLast = (t: string) => {
  const m = /^(.+?) of (?:the )?(.+)$/.exec(t);
  return m ? `${m[2]} ${m[1]}` : t;
};
const SOC_MAJOR = (code: string) => code.slice(0, 2);
/** 'therapists' -> 'therapist', 'nurses' -> 'nurse', 'secretaries' -> 'secretary', 'boxes' -> 'box'. */
export const singular = (w: string) =>
  w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : /(?:ches|shes|sses|xes)$/.test(w)
      ? w.slice(0, -2)
      : /[^su]s$/.test(w)
        ? w.slice(0, -1)
        : w;

/** Titles of the owner of a business rather than of a line of work. */
const OWNER_TITLE =
  /^(?:owner|co-?owner|founder|co-?founder|ceo|president|proprietor|partner|managing partner|principal|operator|owner-operator|self-employed)$/i;

/** Words of owning a business, alone: no line of work (a CEO, a president or a principal is one). */
const OWNERSHIP = /^(?:owner|co-?owner|founder|co-?founder|proprietor|partner|owner-operator|self-employed)$/i;
const ownership = (piece: string) =>
  OWNERSHIP.test(normaliseTitle(piece).replace(/ /g, '-')) || /^managing partner$/i.test(piece);

/** Words of any business ('Small Business Owner'): they name no field of work. */
const ANY_BUSINESS = new Set(['business', 'small', 'company', 'firm', 'practice', 'shop', 'studio', 'agency', 'store']);

/** An apprentice's or a helper's place in a trade ('Carpenter Apprentice', 'Pre-Apprentice', "Electrician's Helper"). */
const APPRENTICE = /\b(?:pre-?apprentice|apprentice|apprenticeship|helper)s?\b/i;
const HELPER = /\bhelpers?\b/i;
/** The words of an apprentice's title that are not the trade ('2nd Year Registered Apprentice'). */
const APPRENTICE_WORDS =
  /\b(?:pre-?apprentices?|apprentices?|apprenticeship|helpers?|registered|indentured|probationary|union|trainee|(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth)[- ]year|year \d)\b|['’]s\b/gi;
/** The trade words of an apprentice's or helper's title: 'Elevator Mechanic Apprentice' -> 'Elevator Mechanic'. */
export const apprenticeTradeWords = (title: string) =>
  title
    .replace(/\([^)]*\)/g, ' ')
    .replace(APPRENTICE_WORDS, ' ')
    .replace(/[\s,–—-]+/g, ' ')
    .trim();
export const isApprenticeTitle = (title: string) => APPRENTICE.test(title);

/** O*NET occupations: which a job title names, and what they ask for. */
export class OccupationIndex {
  private readonly titles: Map<string, number[]>;
  private tokenIndex?: Map<string, number[]>;
  private readonly titleList: string[];
  private readonly byCode: Map<string, number>;
  private readonly broader = new Map<number, number[]>();
  private supervisedWords?: Map<string, Map<number, number>>;
  private initials?: Map<string, Map<number, number>>;

  constructor(
    private readonly data: TaxonomyData,
    private readonly priors: TitlePriors = loadTitlePriors(),
  ) {
    this.titles = new Map(data.titles);
    // O*NET titles with their abbreviations written out as well: 'help desk tech' is also 'help desk technician' (a
    // bare acronym stays as it is: O*NET's 'PT' is a psychiatric technician, its 'PT (Physical Therapist)' another)
    for (const [title, occupations] of data.titles) {
      const long = this.expand(title);
      if (title.includes(' ') && long !== title && !this.titles.has(long)) this.titles.set(long, occupations);
    }
    // an occupation's own title in the singular, as a resume writes it ('Physical Therapists': 'physical therapist')
    data.occupations.forEach(([, title], occupation) => {
      const t = normaliseTitle(title);
      const words = t.split(' ');
      const one = [...words.slice(0, -1), singular(words[words.length - 1])].join(' ');
      if (one !== t && !this.titles.has(one)) this.titles.set(one, [occupation]);
    });
    this.titleList = [...this.titles.keys()];
    this.byCode = new Map(data.occupations.map((o, i) => [o[0], i]));
    for (const [skill, wider] of data.broader ?? [])
      this.broader.set(skill, [...(this.broader.get(skill) ?? []), wider]);
  }

  /** The broader skills a skill belongs to ('pivot tables' -> Excel). */
  broaderOf(skill: number): number[] {
    return this.broader.get(skill) ?? [];
  }

  occupation(index: number) {
    const [code, title] = this.data.occupations[index];
    return { code, title };
  }

  indexOfCode(code: string): number | undefined {
    return this.byCode.get(code);
  }

  /**
   * Occupations a job title names, the likeliest first: an exact O*NET title, then the closest one with the same head
   * word, as written and then without seniority words; each also with 'X of Y' read as 'Y X' ('Director of
   * Nursing') and with O*NET's abbreviations written out ('VP', 'Tech').
   */
  occupationsForTitle(title: string): number[] {
    if (isApprenticeTitle(title)) return this.apprenticeReadings(title);
    return this.titleReadings(title);
  }

  private titleReadings(title: string): number[] {
    const t = normaliseTitle(title);
    if (!t) return [];
    const plain = (s: string) => s.replace(SENIORITY, ' ').replace(/\s+/g, ' ').trim();
    // 'Nurse in Charge' is O*NET's 'Charge Nurse' (not an 'accountant in charge')
    const inCharge = (s: string) => s.replace(/^(.+?) in charge(?: of .*)?$/, 'charge $1');
    const formsOf = (s: string) =>
      [...new Set([inCharge(s), headFirstToLast(s), this.expand(s), this.expand(headFirstToLast(s))])].filter(Boolean);
    // 'inside sales associate' is a sales associate before it is 'inside sales'; seniority words go last
    for (const forms of [formsOf(t), formsOf(plain(headFirstToLast(t)))]) {
      for (const form of forms) {
        const exact = this.titles.get(form);
        if (exact) return this.rank(exact, form);
      }
      for (const form of forms) {
        const worker = this.underWorkerHeads(form);
        if (worker.length > 0) return worker;
        const close = this.closest(form);
        if (close.length > 0) return close;
      }
    }
    return [];
  }

  /**
   * A title headed by a word that only says 'a worker' ('Packing Associate', 'Member Services Advocate') that O*NET
   * does not list: the work its other words name, as O*NET titles it under another worker's head ('Member Services
   * Representative') or by the worker's noun of its gerund ('packing': 'Packer', 'material handling': 'Material
   * Handler'), the most such titles first, then the commonest occupation.
   */
  private underWorkerHeads(t: string): number[] {
    const words = t.split(' ');
    const head = words[words.length - 1];
    if (!WORKER_HEADS.has(head) || words.length < 2) return [];
    const before = words.slice(0, -1);
    const counts = new Map<number, number>();
    const add = (title: string, weight: number) => {
      for (const o of this.titles.get(title) ?? []) counts.set(o, (counts.get(o) ?? 0) + weight);
    };
    for (const other of OTHER_WORKER_HEADS) if (other !== head) add(`${before.join(' ')} ${other}`, 1);
    const last = before[before.length - 1];
    if (/[a-z]{3,}ing$/.test(last)) {
      const stem = last.replace(/ing$/, '');
      for (const noun of [`${stem}er`, `${stem.replace(/([^aeiou])\1$/, '$1')}er`, `${stem}or`])
        add([...before.slice(0, -1), noun].join(' '), 2);
    }
    if (counts.size === 0) return [];
    const best = Math.max(...counts.values());
    return [...counts.entries()]
      .filter(([, n]) => n === best)
      .map(([o]) => o)
      .sort((a, b) => this.employment(b) - this.employment(a));
  }

  /**
   * An apprentice's or a helper's title names the trade as well as the place in it: 'Elevator Apprentice' is an
   * elevator installer's apprentice, "Electrician's Helper" a helper of electricians. A helper's title is read as
   * O*NET lists it (its helpers' occupation, job zone 1-2) and then as the trade; an apprentice's as the trade first
   * (a registered apprentice does the trade's work under a journeyworker, and O*NET lists 'Apprentice' alone under
   * electricians' helpers, so 'Carpenter Apprentice' was an electrician's helper), then as O*NET lists it. Only the
   * trades: occupations of the SOC major groups O*NET has helpers in (construction, installation and repair,
   * production).
   */
  private apprenticeReadings(title: string): number[] {
    const own = this.exactReadings(title);
    const helper = HELPER.test(title);
    const listed = own.length > 0 || !helper ? own : this.titleReadings(title);
    const trade = this.tradeOf(title, listed);
    if (trade.length > 0) return [...new Set(helper ? [...listed, ...trade] : [...trade, ...listed])];
    if (listed.length > 0) return listed;
    // an apprentice outside the trades is the work it names ('Cook Apprentice'), not O*NET's bare 'Apprentice'
    const words = apprenticeTradeWords(title);
    const named = words ? this.titleReadings(words) : [];
    return named.length > 0 ? named : this.titleReadings(title);
  }

  /** The trade an apprentice's or helper's title names (see `apprenticeReadings`), or none. */
  apprenticeTrade(title: string): number[] {
    return isApprenticeTitle(title) ? this.tradeOf(title, this.exactReadings(title)) : [];
  }

  private tradeOf(title: string, listed: number[]): number[] {
    const trades = this.tradeGroups();
    const isTrade = (o: number) =>
      trades.has(SOC_MAJOR(this.data.occupations[o][0])) &&
      !/^(?:Helpers|First-Line Supervisors)/.test(this.data.occupations[o][1]);
    const words = apprenticeTradeWords(title);
    if (!words) return [];
    // the trade's own title ('Carpenter', 'Elevator Mechanic')
    const named = this.titleReadings(words).filter(isTrade);
    if (named.length > 0) return named;
    // the trade O*NET's helpers' occupation names ('Electrical Apprentice': Helpers--Electricians, so electricians)
    for (const o of listed) {
      const m = /^Helpers--(.+)$/.exec(this.data.occupations[o][1]);
      if (!m || /\b(?:workers|trades)\b/i.test(m[1])) continue;
      const helped = new Set(normaliseTitle(m[1]).split(' ').map(stemWord));
      const found = this.data.occupations
        .map((_, i) => i)
        .filter((i) => isTrade(i) && SOC_MAJOR(this.data.occupations[i][0]) === SOC_MAJOR(this.data.occupations[o][0]))
        .filter((i) => helped.has(stemWord(normaliseTitle(this.data.occupations[i][1]).split(' ')[0])));
      if (found.length > 0) return found.sort((a, b) => this.employment(b) - this.employment(a));
    }
    // the trade of the O*NET titles that begin with its words ('HVAC': 'HVAC Technician', 'HVAC Installer')
    const counts = new Map<number, number>();
    const start = `${normaliseTitle(words)} `;
    for (const t of this.titleList)
      if (t.startsWith(start))
        for (const o of this.titles.get(t)!) if (isTrade(o)) counts.set(o, (counts.get(o) ?? 0) + 1);
    const best = Math.max(0, ...counts.values());
    return [...counts.entries()]
      .filter(([, n]) => n === best && n >= 2)
      .map(([o]) => o)
      .sort((a, b) => this.employment(b) - this.employment(a));
  }

  /** The occupations O*NET lists a title under, exactly (with its abbreviations written out). */
  private exactReadings(title: string): number[] {
    const t = normaliseTitle(title);
    for (const form of new Set([t, this.expand(t)])) {
      const exact = this.titles.get(form);
      if (exact) return this.rank(exact, form);
    }
    return [];
  }

  /** An occupation of the trades (a SOC major group O*NET has helpers in), its helpers and supervisors included. */
  inTrades(occupation: number): boolean {
    return this.tradeGroups().has(SOC_MAJOR(this.data.occupations[occupation][0]));
  }

  private tradeGroupsCache?: Set<string>;
  /** SOC major groups O*NET has helpers' occupations in ('Helpers--Electricians': 47). */
  private tradeGroups(): Set<string> {
    this.tradeGroupsCache ??= new Set(
      this.data.occupations.filter(([, title]) => /^Helpers\b/.test(title)).map(([code]) => SOC_MAJOR(code)),
    );
    return this.tradeGroupsCache;
  }

  private expand(title: string): string {
    return title
      .split(' ')
      .map((w) => this.priors.abbreviations[w] ?? w)
      .join(' ');
  }

  private employment(occupation: number): number {
    return this.priors.employment[this.data.occupations[occupation][0]] ?? 0;
  }

  /**
   * Of the occupations a title names, those whose own O*NET title holds its head word (counted twice unless many
   * titles end with it) and its other
   * words the most ('Dispatcher' is an alternate title of emergency medical technicians too; 'Dispatchers, Except
   * Police...' says it; 'Data Analyst' is an analyst before it is a data scientist), a bare acronym by the
   * occupation whose titles spell it out ('CNA': certified nursing assistant), then the commonest: a title O*NET
   * lists under a common occupation and a rare one most often means the common one (BLS employment: 'Line Cook' is
   * a restaurant cook before a fast-food one, 'Plant Manager' an industrial production manager).
   */
  private rank(candidates: number[], title: string): number[] {
    if (candidates.length <= 1) return candidates;
    const words = title.split(' ').filter((w) => w.length > 1 && !JOINING_WORDS.has(w));
    const head = words[words.length - 1];
    // a head many titles share ('technician', 'specialist') weighs as another word: 'Maintenance Technician' is a
    // maintenance worker before a calibration technician
    const headWeight = head && GENERIC_HEADS.has(stemWord(head)) ? 1 : 2;
    const spelledOut = words.length === 1 && /^[a-z]{2,5}$/.test(title) ? this.buildInitials().get(title) : undefined;
    // a supervisor's title O*NET lists under several supervisors: the one of the line of work it names ('Dock
    // Supervisor': material moving before production)
    const supervised = title
      .split(' ')
      .slice(0, -1)
      .filter((w) => !NOT_SUPERVISED.has(stemWord(w)) && !OWNER_TITLE.test(w));
    const domain = SUPERVISOR_HEADS.has(head) ? this.majorGroupsOfWords(supervised) : undefined;
    const scored = candidates.map((c) => {
      const own = normaliseTitle(this.data.occupations[c][1])
        .split(' ')
        .filter((w) => w.length > 2);
      // 'cook' is in 'cooks', 'sales' in 'salespersons', 'logistics' in 'logisticians'; a worker named by the thing
      // worked on and '-man' is that thing's ('lineman': power-line installers, 'repairman': repairers)
      const holds = (w: string) =>
        [w, ...(/^[a-z]{3,}(?:man|men)$/.test(w) ? [w.replace(/(?:man|men)$/, '')] : [])].some((v) =>
          own.some((o) => stemWord(o) === stemWord(v) || (v.length >= 4 && o.startsWith(stemWord(v).slice(0, 8)))),
        );
      const modifiers = new Set(words.slice(0, -1).filter(holds)).size;
      return {
        c,
        score:
          (spelledOut?.get(c) ?? 0) * 100 +
          (head && holds(head) ? headWeight : 0) +
          modifiers +
          2 * (domain?.get(SOC_MAJOR(this.data.occupations[c][0])) ?? 0),
        employed: this.employment(c),
      };
    });
    // the readings that hold the most words are kept (a role's relevance looks at them all), in order of words and
    // prevalence together, a tenfold employment counting as one word; the likeliest of all first even when it holds
    // fewer words ('Site Reliability Engineer': a software developer before a validation engineer)
    const best = Math.max(...scored.map((s) => s.score));
    const likelihood = (s: { score: number; employed: number }) => s.score + Math.log10(Math.max(s.employed, 1000));
    const ordered = scored.sort((a, b) => likelihood(b) - likelihood(a));
    return ordered.filter((s, i) => i === 0 || s.score >= best - 1e-9).map((s) => s.c);
  }

  /** Initials of O*NET's titles of two words or more -> occupation -> how many of its titles have them. */
  private buildInitials(): Map<string, Map<number, number>> {
    if (!this.initials) {
      const initials = new Map<string, Map<number, number>>();
      for (const [title, occupations] of this.data.titles) {
        const words = title.split(' ').filter((w) => !JOINING_WORDS.has(w));
        if (words.length < 2) continue;
        const key = words.map((w) => w[0]).join('');
        const forKey = initials.get(key) ?? new Map<number, number>();
        for (const o of occupations) forKey.set(o, (forKey.get(o) ?? 0) + 1);
        initials.set(key, forKey);
      }
      this.initials = initials;
    }
    return this.initials;
  }

  /**
   * Occupations a role's title names. Words that say how the job was held (freelance, part-time, 2nd shift) are
   * dropped; a compound title is tried piece by piece, an owner's or founder's title last ('Founder & Creative
   * Director' is a creative director; 'Owner / Lead Carpenter' a carpenter).
   */
  occupationsForRole(title: string): number[] {
    const cleaned = title
      .replace(/\([^)]*\)/g, ' ')
      .replace(
        /\b(?:freelance|freelancer|self-employed|contract|contractor|part-time|full-time|seasonal|temporary|temp|per diem|prn|remote|volunteer)\b/gi,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim();
    if (!cleaned) return [];
    const pieces = cleaned
      .split(/\s*(?:\/|&|\+|,|\band\b|–|—|\s-\s|→|\|)\s*/)
      .map((p) => p.trim())
      .filter((p) => p.length > 1);
    const owner = (p: string) => OWNER_TITLE.test(p);
    // 'Salon Owner', 'Business Owner': an owner of the business the words before name (O*NET's own such titles,
    // 'Funeral Home Owner', are read as they are)
    const ownerOf = (p: string) => {
      const words = normaliseTitle(p).split(' ');
      if (owner(p) || words.length < 2 || !OWNERSHIP.test(words[words.length - 1])) return undefined;
      if (this.titles.has(words.join(' '))) return undefined;
      const business = words.slice(0, -1).filter((w) => !ANY_BUSINESS.has(w));
      return business.join(' ');
    };
    if (pieces.length <= 1 && !owner(cleaned) && ownerOf(cleaned) === undefined)
      return this.occupationsForTitle(cleaned);
    const businesses = pieces.map(ownerOf).filter((p): p is string => !!p);
    const named = pieces.filter((p) => !owner(p) && ownerOf(p) === undefined);
    // owning names no line of work of its own ('Owner' is a reported title of urologists, 'Founder' a foundry
    // worker's, 'Partner' an accountant's): the other pieces, the business or the headline say which
    const whole = pieces.some((p) => ownership(p) || ownerOf(p) !== undefined) ? [] : [cleaned];
    // an executive's title beside a founder's ('Founder & CEO') is read after the pieces naming the work
    const executive = pieces.filter((p) => /^(?:ceo|president)$/i.test(p));
    for (const piece of [...named, ...executive, ...whole]) {
      const found = this.occupationsForTitle(piece);
      if (found.length > 0) return this.byQualifier(found, named.filter((p) => p !== piece).join(' '));
    }
    // an owner's title beside the field of the business ('Owner/Operator, Lawn Care'): the work of the O*NET titles
    // that begin with the field's words
    if (pieces.some(owner) || businesses.length > 0)
      for (const piece of [...businesses, ...named]) {
        const found = this.titlesBeginningWith(normaliseTitle(piece));
        if (found.length > 0) return found;
      }
    return [];
  }

  /** Occupations of the O*NET titles that begin with `words` ('lawn care' -> 'lawn care worker'...), the most such first. */
  private titlesBeginningWith(words: string): number[] {
    if (words.split(' ').length < 2 && words.length < 5) return [];
    const counts = new Map<number, number>();
    for (const title of this.titleList)
      if (title.startsWith(`${words} `))
        for (const o of this.titles.get(title)!) counts.set(o, (counts.get(o) ?? 0) + 1);
    const best = Math.max(0, ...counts.values());
    return [...counts.entries()]
      .filter(([, n]) => n === best)
      .map(([o]) => o)
      .sort((a, b) => this.employment(b) - this.employment(a));
  }

  /**
   * A title's other pieces qualify the one that names the occupation ('Deckhand, Commercial Fishing'): of its
   * readings, the first whose own O*NET title holds one of their words goes first (a fisher before a sailor).
   */
  private byQualifier(found: number[], qualifier: string): number[] {
    const words = new Set(
      normaliseTitle(qualifier)
        .split(' ')
        .filter((w) => w.length > 2 && !JOINING_WORDS.has(w))
        .map(stemWord),
    );
    if (found.length <= 1 || words.size === 0) return found;
    const qualified = found.find((o) =>
      normaliseTitle(this.data.occupations[o][1])
        .split(' ')
        .some((w) => words.has(stemWord(w))),
    );
    return qualified === undefined ? found : [qualified, ...found.filter((o) => o !== qualified)];
  }

  /**
   * Whether an occupation's own O*NET title holds a word of a role's title that is not a head many titles share
   * ('Security Officer': 'Security Guards' holds 'security'; 'Correctional Officers and Jailers' only 'officer').
   */
  holdsDistinctiveWord(occupation: number, title: string): boolean {
    const own = normaliseTitle(this.data.occupations[occupation][1]).split(' ').map(stemWord);
    return normaliseTitle(title)
      .split(' ')
      .filter((w) => w.length > 2 && !JOINING_WORDS.has(w) && !GENERIC_HEADS.has(stemWord(w)))
      .some((w) => own.includes(stemWord(w)));
  }

  /**
   * Whether a role's occupations (`a`) are in the line of work of a target (`b`): the same occupation, the same SOC
   * minor group (the first four characters of the code: 29-1 health diagnosing and treating practitioners, 41-4
   * wholesale sales...), an occupation O*NET lists among the target's closest (the target's Primary-Short tier), or,
   * at the same employer, the same major group (a promotion). Relatedness is read from the target's side only: a
   * nursing assistant's closest occupations name the LPN it may become, the LPN's do not name the aide's work, so an
   * aide's years are not an LPN's.
   */
  sameLineOfWork(a: number[], b: number[], sameEmployer = false): boolean {
    for (const x of a) {
      for (const y of b) {
        if (x === y) return true;
        const [cx] = this.data.occupations[x];
        const [cy, , , , , relatedY] = this.data.occupations[y];
        if (cx.slice(0, 4) === cy.slice(0, 4)) return true;
        if (relatedY?.includes(x)) return true;
        // a promotion at one employer within one major group (barista, then shift supervisor)
        if (sameEmployer && cx.slice(0, 2) === cy.slice(0, 2)) return true;
        // a first-line supervisor and the work of its major group it supervises (order filler, then warehouse
        // supervisor; sales associate, then retail supervisor), at any employer
        if (cx.slice(0, 2) === cy.slice(0, 2) && (this.isFirstLineSupervisor(x) || this.isFirstLineSupervisor(y)))
          return true;
      }
    }
    return false;
  }

  private isFirstLineSupervisor(occupation: number): boolean {
    return this.data.occupations[occupation][1].startsWith('First-Line Supervisors');
  }

  /** Token overlap with the same head word (the last word: engineer, manager...); a supervisor's by what it supervises. */
  private closest(t: string): number[] {
    const words = t.split(' ').filter((w) => w.length > 1);
    if (words.length === 0) return [];
    if (SUPERVISOR_HEADS.has(words[words.length - 1])) {
      // the same words under another first-line head that O*NET lists under first-line supervisors ('Front End
      // Supervisor': 'front end manager')
      const swapped = this.underOtherHead(words);
      if (swapped.length > 0) return swapped;
      const supervised = this.bySupervisedWords(words.slice(0, -1));
      if (supervised.length > 0) return supervised;
    }
    const index = this.buildTokenIndex();
    const head = words[words.length - 1];
    const scores = new Map<number, number>();
    for (const w of new Set(words)) for (const id of index.get(w) ?? []) scores.set(id, (scores.get(id) ?? 0) + 1);
    // every title as close as the closest one speaks, not the first found: their occupations are ranked together
    let best = 0;
    let closest: number[] = [];
    for (const [id, common] of scores) {
      const candidate = this.titleList[id].split(' ');
      if (candidate[candidate.length - 1] !== head) continue;
      const score = common / (words.length + candidate.length - common);
      if (score > best + 1e-9) [best, closest] = [score, [id]];
      else if (Math.abs(score - best) <= 1e-9) closest.push(id);
    }
    if (best < 0.4) return [];
    return this.rank([...new Set(closest.flatMap((id) => this.titles.get(this.titleList[id])!))], t);
  }

  /** First-line supervisors of the O*NET titles with the same words before another supervisor's or a manager's head. */
  private underOtherHead(words: string[]): number[] {
    const before = words.slice(0, -1).join(' ');
    if (!before) return [];
    const found = new Set<number>();
    for (const head of [...SUPERVISOR_HEADS, 'manager'])
      for (const o of this.titles.get(`${before} ${head}`) ?? []) if (this.isFirstLineSupervisor(o)) found.add(o);
    return this.rank([...found], words.join(' '));
  }

  /**
   * A first-line supervisor's (lead's, foreman's) occupation, from the words naming what is supervised: each word
   * votes for the occupations of the supervisor titles holding it (one vote a word, shared among them), and the
   * votes of a SOC minor group count for each of its occupations at half weight. One rare title sharing one word
   * ('outbound supervisor', a railroad yardmaster) no longer outweighs the line of work the other words agree on
   * ('Outbound Operations Supervisor': warehouse and material moving); 'Warehouse Lead' reads as a warehouse
   * supervisor. No word known: the closest title, as for other heads.
   */
  private bySupervisedWords(words: string[]): number[] {
    const votes = this.buildSupervisedWords();
    const scores = new Map<number, number>();
    for (const word of new Set(words.map(stemWord))) {
      if (NOT_SUPERVISED.has(word) || OWNER_TITLE.test(word)) continue;
      const occupations = votes.get(word);
      if (!occupations) continue;
      // a word few supervisor titles hold says less than one many hold ('cook' is in one, a food manufacturer's)
      const total = [...occupations.values()].reduce((a, b) => a + b, 0);
      for (const [o, v] of occupations) scores.set(o, (scores.get(o) ?? 0) + v / (total + 2));
    }
    // the line of work the words name, by the SOC major groups of every O*NET title holding them ('cook': food
    // preparation and serving; 'framing': construction): its first-line supervisors are candidates too, and the
    // occupations of that major group gain its share
    const domain = this.majorGroupsOfWords(
      words.filter((w) => !NOT_SUPERVISED.has(stemWord(w)) && !OWNER_TITLE.test(w)),
    );
    const major = (o: number) => SOC_MAJOR(this.data.occupations[o][0]);
    this.data.occupations.forEach((_, o) => {
      if (domain.has(major(o)) && this.isFirstLineSupervisor(o) && !scores.has(o)) scores.set(o, 0);
    });
    if (scores.size === 0) return [];
    const groups = new Map<string, number>();
    const group = (o: number) => this.data.occupations[o][0].slice(0, 4);
    for (const [o, v] of scores) groups.set(group(o), (groups.get(group(o)) ?? 0) + v);
    const final = [...scores.keys()].map((o) => ({
      o,
      score: scores.get(o)! + 0.5 * groups.get(group(o))! + 2 * (domain.get(major(o)) ?? 0),
    }));
    const best = Math.max(...final.map((f) => f.score));
    return final
      .filter((f) => f.score >= best - 1e-9)
      .map((f) => f.o)
      .sort((x, y) => this.employment(y) - this.employment(x));
  }

  /**
   * SOC major group -> its share of the people whose O*NET titles hold each word (one share a word; each title's
   * occupations weighed by BLS employment): 'electrical' is held by more repairers' titles than electricians', but
   * by far more electricians, so an 'Electrical Foreman' supervises construction trades.
   */
  private majorGroupsOfWords(words: string[]): Map<string, number> {
    const index = this.buildTokenIndex();
    const shares = new Map<string, number>();
    for (const word of new Set(words)) {
      const ids = index.get(word) ?? [];
      const weights = new Map<string, number>();
      for (const id of ids) {
        const occupations = this.titles.get(this.titleList[id])!;
        for (const o of occupations) {
          const g = SOC_MAJOR(this.data.occupations[o][0]);
          weights.set(g, (weights.get(g) ?? 0) + this.employment(o) / occupations.length);
        }
      }
      const total = [...weights.values()].reduce((a, b) => a + b, 0);
      for (const [g, w] of weights) if (total > 0) shares.set(g, (shares.get(g) ?? 0) + w / total);
    }
    return shares;
  }

  /** Word of a supervisor's title -> occupation -> its share of the titles holding the word. */
  private buildSupervisedWords(): Map<string, Map<number, number>> {
    if (!this.supervisedWords) {
      const votes = new Map<string, Map<number, number>>();
      for (const [title, occupations] of this.data.titles) {
        const words = title.split(' ');
        if (words.length < 2 || !SUPERVISOR_HEADS.has(words[words.length - 1])) continue;
        for (const word of new Set(words.slice(0, -1).map(stemWord))) {
          if (word.length < 2 || NOT_SUPERVISED.has(word)) continue;
          const forWord = votes.get(word) ?? new Map<number, number>();
          for (const o of occupations) forWord.set(o, (forWord.get(o) ?? 0) + 1 / occupations.length);
          votes.set(word, forWord);
        }
      }
      this.supervisedWords = votes;
    }
    return this.supervisedWords;
  }

  private buildTokenIndex(): Map<string, number[]> {
    if (!this.tokenIndex) {
      this.tokenIndex = new Map();
      this.titleList.forEach((title, id) => {
        for (const w of new Set(title.split(' '))) {
          const list = this.tokenIndex!.get(w) ?? [];
          list.push(id);
          this.tokenIndex!.set(w, list);
        }
      });
    }
    return this.tokenIndex;
  }

  private usedBy?: Map<number, number>;
  /** 1 for a technology one occupation lists, towards 0 for one every occupation lists (log scale). */
  rarity(skill: number): number {
    if (!this.usedBy) {
      this.usedBy = new Map();
      for (const [, , techs] of this.data.occupations)
        for (const [s] of techs) this.usedBy.set(s, (this.usedBy.get(s) ?? 0) + 1);
    }
    const n = this.data.occupations.length;
    return Math.log(n / (this.usedBy.get(skill) ?? 1)) / Math.log(n);
  }

  private supportCache = new Map<number, Map<number, number>>();
  /**
   * For each technology an occupation lists, the share of its neighbours (O*NET's closest related occupations and
   * the occupations of its SOC minor group) that list it too: how much it belongs to that line of work.
   */
  neighbourSupport(occupation: number): Map<number, number> {
    let support = this.supportCache.get(occupation);
    if (support) return support;
    const [code, , , , , related] = this.data.occupations[occupation];
    const neighbours = new Set(related ?? []);
    this.data.occupations.forEach(([c], i) => {
      if (c.slice(0, 4) === code.slice(0, 4)) neighbours.add(i);
    });
    neighbours.delete(occupation);
    const counts = new Map<number, number>();
    for (const n of neighbours)
      for (const [skill] of this.data.occupations[n][2]) counts.set(skill, (counts.get(skill) ?? 0) + 1);
    support = new Map([...counts].map(([skill, n]) => [skill, n / Math.max(1, neighbours.size)]));
    this.supportCache.set(occupation, support);
    return support;
  }

  /** Occupations ordered by how much of what they use the resume names (stable for ties). */
  rankBySkills(candidates: number[], present: Set<number>): number[] {
    const score = (occupation: number) =>
      this.data.occupations[occupation][2].reduce((sum, [skill, w]) => sum + (present.has(skill) ? w : 0), 0);
    return candidates
      .map((occupation, order) => ({ occupation, order, score: score(occupation) }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((c) => c.occupation);
  }

  /**
   * What the target careers ask for that the resume lacks, most important first: technologies in demand in the
   * occupation's job postings, then hot technologies it uses, then general skills, weighted by the career's weight.
   */
  missingKeywords(targets: { occupation: number; weight: number }[], present: Set<number>, limit = 12): Keyword[] {
    const scores = new Map<number, number>();
    for (const { occupation, weight } of targets) {
      const [, , techs, general] = this.data.occupations[occupation];
      const support = this.neighbourSupport(occupation);
      techs.forEach(([skill, w], rank) => {
        // O*NET's hot flag is global (any occupation's postings): a hot technology counts only when the occupation's
        // own postings ask for it (in demand) or its neighbours use it too (Apache Spark and Dentrix are listed for
        // registered nurses; no nursing neighbour lists them)
        const shared = support.get(skill) ?? 0;
        if (w !== 3 && shared < MIN_NEIGHBOUR_SUPPORT) return;
        // and what few lines of work use (Epic, HRIS) before what nearly all do (Microsoft Excel)
        const value =
          weight *
          (w === 3 ? 3 : w === 2 ? 1.2 : 0.4) *
          (1 - rank / 80) *
          (((0.5 + shared) * (0.3 + this.rarity(skill))) / 0.6);
        scores.set(skill, (scores.get(skill) ?? 0) + value);
      });
      general.forEach((skill, rank) => scores.set(skill, (scores.get(skill) ?? 0) + weight * 1.1 * (1 - rank / 20)));
    }
    return [...scores.entries()]
      .filter(([skill]) => !present.has(skill) && !isCategoryName(this.data.skills[skill][0]))
      .map(([skill, score]) => ({ skill, name: this.data.skills[skill][0], score }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
}

/** Share of an occupation's neighbours that must list a technology for it to be a keyword of that occupation. */
const MIN_NEIGHBOUR_SUPPORT = 0.15;

/** "Web browser software", "Spreadsheet software": O*NET categories, not keywords anyone searches for. */
function isCategoryName(name: string): boolean {
  return /^[A-Z][a-z]+(?: [a-z]+)+$/.test(name) && /\b(software|systems?|sites|programs?)$/.test(name);
}
