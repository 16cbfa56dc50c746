import { loadCatalog } from '../catalog/catalog.js';
import { lowerWords } from '../text/text.js';
import {
  COMPLICATION,
  GOAL_WORDS,
  IRREGULAR_ACTIONS,
  OUTCOME_CUE,
  PAST_VERB,
  PLAIN_RESULT,
  RESULT,
  SCENE_SETTING,
  SITUATION,
  TASK,
} from './signals.js';

export type StarPart = 'situation' | 'task' | 'action' | 'result';

let verbs: Set<string> | undefined;
/** Action verbs in their base form (resume language lists), matched against a past-tense or present form. */
function actionVerbs(): Set<string> {
  verbs ??= new Set(loadCatalog().actionVerbs.map((v) => v.replace(/(?:ed|d)$/, '')));
  return verbs;
}

const STATE_VERBS = new Set([
  'was',
  'am',
  "i'm",
  'were',
  'felt',
  'feel',
  'got',
  'get',
  'seemed',
  'became',
  'think',
  'thought',
  'guess',
  'believe',
  'like',
  'liked',
  'love',
  'loved',
  'want',
  'wanted',
  'hope',
  'hoped',
]);

/** Words in -ed that are states or feelings, not something the speaker did. */
export const NOT_ACTIONS = new Set([
  'used',
  'needed',
  'wanted',
  'started',
  'tried',
  'liked',
  'loved',
  'hated',
  'seemed',
  'supposed',
  'tired',
  'scared',
  'worried',
  'stressed',
  'excited',
  'interested',
  'bored',
  'annoyed',
  'pleased',
  'surprised',
  'confused',
  'qualified',
  'experienced',
  'skilled',
  'certified',
  'licensed',
  'based',
  'related',
  'detailed',
  'organised',
  'organized',
  'motivated',
  'dedicated',
  'focused',
  'limited',
  'advanced',
  'required',
  'expected',
]);

/** "I" followed (within two words) by something the speaker did: "I rewrote", "I then called", "I would escalate". */
function actionVerbOf(sentence: string): string | null {
  const ws = lowerWords(sentence);
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== 'i' && ws[i] !== "i'd") continue;
    // "I was excited", "I felt tired": a state, not an action; "I got her in the chute" is one
    if (STATE_VERBS.has(ws[i + 1] ?? '') && !(/^g[eo]t$/.test(ws[i + 1]) && GOT_OBJECT.has(ws[i + 2] ?? ''))) continue;
    for (const w of ws.slice(i + 1, i + 4)) {
      if (IRREGULAR_ACTIONS.has(w)) return w;
      const base = w.replace(/(?:ied)$/, 'y').replace(/(?:ed|d|s)$/, '');
      if (
        w.length > 3 &&
        !NOT_ACTIONS.has(w) &&
        (w.endsWith('ed') || ws[i + 1] === 'would' || ws[i] === "i'd") &&
        actionVerbs().has(base)
      )
        return w;
      // a state in -ed ("I stay focused", "I'm organized") is not something done
      if (/^[a-z]+ed$/.test(w) && w.length > 4 && !NOT_ACTIONS.has(w)) return w;
    }
  }
  // typed or spoken without the "I": "pushed the calf back, got both legs up and pulled"
  const first = ws[0] ?? '';
  if (IRREGULAR_ACTIONS.has(first) || (first.endsWith('ed') && first.length > 4 && !NOT_ACTIONS.has(first)))
    return first;
  return null;
}

/** What follows "got" when the speaker did something to someone or something ("got her", "got the crew"). */
const GOT_OBJECT = new Set([
  'her',
  'him',
  'them',
  'it',
  'the',
  'a',
  'an',
  'my',
  'our',
  'his',
  'their',
  'everyone',
  'both',
]);

/**
 * How many distinct things the speaker did: each "I" action, and the verbs coordinated with it in the same sentence
 * ("I moved the fryer, tested the circuit and called the owner" is three).
 */
export function countActions(sentences: string[]): number {
  return speakerActions(sentences).size;
}

/**
 * The things the speaker did, told in the past ("recalibrated", "went", "told"): what a true story is made of,
 * however short, where an answer of claims or of "I would" has none.
 */
export function pastActions(sentences: string[]): string[] {
  return [...speakerActions(sentences)].filter((w) => IRREGULAR_ACTIONS.has(w) || /[a-z]{2}ed$/.test(w));
}

function speakerActions(sentences: string[]): Set<string> {
  const seen = new Set<string>();
  for (const s of sentences) {
    const verb = actionVerbOf(s);
    if (!verb) continue;
    seen.add(verb);
    const after = s.slice(s.toLowerCase().indexOf(verb) + verb.length);
    for (const m of after.matchAll(/(?:,\s*(?:and\s+)?(?:then\s+)?|\band\s+(?:then\s+)?)(?:I\s+)?([a-z]+)\b/gi)) {
      const w = m[1].toLowerCase();
      // any past-tense verb coordinated with the speaker's ("I sent ..., asked the venue ... and moved the speeches")
      if ((w.length > 4 && w.endsWith('ed') && !NOT_ACTIONS.has(w)) || IRREGULAR_ACTIONS.has(w)) seen.add(w);
    }
  }
  return seen;
}

