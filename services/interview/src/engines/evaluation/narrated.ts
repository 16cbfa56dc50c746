/**
 * Stories told in the present ("One day I check the cows and I see one calf is lying down. I tell to my boss ..."):
 * spoken English and many non-native speakers narrate a past event this way. The rubric listens for the past tense,
 * so such a story is read in the past before it is scored; the evidence still quotes the answer as written.
 */

/** A specific occasion: what makes present-tense sentences a story rather than a habit or a plan. */
const OCCASION =
  /\b(?:one (?:day|time|night|morning|evening|afternoon|shift|weekend)|this one time|once|last (?:week|month|year|summer|winter|spring|fall|autumn|night|shift|time)|yesterday|the other day|(?:a few|two|three|four|\d+) (?:days|weeks|months|years) ago|the next (?:day|morning|week|shift))\b/i;

const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  is: 'was',
  are: 'were',
  am: 'was',
  have: 'had',
  has: 'had',
  do: 'did',
  does: 'did',
  go: 'went',
  goes: 'went',
  tell: 'told',
  give: 'gave',
  see: 'saw',
  make: 'made',
  take: 'took',
  come: 'came',
  say: 'said',
  says: 'said',
  keep: 'kept',
  put: 'put',
  let: 'let',
  get: 'got',
  bring: 'brought',
  find: 'found',
  think: 'thought',
  buy: 'bought',
  run: 'ran',
  leave: 'left',
  stand: 'stood',
  eat: 'ate',
  drive: 'drove',
  write: 'wrote',
  speak: 'spoke',
  feel: 'felt',
  hold: 'held',
  send: 'sent',
  spend: 'spent',
  choose: 'chose',
  begin: 'began',
  know: 'knew',
  sit: 'sat',
  meet: 'met',
  pay: 'paid',
  teach: 'taught',
  catch: 'caught',
  hear: 'heard',
  lose: 'lost',
  cut: 'cut',
  set: 'set',
  shut: 'shut',
  hit: 'hit',
  fall: 'fell',
  break: 'broke',
  sell: 'sold',
  win: 'won',
  lead: 'led',
  grow: 'grew',
  throw: 'threw',
  wake: 'woke',
  swim: 'swam',
  ring: 'rang',
  fight: 'fought',
  understand: 'understood',
};

/** Words after a subject that are not its verb ("I also", "he not", "they all"). */
const NOT_VERBS = new Set(
  (
    'also just then first still always never really only all both not the a an to and or so but finally quickly ' +
    'again would will can could should must might may did was were had'
  ).split(' '),
);
/** Verbs of the present that stay as they are in a habit or state ("I think", "I want" are not events). */
const STATES = new Set('think want like love hope need know mean guess feel believe wish prefer'.split(' '));

function pastOf(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_PAST[v]) return IRREGULAR_PAST[v];
  // third person: "stands", "tries", "washes"
  let base = v;
  if (/[^s]ies$/.test(v)) base = `${v.slice(0, -3)}y`;
  else if (/(?:ch|sh|ss|x|z)es$/.test(v)) base = v.slice(0, -2);
  else if (/[^su]s$/.test(v)) base = v.slice(0, -1);
  if (IRREGULAR_PAST[base]) return IRREGULAR_PAST[base];
  if (base.endsWith('ed')) return base;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // one short syllable ending consonant-vowel-consonant: stop, plan, drop
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

const SUBJECT_VERB =
  /\b(I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)\s+((?:(?:also|just|then|first|still|always|really|quickly|finally)\s+)?)(not\s+)?([a-z]{2,})\b/g;

/**
 * The answer read in the past when it narrates one occasion in the present: a time marker ("one day", "last month")
 * and two or more things the speaker does in the present ("I check", "I tell"), with almost no past tense and no
 * "would" (a plan is not a story). Otherwise null.
 */
export function narratedInPast(text: string, pastCount: number): string | null {
  if (pastCount >= 2 || !OCCASION.test(text)) return null;
  if ((text.match(/\b(?:would|I'd|I'll|will)\b/gi) ?? []).length >= 2) return null;
  const own = [...text.matchAll(/\bI\s+(?:(?:also|just|then|first|still|always|really)\s+)?([a-z]{2,})\b/g)]
    .map((m) => m[1])
    .filter((v) => !NOT_VERBS.has(v) && !STATES.has(v) && !/ed$/.test(v));
  if (own.length < 2) return null;
  return text.replace(SUBJECT_VERB, (whole, subject: string, adverb: string, not: string | undefined, verb: string) => {
    if (NOT_VERBS.has(verb) || STATES.has(verb) || /ed$/.test(verb)) return whole;
    // "he not want" (a non-native negation) stays a negation in the past
    return not ? `${subject} ${adverb}did not ${verb}` : `${subject} ${adverb}${pastOf(verb)}`;
  });
}
