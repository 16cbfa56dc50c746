import { analyserData, readResumeFacts } from '../resume-facts.js';
import type { SectionedLine } from '../sections/sections.js';
import { splitSections } from '../sections/sections.js';
import { namesNoLineOfWork } from './line-of-work.js';
import { findExperience } from './roles.js';

const NOW = new Date(Date.UTC(2026, 10, 15));
const line = (text: string): SectionedLine => ({
  text,
  parts: [text],
  page: 1,
  size: 10,
  section: 'experience',
  isHeading: false,
  listsSkills: false,
});
const experienceOf = (texts: string[], headline?: string) =>
  findExperience(texts.map(line), { now: NOW, ...analyserData(), headline });
const code = (o: number) => analyserData().occupations.occupation(o).code;

describe('titles read with the rest of the resume', () => {
  it('a title of rank words alone names no line of work; one with a field word does', () => {
    expect(namesNoLineOfWork('Executive Team Leader')).toBe(true);
    expect(namesNoLineOfWork('Team Member')).toBe(true);
    expect(namesNoLineOfWork('Store Team Leader')).toBe(false);
    expect(namesNoLineOfWork('Shift Supervisor, Kitchen')).toBe(false);
  });

  it("a latest title of rank words takes the headline's line of work, so the retail years before it count", () => {
    const experience = experienceOf(
      [
        'Executive Team Leader, Target   Mar 2022 – Present',
        '• Led a team of 28 across apparel and home',
        'Key Holder / Sales Associate, Old Navy   Oct 2019 – Feb 2022',
        '• Opened and closed the store',
      ],
      'Retail Assistant Store Manager',
    );
    expect(code(experience.target!.occupations[0])).toBe('41-1011.00');
    expect(experience.roles.every((r) => r.relevant)).toBe(true);
    expect(experience.relevantYears).toBeGreaterThan(7);
  });

  it('a latest title O*NET also lists under a first-line supervisor counts the work supervised, and says so', () => {
    const experience = experienceOf([
      'Assistant Store Manager, Ulta Beauty   May 2024 – Present',
      '• Lead a team of 18',
      'Sales Associate, Old Navy   Mar 2019 – Apr 2024',
      '• Worked the register and fitting rooms',
      'Line Cook, Culver’s   Jan 2017 – Feb 2019',
    ]);
    expect(experience.roles.map((r) => r.relevant)).toEqual([true, true, false]);
    expect(experience.relevantYears).toBeGreaterThan(7);
    expect(experience.alsoAs).toEqual(['First-Line Supervisors of Retail Sales Workers']);
    // a title listed under no supervisor keeps its own line of work alone
    const clerk = experienceOf([
      'Shipping & Receiving Clerk, Borderland Supply   Mar 2023 – Present',
      'Line Cook, Culver’s   Jan 2017 – Feb 2023',
    ]);
    expect(clerk.alsoAs).toBeUndefined();
    expect(clerk.roles.map((r) => r.relevant)).toEqual([true, false]);
  });

  it("a title is found by any O*NET occupation's worker noun, not only by a fixed list of title words", () => {
    const reporter = experienceOf([
      'Official Court Reporter, Maricopa County Superior Court   Jan 2021 – Present',
      '• Report criminal trials at 225 wpm',
      'Freelance Court Reporter, Desert Deposition Services   Jun 2015 – Dec 2020',
      '• Covered depositions for 30 law firms',
    ]);
    expect(reporter.roles.map((r) => r.title)).toEqual(['Official Court Reporter', 'Freelance Court Reporter']);
    expect(reporter.roles.every((r) => r.relevant)).toBe(true);
    expect(reporter.relevantYears).toBeGreaterThan(10);
    const stylist = experienceOf([
      'Hair Stylist, Lumen Salon   Mar 2018 – Present',
      'Flight Attendant, Skyway Airlines   Jan 2012 – Feb 2018',
      'Journeyman Lineman, Coastal Power   Jan 2010 – Dec 2011',
    ]);
    expect(stylist.roles.map((r) => r.title)).toEqual(['Hair Stylist', 'Flight Attendant', 'Journeyman Lineman']);
    expect(stylist.roles.map((r) => r.occupations.length > 0)).toEqual([true, true, true]);
    // an employer's name is no title: its last word names no worker
    expect(experienceOf(['Lumen Salon, Hair Stylist   Mar 2018 – Present']).roles[0].title).toBe('Hair Stylist');
  });

  it("a title's other readings count only by a distinctive word: a security officer is no patrol officer", () => {
    const police = experienceOf([
      'Patrol Officer, Mesa Police Department   Jul 2023 – Present',
      '• Answer 12 calls for service a shift',
      'Security Officer, Allied Universal   Jan 2017 – Jun 2023',
      '• Patrolled a 40-acre campus',
    ]);
    // 'Security Officer' is also an O*NET title of correctional officers, whose minor group is a patrol officer's
    expect(police.roles.map((r) => r.relevant)).toEqual([true, false]);
    const jail = experienceOf([
      'Patrol Officer, Mesa Police Department   Jul 2023 – Present',
      'Corrections Officer, Maricopa County   Jan 2017 – Jun 2023',
    ]);
    expect(jail.roles.map((r) => r.relevant)).toEqual([true, true]);
    // a reading holding the title's own words still counts ('inside sales' is sales work, not only a retail floor)
    const sales = experienceOf([
      'Territory Sales Representative, Lakeshore Foodservice   Sep 2021 – Present',
      'Inside Sales Associate, Sysco   Jan 2020 – Aug 2021',
    ]);
    expect(sales.roles.map((r) => r.relevant)).toEqual([true, true]);
  });

  it('a military specialty counts by its work: a supply sergeant before a logistics coordinator', () => {
    const experience = experienceOf([
      'Logistics Coordinator, Cape Fear Distribution   Jan 2024 – Present',
      '• Plan 40 outbound loads a week',
      'Unit Supply Specialist (92Y), Sergeant   Jun 2015 – Sep 2023',
      'U.S. Army, 82nd Airborne Division',
      '• Accounted for $4.2M of property',
    ]);
    expect(experience.roles.map((r) => r.relevant)).toEqual([true, true]);
    // the same title outside the forces is read as O*NET lists it
    const civilian = experienceOf([
      'Logistics Coordinator, Cape Fear Distribution   Jan 2024 – Present',
      'Unit Supply Specialist, Acme Plastics   Jun 2015 – Sep 2023',
    ]);
    expect(civilian.roles.map((r) => r.relevant)).toEqual([true, false]);
  });

  it('a related occupation a job zone below is a way in, not the same work', () => {
    const experience = experienceOf([
      'Surgical Technologist, Nebraska Medicine   01/2025 – Present',
      'Sterile Processing Technician, Methodist Hospital   03/2020 – 08/2023',
    ]);
    expect(experience.roles.map((r) => r.relevant)).toEqual([true, false]);
    // the same line of work lower down still counts: apprentice before journeyman
    const trade = experienceOf([
      'Journeyman Electrician, Volt Electric   Jan 2023 – Present',
      'Electrical Apprentice, Volt Electric   Jan 2019 – Dec 2022',
    ]);
    expect(trade.roles.map((r) => r.relevant)).toEqual([true, true]);
  });

  it("a title O*NET lists under several fields is read in the field of the resume's other titles with its head", () => {
    const ux = experienceOf(
      [
        'Product Designer, Ledgerly   May 2023 – Present',
        'UX/UI Designer, Wellspring Health   Jan 2022 – Apr 2023',
        'Freelance Web Designer, Self-employed   Sep 2020 – Dec 2021',
      ],
      'Product Designer (UX/UI)',
    );
    expect(code(ux.target!.occupations[0])).toBe('15-1255.00');
    expect(ux.roles.every((r) => r.relevant)).toBe(true);
    const industrial = experienceOf([
      'Product Designer, Trek Bicycle   May 2023 – Present',
      'Industrial Designer, Kohler   Jan 2018 – Apr 2023',
    ]);
    expect(code(industrial.target!.occupations[0])).toBe('27-1021.00');
  });

  it("a title O*NET writes longer with the resume's other line of work is that form: a nurse's 'Case Manager'", () => {
    // O*NET lists 'Case Manager' under social and community service managers, counselors, social workers, patient
    // representatives and more, and 'RN Case Manager' under registered nurses
    const nurse = experienceOf([
      'Case Manager, Mercy Hospital   Jan 2022 – Present',
      'Registered Nurse, Mercy Hospital   Jan 2015 – Dec 2021',
    ]);
    expect(code(nurse.target!.occupations[0])).toBe('29-1141.00');
    expect(nurse.roles.every((r) => r.relevant)).toBe(true);
    expect(nurse.relevantYears).toBeGreaterThan(10);
    const alone = experienceOf(['Case Manager, Family Services   Jan 2022 – Present']);
    expect(code(alone.target!.occupations[0])).not.toBe('29-1141.00');
  });
});

