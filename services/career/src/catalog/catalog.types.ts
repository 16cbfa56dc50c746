/** The shape of data/catalog.json, written by scripts/build-catalog.mjs. */

export interface CatalogPay {
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
  hourlyMedian: number | null;
}

export interface CatalogOutlook {
  /** Projected employment change 2024-34, percent. */
  growthPct: number | null;
  annualOpenings: number | null;
  employment: number | null;
}

export interface CatalogOccupation {
  code: string;
  title: string;
  description: string;
  /** O*NET Occupational Interest scores (1-7) in R, I, A, S, E, C order. */
  riasec: [number, number, number, number, number, number];
  /** O*NET interest high points, e.g. "ICR". */
  holland: string;
  jobZone: number;
  ratingsFrom: string | null;
  /** Importance x10 (10-50) per element of CatalogData.skillNames / knowledgeNames; null when O*NET has none. */
  skills: number[] | null;
  /** Skill level (O*NET LV, 0-7) x10 per element of CatalogData.skillNames: how much of the skill the work takes. */
  skillLevels: number[] | null;
  knowledge: number[] | null;
  /** Work value extent x10 (10-70) per CatalogData.valueNames. */
  values: number[] | null;
  valueHighPoints: string[];
  workStyles: string[];
  /** Hot technologies first: the first `hotCount` entries are O*NET "Hot Technology". */
  technologies: string[];
  hotCount: number;
  /**
   * One character per technology: 'B' hot and in demand, 'H' hot (frequent in job postings overall), 'D' in demand
   * (frequent in this occupation's postings), '.' neither (O*NET Technology Skills).
   */
  techFlags: string;
  /** Per technology: how many O*NET occupations list it (1 = specific to this one). */
  techSpread: number[];
  tasks: string[];
  /** Typical entry education in BLS words (O*NET's when BLS has none). */
  education: string | null;
  experience: string | null;
  training: string | null;
  pay: CatalogPay | null;
  outlook: CatalogOutlook | null;
  blsTitle: string | null;
  /** Titles people use for this occupation, most recognisable first. */
  titles: string[];
  /** O*NET Related Occupations, most related first (Primary-Short 1-5, Primary-Long 6-10, Supplemental 11-20). */
  related: string[];
  /** A title people use that says the work is licensed ("Licensed Practical Nurse (LPN)"), or certified. */
  licensedTitle: string | null;
  certifiedTitle: string | null;
}

export interface CatalogData {
  version: number;
  source: string;
  /** Growth of all occupations 2024-34, percent (the BLS "average"). */
  averageGrowthPct: number;
  skillNames: string[];
  knowledgeNames: string[];
  valueNames: string[];
  jobZoneNames: Record<string, string>;
  occupations: CatalogOccupation[];
}
