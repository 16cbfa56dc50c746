import { isPlaceLine } from '../contact.js';
import { BULLET_START } from '../pdf/logical-lines.js';
import type { SectionedLine } from '../sections/sections.js';
import {
  apprenticeTradeWords,
  isApprenticeTitle,
  normaliseTitle,
  type OccupationIndex,
} from '../skills/occupations.js';
import type { TaxonomyData } from '../skills/taxonomy.js';
import { DATE_LIKE, type DateRange, findDateRanges, findSeasons, mergedMonths } from './dates.js';
import {
  endsWithWorkerNoun,
  inLineOfWork,
  isMilitaryRole,
  listedReadings,
  militaryReadings,
  namesNoLineOfWork,
} from './line-of-work.js';

/** Why a dated role is not counted as professional experience. */
export type Exclusion = 'internship' | 'clinical rotation' | 'student job' | 'volunteer work';

export interface Role {
  title?: string;
  organisation?: string;
  range: DateRange;
  /** Index of the line holding the dates. */
  line: number;
  /** Lines the role spans (its title and dates to the line before the next role), for quoting and matching. */
  lines: number[];
  excluded?: Exclusion;
  /** O*NET occupations its title names (indexes into the taxonomy's occupations). */
  occupations: number[];
  /** In the line of work the resume is aimed at (see Experience.target). */
  relevant: boolean;
}

export interface Experience {
  roles: Role[];
  /** Months of professional work (internships, rotations, student jobs and volunteering left out), overlaps once. */
  months: number;
  years: number;
  /** Months and years in the line of work of the target occupation. */
  relevantMonths: number;
  relevantYears: number;
  /** The occupation the resume is aimed at: the user's choice, else its most recent role, else its headline. */
  target?: { occupations: number[]; title: string; source: 'chosen' | 'recent-role' | 'headline' };
  /** O*NET supervisors' titles the target's title is also listed under, whose supervised work counted too. */
  alsoAs?: string[];
  /** Years stated in words ("8+ years of experience") when no dated roles were found. */
  statedYears?: number;
  /** Lines in the experience section whose dates did not parse, as printed. */
  unparsedDates: string[];
}

/** Words that end or make a job title. */
const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|analyst|designer|consultant|specialist|intern|internship|assistant|associate|director|lead|coordinator|scientist|administrator|architect|representative|officer|technician|tech|accountant|auditor|teacher|tutor|instructor|professor|lecturer|nurse|physician|therapist|pharmacist|executive|president|vp|founder|co-founder|owner|editor|writer|copywriter|researcher|tester|strategist|planner|recruiter|advisor|adviser|agent|clerk|supervisor|head|cto|ceo|cfo|coo|partner|principal|fellow|trainee|apprentice|journeyman|cashier|server|bartender|chef|cook|driver|operator|mechanic|electrician|carpenter|plumber|welder|fabricator|installer|attorney|lawyer|paralegal|marketer|buyer|producer|photographer|artist|librarian|counselor|counsellor|worker|aide|volunteer|member|scrum master|product owner|bookkeeper|controller|steward|secretary|receptionist|sales|salesperson|barista|guard|inspector|surveyor|estimator|chemist|biologist|economist|statistician|mathematician|actuary|underwriter|broker|banker|trader|teller|dentist|hygienist|paramedic|technologist|producer|dispatcher|host|hostess|filler|picker|packer|handler|helper|laborer|foreman|superintendent|sergeant|soldier|specialist|student|assistant|banker|leader|keeper|holder|caregiver|cna|lpn|rn|ma|emt)s?\b/i;
/** A title's head word standing alone before a comma ('Lead, Receiving'). */
const HEAD_ALONE = /^(?:lead|supervisor|foreman|manager|coordinator|specialist)$/i;
const SEPARATORS = /\s+(?:\||–|—|-|·|•|@|at)\s+|\s*[|,]\s*|\s{3,}/;
/** A stated duration ('5 years 2 months', '(9 months)', 'less than a year'), as LinkedIn prints after dates. */
const DURATION =
  /^\(?(?:\d+\s+(?:years?|yrs?)(?:\s+\d+\s+(?:months?|mos?))?|\d+\s+(?:months?|mos?)|less than a (?:year|month))\)?$/i;
/** What an organisation's name does not look like: a sentence's end ('week.'), but 'Acme Inc.' is one. */
const NOT_ORGANISATION = /(?<!\b(?:inc|ltd|co|corp|llc|plc|s\.a|gmbh|pty|bros))\.$/i;
const WORK_MODE = /^(remote|hybrid|on-?site|full-time|part-time|contract)$/i;

