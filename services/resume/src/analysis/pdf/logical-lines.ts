import type { LayoutLine, ResumeLine, Segment } from './layout-types.js';

/** A line that opens a list item. */
export const BULLET_START = /^\s*(?:[•·●▪■◦►▸✓✔➢➤→∙○◆◇*]|[-–](?=\s)|\d{1,2}[.)](?=\s))/;
/** A line ending that promises more: a separator, an open parenthesis, a joining word. */
const OPEN_END = /(?:[,;&/(–—|•·-]|\s\+|\b(?:and|or|of|in|with|for|the|to|a|an|on|at|by|from|as|via|including))$/i;
const SEPARATOR_START = /^[|•·,;/&)]/;
const MONTH_END =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|[-–—]$|\bto$|\d\s*[-–—]\s*(?:spring|summer|fall|autumn|winter)$/i;
const YEAR_START =
  /^(?:(?:19|20)\d\d\b|\d{1,2}\s*[/.-]\s*(?:19|20)?\d\d\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d\d\b|present\b|current\b|now\b|today\b)/i;
/** A date alone ('September 2025', '09/2025', '2025'): a range's start when its end wraps under it. */
const DATE_POINT =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d$|^\d{1,2}\s*[/.]\s*(?:19|20)?\d\d$/i;
/** The rest of a range wrapped before its joining word: 'to December', '– Present'. */
const RANGE_REST = new RegExp(
  `^(?:to|until|through|[-–—])\\s*(?:${YEAR_START.source.slice(1)}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?$)`,
  'i',
);

interface Working {
  parts: Segment[];
  y: number;
  lastY: number;
  size: number;
  region: number;
  page: number;
  table: boolean;
  joined: number;
  gapBefore: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Where the last printed line of a part ends, once lines were joined to it (its x1 spans them all). */
const lastEnds = new WeakMap<Segment, number>();
const lastEnd = (part: Segment) => lastEnds.get(part) ?? part.x1;
const copyPart = (part: Segment): Segment => {
  const copy = { ...part };
  if (lastEnds.has(part)) lastEnds.set(copy, lastEnd(part));
  return copy;
};

/**
 * Per region, whether its one-part lines stand apart as paragraphs (a list whose items are spaced further apart
 * than the lines of a wrapped item): then a tight step is a wrapped item, a wide one a new item.
 */
let spacing = new Map<number, number>();
let textRight = new Map<number, number>();
function itemSpacing(lines: LayoutLine[]): Map<number, number> {
  const steps = new Map<number, number[]>();
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1], lines[i]];
    if (a.region !== b.region || a.parts.length !== 1 || b.parts.length !== 1 || Math.abs(a.size - b.size) > 0.6)
      continue;
    steps.set(b.region, [...(steps.get(b.region) ?? []), (b.y - a.y) / b.size]);
  }
  const out = new Map<number, number>();
  for (const [region, list] of steps) {
    const sorted = list.filter((x) => x > 0).sort((x, y) => x - y);
    if (sorted.length >= 4) out.set(region, sorted[Math.floor(sorted.length / 2)]);
  }
  return out;
}
const itemLike = (text: string) => words(text).length <= 5 && !/,\s/.test(text) && !/[.!?]$/.test(text);

/**
 * Joins printed lines that continue each other into logical lines: a wrapped bullet, a list of skills wrapped over
 * several lines, a job title that wrapped in its cell, a date range broken after its month. A line continues the
 * part of the line above that it is aligned with when that part promises more (it ends on a separator or a joining
 * word), when it starts in lower case, or when its first word could not have fitted on the line above; two short
 * items on lines of their own stay apart, and a bullet, a change of size or weight, or a paragraph gap never joins.
 */
