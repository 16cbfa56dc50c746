import { createMatchEngine, type MatchEngine } from '../matching/match-engine.js';
import { loadCatalog } from './load-catalog.js';
import { loadTitles } from './load-titles.js';

let engine: MatchEngine | undefined;

/** The matching engine over the committed catalog and title list, built once per process (a second or two). */
export function defaultMatchEngine(): MatchEngine {
  engine ??= createMatchEngine(loadCatalog(), loadTitles());
  return engine;
}