const EXCLUSIONS: [Exclusion, RegExp][] = [
  [
    'clinical rotation',
    /\b(?:clinical rotation|rotation|preceptorship|capstone|practicum|clinical placement|student teach(?:er|ing))\b/i,
  ],
  ['internship', /\b(?:intern|interns|internship|externship|extern|co-?op|summer associate|summer analyst)\b/i],
  ['volunteer work', /\bvolunteer(?:ing)?\b/i],
  ['student job', /\bstudent\b|\b(?:teaching|graduate|research|instructional) (?:assistant|aide)\b|\bwork[- ]study\b/i],
];
/** A role's own words saying it was held while studying. */
const WHILE_STUDYING =
  /\bwhile (?:in|at|attending|finishing|completing|studying|enrolled|a student)\b|\bwhile (?:in )?(?:nursing |grad(?:uate)? |law |medical )?school\b/i;

function fieldsOf(text: string): string[] {
  return text
    .replace(BULLET_START, '')
    .split(SEPARATORS)
    .map((f) =>
      f
        .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
        .replace(/^\((?!.*\))|(?<!\(.*)\)$/g, '')
        .trim(),
    )
    .filter((f) => f.length > 1 && !/^\d+$/.test(f) && !DURATION.test(f));
}

/** A range left open at the end of its line: a dash or 'to', perhaps a month without its year. */
const DANGLING_RANGE =
  /\s*(?:–|—|-|\bto\b)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|spring|summer|fall|autumn|winter)?\s*$/i;
const readableOpenRange = (text: string, now: Date) =>
  DANGLING_RANGE.test(text) && findDateRanges(text.replace(DANGLING_RANGE, ' – Present'), now).length > 0;

/** A date-like token with a range's dash or 'to' beside it. */
const OPEN_DATE = new RegExp(
  `(?:${DATE_LIKE.source})\\s*(?:–|—|-|\\bto\\b)|(?:–|—|-|\\bto\\b)\\s*(?:${DATE_LIKE.source})`,
  'i',
);

const isBullet = (text: string) => BULLET_START.test(text.trim()) || text.trim().length > 110;

export interface ExperienceOptions {
  now: Date;
  occupations: OccupationIndex;
  /** The taxonomy behind `occupations` (job zones, O*NET's titles). */
  data: TaxonomyData;
  /** An occupation the user chose to aim at (overrides the resume's own direction). */
  chosenTarget?: { occupations: number[]; title: string };
  /** The headline under the name ('CDL-A Driver'), for a direction when no role title names an occupation. */
  headline?: string;
}

/**
 * Dated roles of the experience sections (or of the whole resume when it has none). Each role's title is mapped
 * to O*NET occupations; internships, externships, clinical rotations, student jobs and volunteering are kept out of
 * professional years; years in the line of work the resume aims at (its target) are counted apart from all years.
 */
