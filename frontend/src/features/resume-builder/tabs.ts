/** The three tabs of /resume-builder; the selected one lives in the address as ?tab= (Upload Resume without it). */
export const RESUME_TABS = ['upload', 'linkedin', 'analysis'] as const;
export type ResumeTab = (typeof RESUME_TABS)[number];

export function parseTab(value: string | null): ResumeTab {
  return (RESUME_TABS as readonly string[]).includes(value ?? '') ? (value as ResumeTab) : 'upload';
}
