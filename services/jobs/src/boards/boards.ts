import type { JobsConfig } from '../config.js';
import { adzuna } from './adzuna.js';
import { arbeitnow } from './arbeitnow.js';
import { BOARD_IDS, type BoardAdapter, type BoardId } from './board-adapter.js';
import { jsearch } from './jsearch.js';
import { remotive } from './remotive.js';
import { themuse } from './themuse.js';
import { usajobs } from './usajobs.js';

export const BOARDS: Record<BoardId, BoardAdapter> = { remotive, arbeitnow, themuse, jsearch, adzuna, usajobs };

/**
 * The boards this deployment ingests: `auto` = the key-less Remotive and Arbeitnow plus every keyed board whose keys
 * are set (none under NODE_ENV=test); `none`; or a list. A listed keyed board without its keys is left out.
 */
export function enabledBoards(config: JobsConfig): BoardAdapter[] {
  const setting = config.JOB_BOARDS.trim().toLowerCase();
  // Tests never reach a real board unless they name one.
  if (setting === 'none' || setting === '' || (setting === 'auto' && config.NODE_ENV === 'test')) return [];
  const ids =
    setting === 'auto'
      ? BOARD_IDS.filter(
          (id) => id === 'remotive' || id === 'arbeitnow' || (BOARDS[id].needsQuery && BOARDS[id].configured(config)),
        )
      : setting
          .split(',')
          .map((s) => s.trim())
          .filter((s): s is BoardId => (BOARD_IDS as string[]).includes(s));
  return ids.map((id) => BOARDS[id]).filter((b) => b.configured(config));
}
