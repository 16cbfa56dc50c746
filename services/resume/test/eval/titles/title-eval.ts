// Title mapping evaluation: job titles as people write them on resumes, each with the O*NET-SOC codes a careers
// counsellor would accept (written from O*NET's occupation, alternate and reported titles, never from the mapper's
// output). `dev.json` may be read and tuned on; `heldout.json` was written and committed with it, before any tuning,
// and only its aggregate is ever printed; the same for `families-dev.json` and `families-heldout.json` (every
// occupation family, written later). See test/eval/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OccupationIndex } from '../../../src/analysis/skills/occupations.js';
import { loadTaxonomy } from '../../../src/analysis/skills/taxonomy.js';

/** `families-*`: titles of every occupation family (admin, emergency services, finance...), written 2026-11-24 evening. */
export type TitleSplit = 'dev' | 'heldout' | 'families-dev' | 'families-heldout';

export interface TitleCase {
  title: string;
  /** O*NET-SOC codes a counsellor would accept; the first is the most likely reading. */
  accept: string[];
  /** The line of work it was written for (retail, food, trades, health...). */
  domain: string;
  note?: string;
}

export interface TitleResult extends TitleCase {
  /** The codes the mapper returns, first the one taken for the role. */
  mapped: string[];
  top1: boolean;
  majorGroup: boolean;
}

export interface TitleFigures {
  titles: number;
  top1: number;
  majorGroup: number;
  unmapped: number;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

export function loadTitleCases(split: TitleSplit): TitleCase[] {
  return JSON.parse(readFileSync(path.join(DIR, `${split}.json`), 'utf8')) as TitleCase[];
}

/** SOC major group: '29-1141.00' -> '29'. */
const major = (code: string) => code.slice(0, 2);

export function evaluateTitles(split: TitleSplit, index = new OccupationIndex(loadTaxonomy())): TitleResult[] {
  return loadTitleCases(split).map((c) => {
    const mapped = index.occupationsForRole(c.title).map((o) => index.occupation(o).code);
    const first = mapped[0];
    return {
      ...c,
      mapped,
      top1: first !== undefined && c.accept.includes(first),
      majorGroup: first !== undefined && c.accept.some((a) => major(a) === major(first)),
    };
  });
}

export function titleFigures(results: TitleResult[]): TitleFigures {
  const share = (n: number) => (results.length ? n / results.length : 0);
  return {
    titles: results.length,
    top1: share(results.filter((r) => r.top1).length),
    majorGroup: share(results.filter((r) => r.majorGroup).length),
    unmapped: results.filter((r) => r.mapped.length === 0).length,
  };
}

/** The figures of every split, and with `details` what each dev title mapped to when wrong (never held-out's). */
export function titleReport(details = false): string {
  const index = new OccupationIndex(loadTaxonomy());
  const lines = ['title mapping: top-1 (first code acceptable), SOC major group of the first code, titles not mapped'];
  const dev = evaluateTitles('dev', index);
  const familiesDev = evaluateTitles('families-dev', index);
  for (const [split, results] of [
    ['dev', dev],
    ['heldout', evaluateTitles('heldout', index)],
    ['families-dev', familiesDev],
    ['families-heldout', evaluateTitles('families-heldout', index)],
  ] as const) {
    const f = titleFigures(results);
    lines.push(
      `  ${split.padEnd(16)} ${f.titles} titles: top-1 ${f.top1.toFixed(3)}, major group ${f.majorGroup.toFixed(3)}, unmapped ${f.unmapped}`,
    );
  }
  if (details) {
    const name = (code: string) => {
      const i = index.indexOfCode(code);
      return i === undefined ? code : `${code} ${index.occupation(i).title}`;
    };
    for (const r of [...dev, ...familiesDev].filter((x) => !x.top1))
      lines.push(
        `  ${r.majorGroup ? '~' : 'x'} ${r.title}: ${r.mapped.length ? r.mapped.slice(0, 3).map(name).join('; ') : '(none)'} (accept ${r.accept.join(' ')})`,
      );
  }
  return lines.join('\n');
}