export function logicalLines(lines: LayoutLine[], page: number): ResumeLine[] {
  const regionRight = new Map<number, number>();
  for (const l of lines) {
    const x1 = Math.max(...l.parts.map((p) => p.x1));
    regionRight.set(l.region, Math.max(regionRight.get(l.region) ?? 0, x1));
  }
  spacing = itemSpacing(lines);
  // where the text of each region wraps: the right end of its longest one-part lines of running text (a layout
  // may print a date or a contact line further right than its paragraphs ever reach)
  textRight = new Map();
  for (const l of lines)
    if (l.parts.length === 1 && words(l.parts[0].text).length >= 6)
      textRight.set(l.region, Math.max(textRight.get(l.region) ?? 0, l.parts[0].x1));
  const out: Working[] = [];
  const lastOfRegion = new Map<number, Working>();
  for (let line of lines) {
    const prev = lastOfRegion.get(line.region);
    const gap = prev ? (line.y - prev.lastY) / Math.max(line.size, 1) : 0;
    if (prev && !line.table && !prev.table && out[out.length - 1] === prev && tryJoin(prev, line, regionRight)) {
      continue;
    }
    // a field set beside two lines of wrapped text (a date centred on a wrapped job title) sits between them in
    // reading order: the second line continues the first, and the field joins their row
    const before = out[out.length - 2];
    if (
      prev &&
      before &&
      before.region === line.region &&
      out[out.length - 1] === prev &&
      !line.table &&
      !prev.table &&
      !before.table &&
      prev.parts.length === 1 &&
      beside(prev.parts[0], line.parts) &&
      beside(prev.parts[0], before.parts)
    ) {
      // the field bounds the text beside it: judge the join with it in its row
      const row: Working = { ...before, parts: [...before.parts, ...prev.parts].sort((a, b) => a.x0 - b.x0) };
      if (tryJoin(row, line, regionRight)) {
        Object.assign(before, row);
        out.pop();
        lastOfRegion.set(line.region, before);
        continue;
      }
    }
    // a line set beside a field wrapped over two lines (a one-line title centred beside 'May 2015 –' / 'November
    // 2019') sits between the field's lines in reading order: the field's second line finishes its range, and the
    // line joins their row
    if (
      prev &&
      before &&
      before.region === line.region &&
      out[out.length - 1] === prev &&
      !line.table &&
      !prev.table &&
      !before.table &&
      prev.parts.length === 1 &&
      before.parts.length === 1 &&
      line.parts.length === 1 &&
      beside(prev.parts[0], line.parts) &&
      beside(prev.parts[0], before.parts) &&
      line.y - before.lastY <= 1.65 * Math.max(line.size, before.size) &&
      dateWrap(before.parts[0].text.trim(), line.parts[0].text.trim())
    ) {
      const field = before.parts[0];
      const next = line.parts[0];
      field.text = `${field.text.trim()} ${next.text.trim()}`;
      field.x1 = Math.max(field.x1, next.x1);
      lastEnds.set(field, next.x1);
      before.parts = [...prev.parts, field].sort((a, b) => a.x0 - b.x0);
      before.lastY = Math.max(prev.lastY, line.y);
      before.joined += prev.joined + 1;
      out.pop();
      lastOfRegion.set(line.region, before);
      continue;
    }
    // a date range wrapped in its cell of a row whose other cells start anew (the employer under a bold title,
    // 'August 2016 - January' / '2024'): the date's end joins the range above; the rest of the row is a line
    const dateEnd =
      prev && out[out.length - 1] === prev && !line.table && !prev.table && line.parts.length > 1
        ? line.parts.find((part) => joinsDateAbove(prev, part) && joinPart(prev, line, part, regionRight, false))
        : undefined;
    if (dateEnd) line = { ...line, parts: line.parts.filter((p) => p !== dateEnd) };
    const w: Working = {
      parts: line.parts.map((p) => ({ ...p })),
      y: line.y,
      lastY: line.y,
      size: line.size,
      region: line.region,
      page,
      table: Boolean(line.table),
      joined: 1,
      gapBefore: prev ? Math.max(0, Math.round((gap - 1) * 100) / 100) : 0,
    };
    out.push(w);
    lastOfRegion.set(line.region, w);
  }
  return out.map((w) => {
    const parts = w.parts.map((p) => p.text.trim()).filter(Boolean);
    return {
      text: parts.join('   '),
      parts,
      page: w.page,
      size: w.size,
      bold: w.parts.every((p) => p.bold),
      x: Math.round(Math.min(...w.parts.map((p) => p.x0)) * 10) / 10,
      gapBefore: w.gapBefore,
      region: w.region,
      ...(w.table ? { table: true } : {}),
      ...(w.joined > 1 ? { joined: w.joined } : {}),
    };
  });
}

/**
 * A name wrapped before its abbreviation: 'Certified Kubernetes' / 'Administrator (CKA)', whose letters are the
 * initials of both lines together and not of the second alone.
 */
