import { MULTIPLE_CHOICE_SEPARATOR, type QuizQuestion, type QuizSubmitRequest } from '@pathwise/contracts';
import { SKILL_AREA_BY_ID } from '../matching/skill-areas.js';
import type { Letter, Persona, Setting, Willing } from './persona.js';
import { seededRandom } from './seeded-random.js';

/**
 * Answers the quiz's own questions (GET /api/quiz/questions) as a persona would, into the contract's submit body.
 * Questions are recognised by what they ask and options by what they say, so the same person can take any version
 * of the quiz; a question this file cannot recognise is an error, not a skipped answer (the quiz screen requires an
 * answer to every question).
 */

/** The 60 O*NET Interest Profiler Short Form activities and their RIASEC area: what a person likes, by area. */
const PROFILER_AREAS: Record<string, Letter> = Object.fromEntries(
  (
    [
      [
        'R',
        'Build kitchen cabinets|Lay brick or tile|Repair household appliances|Raise fish in a fish hatchery|Assemble electronic parts|Drive a truck to deliver packages to offices and homes|Test the quality of parts before shipment|Repair and install locks|Set up and operate machines to make products|Put out forest fires',
      ],
      [
        'I',
        'Develop a new medicine|Study ways to reduce water pollution|Conduct chemical experiments|Study the movement of planets|Examine blood samples using a microscope|Investigate the cause of a fire|Develop a way to better predict the weather|Work in a biology lab|Invent a replacement for sugar|Do laboratory tests to identify diseases',
      ],
      [
        'A',
        'Write books or plays|Play a musical instrument|Compose or arrange music|Draw pictures|Create special effects for movies|Paint sets for plays|Write scripts for movies or television shows|Perform jazz or tap dance|Sing in a band|Edit movies',
      ],
      [
        'S',
        'Teach an individual an exercise routine|Help people with personal or emotional problems|Give career guidance to people|Perform rehabilitation therapy|Do volunteer work at a non-profit organization|Teach children how to play sports|Teach sign language to people who are deaf or hard of hearing|Help conduct a group therapy session|Take care of children at a day-care center|Teach a high-school class',
      ],
      [
        'E',
        'Buy and sell stocks and bonds|Manage a retail store|Operate a beauty salon or barber shop|Manage a department within a large company|Start your own business|Negotiate business contracts|Represent a client in a lawsuit|Market a new line of clothing|Sell merchandise at a department store|Manage a clothing store',
      ],
      [
        'C',
        'Develop a spreadsheet using computer software|Proofread records or forms|Install software across computers on a large network|Operate a calculator|Keep shipping and receiving records|Calculate the wages of employees|Inventory supplies using a hand-held computer|Record rent payments|Keep inventory records|Stamp, sort, and distribute mail for an organization',
      ],
    ] as const
  ).flatMap(([letter, items]) => items.split('|').map((item) => [item.toLowerCase(), letter])),
);

/** The activity of a rating question: the text after "How much would you enjoy this work activity?". */
export function activityOf(question: QuizQuestion): string {
  const tail = question.question.split('?').slice(1).join('?').trim() || question.question;
  return tail.replace(/\.$/, '');
}

export function profilerArea(activity: string): Letter | undefined {
  return PROFILER_AREAS[activity.toLowerCase()];
}

/**
 * The rating a persona gives one activity: the area's liking (or 5 / 1 for an activity they name), moved by their
 * rating style, with a step of noise either way about one time in three. A liking between two points of the scale
 * is rounded up or down at random in proportion (3.25 is a 4 one time in four), so that over an area's ten items the
 * ratings average what the persona likes: rounding to the nearest point made every area of a middling rater a 3
 * (3 + (3.5 - 3) / 2 = 3.25 and 3 + (2.5 - 3) / 2 = 2.75 both round to 3) and left only the noise between areas.
 */
export function rateActivity(
  persona: Persona,
  activity: string,
  random: () => number,
  rounding: () => number = () => 0.5,
): number {
  const area = profilerArea(activity);
  if (!area) throw new Error(`Not an Interest Profiler activity: "${activity}"`);
  const matches = (list?: string[]) => list?.some((s) => activity.toLowerCase().includes(s.toLowerCase())) ?? false;
  const style = persona.style ?? 'plain';
  let base = persona.interests[area];
  if (matches(persona.likes)) base = 5;
  else if (matches(persona.dislikes)) base = 1;
  if (style === 'generous') base += 0.6;
  if (style === 'harsh') base -= 0.6;
  if (style === 'middling') base = 3 + (base - 3) * 0.5;
  // People do not rate every activity of an area alike: about one answer in three moves a step either way.
  const u = random();
  const noise = u < 0.17 ? -1 : u > 0.83 ? 1 : 0;
  const value = base + noise;
  const whole = Math.floor(value);
  const rating = whole + (rounding() < value - whole ? 1 : 0);
  return Math.min(5, Math.max(1, rating));
}

const SETTING_PATTERNS: Record<Setting, RegExp[]> = {
  office: [/^office/i],
  remote: [/remote|from home/i],
  hybrid: [/hybrid/i, /remote|from home/i],
  clinical: [/clinic|hospital|care home/i, /^field|on site/i],
  workshop: [/workshop|factory|plant|warehouse/i, /^field|on site/i],
  classroom: [/classroom|school/i, /^office/i],
  outdoors: [/outdoor/i],
  vehicle: [/vehicle|on the road|driving/i],
  customers: [/store|shop|restaurant|customers|public/i, /^field|on site/i],
};

