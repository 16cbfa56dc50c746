import type { OccupationIndex } from './occupation-index.js';

/**
 * Office, operating-system and social tools that O*NET lists for hundreds of occupations. They count (a little) in
 * scoring, but naming them in a reason or a "learn this" step would say nothing about the career.
 */
const GENERIC_TECHNOLOGIES = new Set(
  [
    'Microsoft Excel',
    'Microsoft Office software',
    'Microsoft Word',
    'Microsoft Outlook',
    'Microsoft PowerPoint',
    'Microsoft Windows',
    'Microsoft SharePoint',
    'Microsoft Teams',
    'Adobe Acrobat',
    'Apple macOS',
    'Facebook',
    'LinkedIn',
    'Instagram',
    'YouTube',
    'Google Docs',
    'Google Sheets',
    'Google Drive',
    'Web browser software',
    'Email software',
  ].map((t) => t.toLowerCase()),
);

/** Listed by this share of occupations or more, a tool is generic whatever its name (idf = ln(1 / share)). */
const GENERIC_IDF = Math.log(1 / 0.4);

/** Worth citing in reasoning or recommending in a step. */
export function isTellingTechnology(index: OccupationIndex, name: string): boolean {
  const key = name.toLowerCase();
  return !GENERIC_TECHNOLOGIES.has(key) && (index.techIdf.get(key) ?? 0) >= GENERIC_IDF;
}