describe("'Project Experience'", () => {
  const printed = (text: string, heading = false) => ({
    text,
    parts: [text],
    page: 1,
    size: heading ? 12 : 10,
    bold: heading,
  });
  it('holds the roles of a resume with no other experience section', () => {
    const { lines, found } = splitSections([
      printed('Augustin Pemberton', true),
      printed('PROJECT EXPERIENCE', true),
      printed('Superintendent, Hollister Builders   April 2019 - Present'),
      printed('• Tenant improvement projects in occupied medical office buildings'),
      printed('Carpenter Foreman, Hollister Builders   May 2013 - March 2019'),
      printed('EDUCATION', true),
      printed('B.S., Construction Management, Colorado State University'),
    ]);
    expect(found.has('experience')).toBe(true);
    expect(lines[2].section).toBe('experience');
  });
});

describe('the lines of a role', () => {
  const printed = (text: string, heading = false) => ({
    text,
    parts: [text],
    page: 1,
    size: heading ? 12 : 10,
    bold: heading,
  });
  const document = (texts: [string, boolean?][]) => {
    const lines = texts.map(([text, heading]) => printed(text, heading));
    const layout = {
      pages: 1,
      multiColumnPages: 0,
      interleavedPages: 0,
      tables: 0,
      unreadableChars: 0,
      smallestFontSize: 10,
    };
    return { lines, links: [], layout, text: texts.map(([t]) => t).join('\n') };
  };

  it('a family word in brackets opens no section: the role under it stays in the experience', () => {
    const { lines } = splitSections(
      document([
        ['Theo Adeyemi', true],
        ['WORK EXPERIENCE', true],
        ['Product Designer – Ledgerly (personal finance app)', true],
        ['May 2023 — present'],
        ['• Ran 30+ usability testing sessions a quarter in Maze'],
      ]).lines,
    );
    expect(lines.map((l) => l.section)).toEqual(['header', 'experience', 'experience', 'experience', 'experience']);
  });

  it("a sentence under a role's dates is a bullet whose mark was lost, not the employer's line", () => {
    const facts = readResumeFacts(
      document([
        ['Siobhan Kearney', true],
        ['EXPERIENCE', true],
        ['Senior Litigation Paralegal, Whitcombe & Lowry LLP   2021-Current'],
        ['Support 4 partners on commercial and employment litigation in state and federal court'],
        ['· Draft discovery requests, subpoenas and deposition notices for 12 attorneys'],
        ['Paralegal, Greater Boston Legal Services   2018-2020'],
        ['Greater Boston Legal Services'],
        ['· Client intake interviews and case files for eviction defense'],
      ]),
      { now: NOW },
    );
    expect(facts.bullets.bullets).toContain(
      'Support 4 partners on commercial and employment litigation in state and federal court',
    );
    expect(facts.bullets.bullets).not.toContain('Greater Boston Legal Services');
  });
});
