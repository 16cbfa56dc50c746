// Feedback statements checked against the truth: the analysis must never say that a resume lacks what its JSON Resume
// document (and so every rendering of it) has. Only statements a document can settle are checked: a missing section,
// unreadable or absent dates, too few quantified results or skills, missing contact details, a layout it does not use.
import type { EvalResume } from './eval-set.js';

/** Layouts printed in one column (the scans are images of `single`). */
const ONE_COLUMN = new Set(['single', 'pdfkit-single', 'unusual', 'scanned']);

interface Work {
  startDate?: string;
  highlights?: string[];
}

/**
 * A result counted in a bullet: a percentage, a sum of money, or a quantity (a number standing as a word, not a
 * year, not part of a code or a name such as '12-lead', 'D1.1', 'Windows 10' or 'Level 2').
 */
const MEASURED =
  /[$€£]\s?\d|\d\s?%|\b\d+(?:[.,]\d+)*\s?(?:percent|k|m|million|billion)\b|(?<![\w./-])(?!(?:19|20)\d\d\b)\d+(?:[.,]\d+)*\+?(?![\w./-]|\.\d)/i;
const CODE_BEFORE =
  /\b(?:windows|level|stage|grade|class|tier|phase|type|version|part|form|section|osha|step|unit|zone)\s+\d/i;

export const isMeasured = (bullet: string) => MEASURED.test(bullet.replace(CODE_BEFORE, ' '));

const nonEmpty = (x: unknown) => (Array.isArray(x) ? x.length > 0 : typeof x === 'string' ? x.trim() !== '' : !!x);

/** What the document holds that feedback may talk about. */
function truthOf(resume: EvalResume) {
  const d = resume.document as {
    basics?: {
      email?: string;
      phone?: string;
      location?: Record<string, string>;
      url?: string;
      summary?: string;
      profiles?: { network?: string; url?: string }[];
    };
    work?: Work[];
    volunteer?: Work[];
    education?: unknown[];
  };
  const b = d.basics ?? {};
  const bullets = [...(d.work ?? []), ...(d.volunteer ?? [])].flatMap((w) => w.highlights ?? []);
  const skills = (resume.skills ?? []).flatMap((g) => g.keywords).length + (resume.certificates ?? []).length;
  return {
    sections: {
      summary: nonEmpty(b.summary),
      experience: nonEmpty(d.work),
      education: nonEmpty(d.education),
      skills: skills > 0,
    } as Record<string, boolean>,
    dated: (d.work ?? []).some((w) => !!w.startDate),
    bullets: bullets.length,
    measured: bullets.filter(isMeasured).length,
    listedSkills: skills,
    contact: {
      email: nonEmpty(b.email),
      'phone number': nonEmpty(b.phone),
      location: nonEmpty(b.location),
      'linkedin url': [b.url, ...(b.profiles ?? []).map((p) => `${p.network} ${p.url}`)].some((u) =>
        /linkedin/i.test(u ?? ''),
      ),
    } as Record<string, boolean>,
  };
}

/** 'Summary, Education and Skills' -> ['summary', 'education', 'skills']. */
const namesOf = (list: string) =>
  list
    .split(/,\s*|\s+and\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** The statements of an analysis that the resume's own document shows to be false, each with why. */
export function falseFeedback(resume: EvalResume, layout: string, statements: string[]): string[] {
  const t = truthOf(resume);
  const out: string[] = [];
  const wrong = (statement: string, why: string) => out.push(`${statement} [${why}]`);
  for (const s of statements) {
    let m: RegExpExecArray | null;
    if ((m = /^No (.+) sections? (?:was|were) found\.$/.exec(s))) {
      const present = namesOf(m[1]).filter((n) => t.sections[n]);
      if (present.length) wrong(s, `it has ${present.join(', ')}`);
    } else if (s.startsWith('Clear structure: summary, experience, education and skills')) {
      const absent = Object.keys(t.sections).filter((k) => !t.sections[k]);
      if (absent.length) wrong(s, `it has no ${absent.join(', ')}`);
    } else if (/^The experience section has no dates an ATS can read/.test(s)) {
      if (t.dated) wrong(s, 'its roles are dated');
    } else if (/^The dates in '.+' could not be read\.$/.test(s)) {
      // every role of the set is dated in one of the formats people write ('Jan 2021 – Present', '03/2019', ...)
      if (t.dated) wrong(s, 'its dates are written in a readable format');
    } else if (/^Only \d+ of \d+ bullets? shows? a measurable result\.$/.test(s)) {
      if (t.bullets > 0 && t.measured / t.bullets >= 0.3)
        wrong(s, `${t.measured} of its ${t.bullets} bullets hold a number`);
    } else if (/^Only \d+ recognisable skills? found/.test(s)) {
      if (t.listedSkills >= 5) wrong(s, `it lists ${t.listedSkills} skills and certificates`);
    } else if (s.startsWith('Add a Skills section')) {
      if (t.sections.skills) wrong(s, 'it has one');
    } else if ((m = /^Add your (.+?) to the top of the resume/.exec(s))) {
      const present = namesOf(m[1]).filter((n) => t.contact[n]);
      if (present.length) wrong(s, `it has ${present.join(', ')}`);
    } else if (s.startsWith('Complete contact details')) {
      const absent = Object.keys(t.contact).filter((k) => !t.contact[k]);
      if (absent.length) wrong(s, `it has no ${absent.join(', ')}`);
    } else if (/^The two-column layout is stored row by row/.test(s) || /^Columns can confuse/.test(s)) {
      if (ONE_COLUMN.has(layout)) wrong(s, `the ${layout} layout has one column`);
    } else if (/^Icons or symbol fonts are used/.test(s)) {
      wrong(s, 'no layout of the set uses icons');
    }
  }
  return out;
}
