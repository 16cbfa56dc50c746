import type { LayoutLine, Rule, Segment } from './layout-types.js';
import { findRuledTables } from './ruled-tables.js';
import { baselineGroups } from './segments.js';

/**
 * Layout-aware reading order. A PDF is a bag of positioned text runs; resume templates often draw a sidebar and a
 * main column row by row, so reading runs in stream order (what plain extractors do) interleaves the columns. Here a
 * page is cut where a vertical gap runs down a band of the page (its width and its height decide, recursively), each
 * column is read top to bottom before the next, and tables drawn with ruling lines are read row by row, cell by cell.
 */

export interface OrderStats {
  multiColumn: boolean;
  interleaved: boolean;
  tables: number;
}

interface Cut {
  /** x of the gutter's middle. */
  x: number;
  /** Segments crossing it (a full-width name, a heading rule line): read on their own. */
  crossing: Set<Segment>;
}

export function orderPage(segments: Segment[], rules: Rule[], stats: OrderStats): LayoutLine[] {
  const { tables, rest } = findRuledTables(segments, rules);
  stats.tables += tables.length;
  // a table takes part in the cutting as one block the size of its box
  const blocks: Segment[] = [
    ...rest,
    ...tables.map((t) => ({
      text: '',
      x0: t.x0,
      x1: t.x1,
      y: t.y0 + 1,
      y1: t.y1,
      size: 10,
      bold: false,
      order: Math.min(...t.rows.flat().map((c) => c.order)),
      table: t.rows,
    })),
  ];
  const regions = { next: 0 };
  return splitGutterLabels(orderRegion(blocks, stats, regions.next++, regions, 0));
}

/**
 * Headings set in a narrow left gutter, on the baseline of their section's first line ("Experience" beside the first
 * job): the page is no two columns (the gutter holds a word or two per section), so the heading and that first line
 * are read as one row. Where most lines start at one left edge and a few rows carry a short label left of it, the
 * label is a line of its own, before the rest of its row.
 */
function splitGutterLabels(lines: LayoutLine[]): LayoutLine[] {
  const rows = lines.filter((l) => !l.table);
  if (rows.length === 0) return lines;
  const left = Math.min(...rows.map((l) => l.parts[0].x0));
  // where the content column starts: the second part of rows that open with a short label at the page's left
  const labelled = rows.filter(
    (l) => l.parts.length >= 2 && l.parts[0].x0 <= left + 3 && l.parts[0].text.split(/\s+/).length <= 4,
  );
  const edges = new Map<number, number>();
  for (const l of labelled) edges.set(Math.round(l.parts[1].x0), (edges.get(Math.round(l.parts[1].x0)) ?? 0) + 1);
  let edge = 0;
  let most = 0;
  for (const [x, n] of edges) if (n > most) [edge, most] = [x, n];
  const isLabelRow = (l: LayoutLine) =>
    labelled.includes(l) && Math.abs(l.parts[1].x0 - edge) <= 3 && l.parts[0].x1 < edge - 6;
  const labels = lines.filter(isLabelRow);
  const content = rows.filter((l) => l.parts[0].x0 >= edge - 3);
  if (labels.length < 2 || content.length < 0.6 * rows.length) return lines;
  const out: LayoutLine[] = [];
  let lastLabel: { line: LayoutLine; y: number } | undefined;
  for (const l of lines) {
    if (!isLabelRow(l)) {
      out.push(l);
      continue;
    }
    const [label, ...rest] = l.parts;
    // a label wrapped in its narrow gutter ('Professional' / 'Summary') is one heading
    if (lastLabel && l.y - lastLabel.y <= 1.6 * label.size) {
      const head = lastLabel.line.parts[0];
      lastLabel.line.parts = [{ ...head, text: `${head.text} ${label.text}`, x1: Math.max(head.x1, label.x1) }];
      lastLabel.y = l.y;
    } else {
      const line = { ...l, parts: [label], size: label.size };
      out.push(line);
      lastLabel = { line, y: l.y };
    }
    out.push({ ...l, parts: rest, size: Math.max(...rest.map((p) => p.size)) });
  }
  return out;
}

