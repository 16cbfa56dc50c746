import { AGENT_NOUN, isPlural, singularNoun } from './display.js';

/** Job nouns that do not end like an agent noun (-er, -ist, -ian, ...). */
const JOB_NOUNS = new Set(
  `actuary aide architect athlete bailiff barista bellhop captain chauffeur chef clerk coach concierge cook copilot
  escort expert guard guide hand host hostess jockey judge umpire lifeguard magistrate maid mate mechanic midwife model nanny
  nurse official orderly paralegal paramedic pilot poet registrar roustabout scout secretary sheriff waitress
  warden`.split(/\s+/),
);
const JOB_ENDINGS = /(yst|person|mason|wright|smith)$/i;

const lastWord = (phrase: string) =>
  phrase
    .trim()
    .split(/[\s/]+/)
    .at(-1) ?? '';
/** A plural that names people by their job ("Writers", "Nurses"), not a modifier that ends in s ("Services"). */
function isJobPlural(word: string): boolean {
  const singular = singularNoun(word);
  return (
    isPlural(word) && (AGENT_NOUN.test(singular) || JOB_ENDINGS.test(singular) || JOB_NOUNS.has(singular.toLowerCase()))
  );
}

/**
 * A phrase of modifiers and jobs with every job in the singular and the last "and" as "or": "Writers and Authors" ->
 * "Writer or Author", "Child, Family, and School Social Workers" -> "Child, Family, and School Social Worker". Null
 * when the phrase does not end in a job ("Farmworkers, Farm, Ranch, and Aquacultural Animals").
 */
function singularPhrase(phrase: string): string | null {
  // Parts at even positions, separators at odd ones.
  const pieces = phrase.trim().split(/(,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\/)/);
  let jobs = 0;
  for (let i = 0; i < pieces.length; i += 2) {
    if (!isJobPlural(lastWord(pieces[i]))) continue;
    pieces[i] = pieces[i].replace(/\S+$/, (w) => singularNoun(w));
    jobs++;
  }
  if (!isJobPlural(lastWord(phrase))) return isPlural(lastWord(phrase)) || jobs > 0 ? null : phrase.trim();
  if (jobs > 1 && pieces.length > 1) pieces[pieces.length - 2] = pieces[pieces.length - 2].replace(/\band\b/, 'or');
  return pieces.join('');
}

/**
 * The O*NET title (plural: "Data Scientists") as one person's role, for sentences such as "Data Scientist is an I-C
 * role". A trailing qualifier moves in front ("Psychology Teachers, Postsecondary" -> "Postsecondary Psychology
 * Teacher"), ", Except ..." and parentheses go, "X of Y" and "Helpers--Y" keep their object. Null when the title has
 * no faithful singular.
 */
export function roleTitle(title: string): string | null {
  const core = title
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,\s*(Except|Including|All Other)\b.*$/i, '')
    .trim();
  const helper = /^Helpers--(.+)$/.exec(core);
  if (helper) return `Helper to ${helper[1]}`;
  const of = /^(.+?) of (.+)$/.exec(core);
  if (of) {
    const head = singularPhrase(of[1]);
    return head ? `${head} of ${of[2]}` : null;
  }
  // A qualifier, not one more job of a list: "Makeup Artists, Theatrical and Performance", "Meter Readers, Utilities".
  const comma = core.lastIndexOf(', ');
  const qualifier = comma > 0 ? core.slice(comma + 2) : '';
  if (qualifier && !/^(and|or)\b/.test(qualifier) && !isJobPlural(lastWord(qualifier))) {
    const head = singularPhrase(core.slice(0, comma));
    if (head) return `${qualifier} ${head}`;
  }
  return singularPhrase(core);
}
