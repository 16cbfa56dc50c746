/** Small helpers for readable English in reasoning and action steps. */

/** "a", "b and c", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function article(word: string): string {
  return /^[AEFHILMNORSX]([-\s]|$)/.test(word) || /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** BLS typical entry education as a phrase inside a sentence. */
export function educationPhrase(education: string | null): string | null {
  if (!education) return null;
  const map: Record<string, string> = {
    'No formal educational credential': 'no formal credential',
    'High school diploma or equivalent': 'a high school diploma or equivalent',
    'Postsecondary nondegree award': 'a postsecondary certificate or award',
    'Some college, no degree': 'some college courses',
    "Associate's degree": "an associate's degree",
    "Bachelor's degree": "a bachelor's degree",
    "Master's degree": "a master's degree",
    'Doctoral or professional degree': 'a doctoral or professional degree',
  };
  if (map[education]) return map[education];
  const lower = education.charAt(0).toLowerCase() + education.slice(1);
  return `${article(lower)} ${lower}`;
}

export const formatRating = (n: number) => (Number.isInteger(n) ? n.toFixed(1) : String(Math.round(n * 10) / 10));

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** BLS typical entry education as a rank comparable with the quiz's education options (0 none ... 6 doctoral). */
export function educationRank(education: string | null): number | null {
  if (!education) return null;
  const ranks: Record<string, number> = {
    'No formal educational credential': 0,
    'High school diploma or equivalent': 1,
    'Postsecondary nondegree award': 2,
    'Some college, no degree': 2,
    "Associate's degree": 3,
    "Bachelor's degree": 4,
    "Master's degree": 5,
    'Doctoral or professional degree': 6,
  };
  return ranks[education] ?? null;
}
