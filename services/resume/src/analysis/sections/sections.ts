import { findDateRanges, findSeasons } from '../experience/dates.js';
import type { ResumeLine } from '../pdf/layout-types.js';
import { BULLET_START } from '../pdf/logical-lines.js';
import { headingKinds, type SectionKind } from './heading-words.js';

export { EXPECTED_SECTIONS, type SectionKind } from './heading-words.js';

export interface SectionedLine extends ResumeLine {
  section: SectionKind;
  isHeading: boolean;
  /** A line that lists skills: in a skills section, or labelled ("Tools: Jira, Git"). */
  listsSkills: boolean;
}

export interface Sections {
  lines: SectionedLine[];
  /** Section kinds found under a heading, with the heading as printed. */
  found: Map<SectionKind, string>;
  /** Section kinds recognised by their content where no heading names them (dated roles, degrees, lists). */
  inferred: Set<SectionKind>;
}

/** Page furniture ("Page 1 of 2", LinkedIn's export footer), which belongs to no section. */
const PAGE_FOOTER = /^(?:page\s+)?\d{1,2}\s*(?:of|\/)\s*\d{1,2}$/i;

/** A person's name as printed at the top: two to four capitalised words. */
export const NAME_LIKE = /^[\p{Lu}][\p{L}.'-]+(?: [\p{Lu}][\p{L}.'-]+){1,3}$/u;

/** Labels that start a line of skills inside (or outside) a skills section: "Languages: Python, Go". */
export const SKILL_LABELS =
  /^(?:programming\s+)?(?:languages?|frameworks?(?:\s*(?:&|and)\s*libraries)?|libraries|tools?|technologies|databases?|cloud(?:\s+platforms)?|platforms?|devops|software|methodologies|skills|technical skills|soft skills|tech stack|stack|testing|data|ml|ai|infrastructure|operating systems|os|web|front[\s-]?end|back[\s-]?end|mobile|design|analytics|other|concepts|core|certifications|systems|equipment|applications|programs)\s*:/i;

