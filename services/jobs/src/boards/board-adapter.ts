import type { NormalizedListing } from '../listings/normalized-listing.js';
import type { JobsConfig } from '../config.js';

export type BoardId = 'remotive' | 'arbeitnow' | 'themuse' | 'jsearch' | 'adzuna' | 'usajobs';
export const BOARD_IDS: BoardId[] = ['remotive', 'arbeitnow', 'themuse', 'jsearch', 'adzuna', 'usajobs'];

export interface BoardRequest {
  url: string;
  headers?: Record<string, string>;
}

/** One job board: how to ask it for a page, and how to read its answer (pure, tested on recorded responses). */
export interface BoardAdapter {
  id: BoardId;
  /** The name listings show as their source. */
  source: string;
  /** How often the scheduler runs it, within the board's terms. */
  everyMs: number;
  /** Pages fetched per run. */
  pages: number;
  /** Whether a run needs a search term (taken in turn from JOB_INGEST_QUERIES). */
  needsQuery: boolean;
  /** Configured (keys present) in this deployment. */
  configured(config: JobsConfig): boolean;
  request(config: JobsConfig, page: number, query: string | null): BoardRequest;
  parse(body: unknown): NormalizedListing[];
}

const HOUR = 3_600_000;
export const BOARD_INTERVALS = {
  remotive: 6 * HOUR,
  arbeitnow: 2 * HOUR,
  themuse: 2 * HOUR,
  jsearch: 12 * HOUR,
  adzuna: 2 * HOUR,
  usajobs: 4 * HOUR,
};

/** Plain objects and arrays out of unknown JSON, without trusting its shape. */
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
export const numOrNull = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
export const notNull = <T>(v: T | null): v is T => v !== null;
