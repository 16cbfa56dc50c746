/** A word of a line, with where it is, for skill matching. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Split off a hyphenated word ("Go-to-market" gives Go, to, market). */
  hyphenated: boolean;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// bare domains are matched in lower case only, so that ASP.NET and VB.NET stay names
const URL_LIKE =
  /\b(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|[Ww][Ww][Ww]\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|org|net|me|ai|co|app|site|page|tech|xyz|us|uk)(?:\/\S*)?/g;
const CHUNK = /[^\s,;:()[\]{}|•·●▪■◦►✓–—"“”!?<>*=]+/g;

/** Blanks out e-mail addresses and web addresses (keeping offsets) so that 'linkedin.com/in/go' finds nothing. */
export function blankAddresses(line: string): string {
  return line.replace(EMAIL, (m) => ' '.repeat(m.length)).replace(URL_LIKE, (m) => ' '.repeat(m.length));
}

/**
 * Splits a line into word tokens. Symbols that belong to names stay inside a token (C++, C#, .NET, Node.js, CI/CD,
 * T-SQL); a slashed or hyphenated word that is not itself a known token is split into its parts (C/C++, React-based).
 */
export function tokenize(line: string, knownTokens?: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  const text = blankAddresses(line);
  for (const m of text.matchAll(CHUNK)) {
    let chunk = m[0];
    let start = m.index;
    // leading quotes or stray symbols; keep a leading dot (.NET)
    const lead = /^[^A-Za-z0-9.]+/.exec(chunk)?.[0].length ?? 0;
    chunk = chunk.slice(lead);
    start += lead;
    chunk = chunk.replace(/(?:'s|’s)$/, '').replace(/[^A-Za-z0-9+#]+$/, '');
    if (/^\.+$/.test(chunk) || chunk.length === 0) continue;
    if (!/[/-]/.test(chunk) || knownTokens?.has(chunk.toLowerCase())) {
      tokens.push(make(chunk, start, false));
      continue;
    }
    for (const slashPart of splitKeep(chunk, start, '/')) {
      const parts = splitKeep(slashPart.text, slashPart.start, '-');
      const whole = knownTokens?.has(slashPart.text.toLowerCase());
      if (whole || parts.length === 1) tokens.push(make(slashPart.text, slashPart.start, false));
      else for (const p of parts) tokens.push(make(p.text, p.start, true));
    }
  }
  return tokens.filter((t) => t.text.length > 0);
}

function splitKeep(text: string, start: number, sep: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let offset = 0;
  for (const piece of text.split(sep)) {
    if (piece.length > 0) out.push({ text: piece, start: start + offset });
    offset += piece.length + 1;
  }
  return out;
}

function make(text: string, start: number, hyphenated: boolean): Token {
  // '&' reads as 'and' ('Scaling & root planing' is 'scaling and root planing')
  return { text, lower: text === '&' ? 'and' : text.toLowerCase(), start, end: start + text.length, hyphenated };
}