/** The sentences that state the speaker's own actions, one per distinct verb. */
export function actionSentences(sentences: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of sentences) {
    const verb = actionVerbOf(s);
    if (verb && !seen.has(verb)) {
      seen.add(verb);
      out.push(s);
    }
  }
  return out;
}

/** Each sentence under the STAR parts it shows (a sentence may show several). */
export function classifySentences(sentences: string[]): Record<StarPart, string[]> {
  const out: Record<StarPart, string[]> = { situation: [], task: [], action: [], result: [] };
  // a story told in the past, with the speaker acting in it: its complication is the task and its last sentence,
  // when someone else's response or a lasting change, the result (plain-spoken answers name no "goal" or "result")
  const past = (s: string) => pastVerbs(s) > 0;
  const story = sentences.length >= 3 && sentences.filter(past).length >= 3 && countActions(sentences) >= 1;
  // noticing is how a story's problem is told ("I noticed one corner was two feet off"), not an action against it
  const noticing = (s: string) =>
    /\b[Ii]\b.*?\b(?:noticed|saw|found|realised|realized|spotted|heard|learned|could (?:tell|see|hear|smell)|figured out)\b/.test(
      s,
    );
  // a result told as someone else's response after the speaker's last action ("..., and the plat was recorded")
  const theyResponded = (s: string) =>
    /\b(?:and|so)\s+(?:the|he|she|they|it|his|her|their|its)\b[^,.;]*?\b(?:was|were|had|[a-z]{3,}ed|went|came|got|left|kept|paid|passed|won)\b/i.test(
      s,
    );
  const last = sentences.length - 1;
  sentences.forEach((s, i) => {
    // the situation is set early; a "when I was" late in the answer is usually part of the result's story
    const early = i <= Math.max(1, sentences.length / 2);
    // STAR answers open with the scene: a first sentence with a past-tense verb and a place, role or time counts
    const scene = i === 0 && sentences.length > 2 && s.split(/\s+/).length >= 8 && SCENE_SETTING.test(s);
    if ((SITUATION.test(s) || scene) && early) out.situation.push(s);
    if (
      TASK.test(s) ||
      (early && i > 0 && GOAL_WORDS.test(s)) ||
      (scene && GOAL_WORDS.test(s)) ||
      // what the speaker noticed is the story's problem even in the job's own words ("I could tell it had gotten
      // into the void above the kitchen")
      (story && early && i < last && ((COMPLICATION.test(s) && !actionVerbOf(s)) || noticing(s)))
    )
      out.task.push(s);
    if (actionVerbOf(s)) out.action.push(s);
    if ((RESULT.test(s) || (i > 0 && PLAIN_RESULT.test(s))) && (i > 0 || sentences.length === 1)) out.result.push(s);
    else if (story && i === last && past(s) && (!actionVerbOf(s) || OUTCOME_CUE.test(s) || theyResponded(s)))
      out.result.push(s);
  });
  if (story && out.situation.length === 0 && past(sentences[0]) && !actionVerbOf(sentences[0]))
    out.situation.push(sentences[0]);
  return out;
}

/** How many verbs of the text are in the past tense, told as a story ("if needed", "I'm certified" are not). */
export function pastVerbs(text: string): number {
  // "the chief used that call in a drill" is something that happened; "I used to" is a habit
  return (text.replace(/\bused to\b/gi, ' ').match(PAST_VERB) ?? []).filter(
    (v) => !NOT_ACTIONS.has(v.toLowerCase()) || v === 'started' || v.toLowerCase() === 'used',
  ).length;
}

/** Words that open a clause without being an instruction ("the pharmacist checks it", "with the crew", "all the"). */
const NOT_INSTRUCTIONS = new Set(
  (
    'a an the this that these those it its i you we they he she my your our their his her all both each every some ' +
    'any no not with for in on at by from to of into onto over under after before during then so and but or if when ' +
    'while because as like just also first next finally once always never usually there here what how why'
  ).split(' '),
);

/**
 * Steps given as instructions or to "you": "Scan the bottle so the NDC matches", "then you count it twice" (how a
 * "how do you ..." question is often answered, without an "I").
 */
export function instructionSteps(sentences: string[]): number {
  let steps = 0;
  for (const s of sentences) {
    steps += (
      s.match(
        /\byou\s+(?:then\s+|first\s+|just\s+|always\s+)?(?!know\b|can\b|can't\b|have to\b|are\b|were\b|need\b|want\b|guys\b|get\b)[a-z]{3,}/gi,
      ) ?? []
    ).length;
    for (const clause of s.split(/,\s*(?:and\s+)?(?:then\s+)?|\bthen\s+|\band then\s+/i)) {
      const m = clause
        .trim()
        .match(
          /^(?:first|next|finally|and)?\s*([A-Za-z]+)\s+(?:the|a|an|it|them|him|her|each|every|all|both|your|their|his|its|that|this)\b/i,
        );
      if (m && !NOT_INSTRUCTIONS.has(m[1].toLowerCase()) && !/(?:ed|ing|ly|s)$/i.test(m[1])) steps++;
    }
  }
  return steps;
}
