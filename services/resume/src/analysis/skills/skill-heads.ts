import { mostlyA } from './enumerations.js';
import type { PhraseData, PhraseSpan } from './task-phrases.js';

/**
 * Nouns that make a skill of the noun phrase they head: the act of a trade or an office named by what it is done
 * to ('patch management', 'insurance verification', 'chemotherapy monitoring', 'loss control surveys'). Written
 * from what skills are called in general, not from any resume: acts of managing, checking, caring, planning,
 * making and treating, as against things ('reports', 'orders', 'plans'), occasions ('visits', 'meetings') and
 * qualities. Singular forms; a plural head counts too.
 */
export const SKILL_HEADS = new Set(
  `management maintenance assessment analysis planning scheduling compliance troubleshooting reporting inspection
  documentation education reconciliation forecasting testing monitoring care development verification entry
  processing counseling screening collection administration installation repair coordination negotiation budgeting
  auditing audit review evaluation therapy preparation estimating welding sourcing onboarding recruiting
  enforcement intervention restoration investigation adjudication underwriting origination handling tracking
  optimization mapping modeling gathering titration dosing identification prevention detection instruction count
  survey calibration configuration migration integration segmentation outreach procurement staffing billing coding
  charting supervision abatement sanitation fabrication machining diagnostics diagnosis servicing overhaul
  lubrication alignment treatment rehabilitation resolution escalation mediation facilitation accounting
  invoicing costing pricing valuation appraisal measurement sampling transcription drafting merchandising
  prospecting retention acquisition generation safety hygiene logistics strategy design analytics automation
  scoping estimation allocation dispatching routing loading inventorying cataloging archiving filing check test
  walkthrough rounding triage relations control operation placement removal research recovery protection response
  interpretation conversion selection`.split(/\s+/),
);

/** Words that open a noun phrase without saying what it is: time, quantity, judgement. */
const OPENERS = new Set(
  `daily weekly monthly annual yearly nightly hourly new all other full every each any some many more most
  several various multiple additional own proper overall general basic key major minor complete accurate timely
  successful effective efficient high low large small big first last next same entire whole initial final routine
  regular ongoing current existing smooth strong clean safe total average top best better improved spring summer
  autumn winter seasonal`.split(/\s+/),
);

/** Gerunds that name a thing, a place or a time rather than an act ('the building', 'a wedding'). */
const THING_GERUNDS = new Set(
  `building meeting setting housing opening closing listing parking funding lighting heating ceiling morning evening
  wedding clothing bedding painting drawing offering saving holding landing hearing beginning ending feeling
  understanding being thing spring string ring wing king sibling filling siding railing flooring roofing tubing
  piping wiring fitting casing coating footing lining marking posting rating ranking standing spending earning
  learning reading writing training engineering`.split(/\s+/),
);

/** The vocabulary a modifier must come from: words and adjective-noun pairs of O*NET's tasks and the taxonomy. */
export interface HeadVocabulary {
  words: Set<string>;
  bigrams: Set<string>;
  /** Gerunds that name the act of a verb O*NET's tasks use ('climbing', 'splicing'): heads too. */
  gerunds: Set<string>;
  /** Verbs as tasks print them: a clause's opening verb is no modifier ('review loss runs'). */
  verbs: Set<string>;
  /** 'verb noun' (lemmas): what O*NET's task verbs act on ('verify prescription', 'climb pole'). */
  pairs: Set<string>;
  /** Noun phrases O*NET's tasks or the taxonomy name ('menu development', 'vendor management'). */
  phrases: Set<string>;
  /** A verb -> the nouns of its act that head skills ('verify' -> verification, 'climb' -> climbing). */
  acts: Map<string, string>;
}

const singular = (word: string) =>
  /ies$/.test(word)
    ? word.replace(/ies$/, 'y')
    : /(?:ss|us|is)$/.test(word) || word.length <= 3
      ? word
      : /(?:ches|shes|xes)$/.test(word)
        ? word.slice(0, -2)
        : word.replace(/s$/, '');