const EDUCATION_PATTERNS: Record<Persona['education'], RegExp> = {
  none: /less than a high school/i,
  highschool: /^high school/i,
  somecollege: /some college/i,
  associate: /associate/i,
  bachelor: /bachelor/i,
  master: /master/i,
  doctoral: /doctoral/i,
};

const WILLING_PATTERNS: Record<Willing, RegExp> = {
  none: /^none/i,
  short: /short course|under a year|certificate/i,
  program: /one- to two-year|apprenticeship/i,
  degree: /two- to four-year|degree/i,
  graduate: /graduate/i,
};

const INTENT_PATTERNS: Record<Persona['intent'], RegExp> = {
  stay: /stay|advance|grow in/i,
  related: /related/i,
  change: /change|different field|new field/i,
  unsure: /not sure|exploring|starting out/i,
};

/** The option whose stated range of years holds `years` ("None yet", "Less than 1 year", "3-5 years", "More than 10 years"). */
function yearsOption(options: string[], years: number): string {
  for (const option of options) {
    const text = option.toLowerCase();
    const numbers = [...text.matchAll(/\d+(\.\d+)?/g)].map((m) => Number(m[0]));
    if (/^none|^no /.test(text) && years === 0) return option;
    if (/less than/.test(text) && numbers.length && years > 0 && years < numbers[0]) return option;
    if (/more than|or more|\+/.test(text) && numbers.length && years > numbers[0]) return option;
    if (numbers.length === 2 && years >= numbers[0] && years <= numbers[1]) return option;
    if (numbers.length === 2 && years > numbers[0] - 1 && years < numbers[0]) return option;
  }
  throw new Error(`No option for ${years} years among ${options.join(' / ')}`);
}

function pick(question: QuizQuestion, pattern: RegExp, what: string): string {
  const option = (question.options ?? []).find((o) => pattern.test(o));
  if (!option)
    throw new Error(`Question ${question.id} offers no option for ${what}: ${question.options?.join(' / ')}`);
  return option;
}

function answerChoice(persona: Persona, question: QuizQuestion): string[] {
  const text = question.question;
  const options = question.options ?? [];
  if (/environment|settings?|where would you like to work/i.test(text)) {
    const chosen = new Set<string>();
    for (const setting of persona.settings) {
      for (const pattern of SETTING_PATTERNS[setting]) {
        const found = options.filter((o) => pattern.test(o));
        if (found.length) {
          found.forEach((o) => chosen.add(o));
          break;
        }
      }
    }
    if (chosen.size === 0) chosen.add(pick(question, /office/i, 'any setting'));
    return [...chosen];
  }
  if (/matters most|values?/i.test(text)) {
    return persona.values.map((v) => pick(question, new RegExp(`^${v}`, 'i'), v));
  }
  if (/highest level of education/i.test(text)) {
    return [pick(question, EDUCATION_PATTERNS[persona.education], persona.education)];
  }
  if (/years/i.test(text) && /experience/i.test(text)) {
    const related = /current|last|this line|related|same kind/i.test(text);
    return [yearsOption(options, related ? persona.years : (persona.totalYears ?? persona.years))];
  }
  if (/more education or training|willing/i.test(text)) {
    return [pick(question, WILLING_PATTERNS[persona.willing], persona.willing)];
  }
  if (/strongest skills/i.test(text)) {
    return persona.skills.map((id) => {
      const label = SKILL_AREA_BY_ID.get(id)?.label;
      if (!label || !options.includes(label)) throw new Error(`Question ${question.id} does not offer skill ${id}`);
      return label;
    });
  }
  if (/next step|looking for|want from|plans?/i.test(text)) {
    return [pick(question, INTENT_PATTERNS[persona.intent], persona.intent)];
  }
  throw new Error(`Cannot answer multiple-choice question ${question.id}: ${text}`);
}

function answerText(persona: Persona, question: QuizQuestion): string {
  const text = question.question;
  if (/job title|job are you|current job|last job/i.test(text)) return persona.jobTitle ?? 'None yet, I am a student';
  if (/tools|software/i.test(text)) return persona.tools;
  if (/careers?|goals?|interest|kinds of work/i.test(text)) return persona.goals;
  throw new Error(`Cannot answer text question ${question.id}: ${text}`);
}

/** The submit body this persona would send, answering every question in the order shown. */
export function answerQuiz(persona: Persona, questions: readonly QuizQuestion[]): QuizSubmitRequest {
  const random = seededRandom(persona.id);
  const rounding = seededRandom(`${persona.id} rounding`);
  const responses = questions.map((question) => {
    let response: string;
    if (question.type === 'rating') response = String(rateActivity(persona, activityOf(question), random, rounding));
    else if (question.type === 'multiple-choice') {
      const picked = answerChoice(persona, question);
      const max = question.maxChoices ?? null;
      response = (max ? picked.slice(0, max) : picked).join(MULTIPLE_CHOICE_SEPARATOR);
    } else response = answerText(persona, question);
    return { questionId: question.id, question: question.question, category: question.category, response };
  });
  return { responses };
}
