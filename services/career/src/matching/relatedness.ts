import type { CatalogData } from '../catalog/catalog.types.js';

/**
 * How close one occupation is to another, 0-1, from O*NET's own structure: the occupation itself, its specialties
 * (same SOC code), its Related Occupations by tier (Primary-Short 1-5, Primary-Long 6-10, Supplemental 11-20, read
 * both ways), the first-line supervisors of its own SOC major group (the usual next step up), one step further
 * through a related occupation, and the SOC groups they share.
 */
export type RelationKind =
  | 'same'
  | 'specialty'
  | 'related'
  | 'supervisor'
  | 'broad-group'
  | 'two-steps'
  | 'similar-work'
  | 'minor-group'
  | 'major-group'
  | 'none';

export interface Relation {
  score: number;
  kind: RelationKind;
}

export interface RelatedIndex {
  /** code -> related code -> rank (1 = most related), both directions (the reverse rank counted a little lower). */
  rank: Map<string, Map<string, number>>;
  codes: readonly string[];
  /** code -> the words of its O*NET title (lower case, plural -s off, without "and", "workers", "supervisors" ...). */
  titleWords: Map<string, Set<string>>;
  /** SOC major group -> its first-line supervisor codes (isSupervisor). */
  supervisors: Map<string, string[]>;
}

/** Words of a title that say nothing of the field ("First-Line Supervisors of ... Workers, All Other"). */
const NOT_FIELD_WORDS = new Set(
  'and of the first line supervisor supervisors worker workers except other all related occupation occupations service services hand'.split(
    ' ',
  ),
);

export function fieldWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !NOT_FIELD_WORDS.has(w))
      .map((w) => w.replace(/s$/, '')),
  );
}

const NONE: Relation = { score: 0, kind: 'none' };

export function buildRelatedIndex(catalog: CatalogData): RelatedIndex {
  const rank = new Map<string, Map<string, number>>();
  const set = (from: string, to: string, r: number) => {
    if (!rank.has(from)) rank.set(from, new Map());
    const map = rank.get(from)!;
    if (!map.has(to) || map.get(to)! > r) map.set(to, r);
  };
  for (const o of catalog.occupations) {
    o.related.forEach((code, i) => {
      set(o.code, code, i + 1);
      // The reverse direction: a little weaker, as O*NET lists it for the other occupation.
      set(code, o.code, i + 3);
    });
  }
  const titleWords = new Map(catalog.occupations.map((o) => [o.code, fieldWords(o.title)]));
  const supervisors = new Map<string, string[]>();
  for (const o of catalog.occupations) {
    if (!isSupervisor(o.code)) continue;
    const major = o.code.slice(0, 2);
    supervisors.set(major, [...(supervisors.get(major) ?? []), o.code]);
  }
  return { rank, codes: catalog.occupations.map((o) => o.code), titleWords, supervisors };
}

/** Score of a Related Occupations rank (1-22 with the reverse penalty): Primary-Short ~0.85, Long ~0.7, Supplemental ~0.55. */
function rankScore(rank: number): number {
  if (rank <= 5) return 0.9 - 0.02 * rank;
  if (rank <= 10) return 0.76 - 0.02 * (rank - 5);
  return Math.max(0.45, 0.6 - 0.01 * (rank - 10));
}

/**
 * SOC's first-line supervisors: the first minor group (XX-1000) of the service, sales, office and manual major groups
 * (33 to 53) only. Elsewhere XX-1000 is ordinary work: business specialists (13-1), computer occupations (15-1),
 * surveyors (17-1), life scientists (19-1), counsellors (21-1), postsecondary teachers (25-1), artists (27-1),
 * health practitioners (29-1), aides (31-1).
 */
const isSupervisor = (code: string) => code.slice(3, 4) === '1' && Number(code.slice(0, 2)) >= 33;

