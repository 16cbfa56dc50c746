import type { CatalogOccupation } from '../catalog/catalog.types.js';
import { contentWords } from './text-terms.js';

/** Typical pay range: the middle half of earners (25th-75th percentile), else the 10th-90th, from BLS OEWS. */
export function salaryRange(o: CatalogOccupation): { min: number; max: number } | null {
  const pay = o.pay;
  if (!pay) return null;
  if (pay.p25 !== null && pay.p75 !== null) return { min: pay.p25, max: pay.p75 };
  if (pay.p10 !== null && pay.p90 !== null) return { min: pay.p10, max: pay.p90 };
  return null;
}

/**
 * BLS growth in words. BLS's own bands are relative to the average for all occupations (3.1% for 2024-34):
 * roughly, 7%+ much faster, 5-6% faster, 2-4% about as fast, 0-1% slower, below zero declining.
 */
export function growthWords(growthPct: number | null | undefined): string | null {
  if (growthPct === null || growthPct === undefined) return null;
  if (growthPct >= 7) return 'Much faster than average';
  if (growthPct >= 4.5) return 'Faster than average';
  if (growthPct >= 2) return 'About as fast as average';
  if (growthPct >= -0.5) return 'Slower than average';
  return 'Declining';
}

const formatInt = (n: number) => Math.round(n).toLocaleString('en-US');

/** "Much faster than average: +33.5% projected 2024-34, about 23,400 openings a year (BLS)". */
export function growthOutlook(o: CatalogOccupation): string | null {
  const pct = o.outlook?.growthPct;
  const words = growthWords(pct);
  if (!words || pct === null || pct === undefined) return null;
  const sign = pct > 0 ? '+' : '';
  const openings = o.outlook?.annualOpenings ? `, about ${formatInt(o.outlook.annualOpenings)} openings a year` : '';
  return `${words}: ${sign}${pct}% projected 2024-34${openings} (BLS)`;
}

export function formatUsd(n: number): string {
  return `$${formatInt(n)}`;
}

/**
 * "Nannies" -> "Nanny", "Coaches" -> "Coach", "Hostesses" -> "Hostess", "Midwives" -> "Midwife", "Writers" -> "Writer";
 * other words as they are.
 */
export function singularNoun(word: string): string {
  if (/wives$/i.test(word)) return `${word.slice(0, -3)}fe`;
  if (/[^aeiou]ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}${word.endsWith('IES') ? 'Y' : 'y'}`;
  if (/(ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su'’]s$/i.test(word) && !/(is|us)$/i.test(word)) return word.slice(0, -1);
  return word;
}

export const isPlural = (word: string) => singularNoun(word) !== word;
/** Endings of nouns that name a person by what they do (writer, technologist, physician, assistant). */
export const AGENT_NOUN = /(er|or|ist|ian|ant|ent|eon|ee|ive)$/i;

/**
 * The O*NET title without parentheses and its qualifiers: ", Except ...", ", Including ...", ", All Other", and a
 * single trailing qualifier after a plural ("Psychology Teachers, Postsecondary", "Model Makers, Wood").
 */
function coreTitle(title: string): string {
  const core = title
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,\s*(Except|Including|All Other)\b.*$/i, '')
    .trim();
  const [head, ...rest] = core.split(',');
  return rest.length === 1 && isPlural(head.trim().split(/\s+/).at(-1) ?? '') ? head.trim() : core;
}

/**
 * The O*NET title's head nouns, singular: "Writers and Authors" -> writer, author; "Child, Family, and School Social
 * Workers" -> worker. The last word of each listed part that is a plural (a singular last word, like "Child", is a
 * modifier shared with a later noun).
 */
export function titleHeadNouns(title: string): string[] {
  const heads = new Set<string>();
  for (const part of coreTitle(title).split(/,|\band\b|\bor\b|\//)) {
    const last = part.trim().split(/\s+/).at(-1) ?? '';
    if (isPlural(last)) heads.add(singularNoun(last).toLowerCase());
  }
  return [...heads];
}

/**
 * The O*NET title in the singular, one per listed job: "Registered Nurses" -> ["Registered Nurse"], "Writers and
 * Authors" -> ["Writer", "Author"]. Empty when the title is not a plain list of plural nouns ("Police and Sheriff's
 * Patrol Officers", "Heating, Air Conditioning, and Refrigeration Mechanics and Installers").
 */
export function singularTitles(title: string): string[] {
  const core = coreTitle(title);
  if (/[,/]/.test(core)) return [];
  const parts = core.split(/\s+and\s+/).map((p) => p.replace(/^(Other|Related)\s+/i, '').trim());
  const words = parts.map((p) => p.split(/\s+/));
  if (words.some((w) => w.length === 0 || w.length > 4 || !isPlural(w[w.length - 1]))) return [];
  return words.map((w) => [...w.slice(0, -1), singularNoun(w[w.length - 1])].join(' '));
}

/**
 * The title to search job boards with (and to name the job in action steps), in the singular. Candidates are the
 * titles people use (My Next Move's, first 15) whose last word is one of the O*NET title's head nouns, and the O*NET
 * title itself in the singular; the best shares the most words with the O*NET title and adds the fewest of its own:
 * Writers and Authors searches for "Writer" (not "Advertising Writer"), Nannies for "Nanny", Registered Nurses for
 * "Registered Nurse". A title people use wins a tie. Without a candidate, the title people use sharing most words with
 * the O*NET title, else the O*NET title.
 */
export function searchTitle(o: CatalogOccupation): string {
  const own = new Set(contentWords(o.title).keys());
  // In title order: "Welders, Cutters, Solderers, and Brazers" searches for a welder before a brazer.
  const heads = titleHeadNouns(o.title).map((h) => [...contentWords(h).keys()][0]);
  const words = (title: string) => [...contentWords(title).keys()];

  let best: { title: string; score: number } | null = null;
  const consider = (title: string) => {
    const w = words(title);
    const head = heads.indexOf(w.at(-1) ?? '');
    if (!title || head < 0) return;
    const shared = w.filter((x) => own.has(x)).length;
    // Most words shared with the O*NET title, fewest of its own; two jobs in one ("Floor Sander and Finisher") make
    // a poor search; the earlier head noun breaks a tie.
    const score = shared - 0.5 * (w.length - shared) - (/\band\b|\//.test(title) ? 1 : 0) - 0.05 * head;
    if (!best || score > best.score) best = { title, score };
  };
  const used = o.titles.slice(0, 15).map((t) => t.replace(/\s*\([^)]*\)/g, '').trim());
  for (const title of used) consider(title);
  // The O*NET title's last job is a job for sure; an earlier one when it names a person ("Writers" in Writers and
  // Authors) or people use it as a title's last word, not "Customs" in Customs and Border Protection Officers.
  const usedHeads = new Set(used.map((t) => words(t).at(-1)));
  const singular = singularTitles(o.title);
  for (const [i, title] of singular.entries()) {
    const last = title.split(' ').at(-1) ?? '';
    if (i === singular.length - 1 || AGENT_NOUN.test(last) || usedHeads.has(words(title).at(-1))) consider(title);
  }
  if (best) return (best as { title: string }).title;

  let fallback = o.title;
  let fallbackOverlap = 0;
  for (const title of o.titles.slice(0, 10)) {
    const clean = title.replace(/\s*\([^)]*\)/g, '').trim();
    const overlap = words(clean).filter((w) => own.has(w)).length;
    if (clean && overlap > fallbackOverlap) {
      fallback = clean;
      fallbackOverlap = overlap;
    }
  }
  return fallback;
}