const CONTACT_LIKE = /@|https?:|www\.|\.com\b|linkedin|github|\(\d{3}\)|\d{3}[-.\s]\d{3}[-.\s]\d{4}/i;
const DEGREE_WORDS =
  /\b(?:bachelor|master|associate(?:'s)? degree|doctor(?:ate)?|diploma|university|college|institute|academy|high school)\b/i;
const DEGREE_ABBREVIATIONS =
  /\b(?:Ph\.?\s?D|PhD|MBA|B\.?\s?S\.?|B\.?\s?A\.?|M\.?\s?S\.?|M\.?\s?A\.?|B\.?S\.?E\.?|B\.?B\.?A|A\.?A\.?S?\.?|GED|GPA)\b/;
/** Degree words, and degrees' abbreviations in capitals ('B.S.', 'MBA'; '300 ms' is a time, 'ma' no degree). */
export const isDegree = (text: string) => DEGREE_WORDS.test(text) || DEGREE_ABBREVIATIONS.test(text);

/** The most common font size of the lines, weighted by their length: the body text's. */
function bodyStyle(lines: ResumeLine[]): { size: number; bold: boolean } {
  const sizes = new Map<number, number>();
  let boldChars = 0;
  let chars = 0;
  for (const l of lines) {
    const size = Math.round(l.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + l.text.length);
    chars += l.text.length;
    if (l.bold) boldChars += l.text.length;
  }
  const size = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  return { size, bold: boldChars > chars * 0.6 };
}

const letters = (t: string) => t.replace(/[^\p{L}]/gu, '');
const isCaps = (t: string) => letters(t).length >= 3 && letters(t) === letters(t).toUpperCase();

/** How a heading looks: its size, weight and capitals (headings of one resume share a look). */
function styleOf(line: ResumeLine): string {
  return `${Math.round(line.size * 2) / 2}|${line.bold ? 'b' : ''}|${isCaps(line.text) ? 'C' : ''}`;
}

/** A line that could be a heading at all: short, alone on its line, not a sentence, a date, a contact or a bullet. */
function couldBeHeading(line: ResumeLine): boolean {
  const text = line.text.trim();
  if (line.table || line.parts.length > 1) return false;
  if (text.length < 3 || text.length > 60 || text.split(/\s+/).length > 7) return false;
  if (/[.;,]$/.test(text) || /\d{4}/.test(text) || CONTACT_LIKE.test(text) || BULLET_START.test(text)) return false;
  // headings do not run on with commas ('Certificate, Practical Nursing' is a degree line)
  if (/,\s/.test(text)) return false;
  return /^[\p{Lu}\d]/u.test(text);
}

/**
 * Assigns every line to the section whose heading precedes it; lines before the first heading are the header.
 * A heading is a short line standing alone that names a section (a common heading, or a heading family such as
 * "... experience", "toolbox", "competencies", "schooling") and stands out by its type (bold, larger or capitals),
 * or that looks exactly like the headings already recognised on this resume (then what it holds decides its
 * kind). Blocks under no known heading are classified by content: dated roles mean experience, degree words mean
 * education, short delimited phrases mean skills.
 */
export function splitSections(all: ResumeLine[]): Sections {
  const lines = all.filter((l) => !PAGE_FOOTER.test(l.text.trim()));
  const body = bodyStyle(lines);
  const emphasised = (l: ResumeLine) => (l.bold === true && !body.bold) || l.size >= body.size + 0.8 || isCaps(l.text);

  // 1. headings that name their section: common headings however they are set, then family words ("Clinical
  // Experience", "My Toolbox") set at least as large as the common headings (a bold 'Certificate' line under
  // Education is not one), never the headline under the name
  const kindsAt = new Map<number, SectionKind[]>();
  /** Headings named by a family word rather than a common heading: what they hold may overrule them. */
  const byFamily = new Set<number>();
  const styles = new Set<string>();
  const named = lines.map((line) =>
    couldBeHeading(line) ? (headingKinds(line.text) ?? headingKinds(line.parts[0] ?? '')) : undefined,
  );
  const exact = lines.map((line, i) => Boolean(named[i]?.exact) && line.text.trim().split(/\s+/).length <= 5);
  const exactEmphasised = lines.filter((l, i) => exact[i] && emphasised(l));
  const exactSizes = exactEmphasised.map((l) => l.size).sort((a, b) => a - b);
  const headingSize = exactSizes.length ? exactSizes[Math.floor(exactSizes.length / 2)] : 0;
  const capsHeadings = exactEmphasised.filter((l) => isCaps(l.text)).length > exactEmphasised.length / 2;
  lines.forEach((line, i) => {
    if (!exact[i]) return;
    // a smaller common heading among larger ones, or in mixed case among capitals, labels a group inside a
    // section ('Languages' above C#, Java in a skills sidebar), it does not open one
    if (
      emphasised(line) &&
      exactSizes.length >= 3 &&
      (line.size < headingSize - 0.5 || (capsHeadings && !isCaps(line.text)))
    )
      return;
    kindsAt.set(i, named[i]!.kinds);
    if (emphasised(line)) styles.add(styleOf(line));
  });
  const firstHeading = Math.min(...[...kindsAt.keys(), lines.length]);
  lines.forEach((line, i) => {
    const n = named[i];
    if (!n || n.exact || !emphasised(line) || line.size < headingSize - 0.5) return;
    // the headline under the name ('Licensed Practical Nurse') names a job, not a section
    if (i < firstHeading && i <= 1 && line.page === 1) return;
    kindsAt.set(i, n.kinds);
    byFamily.add(i);
    styles.add(styleOf(line));
  });
  // where the headings stand in a gutter of their own (no other line after the first heading starts at their left
  // edge), a heading-like line set well right of it labels a group inside its section ('Languages' above 'Java
  // Python', 'Systems' above 'CalSAWS   IEVS' in the content column), it opens none
  const gutter = gutterEdge(lines, kindsAt);
  const inContent = (line: ResumeLine) => gutter !== undefined && line.x !== undefined && line.x - gutter >= 24;
  for (const i of [...kindsAt.keys()])
    if (inContent(lines[i])) {
      kindsAt.delete(i);
      byFamily.delete(i);
    }
  // 2. lines that look exactly like those headings: headings of sections named in other words
  lines.forEach((line, i) => {
    if (kindsAt.has(i) || !couldBeHeading(line) || !emphasised(line) || inContent(line)) return;
    // right under a named heading, with nothing between, it labels the first group of that section ('Skills',
    // then 'Bookkeeping' above its items), it does not open another
    const above = kindsAt.get(i - 1);
    if (above && above[0] !== 'other') return;
    // (an acronym in capitals, 'HTML', is an item, not a heading)
    const text = line.text.trim();
    const wordy = text.split(/\s+/).length >= 2 || letters(text).length >= 6;
    if (wordy && styles.has(styleOf(line)) && line.size >= body.size && text.split(/\s+/).length <= 6) {
      kindsAt.set(i, ['other']);
    }
  });

  // a family word can be a company's name ('Brightpath Software'): a block of dated roles under it is experience
  for (const i of byFamily) {
    const kinds = kindsAt.get(i)!;
    if (kinds[0] === 'experience' || kinds[0] === 'volunteer') continue;
    const block: ResumeLine[] = [];
    for (let j = i + 1; j < lines.length && !kindsAt.has(j) && block.length < 12; j++) block.push(lines[j]);
    // inside an experience section it is a role's title ('Software Engineering Intern – Ford' above 'Summer 2025'):
    // no heading at all, its dates read as the roles reader reads them
    const before = Math.max(-1, ...[...kindsAt.keys()].filter((k) => k < i));
    if (kindsAt.get(before)?.[0] === 'experience' && contentKind(block, { seasons: true }) === 'experience') {
      kindsAt.delete(i);
      byFamily.delete(i);
    } else if (contentKind(block) === 'experience') {
      kindsAt.set(i, ['other']);
      byFamily.delete(i);
    }
  }

  // 'Project Experience' is a student's projects, or a builder's jobs: on a resume with no other experience
  // section, a block of dated roles under it is the experience
  if (![...kindsAt.values()].some((k) => k[0] === 'experience'))
    for (const [i, kinds] of kindsAt) {
      if (kinds[0] !== 'projects' || !/\bexperience\b/i.test(lines[i].text)) continue;
      const block: ResumeLine[] = [];
      for (let j = i + 1; j < lines.length && !kindsAt.has(j); j++) block.push(lines[j]);
      if (contentKind(block) === 'experience') kindsAt.set(i, ['experience']);
    }

  const found = new Map<SectionKind, string>();
  let current: SectionKind = 'header';
  const out: SectionedLine[] = lines.map((line, i) => {
    const kinds = kindsAt.get(i);
    if (kinds) {
      current = kinds[0];
      for (const k of kinds) if (k !== 'other' && !found.has(k)) found.set(k, line.text.trim());
      return { ...line, section: current, isHeading: true, listsSkills: false };
    }
    // LinkedIn's "Save to PDF" export draws its sidebar (Contact, Top Skills...) before the name: the name, far
    // larger than the body on page 1, opens the header again
    if (line.page === 1 && line.size >= Math.max(16, body.size * 1.8) && NAME_LIKE.test(line.text.trim())) {
      current = 'header';
    }
    // "Skills: Python, SQL" opens the section and lists on the same line
    const inline = /^([A-Za-z &/]{3,40}):\s*(\S.*)$/.exec(line.text.trim());
    const inlineKinds = inline ? headingKinds(inline[1])?.kinds : undefined;
    if (inlineKinds && HEADING_LIKE_INLINE.has(inlineKinds[0]) && current !== 'skills' && current !== 'header') {
      current = inlineKinds[0];
      for (const k of inlineKinds) if (!found.has(k)) found.set(k, inline![1]);
    }
    return { ...line, section: current, isHeading: false, listsSkills: false };
  });

  const inferred = classifyByContent(out, found);
  for (const line of out) {
    line.listsSkills =
      !line.isHeading &&
      (line.section === 'skills' ||
        line.section === 'certifications' ||
        SKILL_LABELS.test(line.text.replace(BULLET_START, '').trim()));
  }
  return { lines: out, found, inferred };
}

/**
 * The left edge of a gutter that holds only headings: the edge most of them share (three or more), at which no
 * other line after the first heading starts. Undefined when the headings share the column with their content.
 */
function gutterEdge(lines: ResumeLine[], kindsAt: Map<number, SectionKind[]>): number | undefined {
  const at = [...kindsAt.keys()].filter((i) => lines[i].x !== undefined);
  if (at.length < 3) return undefined;
  const near = (a: number, b: number) => Math.abs(a - b) <= 4;
  const edge = at
    .map((i) => lines[i].x!)
    .find((x, _, xs) => xs.filter((y) => near(x, y)).length >= Math.max(3, 0.6 * xs.length));
  if (edge === undefined) return undefined;
  const first = Math.min(...at);
  const alone = lines.every(
    (line, i) =>
      i <= first ||
      kindsAt.has(i) ||
      line.x === undefined ||
      !near(line.x, edge) ||
      line.region !== lines[first].region,
  );
  return alone ? edge : undefined;
}

/** Inline labels that open a section of their own ("Skills: ...", "Certifications: ..."). */
const HEADING_LIKE_INLINE = new Set<SectionKind>(['skills', 'certifications']);

/**
 * Sections under a heading of unknown kind, and the header's lines past the name and contact block, take their
 * kind from what they hold. Returns the kinds recognised only this way.
 */
function classifyByContent(lines: SectionedLine[], found: Map<SectionKind, string>): Set<SectionKind> {
  const inferred = new Set<SectionKind>();
  const blocks: SectionedLine[][] = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (!last || line.isHeading || last[last.length - 1].section !== line.section) blocks.push([line]);
    else last.push(line);
  }
  for (const block of blocks) {
    const kind = block[0].section;
    if (kind !== 'other' && kind !== 'header') continue;
    const content = block.filter((l) => !l.isHeading);
    // the header's own lines (name, headline, contact) stay the header; what follows them may be more
    const start = kind === 'header' ? Math.min(content.length, 4) : 0;
    const body = content.slice(start);
    if (body.length === 0) continue;
    const guess = contentKind(body);
    if (!guess) continue;
    if (!found.has(guess)) inferred.add(guess);
    for (const l of kind === 'header' ? body : block) {
      l.section = guess;
      // a line that only looked like a heading (a company's name above its roles) is part of the section
      if (l.isHeading && kind === 'other' && guess === 'experience') l.isHeading = false;
    }
  }
  return inferred;
}

/**
 * What a block of lines holds: dated roles, degrees, or a list of short phrases. With `seasons`, a short line that is
 * no bullet and holds a season ('Summer 2025') dates a role, as the roles reader takes it (asked only where a
 * heading-like line may be a role's title: 'Software Engineering Intern – Ford' above 'Summer 2025').
 */
export function contentKind(lines: ResumeLine[], options: { seasons?: boolean } = {}): SectionKind | undefined {
  const now = new Date();
  const seasonLine = (l: ResumeLine) =>
    options.seasons === true &&
    !BULLET_START.test(l.text.trim()) &&
    l.text.length <= 90 &&
    findSeasons(l.text, now).length > 0;
  const dated = lines.filter((l) => findDateRanges(l.text, now).length > 0 || seasonLine(l)).length;
  const degree = lines.filter((l) => isDegree(l.text)).length;
  const bullets = lines.filter((l) => BULLET_START.test(l.text)).length;
  const itemsOf = (l: ResumeLine) => l.text.split(/\s*[,;•·|]\s*/).filter(Boolean);
  const shortItems = (l: ResumeLine) => itemsOf(l).every((x) => x.split(/\s+/).length <= 5);
  const listy = lines.filter(
    (l) => (itemsOf(l).length >= 3 && shortItems(l)) || l.text.split(/\s+/).length <= 4,
  ).length;
  const longList = lines.some((l) => itemsOf(l).length >= 5 && shortItems(l));
  if (degree > 0 && degree >= dated) return 'education';
  if (dated > 0 && (bullets > 0 || lines.length >= 2)) return 'experience';
  if ((longList || listy >= Math.max(2, lines.length * 0.6)) && bullets < lines.length / 2) return 'skills';
  return undefined;
}
