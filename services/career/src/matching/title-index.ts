import type { CatalogData } from '../catalog/catalog.types.js';
import type { TitleData } from '../catalog/load-titles.js';
import { editDistance, FIELD_TO_PERSON, titleKey, titleStem, titleTokens, titleVariants } from './title-words.js';

/**
 * Job titles people use (O*NET titles, Alternate Titles and Sample of Reported Titles) to the occupations they name:
 * for reading a person's current job title and the careers they name in their goals. Keys are stemmed token
 * sequences (title-words.ts), so "Registered Nurses", "registered nurse" and "Registered Nursing" meet.
 */
export interface TitleIndex {
  /** Stemmed title -> occupation code -> weight (1-3: how many O*NET sources give the title for it). */
  exact: Map<string, Map<string, number>>;
  /** The same, with the sources counted in full where there are more than the weight says ("Store Manager": 7 / 5). */
  sources: Map<string, Map<string, number>>;
  /** BLS employment of each occupation's SOC code (2024), to tell apart occupations a title names alike. */
  employment: Map<string, number>;
  /** A title with its head noun removed ("critical care" of "Critical Care Nurse") -> codes, for named fields. */
  modifiers: Map<string, Map<string, number>>;
  /** The same field -> code -> how many of the occupation's titles are named after it. */
  modifierTitles: Map<string, Map<string, number>>;
  /** A readable title for each key, for explanations. */
  display: Map<string, string>;
  /** Every unstemmed title token, for correcting a misspelt word. */
  vocabulary: Map<number, string[]>;
  /** How many titles carry each unstemmed token: a misspelt word is corrected to the commonest near word. */
  tokenTitles: Map<string, number>;
  /** Stems of each occupation's own titles, to tell apart the occupations an ambiguous title names. */
  occupationStems: Map<string, Set<string>>;
  /** Titles of one word as written, lower case and singular ("electrician", "chemist", "banker"). */
  singleTitles: Set<string>;
  /** Stem of a title's last word -> the occupations with such a title ("architect" -> Software Architect's too). */
  headCodes: Map<string, Set<string>>;
  /** The last two or more words of a title -> the occupations with such a title ("program manag" -> IT Program Manager's). */
  titleEndings: Map<string, Set<string>>;
  /** Each occupation's own O*NET title as lower-case words between spaces (" project management specialists "). */
  ownTitles: Map<string, string>;
  /** Stems of each occupation's own O*NET title without its qualifier ("Tellers": "teller"). */
  ownTitleStems: Map<string, Set<string>>;
  /** Stemmed own O*NET titles (and their cores) -> the occupation: "teller" -> Tellers. */
  ownTitleKeys: Map<string, string>;
  /**
   * The first of the several workers an O*NET title lists, when people use it as a title of that occupation
   * ("Farmers" of "Farmers, Ranchers, and Other Agricultural Managers", "Welders" of "Welders, Cutters, ..."):
   * stemmed -> the occupations.
   */
  leadTitleKeys: Map<string, Set<string>>;
  maxTokens: number;
}

export interface TitleCandidate {
  code: string;
  /** Share of the reading, 0-1 (the shares of one title add up to 1). */
  share: number;
}

export interface JobTitleReading {
  /** What the person wrote. */
  text: string;
  /** The O*NET title the reading rests on ("Electrician"). */
  matched: string;
  how: 'exact' | 'contained' | 'corrected';
  candidates: TitleCandidate[];
}

export interface NamedCareer {
  /** The person's own words ("critical care", "dispatching"). */
  phrase: string;
  codes: string[];
  /** False when the person names it as work to leave or avoid ("a change from teaching", "not an office"). */
  positive: boolean;
}

/** ", Except Police, Fire, and Ambulance" and the like: the O*NET title's qualifiers, not part of what people say. */
const QUALIFIER = /,\s*(except|including|all other)\b.*$/i;
/** Words of a job title that say the level, not the job: dropped when the title is not found with them. */
const LEVEL_WORDS = new Set(
  'senior junior lead principal staff entry level trainee i ii iii iv v 1 2 3 4 5 freelance freelancer self employed part full time seasonal temporary temp contract contractor relief per diem travel traveling traveler'.split(
    ' ',
  ),
);
/** Words that cannot name a career alone, however few titles they appear in. */
const NOT_ALONE = new Set(
  'work job career field area team company business industry office people thing anything something management assistant service services general health care program programs course courses class classes school degree certificate'.split(
    ' ',
  ),
);
const ACRONYM = /^[A-Z]{2,5}$/;
/**
 * The name of an activity or field ("dispatching", "mediation", "management", "nursing", "chemistry"), and the
 * fields whose stem is their practitioner's ("phlebotomy" / phlebotomist, "sonography" / sonographer, "logistics" /
 * logistician). Not "-logy": "radiology" or "cardiology" from someone training for a technician's role would name
 * the physicians.
 */
const ACTIVITY = new RegExp(`(ing|ion|ment|tomy|graphy|istics|istry)$|^(${Object.keys(FIELD_TO_PERSON).join('|')})$`);
/** A lone acronym names a career as a field ("HVAC") when it names at most this many occupations. */
const MAX_ACRONYM_FIELD_CODES = 2;

/** A title's head noun is one that ends many titles ("nurse", "designer", "analyst"): at least this many. */
const HEAD_NOUN_MIN_TITLES = 15;
/** A named career counts when its phrase names at most this many occupations (after keeping the primary meaning). */
const MAX_NAMED_CODES = 6;
const MAX_NAMED_MODIFIER_CODES = 4;
/** A lone word that ends the titles of more occupations than this is a head word, not a career. */
const MAX_HEAD_WORD_CODES = 20;
/**
 * Stems of the words that make a title a teacher's ("Welding Instructor", "Barbering Teacher"): what comes before
 * them is the subject taught, whose practitioners are another occupation.
 */
const TEACHING = new Set(['teach', 'instruct', 'profess', 'lectur']);
/** A phrase named as work to leave may cover a whole family ("teaching"). */
const MAX_AVOIDED_CODES = 60;

