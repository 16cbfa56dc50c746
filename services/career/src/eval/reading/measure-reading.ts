import type { TitleIndex } from '../../matching/title-index.js';
import { readJobTitle } from '../../matching/title-index.js';
import { TYPED_TITLES } from './typed-titles.js';

export interface ReadingFigures {
  /** Entries whose first reading is an accepted occupation. */
  first: number;
  /** Entries with an accepted occupation anywhere among the readings kept. */
  among: number;
  total: number;
  /** Dev entries read wrong first: what was typed and what was read (held-out ones are never listed). */
  misses: Array<{ typed: string; read: string[] }>;
}

/** The title reader on the typed-title set (typed-titles.ts), dev and held-out apart. */
export function measureTypedTitles(index: TitleIndex): { dev: ReadingFigures; heldout: ReadingFigures } {
  const empty = (): ReadingFigures => ({ first: 0, among: 0, total: 0, misses: [] });
  const out = { dev: empty(), heldout: empty() };
  for (const entry of TYPED_TITLES) {
    const codes = readJobTitle(index, entry.typed)?.candidates.map((c) => c.code) ?? [];
    const figures = out[entry.split];
    figures.total++;
    if (codes.length > 0 && entry.accept.includes(codes[0])) figures.first++;
    else if (entry.split === 'dev') figures.misses.push({ typed: entry.typed, read: codes });
    if (codes.some((c) => entry.accept.includes(c))) figures.among++;
  }
  return out;
}

export function readingLines(index: TitleIndex): string[] {
  const { dev, heldout } = measureTypedTitles(index);
  const line = (name: string, f: ReadingFigures) =>
    `  ${name}: read first as an accepted occupation ${f.first}/${f.total} (${((100 * f.first) / f.total).toFixed(1)}%), among the readings ${f.among}/${f.total}`;
  return ['Typed job titles (src/eval/reading/typed-titles.ts)', line('dev', dev), line('held-out', heldout)];
}
