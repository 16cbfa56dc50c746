import type { Segment, TextPiece } from './layout-types.js';

/** Bullet glyphs that open a list item (and stay with the text after them, however far it is set). */
export const BULLET_GLYPH = /^[•·●▪■◦►▸✓✔➢➤→∙○◆◇–-]$/;

/** Pieces on (almost) the same baseline, top to bottom; each group left to right. */
export function baselineGroups<T extends { y: number; size: number; x0?: number; x?: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y);
  const groups: { y: number; size: number; items: T[] }[] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    if (group && Math.abs(item.y - group.y) <= 0.3 * Math.min(group.size, item.size)) {
      group.items.push(item);
      group.size = Math.max(group.size, item.size);
    } else {
      groups.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  const left = (t: T) => t.x0 ?? t.x ?? 0;
  return groups.map((g) => g.items.sort((a, b) => left(a) - left(b)));
}

/**
 * Joins the pieces of each baseline that sit a word space apart into segments; a wider gap (a tab stop, a table
 * cell, the gutter between columns) starts a new one. A bullet glyph stays with the text it opens.
 */
export function buildSegments(pieces: TextPiece[]): Segment[] {
  const segments: Segment[] = [];
  for (const group of baselineGroups(pieces)) {
    let current: Segment | undefined;
    for (const p of group) {
      const gap = current ? p.x - current.x1 : 0;
      const size = Math.max(p.size, current?.size ?? 0);
      const afterBullet = current !== undefined && BULLET_GLYPH.test(current.text.trim()) && gap <= 2.5 * size;
      if (current && gap >= -0.5 * size && (gap <= 0.7 * size || afterBullet)) {
        // pdf.js gives words without spaces for some producers (LaTeX); a visible gap is a space
        const needsSpace = gap > 0.12 * p.size && !current.text.endsWith(' ') && !p.text.startsWith(' ');
        current.text += (needsSpace ? ' ' : '') + p.text;
        current.x1 = Math.max(current.x1, p.x + p.width);
        current.order = Math.min(current.order, p.order);
        current.bold &&= p.bold || p.text.trim() === '';
        if (p.text.trim() !== '') current.boldEnd = p.bold;
        current.size = Math.max(current.size, p.size);
      } else {
        current = {
          text: p.text,
          x0: p.x,
          x1: p.x + p.width,
          y: p.y,
          size: p.size,
          bold: p.bold,
          boldStart: p.bold,
          boldEnd: p.bold,
          order: p.order,
        };
        segments.push(current);
      }
    }
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text.length > 0);
}
