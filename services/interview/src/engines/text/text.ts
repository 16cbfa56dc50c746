/** Small, dependency-free text tools shared by the engines: words, stems, sentences, numbers. */

const WORD = /[A-Za-z][A-Za-z'+#.-]*[A-Za-z+#]|[A-Za-z]|\d+(?:[.,]\d+)*%?/g;

/** Words as written (letters, inner apostrophes, C++, C#, Node.js), and numbers. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lower-cased words. */
export function lowerWords(text: string): string[] {
  return words(text).map((w) => w.toLowerCase());
}

/** A light suffix stripper: enough to meet "patients"/"patient", "deployed"/"deploying"/"deploy", "analyses"/"analysis". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '').replace(/'$/, '');
  if (w.length <= 3 || /[^a-z]/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ses') && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 4) w = `${w.slice(0, -1)}i`;
  return w;
}

export const stems = (text: string): string[] => lowerWords(text).map(stem);

/**
 * Sentences (split on . ! ? and line breaks), trimmed, non-empty. Text typed on a phone starts its sentences in lower
 * case ("... one foot showing. i got her in the chute"): a stop after a word of two letters or more, not an
 * abbreviation, ends a sentence there too.
 */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(
      /(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Dr|Jr|Sr|St|Mt|Prof|Capt|Sgt|Lt)\.)\s+(?=[A-Z0-9"'(])|(?<=[a-z]{2}[.!?])(?<!\b(?:etc|vs|mr|mrs|ms|dr|st|jr|sr|mt|approx|no|esp|incl)\.)\s+(?=[a-z])|\n+|(?<=[.!?])$/,
    )
    .flatMap((s) => s.split(/\s*;\s+/))
    .flatMap(runOnClauses)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Longer than any sentence people write out: an answer typed or spoken without stops. */
const RUN_ON_WORDS = 60;
/**
 * A run-on answer split where a new clause starts with its subject ("... on the nozzle when we made entry ...",
 * "... so I called it ...", "... the calf was out and he started breathing"), not after a word that ties the clause
 * to the one before ("because I", "that we", "if they").
 */
const CLAUSE_START =
  /\s+(?<!\b(?:because|that|which|who|if|what|how|where|as|than|until|before|after|while|since|though|although|whether|once|told|said|asked|knew|thought|and|so|but|then|when|or)\s)(?=(?:(?:and|so|but|then|and then|when|after that|later)\s+)?(?:I|i|we|he|she|they)\s+(?!(?:and|or|to|am|are|is)\b)[a-z']{2,})/;

function runOnClauses(sentence: string): string[] {
  if (sentence.split(/\s+/).length <= RUN_ON_WORDS) return [sentence];
  return sentence.split(new RegExp(CLAUSE_START.source, 'g')).filter((c) => c.trim().length > 0);
}

/** Contractions typed without the apostrophe, none of them an English word of its own ("cant", "wont", "ill" are). */
const BARE_CONTRACTIONS: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  id: "I'd",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  wasnt: "wasn't",
  werent: "weren't",
  isnt: "isn't",
  arent: "aren't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  thats: "that's",
  theres: "there's",
  theyre: "they're",
  youre: "you're",
  shes: "she's",
  hes: "he's",
};
const SHORTHAND: Record<string, string> = {
  'w/': 'with',
  'w/o': 'without',
  bc: 'because',
  'b/c': 'because',
  yrs: 'years',
  hrs: 'hours',
  mins: 'minutes',
  thru: 'through',
  ppl: 'people',
};

/**
 * An answer typed on a phone in the words of an answer written out: a lone "i" is "I", "im" / "ive" / "didnt" get
 * their apostrophe, "w/", "bc", "yrs" their words, so that every pattern of the rubric reads both the same way.
 * A lower-case "id" before a word is "I'd" ("then id call dispatch"), not after "the", "my", "photo" ... nor before
 * "badge", "card", "number" ... (an ID).
 */
export function normaliseTyped(text: string): string {
  return text
    .replace(/(^|[\s(])(w\/o|w\/|b\/c)(?=\s)/gi, (_m, pre: string, w: string) => pre + SHORTHAND[w.toLowerCase()])
    .replace(/\b(bc|yrs|hrs|mins|thru|ppl)\b/g, (w) => SHORTHAND[w])
    .replace(/\bi\b(?!\.)/g, 'I')
    .replace(
      /(?<!\b(?:the|a|an|my|your|his|her|their|our|its|photo|valid|state|employee|student|patient|with|show|showed|check|checked|scan|scanned)\s)\bid(?= (?!badges?\b|cards?\b|numbers?\b|checks?\b|scan|photo|bracelets?\b|bands?\b|tags?\b)[a-z]{2,})/g,
      "I'd",
    )
    .replace(/\b[A-Za-z][a-z]+\b/g, (w) => {
      const full = w === 'id' || w === 'Id' ? undefined : BARE_CONTRACTIONS[w.toLowerCase()];
      return !full ? w : w[0] === 'I' || w[0] === w[0].toLowerCase() ? full : full[0].toUpperCase() + full.slice(1);
    });
}

/** Function words: carry no topic (kept out of relevance and overlap measures). */
export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers
  herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on
  once only or other our ours ourselves out over own same she should so some such than that the their theirs them
  themselves then there these they this those through to too under until up very was we were what when where which
  while who whom why will with would you your yours yourself yourselves tell describe time example give walk us
  me about let's lets would you'd do what's how's i'm i've i'd we're we've it's that's there's they're got get
  one two really thing things something anything everything someone way lot lots much many well also`.split(/\s+/),
);

/** Content stems of a text (no stopwords, no numbers). */
export function contentStems(text: string): string[] {
  return lowerWords(text)
    .filter((w) => !STOPWORDS.has(w) && /[a-z]/.test(w) && w.length > 1)
    .map(stem);
}

/** Whole-phrase search of a term (its stems in order) inside a text's stems. */
export function containsPhrase(textStems: string[], termStems: string[]): boolean {
  if (termStems.length === 0) return false;
  outer: for (let i = 0; i + termStems.length <= textStems.length; i++) {
    for (let j = 0; j < termStems.length; j++) if (textStems[i + j] !== termStems[j]) continue outer;
    return true;
  }
  return false;
}

const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|double|tripled?|doubled|halved)\b/i;

/** Quantities an interviewer hears as evidence: digits, percentages, money, counted things, number words. */
export function quantities(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /[$€£]\s?\d[\d,.]*\s?(?:k|m|million|thousand|bn|billion)?|\d[\d,.]*\s?(?:%|percent|x\b|k\b)?/gi,
  )) {
    const q = m[0].trim();
    // a lone year is a date, not a result
    if (/^(?:19|20)\d\d$/.test(q)) continue;
    found.add(q);
  }
  for (const m of text.matchAll(new RegExp(NUMBER_WORDS.source, 'gi'))) found.add(m[0].toLowerCase());
  return [...found];
}

/** The first `n` words of a text followed by an ellipsis when cut. */
export function clip(text: string, n = 18): string {
  const ws = text.trim().split(/\s+/);
  return ws.length <= n ? text.trim() : `${ws.slice(0, n).join(' ')}…`;
}
