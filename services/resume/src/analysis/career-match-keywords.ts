import type { ResumeAnalysis } from '@pathwise/contracts';
import { keywordSuggestion } from './feedback/feedback.js';
import { analyzeProfileUrlOnly } from './profile-url-analysis.js';
import { analyserOccupations } from './resume-facts.js';
import { keywordGaps } from './skills/keyword-gaps.js';
import { normaliseSkill } from './skills/skill-extractor.js';
import type { TargetCareer } from './skills/occupations.js';

let skillIds: Map<string, number> | undefined;
/** Dictionary ids by normalised name, to read the skills of a stored analysis back into keyword gaps. */
function skillIdByName(name: string): number | undefined {
  if (!skillIds) {
    const { data } = analyserOccupations();
    skillIds = new Map();
    data.skills.forEach(([n], i) => {
      const key = normaliseSkill(n);
      if (!skillIds!.has(key)) skillIds!.set(key, i);
    });
  }
  return skillIds.get(normaliseSkill(name));
}

/**
 * The analysis as it is read: the stored analysis (which never depends on the user's career matches) with the
 * keywords of the user's current career matches added as a second, labelled list, and the suggestion that goes with
 * them. Computed on every read, so that new career matches show at once and never re-run the analysis.
 *
 * `profileOnly`: the analysis of a LinkedIn address alone (no resume text): its keywords all come from the matches.
 */
export function withCareerMatches(
  stored: ResumeAnalysis,
  targets: TargetCareer[],
  profileOnly?: { linkedinUrl: string },
): ResumeAnalysis {
  if (profileOnly) return { ...analyzeProfileUrlOnly(profileOnly.linkedinUrl, targets), engine: stored.engine };
  const own = (stored.keywordGroups ?? []).filter((g) => g.source === 'resume');
  if (targets.length === 0) return { ...stored, keywordGroups: own };
  const { occupations } = analyserOccupations();
  const evidence = stored.skillEvidence ?? [];
  const ids = evidence.map((e) => skillIdByName(e.canonical ?? e.skill)).filter((id): id is number => id !== undefined);
  const matches = keywordGaps(
    {
      skillIds: ids,
      skillNames: stored.extractedSkills,
      resumeTarget: stored.targetOccupation,
      careerMatches: targets,
    },
    occupations,
  ).filter((g) => g.source === 'career-matches');
  if (matches.length === 0) return { ...stored, keywordGroups: own };
  const suggestions = stored.improvementSuggestions.filter(
    (s) => !s.startsWith('Job postings for your career matches'),
  );
  return {
    ...stored,
    keywordGroups: [...own, ...matches],
    keywords: own[0]?.keywords ?? matches[0].keywords,
    improvementSuggestions: [...suggestions, ...matches.map(keywordSuggestion)],
  };
}