export function buildTitleIndex(catalog: CatalogData, titles: TitleData): TitleIndex {
  const rated = new Set(catalog.occupations.map((o) => o.code));
  const exact = new Map<string, Map<string, number>>();
  const display = new Map<string, string>();
  const vocabularyTokens = new Map<string, number>();
  const keysOf = (text: string): Array<[string, string]> =>
    titleVariants(text).flatMap((variant) => {
      const tokens = titleTokens(variant);
      for (const t of new Set(tokens)) vocabularyTokens.set(t, (vocabularyTokens.get(t) ?? 0) + 1);
      const key = tokens.map(titleStem).join(' ');
      return key ? [[key, variant] as [string, string]] : [];
    });
  const sources = new Map<string, Map<string, number>>();
  const add = (keys: Array<[string, string]>, code: string, weight: number, counted = weight) => {
    if (!rated.has(code)) return;
    for (const [key, variant] of keys) {
      let codes = exact.get(key);
      if (!codes) exact.set(key, (codes = new Map()));
      codes.set(code, Math.max(codes.get(code) ?? 0, weight));
      if (!display.has(key)) display.set(key, variant);
      let counts = sources.get(key);
      if (!counts) sources.set(key, (counts = new Map()));
      counts.set(code, Math.max(counts.get(code) ?? 0, counted));
    }
  };
  for (const o of catalog.occupations) {
    add(keysOf(o.title), o.code, 3);
    const core = o.title.replace(QUALIFIER, '').trim();
    if (core !== o.title) add(keysOf(core), o.code, 3);
  }
  for (const [text, codes] of titles.titles) {
    // "Owner" alone is among O*NET's reported titles of urologists (a practice's owner): alone it names no occupation
    // ("business owner" was read as Urologists); an owner of a named place is read as its manager (formalWorker)
    if (titleTokens(text).every((t) => OWNER.has(t))) continue;
    const keys = keysOf(text);
    for (const pair of codes.split(' ')) {
      const [code, weight, counted] = pair.split(':');
      add(keys, code, Number(weight), Number(counted ?? weight));
    }
  }

  // Head nouns, from the data: the last words that end many titles.
  const endings = new Map<string, number>();
  for (const key of exact.keys()) {
    const parts = key.split(' ');
    if (parts.length > 1) endings.set(parts.at(-1)!, (endings.get(parts.at(-1)!) ?? 0) + 1);
  }
  const modifiers = new Map<string, Map<string, number>>();
  const modifierTitles = new Map<string, Map<string, number>>();
  for (const [key, codes] of exact) {
    const parts = key.split(' ');
    if (parts.length < 2 || (endings.get(parts.at(-1)!) ?? 0) < HEAD_NOUN_MIN_TITLES) continue;
    const modifier = parts.slice(0, -1).join(' ');
    // "welding" of "Welding Instructor" names welders, not their teachers, unless the person says "teach".
    if (parts.some((p) => TEACHING.has(p)) && !parts.slice(0, -1).some((p) => TEACHING.has(p))) continue;
    if (!modifiers.has(modifier)) modifiers.set(modifier, new Map());
    const target = modifiers.get(modifier)!;
    for (const [code, weight] of codes) target.set(code, Math.max(target.get(code) ?? 0, weight));
    if (!modifierTitles.has(modifier)) modifierTitles.set(modifier, new Map());
    const counts = modifierTitles.get(modifier)!;
    for (const code of codes.keys()) counts.set(code, (counts.get(code) ?? 0) + 1);
  }

  const vocabulary = new Map<number, string[]>();
  for (const token of vocabularyTokens.keys()) {
    if (token.length < 5 || /\d/.test(token)) continue;
    if (!vocabulary.has(token.length)) vocabulary.set(token.length, []);
    vocabulary.get(token.length)!.push(token);
  }

  const occupationStems = new Map<string, Set<string>>();
  for (const o of catalog.occupations) {
    const stems = new Set<string>();
    for (const t of [o.title, ...o.titles]) for (const token of titleTokens(t)) stems.add(titleStem(token));
    occupationStems.set(o.code, stems);
  }

  const singleTitles = new Set<string>();
  const headCodes = new Map<string, Set<string>>();
  const titleEndings = new Map<string, Set<string>>();
  for (const [key, codes] of exact) {
    const parts = key.split(' ');
    const written = titleTokens(display.get(key) ?? '');
    // Singular as people write it: "Nannies" is a nanny, "Secretaries" a secretary.
    if (parts.length === 1 && written.length === 1) singleTitles.add(written[0].replace(/ies$/, 'y').replace(/s$/, ''));
    const head = parts.at(-1)!;
    if (!headCodes.has(head)) headCodes.set(head, new Set());
    for (const code of codes.keys()) headCodes.get(head)!.add(code);
    for (let start = 0; start <= parts.length - 2; start++) {
      const ending = parts.slice(start).join(' ');
      if (!titleEndings.has(ending)) titleEndings.set(ending, new Set());
      for (const code of codes.keys()) titleEndings.get(ending)!.add(code);
    }
  }

  const ownTitles = new Map(catalog.occupations.map((o) => [o.code, ` ${titleTokens(o.title).join(' ')} `]));
  const core = (o: { title: string }) => o.title.replace(QUALIFIER, '').trim();
  const ownTitleStems = new Map(
    catalog.occupations.map((o) => [
      o.code,
      new Set([...titleTokens(core(o)).flatMap((t) => [titleStem(t), ...compoundLead(t)]), ...initials(core(o))]),
    ]),
  );
  const ownTitleKeys = new Map<string, string>();
  for (const o of catalog.occupations)
    for (const text of [o.title, core(o)]) for (const [key] of keysOf(text)) ownTitleKeys.set(key, o.code);
  const leadTitleKeys = new Map<string, Set<string>>();
  for (const o of catalog.occupations) {
    const lead = core(o).split(/,\s*|\s+and\s+/i)[0];
    const key = titleKey(lead);
    if (lead === core(o) || !key || !exact.get(key)?.has(o.code)) continue;
    if (!leadTitleKeys.has(key)) leadTitleKeys.set(key, new Set());
    leadTitleKeys.get(key)!.add(o.code);
  }

  const maxTokens = Math.max(...[...exact.keys()].map((k) => k.split(' ').length));
  return {
    exact,
    sources,
    employment: new Map(catalog.occupations.map((o) => [o.code, o.outlook?.employment ?? 0])),
    modifiers,
    modifierTitles,
    display,
    vocabulary,
    tokenTitles: vocabularyTokens,
    occupationStems,
    singleTitles,
    headCodes,
    titleEndings,
    ownTitles,
    ownTitleStems,
    ownTitleKeys,
    leadTitleKeys,
    maxTokens: Math.min(maxTokens, 8),
  };
}

