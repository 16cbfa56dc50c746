import { readFileSync } from 'node:fs';

/** data/titles.json, written by scripts/build-catalog.mjs: job titles people use and the occupations they name. */
export interface TitleData {
  version: number;
  /**
   * [title as O*NET writes it, "code:weight code:weight:sources"] (weight 1-3: how many sources give the title;
   * sources, where more: all of them counted, build-catalog.mjs).
   */
  titles: Array<[string, string]>;
}

export const TITLES_FILE = new URL('../../data/titles.json', import.meta.url);

let cached: TitleData | undefined;

/** Reads the committed title list once per process. */
export function loadTitles(file: URL | string = TITLES_FILE): TitleData {
  if (cached && file === TITLES_FILE) return cached;
  const data = JSON.parse(readFileSync(file, 'utf8')) as TitleData;
  if (!Array.isArray(data.titles) || data.titles.length === 0) {
    throw new Error(`The title list at ${String(file)} is empty; run services/career/scripts/build-catalog.mjs`);
  }
  if (file === TITLES_FILE) cached = data;
  return data;
}
