/** What a draft can safely take from the employer's message: who wrote it, for which role, which times, which skills. */

import { STANDARD_CODE } from '@pathwise/platform/engines';

const SIGN_OFF =
  /^(?:thanks|thank you|best|best regards|kind regards|regards|cheers|sincerely|warm regards|all the best|many thanks)[,!.]?\s*$/i;

/** The sender's name: the line after a sign-off ("Best,\nPriya"), or "Thanks, Priya", or "I'm Priya from ...". */
export function senderName(message: string): string | null {
  const lines = message
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (let i = 0; i < lines.length - 1; i++) {
    if (SIGN_OFF.test(lines[i])) {
      // "Talent Team", "HR Department": a team, not a person to greet by name
      if (/\b(?:Team|HR|Department|Recruiting|Acquisition|Office)\b/.test(lines[i + 1])) return null;
      const name = lines[i + 1].match(/^([A-Z][a-z]+(?: [A-Z][a-z'-]+)?)\b/);
      if (name) return name[1].split(' ')[0];
    }
  }
  const inline = message.match(/\b(?:thanks|best|regards|cheers),\s+([A-Z][a-z]+)(?:\s+[A-Z][a-z'-]+)?\s*[.!]?\s*$/i);
  if (inline) return inline[1];
  // a texted signature in lower case, after a dash or a closing at the very end ("... - marco", "thanks! carla",
  // "... the week after? dave"): a word that is no closing, greeting or common word of a text
  const texted = message.match(
    /(?:\s[-–—]\s?|\b(?:thanks|thx|thank you|cheers|best)[!,.]?\s+|[?!.]\s+)([a-z]{3,12})\s*[.!]?\s*$/,
  );
  if (texted && !TEXT_WORDS.has(texted[1])) return texted[1].charAt(0).toUpperCase() + texted[1].slice(1);
  // a signature on its own last line ("Linda, Nurse Recruiter", "- Rick", "Gwen") or dashed at the end ("... - Rick")
  const last = lines.at(-1) ?? '';
  const signature =
    lines.length > 1
      ? (last.match(/^[-–—]?\s*([A-Z][a-z]+)(?:,\s+[A-Z][\w ]{2,40})?$/) ?? null)
      : (message.match(/\s[-–—]\s?([A-Z][a-z]+)\s*$/) ?? null);
  if (signature && !/^(?:Thanks|Best|Regards|Cheers|Sincerely|Team|Hi|Hello)$/.test(signature[1])) return signature[1];
  const intro = message.match(
    /\b(?:I'm|I am|my name is|this is)\s+([A-Z][a-z]+)\b(?=[^.]{0,40}\b(?:from|at|with|and I|,))/,
  );
  return intro && !/^(?:Writing|Reaching|Happy|Pleased|Delighted|Sorry|Working|Coordinating|Recruiting)$/.test(intro[1])
    ? intro[1]
    : null;
}

/** Last words of a text that are no signature. */
const TEXT_WORDS = new Set(
  (
    'thanks thx thank you cheers best regards later soon asap please pls plz okay yes no yep nope sure bye ' +
    'lol tia ttyl cya see today tonight tomorrow tmrw then there here now again too also team hr everyone all ' +
    'sir maam man bro dude folks guys mate'
  ).split(' '),
);

/** The role the message is about: "for the Data Analyst position", "as our new Head of Marketing". */
export function roleOf(message: string): string | null {
  const patterns = [
    /\b(?:for|to) the ([A-Z][\w&/ -]{2,50}?) (?:position|role|opening|job|vacancy)\b/,
    /\b(?:position|role) of ([A-Z][\w&/ -]{2,50}?)(?=[,.!]| at | with | on | starting|$)/,
    /\bas (?:our new |a |an |the )?([A-Z][\w&/ -]{2,50}?)(?=[,.!]| at | with | on | starting| pending|$)/,
    /\b(?:hiring|recruiting|looking for) (?:a |an )?((?:[A-Z][\w-]*\s?){1,4})(?=[,.!?]| to | for | with |$)/,
  ];
  for (const re of patterns) {
    const m = message.match(re);
    if (m && m[1].trim().split(/\s+/).length <= 6) return m[1].trim();
  }
  return null;
}

/** The company: "at Acme", "on behalf of Greenfield Logistics", "I'm with BrightPath Staffing", "at Riverside ...". */
export function companyOf(message: string): string | null {
  for (const m of message.matchAll(
    /\b(on behalf of|join(?:ing)?|I'm with|I am with|here at|position at|role at|interview at|team at|at)\s+([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3})/g,
  )) {
    const name = m[2].trim().replace(/[.,]$/, '');
    if (/^(?:The|Our|Your|This|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|We)\b/.test(name)) continue;
    // "email Jane at HR", "Linda at Payroll": a person's department, not the company
    if (DEPARTMENT.test(name)) continue;
    return name;
  }
  return null;
}

/** A department of the employer, named after "at" ("at HR", "at Payroll", "at the front desk"). */
const DEPARTMENT =
  /^(?:HR|Human Resources|People(?: Ops| Operations| Team)?|Payroll|Dispatch|Reception|Front Desk|Accounting|Accounts|Admissions|Recruiting|Recruitment|Talent(?: Acquisition)?|Operations|Ops|IT|Finance|Legal|Security|Shipping|Receiving|Onboarding|Benefits|Scheduling|Staffing|Corporate|Headquarters|HQ|Admin(?:istration)?|Compliance|Facilities|Maintenance|Service|Parts|Sales|Marketing|Customer Service)$/;

const DAY = '(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?';
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const CLOCK = '\\d{1,2}(?:[.:]\\d\\d)?(?:\\s?(?:am|pm|a\\.m\\.|p\\.m\\.))?';
/** A time zone as people write it: "Pacific", "PT", "CET", "GMT", "(mountain)". */
const ZONE =
  '(?:Pacific|Eastern|Central|Mountain|PST|PDT|PT|EST|EDT|ET|CST|CDT|CT|MST|MDT|MT|GMT|UTC|BST|CET|CEST|IST|AEST|AEDT)';
/** A clock time written without "at" must say am/pm or minutes ("Wednesday 2pm", not "Monday 7 December"). */
const BARE_CLOCK = '\\d{1,2}(?:(?:[.:]\\d\\d)\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)?|\\s?(?:am|pm|a\\.m\\.|p\\.m\\.))';
const AT = `(?:\\s+(?:at|from|between)\\s+${CLOCK}(?:\\s?(?:-|to|and)\\s?${CLOCK})?|\\s+${BARE_CLOCK})(?:\\s${ZONE}\\b)?`;
const TIME_RE = new RegExp(
  [
    `\\b${DAY}\\b(?:,?\\s+${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|,?\\s+\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b)?(?:${AT}|\\s+(?:morning|afternoon|evening))?`,
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:${AT})?`,
    // "on 3 December at 11:00": a date without its weekday
    `(?<=\\bon\\s)\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b(?:${AT})?`,
    `\\b(?:tomorrow|today|this afternoon|this morning)(?:${AT})?`,
    `\\bthe\\s+\\d{1,2}(?:st|nd|rd|th)(?:${AT})?`,
    `\\bat\\s+${CLOCK}(?:\\s${ZONE}\\b)?\\s+on\\s+${DAY}\\b`,
  ].join('|'),
  'gi',
);

/** The time zone the message's times are in, as written ("Pacific", "CET", "mountain"), or null. */
export function statedZone(message: string): string | null {
  const m =
    message.match(new RegExp(`\\b(?:Pacific|Eastern|Central|Mountain)\\b|\\b${ZONE}\\b`)) ??
    message.match(
      /\b(?:pacific|eastern|central|mountain)(?= time\b|\)| standard)|\((?:pacific|eastern|central|mountain)\)|(?<=\d(?:\s?[ap]m)? )(?:pacific|eastern|central|mountain)\b/i,
    );
  if (!m) return null;
  const zone = m[0].replace(/[()]/g, '');
  return zone.charAt(0).toUpperCase() + zone.slice(1);
}

/** A reply deadline the message sets: "by Friday", "by November 30", "within 72 hours", "before Thursday's interview". */
export function statedDeadline(message: string): string | null {
  const m = message.match(
    new RegExp(
      `\\b(?:by|before|no later than)\\s+(?:(?:this|next|end of)\\s+)?(?:${DAY}\\b(?:['’]s \\w+)?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|tomorrow|the end of (?:the )?(?:day|week)|end of (?:day|week)|the \\d{1,2}(?:st|nd|rd|th))(?:,?\\s+${BARE_CLOCK})?|\\bwithin (?:the next )?(?:\\d+|one|two|three|four|five|seven|ten) (?:business |working )?(?:hours|days|weeks?)\\b`,
      'i',
    ),
  );
  if (m) return m[0];
  // "Deadline is Monday 10:00", "due Friday": the same deadline, said as "by ..."
  const due = message.match(
    new RegExp(
      `\\b(?:deadline is|due(?: by| on)?)\\s+(${DAY}\\b(?:,?\\s+${CLOCK})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)`,
      'i',
    ),
  );
  return due ? `by ${due[1]}` : null;
}

/** What an offer depends on, in the user's words: "contingent on a successful background check ... of my licence". */
export function offerConditions(message: string): string | null {
  const m = message.match(
    /\b(?:contingent (?:up)?on|subject to|conditional (?:up)?on|pending|(?:need|needs|require) you to (?:pass|complete|clear)|once you (?:pass|clear|complete))\s+([^.!?;]{3,140})/i,
  );
  if (!m) return null;
  return m[0]
    .replace(/\b(?:need|needs|require) you to /i, 'after I ')
    .replace(/\bonce you /i, 'once I ')
    .replace(/\byour\b/gi, 'my')
    .replace(/[,\s]+(?:first|please|and please)$/i, '')
    .trim();
}

/** The start the employer named ("start Monday 6am", "start on the 3rd"), or null. */
export function statedStart(message: string): string | null {
  const m = message.match(
    new RegExp(
      `\\bstart(?:ing)?(?: with us| work)?(?: on| date(?: is| of)?)?\\s+((?:${DAY}\\b|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|the \\d{1,2}(?:st|nd|rd|th)|next week|tomorrow)(?:\\s+${BARE_CLOCK})?)`,
      'i',
    ),
  );
  return m ? m[1] : null;
}

/** The message's questions and requests, as written (a sentence ending in "?" or asking: "please ...", "kindly ..."). */
export function requests(message: string): string[] {
  return (
    message
      // the greeting line ("Dear Ms. Nair,") is no sentence of the message
      .replace(/^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^\n]{0,40}\n/i, '')
      .replace(/\s+/g, ' ')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(
        (s) =>
          s.endsWith('?') ||
          /^(?:please|kindly|could you|can you|would you|we(?:'d| would) (?:like|need) you to|i need your|how|what|which|whether)\b/i.test(
            s,
          ) ||
          // the formal ask inside a sentence: "the committee would be grateful if you could confirm (a) ..."
          /\b(?:grateful if you|appreciate it if you|please (?!note\b)|kindly (?!note\b))/i.test(s),
      )
  );
}

/** Times the employer proposed, as written ("Tuesday or Thursday afternoon" gives both days). */
export function proposedTimes(message: string): string[] {
  const out: string[] = [];
  for (const m of message.matchAll(TIME_RE)) {
    const t = m[0].trim();
    if (!out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  }
  return out.slice(0, 4);
}

/** Salary figures the employer named ("$70-80k", "45 to 52 an hour"). */
export function statedPay(message: string): string | null {
  const m = message.match(
    /[$€£]\s?\d[\d,.]*\s?k?(?:\s?(?:-|to|–)\s?[$€£]?\s?\d[\d,.]*\s?k?)?(?:\s?(?:\/|per |an |a )(?:hour|hr|year|yr|day))?|\b\d{2,3}k(?:\s?(?:-|to)\s?\d{2,3}k)?\b|\b\d{2,3} to \d{2,3} (?:an|per) hour\b/i,
  );
  return m ? m[0].trim() : null;
}

/** A skill or subject the message asks about, and how a draft names the experience of it. */
export interface AskedTopic {
  /** The skill as the message names it ("AWS", "pediatric nursing", "managing a team"). */
  name: string;
  /** "experience with AWS", "experience in pediatric nursing", "experience managing a team", "retail experience". */
  experience: string;
}

/**
 * Where an asked-about subject starts: right after "experience with/in/using/managing ...", "(do you have) ... with",
 * "familiar with", "proficient in", "background in", "worked with", "knowledge of", "have you used". A question's own
 * words ("how many years of experience do you have with") are stepped over, never taken for the subject.
 */
const LEAD_IN = new RegExp(
  String.raw`\b(?:` +
    [
      String.raw`experience(?:\s+(?:do|does|did|would|will|can)\s+you\s+(?:have|bring|possess|got)|\s+have\s+you\s+(?:had|got))?(?:\s+(?:working|work))?\s+(?<prep>with|in|using|on|doing|of)`,
      String.raw`experience(?:\s+(?:do|does|did)\s+you\s+have)?(?=\s+(?:managing|leading|running|supervising|using|operating|handling|training|teaching|coaching|building|working|selling|writing|designing|installing|repairing|maintaining|driving|caring|serving|cooking|planning|scheduling|preparing|processing|developing|delivering|coordinating|overseeing)\b)(?<gerund>)`,
      String.raw`familiar(?:ity)?\s+with`,
      String.raw`proficien(?:t|cy)\s+(?:in|with|at)`,
      String.raw`comfortable\s+(?:with|using|in|on)`,
      String.raw`(?<prep2>background|expertise|skilled|trained|training)\s+(?:in|with|on)`,
      String.raw`(?:have|has)\s+you\s+(?:ever\s+)?(?:worked|been\s+working)\s+(?:with|on)`,
      String.raw`\bworked\s+with`,
      String.raw`hands-on\s+(?:work\s+|experience\s+)?(?:with|in)`,
      String.raw`(?:knowledge|understanding)\s+of`,
      String.raw`exposure\s+to`,
      String.raw`(?:have|did)\s+you\s+(?:ever\s+)?used`,
      String.raw`been\s+(?:doing|using)`,
    ].join('|') +
    String.raw`)\s+`,
  'gi',
);
/** A subject named before "experience": "any forklift experience", "how much Python experience do you have". */
const NAMED_BEFORE =
  /\b(?:have|any|much|your|of|what|some)\s+((?:[A-Za-z][\w+#./-]*\s+){1,3})experience\b(?!\s+(?:with|in|using|of)\b)/gi;
/** Where the subject ends: a clause, a qualifier or an aside starts ("Kubernetes in production", "Epic like ..."). */
const SUBJECT_END =
  /\s+(?:in|on|at|for|from|before|after|during|since|as|when|while|if|because|that|which|who|where|to|so|like|such|especially|including|e\.g\.?|yet|before|previously|recently|professionally|personally|daily|here|there|now|and\s+(?:what|how|which|whether|why|when|where|if|do|are|can|could|would)|or\s+(?:not|similar|equivalent|comparable|something|anything|other|any|the like))\b.*$/i;
/** Words that qualify "experience" or a subject without naming one. */
const NOT_A_SUBJECT = new Set(
  (
    'a an the any some much more most previous prior relevant professional direct hands-on real practical work working ' +
    'job industry years year of enough similar related good solid extensive recent paid past actual formal general ' +
    'overall this that these those it them such same kind sort type level role roles position positions field area ' +
    'capacity setting one lot plenty you your we our they their i my me do does did is are was were have has had ' +
    'would will can could should what which how why when where who whose other someone anyone candidates people ' +
    'less own strong deep broad significant'
  ).split(' '),
);
/** Words a subject cannot start with (the rest of a question, a pronoun). */
const NOT_A_START =
  /^(?:do|does|did|you|your|we|they|i|it|is|are|was|were|have|has|had|would|will|can|could|should|this|that|these|those|what|which|how|why|when|where|there|here|me|us|them)\b/i;

/**
 * The skills or subjects the message asks about: known names (the user's own skills, the catalog's technologies)
 * found in it, then what follows "experience with/in", "familiar with", "have you worked with" ... or precedes
 * "experience" ("any forklift experience").
 */
export function askedTopics(message: string, known: string[]): AskedTopic[] {
  const found = new Map<string, AskedTopic>();
  for (const name of known)
    if (mentions(message, name)) found.set(name.toLowerCase(), { name, experience: `experience with ${name}` });
  const add = (name: string, experience: string) => {
    const key = name.toLowerCase();
    const words = key.split(/\s+/);
    if (!name || NOT_A_START.test(name) || words.every((w) => NOT_A_SUBJECT.has(w))) return;
    if ([...found.keys()].some((k) => key.includes(k) || k.includes(key))) return;
    found.set(key, { name, experience });
  };
  for (const m of message.matchAll(LEAD_IN)) {
    const rest = message.slice(m.index + m[0].length).split(/[?!;:()\n]|[.,](?:\s|$)/)[0];
    const subject = rest
      .split(/\s+/)
      .slice(0, 6)
      .join(' ')
      .replace(SUBJECT_END, '')
      .replace(/\s+(?:and|or|the|a|an|of|with)$/i, '')
      .trim();
    if (!/^[A-Za-z0-9]/.test(subject)) continue;
    const prep = m.groups?.prep?.toLowerCase();
    const experience =
      m.groups?.gerund !== undefined
        ? `experience ${subject}`
        : prep === 'in' || prep === 'on' || m.groups?.prep2
          ? `experience in ${subject}`
          : `experience with ${subject}`;
    add(subject, experience);
  }
  for (const m of message.matchAll(NAMED_BEFORE)) {
    const words = m[1].trim().split(/\s+/);
    while (words.length && NOT_A_SUBJECT.has(words[0].toLowerCase())) words.shift();
    if (words.some((w) => NOT_A_SUBJECT.has(w.toLowerCase()))) continue;
    const subject = words.join(' ');
    add(subject, `${subject} experience`);
  }
  return [...found.values()].slice(0, 4);
}

/** The names of `askedTopics`. */
export function askedSkills(message: string, known: string[]): string[] {
  return askedTopics(message, known).map((t) => t.name);
}

/** In a text about welding, AWS is the American Welding Society. */
const WELDING_CONTEXT = /\bweld/i;
const WELDING_ACRONYMS = new Set(['AWS']);

/**
 * Whether `text` names the skill `name` as such: as a whole word (short names like Go, R only as written), and not an
 * acronym used for a standard, i.e. followed by a standard's code or in a text about welding ("AWS D1.1" is not AWS).
 */
export function mentions(text: string, name: string): boolean {
  if (name.length < 2) return false;
  const re =
    name.length <= 2
      ? new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g')
      : new RegExp(`(?:^|[^a-z0-9+#])(${escapeRegExp(name.toLowerCase())})(?![a-z0-9+#])`, 'g');
  const haystack = name.length <= 2 ? text : text.toLowerCase();
  const acronym = /^[A-Z]{2,5}$/.test(name);
  for (const m of haystack.matchAll(re)) {
    if (!acronym) return true;
    const end = m.index + m[0].length;
    if (!STANDARD_CODE.test(text.slice(end)) && !(WELDING_ACRONYMS.has(name) && WELDING_CONTEXT.test(text)))
      return true;
  }
  return false;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