/**
 * The acronyms a title's words make, runs of two to four initials ("Computer Numerically Controlled Tool Operators":
 * "cnc"; "Registered Nurses": "rn"), which people type for the title.
 */
function initials(title: string): string[] {
  const letters = titleTokens(title)
    .filter((t) => !STOP_IN_ACRONYM.has(t))
    .map((t) => t[0]);
  const out: string[] = [];
  for (let start = 0; start < letters.length; start++)
    for (let length = 2; length <= 4 && start + length <= letters.length; length++)
      out.push(letters.slice(start, start + length).join(''));
  return out;
}
const STOP_IN_ACRONYM = new Set(['and', 'of', 'the', 'for', 'in']);

/** The first word of a compound worker's name ("salespersons": "sales"), which people write apart ("sales associate"). */
function compoundLead(token: string): string[] {
  const m = /^([a-z]{3,}?)(persons?|people|man|men|woman|women)$/.exec(token);
  return m ? [titleStem(m[1])] : [];
}

/** The codes a phrase names in its primary meaning: those O*NET gives it with the highest weight. */
function primary(codes: Map<string, number>): string[] {
  const top = Math.max(...codes.values());
  return [...codes].filter(([, w]) => w === top).map(([c]) => c);
}

function correct(index: TitleIndex, token: string): string | null {
  if (token.length < 5) return null;
  const max = token.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (let len = token.length - max; len <= token.length + max; len++) {
    for (const candidate of index.vocabulary.get(len) ?? []) {
      const d = editDistance(token, candidate, max);
      // At the same distance the word more titles use ("plumer": plumber, not flumer).
      const commoner = (index.tokenTitles.get(candidate) ?? 0) - (index.tokenTitles.get(best ?? '') ?? 0);
      if (
        d < bestDistance ||
        (d === bestDistance && best !== null && (commoner > 0 || (commoner === 0 && candidate < best)))
      ) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return bestDistance <= max ? best : null;
}

interface SpanMatch {
  key: string;
  codes: Map<string, number>;
  start: number;
  length: number;
}

const SENTENCE = /\b(i|i'm|im|me|my|like|want|love|enjoy|would)\b/i;

/** Ways of saying one has no job ("stay at home mom", "haven't had a job yet", "student", "n/a"): no title to read. */
const NO_JOB = [
  /\b(unemployed|jobless|between jobs|stay[- ]at[- ]home|homemaker|housewife|househusband)\b/i,
  /\b(haven'?t|havent|have not|hasn'?t|has not|never)\s+(had|held)\s+(an?\s+)?(real\s+|proper\s+|paid\s+)?(job|work)/i,
  /\b(haven'?t|havent|have not|never)\s+worked\b/i,
  /\bno\s+(job|work)\b/i,
  /^\s*((full|part)[- ]time\s+|college\s+|high\s*school\s+|university\s+|grad(uate)?\s+)?student\s*$/i,
  /^\s*(n\/?a|none|nothing|no|-+)\s*$/i,
];
/**
 * A title said as what one does ("did hair for 10 years", "worked in a warehouse", "I do landscaping", "was a
 * cashier"): the words after the verb are the title or the field of work.
 */
const WORK_VERB =
  /^\s*(?:(?:i|i'm|im)\s+)?(?:used to\s+)?(?:do|did|does|doing|work|worked|working|works|was|am)\s+(?:(?:as|in|at|on|with)\s+)?(?:(?:an?|the|some)\s+)?/i;

/**
 * Employers and apps people type with or instead of a title ("walmart cashier", "doordash", "uber driver", "cook at
 * wendys"): what kind of place each is (words that tell apart the occupations a title names: a cook at a fast-food
 * chain is a fast-food cook) and the work its name stands for when the title says no more than that ("doordash",
 * "target team member", "amazon flex driver": the driving of a delivery app is delivery driving, of a ride app
 * taxi driving). General knowledge of large US employers, not of any persona.
 */
const EMPLOYERS: Array<{ name: RegExp; place: string; work: string; app?: true }> = [
  { name: /\b(uber|lyft|ride\s*share|rideshare)\b(?!\s*eats)/i, place: 'taxi', work: 'taxi driver', app: true },
  {
    name: /\b(uber\s*eats|door\s*dash|grubhub|postmates|instacart|shipt|gopuff|amazon\s+flex)\b/i,
    place: 'delivery',
    work: 'delivery driver',
    app: true,
  },
  { name: /(?<![\w-])(ups|fedex|usps|dhl)\b/i, place: 'package delivery', work: 'delivery driver' },
  {
    name: /\b(mc\s*donald'?s|burger king|wendy'?s|taco bell|kfc|chick[- ]?fil[- ]?a|chipotle|popeyes|arby'?s|jack in the box|dairy queen|five guys|panda express|little caesars|domino'?s|pizza hut|papa john'?s|sonic drive[- ]in)\b/i,
    place: 'fast food',
    work: 'fast food worker',
  },
  { name: /\b(starbucks|dunkin'?( donuts)?)\b/i, place: 'coffee', work: 'barista' },
  {
    name: /\b(wal[- ]?mart|costco|sam'?s club|kroger|safeway|publix|aldi|whole foods|trader joe'?s|walgreens|cvs|rite aid|home depot|lowe'?s|best buy|dollar general|dollar tree|family dollar|kohl'?s|macy'?s|tj ?maxx|marshalls|petsmart|petco|meijer|h-e-b|wegmans|albertsons|7-eleven)\b/i,
    place: 'retail store',
    work: 'retail salesperson',
  },
  // "Target" only where it is the store: "at target", or before a store worker's word (not "Target Developer").
  {
    name: /((?<=\b(at|for)\s+)target\b|^\s*target\b(?=\s*(team member|associate|employee|cashier|worker|\/|,|$)))/i,
    place: 'retail store',
    work: 'retail salesperson',
  },
  { name: /\bamazon\b/i, place: 'warehouse', work: 'warehouse worker' },
];
/**
 * Places people name in a title that O*NET's own titles name otherwise: a store's or shop's manager is the
 * first-line supervisor "of Retail Sales Workers" (O*NET's alternate titles give "Store Manager" to both them and
 * general and operations managers, the retail supervisors by more sources).
 */
const SETTING_WORDS: Record<string, string[]> = { store: ['retail'], shop: ['retail'], grocery: ['retail'] };

/** Words that say one works somewhere, not what one does there: with an employer, the employer's work is read. */
const GENERIC_WORKER = new Set(
  'team member crew staff associate employee worker partner shopper delivery driver courier job work'.split(' '),
);
/** Informal words for a worker ("it guy", "hvac guy", "lunch lady"), and what titles say instead, tried in order. */
const INFORMAL_WORKER = new Set(['guy', 'guys', 'gal', 'dude', 'lady']);
const WORKER_WORDS = ['man', 'technician', 'worker', 'person'];
/** An owner of a business runs it: "farm owner", "restaurant owner" are titled as its manager. */
const OWNER = new Set(['owner', 'proprietor']);

/**
 * A title ending with an informal word for the worker, said as titles say it: the first of WORKER_WORDS that makes a
 * title ("it guy": "IT technician", "maintenance guy": "maintenance man"), else without the word.
 */
function formalWorker(index: TitleIndex, tokens: string[]): string[] {
  if (tokens.length < 2) return tokens;
  const before = tokens.slice(0, -1);
  // A "(small) business owner", "company owner" names no line of work, only that one runs the business: its general
  // manager ("company" alone is a dance company's, "Owner" alone a urologist's title in O*NET's reported titles)
  if (OWNER.has(tokens.at(-1)!) && before.every((t) => NOT_ALONE.has(t) || t === 'small' || t === 'own'))
    return ['general', 'manager'];
  // Not a "business owner" (O*NET's "Business Manager" is an artists' agent).
  if (
    OWNER.has(tokens.at(-1)!) &&
    !NOT_ALONE.has(before.at(-1)!) &&
    !index.exact.has(tokens.map(titleStem).join(' '))
  ) {
    const manager = [...before, 'manager'];
    return index.exact.has(manager.map(titleStem).join(' ')) ? manager : tokens;
  }
  if (!INFORMAL_WORKER.has(tokens.at(-1)!)) return tokens;
  for (const word of WORKER_WORDS) {
    const candidate = [...before, word];
    if (index.exact.has(candidate.map(titleStem).join(' '))) return candidate;
  }
  return before;
}

/**
 * Head nouns that titles use for the same worker: a "call center agent" or "operator" is a call center
 * representative as much as the telemarketer and receptionist O*NET's one source each gives it; "customer care
 * agent" has no title of its own. Joined only where the title as typed is missing or rests on single sources
 * (weight 1), so that an "insurance agent" or "travel agent" keeps its own reading.
 */
const HEAD_SYNONYMS: Record<string, string> = Object.fromEntries(
  ['agent', 'operator'].map((head) => [titleStem(head), titleStem('representative')]),
);

/** The codes of a title with those of its head's synonym added, where the title's own support is weak. */
function withHeadSynonym(
  index: TitleIndex,
  stems: string[],
  codes: Map<string, number> | undefined,
): Map<string, number> | undefined {
  if (stems.length < 2 || (codes && Math.max(...codes.values()) > 1)) return codes;
  const synonym = HEAD_SYNONYMS[stems.at(-1)!];
  const other = synonym ? index.exact.get([...stems.slice(0, -1), synonym].join(' ')) : undefined;
  if (!other) return codes;
  const merged = new Map(codes ?? []);
  for (const [code, weight] of other) merged.set(code, (merged.get(code) ?? 0) + weight);
  return merged;
}

/** A shift's manager, supervisor or lead: the first-line supervisor of the work done on the shift. */
const SHIFT_LEAD = /\bshift\s+(manager|mgr|supervisor|supv|lead|leader)\b/i;

/**
 * The first-line supervisor of the work a title names ("fast food worker"): of the SOC major group's "First-Line
 * Supervisors of ..." occupations, the one whose own title shares most words with the worker's (food, worker).
 */
function supervisorOfWork(index: TitleIndex, work: string): string | null {
  const worker = readJobTitle(index, work)?.candidates[0]?.code;
  if (!worker) return null;
  const words = index.ownTitleStems.get(worker) ?? new Set<string>();
  let best: { code: string; shared: number } | null = null;
  for (const [code, title] of index.ownTitles) {
    if (code.slice(0, 2) !== worker.slice(0, 2) || !title.startsWith(' first line supervisors ')) continue;
    const shared = [...(index.ownTitleStems.get(code) ?? [])].filter((w) => words.has(w)).length;
    if (!best || shared > best.shared) best = { code, shared };
  }
  return best?.code ?? null;
}

/** Words of a job title's surroundings that say nothing about which occupation it is. */
const CONTEXT_NOISE = new Set(['with', 'from', 'that', 'this', 'work', 'job']);

/** The longest opening run of tokens that names a field titles are named after ("landscaping" of "Landscaping Worker"). */
function longestModifier(index: TitleIndex, stems: string[]): SpanMatch | null {
  // Only a field the title starts with ("Landscaping crew", "Warehouse"): "working outside" is no job.
  for (let length = stems.length; length >= 1; length--) {
    const key = stems.slice(0, length).join(' ');
    const codes = index.modifiers.get(key);
    if (codes && !(length === 1 && NOT_ALONE.has(key))) return { key, codes, start: 0, length };
  }
  return null;
}

/** The longest run of tokens that is a whole title, preferring one that ends with the last token (the job's head). */
function longestContained(index: TitleIndex, stems: string[], words?: string[]): SpanMatch | null {
  for (let length = stems.length; length >= 1; length--) {
    let found: SpanMatch | null = null;
    for (let start = stems.length - length; start >= 0; start--) {
      const key = stems.slice(start, start + length).join(' ');
      const codes = index.exact.get(key);
      if (!codes) continue;
      // A lone word counts only as the job's last word ("journeyman electrician"), not a modifier ("outside").
      if (length === 1 && start !== stems.length - 1) continue;
      if (length === 1 && words && !index.singleTitles.has(words[start].replace(/s$/, ''))) continue;
      found = { key, codes, start, length };
      break;
    }
    if (found) return found;
  }
  return null;
}

/**
 * Of the occupations a title names, those whose own O*NET title carries more of the person's words come first: a
 * "project manager" is a Project Management Specialist before an Architectural and Engineering Manager (who reports
 * the title most), an "automotive technician" an Automotive Service Technician before an electronics installer, a
 * "teller" a Teller before a cashier (its own title word for word), an "assistant professor of chemistry" a
 * chemistry teacher. Each word fewer than the best counts OWN_TITLE_WORD_FACTOR times.
 */
const OWN_TITLE_WORD_FACTOR = 0.25;
/**
 * The order of readings weighted alike ("CNA": nursing assistants and home health aides; "realtor": agents and
 * brokers; "mechanic": six kinds): all of O*NET's sources for the title counted in full (x1 to x1.1), then how many
 * people hold each occupation (BLS employment, square root of its share of the most: x1 to x1.1). Only the order:
 * the first reading is the occupation the next steps start from (action-steps.ts).
 */
const SOURCES_TIE = 0.1;
const EMPLOYMENT_TIE = 0.1;
/**
 * Beyond the ties: how likely a person typing the title holds each occupation, O*NET's sources for the title (its
 * evidence) times how many people hold the occupation (BLS employment, the prior), each as a share of the most and
 * softened by these powers. "framer": carpenters (959,000 people, 2 sources) before woodworking machine operators
 * (63,100, 3); "sanitation worker": refuse collectors before cleaning-equipment operators. Only the order.
 */
const SOURCES_POWER = 0.5;
const EMPLOYMENT_POWER = 0.35;
/** The employment share below which an occupation counts as this small (few occupations have no BLS figure). */
const MIN_EMPLOYMENT_SHARE = 0.01;

function ownTitleWords(index: TitleIndex, key: string, context: Set<string>, codes: string[]): Map<string, number> {
  const words = new Set([...key.split(' '), ...context]);
  return new Map(
    codes.map((code) => {
      const own = index.ownTitleStems.get(code) ?? new Set<string>();
      const head = key.split(' ').at(-1)!;
      const ownKey = index.ownTitleKeys.get(key) === code || index.leadTitleKeys.get(head)?.has(code);
      const count = [...words].filter((w) => own.has(w)).length + (ownKey ? 1 : 0);
      return [code, count];
    }),
  );
}

/**
 * Reads a job title as typed ("Sr. software engineer", "RN, med-surg", "Truck driver / warehouse", "electrision"):
 * the whole title, else without level words, else the longest O*NET title inside it, else with misspelt words
 * corrected. Several occupations share a title ("Lab technician"): the rest of the person's words ("QC chemistry")
 * tell them apart where they can. Null when nothing is recognised.
 */
export function readJobTitle(index: TitleIndex, text: string): JobTitleReading | null {
  if (NO_JOB.some((pattern) => pattern.test(text))) return null;
  const saidAsTyped = text.replace(WORK_VERB, '');
  // Working at or in a place and no more ("works at a daycare"): the place's worker, where titles name one ("Daycare
  // Worker"), before the place's field (its directors too); a place that is a title itself stays one ("Warehouser").
  const placeWorker = `${saidAsTyped.trim()} worker`;
  const atPlace =
    saidAsTyped !== text &&
    /\b(at|in)\s+(an?\s+|the\s+)?$/i.test(text.slice(0, text.length - saidAsTyped.length)) &&
    titleTokens(saidAsTyped).length <= 2 &&
    !index.exact.has(titleKey(saidAsTyped)) &&
    index.exact.has(titleKey(placeWorker));
  const said = atPlace ? placeWorker : saidAsTyped;
  // What one does ("doing nails", "did hair") is a field of work before it is a one-word title ("Nailer"); an
  // activity ("I do landscaping") is its doer's.
  const doing =
    said !== text &&
    /\b(do|did|does|doing)\s/i.test(text.slice(0, text.length - said.length + 1)) &&
    !/^\S+ing\b/i.test(said);
  // A sentence about oneself ("I like helping people") is no job title.
  if (SENTENCE.test(said)) return null;
  // An employer typed with the title says what kind of place it is; typed with no more than "driver", "team
  // member" or nothing at all, it says the work.
  const employers = EMPLOYERS.filter((e) => e.name.test(said));
  let withoutEmployer = said;
  for (const e of employers)
    withoutEmployer = withoutEmployer.replace(new RegExp(`(\\b(at|for|with|in)\\s+)?${e.name.source}`, 'gi'), ' ');
  // A shift's manager or lead at a named employer supervises the employer's own work ("shift manager at
  // mcdonalds": the food preparation and serving workers' first-line supervisor, not a food service manager).
  const shiftLead = employers.length > 0 && !employers[0].app && SHIFT_LEAD.test(said);
  const supervisor = shiftLead ? supervisorOfWork(index, employers[0].work) : null;
  if (supervisor)
    return { text, matched: employers[0].work, how: 'contained', candidates: [{ code: supervisor, share: 1 }] };
  const rest = titleTokens(withoutEmployer.replace(/\([^)]*\)/g, ' ')).filter((t) => !STOP.has(t));
  const onlyEmployer = employers.length > 0 && rest.every((t) => GENERIC_WORKER.has(t));
  const cleaned = (onlyEmployer ? employers.map((e) => e.work).join(' / ') : withoutEmployer)
    .replace(/\s+(at|for|with|in)\s+.*$/i, '')
    // Where one works said with "on" ("farmhand on a cattle ranch", "deckhand on the boats").
    .replace(/\s+on\s+(a|an|the|my|our)\s+.*$/i, '')
    .replace(/\([^)]*\)/g, ' ')
    .trim();
  // Words beyond the titles read ("QC chemistry", "at a nursing home") help tell apart occupations sharing a title.
  const placeWords = [
    ...employers.flatMap((e) => e.place.split(' ')),
    ...titleTokens(withoutEmployer).flatMap((t) => SETTING_WORDS[t] ?? []),
  ];
  const context = new Set(
    [...titleTokens(withoutEmployer), ...placeWords]
      .map(titleStem)
      .filter((s) => s.length >= 4 && !CONTEXT_NOISE.has(s)),
  );
  // For the own-title words, short words count too ("QC" is Quality Control's initials), but not the little ones.
  const ownContext = new Set(
    [...titleTokens(withoutEmployer), ...placeWords]
      .filter((t) => t.length >= 2 && !STOP.has(t) && !CONTEXT_NOISE.has(t))
      .map(titleStem),
  );
  const ownKeys = new Set<string>();
  const parts = cleaned.split(/\s*(?:,|;|\/|\+|&|\band\b|\s-\s)\s*/i).filter((p) => /[a-z]/i.test(p));
  const weights = new Map<string, number>();
  /** The weights with the tie-breaks (SOURCES_TIE, EMPLOYMENT_TIE), which decide the order only. */
  const ordering = new Map<string, number>();
  let matched: { key: string; how: JobTitleReading['how'] } | null = null;

  parts.forEach((part, partIndex) => {
    const tokens = formalWorker(index, titleTokens(part));
    const attempt = (list: string[]): SpanMatch | null => {
      const stems = list.map(titleStem);
      const whole = withHeadSynonym(index, stems, index.exact.get(stems.join(' ')));
      if (whole) return { key: stems.join(' '), codes: whole, start: 0, length: stems.length };
      const withoutLevel = stems.filter((_, i) => !LEVEL_WORDS.has(list[i]));
      const trimmed = withHeadSynonym(index, withoutLevel, index.exact.get(withoutLevel.join(' ')));
      if (trimmed && withoutLevel.length) return { key: withoutLevel.join(' '), codes: trimmed, start: 0, length: 0 };
      return longestContained(
        index,
        withoutLevel,
        list.filter((t) => !LEVEL_WORDS.has(t)),
      );
    };
    let how: JobTitleReading['how'] = 'exact';
    // A title is a few words; in a sentence ("I like helping people") only a whole title counts.
    const short = tokens.length <= 5;
    const field = () => longestModifier(index, tokens.map(titleStem));
    // A misspelt word is corrected before a field is read from the rest ("forklift opperator" is an operator).
    let found = short ? (doing ? (field() ?? attempt(tokens)) : attempt(tokens)) : null;
    if (found && found.length !== tokens.length) how = 'contained';
    if (!found) {
      const fixed = tokens.map((t) => (index.exact.has(titleStem(t)) || !correct(index, t) ? t : correct(index, t)!));
      if (fixed.some((t, i) => t !== tokens[i])) {
        found = attempt(fixed);
        how = 'corrected';
      }
    }
    if (!found && short && !doing) {
      found = field();
      how = found && found.length !== tokens.length ? 'contained' : 'exact';
    }
    if (!found) return;
    for (const s of found.key.split(' ')) ownKeys.add(s);
    // Later parts ("... / warehouse") count less than the first.
    const partWeight = partIndex === 0 ? 1 : 0.6;
    const top = Math.max(...found.codes.values());
    const sourcesOf = index.sources.get(found.key);
    // The sources and employment order the readings of one title; a field read from the title's first words
    // ("postal worker": the titles named "Postal ...") gathers several titles, whose occupations are no alternative
    // readings of one (office supervisors, 1.5 million people, would come before the postal clerks).
    const oneTitle = index.exact.has(found.key);
    const mostSources = Math.max(...[...found.codes].map(([code, w]) => sourcesOf?.get(code) ?? w));
    const mostEmployed = Math.max(1, ...[...found.codes.keys()].map((code) => index.employment.get(code) ?? 0));
    const codes = found.codes;
    const own = ownTitleWords(index, found.key, ownContext, [...codes.keys()]);
    const mostOwn = Math.max(...own.values());
    for (const [code, weight] of codes) {
      // The rest of the person's words that the occupation's own titles carry.
      const shared = [...context].filter(
        (s) => !found.key.split(' ').includes(s) && !ownKeys.has(s) && index.occupationStems.get(code)?.has(s),
      ).length;
      const ownFactor = OWN_TITLE_WORD_FACTOR ** (mostOwn - own.get(code)!);
      const w = partWeight * (weight / top) * (1 + shared) * ownFactor;
      // Which comes first among readings weighted alike: all of O*NET's sources for the title counted in full,
      // then how many people hold each (BLS). The shares stay the readings' weights.
      const order =
        w *
        (1 + SOURCES_TIE * ((sourcesOf?.get(code) ?? weight) / mostSources)) *
        (1 + EMPLOYMENT_TIE * Math.sqrt((index.employment.get(code) ?? 0) / mostEmployed)) *
        (oneTitle
          ? ((sourcesOf?.get(code) ?? weight) / mostSources) ** SOURCES_POWER *
            Math.max(MIN_EMPLOYMENT_SHARE, (index.employment.get(code) ?? 0) / mostEmployed) ** EMPLOYMENT_POWER
          : 1);
      if (order > (ordering.get(code) ?? 0)) {
        ordering.set(code, order);
        weights.set(code, w);
      }
    }
    if (!matched) matched = { key: found.key, how };
  });
  if (!matched || weights.size === 0) return null;
  const best = Math.max(...weights.values());
  const kept = [...weights]
    .filter(([, w]) => w >= 0.5 * best)
    .sort((a, b) => ordering.get(b[0])! - ordering.get(a[0])! || a[0].localeCompare(b[0]));
  const total = kept.reduce((s, [, w]) => s + w, 0);
  const { key, how } = matched as { key: string; how: JobTitleReading['how'] };
  return {
    text,
    matched: index.display.get(key) ?? key,
    how,
    candidates: kept.slice(0, 8).map(([code, w]) => ({ code, share: w / total })),
  };
}

/** `past`: said of the work one has done ("Twelve years in small-animal practice"), neither wanted nor left. */
type Token = { raw: string; lower: string; token: string; away: boolean; past: boolean };

/** A clause that counts years of work ("twelve years on an assembly line", "10 yrs") speaks of the past ... */
const DURATION =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|several|many)\s*(years?|yrs?)\b/i;
/** ... until a word of wish or direction ("and I want out", "I'd like", "maybe", "into"). */
const WISH = new Set([
  'want',
  'wants',
  'wanted',
  'wanna',
  'would',
  "i'd",
  'like',
  'love',
  'hope',
  'hoping',
  'plan',
  'planning',
  'become',
  'becoming',
  'into',
  'toward',
  'towards',
  'maybe',
  'next',
  'prefer',
  'interested',
  'thinking',
  'considering',
  'looking',
]);

/** Words that start work to leave or avoid, alone or after the word before ("change from", "out of", "done with"). */
const AWAY_ALONE = new Set([
  'leave',
  'leaving',
  'left',
  'quit',
  'quitting',
  'escape',
  'hate',
  'avoid',
  'not',
  'never',
  'instead',
  'rather',
  "don't",
  'dont',
  "won't",
  'anymore',
]);
const AWAY_AFTER: Record<string, Set<string>> = {
  from: new Set([
    'change',
    'move',
    'moving',
    'switch',
    'switching',
    'transition',
    'transitioning',
    'away',
    'escape',
    'get',
    'getting',
    'break',
  ]),
  of: new Set(['out', 'tired', 'sick']),
  with: new Set(['done', 'finished', 'fed']),
  longer: new Set(['no']),
  more: new Set(['no']),
  out: new Set(['burned', 'burnt']),
};
/** Words that turn back toward what the person wants. "to" and "for" only end a "from" or "leave": "leave X for Y". */
const TOWARD = new Set(['but', 'maybe', 'like', 'such', 'become', 'becoming', 'into', 'toward', 'towards', 'prefer']);
const TOWARD_AFTER_LEAVING = new Set(['to', 'for']);

/** Words before a lone career word that show it is named as a career: "a nurse", "or chemist", "like dispatching". */
const BEFORE_A_CAREER = new Set([
  'a',
  'an',
  'the',
  'as',
  'be',
  'become',
  'becoming',
  'or',
  'and',
  'in',
  'into',
  'like',
  'maybe',
  'about',
  'toward',
  'towards',
  'of',
  'more',
  'some',
  'do',
  'doing',
  'try',
  'learn',
  'learning',
  'study',
  'studying',
  'pursue',
  'perhaps',
  'possibly',
  'from',
  'at',
  'for',
]);
/** Words after it that end a noun phrase ("dispatching or", "mediation."): not "running the dock" or "grow into". */
const AFTER_A_CAREER = new Set([
  'or',
  'and',
  'but',
  'then',
  'first',
  'later',
  'someday',
  'maybe',
  'role',
  'roles',
  'position',
  'positions',
  'job',
  'jobs',
  'career',
  'work',
  'apprenticeship',
  'license',
  'licence',
  'degree',
  'program',
  'school',
  // Where or how the work is done: "bookkeeping from home", "nursing in a clinic".
  'from',
  'at',
  'in',
  'with',
  'for',
]);
const FIELD_OF = new Set(['degree', 'background', 'major', 'studies', 'diploma', 'training', 'experience']);
const STOP = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'and',
  'or',
  'my',
  'your',
  'our',
  'their',
]);

/**
 * Careers a person names in free text, matched as whole phrases: a full job title ("electrician", "critical care
 * nurse", "UX/UI designer") or a field that titles are named after ("critical care", "instructional design",
 * "dispatching"); never a bare head word that many titles share ("engineer", "teacher" name too many occupations to
 * count). A lone word counts only where it stands as a career ("become a nurse", "like dispatching or", "mediation."),
 * not as a verb ("grow into", "move up", "lead a crew"). Phrases after "change from", "leave", "not", "done with",
 * "out of" ... are work to leave, until "but", "maybe", "like", "into" (or "to"/"for" after a "from" or "leave").
 */
export function findNamedCareers(index: TitleIndex, text: string): NamedCareer[] {
  const out: NamedCareer[] = [];
  // A ride or delivery app named as work is that work ("drive for uber or lyft": taxi driving).
  let said = text;
  for (const e of EMPLOYERS.filter((employer) => employer.app))
    said = said.replace(new RegExp(e.name.source, 'gi'), e.work);
  for (const clause of said.split(/[.!?;\n]+/)) {
    const words = clause.match(/[A-Za-z0-9+#'/]+|[,:]/g) ?? [];
    const tokens: Token[] = [];
    let away = false;
    let leaving = false;
    let past = DURATION.test(clause);
    let previous = '';
    for (const word of words) {
      const lower = word.toLowerCase().replace(/'s$/, '');
      if (WISH.has(lower)) past = false;
      if (AWAY_ALONE.has(lower) || AWAY_AFTER[lower]?.has(previous)) {
        away = true;
        leaving = ['from', 'leave', 'leaving', 'quit', 'quitting', 'escape', 'of', 'with'].includes(lower);
      } else if (TOWARD.has(lower) || (leaving && TOWARD_AFTER_LEAVING.has(lower))) {
        away = false;
        leaving = false;
      }
      previous = lower;
      if ((lower === ',' || lower === ':') && away && leaving) {
        // "out of wrenching, something with my head": a comma after leaving turns to what comes instead.
        away = false;
        leaving = false;
      }
      if (lower === ',' || lower === ':') {
        tokens.push({ raw: word, lower, token: '', away, past });
        continue;
      }
      for (const token of titleTokens(word.replace(/\//g, ' / '))) tokens.push({ raw: word, lower, token, away, past });
    }
    // "the IT guy", "an HVAC guy": the worker as titles say it.
    tokens.forEach((t, i) => {
      if (!INFORMAL_WORKER.has(t.token)) return;
      for (const n of [2, 1]) {
        const before = tokens.slice(Math.max(0, i - n), i).map((b) => b.token);
        if (before.length < n || before.some((b) => !b)) continue;
        const formal = formalWorker(index, [...before, t.token]);
        if (formal.length === n + 1) {
          t.token = formal.at(-1)!;
          return;
        }
      }
    });
    for (const reading of expandSlashes(tokens)) matchSpans(index, reading, out);
  }
  // One entry per phrase and polarity.
  const merged = new Map<string, NamedCareer>();
  for (const named of out) {
    const key = `${named.positive}:${named.phrase.toLowerCase()}`;
    const prior = merged.get(key);
    if (prior) prior.codes = [...new Set([...prior.codes, ...named.codes])];
    else merged.set(key, { ...named });
  }
  return [...merged.values()];
}

function expandSlashes(tokens: Token[]): Token[][] {
  const slash = tokens.findIndex((t, i) => t.raw.includes('/') && tokens[i + 1]?.raw === t.raw);
  if (slash < 0) return [tokens];
  // "ux/ui" arrives as two tokens of one raw word: keep one of them at a time.
  const without = (skip: number) => tokens.filter((_, i) => i !== skip);
  return [...expandSlashes(without(slash + 1)), ...expandSlashes(without(slash))];
}

/** A lone word stands as a career where the words around it say so (see BEFORE_A_CAREER, AFTER_A_CAREER). */
function standsAsCareer(tokens: Token[], i: number): boolean {
  const before = i === 0 ? '' : tokens[i - 1].lower;
  const after = i + 1 >= tokens.length ? '' : tokens[i + 1].lower;
  // A field studied or worked in: "my biology degree", "my nursing background".
  if (FIELD_OF.has(after) && (before === 'my' || before === 'a' || before === 'in')) return true;
  // A credential of one's own is a career: "get my CDL", "finish my CNA".
  const credential = before === 'my' && ACRONYM.test(tokens[i].raw.replace(/s$/, ''));
  const beforeOk = before === '' || before === ',' || before === ':' || BEFORE_A_CAREER.has(before) || credential;
  const afterOk = after === '' || after === ',' || after === ':' || AFTER_A_CAREER.has(after);
  return beforeOk && afterOk;
}

/**
 * The stem of a word as a career: an activity named by its practitioner plus -ing ("barbering", "brokering") is the
 * practitioner's, which a single stemming step does not reach ("barber" -> "barb", "barbering" -> "barber").
 */
function careerStem(index: TitleIndex, token: string): string {
  const base = token.endsWith('ing') ? token.slice(0, -3) : '';
  return base.length >= 4 && index.singleTitles.has(base) ? titleStem(base) : titleStem(token);
}

/**
 * The occupations a phrase of several words names: those whose own O*NET title has it word for word ("project
 * management" of Project Management Specialists) before those that meet it only through stems or other sources'
 * titles ("Project Manager", reported most for architectural and engineering managers). Never a teacher's title
 * unless the person says "teach" (TEACHING).
 */
function ownTitleCodes(index: TitleIndex, span: Token[], primaryCodes: string[], codes: string[]): string[] {
  if (span.length < 2) return primaryCodes;
  // The occupation whose own title it is ("occupational therapy": Occupational Therapists, not their assistants).
  const ownKey = index.ownTitleKeys.get(span.map((t) => titleStem(t.token)).join(' '));
  if (ownKey && codes.includes(ownKey)) return [ownKey];
  const phrase = ` ${span.map((t) => t.token).join(' ')} `;
  const teaching = span.some((t) => TEACHING.has(titleStem(t.token)));
  const own = codes.filter((code) => {
    const title = index.ownTitles.get(code) ?? '';
    return title.includes(phrase) && (teaching || !title.split(' ').some((w) => TEACHING.has(titleStem(w))));
  });
  return own.length ? own : primaryCodes;
}

/**
 * An occupation is named after a field when its own O*NET title has the word (or its agent: "mediation" /
 * Mediators, whose stems differ by "at") or several of its titles start with it.
 */
const FIELD_TITLES_MIN = 2;
function namedAfter(index: TitleIndex, field: string, code: string): boolean {
  const own = [...(index.ownTitleStems.get(code) ?? [])];
  return (
    own.some((stem) => stem === field || stem === `${field}at`) ||
    (index.modifierTitles.get(field)?.get(code) ?? 0) >= FIELD_TITLES_MIN
  );
}

function matchSpans(index: TitleIndex, tokens: Token[], out: NamedCareer[]): void {
  const stems = tokens.map((t) => (t.token ? careerStem(index, t.token) : ''));
  let i = 0;
  while (i < tokens.length) {
    let advanced = 0;
    for (let length = Math.min(index.maxTokens, tokens.length - i); length >= 1 && !advanced; length--) {
      const span = tokens.slice(i, i + length);
      if (span.some((t) => !t.token)) continue;
      if (STOP.has(span[0].token) || STOP.has(span[length - 1].token)) continue;
      const key = stems.slice(i, i + length).join(' ');
      const exactCodes = index.exact.get(key);
      const modifierCodes = exactCodes ? undefined : index.modifiers.get(key);
      const codes = exactCodes ?? modifierCodes;
      if (!codes) continue;
      const away = span.some((t) => t.away);
      if (!away && span.some((t) => t.past)) continue;
      if (length === 1) {
        const word = span[0];
        if (NOT_ALONE.has(word.token)) continue;
        const acronym = ACRONYM.test(word.raw.replace(/s$/, ''));
        if (word.token.length < 4 && !acronym) continue;
        // A verb is not a career ("grow into", "lead a crew"); nor is a field word inside a longer noun ("PE license").
        if (!away && !standsAsCareer(tokens, i)) continue;
        // A lone word names a career as the job's own name ("electrician", "banker") or as its activity
        // ("dispatching", "mediation", "nursing"); a thing the job deals with does not ("bank", "estimate"), nor,
        // as work to leave, an ordinary word ("stay", "help", "register").
        if (
          exactCodes &&
          !acronym &&
          !index.singleTitles.has(word.lower.replace(/s$/, '')) &&
          !ACTIVITY.test(word.lower)
        )
          continue;
        // A head word that ends the titles of many occupations names none of them ("engineer", "analyst").
        if (!away && (index.headCodes.get(stems[i])?.size ?? 0) > MAX_HEAD_WORD_CODES) continue;
        // A lone field word ("compliance", "cybersecurity") must be specific: a short one is too common; an acronym
        // only where it names one or two occupations ("HVAC", not "IT").
        if (modifierCodes && !acronym && word.token.length < 7) continue;
        if (!away && modifierCodes && acronym && primary(modifierCodes).length > MAX_ACRONYM_FIELD_CODES) continue;
      }
      const candidates = new Map([...(index.modifiers.get(key) ?? []), ...(exactCodes ?? [])]);
      let chosen = away ? [...codes.keys()] : ownTitleCodes(index, span, primary(codes), [...candidates.keys()]);
      const limit = away ? MAX_AVOIDED_CODES : exactCodes ? MAX_NAMED_CODES : MAX_NAMED_MODIFIER_CODES;
      if (chosen.length > limit || (length === 1 && modifierCodes && chosen.length > 3)) continue;
      // A lone field word names the occupations named after it, not one whose single title uses it ("science" of
      // "Science Editor", "weddings" of "Wedding Photographer", "factories" of a credit analyst's title).
      if (length === 1 && modifierCodes && !ACRONYM.test(span[0].raw.replace(/s$/, '')))
        chosen = chosen.filter((code) => namedAfter(index, key, code));
      if (chosen.length === 0) continue;
      out.push({
        phrase: span
          .map((t) => t.raw)
          .join(' ')
          .replace(/\s+/g, ' '),
        codes: chosen,
        positive: !away,
      });
      advanced = length;
    }
    i += advanced || 1;
  }
}