export function findExperience(lines: SectionedLine[], options: ExperienceOptions): Experience {
  const { now, occupations } = options;
  const hasExperienceSection = lines.some((l) => l.section === 'experience');
  const eligible = (l: SectionedLine) =>
    hasExperienceSection
      ? l.section === 'experience' || l.section === 'volunteer'
      : !['education', 'certifications', 'projects', 'awards', 'publications', 'skills'].includes(l.section);
  const roles: Role[] = [];
  const unparsedDates: string[] = [];
  let groupOrganisation: string | undefined;
  lines.forEach((line, index) => {
    if (!eligible(line) || line.isHeading) return;
    let ranges = findDateRanges(line.text, now);
    // a season alone dates a short role ('Summer 2025'); in a sentence it is only a time ('since spring 2020')
    if (ranges.length === 0 && !isBullet(line.text) && line.text.length <= 90) ranges = findSeasons(line.text, now);
    if (ranges.length === 0) {
      // a date-like token with a dash or 'to' beside it that did not parse ("Spring '19 – ?", "2019 - Sometime"; not
      // 'Top-3 technician ... in 2025')
      // (a readable date whose range is left open at the line's end, 'Apr 2018 -', 'Mar 2012 - Mar', was wrapped or
      // cut by the layout: its end is elsewhere, the date itself is readable)
      if (
        OPEN_DATE.test(line.text) &&
        !isBullet(line.text) &&
        line.section === 'experience' &&
        !readableOpenRange(line.text, now)
      ) {
        unparsedDates.push(line.text.trim());
      }
      return;
    }
    const range = ranges[0];
    const rest = (line.text.slice(0, range.index) + '   ' + line.text.slice(range.index + range.text.length)).trim();
    // a date inside a bullet ('... rapid responses in 2019-2020') is not a role's; a title line is long only by its
    // dates when they are a field of their own (a sidebar's 'Title, Employer   August 2026 to Present')
    if (isBullet(line.parts.includes(range.text) ? rest : line.text)) return;
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
      if (!usable(lines[j])) break;
      above.push(...fieldsOf(text));
    }
    // the line below, unless it is where the job was (LinkedIn prints 'City, Region, Country' there)
    const below =
      usable(lines[index + 1]) && !isPlaceLine(lines[index + 1].text) ? fieldsOf(lines[index + 1].text) : [];
    const candidates = [...here, ...above, ...below].filter((f) => f.length <= 90 && !isPlaceLine(f));
    // the title: a field that names an O*NET occupation, else one with a title word
    // 'Lead, Receiving', 'Supervisor, Outbound': a head word alone, then what it heads
    const inverted = candidates.flatMap((f, i) =>
      HEAD_ALONE.test(f) && i + 1 < candidates.length && !TITLE_WORDS.test(candidates[i + 1])
        ? [{ title: `${candidates[i + 1]} ${f}`, parts: [f, candidates[i + 1]] }]
        : [],
    );
    const invertedTitle = inverted.find((c) => occupations.occupationsForRole(c.title).length > 0);
    // a title word of the fixed list, or the worker's noun of any O*NET occupation ('Court Reporter', 'Lineman')
    const titleLike = (f: string) => TITLE_WORDS.test(f) || endsWithWorkerNoun(f, options.data);
    const mapped =
      invertedTitle?.title ?? candidates.find((f) => titleLike(f) && occupations.occupationsForRole(f).length > 0);
    const title = mapped ?? candidates.find(titleLike);
    let organisation = candidates.find(
      (f) =>
        f !== title &&
        !invertedTitle?.parts.includes(f) &&
        !WORK_MODE.test(f) &&
        !NOT_ORGANISATION.test(f) &&
        !/^\p{Ll}/u.test(f),
    );
    // the later roles of a LinkedIn company group name no company of their own
    if (grouped) groupOrganisation = organisation;
    else if (!organisation) organisation = groupOrganisation;
    else groupOrganisation = undefined;
    const roleOccupations = title ? occupations.occupationsForRole(title) : [];
    roles.push({ title, organisation, range, line: index, lines: [], occupations: roleOccupations, relevant: false });
  });

  // the lines of each role: from its first line above the dates to the next role
  // the title lines just above a role's dates (not bullets, not dated) belong to it, not to the role before
  const titleLinesAbove = (line: number) => {
    let k = 0;
    while (
      k < 2 &&
      line - k - 1 >= 0 &&
      !isBullet(lines[line - k - 1].text) &&
      !findDateRanges(lines[line - k - 1].text, now).length &&
      !lines[line - k - 1].isHeading
    )
      k++;
    return k;
  };
  roles.forEach((role, i) => {
    const start = Math.max(0, role.line - titleLinesAbove(role.line));
    const end =
      i + 1 < roles.length
        ? Math.max(role.line + 1, roles[i + 1].line - titleLinesAbove(roles[i + 1].line))
        : lines.length;
    for (let j = start; j < end; j++) {
      if (j < role.line && (findDateRanges(lines[j].text, now).length || isBullet(lines[j].text))) continue;
      if (lines[j].isHeading && j > role.line) break;
      role.lines.push(j);
    }
    role.excluded = exclusionOf(role, lines);
  });

  const professional = roles.filter((r) => !r.excluded);
  readInContext(professional, lines, options);
  const target = options.chosenTarget
    ? { ...options.chosenTarget, source: 'chosen' as const }
    : directionOf(professional, options.headline, occupations);
  if (target) apprenticesOfTheTrade(professional, target, occupations);
  const recent = mostRecentRole(professional);
  const employer = (r: Role | undefined) =>
    (r?.organisation ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  // a title O*NET also lists under the first-line supervisors of some work ('Store Manager': retail sales workers'
  // supervisors besides general and operations managers) aims at that supervision too, so the work supervised counts
  const targetOccupations = target
    ? [
        ...new Set([
          ...target.occupations,
          ...(target.source === 'chosen' ? [] : listedReadings(target.title, options.data)).filter((o) =>
            options.data.occupations[o][1].startsWith('First-Line Supervisors'),
          ),
        ]),
      ]
    : [];
  const sameEmployer = (role: Role) =>
    target?.source === 'recent-role' && employer(role) !== '' && employer(role) === employer(recent);
  const inLine = (role: Role, aim: number[]) =>
    inLineOfWork(readingsFor(role, occupations), aim, sameEmployer(role), occupations, options.data);
  for (const role of professional) {
    role.relevant = target
      ? role.occupations.length > 0
        ? inLine(role, targetOccupations)
        : // a title no occupation matches counts when it is the role the direction comes from
          role === recent
      : true;
  }
  const months = mergedMonths(professional.map((r) => r.range));
  const relevantMonths = mergedMonths(professional.filter((r) => r.relevant).map((r) => r.range));
  const statedYears = roles.length === 0 ? statedYearsOf(lines) : undefined;
  const round = (m: number) => Math.round((m / 12) * 10) / 10;
  const years = professional.length > 0 ? round(months) : (statedYears ?? 0);
  const relevantYears = professional.length > 0 ? round(relevantMonths) : (statedYears ?? 0);
  // the supervisors' readings that brought a role in, named in the level's reason
  const supervised = targetOccupations.filter(
    (o) =>
      !target?.occupations.includes(o) &&
      professional.some(
        (r) => r.relevant && r.occupations.length > 0 && inLine(r, [o]) && !inLine(r, target!.occupations),
      ),
  );
  const alsoAs = supervised.length > 0 ? supervised.map((o) => options.data.occupations[o][1]) : undefined;
  return { roles, months, years, relevantMonths, relevantYears, target, alsoAs, statedYears, unparsedDates };
}

