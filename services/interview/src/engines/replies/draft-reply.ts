import type { ReplyCategory } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/catalog.js';
import { resolveCareer } from '../catalog/careers.js';
import { contentStems } from '../text/text.js';
import { answerOtherAsks } from './asks.js';
import { classifyMessage } from './classify.js';
import { ownText } from './message-text.js';
import { isUsFederalHoliday } from './us-holidays.js';
import {
  askedSkills,
  askedTopics,
  mentions,
  companyOf,
  offerConditions,
  proposedTimes,
  requests,
  roleOf,
  senderName,
  statedDeadline,
  statedPay,
  statedStart,
  statedZone,
} from './extract.js';

/** A message that says how the meeting happens: by phone, on video, or in person. */
const NAMES_FORMAT =
  /\b(?:phone|telephone|video|zoom|ms teams|microsoft teams|(?:on|via|over) teams|google meet|webex|in[- ]person|on[- ]?site|at our (?:office|store|site|clinic|shop|warehouse)|come (?:in|by|over|meet|to)|stop by|swing by|drop by|pop in|walk a job|at the (?:yard|shop|house|office|store|site|clinic|restaurant|warehouse|garage|salon)|to the (?:office|shop|yard|site|store|house|clinic))\b/i;
/** A message that says who the meeting is with ("meet the owner", "with our operations manager", "meet Dr. Patel"). */
const NAMES_WHO =
  /\b(?:meet|with|speak (?:to|with)|talk (?:to|with))\s+(?:the (?:owner|manager|\w+ (?:manager|mgr|director|lead|supervisor))|our \w+(?: \w+)? (?:manager|director|lead|supervisor)|me and|(?:Dr|Mr|Ms|Mrs)\.? [A-Z]|Dad|Mom|[A-Z][a-z]+ (?:and|from)\b)/;

/** What the drafts may say about the user: only what their own profile, resume analysis and matches hold. */
export interface ReplyProfile {
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  /** From the resume analysis. */
  skills: string[];
  experienceLevel: string | null;
  titles: string[];
  /** Career matches, best first. */
  matches: { title: string; code: string | null }[];
}

export interface DraftRequest {
  message: string;
  profile: ReplyProfile;
  /** "Now", for proposing times on the next working days. */
  now: Date;
}

export interface ReplyDraft {
  category: ReplyCategory;
  draft: string;
  /** The [bracketed] blanks only the user can fill in. */
  blanks: string[];
  /** What the classifier matched, for the LLM prompt and for tests. */
  cues: string[];
  /** Signs of a job scam: the draft warns the user and declines instead of answering. */
  scam: string[];
}

/** Words of an experience question that only frame it ("how many years of experience do you have with ..."). */
const QUESTION_WORDS = new Set(
  contentStems(
    'experience experienced years year many much long familiar familiarity worked work working used use using ' +
      'comfortable proficient knowledge background exposure hands production professionally role job tell describe ' +
      'sort kind bring',
  ),
);

const LEVEL_WORDS: Record<string, string> = {
  'entry-level': "I'm early in my career",
  'mid-level': 'I have several years of experience',
  'senior-level': 'I have many years of experience',
};

let techNames: string[] | undefined;
/** Names of tools and technologies (the catalog's), to recognise what an experience question is about. */
function knownTools(): string[] {
  techNames ??= [
    ...new Set(
      loadCatalog().occupations.flatMap((o) =>
        o.technologies.filter(([, , generic]) => !generic).map(([name]) => name),
      ),
    ),
  ];
  return techNames;
}

/**
 * The local reply drafter: classifies the employer's message and writes a professional reply that answers what was
 * asked, from the user's own profile and resume only. What it cannot know (a link, a salary figure, an example, a
 * date) is left as a clearly marked [blank]; it never claims a skill the resume does not list.
 */
export function draftReply(request: DraftRequest): ReplyDraft {
  const { message, profile } = request;
  const classification = classifyMessage(message);
  const ctx: Ctx = {
    // what this message says, not the thread quoted under it nor the signature
    message: ownText(message),
    profile,
    now: request.now,
    sender: senderName(message),
    role: roleOf(message),
    company: companyOf(message),
  };
  const body = classification.scam.length
    ? scamReply(classification.scam)
    : withOtherAsks(BODIES[classification.category](ctx), message, classification.category, profile);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || '[Your name]';
  const draft = [`${ctx.sender ? `Hi ${ctx.sender}` : 'Hello'},`, '', ...body, '', 'Best regards,', name].join('\n');
  return {
    category: classification.category,
    draft,
    blanks: [...new Set(draft.match(/\[[^\]]+\]/g) ?? [])],
    cues: classification.cues,
    scam: classification.scam,
  };
}

