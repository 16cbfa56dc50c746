/**
 * Text PostgreSQL cannot store, refused at the edge once for every input: a NUL character (`\u0000`, which neither
 * `text` nor `jsonb` accepts, so it used to reach the database and answer 500) and a lone UTF-16 surrogate (half of
 * a character pair, which is not valid Unicode and cannot be encoded as UTF-8).
 */

export const TextMessages = {
  nul: 'must not contain a NUL character',
  surrogate: 'must be valid Unicode text (it contains half of a surrogate pair)',
} as const;

/** In unicode mode a surrogate pair reads as one code point, so only a lone half is of category Cs. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with one string, or null when it can be stored. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return TextMessages.nul;
  if (LONE_SURROGATE.test(text)) return TextMessages.surrogate;
  return null;
}

/** A field path as the API names it: `responses.3.response`; `root` for the value itself. */
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Every string (and object key) of a parsed input that cannot be stored, as field path → message. Walks JSON-like
 * values only (objects, arrays, strings); `root` names the value itself (e.g. the route parameter's name).
 */
export function findTextProblems(value: unknown, root = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) problems[path || '_'] ??= problem;
    } else if (Array.isArray(current)) {
      // pushed last-first, so problems are found (and the first one reported) in document order
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, i)]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current).reverse()) {
        const keyProblem = textProblem(key);
        // the key itself cannot be named as it is: name where it is and what is wrong with it
        if (keyProblem) problems[path || '_'] ??= `a field name ${keyProblem}`;
        else stack.push([item, join(path, key)]);
      }
    }
  }
  return problems;
}
