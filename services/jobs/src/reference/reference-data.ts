import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** One occupation of the career catalog as services/jobs/scripts/build-data.mjs compiles it. */
export interface Occupation {
  code: string;
  title: string;
  description: string;
  /** O*NET Job Zone 1-5 (preparation needed). */
  zone: number;
  /** Titles people post for it, the most common first. */
  titles: string[];
  tasks: string[];
  skills: string[];
  knowledge: string[];
  tools: { name: string; hot: boolean }[];
  education: string | null;
  experience: string | null;
  employment: number | null;
  /** BLS average openings a year, 2024-34. */
  openings: number | null;
  /** BLS OEWS May 2024 national annual wage percentiles. */
  pay: {
    p10: number | null;
    p25: number | null;
    median: number | null;
    p75: number | null;
    p90: number | null;
    hourly: boolean;
  } | null;
}

export interface Metro {
  city: string;
  state: string;
  /** 2020 Census metro population, millions. */
  population: number;
}

export interface ReferenceData {
  occupations: Occupation[];
  byCode: Map<string, Occupation>;
  metros: Metro[];
  /** Normalised title -> occupation code. */
  titles: Map<string, string>;
}

/** data/ sits two levels above this file both in src/ (tests) and in dist/ (the built service). */
const DATA_DIR = new URL('../../data/', import.meta.url);

let cached: ReferenceData | undefined;

/** Reads the committed reference files once per process: no network, no ../shared at run time. */
export function loadReferenceData(): ReferenceData {
  if (cached) return cached;
  const occupations = JSON.parse(readFileSync(new URL('occupations.json', DATA_DIR), 'utf8')) as Occupation[];
  const metros = JSON.parse(readFileSync(new URL('metros.json', DATA_DIR), 'utf8')) as Metro[];
  const titles = JSON.parse(gunzipSync(readFileSync(new URL('titles.json.gz', DATA_DIR))).toString('utf8')) as [
    string,
    string,
  ][];
  if (!occupations.length || !metros.length || !titles.length) {
    throw new Error('services/jobs/data is incomplete; run services/jobs/scripts/build-data.mjs');
  }
  cached = { occupations, byCode: new Map(occupations.map((o) => [o.code, o])), metros, titles: new Map(titles) };
  return cached;
}
