/** Holland's six interest areas (RIASEC), in O*NET order. */
export const RIASEC_AREAS = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;
export type RiasecArea = (typeof RIASEC_AREAS)[number];
export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

export const AREA_BY_LETTER: Record<RiasecLetter, RiasecArea> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/** Plain words for what each area enjoys, used in the reasoning a user reads. */
export const AREA_ACTIVITIES: Record<RiasecArea, string> = {
  Realistic: 'hands-on work with tools, machines and materials',
  Investigative: 'researching and analysing problems',
  Artistic: 'creating, designing and expressing ideas',
  Social: 'helping, teaching and caring for people',
  Enterprising: 'leading, persuading and selling',
  Conventional: 'organising information and working with data and clear procedures',
};

/** Pearson correlation of two equally long vectors; 0 when either has no variance. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i];
    mb += b[i];
  }
  ma /= n;
  mb /= n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i] - ma;
    const db = b[i] - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  if (va === 0 || vb === 0) return 0;
  return cov / Math.sqrt(va * vb);
}

export function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
}

/** Areas ranked highest first; ties keep RIASEC order so the result is deterministic. */
export function rankAreas(scores: Record<RiasecArea, number>): RiasecArea[] {
  return [...RIASEC_AREAS].sort((x, y) => scores[y] - scores[x] || RIASEC_AREAS.indexOf(x) - RIASEC_AREAS.indexOf(y));
}

/** "I-C-R" from a Holland code such as "ICR". */
export function hyphenateCode(code: string): string {
  return code.split('').join('-');
}