/**
 * A scam gets a warning for the user (a blank: it is not sent) and a reply that asks the sender to prove who they
 * are and gives nothing: no details, no money, no move to a chat app.
 */
function scamReply(reasons: string[]): string[] {
  return [
    `[Warning: this message has signs of a job scam or phishing: ${list(reasons)}. Real employers do not ask for bank or identity details, passwords or payments by message. Check the company on its own website before you reply, and report the message to the job site.]`,
    'Thank you for your message. Before going any further, I would like to confirm this opportunity: could you send me the job posting on your company’s own website and write to me from your company email address?',
    'I do not share bank details, identity documents, passwords or payments by message, only through official onboarding after a signed offer.',
  ];
}

/**
 * The category's reply and a sentence or blank for each other thing the message asks, before the reply's last line
 * (its closing). An experience question's reply already answers each question; a scam's answers none.
 */
function withOtherAsks(body: string[], message: string, category: ReplyCategory, profile: ReplyProfile): string[] {
  if (category === 'experience-question') return body;
  // a sentence may take the message's words as the user's only where they name no tool the resume lacks
  const more = answerOtherAsks(message, category, body, (words) => toolsNamedButMissing(words, profile).length === 0);
  if (!more.length) return body;
  const generic = body.indexOf(GENERIC_ANSWER);
  if (generic >= 0) return [...body.slice(0, generic), ...more, ...body.slice(generic + 1)];
  return [...body.slice(0, -1), ...more, ...body.slice(-1)];
}

interface Ctx {
  message: string;
  profile: ReplyProfile;
  now: Date;
  sender: string | null;
  role: string | null;
  company: string | null;
}

const theRole = (c: Ctx) => (c.role ? `the ${c.role} role` : 'the role');
const atCompany = (c: Ctx) => (c.company ? ` at ${c.company}` : '');

function background(c: Ctx): string | null {
  const p = c.profile;
  const parts: string[] = [];
  if (p.titles.length) parts.push(`my experience as ${p.titles.slice(0, 2).join(' and ')}`);
  if (p.skills.length) parts.push(`skills in ${list(p.skills.slice(0, 4))}`);
  return parts.length ? parts.join(', with ') : null;
}

const GENERIC_ANSWER = '[Answer their request here in one or two sentences.]';

