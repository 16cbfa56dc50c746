import { loadCatalog } from './catalog.js';
import type { CareerProfile } from './careers.js';
import { contentStems } from '../text/text.js';

/**
 * Words that few occupations use: a stem in the tasks or tools of more than this share of the catalog's occupations
 * ("work", "equipment", "record") says nothing about which job an answer comes from.
 */
const MAX_SHARE = 0.08;

let shareOf: Map<string, number> | undefined;

const stemsOf = (texts: string[]) => new Set(contentStems(texts.join(' . ')));
const occupationTexts = (tasks: string[], tools: [string, string[]][]) => [
  ...tasks,
  ...tools.flatMap(([name, aliases]) => [name, ...aliases]),
];

/** The share of the catalog's occupations whose tasks or tools use each stem (computed once). */
function documentShares(): Map<string, number> {
  if (shareOf) return shareOf;
  const { occupations } = loadCatalog();
  const counts = new Map<string, number>();
  for (const o of occupations)
    for (const s of stemsOf(
      occupationTexts(
        o.tasks,
        o.technologies.map(([n, a]) => [n, a]),
      ),
    ))
      counts.set(s, (counts.get(s) ?? 0) + 1);
  shareOf = new Map([...counts].map(([s, n]) => [s, n / occupations.length]));
  return shareOf;
}

const cache = new Map<string, Set<string>>();

/**
 * The occupation's own working vocabulary: every stem of its O*NET tasks, tools and distinctive terms that few other
 * occupations use ("nozzle", "timecard", "heifer" where the catalog has them), so that an answer in the job's words is
 * recognised beyond the short list of its top terms. Empty for a career the catalog does not know.
 */
export function jobVocabulary(career: CareerProfile): Set<string> {
  if (!career.code) return new Set();
  const cached = cache.get(career.code);
  if (cached) return cached;
  const shares = documentShares();
  const title = new Set(contentStems(`${career.title} ${career.occupationTitle ?? ''}`));
  const stems = stemsOf([
    ...occupationTexts(
      career.tasks,
      career.technologies.map((t) => [t.name, t.aliases]),
    ),
    ...career.terms.map((t) => t.term),
  ]);
  const vocabulary = new Set(
    [...stems].filter((s) => s.length > 2 && (shares.get(s) ?? 0) <= MAX_SHARE && !title.has(s)),
  );
  cache.set(career.code, vocabulary);
  return vocabulary;
}
