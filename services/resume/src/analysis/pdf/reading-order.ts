import type { Row, Segment, TextPiece } from './layout-types.js';

/**
 * Layout-aware reading order. A PDF is a bag of positioned text runs; resume templates often draw a sidebar and a
 * main column row by row, so reading runs in stream order (what plain extractors do) interleaves the columns. We
 * rebuild rows from positions, find vertical gutters, and read each column block top to bottom before the next.
 */

/** Groups pieces on the same baseline into rows and splits each row where the gap is wider than a word space. */
export function buildRows(pieces: TextPiece[]): Row[] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { y: number; size: number; pieces: TextPiece[] }[] = [];
  for (const piece of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(piece.y - row.y) <= 0.4 * Math.min(row.size, piece.size)) {
      row.pieces.push(piece);
      row.size = Math.max(row.size, piece.size);
    } else {
      rows.push({ y: piece.y, size: piece.size, pieces: [piece] });
    }
  }
  return rows.map((row) => ({ y: row.y, size: row.size, segments: toSegments(row.pieces) }));
}

function toSegments(pieces: TextPiece[]): Segment[] {
  const byX = [...pieces].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let current: Segment | undefined;
  for (const p of byX) {
    const gap = current ? p.x - current.x1 : 0;
    if (current && gap <= 1.2 * Math.max(p.size, current.size)) {
      // pdf.js gives words without spaces for some producers (LaTeX); a visible gap is a space
      const needsSpace = gap > 0.12 * p.size && !current.text.endsWith(' ') && !p.text.startsWith(' ');
      current.text += (needsSpace ? ' ' : '') + p.text;
      current.x1 = Math.max(current.x1, p.x + p.width);
      current.firstOrder = Math.min(current.firstOrder, p.order);
    } else {
      current = { text: p.text, x0: p.x, x1: p.x + p.width, size: p.size, firstOrder: p.order };
      segments.push(current);
    }
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text.length > 0);
}

export interface OrderedRow {
  parts: string[];
  size: number;
}

export interface OrderStats {
  multiColumn: boolean;
  interleaved: boolean;
  tables: number;
}

/** Orders the rows of one page; `stats` collects what the page's layout looks like. */
export function orderRows(rows: Row[], stats: OrderStats, depth = 0): OrderedRow[] {
  const asRows = (rs: Row[]) => rs.map((r) => ({ parts: r.segments.map((s) => s.text), size: r.size }));
  if (depth > 3 || rows.length < 2) return asRows(rows);
  const gutter = findGutter(rows);
  if (gutter === undefined) return asRows(rows);

  const out: OrderedRow[] = [];
  let block: Row[] = [];
  const flush = () => {
    if (block.length > 0) out.push(...orderBlock(block, gutter, stats, depth));
    block = [];
  };
  for (const row of rows) {
    if (row.segments.some((s) => s.x0 < gutter && s.x1 > gutter)) {
      flush();
      out.push(...asRows([row]));
    } else {
      block.push(row);
    }
  }
  flush();
  return out;
}

