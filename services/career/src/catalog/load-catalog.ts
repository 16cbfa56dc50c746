import { readFileSync } from 'node:fs';
import type { CatalogData } from './catalog.types.js';

/** data/catalog.json sits two levels above this file both in src/ (tests) and in dist/ (the built service). */
export const CATALOG_FILE = new URL('../../data/catalog.json', import.meta.url);

let cached: CatalogData | undefined;

/** Reads the committed catalog once per process: no network, no ../shared at run time. */
export function loadCatalog(file: URL | string = CATALOG_FILE): CatalogData {
  if (cached && file === CATALOG_FILE) return cached;
  const data = JSON.parse(readFileSync(file, 'utf8')) as CatalogData;
  if (!Array.isArray(data.occupations) || data.occupations.length === 0) {
    throw new Error(
      `The career catalog at ${String(file)} has no occupations; run services/career/scripts/build-catalog.mjs`,
    );
  }
  if (file === CATALOG_FILE) cached = data;
  return data;
}
