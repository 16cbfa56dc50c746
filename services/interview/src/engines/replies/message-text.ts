/**
 * The part of an employer's message that speaks to the candidate now, in plain words. Mail carries more than its
 * ask: the earlier messages of the thread quoted under it, a signature with titles and phone numbers, a legal
 * disclaimer ("may contain confidential information", where "may" reads as a month and "received" as an
 * acknowledgement). Texts write "u", "ur", "w", "thurs". Readers weigh the message's own words; so does the
 * classifier, and the drafter answers only what this part asks.
 */

/** Where a quoted earlier message starts: everything from here on is the thread, not this message. */
const QUOTE_START =
  /^(?:-{2,}\s*(?:original message|forwarded message)|_{5,}|on .{4,120}\bwrote:\s*$|from:\s.+|>|sent from my\b)/i;
/** A legal or mailing notice: "CONFIDENTIALITY NOTICE: ...", "This email and any files ...", "... is an equal opportunity employer". */
const NOTICE =
  /^(?:confidential\w*|disclaimer|notice:|privileged|unsubscribe|you (?:are receiving|received) this|this (?:e-?mail|message|inmail|communication|transmission)\b.{0,160}\b(?:confidential|intended|privileged|recipient|addressee|protected)|.{0,60}\bis an equal opportunity employer\b|please (?:do not|don't) reply to this)/i;
/** A closing line after which only the signature follows. */
const CLOSING =
  /^(?:thanks|thank you|many thanks|best|best regards|kind regards|warm regards|regards|cheers|sincerely|yours sincerely|yours faithfully|yours truly|respectfully|warmly|all the best|thanks (?:again|so much)|thanks for your (?:understanding|patience|time))[,!.]?\s*$/i;
/** A signature line: a phone number, an email address, a "Name | Title" line. */
const SIGNATURE_LINE = /@[\w-]+\.\w|\(?\+?\d[\d\s().-]{8,}\d|\s\|\s/;

/** The message without the quoted thread, notices and signature (the closing line kept, it thanks). */
export function ownText(message: string): string {
  const lines = message.split(/\r?\n/);
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (out.some((l) => l.trim()) && QUOTE_START.test(line)) break;
    if (NOTICE.test(line)) continue;
    out.push(raw);
    // after the closing line only the sender's name and titles follow
    if (out.filter((l) => l.trim()).length > 2 && CLOSING.test(line)) break;
  }
  while (out.length && (!out.at(-1)!.trim() || SIGNATURE_LINE.test(out.at(-1)!))) out.pop();
  const own = out.join('\n').trim();
  return own || message.trim();
}

/** Text-message shorthand in full words: "can u come in thurs", "ur in!", "someone w more grill time". */
const SHORTHAND: [RegExp, string][] = [
  [/\bur in\b(?=\s*[!.,]|\s*$)/gi, "you're in"],
  [/\br u\b/gi, 'are you'],
  [/\bu(?=\s|[?!,]|\.(?:\s|$)|$)/g, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bw\/\s?|\bw\b(?= [a-z])/gi, 'with '],
  [/\b(?:thx|thnx|tx)\b/gi, 'thanks'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'have to'],
  [/\btho\b/gi, 'though'],
  [/(?<= )em\b/g, 'them'],
  [/\b(?:tmrw|tmr|2moro)\b/gi, 'tomorrow'],
  // days as texts write them, in lower case ("Mon-Fri" in a schedule stays as written)
  [/(?<!['’])\bmon\b/g, 'Monday'],
  [/\btues?\b/g, 'Tuesday'],
  [/\bwed\b/g, 'Wednesday'],
  [/\bthu(?:rs?)?\b/g, 'Thursday'],
  [/\bfri\b/g, 'Friday'],
  [/#(?=\s|$)/g, 'number'],
];

/** The message's own text, shorthand written out and whitespace folded: what the classifier reads. */
export function plainText(message: string): string {
  let text = ownText(message);
  for (const [re, full] of SHORTHAND) text = text.replace(re, full);
  return text.replace(/\s+/g, ' ').trim();
}
