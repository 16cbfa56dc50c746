import { fold } from './location.js';

export type ExperienceLevel = 'entry_level' | 'mid_level' | 'senior_level' | 'executive';
export type EmploymentType = 'FULLTIME' | 'PARTTIME' | 'CONTRACT' | 'TEMPORARY' | 'INTERN';

/** Gender markers of German-speaking postings and their English counterparts: "(m/w/d)", "(all genders)". */
const GENDER_MARKERS =
  /\(?\b(?:[mwfdx](?:\s*\/\s*[mwfdx*]){1,3}|all genders?|alle geschlechter|gn|w\*m\*d|m\*w\*d)\b\)?\*?/gi;

/** A title without gender markers, brackets of extra words and location tails, for display and duplicate keys. */
export function cleanTitle(title: string): string {
  return title
    .replace(GENDER_MARKERS, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+[-–|]\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LEVEL_WORDS: [RegExp, ExperienceLevel][] = [
  [
    /\b(chief|cto|ceo|cfo|coo|vp|vice president|svp|evp|head of|director|managing director|geschaftsfuhrer|partner)\b/,
    'executive',
  ],
  [/\b(senior|sr|lead|principal|staff|expert|architect|iii|iv)\b/, 'senior_level'],
  [
    /\b(junior|jr|entry level|entry|graduate|trainee|apprentice|intern|internship|praktikum|praktikant|werkstudent|associate|assistant|ausbildung|i)\b/,
    'entry_level',
  ],
  [/\b(mid level|mid|intermediate|ii|experienced|berufserfahren)\b/, 'mid_level'],
];

/**
 * The experience level a listing asks for: the title's words, else the board's own level, else
 * the years its text asks for (0-2 entry, 3-5 mid, 6+ senior, as DECISIONS.md counts them); null when nothing says.
 */
export function inferExperienceLevel(title: string, text = '', boardLevel?: string | null): ExperienceLevel | null {
  // The title's own words are the most specific ("Senior Sales Manager" on a board that says "experienced").
  const words = fold(title);
  for (const [pattern, level] of LEVEL_WORDS) if (level !== 'mid_level' && pattern.test(words)) return level;
  const board = boardLevel ? fold(boardLevel) : '';
  if (board) {
    if (/management|executive|director/.test(board)) return 'executive';
    if (/senior/.test(board)) return 'senior_level';
    if (/entry|intern|junior/.test(board)) return 'entry_level';
    if (/mid|experienced|professional/.test(board)) return 'mid_level';
  }
  if (LEVEL_WORDS.find(([, level]) => level === 'mid_level')![0].test(words)) return 'mid_level';
  const years = /(\d{1,2})\s*\+?\s*(?:-|to|–)?\s*(?:\d{1,2}\s*)?(?:years?|yrs?|jahre)/i.exec(text);
  if (years) {
    const n = Number(years[1]);
    if (n <= 2) return 'entry_level';
    if (n <= 5) return 'mid_level';
    if (n <= 15) return 'senior_level';
  }
  return null;
}

/** Board employment words ("full_time", "Full-time", "CONTRACTOR", "Vollzeit", "Permanent") -> the spec's values. */
export function normaliseEmploymentType(...values: (string | null | undefined)[]): EmploymentType | null {
  for (const value of values) {
    const v = fold(value ?? '');
    if (!v) continue;
    if (/intern|praktik|werkstudent|trainee/.test(v)) return 'INTERN';
    if (/part|teilzeit|minijob/.test(v)) return 'PARTTIME';
    if (/temp|seasonal|befristet|not to exceed/.test(v)) return 'TEMPORARY';
    if (/contract|freelance|freiberuf|consult/.test(v)) return 'CONTRACT';
    if (/full|vollzeit|permanent|career|festanstellung|professional|experienced|regular/.test(v)) return 'FULLTIME';
  }
  return null;
}

const GERMAN = /\b(und|der|die|das|wir|sie|für|mit|bei|ihre|unsere|eine|einen|sowie|auf|kenntnisse|erfahrung)\b/gi;

/** 'de' when the text reads as German (Arbeitnow and Adzuna Germany), else 'en': picks the search stemmer. */
export function detectLanguage(text: string): 'de' | 'en' {
  const sample = text.slice(0, 3000);
  const german = sample.match(GERMAN)?.length ?? 0;
  const words = sample.split(/\s+/).length;
  return german >= 5 && german / Math.max(words, 1) > 0.04 ? 'de' : 'en';
}
