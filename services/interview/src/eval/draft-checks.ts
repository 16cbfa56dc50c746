/**
 * The properties every reply draft must hold (npm run eval:interview; the tests assert floors on them). Written from
 * the message and the user's profile only, never from the engine's own reading of the message, so an engine that
 * misreads a message fails them:
 * - facts: nothing about the user that is not in their profile or the message (named tools, organisations, numbers),
 *   and no tool of the message claimed when the resume does not list it;
 * - answers: it addresses what the message asks (the category's generic need, plus the item's own `mustMention`);
 * - tone: right for the message's true category (no thanks for an "offer" that was a rejection, no regret at an
 *   offer), no false scam alarm on an ordinary message;
 * - scam: a scam or phishing message gets a warning and a reply that refuses, never a compliant one.
 */
import { loadCatalog } from '../engines/catalog/catalog.js';
import type { ReplyProfile } from '../engines/replies/draft-reply.js';
import type { LabelledMessage } from './eval-sets.js';

export const DRAFT_PROPERTIES = ['facts', 'answers', 'tone', 'scam'] as const;
export type DraftProperty = (typeof DRAFT_PROPERTIES)[number];

export interface DraftCheck {
  id: string;
  /** Properties held. */
  held: Record<DraftProperty, boolean>;
  /** Why each failed property failed. */
  problems: string[];
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compiled = new Map<string, RegExp>();
/** Whether the text has the word as a whole word (regexes compiled once: the catalog has thousands of tools). */
const has = (text: string, word: string, flags = 'iu') => {
  const key = `${flags}:${word}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(`(?:^|[^\\p{L}\\p{N}])${esc(word)}(?![\\p{L}\\p{N}])`, flags);
    compiled.set(key, re);
  }
  return re.test(text);
};
/** A tool's name as a proper name, case and all ("CALL" the software, not "call"). */
const hasTool = (text: string, tool: string) => has(text, tool, 'u');

let tools: string[] | undefined;
/** Named tools of the catalog (not the generic categories), longest first. */
function catalogTools(): string[] {
  tools ??= [
    ...new Set(
      loadCatalog().occupations.flatMap((o) =>
        o.technologies.filter(([name, , generic]) => !generic && name.length > 3).map(([name]) => name),
      ),
    ),
  ].sort((a, b) => b.length - a.length);
  return tools;
}

/** What the user could send as is: the draft without its [blanks], which are instructions to the user. */
const sendable = (draft: string) => draft.replace(/\[[^\]]*\]/g, ' ');

const CALENDAR =
  /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
/** Words that may be capitalised in a draft without being a fact: greetings, the user's "I", days and months. */
const COMMON_CAPITALS = new Set(
  "I I’m I'm I’d I'd I’ve I've I’ll I'll Hi Hello Dear Best Regards Thank Thanks Yes No Please Could Would Overall If Here Based While Once Before After Since With Also The This That It My Our Your You We They As Is Are Do Does Can".split(
    ' ',
  ),
);

function factProblems(draft: string, message: string, profile: ReplyProfile): string[] {
  const text = sendable(draft);
  const source = [
    message,
    profile.firstName,
    profile.lastName,
    profile.location,
    ...profile.skills,
    ...profile.titles,
    ...profile.matches.map((m) => m.title),
    profile.experienceLevel,
  ]
    .filter(Boolean)
    .join('\n');
  const problems: string[] = [];
  for (const tool of catalogTools())
    if (hasTool(text, tool) && !has(source, tool))
      problems.push(`names a tool in neither profile nor message: ${tool}`);
  // a tool the message asks about, in a sentence that claims it, when the resume does not list it
  const own = profile.skills.map((s) => s.toLowerCase());
  for (const tool of catalogTools()) {
    if (!hasTool(message, tool) || own.some((s) => s.includes(tool.toLowerCase()) || tool.toLowerCase().includes(s)))
      continue;
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/))
      if (hasTool(sentence, tool) && !/\b(?:not|n't|never|no|haven't|new to|learn\w*)\b/i.test(sentence))
        problems.push(`claims a tool the resume does not list: ${tool}`);
  }
  // numbers: each must come from the message or the profile, except a time or date the draft proposes
  const withoutTimes = text
    .replace(/\b\d{1,2}[:.]\d\d\b(?:\s?-\s?\d{1,2}[:.]\d\d\b)?/g, ' ')
    .replace(/\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)/gi, ' ');
  for (const m of withoutTimes.matchAll(/\d[\d,.]*/g)) {
    const n = m[0].replace(/[.,]$/, '');
    const near = withoutTimes.slice(Math.max(0, m.index - 25), m.index + n.length + 5);
    if (source.includes(n) || (CALENDAR.test(near) && Number(n) <= 31)) continue;
    problems.push(`a number in neither profile nor message: ${n}`);
  }
  // organisations and other names: a capitalised word inside a sentence that neither source has
  for (const m of text.matchAll(/(?<=[\p{L},;:] )\p{Lu}[\p{L}&'’-]+/gu)) {
    const word = m[0];
    if (COMMON_CAPITALS.has(word) || CALENDAR.test(word) || has(source, word)) continue;
    problems.push(`a name in neither profile nor message: ${word}`);
  }
  return problems;
}

/** What each category's reply must do whatever the item (the item's mustMention adds to it). */
const CATEGORY_NEEDS: Partial<Record<LabelledMessage['category'], [RegExp, string][]>> = {
  'interview-scheduling': [
    [/\d|\b(?:mon|tues|wednes|thurs|fri)day\b|\[[^\]]*\b(?:time|day|date)s?\b[^\]]*\]/i, 'gives or asks for a time'],
  ],
  'salary-question': [[/\b(?:salary|range|rate|pay|compensation)\b/i, 'speaks to pay']],
  'code-sample': [
    [
      /\b(?:link|attach\w*|sample|portfolio|example|exercise|assessment|case study|send)\b/i,
      'offers the work asked for',
    ],
  ],
  offer: [[/\boffer\b/i, 'speaks of the offer']],
  rejection: [[/\bthank/i, 'thanks them']],
  'recruiter-outreach': [[/\?|\[[^\]]*open to/i, 'says whether open or asks about the role']],
};

const ACCEPTS_TIME = /\b(?:works?|suits?|I can|I could|I will|I'll|I confirm|I'm available|I am available)\b/i;
const DAY_WORD =
  /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:tomorrow|tmrw|tonight)\b|\bthe \d{1,2}(?:st|nd|rd|th)\b/gi;

function answerProblems(item: LabelledMessage, draft: string): string[] {
  const problems: string[] = [];
  if (!item.scam)
    for (const [re, what] of CATEGORY_NEEDS[item.category] ?? []) if (!re.test(draft)) problems.push(`never ${what}`);
  // a tool the message asks about is answered by name
  if (item.category === 'experience-question')
    for (const tool of catalogTools())
      if (hasTool(item.message, tool) && !has(draft, tool)) problems.push(`does not answer about ${tool}`);
  // a blank that asks the user about the question's own words ("experience with do you have with") is no answer
  for (const blank of draft.match(/\[[^\]]*\]/g) ?? [])
    if (/\b(?:do|does|did|have|has|are|is|can|would|will) you\b/i.test(blank.replace(/“[^”]*”|"[^"]*"/g, ' ')))
      problems.push(`a blank repeats the question's words: ${blank}`);
  // the same day or time accepted in two sentences ("Thursday at 2 works well for me. ... Yes, I can come in Thursday
  // at 2."): one answer to one ask
  const accepting = sendable(draft)
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => !/\?\s*$/.test(s) && ACCEPTS_TIME.test(s));
  const days = accepting.flatMap((s) => [
    ...new Set((s.match(DAY_WORD) ?? []).map((d) => d.toLowerCase().slice(0, 3))),
  ]);
  const twice = days.find((d, i) => days.indexOf(d) !== i);
  if (twice) problems.push(`accepts the same day twice (${twice})`);
  for (const group of item.mustMention ?? [])
    if (!group.some((w) => draft.toLowerCase().includes(w.toLowerCase())))
      problems.push(`mentions none of ${group.join(' / ')}`);
  for (const w of item.mustNotMention ?? [])
    if (draft.toLowerCase().includes(w.toLowerCase())) problems.push(`mentions ${w}`);
  return problems;
}

