import type { BulletRewrite } from '@pathwise/contracts';
import type { BulletFacts } from '../feedback/bullets.js';
import { lemma, QUANTIFIED, strongerVerbs, WEAK_OPENING } from '../feedback/bullets.js';
import type { TaxonomyData } from '../skills/taxonomy.js';

/** At most this many rewrites: the weakest bullets first (a weak opening, then no measurable result). */
const MAX_REWRITES = 8;

/** Past tense of a verb in -ing that opens what is left of a weak bullet ('managing' -> 'Managed'). */
const IRREGULAR_PAST: Record<string, string> = {
  lead: 'Led',
  build: 'Built',
  run: 'Ran',
  write: 'Wrote',
  teach: 'Taught',
  sell: 'Sold',
  make: 'Made',
  keep: 'Kept',
  hold: 'Held',
  meet: 'Met',
  set: 'Set',
  cut: 'Cut',
  oversee: 'Oversaw',
  take: 'Took',
  give: 'Gave',
  bring: 'Brought',
  find: 'Found',
  drive: 'Drove',
  grow: 'Grew',
  win: 'Won',
  speak: 'Spoke',
  think: 'Thought',
};

/** The question that asks for the figure only the user knows, by what the bullet is about. */
const FIGURES: [RegExp, string][] = [
  [
    /\b(patients?|residents?|clients?|customers?|guests?|callers?|students?|children|users?|members?|visitors?)\b/i,
    'How many $1 (a day, a week, or in all)?',
  ],
  [
    /\b(sales|revenue|quota|deals?|accounts?|pipeline|orders?|leads?|territory)\b/i,
    'By how much (in $ or %) did the $1 grow, or how much of the target did you reach?',
  ],
  [
    /\b(budget|costs?|spend|expenses?|savings?|invoices?|payroll|inventory|stock)\b/i,
    'How large was the $1 (in $), or how much did you save or reduce?',
  ],
  [
    /\b(time|turnaround|wait|process|processes|workflow|schedules?|shifts?|deadlines?)\b/i,
    'How much time did it save, or how much faster did it become?',
  ],
  [
    /\b(errors?|defects?|complaints?|incidents?|bugs?|injuries|accidents?|returns?)\b/i,
    'By how much did the $1 go down?',
  ],
  [
    /\b(team|staff|employees|volunteers|interns|technicians|engineers|nurses|people)\b/i,
    'How many people were on the $1?',
  ],
  [
    /\b(projects?|campaigns?|events?|classes|courses|lessons|reports?|sites?|stores?|units?|jobs?|installations?)\b/i,
    'How many $1, and what did they achieve?',
  ],
];

/** The question for a result when the bullet gives none. */
const RESULT_QUESTION = 'What changed because of it (faster, cheaper, more, fewer, a rating, an award)?';

/**
 * A rewrite suggestion for each weak bullet (Premium): a stronger opening verb, the number or result it is missing,
 * asked as a question where only the user knows the figure. It keeps the user's own words and facts and never
 * invents one: the rewrite is the bullet with its weak opening replaced by a verb, plus placeholders in brackets that
 * ask for the figure. No number, tool, employer or name appears in a rewrite that the bullet does not have.
 */
export function rewriteBullets(bullets: BulletFacts, data: TaxonomyData): BulletRewrite[] {
  const weak = new Map(bullets.weak.map((w) => [w.text, w.opening]));
  const quantified = new Set(bullets.quantified);
  const candidates = [
    ...bullets.weak.map((w) => w.text),
    ...bullets.bullets.filter((b) => !weak.has(b) && !quantified.has(b) && b.split(/\s+/).length >= 4),
  ];
  const seen = new Set<string>();
  const rewrites: BulletRewrite[] = [];
  for (const text of candidates) {
    if (rewrites.length >= MAX_REWRITES) break;
    if (seen.has(text)) continue;
    seen.add(text);
    rewrites.push(rewriteBullet(text, weak.get(text), data));
  }
  return rewrites;
}