function spellsAcronym(above: string, text: string): boolean {
  const m = /^(.*?)\s*\(([A-Z]{2,8})\)\s*$/.exec(text);
  if (!m) return false;
  const initials = (s: string) =>
    s
      .split(/[\s-]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('');
  const both = initials(`${above.replace(BULLET_START, '')} ${m[1]}`);
  return both.endsWith(m[2]) && !initials(m[1]).endsWith(m[2]) && both.length <= m[2].length + 2;
}

/** A parenthesis left open above ('ACLS (Advanced Cardiovascular Life') and closed by this line ('Support)'). */
function closesParenthesis(above: string, text: string): boolean {
  const depth = (s: string) => (s.match(/\(/g) ?? []).length - (s.match(/\)/g) ?? []).length;
  return depth(above) > 0 && depth(text) < 0;
}

/** A line in capitals ('EDUCATION & TRAINING') over one with lower-case letters: a heading and what it heads. */
function capitalsOver(above: string, text: string): boolean {
  const letters = above.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && /\p{Ll}/u.test(text);
}

/** How far a part reaches across its column: 1 when it ends at the column's right edge. */
function reach(part: Segment, columnRight: number): number {
  return (lastEnd(part) - part.x0) / Math.max(columnRight - part.x0, 1);
}

/**
 * A line opening with a spaced dash under a full line that is not a bullet ('Professional Engineer (P.E.),
 * California' / '– Civil'): the dash joins the two halves of a wrapped name; it is no bullet of its own. A part with
 * a field beside it (a title left of its dates: 'Executive Team Leader, Style & Home, Target' / '– Store T-1482') is
 * full when it reaches that field, not the column's edge.
 */
function dashWrap(prev: Working, index: number, text: string, columnRight: number): boolean {
  const target = prev.parts[index];
  if (!target || !/^[–—]\s+\S/.test(text)) return false;
  const above = target.text.trim();
  const right = index + 1 < prev.parts.length ? prev.parts[index + 1].x0 - 0.8 * target.size : columnRight;
  return !BULLET_START.test(above) && !/[.:!?]$/.test(above) && reach(target, right) >= 0.8;
}

/**
 * A list of three or more items set apart by a strong delimiter ('a • b • Lean Six') wrapped inside its last item
 * onto a line with no delimiter of its own ('Sigma Yellow Belt'): that line finishes the item.
 */
function delimitedWrap(target: Segment, text: string, columnRight: number): boolean {
  const above = target.text.trim();
  const delimiters = (above.match(/\s[•·|▪●◦;]\s/g) ?? []).length;
  return (
    delimiters >= 2 &&
    !/[•·|▪●◦;,:]/.test(text) &&
    !/[.:!?]$/.test(above) &&
    words(text).length <= 5 &&
    reach(target, columnRight) >= 0.8
  );
}

const CREDENTIAL_NOUN = /\b(?:licen[cs]e|certificate|certification|endorsement|credential|permit|registration)s?$/i;
/**
 * The last word or two of a credential's name wrapped onto a line of its own in a narrow column ('Louisiana
 * Journeyman Electrician' / 'License', 'DODD Medication Administration' / 'Category 1'): no item on its own.
 */
function credentialRest(above: string, text: string): boolean {
  // (after a bracket too: 'Home Improvement Contractor (HIC)' / 'Registration')
  if (/[.,;:!?]$/.test(above) || CREDENTIAL_NOUN.test(above) || BULLET_START.test(above)) return false;
  return (
    new RegExp(`^${CREDENTIAL_NOUN.source}`, 'i').test(text) ||
    /^(?:category|level|class|part|grade|type)\s+(?:\d{1,2}|[IVX]{1,4}|[A-D])$/i.test(text)
  );
}

/**
 * A line ending on a capital letter as a grade or class ('CDL Class A', 'Medicare Part A') in a line that is not all
 * capitals: no article left open, so the next line ('4R Nutrient Stewardship') is an item of its own.
 */
function gradeLetter(above: string): boolean {
  return /\sA$/.test(above) && /\p{Ll}/u.test(above);
}

/**
 * Two lines of one list set apart by the same strong delimiter ('a • b • John' / 'Deere Operations Center • c'),
 * neither ending nor opening on it: the break fell inside an item, for a list that breaks between items shows its
 * delimiter at one end or the other. A label ('Tools:') opens a list of its own.
 */
function delimitedRun(above: string, text: string): boolean {
  const delimiter = /\s([•·|▪●◦/])\s/.exec(above)?.[1];
  if (!delimiter || above.split(delimiter).length - 1 < 2 || /[.:!?]$/.test(above)) return false;
  return text.includes(` ${delimiter} `) && !/:/.test(text.split(delimiter)[0]);
}

/** A bullet left open ('• ... saved') and a line opening with a sum or a figure ('$182K', '40%'): its end. */
function amountWrap(above: string, text: string): boolean {
  return (
    BULLET_START.test(above) &&
    // (a colon announces it: '... purchase loans:' / '$31M funded in 2025')
    !/[.!?;]$/.test(above) &&
    /^(?:[$€£]\s?\d|\d[\d,.]*\s?(?:%|[kKmM]\b|x\b))/.test(text) &&
    !YEAR_START.test(text)
  );
}

/** No horizontal overlap between a part and a line's parts. */
function beside(part: Segment, parts: Segment[]): boolean {
  return parts.every((p) => p.x1 <= part.x0 - 4 || p.x0 >= part.x1 + 4);
}

/** Appends `line` to the part of `prev` it continues, when it does; true when joined. */
function tryJoin(prev: Working, line: LayoutLine, regionRight: Map<number, number>): boolean {
  if (line.parts.length === 1) return joinPart(prev, line, line.parts[0], regionRight, true, true);
  // a row whose cells all continue the cells above them (a wrapped title beside a wrapped date)
  if (line.parts.length > prev.parts.length || line.parts.length === 0) return false;
  const targets = line.parts.map((p) => closestPart(prev.parts, p));
  if (targets.some((t) => t < 0) || new Set(targets).size !== targets.length) return false;
  // one cell that plainly continues (a date broken after its dash) carries the others of its row along
  const probe: Working = { ...prev, parts: prev.parts.map(copyPart) };
  if (!line.parts.some((part) => joinPart(probe, line, part, regionRight, false, true))) return false;
  const trial: Working = { ...prev, parts: prev.parts.map(copyPart) };
  for (const part of line.parts) if (!joinPart(trial, line, part, regionRight, false, false)) return false;
  Object.assign(prev, trial, { lastY: line.y, joined: prev.joined + 1 });
  return true;
}

/** Appends one part of a line to the part of `prev` it continues, when it does; true when joined. */
function joinPart(
  prev: Working,
  line: LayoutLine,
  next: Segment,
  regionRight: Map<number, number>,
  whole: boolean,
  /** Whether the part must show it continues (false: being aligned under it is enough). */
  strict = true,
): boolean {
  const text = next.text.trim();
  if (!text) return false;
  if (Math.abs(next.size - prev.size) > 0.6) return false;
  const step = line.y - prev.lastY;
  if (step <= 0 || step > 1.65 * Math.max(prev.size, next.size)) return false;
  // the part of the line above that this one sits under (a date's end may be a right-aligned field wider than it)
  const aligned = closestPart(prev.parts, next);
  const rightAligned = closestPart(prev.parts, next, true);
  const index =
    aligned < 0 && rightAligned >= 0 && dateWrap(prev.parts[rightAligned].text.trim(), text) ? rightAligned : aligned;
  if (index < 0) return false;
  const target = prev.parts[index];
  const above = target.text.trim();
  const columnRight = regionRight.get(line.region) ?? target.x1;
  if (BULLET_START.test(text) && !dashWrap(prev, index, text, columnRight) && !dateWrap(above, text)) return false;
  // a change of weight starts something new (a bold title, then the plain company line under it)
  if ((target.boldEnd ?? target.bold) !== (next.boldStart ?? next.bold)) return false;
  // a date range broken after its month or its dash ('Jan 2019 — Mar' / '2022'), or before its joining word
  // ('September 2025' / 'to December')
  const dateJoin = dateWrap(above, text);
  if (!dateJoin) {
    const textStart = BULLET_START.test(above) ? 20 : 6;
    if (next.x0 < target.x0 - 3 || next.x0 > target.x0 + textStart) return false;
  }
  // a wrapped line's first word never fits at the end of the line above (the line breaker would have put it there)
  const wrapped = () => !/[.:!?]$/.test(above) && !fits(prev, index, next, regionRight.get(line.region) ?? target.x1);
  const joins =
    !strict ||
    dateJoin ||
    spellsAcronym(above, text) ||
    (OPEN_END.test(above) && !gradeLetter(above)) ||
    SEPARATOR_START.test(text) ||
    closesParenthesis(above, text) ||
    dashWrap(prev, index, text, columnRight) ||
    delimitedWrap(target, text, columnRight) ||
    (credentialRest(above, text) && reach(target, columnRight) >= 0.6) ||
    // a delimited list broken inside an item ('... • John' / 'Deere Operations Center • Climate FieldView')
    (delimitedRun(above, text) &&
      (wrapped() || overflowsItsParagraph(target, next) || atTextEdge(target, next, line.region))) ||
    (delimitedWrap(target, text, textRight.get(line.region) ?? columnRight) && atTextEdge(target, next, line.region)) ||
    // a bullet wrapped before a sum or a figure ('... saved' / '$182K against the 2024 budget'): no item opens so
    amountWrap(above, text) ||
    // the softer signs below never join a heading set in capitals to the mixed-case line under it
    (!capitalsOver(above, text) &&
      // a line in lower case continues the one above, unless both are short items and the one above was ended
      // on purpose ('Apache Airflow' / 'dbt' in a sidebar, one item a line)
      ((/^[a-z]/.test(text) &&
        !/[.:!?]$/.test(above) &&
        (!(itemLike(above.replace(BULLET_START, '')) && itemLike(text)) || wrapped())) ||
        (!(itemLike(above.replace(BULLET_START, '')) && itemLike(text)) && !/\)$/.test(above) && wrapped()) ||
        // items spaced apart as paragraphs: a line at the tight step under one is that item wrapped
        ((spacing.get(line.region) ?? 0) >= 1.5 && step / next.size <= 1.3 && !/[.:!?]$/.test(above))));
  if (!joins) return false;
  const glue = /[-‐]$/.test(above) && /^[a-z]/.test(text) ? '' : ' ';
  target.text = `${above}${glue}${text}`;
  target.x1 = Math.max(target.x1, next.x1);
  lastEnds.set(target, next.x1);
  target.bold &&= next.bold;
  target.boldEnd = next.boldEnd ?? next.bold;
  if (whole) {
    prev.lastY = line.y;
    prev.joined++;
  }
  return true;
}