/**
 * The readings of a role's title that may put it in the target's line of work: the likeliest, and the others whose
 * O*NET title holds a distinctive word of it ('Security Officer' is a security guard or a screener, not through
 * 'officer' alone a correctional officer, whose minor group is a patrol officer's).
 */
function readingsFor(role: Role, occupations: OccupationIndex): number[] {
  const [first, ...others] = role.occupations;
  if (first === undefined || !role.title) return role.occupations;
  // readings the rest of the resume added (a military specialty's work) and the trade an apprentice's or helper's
  // title names are kept
  const own = new Set(occupations.occupationsForRole(role.title));
  const trade = new Set(occupations.apprenticeTrade(role.title));
  return [
    first,
    ...others.filter((o) => !own.has(o) || trade.has(o) || occupations.holdsDistinctiveWord(o, role.title!)),
  ];
}

/**
 * An apprentice's or helper's role whose title names no trade of its own ('Apprentice', '2nd Year Apprentice') or
 * only words of the target's title ('Apprentice Mechanic' under 'Elevator Mechanic') was served in the resume's
 * trade: it takes the target's occupations (of the trades only: construction, installation and repair, production).
 */
function apprenticesOfTheTrade(roles: Role[], target: NonNullable<Experience['target']>, occupations: OccupationIndex) {
  const trade = target.occupations.filter((o) => occupations.inTrades(o));
  if (trade.length === 0) return;
  const targetWords = new Set(normaliseTitle(target.title).split(' ').map(singularWord));
  for (const role of roles) {
    if (!role.title || !isApprenticeTitle(role.title)) continue;
    const words = normaliseTitle(apprenticeTradeWords(role.title)).split(' ').filter(Boolean).map(singularWord);
    if (words.every((w) => targetWords.has(w))) role.occupations = [...new Set([...role.occupations, ...trade])];
  }
}

const singularWord = (w: string) => w.replace(/(?<=[a-z]{3})s$/, '');

/** Why a role is not professional experience, from its title, its section and its own words. */
function exclusionOf(role: Role, lines: SectionedLine[]): Exclusion | undefined {
  const heading = [role.title ?? '', lines[role.line].text].join(' ');
  if (lines[role.line].section === 'volunteer') return 'volunteer work';
  for (const [kind, pattern] of EXCLUSIONS)
    if (pattern.test(heading) && !(kind === 'student job' && role.title && isApprenticeTitle(role.title))) return kind;
  const own = role.lines.map((j) => lines[j].text).join(' ');
  // an apprentice is an employee of the trade whose classroom hours are part of the job (a registered
  // apprenticeship), not a student with a job
  if (WHILE_STUDYING.test(own) && !(role.title && isApprenticeTitle(role.title))) return 'student job';
  return undefined;
}

/**
 * The direction of the resume: the most recent professional role whose title names an occupation (a current role
 * first); when the most recent role's title names none (an owner-operator), the headline under the name.
 */
function directionOf(
  roles: Role[],
  headline: string | undefined,
  occupations: OccupationIndex,
): Experience['target'] | undefined {
  const recent = mostRecentRole(roles);
  if (recent?.occupations.length)
    return { occupations: recent.occupations, title: recent.title!, source: 'recent-role' };
  const fromHeadline = headline ? headlineOccupations(headline, occupations) : undefined;
  if (fromHeadline) return { ...fromHeadline, source: 'headline' };
  const mapped = [...roles].sort((a, b) => b.range.end - a.range.end).find((r) => r.occupations.length > 0);
  return mapped ? { occupations: mapped.occupations, title: mapped.title!, source: 'recent-role' } : undefined;
}

