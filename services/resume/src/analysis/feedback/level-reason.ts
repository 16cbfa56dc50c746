import type { ResumeFacts } from '../resume-facts.js';
import { singular } from '../skills/occupations.js';
import { plural } from './quote.js';

const years = (y: number) => `${y} ${y === 1 ? 'year' : 'years'}`;

/**
 * How the experience level was read, in words: the years in the resume's line of work, the years in all when they
 * differ, and the dated entries left out (internships, rotations, student jobs, volunteering).
 */
export function levelReason(f: ResumeFacts): string {
  const e = f.experience;
  const bands = 'entry-level is 0-2 years, mid-level 3-5, senior-level 6 or more';
  if (e.roles.length === 0) {
    return e.statedYears !== undefined
      ? `${f.level}: no dated roles, so the ${years(e.statedYears)} of experience the resume states were used (${bands}).`
      : `${f.level}: no dated roles were found, so no years could be counted (${bands}).`;
  }
  const also = e.alsoAs?.length ? ` or ${e.alsoAs.map(oneOf).join(' or ')}` : '';
  const line = f.target ? `as ${oneOf(f.target.title)}${also}` : 'in the line of work of your most recent role';
  const parts = [`${f.level}: ${years(e.relevantYears)} ${line}`];
  if (e.years > e.relevantYears + 0.05) parts.push(`out of ${years(e.years)} of work in all`);
  const excluded = new Map<string, number>();
  for (const r of e.roles) if (r.excluded) excluded.set(r.excluded, (excluded.get(r.excluded) ?? 0) + 1);
  const left = [...excluded.entries()].map(([kind, n]) => plural(n, kind, kind.endsWith('work') ? kind : `${kind}s`));
  const tail = left.length ? `; not counted: ${left.join(', ')}` : '';
  return `${parts.join(' ')}${tail} (${bands}).`;
}

/**
 * An O*NET occupation's title for one person: the nouns its head part names in the singular, what follows 'of' or
 * a comma as it is ('First-Line Supervisors of Retail Sales Workers' -> 'first-line supervisor of retail sales
 * workers', 'Chefs and Head Cooks' -> 'chef and head cook'; was 'first-line supervisors of retail sales worker').
 */
export function oneOf(occupationTitle: string): string {
  const t = occupationTitle.toLowerCase();
  const cut = /,| of /.exec(t);
  const head = cut ? t.slice(0, cut.index) : t;
  const words = head.split(' ');
  const one = words.map((w, i) => (i === words.length - 1 || words[i + 1] === 'and' ? singular(w) : w));
  return one.join(' ') + (cut ? t.slice(cut.index) : '');
}
