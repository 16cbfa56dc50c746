import type { ResumeKeywordGroup } from '@pathwise/contracts';
import { hasSection, type ResumeFacts } from './resume-facts.js';

export interface AtsScore {
  score: number;
  reasons: string[];
}

/**
 * How well an applicant tracking system would read this resume, 0-100: can it extract the text in order, find the
 * contact details, sections, dates and skills, and does it carry the keywords of the target roles. Every point
 * taken off comes with its reason.
 */
export function atsScore(f: ResumeFacts, keywordGroups: ResumeKeywordGroup[] = []): AtsScore {
  const deductions: [number, string][] = [];
  const take = (points: number, reason: string) => deductions.push([points, reason]);
  const c = f.contact;
  if (!c.email) take(15, 'No email address found.');
  if (!c.phone) take(8, 'No phone number found.');
  if (!c.location) take(3, 'No location (city, state or country) found.');
  if (!c.linkedin) take(3, 'No LinkedIn URL found.');
  // a section found only by its content is there, but under a heading an ATS may not know
  const heading = (kind: 'experience' | 'education' | 'skills', label: string, points: number) => {
    if (f.sections.has(kind)) return;
    if (hasSection(f, kind))
      take(Math.ceil(points / 3), `The ${label} section's heading is not one an ATS expects ('${label}').`);
    else take(points, `No '${label}' section an ATS recognises.`);
  };
  heading('experience', 'Experience', 15);
  heading('education', 'Education', 8);
  heading('skills', 'Skills', 8);
  if (!hasSection(f, 'summary')) take(3, 'No summary at the top.');
  if (hasSection(f, 'experience') && f.experience.roles.length === 0) take(8, 'Roles have no dates an ATS can read.');
  if (f.experience.unparsedDates.length > 0)
    take(
      Math.min(9, 3 * f.experience.unparsedDates.length),
      `${f.experience.unparsedDates.length} date line(s) in an unusual format.`,
    );
  if (f.layout.scanned) take(20, 'A scanned image without a text layer: many ATS read no text from it at all.');
  if (f.layout.interleavedPages > 0) take(12, 'Columns are stored interleaved; text extraction mixes them.');
  else if (f.layout.multiColumnPages > 0) take(4, 'Multi-column layout; some ATS parsers read it out of order.');
  if (f.layout.tables > 0) take(3, 'Text in tables; some ATS parsers skip or scramble table cells.');
  if (f.layout.unreadableChars > 3) take(5, 'Icon fonts or symbols that extract as garbage.');
  if (f.layout.smallestFontSize > 0 && f.layout.smallestFontSize < 8) take(3, 'Very small text.');
  if (f.skills.length < 5) take(10, 'Few skills an ATS can match by name.');
  else if (f.skills.length < 10) take(4, 'A modest number of skills an ATS can match by name.');
  if (f.wordCount < 200) take(10, 'Too little text for keyword matching.');
  if (f.layout.pages > 3) take(5, 'More than three pages.');
  const own = keywordGroups.find((g) => g.source === 'resume');
  if (own && own.keywords.length >= 8) take(6, `Missing common keywords of ${own.occupations[0].title}.`);

  const score = Math.max(0, Math.min(100, 100 - deductions.reduce((s, [p]) => s + p, 0)));
  const reasons = deductions.sort((a, b) => b[0] - a[0]).map(([p, r]) => `${r} (−${p})`);
  if (reasons.length === 0)
    reasons.push('Standard headings, readable dates, complete contact details and a text layer in reading order.');
  else if (score >= 80)
    reasons.unshift('Mostly ATS-friendly: the text extracts in order and the main sections are found.');
  return { score, reasons };
}
