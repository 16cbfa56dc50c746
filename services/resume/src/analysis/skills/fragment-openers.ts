import { mostlyA } from './enumerations.js';
import { type HeadVocabulary, SKILL_HEADS } from './skill-heads.js';
import type { PhraseSpan } from './task-phrases.js';

const STOPS = /^(?:for|of|with|on|in|at|to|across|during|under|from|via|using|per|and|or)$/;
const WORD = /^[A-Za-z][a-z'’-]*$|^[A-Z][A-Za-z0-9/&-]+$/;
const OPENERS =
  /^(?:daily|weekly|monthly|annual|nightly|all|each|every|over|more|most|first|top|team|sole|key|primary|main|only|one|two|three|four|five|six|seven|eight|nine|ten|twelve|this|that|these|my|our|a|an|the)$/i;
const TIME = /^(?:summer|winter|spring|fall|autumn|holiday|seasonal|part|full)$/;

/** A noun of an act: a skill noun, a gerund of a task verb, or a noun made from a verb ('intubation'). */
const isAct = (word: string, vocab: HeadVocabulary) =>
  SKILL_HEADS.has(word.replace(/s$/, '')) || vocab.gerunds.has(word) || /(?:[^s]ing|tion|ment|sis|ure)$/.test(word);

/**
 * A terse bullet names its work first, as a noun phrase, where others open with a verb ('Differential leveling for
 * benchmark elevations', 'Multicam editing of interviews', 'Articulation therapy and language groups'): that
 * opening phrase is the skill. Only a whole phrase of two or three words (or one gerund) ending the clause or
 * followed by a preposition, whose last word names an act; an opening verb, a number, a word of time, a thing or a
 * person's title is none.
 */
export function fragmentOpeners(text: string, vocab: HeadVocabulary, isTitle: (text: string) => boolean): PhraseSpan[] {
  const m = /^\s*/.exec(text)!;
  const rest = text.slice(m[0].length);
  const clause = /^[^,;:.()]+/.exec(rest)?.[0];
  if (!clause) return [];
  const words = clause.split(/\s+/).filter(Boolean);
  let n = 0;
  while (n < words.length && n < 4 && !STOPS.test(words[n])) n++;
  if (n === 0 || n > 3 || (n < words.length && !STOPS.test(words[n]))) return [];
  const phrase = words.slice(0, n);
  if (!phrase.every((w) => WORD.test(w)) || OPENERS.test(phrase[0])) return [];
  if (n > 1 && phrase.slice(1).some((w) => /^[A-Z][a-z]/.test(w))) return [];
  const first = phrase[0].toLowerCase();
  if (vocab.verbs.has(first) || /^(?:VB|RB|IN|DT|PRP|CD|MD|CC)/.test(mostlyA(first) ?? '')) return [];
  const last = phrase.at(-1)!.toLowerCase();
  const lastTag = mostlyA(last) ?? mostlyA(last.replace(/s$/, ''));
  if (lastTag !== undefined && !/^NN/.test(lastTag) && !(lastTag === 'VBG' && /ing$/.test(last))) return [];
  if (n === 1 && !/[^s]ing$/.test(last)) return [];
  // the phrase names an act ('leveling', 'therapy', 'intubation'), not a thing, a time or a group of people
  if (!isAct(last, vocab)) return [];
  // a compound opener is mostly a verb or a time ('Co-teach', 'Live-tweeted', 'Bi-weekly', 'Full-time')
  if (/-/.test(phrase[0]) || /ed$/.test(first) || TIME.test(first)) return [];
  const printed = phrase.join(' ');
  if (isTitle(printed)) return [];
  const start = m[0].length;
  return [{ text: printed, start, end: start + printed.length }];
}
