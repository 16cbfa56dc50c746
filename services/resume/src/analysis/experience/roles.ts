import { isPlaceLine } from '../contact.js';
import type { SectionedLine } from '../sections.js';
import { DATE_LIKE, type DateRange, findDateRanges, mergedMonths } from './dates.js';

export interface Role {
  title?: string;
  organisation?: string;
  range: DateRange;
  /** Index of the line holding the dates. */
  line: number;
}

export interface Experience {
  roles: Role[];
  /** Months worked, overlapping roles counted once. */
  months: number;
  years: number;
  /** Years stated in words ("8+ years of experience") when no dated roles were found. */
  statedYears?: number;
  /** Lines in the experience section whose dates did not parse, as printed. */
  unparsedDates: string[];
}

/** Words that end or make a job title. */
const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|analyst|designer|consultant|specialist|intern|internship|assistant|associate|director|lead|coordinator|scientist|administrator|architect|representative|officer|technician|accountant|auditor|teacher|tutor|instructor|professor|lecturer|nurse|physician|therapist|pharmacist|executive|president|vp|founder|co-founder|owner|editor|writer|researcher|tester|strategist|planner|recruiter|advisor|adviser|agent|clerk|supervisor|head|cto|ceo|cfo|coo|partner|principal|fellow|trainee|apprentice|cashier|server|bartender|chef|cook|driver|operator|mechanic|electrician|attorney|lawyer|paralegal|marketer|buyer|producer|photographer|artist|librarian|counselor|counsellor|worker|aide|volunteer|member|owner|scrum master|product owner|bookkeeper|controller|steward|secretary|receptionist|sales|salesperson|cook|barista|guard|inspector|surveyor|estimator|chemist|biologist|economist|statistician|mathematician|actuary|underwriter|broker|banker|trader|teller|dentist|hygienist|paramedic|technologist|specialist)s?\b/i;
const SEPARATORS = /\s+(?:\||–|—|-|·|•|@|at)\s+|\s*[|,]\s*|\s{3,}/;

/** A stated duration ('5 years 2 months', '(9 months)', 'less than a year'), as LinkedIn prints after dates. */
const DURATION =
  /^\(?(?:\d+\s+(?:years?|yrs?)(?:\s+\d+\s+(?:months?|mos?))?|\d+\s+(?:months?|mos?)|less than a (?:year|month))\)?$/i;

function fieldsOf(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((f) => f.replace(/^[\s,;:()–—-]+|[\s,;:()–—-]+$/g, '').trim())
    .filter((f) => f.length > 1 && !/^\d+$/.test(f) && !DURATION.test(f));
}

/** What an organisation's name does not look like: a sentence's end ('week.'), but 'Acme Inc.' is one. */
const NOT_ORGANISATION = /(?<!\b(?:inc|ltd|co|corp|llc|plc|s\.a|gmbh|pty|bros))\.$/i;

const isBullet = (text: string) => /^[•·●▪■◦►✓*–-]\s*/.test(text.trim()) || text.trim().length > 110;

/** Dated roles of the experience section (or of the whole resume when it has none), merged into years. */
export function findExperience(lines: SectionedLine[], now: Date): Experience {
  const hasExperienceSection = lines.some((l) => l.section === 'experience');
  const eligible = (l: SectionedLine) =>
    hasExperienceSection
      ? l.section === 'experience'
      : !['education', 'certifications', 'projects', 'volunteer', 'awards', 'publications', 'activities'].includes(
          l.section,
        );
  const roles: Role[] = [];
  const unparsedDates: string[] = [];
  let groupOrganisation: string | undefined;
  lines.forEach((line, index) => {
    if (!eligible(line) || line.isHeading) return;
    const ranges = findDateRanges(line.text, now);
    if (ranges.length === 0) {
      // a date-like token with a dash or 'to' that did not parse ("Spring '19 – ?", "2019 - Sometime")
      if (
        DATE_LIKE.test(line.text) &&
        /(?:–|—|-|\bto\b)/.test(line.text) &&
        !isBullet(line.text) &&
        line.section === 'experience'
      ) {
        unparsedDates.push(line.text.trim());
      }
      return;
    }
    const range = ranges[0];
    const rest = (line.text.slice(0, range.index) + '   ' + line.text.slice(range.index + range.text.length)).trim();
    const here = fieldsOf(rest);
    const usable = (other: SectionedLine | undefined): other is SectionedLine =>
      !!other &&
      !other.isHeading &&
      eligible(other) &&
      !isBullet(other.text) &&
      !findDateRanges(other.text, now).length;
    // two lines above, passing over a duration line: LinkedIn lists a company, its total time there, then its roles
    const above: string[] = [];
    let grouped = false;
    for (let j = index - 1, taken = 0; j >= 0 && j >= index - 3 && taken < 2; j--) {
      const text = lines[j].text.trim();
      if (DURATION.test(text)) {
        grouped = true;
        continue;
      }
      taken++;
      if (usable(lines[j])) above.push(...fieldsOf(text));
    }
    // the line below, unless it is where the job was (LinkedIn prints 'City, Region, Country' there)
    const below =
      usable(lines[index + 1]) && !isPlaceLine(lines[index + 1].text) ? fieldsOf(lines[index + 1].text) : [];
    const candidates = [...here, ...above, ...below];
    const title = candidates.find((f) => TITLE_WORDS.test(f) && f.length <= 80);
    let organisation = candidates.find(
      (f) => f !== title && !/^(remote|hybrid|on-?site)$/i.test(f) && !NOT_ORGANISATION.test(f) && f.length <= 80,
    );
    // the later roles of a LinkedIn company group name no company of their own
    if (grouped) groupOrganisation = organisation;
    else if (!organisation) organisation = groupOrganisation;
    else groupOrganisation = undefined;
    roles.push({ title, organisation, range, line: index });
  });
  const months = mergedMonths(roles.map((r) => r.range));
  const statedYears = roles.length === 0 ? statedYearsOf(lines) : undefined;
  const years = roles.length > 0 ? Math.round((months / 12) * 10) / 10 : (statedYears ?? 0);
  return { roles, months, years, statedYears, unparsedDates };
}

/** "8+ years of experience", "over 5 years' experience". */
function statedYearsOf(lines: SectionedLine[]): number | undefined {
  for (const line of lines) {
    const m =
      /\b(\d{1,2})\+?\s*(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:professional\s+|industry\s+|hands-on\s+|relevant\s+|work\s+)?experience/i.exec(
        line.text,
      );
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** entry-level 0-2 years, mid-level 3-5, senior-level 6+ (the words interview setup uses). */
export function experienceLevel(years: number): 'entry-level' | 'mid-level' | 'senior-level' {
  const whole = Math.floor(years + 1e-9);
  if (whole >= 6) return 'senior-level';
  if (whole >= 3) return 'mid-level';
  return 'entry-level';
}

/** The most recent role: the one still going, else the one that ended last. */
export function mostRecentRole(roles: Role[]): Role | undefined {
  return [...roles].sort((a, b) => b.range.end - a.range.end || b.range.start - a.range.start)[0];
}
