import { type CatalogOccupation, loadCatalog } from './catalog.js';
import { contentStems, stem } from '../text/text.js';

/**
 * What the engines know about the career a user practises for: the catalog occupation it resolves to (O*NET), or,
 * for a path the catalog does not know, only its own words. `title` is always the user's own wording.
 */
export interface CareerProfile {
  title: string;
  code: string | null;
  occupationTitle: string | null;
  /** How the path was resolved: by its O*NET code (a career match), the spec's fixed list, a title, or not at all. */
  resolvedBy: 'code' | 'fixed' | 'title' | 'words' | 'none';
  jobZone: number;
  tasks: string[];
  skills: string[];
  workStyles: string[];
  knowledge: string[];
  /** Named tools (display name and the other names they go by); generic categories left out. */
  technologies: { name: string; aliases: string[] }[];
  /** Job-related terms, best first: the occupation's distinctive terms, then its family's working vocabulary. */
  terms: { term: string; weight: number; kind: 'occupation' | 'family' }[];
  /** Who the work is for, in the family's word: patients, students, customers, users, clients. */
  audience: string;
  medianWage: number | null;
}

/** The spec's five fixed career paths and the catalog occupation each one is practised as. */
export const FIXED_CAREER_CODES: Record<string, string> = {
  'software engineer': '15-1252.00',
  'product manager': 'pathwise-product-manager',
  'data analyst': '15-2051.01',
  'marketing manager': '11-2021.00',
  'sales representative': '41-4012.00',
};

const AUDIENCE: [RegExp, string][] = [
  [/^(29|31)-/, 'patient'],
  [/^25-/, 'student'],
  [/^15-12/, 'user'],
  [/^(41|43|35|39|53)-/, 'customer'],
];

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+# ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface TitleIndex {
  /** Occupations' own titles, plural and singular ("registered nurses", "registered nurse"). */
  own: Map<string, CatalogOccupation>;
  /** Other titles people use, each kept for the occupation that lists it earliest (reported titles come first). */
  exact: Map<string, CatalogOccupation>;
  entries: { occupation: CatalogOccupation; stems: Set<string>; own: boolean }[];
  byCode: Map<string, CatalogOccupation>;
}
let index: TitleIndex | undefined;

function titleIndex(): TitleIndex {
  if (index) return index;
  const { occupations } = loadCatalog();
  const own = new Map<string, CatalogOccupation>();
  const exact = new Map<string, { o: CatalogOccupation; rank: number }>();
  const entries: TitleIndex['entries'] = [];
  for (const o of occupations) {
    for (const part of o.title.split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const key = normalise(part);
      if (!key) continue;
      if (!own.has(key)) own.set(key, o);
      const singular = key.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, '');
      if (!own.has(singular)) own.set(singular, o);
    }
    o.titles.forEach((t, i) => {
      const key = normalise(t);
      const prior = exact.get(key);
      if (!prior || i < prior.rank) exact.set(key, { o, rank: i });
    });
    [o.title, ...o.titles].forEach((t, i) =>
      entries.push({ occupation: o, stems: new Set(contentStems(t)), own: i === 0 }),
    );
  }
  index = {
    own,
    exact: new Map([...exact].map(([k, v]) => [k, v.o])),
    entries,
    byCode: new Map(occupations.map((o) => [o.code, o])),
  };
  return index;
}

export function occupationByCode(code: string): CatalogOccupation | undefined {
  return titleIndex().byCode.get(code);
}

/**
 * Resolves a career path to a catalog occupation: by code (a career match carries its O*NET code), the spec's fixed
 * list, an exact title people use, then the title sharing most words with it; else a profile of its own words.
 */
export function resolveCareer(careerPath: string, code?: string | null): CareerProfile {
  const idx = titleIndex();
  const title = careerPath.trim();
  const key = normalise(title);
  const byCode = code ? idx.byCode.get(code) : undefined;
  if (byCode) return profileOf(title, byCode, 'code');
  const fixed = FIXED_CAREER_CODES[key] ? idx.byCode.get(FIXED_CAREER_CODES[key]) : undefined;
  if (fixed) return profileOf(title, fixed, 'fixed');
  const singular = key.replace(/(?<!s)s$/, '');
  const exact =
    idx.own.get(key) ??
    idx.own.get(singular) ??
    idx.exact.get(key) ??
    idx.exact.get(singular) ??
    idx.exact.get(`${key}s`);
  if (exact) return profileOf(title, exact, 'title');
  const wanted = new Set(contentStems(title));
  if (wanted.size > 0) {
    let best: { o: CatalogOccupation; score: number } | null = null;
    for (const e of idx.entries) {
      let shared = 0;
      for (const s of wanted) if (e.stems.has(s)) shared++;
      if (shared === 0) continue;
      const score = shared / (wanted.size + e.stems.size - shared) + (e.own ? 0.05 : 0);
      if (!best || score > best.score) best = { o: e.occupation, score };
    }
    if (best && best.score >= 0.34) return profileOf(title, best.o, 'words');
  }
  return genericProfile(title);
}

function profileOf(title: string, o: CatalogOccupation, resolvedBy: CareerProfile['resolvedBy']): CareerProfile {
  const seen = new Set<string>();
  const terms: CareerProfile['terms'] = [];
  const push = (term: string, weight: number, kind: 'occupation' | 'family') => {
    const k = contentStems(term).join(' ');
    if (!k || seen.has(k)) return;
    seen.add(k);
    terms.push({ term, weight, kind });
  };
  const top = o.terms[0]?.[1] ?? 1;
  for (const [t, w] of o.terms) push(t, Math.min(1, w / top), 'occupation');
  for (const t of o.familyTerms) push(t, 0.8, 'family');
  return {
    title,
    code: o.code,
    occupationTitle: o.title,
    resolvedBy,
    jobZone: o.jobZone,
    tasks: o.tasks,
    skills: o.skills,
    workStyles: o.workStyles,
    knowledge: o.knowledge,
    technologies: o.technologies.filter(([, , generic]) => !generic).map(([name, aliases]) => ({ name, aliases })),
    terms,
    audience: AUDIENCE.find(([re]) => re.test(o.code))?.[1] ?? 'client',
    medianWage: o.medianWage,
  };
}

function genericProfile(title: string): CareerProfile {
  return {
    title,
    code: null,
    occupationTitle: null,
    resolvedBy: 'none',
    jobZone: 3,
    tasks: [],
    skills: ['Complex Problem Solving', 'Coordination', 'Time Management', 'Active Learning', 'Speaking'],
    workStyles: ['Dependability', 'Cooperation', 'Initiative'],
    knowledge: [],
    technologies: [],
    terms: contentStems(title).map((s) => ({ term: s, weight: 1, kind: 'occupation' as const })),
    audience: 'client',
    medianWage: null,
  };
}

export const stemKey = (term: string) => contentStems(term).join(' ') || stem(term);
