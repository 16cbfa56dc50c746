import type { ResumeFacts } from '../resume-facts.js';
import { hasSection } from '../resume-facts.js';
import { findDateRanges } from '../experience/dates.js';
import { BULLET_START } from '../pdf/logical-lines.js';
import { headingKinds } from '../sections/heading-words.js';
import { isDegree, type SectionKind } from '../sections/sections.js';

type Facts = Pick<ResumeFacts, 'lines' | 'sections' | 'inferredSections' | 'skills' | 'experience'>;

/** Lines of a section under its heading that hold something (a heading with nothing under it holds nothing). */
const content = (f: Facts, kind: SectionKind) =>
  f.lines.filter((l) => l.section === kind && !l.isHeading && l.text.trim().length > 0);

/** A summary paragraph: 15 words or more in the header or under a summary heading. */
const summaryParagraph = (f: Facts) =>
  f.lines.some(
    (l) => (l.section === 'header' || l.section === 'summary') && !l.isHeading && l.text.split(/\s+/).length >= 15,
  );

/**
 * Whether the resume holds a section of this kind, to say that it has one ('Clear structure: ...'): a heading with
 * something under it, or content that shows it without a heading. A skills section is also a list of skills read
 * anywhere, or a certifications or licences section that holds something (the skills an ATS reads from it).
 */
export function sectionHolds(f: Facts, kind: SectionKind): boolean {
  if (f.inferredSections.has(kind)) return true;
  switch (kind) {
    case 'summary':
      return summaryParagraph(f);
    case 'experience':
      return f.experience.roles.length > 0 || content(f, 'experience').length > 0;
    case 'skills':
      return (
        content(f, 'skills').length > 0 ||
        content(f, 'certifications').length > 0 ||
        f.skills.some((s) => s.source === 'list')
      );
    default:
      return content(f, kind).length > 0;
  }
}

/**
 * Whether anything on the resume shows a section of this kind, before saying that it has none ('No Education section
 * was found'): a heading (with or without anything under it), the content (`sectionHolds`), a heading printed inside
 * another line (columns read across each other put 'EDUCATION' before a bullet of the other column), or for
 * education a degree anywhere.
 */
export function sectionShown(f: Facts, kind: SectionKind): boolean {
  if (hasSection(f, kind) || sectionHolds(f, kind)) return true;
  const kinds: SectionKind[] = kind === 'skills' ? ['skills', 'certifications'] : [kind];
  if (kind === 'skills' && kinds.some((k) => hasSection(f, k))) return true;
  const headingInside = f.lines.some((l) =>
    l.parts.some((p) => {
      const h = headingKinds(p);
      return !!h?.exact && h.kinds.some((k) => kinds.includes(k)) && p.trim() === p.trim().toUpperCase();
    }),
  );
  if (headingInside) return true;
  if (kind === 'education') return f.lines.some((l) => isDegree(l.text));
  // a summary's paragraph read into another section (a gutter or sidebar read as a column of its own): a line of 15
  // words or more, no bullet, above the first dated line
  if (kind === 'summary') {
    const firstDated = f.lines.findIndex((l) => findDateRanges(l.text, NOW_FOR_SHAPE).length > 0);
    return f.lines
      .slice(0, firstDated < 0 ? f.lines.length : firstDated)
      .some((l) => !l.isHeading && !BULLET_START.test(l.text) && l.text.split(/\s+/).length >= 15);
  }
  // roles read into another section: two dated lines or more anywhere
  if (kind === 'experience') return f.lines.filter((l) => findDateRanges(l.text, NOW_FOR_SHAPE).length > 0).length >= 2;
  return false;
}

/** Whether a line holds a date range at all ('today' only closes 'Present': any date serves). */
const NOW_FOR_SHAPE = new Date(Date.UTC(2100, 0, 1));

/**
 * Whether any line of the resume holds a date range an ATS reads, in whatever section it was read into, or a year
 * outside its education (a range whose two ends the layout put on different lines).
 */
export const anyDateRange = (f: Pick<ResumeFacts, 'lines'>) =>
  f.lines.some(
    (l) =>
      findDateRanges(l.text, NOW_FOR_SHAPE).length > 0 ||
      (l.section !== 'education' && !l.isHeading && /\b(?:19|20)\d\d\b/.test(l.text)),
  );
