/**
 * Acronyms a sentence defines: 'Basic Life Support (BLS)', 'BLS (Basic Life Support)', 'a Functional Behavior
 * Assessment (FBA)': the acronym with its written-out form as an alias, where the initials of the words beside it
 * spell it ('and', 'of', 'the', 'for', '&' may be skipped; a hyphenated word gives one or more letters). Names of
 * organisations, places and people are not skills ('Department of Transportation (DOT)', 'American Heart
 * Association (AHA)').
 */
const ACRONYM = /^[A-Z][A-Za-z0-9&/-]{1,7}$/;
const SMALL = new Set(['and', 'of', 'the', 'for', '&', 'in', 'on', 'to', 'a']);
const ORGANISATION =
  /\b(?:inc|llc|ltd|corp|corporation|university|college|school|hospital|clinic|center|centre|county|city|state|department|office|agency|association|institute|society|board|council|bureau|administration|commission|authority|foundation|academy|district|company|group|network|union|federation|service|services|alliance|coalition|partnership|committee|organization|organisation|ministry|army|navy|force|corps|guard|court|police|bank|church)\b/i;

export interface DefinedAcronym {
  name: string;
  longForm: string;
  start: number;
  end: number;
}

/** The letters an acronym's capitals must spell ('C-SSRS' -> 'CSSRS', 'P&L' -> 'PL'). */
const letters = (acronym: string) => acronym.replace(/[^A-Z]/g, '');

/** Whether the words, read from the end, spell the acronym's capitals; returns how many words it took. */
function spells(words: string[], acronym: string, fromEnd: boolean): number {
  const want = letters(acronym);
  if (want.length < 2 || want.length > 6) return 0;
  const list = fromEnd ? words : [...words].reverse();
  let need = want.length;
  let used = 0;
  for (let i = list.length - 1; i >= 0 && need > 0; i--) {
    const w = list[i];
    used++;
    if (SMALL.has(w.toLowerCase())) continue;
    const initials = w
      .split('-')
      .filter(Boolean)
      .map((p) => p[0].toUpperCase())
      .join('');
    // the word's initial (or each piece's) must be the next letters wanted, from the end
    const tail = want.slice(0, need);
    if (tail.endsWith(initials)) need -= initials.length;
    else if (tail.endsWith(initials[0])) need -= 1;
    else return 0;
  }
  return need === 0 ? used : 0;
}

export function definedAcronyms(sentence: string): DefinedAcronym[] {
  const out: DefinedAcronym[] = [];
  // 'Long Form (ACR)'
  for (const m of sentence.matchAll(/\(([^()\s]{2,8})\)/g)) {
    const acronym = m[1];
    if (!ACRONYM.test(acronym) || letters(acronym).length < 2 || /^[A-Z][a-z]+$/.test(acronym)) continue;
    const before = sentence.slice(0, m.index).trimEnd();
    const words = before.split(/\s+/).filter(Boolean).slice(-10);
    const clean = words.map((w) => w.replace(/^[("'“]+|[,"'”]+$/g, ''));
    const used = spells(clean, acronym, true);
    if (!used) continue;
    const longForm = clean.slice(-used).join(' ');
    if (ORGANISATION.test(longForm) || !/^[A-Za-z]/.test(longForm)) continue;
    out.push({
      name: acronym,
      longForm,
      start: before.lastIndexOf(words[words.length - used]),
      end: m.index + m[0].length,
    });
  }
  // 'ACR (Long Form)'
  for (const m of sentence.matchAll(/\b([A-Z][A-Za-z0-9&/-]{1,7})\s+\(([A-Za-z][A-Za-z &'-]{3,80})\)/g)) {
    const [, acronym, inside] = m;
    if (!ACRONYM.test(acronym) || letters(acronym).length < 2 || /^[A-Z][a-z]+$/.test(acronym)) continue;
    const words = inside.split(/\s+/).filter(Boolean);
    if (spells(words, acronym, true) !== words.length) continue;
    if (ORGANISATION.test(inside)) continue;
    out.push({ name: acronym, longForm: inside, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