function orderBlock(block: Row[], gutter: number, stats: OrderStats, depth: number): OrderedRow[] {
  // Rows after the right side ends that only have text on the left (a heading and a job line under a table) are
  // below the columns, not part of the left one: read them after the block.
  const lastRight = block.findLastIndex((r) => r.segments.some((s) => s.x0 >= gutter));
  if (lastRight >= 0 && lastRight < block.length - 1 && depth < 3) {
    return [
      ...orderBlock(block.slice(0, lastRight + 1), gutter, stats, depth),
      ...orderRows(block.slice(lastRight + 1), stats, depth + 1),
    ];
  }
  const left = block.map((r) => ({ ...r, segments: r.segments.filter((s) => s.x1 <= gutter) }));
  const right = block.map((r) => ({ ...r, segments: r.segments.filter((s) => s.x0 >= gutter) }));
  const leftRows = left.filter((r) => r.segments.length > 0);
  const rightRows = right.filter((r) => r.segments.length > 0);
  const whole = () => block.map((r) => ({ parts: r.segments.map((s) => s.text), size: r.size }));
  if (leftRows.length === 0 || rightRows.length === 0) return whole();

  // Side-by-side columns, or one line with a far-away field (a right-aligned date, a date in the margin)?
  // Fields sit on the same baseline as the main text and come one or two rows at a time; a column runs on.
  const paired = block.filter((_, i) => left[i].segments.length > 0 && right[i].segments.length > 0).length;
  const minor = leftRows.length <= rightRows.length ? left : right;
  const minorCount = Math.min(leftRows.length, rightRows.length);
  let runs = 0;
  minor.forEach((r, i) => {
    if (r.segments.length > 0 && (i === 0 || minor[i - 1].segments.length === 0)) runs++;
  });
  const columns = paired / minorCount < 0.5 || minorCount / runs >= 3;
  if (!columns) return whole();

  const inner: OrderStats = { multiColumn: false, interleaved: false, tables: 0 };
  const ordered = [...orderRows(leftRows, inner, depth + 1), ...orderRows(rightRows, inner, depth + 1)];
  stats.tables += inner.tables;
  if (leftRows.length >= 3 && rightRows.length >= 3) {
    // a side that splits again is a grid of cells (a table), which plain extractors read row by row acceptably
    if (inner.multiColumn) stats.tables++;
    else {
      stats.multiColumn = true;
      if (streamAlternates(block, gutter)) stats.interleaved = true;
    }
  }
  return ordered;
}

/** True when the content stream jumps between the two sides several times (a plain extractor mixes them). */
function streamAlternates(block: Row[], gutter: number): boolean {
  const sides = block
    .flatMap((r) => r.segments)
    .sort((a, b) => a.firstOrder - b.firstOrder)
    .map((s) => (s.x1 <= gutter ? 'L' : 'R'));
  let switches = 0;
  for (let i = 1; i < sides.length; i++) if (sides[i] !== sides[i - 1]) switches++;
  return switches > 3;
}

/**
 * The x of the widest vertical strip that (almost) no segment crosses and that has text on both sides in several
 * rows. A few full-width rows (a name, a heading rule) may cross it: they are read on their own.
 */
function findGutter(rows: Row[]): number | undefined {
  const segments = rows.flatMap((r) => r.segments);
  const minX = Math.min(...segments.map((s) => s.x0));
  const maxX = Math.max(...segments.map((s) => s.x1));
  const width = Math.ceil(maxX - minX);
  if (width < 40) return undefined;
  const coverage = new Uint16Array(width + 1);
  for (const s of segments) {
    for (let x = Math.floor(s.x0 - minX); x <= Math.ceil(s.x1 - minX) && x <= width; x++) coverage[x]++;
  }
  const allowed = Math.max(1, Math.floor(rows.length * 0.08));
  let best: { x: number; score: number } | undefined;
  let start = -1;
  for (let x = 0; x <= width + 1; x++) {
    const open = x <= width && coverage[x] <= allowed;
    if (open && start < 0) start = x;
    if (!open && start >= 0) {
      const run = x - start;
      const mid = minX + start + run / 2;
      if (run >= 8 && start > 0 && x <= width) {
        const leftRows = rows.filter((r) => r.segments.some((s) => s.x1 <= mid)).length;
        const rightRows = rows.filter((r) => r.segments.some((s) => s.x0 >= mid)).length;
        const crossing = rows.filter((r) => r.segments.some((s) => s.x0 < mid && s.x1 > mid)).length;
        if (leftRows >= 2 && rightRows >= 2 && crossing <= allowed) {
          const score = run * Math.min(leftRows, rightRows);
          if (!best || score > best.score) best = { x: mid, score };
        }
      }
      start = -1;
    }
  }
  return best?.x;
}
