export type SectionKind =
  | 'header'
  | 'other'
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'activities';

/** The sections a resume is expected to have, in the words the feedback uses. */
export const EXPECTED_SECTIONS: { kind: SectionKind; label: string }[] = [
  { kind: 'summary', label: 'Summary' },
  { kind: 'experience', label: 'Experience' },
  { kind: 'education', label: 'Education' },
  { kind: 'skills', label: 'Skills' },
];

/** Common headings (lower case, '&' written 'and'), and the section they open. */
export const HEADINGS: Record<string, SectionKind | SectionKind[]> = {};
const add = (kind: SectionKind | SectionKind[], ...names: string[]) => names.forEach((n) => (HEADINGS[n] = kind));
// LinkedIn's "Save to PDF" export opens its sidebar with 'Contact'
add('contact', 'contact', 'contact information', 'contact info', 'contact details');
add(
  'summary',
  'summary',
  'professional summary',
  'career summary',
  'executive summary',
  'profile',
  'professional profile',
  'personal profile',
  'career profile',
  'about',
  'about me',
  'objective',
  'career objective',
  'professional objective',
  'objectives',
  'overview',
  'professional overview',
  'personal statement',
  'introduction',
  'summary of qualifications',
  'qualifications summary',
  'highlights',
  'career highlights',
  'professional highlights',
  'bio',
);
add(
  'experience',
  'experience',
  'work experience',
  'professional experience',
  'relevant experience',
  'employment',
  'employment history',
  'work history',
  'career history',
  'professional background',
  'experience and achievements',
  'professional experience and achievements',
  'positions held',
  'career',
  'internships',
  'internship experience',
  'internship',
  'industry experience',
  'teaching experience',
  'research experience',
  'work',
  'professional history',
  'experiences',
  'related experience',
  'military experience',
  'freelance experience',
);
add(
  'education',
  'education',
  'academic background',
  'academic qualifications',
  'education and training',
  'educational background',
  'academics',
  'academic history',
  'qualifications',
  'degrees',
  'training',
  'coursework',
  'relevant coursework',
  'academic experience',
  'education history',
);
add(
  ['education', 'certifications'],
  'education and certifications',
  'education and certification',
  'certifications and education',
  'education and credentials',
);
add(
  'skills',
  'skills',
  'top skills',
  'technical skills',
  'core competencies',
  'competencies',
  'key skills',
  'areas of expertise',
  'expertise',
  'technologies',
  'tech stack',
  'technical stack',
  'tools',
  'tools and technologies',
  'technologies and tools',
  'skills and tools',
  'skills and technologies',
  'skills and expertise',
  'proficiencies',
  'technical proficiencies',
  'skill set',
  'skillset',
  'programming languages',
  'soft skills',
  'hard skills',
  'core skills',
  'key competencies',
  'technical expertise',
  'relevant skills',
  'professional skills',
  'skills and abilities',
  'strengths',
  'core strengths',
  'technical competencies',
  'computer skills',
  'it skills',
  'additional skills',
  'skills summary',
  'skills and interests',
  'skills and languages',
);
add(['skills', 'certifications'], 'skills and certifications', 'certifications and skills');
add(
  'projects',
  'projects',
  'personal projects',
  'selected projects',
  'key projects',
  'academic projects',
  'side projects',
  'relevant projects',
  'portfolio',
  'open source',
  'open source contributions',
  'project experience',
  'notable projects',
  'technical projects',
);
add(
  'certifications',
  'certifications',
  'certification',
  'certificates',
  'licenses and certifications',
  'licenses',
  'certifications and licenses',
  'credentials',
  'professional certifications',
  'accreditations',
  'courses and certifications',
  'training and certifications',
  'certifications and training',
  'courses',
  'professional development',
  'licenses and certificates',
);
add(
  'volunteer',
  'volunteer',
  'volunteer experience',
  'volunteering',
  'volunteer work',
  'community service',
  'community involvement',
);
add(
  'awards',
  'awards',
  'honors',
  'honours',
  'awards and honors',
  'honors and awards',
  // LinkedIn's export writes 'Honors-Awards'
  'honors awards',
  'honours awards',
  'achievements',
  'key achievements',
  'accomplishments',
  'recognition',
  'scholarships',
);
add('publications', 'publications', 'research', 'presentations', 'publications and presentations', 'patents');
add('languages', 'languages', 'spoken languages', 'language skills', 'foreign languages');
add('interests', 'interests', 'hobbies', 'hobbies and interests', 'personal interests', 'interests and hobbies');
add('references', 'references', 'referees');
add(
  'activities',
  'activities',
  'extracurricular activities',
  'leadership',
  'leadership experience',
  'leadership and activities',
  'affiliations',
  'memberships',
  'professional affiliations',
  'organizations',
  'extracurriculars',
  'involvement',
);

