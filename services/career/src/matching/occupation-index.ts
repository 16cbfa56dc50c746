import type { CatalogData, CatalogOccupation } from '../catalog/catalog.types.js';
import type { TitleData } from '../catalog/load-titles.js';
import { titleHeadNouns } from './display.js';
import { environmentAffinity } from './environment.js';
import {
  DISTINCTIVE_MIN_IMPORTANCE,
  DISTINCTIVE_MIN_Z,
  TOP_AREA_MIN_Z,
  TOP_AREAS_PER_OCCUPATION,
} from './matching-weights.js';
import { buildRelatedIndex, type RelatedIndex } from './relatedness.js';
import { SKILL_AREAS } from './skill-areas.js';
import { techTokens } from './text-terms.js';
import { buildTitleIndex, type TitleIndex } from './title-index.js';
import type { WorkEnvironment } from './user-profile.js';

/** One occupation with everything the scorer needs precomputed, so that scoring a user is a tight loop. */
export interface IndexedOccupation {
  /** Position in OccupationIndex.occupations (for the per-run score arrays). */
  position: number;
  occupation: CatalogOccupation;
  riasec: readonly number[];
  /** Skill area strength 0-1 per SKILL_AREAS entry. */
  areaStrength: number[];
  /** How far each skill area stands out from the catalog (z-score), by SKILL_AREAS id. */
  areaZ: Map<string, number>;
  /** SKILL_AREAS ids where this occupation stands out from the catalog, most distinctive first. */
  topAreas: string[];
  /**
   * Important O*NET skills (importance >= 3 of 5) this occupation needs clearly more than most (z-score against the
   * catalog >= DISTINCTIVE_MIN_Z), most distinctive first: Mathematics and Programming for Data Scientists, not the
   * Active Listening and Speaking every job asks for.
   */
  distinctiveSkills: string[];
  /** The same for O*NET knowledge areas: Fine Arts, Communications and Media and Design for Graphic Designers. */
  distinctiveKnowledge: string[];
  /**
   * What the match details show: the distinctive skills and knowledge, or, for a role where none clears
   * DISTINCTIVE_MIN_Z, its important ones that stand out most (z > 0). Never the generic ones every job rates high.
   */
  keySkills: string[];
  keyKnowledge: string[];
  environment: Record<WorkEnvironment, number>;
  /** Work value extent scaled 0-1 against the catalog range, by value name. */
  values: Map<string, number>;
  /** Lower-case technology name -> hot or in demand (frequent in job postings). */
  technologies: Map<string, boolean>;
  /**
   * Skill importance centred on the catalog mean and scaled to length 1: the cosine of two such vectors says how
   * much two occupations ask for the same unusual skills (how well experience in one transfers to the other).
   */
  skillProfile: Float64Array | null;
  /** The same over skills and knowledge together: how alike two occupations' work is, beyond O*NET's lists. */
  workProfile: Float64Array | null;
  /** Head nouns of the O*NET title, singular ("teacher"; "analyst", "reporter", "journalist"). */
  headNouns: string[];
}

export interface OccupationIndex {
  catalog: CatalogData;
  occupations: IndexedOccupation[];
  byCode: Map<string, IndexedOccupation>;
  /** Job titles people use -> occupations (reading a job title, careers named). */
  titles: TitleIndex;
  /** O*NET Related Occupations, both ways. */
  related: RelatedIndex;
  /**
   * Lower-case words of the catalog's own prose (descriptions, tasks): ordinary English ("contract", "learn",
   * "curriculum"), which names a tool only with the rest of its name ("Blackboard Learn").
   */
  proseWords: Set<string>;
  /** Lower-case technology name -> the occupations listing it and whether it is hot there. */
  techPostings: Map<string, Array<{ position: number; hot: boolean }>>;
  /** Distinctive technology token (or acronym) -> technology names (lower case) it identifies. */
  techLexicon: Map<string, Set<string>>;
  /** Lower-case technology name -> name as O*NET writes it. */
  techNames: Map<string, string>;
  /** Technologies with several distinctive words ("Microsoft Power BI"): all must appear. By first word. */
  techPhrases: Map<string, Array<{ key: string; tokens: string[] }>>;
  /** Lower-case technology name -> log(occupations / occupations listing it): rare tools say more about a match. */
  techIdf: Map<string, number>;
}

