import { loadCatalog } from '../catalog/catalog.js';

/**
 * How word-like a text is: the mean per-trigram log-probability of its letters under an English letter-trigram model
 * (compiled from O*NET's descriptions and tasks), and the share of words that look like English. Keyboard mashing
 * ("asdkfj qwpeoir") has trigrams English almost never uses; real words, even rare ones, mostly do.
 */
export interface WordLikeness {
  /** Share (0-1) of alphabetic words whose trigram score is within English's usual range. */
  englishShare: number;
  /** Alphabetic words considered. */
  words: number;
}

/** Below this mean log-probability per trigram, a word is not English-like (English words sit near -6 to -8). */
const WORD_THRESHOLD = -10.2;

export function wordLikeness(text: string): WordLikeness {
  const { trigrams } = loadCatalog();
  const ws = (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3);
  if (ws.length === 0) return { englishShare: 0, words: 0 };
  let english = 0;
  for (const w of ws) {
    const s = `^${w}$`;
    let sum = 0;
    let n = 0;
    for (let i = 0; i + 3 <= s.length; i++) {
      sum += trigrams.logp[s.slice(i, i + 3)] ?? trigrams.floor;
      n++;
    }
    if (sum / n >= WORD_THRESHOLD) english++;
  }
  return { englishShare: english / ws.length, words: ws.length };
}
