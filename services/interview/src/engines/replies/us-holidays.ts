/**
 * US federal holidays as observed (a Saturday holiday on the Friday before, a Sunday one on the Monday after): days a
 * scheduling reply should not offer, since offices are closed (the product's pay and job data are US ones).
 */
export function isUsFederalHoliday(day: Date): boolean {
  const year = day.getUTCFullYear();
  const key = day.toISOString().slice(0, 10);
  // A New Year's Day on a Saturday is observed on December 31 of the year before.
  return [year, year + 1].some((y) => observedHolidays(y).includes(key));
}

function observedHolidays(year: number): string[] {
  const fixed = [
    [0, 1], // New Year's Day
    [5, 19], // Juneteenth
    [6, 4], // Independence Day
    [10, 11], // Veterans Day
    [11, 25], // Christmas Day
  ].map(([month, date]) => observed(new Date(Date.UTC(year, month, date))));
  const floating = [
    nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day: third Monday of January
    nthWeekday(year, 1, 1, 3), // Washington's Birthday: third Monday of February
    lastWeekday(year, 4, 1), // Memorial Day: last Monday of May
    nthWeekday(year, 8, 1, 1), // Labor Day: first Monday of September
    nthWeekday(year, 9, 1, 2), // Columbus Day: second Monday of October
    nthWeekday(year, 10, 4, 4), // Thanksgiving: fourth Thursday of November
  ];
  return [...fixed, ...floating].map((d) => d.toISOString().slice(0, 10));
}

function observed(d: Date): Date {
  const dow = d.getUTCDay();
  const shift = dow === 6 ? -1 : dow === 0 ? 1 : 0;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + shift));
}

function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1)));
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
}
