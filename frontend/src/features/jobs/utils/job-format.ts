import { JOB_DESCRIPTION_PREVIEW } from '@pathwise/contracts';

const EMPLOYMENT_LABELS: Record<string, string> = {
  FULLTIME: 'Full-time',
  PARTTIME: 'Part-time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export const employmentLabel = (type: string) => EMPLOYMENT_LABELS[type] ?? type;

/** "entry_level" -> "Entry Level" (underscore to space, words capitalised); unknown levels show nothing. */
export function experienceLabel(level: string): string | null {
  if (!level || level === 'not_specified') return null;
  return level.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The first 150 characters of the description followed by '...'. */
export function descriptionPreview(description: string): string {
  return `${description.replace(/\s+/g, ' ').trim().slice(0, JOB_DESCRIPTION_PREVIEW)}...`;
}

/** 'Posted Nov 20, 2026' or 'Date not specified'. */
export function postedLabel(postedDate: string): string {
  const date = postedDate ? new Date(postedDate) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Date not specified';
  return `Posted ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
