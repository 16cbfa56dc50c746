import type { TitleIndex } from '../../matching/title-index.js';
import { findNamedCareers, readJobTitle } from '../../matching/title-index.js';
import { NAMED_IN_GOALS } from './named-in-goals.js';
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

/**
 * The title reader on the typed-title set (typed-titles.ts), dev and held-out apart, and the entries added to dev on
 * the night of 2026-11-24 and those of the broad fields (2026-11-25) on their own (also counted in dev). An entry with no accepted occupation (no job) counts
 * as read when nothing is read.
 */
export function measureTypedTitles(index: TitleIndex): {
  dev: ReadingFigures;
  heldout: ReadingFigures;
  added: ReadingFigures;
  broad: ReadingFigures;
} {
  const empty = (): ReadingFigures => ({ first: 0, among: 0, total: 0, misses: [] });
  const out = { dev: empty(), heldout: empty(), added: empty(), broad: empty() };
  for (const entry of TYPED_TITLES) {
    const codes = readJobTitle(index, entry.typed)?.candidates.map((c) => c.code) ?? [];
    const right = entry.accept.length === 0 ? codes.length === 0 : entry.accept.includes(codes[0]);
    const among = entry.accept.length === 0 ? codes.length === 0 : codes.some((c) => entry.accept.includes(c));
    const parts = [out[entry.split], ...(entry.added ? [out.added] : []), ...(entry.broad ? [out.broad] : [])];
    for (const figures of parts) {
      figures.total++;
      if (right) figures.first++;
      else if (entry.split === 'dev') figures.misses.push({ typed: entry.typed, read: codes });
      if (among) figures.among++;
    }
  }
  return out;
}

export interface GoalsFigures {
  /** Entries where an accepted occupation is among the careers read as wanted. */
  read: number;
  total: number;
  /** Occupations read as wanted that the entry does not accept (a reading too wide). */
  others: number;
}

/** The goals reader on careers named in everyday words (named-in-goals.ts), dev and held-out apart. */
export function measureNamedInGoals(index: TitleIndex): {
  dev: GoalsFigures;
  heldout: GoalsFigures;
  added: GoalsFigures;
} {
  const empty = (): GoalsFigures => ({ read: 0, total: 0, others: 0 });
  const out = { dev: empty(), heldout: empty(), added: empty() };
  for (const entry of NAMED_IN_GOALS) {
    const codes = findNamedCareers(index, entry.goals)
      .filter((n) => n.positive)
      .flatMap((n) => n.codes);
    for (const figures of entry.added ? [out[entry.split], out.added] : [out[entry.split]]) {
      figures.total++;
      if (codes.some((c) => entry.accept.includes(c))) figures.read++;
      figures.others += codes.filter((c) => !entry.accept.includes(c)).length;
    }
  }
  return out;
}

export function readingLines(index: TitleIndex): string[] {
  const { dev, heldout, added, broad } = measureTypedTitles(index);
  const line = (name: string, f: ReadingFigures) =>
    `  ${name}: read first as an accepted occupation ${f.first}/${f.total} (${((100 * f.first) / f.total).toFixed(1)}%), among the readings ${f.among}/${f.total}`;
  const goals = measureNamedInGoals(index);
  const goalsLine = (name: string, f: GoalsFigures) =>
    `  ${name}: named career read ${f.read}/${f.total}, other occupations read as named ${f.others}`;
  return [
    'Typed job titles (src/eval/reading/typed-titles.ts)',
    line('dev', dev),
    line('held-out', heldout),
    line('  of dev, added 2026-11-24 night', added),
    line('  of dev, broad fields, added 2026-11-25', broad),
    'Careers named in everyday words (src/eval/reading/named-in-goals.ts)',
    goalsLine('dev', goals.dev),
    goalsLine('held-out', goals.heldout),
    goalsLine('  of dev, added 2026-11-24 night', goals.added),
  ];
}
