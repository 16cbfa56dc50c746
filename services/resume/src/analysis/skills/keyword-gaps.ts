import type { ResumeKeywordGroup } from '@pathwise/contracts';
import { normaliseSkill } from './skill-extractor.js';
import type { OccupationIndex, TargetCareer } from './occupations.js';

export interface GapInput {
  /** Dictionary ids of the resume's skills. */
  skillIds: number[];
  /** The resume's skills as written (a keyword it already names in other words is not missing). */
  skillNames: string[];
  /** The occupation the resume aims at (its most recent role, its headline, or the user's choice). */
  resumeTarget?: { code: string; title: string };
  /** The user's career matches, best first. */
  careerMatches?: TargetCareer[];
}

/**
 * What the target careers ask for that the resume does not name: first for the resume's own target occupation,
 * then, as a second list, for the user's career matches (when they differ). A skill the resume names also covers
 * the broader skill it belongs to ('pivot tables' covers Excel).
 */
export function keywordGaps(input: GapInput, occupations: OccupationIndex, limit = 12): ResumeKeywordGroup[] {
  const present = new Set<number>(input.skillIds);
  for (const id of input.skillIds) for (const broader of occupations.broaderOf(id)) present.add(broader);
  const named = new Set(input.skillNames.map(normaliseSkill));
  const groups: ResumeKeywordGroup[] = [];
  const missing = (targets: { occupation: number; weight: number }[]) =>
    occupations
      .missingKeywords(targets, present, limit * 2)
      .filter((k) => !named.has(normaliseSkill(k.name)))
      .slice(0, limit)
      .map((k) => k.name);

  const own = input.resumeTarget ? occupations.indexOfCode(input.resumeTarget.code) : undefined;
  if (own !== undefined) {
    groups.push({
      source: 'resume',
      label: `For ${occupations.occupation(own).title}, the line of work of your resume`,
      occupations: [occupations.occupation(own)],
      keywords: missing([{ occupation: own, weight: 1 }]),
    });
  }
  const matches = (input.careerMatches ?? [])
    .map((t) => ({
      occupation: t.code ? occupations.indexOfCode(t.code) : occupations.occupationsForTitle(t.title)[0],
      weight: t.weight,
    }))
    .filter((t): t is { occupation: number; weight: number } => t.occupation !== undefined && t.occupation !== own)
    .slice(0, 3);
  if (matches.length > 0) {
    const titles = matches.map((m) => occupations.occupation(m.occupation));
    groups.push({
      source: 'career-matches',
      label: `For your career matches (${titles.map((t) => t.title).join(', ')})`,
      occupations: titles,
      keywords: missing(matches),
    });
  }
  return groups.filter((g) => g.keywords.length > 0);
}