function orderRegion(
  segments: Segment[],
  stats: OrderStats,
  region: number,
  regions: { next: number },
  depth: number,
): LayoutLine[] {
  if (depth > 4 || segments.length < 4) return asLines(segments, region);
  const cut = findCut(segments);
  if (!cut) return asLines(segments, region);
  // bands of the page between crossing segments; each band is read as columns or as rows
  const sorted = [...segments].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const out: LayoutLine[] = [];
  let band: Segment[] = [];
  const flush = () => {
    if (band.length === 0) return;
    const left = band.filter((s) => s.x1 <= cut.x);
    const right = band.filter((s) => s.x0 >= cut.x);
    if (isColumns(left, right)) {
      if (lineCount(left) >= 3 && lineCount(right) >= 3) {
        stats.multiColumn = true;
        if (streamAlternates(band, cut.x)) stats.interleaved = true;
      }
      out.push(...orderRegion(left, stats, regions.next++, regions, depth + 1));
      out.push(...orderRegion(right, stats, regions.next++, regions, depth + 1));
    } else {
      out.push(...asLines(band, region));
    }
    band = [];
  };
  // a crossing segment ends a band only where it is alone on its line: a row with a field beyond the gutter
  // (a title and a right-aligned date) belongs to the band around it
  for (const s of sorted) {
    if (cut.crossing.has(s)) {
      flush();
      out.push(...asLines([s], region));
    } else band.push(s);
  }
  flush();
  return mergeSameRow(out);
}

/** Lines of a band that ended up split by a crossing segment on the same baseline are one line again. */
function mergeSameRow(lines: LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (
      prev &&
      !prev.table &&
      !line.table &&
      prev.region === line.region &&
      Math.abs(prev.y - line.y) <= 0.3 * Math.min(prev.size, line.size)
    ) {
      prev.parts = [...prev.parts, ...line.parts].sort((a, b) => a.x0 - b.x0);
      prev.size = Math.max(prev.size, line.size);
    } else out.push(line);
  }
  return out;
}

/**
 * The best vertical gutter: an x range no segment covers on most lines, at least a few points wide, with text on
 * both sides. The lines that do cross it are returned so that they can be read on their own.
 */