/** Skills and knowledge areas shown in a match's details. */
const DETAIL_SKILLS = 5;
const DETAIL_KNOWLEDGE = 4;

/** Technology tokens in this many names or more are vendor or category words ("software", "Microsoft"). */
const GENERIC_TECH_TOKEN_NAMES = 15;
const EXTRA_GENERIC_TECH_TOKENS = new Set(['the', 'and', 'of', 'for', 'on', 'in', 'to', 'with', 'a', 'by']);

export function buildOccupationIndex(catalog: CatalogData, titleData: TitleData): OccupationIndex {
  const skillPos = new Map(catalog.skillNames.map((n, i) => [n, i]));
  const knowledgePos = new Map(catalog.knowledgeNames.map((n, i) => [n, i]));

  // Area strength = mean scaled importance (0-1) of the area's O*NET skills and knowledge.
  const strengthOf = (o: CatalogOccupation): number[] =>
    SKILL_AREAS.map((area) => {
      const parts: number[] = [];
      for (const s of area.onetSkills) {
        const i = skillPos.get(s);
        if (i !== undefined && o.skills) parts.push((o.skills[i] / 10 - 1) / 4);
      }
      for (const k of area.onetKnowledge) {
        const i = knowledgePos.get(k);
        if (i !== undefined && o.knowledge) parts.push((o.knowledge[i] / 10 - 1) / 4);
      }
      return parts.length ? parts.reduce((s, v) => s + v, 0) / parts.length : 0;
    });
  const strengths = catalog.occupations.map(strengthOf);
  const areaMean = SKILL_AREAS.map((_, a) => strengths.reduce((s, v) => s + v[a], 0) / strengths.length);
  const areaSd = SKILL_AREAS.map(
    (_, a) => Math.sqrt(strengths.reduce((s, v) => s + (v[a] - areaMean[a]) ** 2, 0) / strengths.length) || 1,
  );

  // Mean and spread of each skill's and knowledge area's importance over the catalog, to find what stands out.
  const importanceStats = (key: 'skills' | 'knowledge', names: string[]) => {
    const rated = catalog.occupations.map((o) => o[key]).filter((v): v is number[] => v !== null);
    return names.map((_, i) => {
      const mean = rated.reduce((sum, v) => sum + v[i], 0) / rated.length;
      const sd = Math.sqrt(rated.reduce((sum, v) => sum + (v[i] - mean) ** 2, 0) / rated.length) || 1;
      return { mean, sd };
    });
  };
  const skillStats = importanceStats('skills', catalog.skillNames);
  const knowledgeStats = importanceStats('knowledge', catalog.knowledgeNames);
  // Important areas above the catalog mean, most distinctive first.
  const standout = (values: number[] | null, names: string[], stats: Array<{ mean: number; sd: number }>) =>
    values
      ? names
          .map((name, i) => ({ name, im: values[i], z: (values[i] - stats[i].mean) / stats[i].sd }))
          .filter((x) => x.im >= DISTINCTIVE_MIN_IMPORTANCE && x.z > 0)
          .sort((x, y) => y.z - x.z || x.name.localeCompare(y.name))
      : [];
  const distinctive = (list: Array<{ name: string; z: number }>) =>
    list
      .filter((x) => x.z >= DISTINCTIVE_MIN_Z)
      .slice(0, 6)
      .map((x) => x.name);
  const key = (list: Array<{ name: string; z: number }>, limit: number, fallback: number) => {
    const names = distinctive(list);
    return names.length ? names.slice(0, limit) : list.slice(0, fallback).map((x) => x.name);
  };

  // Work values: scale each value by its own catalog range, so "Support" (always middling) is comparable.
  const valueRange = catalog.valueNames.map((_, i) => {
    const vals = catalog.occupations.filter((o) => o.values).map((o) => o.values![i]);
    return { min: Math.min(...vals), max: Math.max(...vals) };
  });

  // Technology names: which tokens identify a tool, and how rare each tool is.
  const techNames = new Map<string, string>();
  const techOccupations = new Map<string, number>();
  for (const o of catalog.occupations) {
    for (const t of o.technologies) {
      const key = t.toLowerCase();
      techNames.set(key, t);
      techOccupations.set(key, (techOccupations.get(key) ?? 0) + 1);
    }
  }
  const tokenNames = new Map<string, number>();
  for (const key of techNames.keys())
    for (const tok of new Set(techTokens(key))) tokenNames.set(tok, (tokenNames.get(tok) ?? 0) + 1);
  const techLexicon = new Map<string, Set<string>>();
  const techPhrases = new Map<string, Array<{ key: string; tokens: string[] }>>();
  const addLex = (token: string, key: string) => {
    if (!techLexicon.has(token)) techLexicon.set(token, new Set());
    techLexicon.get(token)!.add(key);
  };
  const isDistinctive = (t: string) =>
    (tokenNames.get(t) ?? 0) < GENERIC_TECH_TOKEN_NAMES && !EXTRA_GENERIC_TECH_TOKENS.has(t) && !/^\d+$/.test(t);
  // Vendors: the leading word of several product names ("Intuit QuickBooks", "Intuit TurboTax"). People name the
  // product alone, so a vendor word is not required for a match.
  const leading = new Map<string, number>();
  for (const key of techNames.keys()) {
    const first = techTokens(key).find(isDistinctive);
    if (first) leading.set(first, (leading.get(first) ?? 0) + 1);
  }
  for (const [key, name] of techNames) {
    // Acronyms written in capitals inside the name (SQL, AWS, EMR) identify the tool on their own.
    for (const acronym of name.match(/\b[A-Z][A-Z0-9+#]{1,}\b/g) ?? []) addLex(acronym.toLowerCase(), key);
    let distinctive = techTokens(key).filter(isDistinctive);
    if (distinctive.length > 1 && (leading.get(distinctive[0]) ?? 0) >= 2) distinctive = distinctive.slice(1);
    // A one-word tool ("Python", "R") or the single distinctive word of a branded name ("Microsoft Excel").
    if (distinctive.length === 1) addLex(distinctive[0], key);
    else if (distinctive.length > 1) {
      const list = techPhrases.get(distinctive[0]) ?? [];
      list.push({ key, tokens: distinctive });
      techPhrases.set(distinctive[0], list);
    }
    if (techTokens(key).length === 1) addLex(key, key);
  }
  // How specific each tool is: from how many O*NET occupations list it (all of them, not only the 40 kept here).
  const n = catalog.occupations.length;
  const techIdf = new Map<string, number>();
  for (const o of catalog.occupations) {
    o.technologies.forEach((t, i) => {
      const key = t.toLowerCase();
      const spread = o.techSpread?.[i] ?? techOccupations.get(key) ?? 1;
      techIdf.set(key, Math.max(techIdf.get(key) ?? 0, Math.log(n / Math.max(1, spread))));
    });
  }

  const proseCounts = new Map<string, number>();
  for (const o of catalog.occupations) {
    for (const text of [o.description, ...o.tasks]) {
      for (const word of text.split(/[^A-Za-z]+/)) {
        if (word.length < 2 || word !== word.toLowerCase()) continue;
        proseCounts.set(word, (proseCounts.get(word) ?? 0) + 1);
      }
    }
  }
  const proseWords = new Set([...proseCounts].filter(([, c]) => c >= 2).map(([w]) => w));

  const rated = catalog.occupations.filter((o) => o.skills && o.knowledge);
  const skillMean = catalog.skillNames.map((_, i) => rated.reduce((sum, o) => sum + o.skills![i], 0) / rated.length);
  const knowledgeMean = catalog.knowledgeNames.map(
    (_, i) => rated.reduce((sum, o) => sum + o.knowledge![i], 0) / rated.length,
  );
  const unit = (v: Float64Array) => {
    const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0)) || 1;
    return v.map((x) => x / norm);
  };
  const skillProfileOf = (o: CatalogOccupation): Float64Array | null =>
    o.skills ? unit(Float64Array.from(o.skills, (x, i) => x - skillMean[i])) : null;
  const workProfileOf = (o: CatalogOccupation): Float64Array | null =>
    o.skills && o.knowledge
      ? unit(
          Float64Array.from([
            ...o.skills.map((x, i) => x - skillMean[i]),
            ...o.knowledge.map((x, i) => x - knowledgeMean[i]),
          ]),
        )
      : null;

  const occupations: IndexedOccupation[] = catalog.occupations.map((o, idx) => {
    const strength = strengths[idx];
    const z = strength.map((s, a) => (s - areaMean[a]) / areaSd[a]);
    const topAreas = SKILL_AREAS.map((area, a) => ({ id: area.id, z: z[a] }))
      .filter((x) => x.z >= TOP_AREA_MIN_Z)
      .sort((x, y) => y.z - x.z)
      .slice(0, TOP_AREAS_PER_OCCUPATION)
      .map((x) => x.id);
    const skillList = standout(o.skills, catalog.skillNames, skillStats);
    const knowledgeList = standout(o.knowledge, catalog.knowledgeNames, knowledgeStats);
    const knowledgeOf = (name: string) => {
      const i = knowledgePos.get(name);
      return i !== undefined && o.knowledge ? (o.knowledge[i] / 10 - 1) / 4 : 0.3;
    };
    const values = new Map<string, number>();
    catalog.valueNames.forEach((name, i) => {
      if (!o.values) return;
      const { min, max } = valueRange[i];
      values.set(name, max > min ? (o.values[i] - min) / (max - min) : 0.5);
    });
    const technologies = new Map<string, boolean>();
    o.technologies.forEach((t, i) => technologies.set(t.toLowerCase(), i < o.hotCount || o.techFlags?.[i] === 'D'));
    return {
      position: idx,
      occupation: o,
      riasec: o.riasec,
      areaStrength: strength,
      areaZ: new Map(SKILL_AREAS.map((area, a) => [area.id, z[a]])),
      topAreas,
      distinctiveSkills: distinctive(skillList),
      distinctiveKnowledge: distinctive(knowledgeList),
      keySkills: key(skillList, DETAIL_SKILLS, 3),
      keyKnowledge: key(knowledgeList, DETAIL_KNOWLEDGE, 3),
      environment: environmentAffinity(o.code, o.title, knowledgeOf, o.riasec[0]),
      values,
      technologies,
      skillProfile: skillProfileOf(o),
      workProfile: workProfileOf(o),
      headNouns: titleHeadNouns(o.title),
    };
  });

  // Postings let one run add up tool matches for every occupation by visiting only the person's tools.
  const techPostings = new Map<string, Array<{ position: number; hot: boolean }>>();
  for (const entry of occupations) {
    for (const [t, hot] of entry.technologies) {
      if (!techPostings.has(t)) techPostings.set(t, []);
      techPostings.get(t)!.push({ position: entry.position, hot });
    }
  }

  return {
    catalog,
    occupations,
    byCode: new Map(occupations.map((o) => [o.occupation.code, o])),
    titles: buildTitleIndex(catalog, titleData),
    related: buildRelatedIndex(catalog),
    proseWords,
    techPostings,
    techLexicon,
    techNames,
    techPhrases,
    techIdf,
  };
}
