/**
 * Skills a sentence enumerates that no dictionary knows: a bullet listing three or more short noun phrases
 * ("Custom built-ins, coffered ceilings, wainscoting and stair rebuilds for 25-30 clients", "Aerosol therapy, oxygen
 * titration and airway clearance on medical floors") names what the person does, the way a skills list would. Only
 * such lists count: an item of one to three words, with no number, no determiner or pronoun and no past-tense verb
 * standing alone ('Turned, bathed and ambulated patients' lists actions, not skills; a gerund names an activity:
 * 'flagging', 'wainscoting'); what follows the last item's preposition ('for 25-30 clients') is cut off. The first
 * item may hold the bullet's verb phrase ('Install 480V three-phase distribution, panelboards, transformers and
 * ...'): when it is not a clean item it is left out and the others still count.
 */
import { createRequire } from 'node:module';

const STOP_HEAD =
  /^(?:a|an|the|my|our|their|his|her|its|this|that|these|those|all|each|every|some|any|other|new|more|most|several|many|various|both|one|two|three|four|five|six|seven|eight|nine|ten|and|or|also|then|plus|including)$/i;
const CUT_AT =
  /\s+(?:for|to|in|on|at|with|across|per|from|by|into|through|under|over|during|while|within|using|via|so|as|at|of)\s.*$/i;
const AND = /\s+(?:and|or|&)\s+/i;
/** Words that open the list of what a sentence names: what comes before them is not an item. */
const LEAD = /\b(?:including|such as|e\.g\.)\s+/i;
const VERB_FORM = /^(?:\p{L}+(?:ed|ing))$/iu;
const PAST_FORM = /^\p{L}+ed$/iu;

export function enumeratedItems(sentence: string, actionVerbs: Set<string>): string[] {
  const out: string[] = [];
  for (const clause of sentence.split(/[;:.!?()]|\s[–—]\s/)) {
    let pieces = clause.split(/,\s*/);
    // a clause after the list ('web copy, email sequences and blog articles for 20+ clients, including two ...'):
    // the list ends at the piece that holds its 'and', when that piece ends in a prepositional phrase
    const joined = pieces.findLastIndex((p) => AND.test(p));
    if (joined >= 0 && joined < pieces.length - 1 && CUT_AT.test(pieces[joined])) pieces = pieces.slice(0, joined + 1);
    // the list starts after 'including' or 'such as' ('Medication pass for 24 residents, including insulin, ...')
    const lead = pieces.findLastIndex((p) => LEAD.test(p));
    if (lead >= 0)
      pieces = [pieces[lead].replace(new RegExp(`^.*?${LEAD.source}`, 'i'), ''), ...pieces.slice(lead + 1)];
    if (pieces.length < 2) continue;
    // the last piece holds the last two items: 'wainscoting and stair rebuilds for 25-30 clients'; what follows
    // its preposition goes first ('airway clearance on medical floors and the step-down unit'); after a serial
    // comma it holds the last item alone ('a, b, and c')
    const last = pieces.pop()!.replace(CUT_AT, '');
    const serial = /^(?:and|or|&)\s+/i.test(last);
    const tail = serial ? [last.replace(/^(?:and|or|&)\s+/i, '')] : last.split(AND);
    if (serial ? pieces.length < 2 : tail.length !== 2) continue;
    const items = [...pieces, ...tail].map((p) => p.trim());
    // the first item may open with the bullet's verb ('Hung drywall, ...'): drop an action verb there
    items[0] = withoutVerb(items[0], actionVerbs);
    const cleaned = items.map(cleanItem);
    // a first item that is not clean is the bullet's verb phrase; the rest must all be clean, and three or more
    const rest = cleaned[0] === undefined ? cleaned.slice(1) : cleaned;
    if (rest.length < 3 || rest.some((i) => i === undefined)) continue;
    out.push(...(rest as string[]));
  }
  return out;
}

/** What an English word mostly is (wink-lexicon's first tag: 'VB', 'NN', 'JJ'...), loaded on first use. */
let lexicon: Record<string, string[]> | undefined;
export function mostlyA(word: string): string | undefined {
  lexicon ??= (createRequire(import.meta.url)('wink-lexicon') as { lexicon: Record<string, string[]> }).lexicon;
  return lexicon[word.toLowerCase()]?.[0];
}

/**
 * An item that reads as a verb phrase ('make safe deposits', 'took minutes'), a bare quality ('friendly') or a place
 * ('through the NICU', 'comfortable with drips') rather than a thing one does or knows.
 */
function notANounPhrase(words: string[]): boolean {
  const head = mostlyA(words[0]) ?? '';
  if (/^(?:VB|VBD|VBP|VBZ|IN|TO|MD|PRP)$/.test(head)) return true;
  if (words.length === 1 && /^(?:JJ|RB)/.test(head)) return true;
  // a noun phrase ends with its noun: 'Scrub general' (of 'general, orthopedic and trauma cases') does not
  if (words.length > 1 && /^(?:JJ|RB)/.test(mostlyA(words.at(-1)!) ?? '')) return true;
  return words.slice(1).some((w) => /^(?:IN|TO)$/.test(mostlyA(w) ?? '') && w.toLowerCase() !== 'of');
}

/** The first item without the bullet's verb ('Hung drywall' -> 'drywall'). */
function withoutVerb(item: string, actionVerbs: Set<string>): string {
  const words = item.trim().split(/\s+/);
  const opener = words[0].toLowerCase();
  const verb =
    actionVerbs.has(opener) ||
    VERB_FORM.test(opener) ||
    (/^\p{Ll}+s$/u.test(opener) && actionVerbs.has(opener.slice(0, -1)));
  if (!verb) return item;
  // and the preposition the verb takes ('Assisted with bathing' -> 'bathing', 'Trained in ...')
  const rest = words.slice(1);
  return /^(?:with|in|on|for|to|at|into)$/i.test(rest[0] ?? '') ? rest.slice(1).join(' ') : rest.join(' ');
}

function cleanItem(item: string): string | undefined {
  const words = item
    .replace(/^[•·\-–\s]+/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return undefined;
  if (words.some((w) => /\d/.test(w) || !/^[\p{L}][\p{L}'’/-]*$/u.test(w))) return undefined;
  // a past-tense word alone is an action ('bathed'); before a noun it describes it ('coffered ceilings')
  if (STOP_HEAD.test(words[0]) || (words.length === 1 && PAST_FORM.test(words[0]))) return undefined;
  if (notANounPhrase(words)) return undefined;
  const text = words.join(' ');
  if (text.length < 4) return undefined;
  return text;
}
