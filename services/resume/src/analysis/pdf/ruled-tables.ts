import type { Rule, Segment } from './layout-types.js';

/** A table drawn with ruling lines: its box and its rows of cells (each cell's text joined across its lines). */
export interface RuledTable {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  rows: Segment[][];
}

const THIN = 2.5;

/** Positions closer than `tolerance` are one position. */
function distinct(values: number[], tolerance = 2): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    if (out.length === 0 || v - out[out.length - 1] > tolerance) out.push(v);
  }
  return out;
}

/**
 * Tables from ruling lines: horizontal and vertical rules that touch each other form a grid; its rows lie between
 * the horizontal rules and its columns between the vertical ones (or, with no vertical rules, start where the
 * text of several rows starts). A lone rule under a heading is not a table. Returns the tables and the segments
 * that are not in any of them.
 */
export function findRuledTables(segments: Segment[], rules: Rule[]): { tables: RuledTable[]; rest: Segment[] } {
  const lines = rules.filter(
    (r) => (r.y1 - r.y0 <= THIN && r.x1 - r.x0 >= 15) || (r.x1 - r.x0 <= THIN && r.y1 - r.y0 >= 6),
  );
  // rules that touch (within 3 pt) belong to one grid
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const touch = (a: Rule, b: Rule) => a.x0 <= b.x1 + 3 && b.x0 <= a.x1 + 3 && a.y0 <= b.y1 + 3 && b.y0 <= a.y1 + 3;
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) if (touch(lines[i], lines[j])) parent[find(i)] = find(j);
  const grids = new Map<number, Rule[]>();
  lines.forEach((r, i) => grids.set(find(i), [...(grids.get(find(i)) ?? []), r]));

  const tables: RuledTable[] = [];
  let rest = segments;
  for (const grid of grids.values()) {
    const horizontal = grid.filter((r) => r.y1 - r.y0 <= THIN);
    const vertical = grid.filter((r) => r.x1 - r.x0 <= THIN);
    const ys = distinct(horizontal.map((r) => (r.y0 + r.y1) / 2));
    const x0 = Math.min(...grid.map((r) => r.x0));
    const x1 = Math.max(...grid.map((r) => r.x1));
    const y0 = Math.min(...grid.map((r) => r.y0));
    const y1 = Math.max(...grid.map((r) => r.y1));
    if (ys.length < 2 || x1 - x0 < 60 || y1 - y0 < 8) continue;
    if (vertical.length === 0 && ys.length < 3) continue;
    const inside = rest.filter((s) => {
      const cy = s.y - s.size * 0.35;
      return s.x0 >= x0 - 2 && s.x1 <= x1 + 2 && cy >= y0 - 1 && cy <= y1 + 1;
    });
    if (inside.length === 0) continue;
    const xs = vertical.length >= 2 ? distinct(vertical.map((r) => (r.x0 + r.x1) / 2)) : columnStarts(inside, x0, x1);
    const rowOf = (s: Segment) => {
      const cy = s.y - s.size * 0.35;
      const i = ys.findIndex((y) => y > cy);
      return i < 0 ? ys.length : i;
    };
    const colOf = (s: Segment) => {
      const cx = (s.x0 + Math.min(s.x1, s.x0 + 20)) / 2;
      const i = xs.findIndex((x) => x > cx);
      return i < 0 ? xs.length : i;
    };
    const cells = new Map<string, Segment[]>();
    for (const s of inside) {
      const key = `${rowOf(s)}:${colOf(s)}`;
      cells.set(key, [...(cells.get(key) ?? []), s]);
    }
    const rows: Segment[][] = [];
    for (let r = 0; r <= ys.length; r++) {
      const row: Segment[] = [];
      for (let c = 0; c <= xs.length; c++) {
        const parts = cells.get(`${r}:${c}`);
        if (parts) row.push(mergeCell(parts));
      }
      if (row.length > 0) rows.push(row);
    }
    tables.push({ x0, x1, y0, y1, rows });
    const taken = new Set(inside);
    rest = rest.filter((s) => !taken.has(s));
  }
  return { tables, rest };
}

/** Where columns start when a table has horizontal rules only: x positions where several rows' text begins. */
function columnStarts(segments: Segment[], x0: number, x1: number): number[] {
  const starts = distinct(
    segments.map((s) => s.x0),
    4,
  );
  const counted = starts.filter((x) => segments.filter((s) => Math.abs(s.x0 - x) <= 4).length >= 2);
  // a boundary just before each start after the first
  return counted
    .slice(1)
    .map((x) => x - 2)
    .filter((x) => x > x0 && x < x1);
}

/** The lines of one cell, top to bottom, as one segment (a wrapped cell reads as one text). */
function mergeCell(parts: Segment[]): Segment {
  const sorted = [...parts].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  let text = '';
  for (const p of sorted) {
    if (!text) text = p.text;
    else if (/[-‐]$/.test(text) && /^[a-z]/.test(p.text)) text += p.text;
    else text += ` ${p.text}`;
  }
  return {
    text,
    x0: Math.min(...sorted.map((p) => p.x0)),
    x1: Math.max(...sorted.map((p) => p.x1)),
    y: sorted[0].y,
    size: Math.max(...sorted.map((p) => p.size)),
    bold: sorted.every((p) => p.bold),
    order: Math.min(...sorted.map((p) => p.order)),
  };
}
