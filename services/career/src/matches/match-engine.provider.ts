import type { Provider } from '@nestjs/common';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import type { MatchEngine } from '../matching/match-engine.js';

/** The matching engine over the committed catalog and titles, built once per process (a second or two). */
export const MATCH_ENGINE = Symbol('MATCH_ENGINE');

export const matchEngineProvider: Provider<MatchEngine> = {
  provide: MATCH_ENGINE,
  useFactory: () => defaultMatchEngine(),
};
