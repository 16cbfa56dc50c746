import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** One occupation of data/interview-catalog.json.gz (see scripts/build-catalog.mjs). */
export interface CatalogOccupation {
  code: string;
  title: string;
  description: string;
  jobZone: number;
  /** Titles people use for the job (reported and alternate titles). */
  titles: string[];
  /** Task statements, core tasks first. */
  tasks: string[];
  skills: string[];
  knowledge: string[];
  workStyles: string[];
  /** [display name, aliases, generic (1 = a category such as "Spreadsheet software")] */
  technologies: [string, string[], number][];
  /** Distinctive job-related terms with their tf-idf weight, best first. */
  terms: [string, number][];
  /** The working vocabulary of the occupation's family (scripts/family-terms.mjs). */
  familyTerms: string[];
  medianWage: number | null;
  composedFrom?: string[];
}

export interface InterviewCatalog {
  occupations: CatalogOccupation[];
  actionVerbs: string[];
  trigrams: { floor: number; logp: Record<string, number> };
}

let cached: InterviewCatalog | undefined;

/** data/ sits three levels above this file both in src/ (tests) and dist/ (the built service); loaded once. */
export function loadCatalog(): InterviewCatalog {
  if (!cached) {
    const file = new URL('../../../data/interview-catalog.json.gz', import.meta.url);
    cached = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as InterviewCatalog;
  }
  return cached;
}
