/**
 * Names of tools a sentence uses ('in Dentrix', 'with Techstream, scan tools and a lab scope', 'radiographs
 * (Dexis)'): capitalised names after 'in', 'with', 'using', 'via' or 'on', or in brackets after a thing, which no
 * dictionary needs to know. Places, organisations, dates and people are not tools.
 */
const AFTER = /\b(?:in|with|using|via|on|into|through)\s+((?:[^;:.()]|\.(?=\S))+)/g;
const IN_BRACKETS = /\b[a-z][a-z-]+\s+\(([A-Z][\w./+#-]*(?:\s+[A-Z0-9][\w./+#-]*){0,2})\)/g;
const NAME_TOKEN = /^(?:[A-Z][\w./+#&-]*|[a-z]+[A-Z][\w]*|\d+[A-Za-z][\w]*)$/;
const NOT_TOOL_WORDS =
  /\b(?:inc|llc|ltd|corp|university|college|school|hospital|clinic|center|centre|county|city|state|road|street|avenue|department|office|team|group|foods|bank|church|district|academy|institute|association|board|company|co|partners|agency|services)\b/i;
const FILLER = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'their',
  'his',
  'her',
  'i',
  'we',
  'all',
  'each',
  'every',
  'this',
  'that',
  'these',
  'those',
]);
const TIME =
  /^(?:FY\d{2,4}|Q[1-4]|H[12]|\d{4}|(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Spring|Summer|Fall|Autumn|Winter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)/;
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const STATE_NAMES =
  /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|English|Spanish|French|German)$/;

export interface NamedToolOptions {
  /** Words that name no tool here: the candidate's name, employers, places of the resume. */
  exclude: Set<string>;
}

/** Tool names a line names as such, as printed. */
export function namedTools(text: string, options: NamedToolOptions): string[] {
  const out: string[] = [];
  const consider = (raw: string) => {
    const name = raw.trim().replace(/[,'’]+$/, '');
    const tokens = name.split(/\s+/);
    if (tokens.length === 0 || tokens.length > 3 || !tokens.every((t) => NAME_TOKEN.test(t))) return;
    if (FILLER.has(tokens[0].toLowerCase()) || TIME.test(name) || NOT_TOOL_WORDS.test(name)) return;
    if (tokens.every((t) => US_STATES.has(t)) || STATE_NAMES.test(name)) return;
    if (tokens.some((t) => options.exclude.has(t.toLowerCase()))) return;
    if (!/[A-Za-z]{2}/.test(name)) return;
    out.push(name);
  };
  for (const m of text.matchAll(AFTER)) {
    // the names listed after the word, until the first word in lower case that is not 'and' or 'or'
    const listed: string[] = [];
    let current: string[] = [];
    let modifier = false;
    for (const word of m[1].split(/\s+/).filter(Boolean)) {
      const bare = word.replace(/[,]+$/, '');
      if (/^(?:and|or|&)$/.test(word)) {
        if (current.length) listed.push(current.join(' '));
        current = [];
        continue;
      }
      if (!NAME_TOKEN.test(bare)) {
        // a name right before a word in lower case qualifies it ('MEP engineers', 'Hoyer lift'): not a tool
        modifier = current.length > 0;
        break;
      }
      current.push(bare);
      if (word.endsWith(',')) {
        listed.push(current.join(' '));
        current = [];
      }
    }
    if (current.length && !modifier) listed.push(current.join(' '));
    listed.forEach(consider);
  }
  for (const m of text.matchAll(IN_BRACKETS)) consider(m[1]);
  return [...new Set(out)];
}