/**
 * Families of headings: the words that make a heading open a section whatever else it says ("Clinical Experience",
 * "Where I've Made an Impact", "My Toolbox", "Schooling"). Checked in order; a heading may open two sections
 * ("Education & Certifications").
 */
const FAMILIES: [SectionKind, RegExp][] = [
  ['volunteer', /\b(volunteer\w*|giving back|community|pro bono)\b/],
  ['certifications', /\b(certif\w*|licen[cs]\w*|credentials?|accreditations?|endorsements?)\b/],
  [
    'education',
    /\b(education\w*|school\w*|academic\w*|studied|studies|learning|degrees?|coursework|university|college)\b/,
  ],
  ['projects', /\b(projects?|portfolio|things i(?:ve)? built|side work|open source)\b/],
  ['interests', /\b(interests|hobbies|outside work|when im not working|off the clock|personal)\b/],
  [
    'skills',
    /\b(skills?|skillset|toolbox|toolkit|tools|competenc\w*|expertise|proficienc\w*|capabilit\w*|strengths|technolog\w*|tech stack|stack|what i bring|how i can help|software|know how)\b/,
  ],
  [
    'experience',
    /\b(experience|employment|work history|career|journey|impact|track record|roles|positions|professional background|where i(?:ve| have) worked|what i(?:ve| have) done|work)\b/,
  ],
  [
    'summary',
    /\b(summary|profile|about|objective|overview|snapshot|in brief|who i am|introduction|bio|personal statement|at a glance)\b/,
  ],
  ['awards', /\b(awards?|honou?rs|achievements|accomplishments|recognitions?|scholarships)\b/],
  ['publications', /\b(publications|presentations|patents|research)\b/],
  ['languages', /\blanguages?\b/],
  ['references', /\breferences?\b/],
  [
    'activities',
    /\b(activities|leadership|affiliations|memberships|organi[sz]ations|involvement|extracurricular\w*)\b/,
  ],
  ['contact', /\b(contact)\b/],
];

export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sections a heading opens: from the list of common headings, else from its family words. */
export function headingKinds(text: string): { kinds: SectionKind[]; exact: boolean } | undefined {
  const trimmed = text.trim().replace(/:$/, '');
  if (trimmed.length > 60 || /[.!?]$/.test(trimmed) || /\d{4}/.test(trimmed)) return undefined;
  const norm = normaliseHeading(trimmed);
  if (!norm) return undefined;
  const exact = HEADINGS[norm];
  if (exact !== undefined) return { kinds: Array.isArray(exact) ? exact : [exact], exact: true };
  if (norm.split(' ').length > 6) return undefined;
  // "programming languages", "technical skills and languages" list skills
  if (/\bprogramming languages\b/.test(norm)) return { kinds: ['skills'], exact: false };
  // a family word in brackets qualifies something else ('Product Designer – Ledgerly (personal finance app)')
  const unbracketed = normaliseHeading(trimmed.replace(/\([^)]*\)/g, ' '));
  const kinds = FAMILIES.filter(([, re]) => re.test(unbracketed)).map(([k]) => k);
  if (kinds.length === 0) return undefined;
  // "Education & Certifications" opens both; "Volunteer Experience" is volunteering, not employment
  const ordered = kinds.includes('volunteer') ? ['volunteer' as const] : kinds.slice(0, 2);
  return { kinds: ordered, exact: false };
}
