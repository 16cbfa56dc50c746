/** A month as year * 12 + month index (0-11), so that differences are month counts. */
export type MonthIndex = number;

export interface DateRange {
  start: MonthIndex;
  /** Exclusive. */
  end: MonthIndex;
  ongoing: boolean;
  /** The text as printed, for quoting. */
  text: string;
  index: number;
}

const MONTHS: Record<string, number> = {
  jan: 0,
  january: 0,
  feb: 1,
  february: 1,
  mar: 2,
  march: 2,
  apr: 3,
  april: 3,
  may: 4,
  jun: 5,
  june: 5,
  jul: 6,
  july: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
};
const SEASONS: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 0 };

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const SHORT_YEAR = "['’]\\d\\d";
const POINT =
  `(?:${MONTH}\\s*,?\\s*(?:${YEAR}|${SHORT_YEAR})` + // Jan 2019, January, 2019, Mar '18
  `|${SEASON}\\s+${YEAR}` + // Summer 2020
  // 03/2018, 3-2018, 06.2018, 03/18; a four-digit year may be followed by the range's unspaced dash
  // ('10/2021-Present', as OCR reads '10/2021 – Present'), a two-digit one not ('3-18-2019' is a day)
  `|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:${YEAR}(?![\\d/.])|\\d\\d(?![\\d/.-]))` +
  `|${YEAR}\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])(?!\\d)` + // 2018-03
  `|${YEAR})`;
const NOW = '(?:present|current(?:ly)?|now|today|to date|date|ongoing|till date|until now)';
const DASH = '\\s*(?:-|–|—|‒|―|~|to|until|till|through|thru)\\s*';
export const RANGE = new RegExp(`(?<![\\w/.-])(${POINT})${DASH}(${POINT}|${NOW})(?![\\w/])`, 'gi');
const SINCE = new RegExp(`\\b(?:since|from)\\s+(${POINT})(?![\\w/])`, 'gi');
/** Something that looks like a date: used to find dates that did not parse. */
export const DATE_LIKE = new RegExp(`(?<![\\w/.])(?:${MONTH}|${SEASON})?\\s*(?:${YEAR}|${SHORT_YEAR})\\b`, 'i');

/** Parses one date point; `isEnd` makes a bare year mean its January (so 2017-2020 is three years). */
function parsePoint(text: string): { month: MonthIndex; precise: boolean } | undefined {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let m = /^([a-z]+)\.?\s*,?\s*(\d{4}|['’]\d\d)$/.exec(t);
  if (m) {
    const year =
      m[2].length === 4 ? Number(m[2]) : 2000 + Number(m[2].slice(1)) - (Number(m[2].slice(1)) > 50 ? 100 : 0);
    const month = MONTHS[m[1]] ?? SEASONS[m[1]];
    return month === undefined ? undefined : { month: year * 12 + month, precise: true };
  }
  m = /^(\d{1,2})\s*[/.-]\s*(\d{4}|\d\d)$/.exec(t);
  if (m) {
    const year = m[2].length === 4 ? Number(m[2]) : 2000 + Number(m[2]) - (Number(m[2]) > 50 ? 100 : 0);
    return { month: year * 12 + Number(m[1]) - 1, precise: true };
  }
  m = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(t);
  if (m) return { month: Number(m[1]) * 12 + Number(m[2]) - 1, precise: true };
  m = /^(\d{4})$/.exec(t);
  if (m) return { month: Number(m[1]) * 12, precise: false };
  return undefined;
}

/** Date ranges printed on a line ("Jan 2019 – Present", "2017-2020", "03/2018 - 06/2021", "Since 2020"). */
export function findDateRanges(line: string, now: Date): DateRange[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: DateRange[] = [];
  for (const m of line.matchAll(RANGE)) {
    const start = parsePoint(m[1]);
    const ongoing = new RegExp(`^${NOW}$`, 'i').test(m[2].trim());
    const endPoint = ongoing ? undefined : parsePoint(m[2]);
    if (!start || (!ongoing && !endPoint)) continue;
    let end = ongoing ? current + 1 : endPoint!.month + (endPoint!.precise ? 1 : 0);
    if (!ongoing && !endPoint!.precise && !start.precise && end === start.month) end = start.month + 12; // "2020-2020"
    if (end <= start.month || start.month > current + 1) continue;
    out.push({ start: start.month, end: Math.min(end, current + 1), ongoing, text: m[0].trim(), index: m.index });
  }
  if (out.length === 0) {
    for (const m of line.matchAll(SINCE)) {
      const start = parsePoint(m[1]);
      if (start && start.month <= current)
        out.push({ start: start.month, end: current + 1, ongoing: true, text: m[0], index: m.index });
    }
  }
  return out;
}

/** A season of one year ('Summer 2024', 'Spring 2023', 'Holiday season 2023'): an internship's or a term's dates. */
const SEASON_ALONE =
  /(?<![\w/-])(spring|summer|fall|autumn|winter|holiday season)(?:\s+(?:term|semester|quarter|session))?\s*,?\s*((?:19|20)\d\d)(?![\w/-]|\s*[-–—]\s*\w)/gi;
const SEASON_MONTHS: Record<string, [number, number]> = {
  spring: [1, 5],
  summer: [5, 8],
  fall: [8, 12],
  autumn: [8, 12],
  winter: [0, 3],
  'holiday season': [10, 12],
};

/** Seasons printed as a role's dates, when the line has no range ('Summer 2025' for an internship). */
export function findSeasons(line: string, now: Date): DateRange[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: DateRange[] = [];
  for (const m of line.matchAll(SEASON_ALONE)) {
    const [from, to] = SEASON_MONTHS[m[1].toLowerCase()];
    const start = Number(m[2]) * 12 + from;
    if (start > current) continue;
    out.push({
      start,
      end: Math.min(Number(m[2]) * 12 + to, current + 1),
      ongoing: false,
      text: m[0].trim(),
      index: m.index,
    });
  }
  return out;
}

/** Total months covered by the ranges, counting overlapping months once. */
export function mergedMonths(ranges: { start: number; end: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let cur: { start: number; end: number } | undefined;
  for (const r of sorted) {
    if (cur && r.start <= cur.end) cur.end = Math.max(cur.end, r.end);
    else {
      if (cur) total += cur.end - cur.start;
      cur = { ...r };
    }
  }
  if (cur) total += cur.end - cur.start;
  return total;
}
