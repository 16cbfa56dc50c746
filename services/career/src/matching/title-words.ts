/**
 * Words of job titles, for reading what people type ("Sr. RN, med-surg", "UX/UI design", "dispatching") against the
 * titles O*NET records. Plain functions, shared by the title index and its tests.
 */

/** Abbreviations people write in titles, as O*NET writes them. */
const ABBREVIATIONS: Record<string, string[]> = {
  sr: ['senior'],
  acct: ['account'],
  accts: ['accounts'],
  jr: ['junior'],
  asst: ['assistant'],
  assoc: ['associate'],
  mgr: ['manager'],
  mngr: ['manager'],
  engr: ['engineer'],
  tech: ['technician'],
  techs: ['technician'],
  rep: ['representative'],
  reps: ['representative'],
  coord: ['coordinator'],
  dev: ['developer'],
  devs: ['developer'],
  exec: ['executive'],
  dir: ['director'],
  supv: ['supervisor'],
  spec: ['specialist'],
  svc: ['service'],
  svcs: ['services'],
  mfg: ['manufacturing'],
  ops: ['operations'],
  dept: ['department'],
  med: ['medical'],
  surg: ['surgical'],
  sys: ['systems'],
  hr: ['human', 'resources'],
  hs: ['high', 'school'],
  ac: ['air', 'conditioning'],
  sysadmin: ['systems', 'administrator'],
  // "forklift op", "machine op": an operator ("ops" stays operations).
  op: ['operator'],
};

/** Two-word spellings of one word, joined so that "cyber security" meets "cybersecurity". */
const COMPOUNDS: Array<[string, string, string]> = [
  ['cyber', 'security', 'cybersecurity'],
  ['health', 'care', 'healthcare'],
  ['child', 'care', 'childcare'],
  ['day', 'care', 'daycare'],
  ['web', 'site', 'website'],
  ['data', 'base', 'database'],
  ['book', 'keeper', 'bookkeeper'],
  ['book', 'keeping', 'bookkeeping'],
  ['e', 'commerce', 'ecommerce'],
  ['fire', 'fighter', 'firefighter'],
  ['front', 'end', 'frontend'],
  ['back', 'end', 'backend'],
  ['full', 'stack', 'fullstack'],
  // A farm's or ranch's hand: O*NET writes "Farm Hand", "Ranch Hand", people write one word too.
  ['farm', 'hand', 'farmhand'],
  ['ranch', 'hand', 'ranchhand'],
];

/**
 * The name of a field of work as the name of the person who does it, so that "financial analysis" meets "Financial
 * Analyst" and "physical therapy assistant" meets "Physical Therapist Assistant". Applied to titles and to what
 * people write alike.
 */
export const FIELD_TO_PERSON: Record<string, string> = {
  analysis: 'analyst',
  analyses: 'analyst',
  analytics: 'analyst',
  accounting: 'accountant',
  consulting: 'consultant',
  therapy: 'therapist',
  therapies: 'therapist',
  photography: 'photographer',
  psychology: 'psychologist',
  pharmacy: 'pharmacist',
  dentistry: 'dentist',
  chemistry: 'chemist',
  biology: 'biologist',
  economics: 'economist',
  statistics: 'statistician',
  surgery: 'surgeon',
  plumbing: 'plumber',
  carpentry: 'carpenter',
  counseling: 'counselor',
  counselling: 'counselor',
  journalism: 'journalist',
  architecture: 'architect',
  midwifery: 'midwife',
  nutrition: 'nutritionist',
  dietetics: 'dietitian',
  optometry: 'optometrist',
  veterinary: 'veterinarian',
  bookkeeping: 'bookkeeper',
  cosmetology: 'cosmetologist',
  hairdressing: 'hairdresser',
  paralegal: 'paralegal',
  nursing: 'nurse',
  engineering: 'engineer',
};

/**
 * Words that look like another title word's agent or activity form but are other words: stripping their ending would
 * make "production manager" a "product manager", "labor relations" a "lab" title, a "career counselor" a "care" one.
 * Found by grouping the title list's words by stem (each has 20+ titles on both sides); such a word is its own stem.
 */