/** Whether `text` continues a date range that `above` left open. */
function dateWrap(above: string, text: string): boolean {
  return (MONTH_END.test(above) && YEAR_START.test(text)) || (DATE_POINT.test(above) && RANGE_REST.test(text));
}

/** Whether a part of a line is the end of a date range left open in the part of `prev` above it. */
function joinsDateAbove(prev: Working, part: Segment): boolean {
  const index = closestPart(prev.parts, part, true);
  return index >= 0 && dateWrap(prev.parts[index].text.trim(), part.text.trim());
}

/**
 * The part of a line that a line below is aligned with (its left edge, or a right-aligned field's); with
 * `rightAligned`, a right-aligned field may be wider than the part above it ('August 2021 -' / 'September 2024').
 */
function closestPart(parts: Segment[], next: Segment, rightAligned = false): number {
  let best = -1;
  let distance = Infinity;
  parts.forEach((p, i) => {
    const d = Math.min(Math.abs(p.x0 - next.x0), Math.abs(p.x1 - next.x1) + 1);
    if (d < distance && (next.x0 >= p.x0 - 3 || (rightAligned && Math.abs(p.x1 - next.x1) <= 2))) {
      best = i;
      distance = d;
    }
  });
  return distance <= 24 ? best : -1;
}

/** Would the first word of `next` have fitted after the part above it (up to the next part, or the column's edge)? */
/**
 * The first word of `next` would not fit on the last printed line of `target` within the width its earlier lines
 * reached (a paragraph set narrower than its column: the line breaker stopped there).
 */
