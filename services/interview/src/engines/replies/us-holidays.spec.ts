import { isUsFederalHoliday } from './us-holidays.js';

const holiday = (iso: string) => isUsFederalHoliday(new Date(`${iso}T12:00:00Z`));

describe('isUsFederalHoliday', () => {
  it('knows the fixed and the floating holidays of a year', () => {
    for (const day of [
      '2026-01-01',
      '2026-01-19', // MLK Day
      '2026-02-16', // Washington's Birthday
      '2026-05-25', // Memorial Day
      '2026-06-19',
      '2026-09-07', // Labor Day
      '2026-10-12', // Columbus Day
      '2026-11-11',
      '2026-11-26', // Thanksgiving
      '2026-12-25',
    ]) {
      expect([day, holiday(day)]).toEqual([day, true]);
    }
    for (const day of ['2026-11-25', '2026-11-27', '2026-05-18', '2026-01-02', '2026-10-13']) {
      expect([day, holiday(day)]).toEqual([day, false]);
    }
  });

  it('moves a weekend holiday to the weekday it is observed on', () => {
    expect(holiday('2026-07-03')).toBe(true); // July 4, 2026 is a Saturday
    expect(holiday('2027-07-05')).toBe(true); // July 4, 2027 is a Sunday
    expect(holiday('2027-12-31')).toBe(true); // January 1, 2028 is a Saturday
    expect(holiday('2027-12-24')).toBe(true); // December 25, 2027 is a Saturday
  });
});
