import { loadCatalog } from '../catalog/catalog.js';
import { lowerWords } from '../text/text.js';
import { GOAL_WORDS, IRREGULAR_ACTIONS, PLAIN_RESULT, RESULT, SCENE_SETTING, SITUATION, TASK } from './signals.js';

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

/** "I" followed (within two words) by something the speaker did: "I rewrote", "I then called", "I would escalate". */
function actionVerbOf(sentence: string): string | null {
  const ws = lowerWords(sentence);
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== 'i' && ws[i] !== "i'd") continue;
    // "I was excited", "I felt tired": a state, not an action
    if (STATE_VERBS.has(ws[i + 1] ?? '')) continue;
    for (const w of ws.slice(i + 1, i + 4)) {
      if (IRREGULAR_ACTIONS.has(w)) return w;
      const base = w.replace(/(?:ied)$/, 'y').replace(/(?:ed|d|s)$/, '');
      if (w.length > 3 && (w.endsWith('ed') || ws[i + 1] === 'would' || ws[i] === "i'd") && actionVerbs().has(base))
        return w;
      if (
        w.endsWith('ed') &&
        w.length > 4 &&
        !['used', 'needed', 'wanted', 'started', 'tried', 'liked', 'loved', 'hated', 'seemed', 'supposed'].includes(w)
      )
        return w;
    }
  }
  return null;
}

/**
 * How many distinct things the speaker did: each "I" action, and the verbs coordinated with it in the same sentence
 * ("I moved the fryer, tested the circuit and called the owner" is three).
 */
export function countActions(sentences: string[]): number {
  const seen = new Set<string>();
  for (const s of sentences) {
    const verb = actionVerbOf(s);
    if (!verb) continue;
    seen.add(verb);
    const after = s.slice(s.toLowerCase().indexOf(verb) + verb.length);
    for (const m of after.matchAll(/(?:,\s*(?:and |then )?|\band (?:then )?)([a-z]+)\b/gi)) {
      const w = m[1].toLowerCase();
      if (
        (w.length > 4 && w.endsWith('ed') && actionVerbs().has(w.replace(/(?:ied)$/, 'y').replace(/(?:ed|d)$/, ''))) ||
        IRREGULAR_ACTIONS.has(w)
      )
        seen.add(w);
    }
  }
  return seen.size;
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
  sentences.forEach((s, i) => {
    // the situation is set early; a "when I was" late in the answer is usually part of the result's story
    const early = i <= Math.max(1, sentences.length / 2);
    // STAR answers open with the scene: a first sentence with a past-tense verb and a place, role or time counts
    const scene = i === 0 && sentences.length > 2 && s.split(/\s+/).length >= 8 && SCENE_SETTING.test(s);
    if ((SITUATION.test(s) || scene) && early) out.situation.push(s);
    if (TASK.test(s) || (early && i > 0 && GOAL_WORDS.test(s)) || (scene && GOAL_WORDS.test(s))) out.task.push(s);
    if (actionVerbOf(s)) out.action.push(s);
    if ((RESULT.test(s) || (i > 0 && PLAIN_RESULT.test(s))) && (i > 0 || sentences.length === 1)) out.result.push(s);
  });
  return out;
}
