import { type ResumeAnalysis, UNKNOWN_EXPERIENCE_LEVEL } from '@pathwise/contracts';
import { listNames } from './feedback/quote.js';
import { linkedinNotes, readLinkedinUrl } from './linkedin.js';
import { analyserData } from './resume-facts.js';
import type { TargetCareer } from './skills/occupations.js';

/**
 * The analysis of a LinkedIn address when no resume text is available: only what the address and the user's career
 * matches tell. It says exactly that, and how to get a full analysis.
 */
export function analyzeProfileUrlOnly(linkedinUrl: string, targets: TargetCareer[] = []): ResumeAnalysis {
  const { occupations } = analyserData();
  const notes = linkedinNotes(linkedinUrl);
  const facts = readLinkedinUrl(linkedinUrl);
  const weighted = targets
    .map((t) => ({
      occupation: t.code ? occupations.indexOfCode(t.code) : occupations.occupationsForTitle(t.title)[0],
      weight: t.weight,
    }))
    .filter((t): t is { occupation: number; weight: number } => t.occupation !== undefined)
    .slice(0, 3);
  const keywords = occupations.missingKeywords(weighted, new Set()).map((k) => k.name);
  const careers = weighted.map((t) => occupations.occupation(t.occupation).title);
  const suggestions = [...notes.suggestions];
  if (keywords.length > 0) {
    suggestions.push(
      `Make sure your profile's headline, About and Skills sections name what ${careers[0]} roles ask for: ${listNames(keywords, 6)}.`,
    );
  } else {
    suggestions.push('Take the career quiz so that the analysis can name the keywords your target careers ask for.');
  }
  return {
    strengths: notes.strengths,
    weaknesses: [
      ...notes.weaknesses,
      'The profile itself could not be read: LinkedIn does not allow other sites to fetch profiles, so skills and experience are unknown.',
    ],
    improvementSuggestions: suggestions,
    // nothing to count years from (and no yearsOfExperience): a band here would read as a finding
    experienceLevel: UNKNOWN_EXPERIENCE_LEVEL,
    extractedSkills: [],
    keywords,
    skillEvidence: [],
    atsReasons: [],
    basis:
      `Based only on your profile address${careers.length ? ` and your career matches (${careers.join(', ')})` : ''}` +
      `${facts.isProfileUrl ? '' : ' (which does not look like a LinkedIn profile address)'}. LinkedIn profiles cannot be fetched, so your skills and experience level are unknown; upload your LinkedIn "Save to PDF" export (or your resume) for a full analysis.`,
    engine: 'local',
  };
}
