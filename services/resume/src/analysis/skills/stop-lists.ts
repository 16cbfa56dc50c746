// Words that sit in skills lists without being skills: category labels, proficiency words, spoken languages.

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+# ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words that name a group of skills rather than a skill ("Languages", "Tools", "Other"). */
const CATEGORY_WORDS = new Set(
  [
    'skills',
    'skill',
    'skill set',
    'skillset',
    'technical',
    'technical skills',
    'soft skills',
    'hard skills',
    'core skills',
    'key skills',
    'other skills',
    'additional skills',
    'professional skills',
    'interpersonal skills',
    'transferable skills',
    'competencies',
    'core competencies',
    'key competencies',
    'expertise',
    'areas of expertise',
    'tools',
    'tool',
    'tools and technologies',
    'technologies',
    'technology',
    'tech',
    'tech stack',
    'stack',
    'software',
    'software and tools',
    'systems',
    'platforms',
    'platform',
    'applications',
    'programs',
    'equipment',
    'languages',
    'language',
    'programming',
    'programming languages',
    'frameworks',
    'frameworks and libraries',
    'libraries',
    'databases',
    'data',
    'cloud',
    'infrastructure',
    'devops',
    'testing',
    'methods',
    'methodologies',
    'practices',
    'processes',
    'concepts',
    'other',
    'others',
    'misc',
    'miscellaneous',
    'general',
    'core',
    'skills and tools',
    'tools and software',
    'certifications',
    'licenses',
    'credentials',
  ].map(norm),
);

/** Header cells of tables of skills or certifications ("Area | Skills", "Certification | Issuer | Year"). */
const HEADER_WORDS = new Set(
  [
    'area',
    'areas',
    'category',
    'categories',
    'skill',
    'skills',
    'skill area',
    'tools',
    'tools and skills',
    'technology',
    'technologies',
    'level',
    'proficiency',
    'years',
    'experience',
    'certification',
    'certifications',
    'certificate',
    'license',
    'licenses',
    'issuer',
    'issued by',
    'issuing body',
    'organization',
    'authority',
    'year',
    'date',
    'dates',
    'expires',
    'expiration',
    'name',
    'details',
    'description',
  ].map(norm),
);

const PROFICIENCY = [
  'expert',
  'advanced',
  'intermediate',
  'proficient',
  'basic',
  'beginner',
  'novice',
  'familiar',
  'fluent',
  'native',
  'conversational',
  'working knowledge',
  'professional working proficiency',
  'full professional proficiency',
  'limited working proficiency',
  'elementary proficiency',
  'elementary',
  'bilingual',
  'strong',
  'excellent',
  'good',
  'in progress',
  'inactive',
  'active',
  'current',
  'expired',
  'pending',
];

const SPOKEN_LANGUAGES = new Set(
  [
    'english',
    'spanish',
    'french',
    'german',
    'italian',
    'portuguese',
    'dutch',
    'swedish',
    'norwegian',
    'danish',
    'finnish',
    'icelandic',
    'polish',
    'czech',
    'slovak',
    'hungarian',
    'romanian',
    'bulgarian',
    'serbian',
    'croatian',
    'bosnian',
    'slovenian',
    'albanian',
    'greek',
    'turkish',
    'russian',
    'ukrainian',
    'belarusian',
    'lithuanian',
    'latvian',
    'estonian',
    'armenian',
    'georgian',
    'azerbaijani',
    'kazakh',
    'uzbek',
    'arabic',
    'hebrew',
    'persian',
    'farsi',
    'dari',
    'pashto',
    'kurdish',
    'urdu',
    'hindi',
    'bengali',
    'bangla',
    'punjabi',
    'gujarati',
    'marathi',
    'tamil',
    'telugu',
    'kannada',
    'malayalam',
    'nepali',
    'sinhala',
    'mandarin',
    'mandarin chinese',
    'chinese',
    'cantonese',
    'japanese',
    'korean',
    'vietnamese',
    'thai',
    'lao',
    'khmer',
    'burmese',
    'malay',
    'indonesian',
    'tagalog',
    'filipino',
    'swahili',
    'amharic',
    'somali',
    'yoruba',
    'igbo',
    'hausa',
    'zulu',
    'xhosa',
    'afrikaans',
    'haitian creole',
    'creole',
    'latin',
    'irish',
    'welsh',
    'basque',
    'catalan',
    'galician',
  ].map(norm),
);

/** Items that say nothing by themselves. */
const EMPTY_ITEMS = new Set(['etc', 'and more', 'more', 'various', 'others', 'other', 'including', 'and', 'n a', 'na']);

/** A label of a group of skills ('Technical Skills:', 'Design tools'), not a skill. */
export function isCategoryLabel(text: string): boolean {
  const n = norm(text.replace(/:$/, ''));
  return CATEGORY_WORDS.has(n) || /\b(?:skills|tools|competencies|technologies|software)$/.test(n);
}

/** An item that only names a kind of skill ('Tools', 'Other'): never reported. */
export function isGenericItem(text: string): boolean {
  return CATEGORY_WORDS.has(norm(text));
}

/** A header cell of a table of skills or certifications. */
export function isHeaderCell(text: string): boolean {
  return HEADER_WORDS.has(norm(text));
}

/** "Spanish", "Spanish (fluent)", "French – conversational": a spoken language, not a skill here. */
export function isSpokenLanguage(text: string): boolean {
  const n = norm(stripProficiency(text));
  return SPOKEN_LANGUAGES.has(n) || SPOKEN_LANGUAGES.has(n.replace(/\s+(?:language|speaker)$/, ''));
}

export function isProficiencyWord(text: string): boolean {
  const n = norm(text);
  return PROFICIENCY.includes(n) || /^(?:\d+\+?\s*(?:years?|yrs?)|level \d)$/.test(n);
}

export function isEmptyItem(text: string): boolean {
  return EMPTY_ITEMS.has(norm(text));
}

/**
 * The item without the proficiency people add to it: "(advanced)", "– Expert", "Proficient in ...", "5+ years".
 */
export function stripProficiency(text: string): string {
  let t = text.trim();
  t = t.replace(/^(?:proficient|skilled|experienced|expert|fluent|certified)\s+(?:in|with|at)\s+/i, '');
  t = t.replace(/^(?:familiar(?:ity)?|experience|knowledge|working knowledge|expertise)\s+(?:with|of|in)\s+/i, '');
  // "(advanced)", "(5 years)", "(in progress)" at the end
  t = t.replace(/\s*\(([^)]*)\)\s*$/, (m, inner: string) => (isProficiencyWord(inner) ? '' : m));
  // "Java – Expert", "Python: advanced", "Excel - 5 yrs"
  t = t.replace(/\s*(?:[-–—:]|\s)\s*([A-Za-z0-9+ ]{2,40})$/, (m, tail: string) => (isProficiencyWord(tail) ? '' : m));
  return t.trim();
}