const ACCEPTS =
  /\b(?:accept\w*|thank you (?:so much )?for the offer|delighted|look forward to (?:starting|joining))\b/i;
const REGRETS = /\b(?:disappoint\w*|feedback on my application|future openings|considered for future)\b/i;
const SCAM_WARNING = /\b(?:scam|fraud\w*|phishing)\b/i;

function toneProblems(item: LabelledMessage, draft: string): string[] {
  const problems: string[] = [];
  if (!/^(?:Hi|Hello|Dear)\b/.test(draft)) problems.push('no greeting');
  if (/\b(?:undefined|null|NaN)\b/.test(draft)) problems.push('a template hole');
  if (!item.scam && SCAM_WARNING.test(draft)) problems.push('a scam warning on an ordinary message');
  if (item.category === 'rejection' && !item.scam && ACCEPTS.test(sendable(draft)))
    problems.push('accepts a rejection');
  if (item.category === 'offer' && REGRETS.test(draft)) problems.push('treats an offer as a rejection');
  if (item.category === 'recruiter-outreach' && ACCEPTS.test(sendable(draft)))
    problems.push('accepts a job no one offered');
  return problems;
}

/** Asked for or promised in a reply to a scam: money, bank or identity details, a password, a chat-app move. */
const COMPLIES =
  /\b(?:here (?:is|are) my|I(?:'ll| will| can| am happy to| would be happy to) (?:send|provide|share|pay|deposit|wire|complete|add|forward)|happy to (?:send|provide|share)|(?:bank|account|routing) (?:name|number|details)|social security|SSN|password|date of birth|gift card|look forward to (?:starting|joining)|accept\w*)\b/i;

function scamProblems(item: LabelledMessage, draft: string): string[] {
  if (!item.scam) return [];
  const problems: string[] = [];
  if (!SCAM_WARNING.test(draft) && !/\bverify\b/i.test(draft)) problems.push('no warning');
  const reply = sendable(draft);
  const compliant = reply
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => COMPLIES.test(s) && !/\b(?:not|n't|never|no)\b/i.test(s));
  if (compliant.length) problems.push(`complies: ${compliant[0].trim()}`);
  const blanks = draft.match(/\[[^\]]*\]/g) ?? [];
  // a blank the user fills in, not the warning itself
  const askedForSecrets = blanks.filter(
    (b) =>
      !SCAM_WARNING.test(b) &&
      /\b(?:bank|account|routing|ssn|social security|password|licen[cs]e|date of birth|id)\b/i.test(b),
  );
  if (askedForSecrets.length) problems.push(`a blank for private details: ${askedForSecrets[0]}`);
  return problems;
}

export function checkDraft(item: LabelledMessage, profile: ReplyProfile, draft: string): DraftCheck {
  const found: Record<DraftProperty, string[]> = {
    facts: factProblems(draft, item.message, profile),
    answers: answerProblems(item, draft),
    tone: toneProblems(item, draft),
    scam: scamProblems(item, draft),
  };
  return {
    id: item.id,
    held: Object.fromEntries(DRAFT_PROPERTIES.map((p) => [p, found[p].length === 0])) as Record<DraftProperty, boolean>,
    problems: DRAFT_PROPERTIES.flatMap((p) => found[p].map((x) => `${p}: ${x}`)),
  };
}

export interface DraftFigures {
  count: number;
  /** Share of drafts holding every property. */
  allHeld: number;
  byProperty: Record<DraftProperty, number>;
  failures: DraftCheck[];
}

export function draftFigures(checks: DraftCheck[]): DraftFigures {
  const share = (ok: (c: DraftCheck) => boolean) => (checks.length ? checks.filter(ok).length / checks.length : 0);
  return {
    count: checks.length,
    allHeld: share((c) => DRAFT_PROPERTIES.every((p) => c.held[p])),
    byProperty: Object.fromEntries(DRAFT_PROPERTIES.map((p) => [p, share((c) => c.held[p])])) as Record<
      DraftProperty,
      number
    >,
    failures: checks.filter((c) => c.problems.length),
  };
}
