import { findDateRanges, mergedMonths } from './dates.js';
import { analyserData } from '../resume-facts.js';
import type { SectionedLine } from '../sections/sections.js';
import { experienceLevel, findExperience } from './roles.js';

const NOW = new Date(Date.UTC(2026, 10, 15)); // Nov 2026
const months = (line: string) => findDateRanges(line, NOW).map((r) => r.end - r.start);

describe('date ranges', () => {
  it.each([
    ['Jan 2019 – Present', 95],
    ['January 2019 - Current', 95],
    ['Jan. 2019 to Dec. 2019', 12],
    ['2017-2020', 36],
    ['2017 – present', 119],
    ['03/2018 - 06/2021', 40],
    ['3/2018–6/2021', 40],
    ['2018-03 – 2021-06', 40],
    ["Mar '18 – Jun '21", 40],
    ['Summer 2016 – Spring 2017', 10],
    ['06.2018 - 12.2020', 31],
    ['Since 2024', 35],
    ['May 2019 – Aug 2019', 4],
    ['02/2019-09/2021', 32], // an unspaced dash, as OCR reads a spaced one
  ])('%s is %i months', (text, expected) => {
    expect(months(`Engineer, Acme   ${text}`)).toEqual([expected]);
  });

  it('ignores what is not a range of past dates', () => {
    expect(months('Reduced costs by 20-30% in 2019')).toEqual([]);
    expect(months('Phone 555-2019-2020')).toEqual([]);
    expect(months('Jan 2030 - Present')).toEqual([]);
    expect(months('2021 - 2019')).toEqual([]);
  });

  it('merges overlapping roles before counting years', () => {
    const a = findDateRanges('2018 – 2021', NOW)[0];
    const b = findDateRanges('03/2020 - 06/2024', NOW)[0];
    // Jan 2018 .. Jun 2024 once: 78 months, not 36 + 52
    expect(mergedMonths([a, b])).toBe(78);
    expect(mergedMonths([])).toBe(0);
  });

  it('maps years to the interview setup words', () => {
    expect([0, 2.9, 3, 5.9, 6, 15].map(experienceLevel)).toEqual([
      'entry-level',
      'entry-level',
      'mid-level',
      'mid-level',
      'senior-level',
      'senior-level',
    ]);
  });
});

describe('dates that could not be read', () => {
  const line = (text: string): SectionedLine => ({
    text,
    parts: [text],
    page: 1,
    size: 10,
    section: 'experience',
    isHeading: false,
    listsSkills: false,
  });

  it("are a date-like token beside a range's dash or 'to', not a year in a line holding a dash elsewhere", () => {
    const { unparsedDates } = findExperience(
      [
        line('Technician, Acme   Jan 2020 – Present'),
        line('Top-3 technician for maintenance agreement sales in 2025 (112 agreements)'),
        line("Helper, Acme   Spring '19 – ?"),
        line('Clerk, Beta   2019 - Sometime'),
      ],
      { now: NOW, ...analyserData() },
    );
    expect(unparsedDates).toEqual(["Helper, Acme   Spring '19 – ?", 'Clerk, Beta   2019 - Sometime']);
  });
});
