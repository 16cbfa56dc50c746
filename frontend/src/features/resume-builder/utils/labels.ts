import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, type Resume, type ResumeAnalysis } from '@pathwise/contracts';

/** 'mid-level' -> 'Mid Level (3-5 years)'; an unknown value is shown as written. */
export function experienceLabel(level: string): string {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(level)
    ? EXPERIENCE_LEVEL_LABELS[level as keyof typeof EXPERIENCE_LEVEL_LABELS]
    : level;
}

/** Who wrote the analysis, in the user's words. */
export function engineLabel(engine: ResumeAnalysis['engine']): string | null {
  if (engine === 'llm') return 'Written by an AI model; the skills it names are checked against your resume text.';
  if (engine === 'local') return "Written by Pathwise's built-in analyzer.";
  return null;
}

export type AtsBand = { label: string; tone: 'good' | 'fair' | 'low' };

/** Bands of the ATS-readiness score, for its colour and one-word verdict. */
export function atsBand(score: number): AtsBand {
  if (score >= 80) return { label: 'Strong', tone: 'good' };
  if (score >= 60) return { label: 'Fair', tone: 'fair' };
  return { label: 'Needs work', tone: 'low' };
}

/** "1 year", "4.5 years". */
export function formatYears(years: number): string {
  const rounded = Math.round(years * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'year' : 'years'}`;
}

/**
 * Whether the analysis is of a LinkedIn profile address alone: there is an address and no uploaded file, so the
 * server had no resume text (services/resume: analyzeProfileUrlOnly) and its experience level is a default, not a
 * reading (the resume.analyzed event sends it as null for that reason).
 */
export function isProfileOnly(resume: Pick<Resume, 'fileName' | 'linkedinUrl'>): boolean {
  return !resume.fileName && Boolean(resume.linkedinUrl?.trim());
}
