/**
 * Skills a sentence enumerates that no dictionary knows: a bullet listing three or more short noun phrases
 * ("Custom built-ins, coffered ceilings, wainscoting and stair rebuilds for 25-30 clients") names what the person
 * does, the way a skills list would. Only such lists count: an item of one to three words, with no number, no
 * determiner or pronoun and no verb form at its head ('Turned, bathed and ambulated patients' lists actions, not
 * skills); what follows the last item's preposition ('for 25-30 clients') is cut off.
 */
const STOP_HEAD =
  /^(?:a|an|the|my|our|their|his|her|its|this|that|these|those|all|each|every|some|any|other|new|more|most|several|many|various|both|one|two|three|four|five|six|seven|eight|nine|ten|and|or|also|then|plus|including)$/i;
const CUT_AT =
  /\s+(?:for|to|in|on|at|with|across|per|from|by|into|through|under|over|during|while|within|using|via|so|as|at|of)\s.*$/i;
const VERB_FORM = /^(?:\p{L}+(?:ed|ing))$/iu;

export function enumeratedItems(sentence: string, actionVerbs: Set<string>): string[] {
  const out: string[] = [];
  for (const clause of sentence.split(/[;:.!?()]|\s[–—]\s/)) {
    const pieces = clause.split(/,\s*/);
    if (pieces.length < 3) continue;
    // the last piece holds the last two items: 'wainscoting and stair rebuilds for 25-30 clients'
    const last = pieces.pop()!;
    const tail = last.split(/\s+(?:and|or|&)\s+/);
    if (tail.length !== 2) continue;
    const items = [...pieces, ...tail].map((p) => p.trim());
    // the first item may open with the bullet's verb ('Hung drywall, ...'): drop an action verb there
    const firstWords = items[0].split(/\s+/);
    const opener = firstWords[0].toLowerCase();
    if (
      actionVerbs.has(opener) ||
      VERB_FORM.test(opener) ||
      (/^\p{Ll}+s$/u.test(opener) && actionVerbs.has(opener.slice(0, -1)))
    )
      items[0] = firstWords.slice(1).join(' ');
    items[items.length - 1] = items[items.length - 1].replace(CUT_AT, '');
    const cleaned = items.map(cleanItem);
    if (cleaned.some((i) => i === undefined)) continue;
    out.push(...(cleaned as string[]));
  }
  return out;
}

function cleanItem(item: string): string | undefined {
  const words = item
    .replace(/^[•·\-–\s]+/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return undefined;
  if (words.some((w) => /\d/.test(w) || !/^[\p{L}][\p{L}'’/-]*$/u.test(w))) return undefined;
  if (STOP_HEAD.test(words[0]) || VERB_FORM.test(words[0])) return undefined;
  const text = words.join(' ');
  if (text.length < 4) return undefined;
  return text;
}
