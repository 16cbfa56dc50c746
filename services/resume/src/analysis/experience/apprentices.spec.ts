import { analyserData } from '../resume-facts.js';
import type { SectionedLine } from '../sections/sections.js';
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
const experienceOf = (texts: string[]) => findExperience(texts.map(line), { now: NOW, ...analyserData() });
const codes = (title: string) =>
  analyserData()
    .occupations.occupationsForRole(title)
    .map((o) => analyserData().occupations.occupation(o).code);

describe("an apprentice's or helper's title names its trade", () => {
  it("reads the trade first for an apprentice (O*NET's bare 'Apprentice' is an electrician's helper)", () => {
    expect(codes('Carpenter Apprentice')[0]).toBe('47-2031.00');
    expect(codes('Elevator Apprentice')[0]).toBe('47-4021.00');
    expect(codes('HVAC Apprentice')[0]).toBe('49-9021.00');
    expect(codes('Pipefitter Apprentice')[0]).toBe('47-2152.00');
    expect(codes('Sheet Metal Apprentice')[0]).toBe('47-2211.00');
    // O*NET lists it under electricians' helpers: the trade comes first, the helpers' occupation is kept
    expect(codes('Electrical Apprentice')).toEqual(['47-2111.00', '47-3013.00']);
  });

  it('reads a helper as O*NET lists it, then as the trade; outside the trades only the work it names', () => {
    expect(codes("Plumber's Helper")).toEqual(['47-3015.00', '47-2152.00']);
    expect(codes('Roofer Helper')).toEqual(['47-3016.00', '47-2181.00']);
    expect(codes('Cook Apprentice')[0]).toBe('35-2014.00');
    expect(codes('Kitchen Helper')).not.toContain('35-1011.00');
    expect(codes('Drafter Apprentice')).toEqual(['17-3019.00']);
  });

  it("reads 'X in Charge' as O*NET's 'Charge X'", () => {
    expect(codes('Nurse in Charge')[0]).toBe('29-1141.00');
  });

  it("counts an apprentice's and a helper's years towards the trade, whatever O*NET's job zones say", () => {
    const electrician = experienceOf([
      'Journeyman Electrician, Volt Co   Jan 2022 – Present',
      'Electrical Apprentice, Volt Co   Jan 2018 – Dec 2021',
      'Line Cook, Corner Diner   Jan 2015 – Dec 2017',
    ]);
    expect(electrician.roles.map((r) => r.relevant)).toEqual([true, true, false]);
    expect(electrician.relevantYears).toBeGreaterThan(8);
    const elevator = experienceOf([
      'Elevator Constructor, Otis   Jan 2022 – Present',
      'Elevator Helper, Otis   Jan 2019 – Dec 2021',
      'Elevator Apprentice, Schindler   Jan 2017 – Dec 2018',
    ]);
    expect(elevator.roles.every((r) => r.relevant)).toBe(true);
    expect(elevator.relevantYears).toBeGreaterThan(9);
  });

  it("takes the resume's trade for an apprentice naming none, and is no student job for its classroom hours", () => {
    const experience = experienceOf([
      'Elevator Mechanic   Otis   2021 – Present',
      'Apprentice Mechanic   Schindler   2017 – 2021',
      '• Assisted mechanics on modernizations while completing the NEIEP apprenticeship program',
      'Probationary Apprentice (IUEC Local 1)   Schindler   2016 – 2017',
    ]);
    expect(experience.roles.map((r) => r.excluded)).toEqual([undefined, undefined, undefined]);
    expect(experience.roles.every((r) => r.relevant)).toBe(true);
    expect(experience.relevantYears).toBeGreaterThan(9);
    // an apprentice of another trade keeps its own: a carpenter's apprenticeship is not an elevator mechanic's
    const other = experienceOf([
      'Elevator Mechanic   Otis   2021 – Present',
      'Carpenter Apprentice   BuildCo   2017 – 2021',
    ]);
    expect(other.roles.map((r) => r.relevant)).toEqual([true, false]);
  });
});

describe("a foreman's title names the trade it supervises", () => {
  it('weighs the line of work its words name by the people who hold such titles, not by the titles alone', () => {
    // O*NET lists 'Electrical Foreman' under construction and under repairers' supervisors; 'electrical' is in more
    // repairers' titles, but far more electricians hold one
    expect(codes('Electrical Foreman')[0]).toBe('47-1011.00');
    expect(codes('Low Voltage Foreman')[0]).toBe('47-1011.00');
    expect(codes('Maintenance Foreman')[0]).toBe('49-1011.00');
    expect(codes('Warehouse Foreman')[0]).toBe('53-1042.00');
  });
});

describe("a title headed by a word that only says 'a worker'", () => {
  it('is the work its other words name, as O*NET titles it under another head or by its gerund', () => {
    expect(codes('Packing Associate')[0]).toBe('53-7064.00');
    expect(codes('Material Handling Associate')[0]).toBe('53-7062.00');
    expect(codes('Member Services Advocate')[0]).toBe('43-4051.00');
    // O*NET's own listing still comes first
    expect(codes('Warehouse Associate')[0]).toBe('53-7062.00');
  });
});
