import { parseActionSteps, type CareerRecommendation } from '@pathwise/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (amount: number) => usd.format(amount);

/** O*NET's names for its five Job Zones (how much preparation a job needs). */
export const JOB_ZONE_NAMES: Record<number, string> = {
  1: 'Little or no preparation',
  2: 'Some preparation',
  3: 'Medium preparation',
  4: 'Considerable preparation',
  5: 'Extensive preparation',
};

/** "Much faster than average: +33.5% projected 2024-34 ..." -> "Much faster than average". */
export function outlookHeadline(growthOutlook: string): string {
  return growthOutlook.split(':')[0].trim();
}

/**
 * The words to search job listings with. The engine's own job-search step names the title people use in postings
 * ('Search Pathwise Jobs for "Creative Writer" ...'); without one, the occupation title up to its first comma and
 * without parentheses ("Secondary School Teachers, Except Special ..." -> "Secondary School Teachers").
 */
export function jobSearchKeyword(match: CareerRecommendation): string {
  for (const step of parseActionSteps(match.actionSteps)) {
    const quoted = /\bsearch\b[^"“]*["“]([^"”]{2,80})["”]/i.exec(step);
    if (quoted) return quoted[1].trim();
  }
  return (
    match.title
      .replace(/\s*\([^)]*\)/g, '')
      .split(',')[0]
      .trim() || match.title
  );
}

export function jobSearchHref(match: CareerRecommendation): string {
  return `/jobs?${new URLSearchParams({ keyword: jobSearchKeyword(match) }).toString()}`;
}
