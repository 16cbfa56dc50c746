import type { Provider } from '@nestjs/common';
import { loadCatalog } from '../catalog/load-catalog.js';
import { createMatchEngine, type MatchEngine } from '../matching/match-engine.js';

/** The matching engine over the committed catalog, built once per process (about 300 ms). */
export const MATCH_ENGINE = Symbol('MATCH_ENGINE');

export const matchEngineProvider: Provider<MatchEngine> = {
  provide: MATCH_ENGINE,
  useFactory: () => createMatchEngine(loadCatalog()),
};
