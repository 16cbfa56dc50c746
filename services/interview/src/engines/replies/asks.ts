import type { ReplyCategory } from '@pathwise/contracts';
import { contentStems } from '../text/text.js';
import { classifyMessage } from './classify.js';
import { plainText } from './message-text.js';

/**
 * Every question, request and instruction of a message, each answered: the category's reply answers the main ask
 * (an offer, a time, a range), and a message often asks more ("Friday at 11 on Teams. Also, what's your notice
 * period?", "$27/hr ... What size boots do you wear?"). Each other ask gets a sentence the user can send (a
 * commitment to an instruction, "I will bring my own hood.") or a [blank] that quotes it, never a made-up answer.
 */

/** One thing the message asks of the candidate, as written. */
export interface Ask {
  text: string;
  kind: 'question' | 'request';
}

const QUESTION_START =
  /^(?:how|what|what's|which|when|where|who|whose|why|whether|any chance|do|does|did|are|is|have|has|can|could|would|will)\b/i;
const REQUEST =
  /\b(?:please|kindly|grateful if you|appreciate it if you|(?:(?:we|i) )?need (?:to know|to confirm|you to|your)|needs? (?:you|your)\b|let (?:me|us) know|advise|indicate)\b/i;
/** "Please note we cannot give feedback": information, not an ask. */
const INFORMS = /^(?:please (?:note|be advised|be aware)|note that|kindly note)\b/i;
/** Instructions: "Bring your own hood.", "Kindly return a signed copy by 11 December.", "Text me back." */
const INSTRUCTION =
  /^(?:please |kindly )?(?:also )?(bring|send|sign|upload|complete|return|submit|review and sign|review|fill (?:out|in)|wear|text|call|email|reply|arrive|confirm)\b\s*(.*)$/i;
/** Lead-ins that only introduce an ask. */
const LEAD_IN =
  /^(?:(?:hi|hello|hey|dear)\b[^,]*,\s*|also,?\s+|and\s+|plus,?\s+|oh,? and\s+|one more (?:thing|question)[^:]*:\s*|(?:a couple of|two|some) (?:quick )?questions[^:]*:\s*|quick one[^-,:]*[-,:]\s*)+/i;

/** The message's asks, split where one sentence asks two things ("..., as well as your earliest start date"). */
export function asksOf(message: string): Ask[] {
  const out: Ask[] = [];
  for (const sentence of plainText(message).split(/(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|Prof)\.)\s+/)) {
    const whole = sentence.replace(LEAD_IN, '').trim();
    if (INFORMS.test(whole)) continue;
    // a sentence that asks asks in each of its parts ("I need to confirm your expectations, as well as your start date")
    const asking = /\?$/.test(whole) || QUESTION_START.test(whole) || REQUEST.test(whole);
    for (const part of sentence.split(
      /;\s+|,? as well as |,? and also |,? and (?=(?:are|do|can|could|would|will|is|have|what|how|which|when|where|whether|if)\b)/i,
    )) {
      const text = part.replace(LEAD_IN, '').trim();
      if (contentStems(text).length < 1) continue;
      const question = /\?$/.test(text) || QUESTION_START.test(text);
      if (asking || question || INSTRUCTION.test(text))
        out.push({ text: text.replace(/[.,;:\s]+$/, ''), kind: question ? 'question' : 'request' });
    }
  }
  return out;
}