function overflowsItsParagraph(target: Segment, next: Segment): boolean {
  if (!lastEnds.has(target)) return false;
  const text = next.text.trim();
  const charWidth = (next.x1 - next.x0) / Math.max(text.length, 1);
  return lastEnd(target) + charWidth * (text.split(/\s+/)[0].length + 1) > target.x1 + 0.5;
}

/** The first word of `next` would not fit on the last printed line of `target` before its region's text wraps. */
function atTextEdge(target: Segment, next: Segment, region: number): boolean {
  const right = textRight.get(region);
  if (right === undefined || lastEnd(target) - target.x0 < 0.8 * (right - target.x0)) return false;
  const text = next.text.trim();
  const charWidth = (next.x1 - next.x0) / Math.max(text.length, 1);
  return lastEnd(target) + charWidth * (text.split(/\s+/)[0].length + 1) > right + 0.5;
}

function fits(prev: Working, index: number, next: Segment, columnRight: number): boolean {
  const target = prev.parts[index];
  const right = index + 1 < prev.parts.length ? prev.parts[index + 1].x0 - 0.8 * target.size : columnRight;
  const text = next.text.trim();
  const first = text.split(/\s+/)[0];
  const charWidth = (next.x1 - next.x0) / Math.max(text.length, 1);
  // a line that stops well short of its edge was ended on purpose, however long the next word is
  const end = lastEnd(target);
  if (end - target.x0 < 0.65 * (right - target.x0)) return true;
  return end + charWidth * (first.length + 1) <= right + 0.5;
}