function findCut(segments: Segment[]): Cut | undefined {
  const minX = Math.min(...segments.map((s) => s.x0));
  const maxX = Math.max(...segments.map((s) => s.x1));
  const width = Math.ceil(maxX - minX);
  if (width < 60) return undefined;
  const rows = baselineGroups(segments);
  const coverage = new Uint16Array(width + 2);
  for (const row of rows) {
    const seen = new Uint8Array(width + 2);
    for (const s of row) {
      for (let x = Math.max(0, Math.floor(s.x0 - minX)); x <= Math.min(width, Math.ceil(s.x1 - minX)); x++) seen[x] = 1;
    }
    for (let x = 0; x <= width; x++) coverage[x] += seen[x];
  }
  const allowed = Math.max(2, Math.floor(rows.length * 0.2));
  const sizes = segments.map((s) => s.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const candidates: { x: number; score: number; crossings: number }[] = [];
  let start = -1;
  for (let x = 0; x <= width + 1; x++) {
    const open = x <= width && coverage[x] <= allowed;
    if (open && start < 0) start = x;
    if (!open && start >= 0) {
      if (start > 0 && x <= width) {
        // within the low-coverage run, the stretch crossed by the fewest lines is the gutter; where that stretch is
        // a sliver (a large name ending a point before the main column), the widest stretch crossed by one more line
        // is, and so on: the name then crosses the cut and is read on its own
        let least = Infinity;
        for (let i = start; i < x; i++) least = Math.min(least, coverage[i]);
        let best = widestStretch(coverage, start, x, least);
        while (best.length < 2 && least < allowed) best = widestStretch(coverage, start, x, ++least);
        if (x - start >= Math.max(5, 0.5 * body) && best.length >= 2) {
          // the run's width judges the gutter; it is cut where the fewest lines cross it
          const mid = minX + best.from + best.length / 2;
          const left = rows.filter((r) => r.some((s) => s.x1 <= mid)).length;
          const right = rows.filter((r) => r.some((s) => s.x0 >= mid)).length;
          if (left >= 2 && right >= 2)
            candidates.push({ x: mid, score: (x - start) * Math.min(left, right), crossings: least });
        }
      }
      start = -1;
    }
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((a, b) => a.crossings - b.crossings || b.score - a.score);
  // the widest, best-supported gap that actually separates columns somewhere; otherwise the best one for rows
  for (const c of candidates) {
    const crossing = new Set(segments.filter((s) => s.x0 < c.x && s.x1 > c.x));
    const band = segments.filter((s) => !crossing.has(s));
    if (
      isColumns(
        band.filter((s) => s.x1 <= c.x),
        band.filter((s) => s.x0 >= c.x),
      )
    )
      return { x: c.x, crossing };
  }
  return undefined;
}

/** The widest stretch of [from, to) that at most `most` lines cover. */
function widestStretch(coverage: Uint16Array, from: number, to: number, most: number) {
  let best = { from, length: 0 };
  for (let i = from; i < to;) {
    if (coverage[i] > most) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && coverage[j] <= most) j++;
    if (j - i > best.length) best = { from: i, length: j - i };
    i = j;
  }
  return best;
}

function lineCount(segments: Segment[]): number {
  return baselineGroups(segments).length;
}

/**
 * Side-by-side columns, or one line with a field far to its right (a date), or a table's cells? Columns run down
 * the page on their own: the smaller side has several lines, and either many of them share no baseline with the
 * other side (the two columns have their own line spacing), or they follow each other in long runs (a list beside
 * a list). A field or a table cell sits on the baseline of the text it belongs to, a line or two at a time.
 */
export function isColumns(left: Segment[], right: Segment[]): boolean {
  const leftLines = baselineGroups(left);
  const rightLines = baselineGroups(right);
  const minor = leftLines.length <= rightLines.length ? leftLines : rightLines;
  const major = minor === leftLines ? rightLines : leftLines;
  if (minor.length < 3) return false;
  // the two sides must stand beside each other, not one above the other
  const extent = (lines: Segment[][]) => [lines[0][0].y, lines[lines.length - 1][0].y];
  const [a0, a1] = extent(minor);
  const [b0, b1] = extent(major);
  const overlap = Math.min(a1, b1) - Math.max(a0, b0);
  if (overlap < 0.5 * Math.min(a1 - a0, b1 - b0)) return false;
  const baselines = major.map((l) => l[0].y);
  // only the lines beside the other side say whether they keep their own spacing: a heading above or below it (a
  // left date column's 'Work Experience' and the 'Education' after its last date) stands beside nothing
  const beside = minor.filter((l) => l[0].y >= b0 - l[0].size && l[0].y <= b1 + l[0].size);
  if (beside.length < 3) return false;
  const aligned = beside.filter((l) =>
    baselines.some((y) => Math.abs(y - l[0].y) <= 0.2 * Math.max(l[0].size, 8)),
  ).length;
  if (1 - aligned / beside.length >= 0.3) return true;
  // aligned lines: a list beside a list (runs of consecutive rows) is columns; fields and table cells come singly
  const rows = baselineGroups([...left, ...right]);
  const isMinor = new Set(minor.flat());
  let runs = 0;
  let inRun = false;
  for (const row of rows) {
    const has = row.some((s) => isMinor.has(s));
    if (has && !inRun) runs++;
    inRun = has;
  }
  return minor.length >= 4 && minor.length / runs >= 3 && major.length <= minor.length * 1.6;
}

/** True when the content stream jumps between the two sides several times (a plain extractor mixes them). */
function streamAlternates(band: Segment[], x: number): boolean {
  const sides = [...band].sort((a, b) => a.order - b.order).map((s) => (s.x1 <= x ? 'L' : 'R'));
  let switches = 0;
  for (let i = 1; i < sides.length; i++) if (sides[i] !== sides[i - 1]) switches++;
  return switches > 3;
}

/** Segments read as rows (left to right on each baseline); a table block gives its rows. */
function asLines(segments: Segment[], region: number): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const row of baselineGroups(segments)) {
    const plain = row.filter((s) => !s.table);
    if (plain.length > 0) {
      out.push({ parts: plain, y: plain[0].y, size: Math.max(...plain.map((s) => s.size)), region });
    }
    for (const t of row.filter((s) => s.table)) {
      for (const cells of t.table!) {
        out.push({ parts: cells, y: cells[0].y, size: Math.max(...cells.map((c) => c.size)), region, table: true });
      }
    }
  }
  return out.sort((a, b) => a.y - b.y);
}