export function rewriteBullet(text: string, opening: string | undefined, data: TaxonomyData): BulletRewrite {
  const original = text.replace(/\s+/g, ' ').trim();
  const issues: string[] = [];
  let body = original.replace(/[.;]+$/, '');
  let verb: string | undefined;
  if (opening) {
    issues.push(`opens with '${opening}', which describes a duty rather than what you did`);
    body = body
      .replace(WEAK_OPENING, '')
      .replace(/^[\s:,-]+/, '')
      .replace(/^to\s+/i, '');
    const first = /^[A-Za-z]+/.exec(body)?.[0] ?? '';
    const past = /ing$/i.test(first) ? pastTense(first) : BASE_VERB.test(first) ? pastOfBase(first) : undefined;
    if (past) {
      verb = past;
      body = body.slice(first.length).trimStart();
    } else if (/^(responsible for|in charge of|tasked with|handled|duties included)$/i.test(opening)) {
      verb = 'Managed';
    } else if (
      /^(?:the |our |all |new |incoming )?(patients?|customers?|clients?|students?|guests?|residents?|families|users?)\b/i.test(
        body,
      )
    ) {
      verb = 'Supported';
    } else {
      verb = strongerVerbs(original, opening, data)[0];
    }
  }
  const hasNumber = QUANTIFIED.test(original);
  const questions: string[] = [];
  if (!hasNumber) {
    issues.push('gives no number or result');
    const figure = FIGURES.map(([pattern, question]) => ({ m: pattern.exec(original), question })).find((f) => f.m);
    if (figure?.m) questions.push(figure.question.replace('$1', figure.m[1].toLowerCase()));
    questions.push(RESULT_QUESTION);
  }
  const rest = verb ? `${verb} ${body}` : upperFirst(body);
  const placeholder = hasNumber ? '' : ', [result: how much, how many or how fast?]';
  return {
    original,
    rewrite: `${rest}${placeholder}`.replace(/\s+/g, ' ').trim(),
    ...(verb ? { verb } : {}),
    questions,
    issues,
  };
}

function pastTense(gerund: string): string | undefined {
  const base = lemma(gerund.replace(/ing$/i, 'ed'));
  if (!/^[a-z]{2,}$/.test(base)) return undefined;
  const stem = gerund.toLowerCase().replace(/ing$/, '');
  if (stem.length < 3 || /^(?:spr|str|dur|morn|even|noth|everyth|someth|anyth|br|cl|sw|sl|fl)$/.test(stem))
    return undefined;
  if (IRREGULAR_PAST[base]) return IRREGULAR_PAST[base];
  if (IRREGULAR_PAST[`${stem}e`]) return IRREGULAR_PAST[`${stem}e`];
  // 'planning' -> 'Planned', 'managing' -> 'Managed', 'supporting' -> 'Supported', 'copying' -> 'Copied'
  const past = /([^aeiou])\1$/.test(stem)
    ? `${stem}ed`
    : /y$/.test(stem) && !/[aeiou]y$/.test(stem)
      ? `${stem.slice(0, -1)}ied`
      : base.endsWith('e')
        ? `${base}d`
        : `${stem}ed`;
  return upperFirst(past);
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Verbs a weak opening is often followed by in their base form ('Helped reduce costs', 'Assisted to train'). */
const BASE_VERB =
  /^(reduce|increase|improve|train|build|develop|design|create|launch|plan|organize|organise|coordinate|manage|lead|run|write|prepare|implement|deliver|support|maintain|grow|cut|streamline|onboard|mentor|recruit|resolve|sell|teach|install|repair|test|analyze|analyse|migrate|automate|process|schedule|track|monitor|update)$/i;

function pastOfBase(base: string): string {
  const b = base.toLowerCase();
  if (IRREGULAR_PAST[b]) return IRREGULAR_PAST[b];
  if (b.endsWith('e')) return upperFirst(`${b}d`);
  if (/[^aeiou]y$/.test(b)) return upperFirst(`${b.slice(0, -1)}ied`);
  if (b === 'plan') return 'Planned';
  return upperFirst(`${b}ed`);
}