/**
 * SOC's catch-alls: a detailed occupation "..., All Other" (XX-XXX9: 11-9199 holds loss prevention and wind energy
 * operations managers) and a "Miscellaneous" broad group (XX-XX9X: 29-1290 holds dental hygienists and
 * acupuncturists). Their members share a code, not a kind of work: no specialty or broad-group relation between them.
 */
const catchAllDetailed = (code: string) => code.charAt(6) === '9';
const catchAllBroad = (code: string) => code.charAt(5) === '9';

const sharesFieldWord = (index: RelatedIndex, a: string, b: string) => {
  const words = index.titleWords.get(b);
  return [...(index.titleWords.get(a) ?? [])].some((w) => words?.has(w));
};

/** Whether first-line supervisor `sup` is the step up for worker `from` (same major group). */
function supervises(index: RelatedIndex, from: string, sup: string): boolean {
  if (sharesFieldWord(index, from, sup)) return true;
  const group = index.supervisors.get(from.slice(0, 2)) ?? [];
  if (group.some((s) => sharesFieldWord(index, from, s))) return false;
  // A supervisor's specialty (Solar Energy Installation Managers of the construction supervisors) only for the workers
  // O*NET relates to it (electricians; not drywall installers or carpenters).
  return sup.endsWith('.00') || index.rank.get(from)?.has(sup) === true;
}

/** The direct relation of `to` for a person whose job is `from`. */
export function directRelation(index: RelatedIndex, from: string, to: string): Relation {
  if (from === to) return { score: 1, kind: 'same' };
  if (from.slice(0, 7) === to.slice(0, 7) && !catchAllDetailed(from)) return { score: 0.9, kind: 'specialty' };
  const rank = index.rank.get(from)?.get(to);
  let best: Relation = rank ? { score: rankScore(rank), kind: 'related' } : NONE;
  const consider = (score: number, kind: RelationKind) => {
    if (score > best.score) best = { score, kind };
  };
  // A worker's next step up: the first-line supervisors of the same major group (47-1011 for construction trades);
  // where the group has several, those of the worker's own field, as their titles say (a patrol officer's police
  // supervisors, not those of firefighters or correctional officers); where none says so, all of them but specialties
  // O*NET does not relate to the job.
  if (isSupervisor(to) && !isSupervisor(from) && from.slice(0, 2) === to.slice(0, 2) && supervises(index, from, to))
    consider(0.8, 'supervisor');
  if (from.slice(0, 6) === to.slice(0, 6) && !catchAllBroad(from)) consider(0.72, 'broad-group');
  if (from.slice(0, 4) === to.slice(0, 4)) consider(0.35, 'minor-group');
  if (from.slice(0, 2) === to.slice(0, 2)) consider(0.2, 'major-group');
  return best;
}

/**
 * Relation of every catalog occupation to a person's job (several readings of an ambiguous title, by share), with
 * one step through a directly related occupation (carpenter -> construction supervisor -> construction manager).
 */
export function relationsTo(
  index: RelatedIndex,
  current: ReadonlyArray<{ code: string; share: number }>,
): Map<string, Relation> {
  const out = new Map<string, Relation>();
  const offer = (code: string, relation: Relation) => {
    const prior = out.get(code);
    if (!prior || relation.score > prior.score) out.set(code, relation);
  };
  const top = Math.max(0, ...current.map((c) => c.share));
  for (const { code: from, share } of current) {
    // A less likely reading of the title counts less.
    const weight = 0.75 + 0.25 * (share / (top || 1));
    const direct = new Map<string, Relation>();
    for (const to of index.codes) {
      const relation = directRelation(index, from, to);
      if (relation.score > 0) {
        direct.set(to, relation);
        offer(to, { ...relation, score: relation.score * weight });
      }
    }
    for (const [middle, first] of direct) {
      if (first.score < 0.6 || middle === from) continue;
      for (const [to, rank] of index.rank.get(middle) ?? []) {
        const score = 0.8 * first.score * rankScore(rank) * weight;
        if (score > (out.get(to)?.score ?? 0)) offer(to, { score, kind: 'two-steps' });
      }
    }
  }
  return out;
}
