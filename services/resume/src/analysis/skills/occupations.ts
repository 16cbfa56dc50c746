import type { TaxonomyData } from './taxonomy.js';

export interface TargetCareer {
  code?: string;
  title: string;
  /** 0-1: how strongly this career counts (a match score, or 1 for the resume's own title). */
  weight: number;
}

export interface Keyword {
  skill: number;
  name: string;
  score: number;
}

const SENIORITY =
  /\b(senior|sr|junior|jr|lead|principal|staff|chief|head|associate|assistant|entry level|entry-level|mid level|i{1,3}|iv|1|2|3|trainee|intern|graduate|apprentice)\b/g;
export const normaliseTitle = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#/& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** O*NET occupations: which a job title names, and what they ask for. */
export class OccupationIndex {
  private readonly titles: Map<string, number[]>;
  private tokenIndex?: Map<string, number[]>;
  private readonly titleList: string[];
  private readonly byCode: Map<string, number>;

  constructor(private readonly data: TaxonomyData) {
    this.titles = new Map(data.titles);
    this.titleList = data.titles.map(([t]) => t);
    this.byCode = new Map(data.occupations.map((o, i) => [o[0], i]));
  }

  occupation(index: number) {
    const [code, title] = this.data.occupations[index];
    return { code, title };
  }

  indexOfCode(code: string): number | undefined {
    return this.byCode.get(code);
  }

  /** Occupations a job title names: an exact O*NET title, then without seniority words, then the closest title. */
  occupationsForTitle(title: string): number[] {
    const t = normaliseTitle(title);
    if (!t) return [];
    const exact = this.titles.get(t);
    if (exact) return exact;
    const plain = t.replace(SENIORITY, ' ').replace(/\s+/g, ' ').trim();
    const bare = plain && this.titles.get(plain);
    if (bare) return bare;
    return this.closest(plain || t);
  }

  /** Token overlap with the same head word (the last word: engineer, manager...). */
  private closest(t: string): number[] {
    const words = t.split(' ').filter((w) => w.length > 1);
    if (words.length === 0) return [];
    const index = this.buildTokenIndex();
    const head = words[words.length - 1];
    const scores = new Map<number, number>();
    for (const w of new Set(words)) for (const id of index.get(w) ?? []) scores.set(id, (scores.get(id) ?? 0) + 1);
    let best: { id: number; score: number } | undefined;
    for (const [id, common] of scores) {
      const candidate = this.titleList[id].split(' ');
      if (candidate[candidate.length - 1] !== head) continue;
      const score = common / (words.length + candidate.length - common);
      if (
        !best ||
        score > best.score ||
        (score === best.score && candidate.length < this.titleList[best.id].split(' ').length)
      ) {
        best = { id, score };
      }
    }
    return best && best.score >= 0.4 ? this.titles.get(this.titleList[best.id])! : [];
  }

  private buildTokenIndex(): Map<string, number[]> {
    if (!this.tokenIndex) {
      this.tokenIndex = new Map();
      this.titleList.forEach((title, id) => {
        for (const w of new Set(title.split(' '))) {
          const list = this.tokenIndex!.get(w) ?? [];
          list.push(id);
          this.tokenIndex!.set(w, list);
        }
      });
    }
    return this.tokenIndex;
  }

  /** Occupations ordered by how much of what they use the resume names (stable for ties). */
  rankBySkills(candidates: number[], present: Set<number>): number[] {
    const score = (occupation: number) =>
      this.data.occupations[occupation][2].reduce((sum, [skill, w]) => sum + (present.has(skill) ? w : 0), 0);
    return candidates
      .map((occupation, order) => ({ occupation, order, score: score(occupation) }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((c) => c.occupation);
  }

  /**
   * What the target careers ask for that the resume lacks, most important first: technologies in demand in the
   * occupation's job postings, then hot technologies it uses, then general skills, weighted by the career's weight.
   */
  missingKeywords(targets: { occupation: number; weight: number }[], present: Set<number>, limit = 12): Keyword[] {
    const scores = new Map<number, number>();
    for (const { occupation, weight } of targets) {
      const [, , techs, general] = this.data.occupations[occupation];
      techs.forEach(([skill, w], rank) => {
        const value = weight * (w === 3 ? 3 : w === 2 ? 1.2 : 0.4) * (1 - rank / 80);
        scores.set(skill, (scores.get(skill) ?? 0) + value);
      });
      general.forEach((skill, rank) => scores.set(skill, (scores.get(skill) ?? 0) + weight * 1.1 * (1 - rank / 20)));
    }
    return [...scores.entries()]
      .filter(([skill]) => !present.has(skill) && !isCategoryName(this.data.skills[skill][0]))
      .map(([skill, score]) => ({ skill, name: this.data.skills[skill][0], score }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
}

/** "Web browser software", "Spreadsheet software": O*NET categories, not keywords anyone searches for. */
function isCategoryName(name: string): boolean {
  return /^[A-Z][a-z]+(?: [a-z]+)+$/.test(name) && /\b(software|systems?|sites|programs?)$/.test(name);
}
