import { findDateRanges, mergedMonths } from './dates.js';
import { experienceLevel } from './roles.js';

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