/** The user's words for the message's: "your license" is "my license", "text me back" is "text you back". */
function firstPerson(text: string): string {
  return text
    .replace(/\byour\b/gi, 'my')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byou(?:'re| are)\b/gi, 'I am')
    .replace(/\byou(?:'ve| have)\b/gi, 'I have')
    .replace(/\byou(?:'ll| will)\b/gi, 'I will')
    .replace(/\b(?:me|us)\b/g, 'you')
    .replace(/\byou\b(?=\s+(?:can|could|will|would|start|arrive|come|begin|join|need|have|are|do)\b)/gi, 'I')
    .replace(/(?<=\bI )(?:you|You)\b/g, 'you');
}

/** Asks common enough to answer in a sentence of their own, with the blank the user fills. */
const COMMON: { re: RegExp; answered: RegExp; reply: (m: RegExpMatchArray) => string }[] = [
  {
    re: /\bnotice\b/i,
    answered: /\bnotice period\b/i,
    reply: () => 'My notice period is [your notice period, e.g. two weeks].',
  },
  {
    re: /\b(?:start date|start(?:ing)? on|when (?:you )?(?:can|could) (?:you |I )?(?:start|begin|join)|earliest|date of joining|available to start|begin)\b/i,
    answered: /\bstart/i,
    reply: () => 'I could start [your earliest start date, allowing for any notice period].',
  },
  {
    re: /\b(?:visa|sponsorship|sponsor|work authori[sz]ation|authori[sz]ed to work|right to work|work permit)\b/i,
    answered: /\b(?:visa|sponsor)/i,
    reply: (m) => `[Say whether you need ${/visa|sponsor/i.test(m[0]) ? 'visa sponsorship' : m[0]}: yes or no.]`,
  },
  {
    re: /\b(?:nights?|overnights?|weekends?|saturdays|sundays|evenings?|overtime|holidays|on-call|night shifts?|rotating shifts?)\b/i,
    answered: /\[Say whether you can work/i,
    reply: (m) => `[Say whether you can work ${m[0].toLowerCase()}: yes, no, or which.]`,
  },
  {
    re: /\b(?:transportation|own (?:car|vehicle|truck)|commute|reliable ride)\b/i,
    answered: /\btransportation\b/i,
    reply: () => '[Say whether you have reliable transportation to get to work.]',
  },
  {
    re: /\brelocat\w*\b/i,
    answered: /\brelocat/i,
    reply: () => '[Say whether you are open to relocating, and from when.]',
  },
  {
    re: /\baccommodations?\b/i,
    answered: /\baccommodation/i,
    reply: () => 'I [do not need any accommodations / would need: say which].',
  },
];

/** Credentials and experience: facts about the user that only their own answer may state. */
const CREDENTIAL =
  /\b(?:certif\w*|licen[cs]\w*|degree|diploma|transcript|clearance|qualif\w*|experience\w*|hold|held|used|worked|trained|registered|card)\b/i;

/** Asks that only check the main one went down well. */
const CONVERSATIONAL =
  /\b(?:if you have (?:any )?questions|any questions|if (?:you need|there's|there is) anything|does (?:that|this|it) (?:still )?work|(?:which|what) (?:one |time )?works (?:better|best)|sound good|interested)\b/i;

/**
 * Whether the category's reply answers the ask: an ask of the same category whose words the reply mostly takes up
 * ("can you start the 1st?" in an offer the reply confirms the start of), not one that only shares its category
 * ("are you open to contract-to-hire?" is outreach, and "I'm open to new opportunities" does not answer it).
 */
function coveredBy(ask: Ask, category: ReplyCategory, said: string): boolean {
  if (category === 'other' || classifyMessage(ask.text).category !== category) return false;
  const own = [...new Set(contentStems(ask.text))].filter((w) => !ASK_WORDS.has(w));
  const reply = new Set(contentStems(said));
  return own.filter((w) => reply.has(w)).length * 2 >= own.length;
}
/** Words that frame an ask without saying what it is about. */
const ASK_WORDS = new Set(
  contentStems('please kindly let know tell confirm open interested available free able would could like want need'),
);

/** A sentence or a blank for one ask. */
function answer(ask: Ask): string {
  for (const c of COMMON) {
    const m = ask.text.match(c.re);
    if (m) return c.reply(m);
  }
  // what only the user knows (a licence, a certificate, experience) is theirs to say: a blank, never "I will bring my
  // license" or "I confirm I am certified"
  if (CREDENTIAL.test(ask.text)) return quoted(ask);
  const instruction = ask.text.match(INSTRUCTION);
  if (instruction && !/\b(?:not|don't|never)\b/i.test(ask.text)) {
    const [, verb, rest] = instruction;
    const said = `${verb.toLowerCase()}${rest ? ` ${firstPerson(rest)}` : ''}`;
    if (!/^confirm\b/i.test(verb)) return `I will ${said}. [Check that you can before sending.]`;
    // only a receipt or an attendance is the user's to confirm as is
    if (
      /^(?:receipt|(?:that )?you (?:can|will) (?:attend|make it|be there)|(?:my |the )?(?:attendance|availability))\b/i.test(
        rest,
      )
    )
      return `I ${said}.`;
    return quoted(ask);
  }
  // "we need you at the yard Monday 6am": "I'll be at the yard Monday 6am"
  const place = ask.text.match(/\bneeds? (?:you|u) (at|in|on|there)\b\s*(.*)$/i);
  if (place) return `I'll be ${place[1]} ${firstPerson(place[2])}. [Check that you can before sending.]`;
  // "agency need your TB test result and CPR card before you start": the user sends them
  const papers = ask.text.match(/\bneeds? (?:your|ur) (.+)$/i);
  if (papers)
    return `I will send my ${firstPerson(papers[1])}. [Say when and how: by email, in person or on the portal.]`;
  // "Can you swing by the office and sign it this week?"
  const can = ask.text.match(/^(?:can|could) you (come|swing|stop|sign|attend|join|meet|drop by|pick up)\b(.*?)\??$/i);
  if (can) return `Yes, I can ${can[1].toLowerCase()}${firstPerson(can[2])}. [Check that you can before sending.]`;
  return quoted(ask);
}

/** The days a text names, as three letters ("thurs", "Thursday" and "thu" are one day), and "tomorrow". */
const daysOf = (text: string) =>
  [...plainText(text).matchAll(/\b(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*|(tomorrow))\b/gi)].map((m) =>
    (m[1] ?? m[2]).toLowerCase(),
  );

/** A blank that quotes the ask for the user to answer. */
const quoted = (ask: Ask) =>
  ask.kind === 'question'
    ? `[Answer “${ask.text}” in a sentence or two.]`
    : `[Reply to “${ask.text}”: say what you will do and when.]`;

/**
 * The sentences that answer what the category's reply (`body`) leaves unanswered: asks that are themselves of another
 * category than the message's, or that a common answer covers and the body does not (at most four).
 */
export function answerOtherAsks(
  message: string,
  category: ReplyCategory,
  body: string[],
  /** Whether a sentence may repeat these words of the message as the user's (no tool the resume lacks). */
  mayRepeat: (words: string) => boolean,
): string[] {
  const said = body.join('\n');
  const out: string[] = [];
  for (const ask of asksOf(message)) {
    // "does that work?", "let me know if you have questions": the reply to the main ask answers them
    if (category !== 'other' && CONVERSATIONAL.test(ask.text)) continue;
    const common = COMMON.find((c) => c.re.test(ask.text));
    if (common ? common.answered.test(said) : coveredBy(ask, category, said)) continue;
    // a day the reply already accepts or commits to ("Thursday at 2 works well for me", "by Friday, as you asked")
    // answers the ask about that day: no second acceptance
    if (!common && daysOf(ask.text).some((d) => daysOf(said).includes(d))) continue;
    // form codes ("W-4", "I-9") are copied only inside a blank, where the user sees them as the employer wrote them
    const reply = mayRepeat(ask.text) && !/\b[A-Za-z]{1,3}-\d/.test(ask.text) ? answer(ask) : quoted(ask);
    if (!out.includes(reply) && !said.includes(reply)) out.push(reply);
  }
  return out.slice(0, 4);
}
