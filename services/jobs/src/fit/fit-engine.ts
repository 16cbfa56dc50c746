import type { JobFit } from '@pathwise/contracts';
import type { Occupation } from '../reference/reference-data.js';

export interface FitProfile {
  skills: string[];
  /** entry-level, mid-level, senior-level, or null. */
  experienceLevel: string | null;
  matches: { code: string; title: string; matchScore: number }[];
}

export interface FitListing {
  id: string;
  title: string;
  description: string;
  requirements: string | null;
  occupationCode: string | null;
  experienceLevel: string | null;
}

const VENDOR = /^(microsoft|adobe|oracle|google|apple|ibm|sap|atlassian|amazon|autodesk|intuit|salesforce|cisco)\s+/i;
/** Names that are everyday words or letters unless written exactly so: matched case-sensitively. */
const EXACT_CASE = new Set([
  'C',
  'R',
  'Go',
  'Swift',
  'Rust',
  'Dart',
  'Ruby',
  'Java',
  'Excel',
  'Word',
  'Access',
  'Teams',
  'Spark',
  'Chef',
  'Puppet',
  'Make',
]);
const GENERIC = new Set([
  'software',
  'email',
  'web browser',
  'microsoft office',
  'word processing',
  'spreadsheet',
  'internet',
]);

interface Term {
  /** The skill as the user or O*NET names it. */
  display: string;
  key: string;
  /** Set for everyday words and letters: the name must appear written exactly so ("Go", not "go"). */
  exactToken?: string;
}

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();
/** "Microsoft Excel" is also "Excel"; "Structured query language SQL" was already shortened to "SQL" at build time. */
function termsOf(name: string): Term[] {
  const out: Term[] = [];
  const add = (form: string) => {
    const key = keyOf(form);
    if (!key || GENERIC.has(key)) return;
    const exact = EXACT_CASE.has(form) || form.length <= 2;
    out.push({ display: name, key, ...(exact ? { exactToken: form } : {}) });
  };
  add(name);
  const bare = name.replace(VENDOR, '');
  if (bare !== name && bare.length >= 3) add(bare);
  return out;
}

/** Every 1-4 word run of a text, lower-cased, and the set of words as written (for exact-case names). */
function phrases(text: string): { lower: Set<string>; exact: Set<string> } {
  const tokens = text.match(/[A-Za-z0-9+#.]+/g)?.map((t) => t.replace(/\.+$/, '')) ?? [];
  const lower = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    let run = '';
    for (let n = 0; n < 4 && i + n < tokens.length; n++) {
      run = n ? `${run} ${tokens[i + n]!.toLowerCase()}` : tokens[i]!.toLowerCase();
      lower.add(run);
    }
  }
  return { lower, exact: new Set(tokens) };
}

const found = (t: Term, p: { lower: Set<string>; exact: Set<string> }) =>
  t.exactToken ? p.exact.has(t.exactToken) : p.lower.has(t.key);

const LEVEL_RANK: Record<string, number> = {
  entry_level: 0,
  mid_level: 1,
  senior_level: 2,
  executive: 3,
  'entry-level': 0,
  'mid-level': 1,
  'senior-level': 2,
};
const LEVEL_WORDS = ['entry level', 'mid level', 'senior level', 'executive'];

/**
 * How well a listing fits the user: the skills of their latest resume found in the listing against the tools and
 * skills the listing asks for (from the listing's own text, with its occupation's O*NET tools as the vocabulary),
 * whether the listing's occupation is one of their career matches, and the experience it asks for against theirs.
 * Explainable: the matched and missing skills are what the card shows on hover.
 */
export function jobFit(
  profile: FitProfile,
  listing: FitListing,
  occupation: Occupation | undefined,
  vocabulary: string[],
): JobFit {
  const text = `${listing.title}\n${listing.requirements ?? ''}\n${listing.description}`;
  const p = phrases(text);
  const userTerms = profile.skills.flatMap(termsOf);
  const userKeys = new Set(userTerms.map((t) => t.key));
  const matched = [...new Set(userTerms.filter((t) => found(t, p)).map((t) => t.display))];
  const asked = [...new Set([...(occupation?.tools.map((t) => t.name) ?? []), ...vocabulary])]
    .flatMap(termsOf)
    .filter((t) => found(t, p));
  const missing = [
    ...new Set(asked.filter((t) => !termsOf(t.display).some((x) => userKeys.has(x.key))).map((t) => t.display)),
  ]
    .filter((name) => !matched.some((m) => keyOf(m) === keyOf(name)))
    .slice(0, 8);

  const parts: [number, number][] = [];
  const demanded = matched.length + missing.length;
  if (demanded > 0) parts.push([matched.length / demanded, 0.55]);

  const match = listing.occupationCode ? profile.matches.find((m) => m.code === listing.occupationCode) : undefined;
  const near = listing.occupationCode
    ? profile.matches.find((m) => m.code.slice(0, 5) === listing.occupationCode!.slice(0, 5))
    : undefined;
  if (profile.matches.length)
    parts.push([match ? match.matchScore / 100 : near ? (0.5 * near.matchScore) / 100 : 0, 0.3]);

  let levelNote: string | null = null;
  const asks = listing.experienceLevel ? LEVEL_RANK[listing.experienceLevel] : undefined;
  const has = profile.experienceLevel ? LEVEL_RANK[profile.experienceLevel] : undefined;
  if (asks !== undefined && has !== undefined) {
    const gap = asks - has;
    parts.push([gap === 0 ? 1 : Math.abs(gap) === 1 ? 0.6 : 0.2, 0.15]);
    levelNote =
      gap === 0
        ? `Asks for ${LEVEL_WORDS[asks]} experience, as your resume shows`
        : gap > 0
          ? `Asks for ${LEVEL_WORDS[asks]} experience; your resume reads ${LEVEL_WORDS[has]}`
          : `A ${LEVEL_WORDS[asks]} role; your resume reads ${LEVEL_WORDS[has]}`;
  }
  const weight = parts.reduce((s, [, w]) => s + w, 0);
  const score = weight ? Math.round((parts.reduce((s, [v, w]) => s + v * w, 0) / weight) * 100) : 0;
  return {
    jobId: listing.id,
    score,
    label: score >= 80 ? 'Strong fit' : score >= 60 ? 'Good fit' : score >= 40 ? 'Partial fit' : 'Low fit',
    matchedSkills: matched.slice(0, 8),
    missingSkills: missing,
    careerMatch: match ? { code: match.code, title: match.title, matchScore: match.matchScore } : null,
    levelNote,
  };
}
