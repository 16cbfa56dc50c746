import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** How a surface form may match (see scripts/build-taxonomy.mjs). */
export const FormPolicy = {
  /** Any letter case. */
  AnyCase: 0,
  /** Exactly as written (React, Excel: the lower-case word means something else). */
  ExactCase: 1,
  /** Exactly as written and only in a technical context (Go, R, C, Swift). */
  Context: 2,
  /** Any case, but only in a skills section ('leadership' in a list of skills). */
  SkillsSection: 3,
  /**
   * An English word that is also a product's name ('Chef', 'Express', 'Canvas'): exactly as written, and taken for
   * the product where it is capitalised in mid-sentence (a name), in a skills list, or in a technical context.
   */
  ProperNoun: 4,
} as const;
export type FormPolicy = (typeof FormPolicy)[keyof typeof FormPolicy];

export interface ActionVerbGroup {
  group: string;
  verbs: string[];
}

/** The compiled reference data: skills, occupations, titles and resume language. */
export interface TaxonomyData {
  skills: [name: string, kind: string][];
  forms: [text: string, skill: number, policy: FormPolicy][];
  /**
   * code, title, technologies [skill, weight 3 in demand / 2 hot / 1 used], general skills, job zone, closely
   * related occupations (O*NET Related Occupations, Primary-Short), task phrases (skills its tasks name)
   */
  occupations: [
    code: string,
    title: string,
    techs: [number, number][],
    general: number[],
    jobZone: number,
    related?: number[],
    tasks?: number[],
  ][];
  /** [skill, broader skill]: 'pivot tables' belongs to Excel (a resume naming one covers the other in keyword gaps). */
  broader?: [number, number][];
  /** Skills whose one-word name is a company or an everyday word (LinkedIn, Express): see SkillMatcher. */
  weak?: number[];
  /** normalised title -> occupation indexes */
  titles: [title: string, occupations: number[]][];
  language: {
    categories: { category: string; groups: ActionVerbGroup[] }[];
    weakVerbs: string[];
    rewriteExamples: { weak: string; strong: string }[];
    verbsByLetter: Record<string, string[]>;
  };
}

let cached: TaxonomyData | undefined;

/** Loads data/resume-taxonomy.json.gz once per process (about 40 ms). */
export function loadTaxonomy(): TaxonomyData {
  if (!cached) {
    const file = new URL('../../../data/resume-taxonomy.json.gz', import.meta.url);
    cached = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as TaxonomyData;
  }
  return cached;
}
