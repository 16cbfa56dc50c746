import { readFileSync } from 'node:fs';

/** What the title mapper weighs candidates by (data/title-priors.json, built by scripts/build-title-priors.mjs). */
export interface TitlePriors {
  /** O*NET-SOC code -> people employed (BLS OEWS May 2024; an O*NET specialty gets a share of half its SOC code's). */
  employment: Record<string, number>;
  /** A word or acronym O*NET writes in a short and a long form ('tech' -> 'technician', 'vp' -> 'vice president'). */
  abbreviations: Record<string, string>;
}

let cached: TitlePriors | undefined;

export function loadTitlePriors(): TitlePriors {
  if (!cached) {
    const file = new URL('../../../data/title-priors.json', import.meta.url);
    cached = JSON.parse(readFileSync(file, 'utf8')) as TitlePriors;
  }
  return cached;
}