const BODIES: Record<ReplyCategory, (c: Ctx) => string[]> = {
  'code-sample': (c) => {
    const assessment =
      c.message.match(
        /\b(?:take[- ]?home(?: \w+)?|(?:skills |online |technical )?assessment|exercise|assignment|challenge|test|problems|case study|hackerrank|codility|codesignal|leetcode)\b/i,
      ) ??
      // a task to do rather than work to show: "please make small analysis ... and prepare 3-4 slides"
      c.message.match(
        /(?<=\b(?:make|prepare|do|complete|build|put together|carry out) (?:a |an |the )?(?:small |short |brief )?)(?:analysis|presentation|slides|deck|report)\b/i,
      );
    const skills = c.profile.skills.slice(0, 3);
    const deadline = statedDeadline(c.message);
    // what they asked for, word for word, so the user attaches exactly that
    // the ask for the work itself, not the call or the thanks around it
    const asked = requests(c.message).filter(
      (r) => !/^(?:thanks|thank you)/i.test(r) && classifyMessage(r).category !== 'interview-scheduling',
    );
    const askedFor = asked.length ? [`[Attach or link what they asked for: “${asked[0]}”]`] : [];
    return assessment
      ? [
          `Thank you for the next step for ${theRole(c)}${atCompany(c)}. I'm happy to take on the ${assessment[0].toLowerCase()}.`,
          deadline
            ? `I can return it ${deadline}, as you asked. [Check that this deadline works for you.] Could you confirm the format you would like it in and who I should send it to?`
            : `I can complete it by [the date you can commit to]. Could you confirm the format you would like it in, any time limit, and who I should send it to?`,
          ...(skills.length ? [`I look forward to showing how I work with ${list(skills)}.`] : []),
        ]
      : [
          `Thank you for your interest in my work. I'd be glad to share some examples.`,
          `You can find them here: [link to your portfolio, GitHub repository or work samples]. [One sentence on the example most relevant to this role: what it is, your part in it, and the result.]`,
          ...askedFor,
          ...(deadline ? [`I'll send them ${deadline.replace(/['’]s\b/, '’s')}.`] : []),
          ...(skills.length ? [`They show my work with ${list(skills)}.`] : []),
          `I'd be happy to walk you through any of it.`,
        ];
  },

  'experience-question': (c) => {
    const own = c.profile.skills;
    const tools = knownTools();
    const topics = askedTopics(c.message, [...own, ...tools]);
    const asked = topics.map((t) => t.name);
    const lines: string[] = ['Thank you for your question.'];
    // each question the tool lines below do not answer is put to the user word for word
    const unanswered = requests(c.message).filter((q) => {
      // what the question asks beyond the tools the lines below answer ("a Tableau certification", "or only SAP")
      let rest = q.toLowerCase();
      for (const a of asked) rest = rest.split(a.toLowerCase()).join(' ');
      // a question about none of the tools asks something else ("how many covers"): one word of its own is enough
      const own = contentStems(rest).filter((w) => !QUESTION_WORDS.has(w)).length;
      return own >= 2 || (own === 1 && !asked.some((a) => q.toLowerCase().includes(a.toLowerCase())));
    });
    for (const q of unanswered.slice(0, 3))
      lines.push(`[Answer “${q}” honestly: yes or no first, then one example: where, what you did, and the result.]`);
    if (asked.length === 0 && unanswered.length === 0) {
      lines.push(
        background(c)
          ? `My background includes ${background(c)}. [Answer their question directly with one specific example: what you did, where, and the result.]`
          : '[Answer their question directly with one specific example: what you did, where, and the result.]',
      );
    }
    for (const { name: skill, experience } of topics) {
      const has = own.find((s) => lists(s, skill));
      if (has) {
        lines.push(
          `Yes, I have worked with ${has}${/how (?:many years|long|much)/i.test(c.message) ? ' for [number of years]' : ''}. [Add one example: the project, your part in it, and the result.]`,
        );
      } else if (!tools.some((t) => t.toLowerCase() === skill.toLowerCase())) {
        // not a tool ("managing a team", "pediatric nursing"): only the user knows; the draft asks them to say
        lines.push(
          `[Say honestly whether you have ${experience}; if you do, give one example: where, what you did, and the result.]`,
        );
      } else {
        const related = own.slice(0, 3);
        lines.push(
          `I haven't used ${skill} in a professional role yet${related.length ? `; my closest experience is with ${list(related)}` : ''}. [If you have studied or practised it, say how: a course, a personal project.] I learn new tools quickly and would be glad to get up to speed.`,
        );
      }
    }
    if (c.profile.experienceLevel && LEVEL_WORDS[c.profile.experienceLevel])
      lines.push(
        `Overall, ${LEVEL_WORDS[c.profile.experienceLevel]}${c.profile.titles[0] ? ` as ${article(c.profile.titles[0])} ${c.profile.titles[0]}` : ''}.`,
      );
    lines.push('Please let me know if you would like more detail on any of this.');
    return lines;
  },

  'interview-scheduling': (c) => {
    const times = proposedTimes(c.message).map(fullDays);
    const reschedule = /\b(?:reschedul\w*|move (?:our|the)|push|postpone|something came up)\b/i.test(c.message);
    const where = c.profile.location ? ` (${c.profile.location} time)` : '';
    const zone = statedZone(c.message);
    const confirming =
      /\b(?:is|are|has been|have been) confirmed\b|\bconfirm (?:that )?(?:you|your) (?:can|will|are|attendance)\b/i.test(
        c.message,
      );
    const lines = [
      reschedule
        ? 'No problem at all, thank you for letting me know.'
        : `Thank you for the invitation. I'd be glad to speak with you about ${theRole(c)}${atCompany(c)}.`,
    ];
    if (confirming && times.length) {
      lines.push(`I confirm that I will attend on ${times[0]}${zone && !times[0].includes(zone) ? ` ${zone}` : ''}.`);
    } else if (times.length) {
      lines.push(
        `${capitalise(times[0])} works well for me.${times.length > 1 ? ` ${capitalise(times[1])} would also work.` : ''} [Check this against your calendar before sending.]`,
        `If ${times.length > 1 ? 'neither suits' : 'that no longer suits'}, I'm also available [another time that works for you].`,
      );
    } else {
      lines.push(
        `Here are a few times that work for me${where}:`,
        ...nextSlots(c.now).map((s) => `- ${s}`),
        '[Check these against your calendar before sending.]',
      );
    }
    if (zone)
      lines.push(
        `[The times are in ${zone}${c.profile.location ? `; check them in your own time zone (${c.profile.location})` : '; check them in your own time zone'} before sending.]`,
      );
    // the format is asked only when the message leaves it open ('a phone screen' already says how)
    // the format and the people are asked only when the message leaves them open
    const who = NAMES_WHO.test(c.message);
    if (!confirming)
      if (!NAMES_FORMAT.test(c.message))
        lines.push(
          who
            ? 'Could you confirm whether it will be by phone, video or in person?'
            : 'Could you confirm whether it will be by phone, video or in person, and who I will be speaking with?',
        );
      else if (!who) lines.push('Could you confirm who I will be speaking with?');
    return lines;
  },

  'salary-question': (c) => {
    const stated = statedPay(c.message);
    const career = c.profile.matches[0] ? resolveCareer(c.profile.matches[0].title, c.profile.matches[0].code) : null;
    const role = c.role ?? c.profile.matches[0]?.title ?? null;
    const reference =
      career?.medianWage && career.occupationTitle
        ? ` [For reference: the U.S. median annual wage for ${career.occupationTitle} is $${career.medianWage.toLocaleString('en-US')} (BLS, May 2024); adjust for your location and level.]`
        : '';
    // hourly, daily or a yearly package: answer in the unit they asked in
    const unit = /\b(?:hourly|per hour|an hour|\/hr|\/hour)\b/i.test(c.message)
      ? 'an hourly rate of [your rate, e.g. $X-$Y an hour]'
      : /\bday rate|daily rate|per day\b/i.test(c.message)
        ? 'a day rate of [your rate, e.g. $X a day]'
        : /\b(?:package|ctc)\b/i.test(c.message)
          ? 'a total package (CTC) in the range of [your range, e.g. $X-$Y a year]'
          : 'a base salary in the range of [your range, e.g. $X-$Y]';
    // current pay: many places bar asking it; the answer is the range for this role
    const current = /\b(?:current(?:ly)?|making now|making|earning|on now)\b/i.test(c.message) && !stated;
    return [
      'Thank you for asking.',
      stated
        ? `The range you mentioned (${stated}) [works for me / is a little below what I'm looking for: say which, and your figure].`
        : `${current ? "Rather than my current pay, I'd like to focus on this role: b" : 'B'}ased on my experience${role ? ` and the market for ${role} roles` : ''}${c.profile.location ? ` in ${c.profile.location}` : ''}, I'm looking for ${unit}.${reference}`,
      ...(/\bnotice\b/i.test(c.message) ? ['My notice period is [your notice period, e.g. two weeks].'] : []),
      "I'm flexible depending on the full package, including benefits and growth opportunities, and I'm happy to discuss it further as we learn more about each other.",
    ];
  },

  offer: (c) => {
    const written = /\b(?:attach\w*|enclos\w*|letter|paperwork|contract)\b/i.test(c.message);
    const deadline = statedDeadline(c.message);
    const conditions = offerConditions(c.message);
    const start = statedStart(c.message);
    const pay = statedPay(c.message);
    const term = c.message.match(
      /\b(?:\d+|one|two|three|four|six|nine|twelve)[- ]month\b(?: contract)?|\b(?:part-time|fixed-term|temporary|contract)\b/i,
    );
    return [
      `Thank you so much for the offer for ${theRole(c)}${atCompany(c)}. I'm delighted and grateful for the time the team spent with me.`,
      ...(pay || term
        ? [
            `Thank you for setting out the terms (${[term?.[0], pay].filter(Boolean).join(', ')}). [Say whether they work for you, or what you would like to discuss.]`,
          ]
        : []),
      ...(conditions ? [`I understand the offer is ${conditions}, and I'm glad to complete those steps.`] : []),
      `${written ? "I'll review the details of the offer carefully" : 'Could you send me the written offer with the details (salary, benefits and start date)? I would like to review it carefully'} and will get back to you ${deadline ? `${deadline}, as you asked` : 'by [the date you will reply]'}.`,
      ...(start
        ? [`[Confirm that starting ${start} works for you, or propose another date.]`]
        : /\b(?:start|joining|date of joining|join)\b/i.test(c.message)
          ? ['I could start on [your start date, allowing for any notice period].']
          : []),
      '[If you have questions about the offer, list them here.]',
    ];
  },

  rejection: (c) => [
    `Thank you for letting me know, and for the time you${c.company ? ` and the team at ${c.company}` : ''} spent with me.`,
    `While I'm disappointed, I enjoyed learning about ${theRole(c)}${c.company ? '' : ' and the team'}.`,
    ...(/\b(?:unable|not able|cannot|can't|can not|do not|don't|won't) (?:to )?(?:provide|give|offer|share)\b[^.]{0,25}\bfeedback\b|\bno feedback\b/i.test(
      c.message,
    )
      ? []
      : [
          'If you are able to share any feedback on my application or interviews, it would help me as I continue my search.',
        ]),
    `I'd welcome being considered for future openings${background(c) ? ` that fit ${background(c)}` : ''}.`,
  ],

  'recruiter-outreach': (c) => {
    const targets = c.profile.matches.slice(0, 2).map((m) => m.title);
    return [
      'Thank you for reaching out.',
      `[I'm open to / I'm not currently looking for] new opportunities${background(c) ? `. My background is ${background(c)}` : ''}${targets.length ? `, and I'm focusing on roles such as ${list(targets)}` : ''}.`,
      `Could you share more about ${theRole(c)}: the responsibilities, the team, the location${c.profile.location ? ` (I'm based in ${c.profile.location})` : ''} and the compensation range?`,
      "If it's a good fit, I'd be happy to set up a call. I'm available [two or three times that suit you].",
    ];
  },

  other: (c) => {
    if (/\breferences?\b/i.test(c.message))
      return [
        'Thank you, I am happy to provide references:',
        '- [Reference 1: name, job title, organisation, how you worked together, email, phone]',
        '- [Reference 2: name, job title, organisation, how you worked together, email, phone]',
        'I will let them know to expect your call.',
      ];
    if (/\b(?:copy|documents?|form|paperwork|licen[cs]e|id\b|card|screening|background check)\b/i.test(c.message))
      return [
        'Thank you for the reminder. I will [complete / send] this by [date].',
        'Please let me know if you need anything else from me.',
      ];
    if (/\b(?:received|reviewing|review|in touch|update)\b/i.test(c.message))
      return [
        `Thank you for the update${c.role ? ` on ${theRole(c)}` : ''}. I appreciate you keeping me informed.`,
        `I remain very interested in the opportunity${atCompany(c)} and look forward to hearing from you.`,
      ];
    return ['Thank you for your message.', GENERIC_ANSWER, 'Please let me know if you need anything else from me.'];
  },
};

/**
 * The next three working days from `now` (weekends and US federal holidays skipped), each with a two-hour window
 * (morning, afternoon, morning).
 */
export function nextSlots(now: Date): string[] {
  const windows = ['10:00-12:00', '14:00-16:00', '9:00-11:00'];
  const out: string[] = [];
  const day = new Date(now);
  while (out.length < 3) {
    day.setUTCDate(day.getUTCDate() + 1);
    const dow = day.getUTCDay();
    if (dow === 0 || dow === 6 || isUsFederalHoliday(day)) continue;
    const label = day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    out.push(`${label}, ${windows[out.length]}`);
  }
  return out;
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
const DAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
/** A day as texts shorten it written out ("thurs at 2" is "Thursday at 2"). */
const fullDays = (t: string) =>
  t.replace(
    /\b(mon|tue|wed|thu|fri|sat|sun)(?:s|sday|rsday|rs|r|nesday|urday|day)?\b\.?/gi,
    (_, d: string) => DAY_NAMES[d.toLowerCase()],
  );
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Whether the resume skill `own` lists `skill`: "AWS D1.1 certified" is a welding code, not the cloud platform AWS. */
const lists = (own: string, skill: string) =>
  own.toLowerCase() === skill.toLowerCase() ||
  (own.toLowerCase().includes(skill.toLowerCase()) && (!/^[A-Z]{2,5}$/.test(skill) || mentions(own, skill)));

const article = (w: string) => (/^[aeiou]/i.test(w) ? 'an' : 'a');

/**
 * Named tools of the text (the catalog's, as whole words in any case, standard codes included: "OSHA 30") that the
 * user's resume does not list.
 */
function toolsNamedButMissing(text: string, profile: ReplyProfile): string[] {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+#.-]+/gu, ' ')} `;
  return knownTools().filter(
    (t) =>
      t.length > 1 &&
      lower.includes(` ${t.toLowerCase()} `) &&
      !profile.skills.some(
        (s) => s.toLowerCase().includes(t.toLowerCase()) || t.toLowerCase().includes(s.toLowerCase()),
      ),
  );
}

/**
 * Named tools the message asks about that the user's resume does not list: a draft (the LLM's too) may mention them
 * only to say the user has not used them, never to claim them.
 */
export function toolsAskedButMissing(message: string, profile: ReplyProfile): string[] {
  return askedSkills(message, knownTools()).filter((skill) => !profile.skills.some((s) => lists(s, skill)));
}