/** Builds the vocabulary once from the phrase data (task noun phrases, what task verbs act on) and skill names. */
export function headVocabulary(phrases: PhraseData, skillNames: string[]): HeadVocabulary {
  const words = new Set<string>();
  const bigrams = new Set<string>();
  const addText = (text: string) => {
    const ws = text
      .toLowerCase()
      .split(/[^a-z'-]+/)
      .filter(Boolean)
      .map(singular);
    for (const w of ws) words.add(w);
    for (let i = 1; i < ws.length; i++) bigrams.add(`${ws[i - 1]} ${ws[i]}`);
  };
  for (const [key] of phrases.phrases) addText(key);
  for (const [key] of phrases.pairs) words.add(singular(key.split(' ')[1]));
  for (const name of skillNames) addText(name);
  const gerunds = new Set(
    Object.entries(phrases.nominals)
      .filter(([noun, verbs]) => /[^s]ing$/.test(noun) && verbs.some((v) => v !== noun) && !THING_GERUNDS.has(noun))
      .map(([noun]) => noun),
  );
  const acts = new Map<string, string>();
  for (const [noun, verbs] of Object.entries(phrases.nominals)) {
    // a gerund only when English knows it ('climbing'; not 'trafficing')
    const heads = SKILL_HEADS.has(noun) || (gerunds.has(noun) && mostlyA(noun) !== undefined);
    // the act's own noun before its gerund ('verification' before 'verifying', 'review' before 'reviewing')
    for (const verb of verbs)
      if (heads && (verb !== noun || SKILL_HEADS.has(noun)) && (!acts.has(verb) || /ing$/.test(acts.get(verb)!)))
        acts.set(verb, noun);
  }
  const named = new Set([...phrases.phrases.map(([key]) => key), ...[...skillNames].map((n) => n.toLowerCase())]);
  return {
    words,
    bigrams,
    gerunds,
    verbs: new Set(phrases.verbs),
    pairs: new Set(phrases.pairs.map(([key]) => key)),
    phrases: named,
    acts,
  };
}

const WORD = /[A-Za-z][A-Za-z'’/-]*[A-Za-z]|[A-Za-z]/g;
interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/**
 * Plural nouns of what a trade writes or keeps ('incident reports', 'prep lists', 'load charts', 'supplier
 * scorecards', 'fall protection plans', 'work orders'): skills lists name them as they name acts. Plural only: a singular is one
 * document of the job ('the supplier list'), not the practice. Nouns as often a thing bought or signed ('contracts',
 * 'estimates', 'manuals', 'procedures') are left out.
 */
const DOCUMENT_HEADS = new Set(
  `report plan schedule log scorecard playbook chart list card record agreement proposal specification spec binder
  directive checklist dashboard forecast drawing permit protocol order sheet slip map diagram note notice`.split(/\s+/),
);
const isHead = (word: Word, vocab: HeadVocabulary) =>
  /^[a-z]/.test(word.text) &&
  (SKILL_HEADS.has(singular(word.lower)) ||
    vocab.gerunds.has(word.lower) ||
    (/[^s]s$/.test(word.lower) && DOCUMENT_HEADS.has(singular(word.lower))));
const isAcronym = (text: string) => /^[A-Z][A-Z/&-]{1,7}$/.test(text) && !/^[A-Z][a-z]/.test(text);

/**
 * Noun phrases headed by a skill noun whose modifiers are all words of the trades' vocabulary ('patch
 * management', 'DOT inspections', 'spontaneous breathing trials' is not: 'trials' heads no skill here). The phrase
 * is whole: no noun of it continues to the left or the right, and a leading word of time or quantity or a clause's
 * verb is left out ('Run the daily cycle counts' gives 'cycle counts').
 */
export function skillHeadPhrases(text: string, vocab: HeadVocabulary): PhraseSpan[] {
  const words: Word[] = [...text.matchAll(WORD)]
    .filter((m) => !/[0-9]/.test(text[m.index - 1] ?? '') && !/[0-9]/.test(text[m.index + m[0].length] ?? ''))
    .map((m) => ({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const joined = (j: number) => j > 0 && /^\s+$/.test(text.slice(words[j - 1].end, words[j].start));
  const nounLike = (w: Word) => {
    const tag = mostlyA(w.lower) ?? mostlyA(singular(w.lower));
    return tag === undefined ? !vocab.verbs.has(w.lower) : /^NN/.test(tag);
  };
  const firstOfSentence = (k: number) => k === 0 || /[.!?•]\s*$/.test(text.slice(0, words[k].start));
  const modifier = (k: number): boolean => {
    const w = words[k];
    if (isAcronym(w.text)) return true;
    if (/^[A-Z]/.test(w.text) && !firstOfSentence(k)) return false;
    if (OPENERS.has(w.lower)) return false;
    // a compound of the trade's nouns ('post-event', 'small-group' is not: 'small' qualifies)
    const parts = w.lower.split(/[-/]/).filter(Boolean);
    if (parts.length > 1) return parts.every((p) => /^NN/.test(mostlyA(p) ?? 'NN') && vocab.words.has(singular(p)));
    const tag = mostlyA(w.lower) ?? mostlyA(singular(w.lower));
    const next = singular(words[k + 1].lower);
    if (tag === undefined) return vocab.words.has(singular(w.lower));
    if (/^NN/.test(tag) || tag === 'VBG') return vocab.words.has(singular(w.lower)) || vocab.words.has(w.lower);
    if (/^JJ/.test(tag)) return vocab.bigrams.has(`${w.lower} ${next}`);
    return false;
  };
  const out: PhraseSpan[] = [];
  for (let j = 1; j < words.length; j++) {
    if (!isHead(words[j], vocab)) continue;
    // the phrase ends here: a noun joined after the head makes the head a modifier ('inspection reports')
    if (j + 1 < words.length && joined(j + 1) && nounLike(words[j + 1])) continue;
    // after a plural, a gerund is a participle ('years teaching', 'drivers moving')
    const gerundHead = !SKILL_HEADS.has(singular(words[j].lower));
    if (gerundHead && /[^s]s$/.test(words[j - 1].lower)) continue;
    let start = j;
    while (start > 0 && j - start < 3 && joined(start) && modifier(start - 1)) start--;
    // a clause's opening verb is no modifier ('Coordinate vendor management'); a word that may be either ('Cash
    // office counts', 'Monitor patient safety') leaves the phrase undecided: nothing is taken
    const opensClause = (k: number) => k === 0 || !joined(k) || /^(?:and|or|to)$/.test(words[k - 1].lower);
    if (start < j && opensClause(start) && vocab.verbs.has(words[start].lower)) {
      const verb = /^VB/.test(mostlyA(words[start].lower) ?? '');
      // after 'and', a noun coordinates noun phrases ('prep lists and inventory counts')
      const afterAnd = start > 0 && joined(start) && /^(?:and|or)$/.test(words[start - 1].lower);
      if (verb) start++;
      else if (!afterAnd) continue;
    }
    if (start === j) continue;
    // a piece of a longer noun phrase whose other words are not the trade's ('Epic Beaker testing', 'public
    // accounting audit')
    const before = start > 0 && joined(start) ? words[start - 1] : undefined;
    if (before && !OPENERS.has(before.lower) && !(opensClause(start - 1) && vocab.verbs.has(before.lower))) {
      // a sentence's first word in capitals is a name only when it is no verb ('Wrote incident reports')
      const openingVerb = firstOfSentence(start - 1) && /^VB/.test(mostlyA(before.lower) ?? '');
      if (nounLike(before) || /^JJ/.test(mostlyA(before.lower) ?? '') || (/^[A-Z]/.test(before.text) && !openingVerb))
        continue;
    }
    out.push({ text: text.slice(words[start].start, words[j].end), start: words[start].start, end: words[j].end });
  }
  return out;
}

/** Verbs whose act names no skill of its own ('perform venipunctures', 'provide care', 'lead teams'). */
const LIGHT_VERBS = new Set(
  `perform provide conduct complete do make use work help assist support ensure lead run own take give get keep
  hold serve drive build create deliver attend participate answer handle prepare set put bring send meet see
  start finish begin continue follow include involve develop maintain improve increase reduce cut grow`.split(/\s+/),
);

/** The lemma of a verb as a bullet prints it ('titrated', 'verifies', 'climbed'), if tasks use it. */
function lemmaOf(word: string, vocab: HeadVocabulary): string | undefined {
  const forms = [word];
  if (/ied$/.test(word)) forms.push(word.replace(/ied$/, 'y'));
  if (/ed$/.test(word)) forms.push(word.slice(0, -1), word.slice(0, -2), word.slice(0, -3));
  if (/ies$/.test(word)) forms.push(word.replace(/ies$/, 'y'));
  if (/s$/.test(word)) forms.push(word.slice(0, -1), word.slice(0, -2));
  return forms.find((f) => vocab.acts.has(f));
}

/**
 * A clause that opens with a verb and its object, as a skill's noun ('Titrate insulin' -> 'insulin titration',
 * 'Climbed poles' -> 'pole climbing'), only where O*NET's tasks do that act to that thing or name the noun form,
 * and the object is a whole noun phrase of the trade's words.
 */
export function verbObjectSkills(
  text: string,
  vocab: HeadVocabulary,
  isTitle: (text: string) => boolean,
): PhraseSpan[] {
  const words: Word[] = [...text.matchAll(WORD)]
    .filter((m) => !/[0-9]/.test(text[m.index - 1] ?? '') && !/[0-9]/.test(text[m.index + m[0].length] ?? ''))
    .map((m) => ({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const joined = (j: number) => j > 0 && /^\s+$/.test(text.slice(words[j - 1].end, words[j].start));
  const out: PhraseSpan[] = [];
  for (let k = 0; k + 1 < words.length; k++) {
    const opens =
      k === 0 ||
      /[,;:(]\s*$/.test(text.slice(words[k - 1].end, words[k].start)) ||
      /^(?:and|or)$/.test(words[k - 1].lower);
    if (!opens || !/^[A-Za-z][a-z]+$/.test(words[k].text)) continue;
    const verb = lemmaOf(words[k].lower, vocab);
    if (!verb || LIGHT_VERBS.has(verb)) continue;
    // the object: one or two nouns of the trade right after the verb, ending the clause
    let end = k + 1;
    while (end < words.length && end - k <= 1 && joined(end) && objectWord(words[end], vocab)) end++;
    if (end === k + 1) continue;
    const after = end < words.length ? text.slice(words[end - 1].end, words[end].start) : '';
    const next = end < words.length ? words[end].lower : '';
    if (
      end < words.length &&
      /^\s+$/.test(after) &&
      !/^(?:and|or|for|with|in|on|at|to|from|by|of|before|after|during|under|across|per|a|an|the)$/.test(next)
    )
      continue;
    const object = words.slice(k + 1, end).map((w) => w.lower);
    const head = singular(object.at(-1)!);
    const act = vocab.acts.get(verb)!;
    // people are no object of a skill's act ('registered nurse')
    if (isTitle(object.join(' ')) || isTitle(head)) continue;
    const noun = [...object.slice(0, -1), head, act].join(' ');
    if (!vocab.pairs.has(`${verb} ${head}`) && !vocab.phrases.has(noun)) continue;
    out.push({ text: noun, start: words[k].start, end: words[end - 1].end });
  }
  return out;
}

function objectWord(word: Word, vocab: HeadVocabulary): boolean {
  if (!/^[a-z][a-z-]*$/.test(word.text) || OPENERS.has(word.lower)) return false;
  const tag = mostlyA(word.lower) ?? mostlyA(singular(word.lower));
  return (tag === undefined || /^NN/.test(tag)) && vocab.words.has(singular(word.lower));
}