const DISTINCT_WORDS = new Set([
  'production',
  'produce',
  'physician',
  'policy',
  'specialist',
  'officer',
  'career',
  'engine',
  'labor',
  'pastor',
  'customer',
  'customs',
  'securities',
  'party',
  'hospitalist',
  'criminalist',
  'generalist',
  'civilian',
]);

const SUFFIXES = [
  'ment',
  'ation',
  'ings',
  'ing',
  'ers',
  'er',
  'ors',
  'or',
  'ists',
  'ist',
  'ians',
  'ian',
  'ion',
  'y',
  'e',
];

/**
 * A stem for title words: British spelling to American, the field-to-person map, plurals, then one agent or activity
 * ending: designer/design, dispatcher/dispatching, editor/editing, mediator/mediation, manager/management meet.
 */
const stems = new Map<string, string>();

export function titleStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = computeStem(word);
    stems.set(word, stem);
  }
  return stem;
}

function computeStem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/our$/, 'or')
    .replace(/([^aeiou])tre(s?)$/, '$1ter$2')
    .replace(/ll(or|ors|ed|ing|er)$/, 'l$1')
    .replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
  if (DISTINCT_WORDS.has(w)) return w;
  const singular = /ies$/.test(w) ? `${w.slice(0, -3)}y` : /[^s]s$/.test(w) ? w.slice(0, -1) : w;
  if (DISTINCT_WORDS.has(singular)) return singular;
  if (Object.hasOwn(FIELD_TO_PERSON, w)) w = FIELD_TO_PERSON[w];
  if (w.length >= 4 && /ies$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.length >= 4 && /s$/.test(w) && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of SUFFIXES) {
    // A lone -e or -y goes only from a longer word: "care" stays, not "car".
    const keep = suffix.length === 1 ? 4 : 3;
    if (w.length - suffix.length >= keep && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lower-case word tokens of a title or a phrase, abbreviations expanded, compounds joined (unstemmed). */
export function titleTokens(text: string): string[] {
  const raw = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter((t) => t.length > 0)
    .flatMap((t) => (Object.hasOwn(ABBREVIATIONS, t) ? ABBREVIATIONS[t] : [t]));
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    // "tech support" is technical support, not a technician's.
    if (raw[i] === 'technician' && raw[i + 1] === 'support' && /\btech\b/i.test(text)) {
      out.push('technical');
      continue;
    }
    const compound = COMPOUNDS.find(([a, b]) => raw[i] === a && raw[i + 1] === b);
    if (compound) {
      out.push(compound[2]);
      i++;
    } else out.push(raw[i]);
  }
  return out;
}

/** The stemmed key of a title: "Registered Nurses" -> "regist nurs". */
export function titleKey(text: string): string {
  return titleTokens(text).map(titleStem).join(' ');
}

/**
 * The phrases a written title stands for: parentheses read as alternatives ("Registered Nurse (RN)" -> "Registered
 * Nurse", "RN"), slashes as alternatives of the words they join ("UX/UI Designer" -> "UX Designer", "UI Designer";
 * "Writer/Editor" -> "Writer", "Editor").
 */
export function titleVariants(title: string): string[] {
  const inside = [...title.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]);
  const outside = title.replace(/\([^)]*\)/g, ' ').trim();
  const out = new Set<string>();
  for (const part of [outside, ...inside]) {
    const slash = /(\S+)\s*\/\s*(\S+)/.exec(part);
    if (slash) {
      // "UX/UI Designer": each alternative with the rest of the phrase; "Writer/Editor": each alone too.
      out.add(part.replace(slash[0], slash[1]));
      out.add(part.replace(slash[0], slash[2]));
    } else out.add(part);
  }
  return [...out].map((p) => p.trim()).filter((p) => /[a-z0-9]/i.test(p));
}

/** Damerau-Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      best = Math.min(best, d[i][j]);
    }
    if (best > max) return max + 1;
  }
  return d[a.length][b.length];
}
