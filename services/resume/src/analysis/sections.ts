import type { ResumeLine } from './pdf/layout-types.js';

export type SectionKind =
  | 'header'
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
const HEADINGS: Record<string, SectionKind | SectionKind[]> = {};
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

/** Labels that start a line of skills inside (or outside) a skills section: "Languages: Python, Go". */
const SKILL_LABELS =
  /^(?:programming\s+)?(?:languages?|frameworks?(?:\s*(?:&|and)\s*libraries)?|libraries|tools?|technologies|databases?|cloud(?:\s+platforms)?|platforms?|devops|software|methodologies|skills|technical skills|soft skills|tech stack|stack|testing|data|ml|ai|infrastructure|operating systems|os|web|front[\s-]?end|back[\s-]?end|mobile|design|analytics|other|concepts|core|certifications)\s*:/i;

export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line opens, when it is a heading ("WORK EXPERIENCE", "Technical Skills:"). */
export function headingKind(text: string): SectionKind[] | undefined {
  const trimmed = text.trim();
  if (trimmed.length > 50 || /[.!?]$/.test(trimmed) || /\d{4}/.test(trimmed)) return undefined;
  const kind = HEADINGS[normaliseHeading(trimmed)];
  return kind === undefined ? undefined : Array.isArray(kind) ? kind : [kind];
}

export interface SectionedLine extends ResumeLine {
  section: SectionKind;
  isHeading: boolean;
  /** A line that lists skills: in a skills section, or labelled ("Tools: Jira, Git"). */
  listsSkills: boolean;
}

export interface Sections {
  lines: SectionedLine[];
  /** Section kinds found, with the heading as printed. */
  found: Map<SectionKind, string>;
}

/** Page furniture ("Page 1 of 2", LinkedIn's export footer), which belongs to no section. */
const PAGE_FOOTER = /^(?:page\s+)?\d{1,2}\s*(?:of|\/)\s*\d{1,2}$/i;

/** A person's name as printed at the top: two to four capitalised words. */
export const NAME_LIKE = /^[\p{Lu}][\p{L}.'-]+(?: [\p{Lu}][\p{L}.'-]+){1,3}$/u;

/** The most common font size of the lines: the body text's. */
function bodySize(lines: ResumeLine[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.size, (counts.get(l.size) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * Assigns every line to the section whose heading precedes it; lines before the first heading are the header. A
 * name printed far larger than the body on page 1 opens the header again: LinkedIn's export draws its sidebar
 * (Contact, Top Skills...) before the main column, whose top is the name, headline and location.
 */
export function splitSections(all: ResumeLine[]): Sections {
  const lines = all.filter((l) => !PAGE_FOOTER.test(l.text.trim()));
  const body = bodySize(lines);
  const found = new Map<SectionKind, string>();
  let current: SectionKind = 'header';
  const out: SectionedLine[] = lines.map((line) => {
    const kinds = headingKind(line.text) ?? headingKind(line.parts[0] ?? '');
    if (kinds) {
      current = kinds[0];
      for (const k of kinds) if (!found.has(k)) found.set(k, line.text.trim());
      return { ...line, section: current, isHeading: true, listsSkills: false };
    }
    if (line.page === 1 && line.size >= Math.max(16, body * 1.8) && NAME_LIKE.test(line.text.trim())) {
      current = 'header';
    }
    // "Skills: Python, SQL" opens the section and lists on the same line
    const inline = /^([A-Za-z &/]{3,40}):\s*(\S.*)$/.exec(line.text.trim());
    const inlineKinds = inline ? headingKind(inline[1]) : undefined;
    if (inlineKinds && inlineKinds[0] !== 'languages' && current !== 'skills') {
      current = inlineKinds[0];
      for (const k of inlineKinds) if (!found.has(k)) found.set(k, inline![1]);
    }
    const listsSkills = current === 'skills' || current === 'languages' || SKILL_LABELS.test(line.text.trim());
    return { ...line, section: current, isHeading: false, listsSkills };
  });
  return { lines: out, found };
}