/**
 * A headline's occupation: the whole headline, or its first part ('Registered Nurse | Telemetry'); a field in
 * brackets after a title first ('Product Designer (UX/UI)': a UX/UI designer).
 */
function headlineOccupations(headline: string, occupations: OccupationIndex) {
  for (const part of [headline, ...headline.split(/\s*[|·•,–—]\s*/)]) {
    const field = /^(.*?)\s*\(([^)]{2,30})\)\s*$/.exec(part.trim());
    const head = field?.[1].trim().split(/\s+/).pop();
    if (field && head) {
      const found = occupations.occupationsForRole(`${field[2]} ${head}`);
      if (found.length > 0) return { occupations: found, title: part.trim() };
    }
    const found = occupations.occupationsForRole(part);
    if (found.length > 0) return { occupations: found, title: part.trim() };
  }
  return undefined;
}

/**
 * Titles read with the rest of the resume: a military specialty by its work as well as its unit ('Unit Supply
 * Specialist': also a supply specialist); a latest title made of rank words alone ('Executive Team Leader') by the
 * headline's line of work; a title O*NET lists under several fields ('Product Designer': industrial designers,
 * drafters) in the field the resume's other titles with the same head word agree on ('UX/UI Designer', 'Web
 * Designer').
 */
function readInContext(roles: Role[], lines: SectionedLine[], options: ExperienceOptions) {
  const { occupations, data } = options;
  for (const role of roles) {
    if (!role.title) continue;
    const own = [
      role.title,
      role.organisation ?? '',
      ...role.lines.filter((j) => Math.abs(j - role.line) <= 1).map((j) => lines[j].text),
    ];
    if (own.some(isMilitaryRole))
      role.occupations = [...new Set([...role.occupations, ...militaryReadings(role.title, occupations)])];
  }
  const headline = options.headline ? headlineOccupations(options.headline, occupations) : undefined;
  const recent = mostRecentRole(roles);
  if (recent?.title && headline && namesNoLineOfWork(recent.title)) recent.occupations = headline.occupations;
  const headOf = (title: string) => normaliseTitle(title).split(' ').pop() ?? '';
  const major = (o: number) => data.occupations[o][0].slice(0, 2);
  for (const role of roles) {
    if (!role.title || !listedInSeveralFields(role.title, data)) continue;
    const others = [
      ...roles
        .filter((r) => r !== role && r.title && headOf(r.title) === headOf(role.title!))
        .map((r) => r.occupations[0]),
      ...(headline && headOf(headline.title) === headOf(role.title) ? [headline.occupations[0]] : []),
    ].filter((o) => o !== undefined);
    const fields = new Set(others.map(major));
    if (fields.size !== 1 || role.occupations.some((o) => fields.has(major(o)))) continue;
    role.occupations = [others[0], ...role.occupations];
  }
  // a title O*NET lists under several fields, and in a longer form under the resume's other line of work: that form
  // ('Case Manager' beside 'Registered Nurse': O*NET's 'RN Case Manager', a registered nurse)
  for (const role of roles) {
    if (!role.title || !listedInSeveralFields(role.title, data)) continue;
    const t = ` ${normaliseTitle(role.title)}`;
    const others = new Set(
      [...roles.filter((r) => r !== role).map((r) => r.occupations[0]), headline?.occupations[0]].filter(
        (o): o is number => o !== undefined && !role.occupations.slice(0, 1).includes(o),
      ),
    );
    if (others.size === 0) continue;
    const longer = data.titles
      .filter(([title]) => title.endsWith(t))
      .flatMap(([, os]) => os.filter((o) => others.has(o)));
    if (longer.length > 0) role.occupations = [longer[0], ...role.occupations.filter((o) => o !== longer[0])];
  }
}

const fieldsOfTitles: WeakMap<TaxonomyData, Map<string, number>> = new WeakMap();
/** O*NET lists the title under occupations of several SOC major groups ('product designer': 17 and 27). */
function listedInSeveralFields(title: string, data: TaxonomyData): boolean {
  let fields = fieldsOfTitles.get(data);
  if (!fields) {
    fields = new Map(
      data.titles.map(([t, os]) => [t, new Set(os.map((o) => data.occupations[o][0].slice(0, 2))).size]),
    );
    fieldsOfTitles.set(data, fields);
  }
  return (fields.get(normaliseTitle(title)) ?? 0) >= 2;
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
