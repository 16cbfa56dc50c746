import type { ExperienceLevel, InterviewQuestion, QuestionDifficulty, QuestionType } from '@pathwise/contracts';
import type { CareerProfile } from '../catalog/careers.js';
import { contentStems, stem } from '../text/text.js';
import { COMPETENCIES, ENTRY_CONTEXT } from './competencies.js';
import { pick, seededRandom, shuffle } from './random.js';

/** What the user's resume says, from resume.analyzed (skills and past titles). */
export interface ResumeFacts {
  skills: string[];
  titles: string[];
  experienceLevel: string | null;
}

export interface GenerateRequest {
  career: CareerProfile;
  level: ExperienceLevel;
  resume: ResumeFacts | null;
  /** Seeds the choice, so two sessions differ (and a test can reproduce one). */
  seed: string;
  /** Questions the user was asked recently for this path: not asked again while others remain. */
  avoid?: string[];
}

type Draft = Omit<InterviewQuestion, 'id'> & { key: string };

const LENGTHS: Record<QuestionType | 'opening', Record<ExperienceLevel, [number, number]>> = {
  opening: { 'entry-level': [60, 150], 'mid-level': [80, 180], 'senior-level': [100, 200] },
  behavioural: { 'entry-level': [100, 250], 'mid-level': [150, 300], 'senior-level': [180, 350] },
  technical: { 'entry-level': [80, 200], 'mid-level': [120, 250], 'senior-level': [150, 300] },
  situational: { 'entry-level': [80, 180], 'mid-level': [100, 220], 'senior-level': [120, 250] },
};
/** A typed answer of 130 words takes about a minute to say aloud. */
function lengthLabel([min, max]: [number, number]): string {
  const minutes = (w: number) => Math.max(1, Math.round(w / 130));
  const lo = minutes(min);
  const hi = Math.max(lo + 1, minutes(max));
  return `${lo}-${hi} minutes (about ${min}-${max} words)`;
}

const DIFFICULTY: Record<ExperienceLevel, Record<QuestionType | 'opening', QuestionDifficulty>> = {
  'entry-level': { opening: 'easy', behavioural: 'easy', technical: 'medium', situational: 'medium' },
  'mid-level': { opening: 'easy', behavioural: 'medium', technical: 'medium', situational: 'hard' },
  'senior-level': { opening: 'medium', behavioural: 'hard', technical: 'hard', situational: 'hard' },
};

/** How many questions: six, one more with a resume to draw on, one more at senior level (five to eight). */
const questionCount = (level: ExperienceLevel, resume: ResumeFacts | null) =>
  6 + (resume && (resume.skills.length > 0 || resume.titles.length > 0) ? 1 : 0) + (level === 'senior-level' ? 1 : 0);

/**
 * The local question generator: questions from what the occupation actually does (its O*NET tasks, skills, work
 * styles and tools), worded and sized for the level, plus questions about the user's own resume. Every question
 * carries the job-related terms a strong answer tends to use, and hints that say how to answer it.
 */
export function generateQuestions(request: GenerateRequest): InterviewQuestion[] {
  const { career, level, resume } = request;
  const random = seededRandom(request.seed);
  const avoid = new Set((request.avoid ?? []).map(normaliseQuestion));
  const fresh = (d: Draft) => !avoid.has(normaliseQuestion(d.question));
  const preferFresh = (drafts: Draft[]) => [...drafts.filter(fresh), ...drafts.filter((d) => !fresh(d))];

  const pools = {
    opening: preferFresh(shuffle(openings(career, level), random)),
    behavioural: preferFresh(shuffle(behavioural(career, level), random)),
    task: preferFresh(shuffle(taskQuestions(career, level), random)),
    technology: preferFresh(shuffle(technologyQuestions(career, level), random)),
    situational: preferFresh(shuffle(situational(career, level, random), random)),
    resume: preferFresh(shuffle(resumeQuestions(career, level, resume), random)),
  };

  const chosen: Draft[] = [];
  const usedKeys = new Set<string>();
  const take = (pool: Draft[]) => {
    const next = pool.find((d) => !usedKeys.has(d.key) && !chosen.some((c) => tooAlike(c, d)));
    if (!next) return false;
    usedKeys.add(next.key);
    chosen.push(next);
    return true;
  };

  const total = questionCount(level, resume);
  take(pools.opening);
  take(pools.behavioural);
  take(pools.task.length ? pools.task : pools.behavioural);
  take(pools.situational.length ? pools.situational : pools.behavioural);
  take(pools.technology.length ? pools.technology : pools.task);
  take(pools.resume.length ? pools.resume : pools.behavioural);
  // then alternate behavioural and task questions until the count is reached
  const rest = [pools.behavioural, pools.task, pools.situational, pools.technology];
  for (let i = 0; chosen.length < total && i < 20; i++) take(rest[i % rest.length]);

  // opening first, the rest in a varied but stable order
  const [first, ...others] = chosen;
  return [first, ...others].slice(0, total).map((d, i) => {
    const { key: _key, ...question } = d;
    return { id: `q${i + 1}`, ...question };
  });
}

export function normaliseQuestion(q: string): string {
  return q
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two questions are too alike when most of their content words are shared. */
function tooAlike(a: Draft, b: Draft): boolean {
  const sa = new Set(contentStems(a.question));
  const sb = new Set(contentStems(b.question));
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size)) > 0.6;
}

// ---------------------------------------------------------------------------------------------------------------
// builders

function draft(
  key: string,
  kind: QuestionType | 'opening',
  level: ExperienceLevel,
  question: string,
  fields: { competency: string; source: InterviewQuestion['source']; focusTerms: string[]; hints: string[] },
): Draft {
  const type: QuestionType = kind === 'opening' ? 'behavioural' : kind;
  const [min, max] = LENGTHS[kind][level];
  return {
    key,
    question,
    type,
    difficulty: DIFFICULTY[level][kind],
    expectedAnswerLength: lengthLabel([min, max]),
    hints: fields.hints,
    competency: fields.competency,
    source: fields.source,
    focusTerms: fields.focusTerms,
    expectedWords: { min, max },
  };
}

const careerName = (c: CareerProfile) => c.title.replace(/s$/, '');
const article = (w: string) => (/^[aeiou]/i.test(w) && !/^(use|uni|eu)/i.test(w) ? 'an' : 'a');

function openings(career: CareerProfile, level: ExperienceLevel): Draft[] {
  const name = careerName(career);
  const a = article(name);
  const texts: Record<ExperienceLevel, string[]> = {
    'entry-level': [
      `Tell me about yourself and what draws you to working as ${a} ${name}.`,
      `Why do you want to start your career as ${a} ${name}, and what have you done so far to prepare for it?`,
      `Walk me through your background and how it has prepared you for an entry-level ${name} role.`,
    ],
    'mid-level': [
      `Walk me through your experience so far and why this ${name} role is the right next step for you.`,
      `Tell me about yourself: what kind of ${name} are you, and what are you known for at work?`,
      `What is the piece of work you are proudest of as ${a} ${name}, and why?`,
    ],
    'senior-level': [
      `Walk me through your career and the impact you have had as a senior ${name}.`,
      `What kind of ${name} leader are you, and what would your team say about working with you?`,
      `Tell me about the biggest result you have delivered as ${a} ${name} and what it taught you about leading.`,
    ],
  };
  const terms = topTerms(career, 5);
  return texts[level].map((q, i) =>
    draft(`opening-${i}`, 'opening', level, q, {
      competency: 'Opening',
      source: 'opening',
      focusTerms: terms,
      hints: [
        'Present, past, future: what you do now, how you got here, and why this role.',
        `Pick two or three strengths that matter for ${a} ${name}, each with a quick proof (a result, a number, a project).`,
        'Keep it to about a minute; end by connecting your story to this job.',
        ...termHint(terms),
      ],
    }),
  );
}

function behavioural(career: CareerProfile, level: ExperienceLevel): Draft[] {
  // the occupation's own skills and work styles first (rarer ones are more telling), then the general ones
  const names = [...career.skills.slice(0, 8), ...career.workStyles.slice(0, 5)];
  if (level !== 'entry-level') names.push('Leadership');
  if (level === 'senior-level') names.push('Management of Personnel Resources');
  const terms = topTerms(career, 6);
  const out: Draft[] = [];
  for (const name of new Set(names)) {
    const competency = COMPETENCIES.find((c) => c.name === name);
    if (!competency) continue;
    competency.questions[level].forEach((template, i) => {
      const q = template.replace('{ctx}', ENTRY_CONTEXT).replaceAll('{audience}', career.audience);
      out.push(
        draft(`skill-${name}-${i}`, 'behavioural', level, q, {
          competency: name.replace('/', ' / '),
          source: career.workStyles.includes(name) ? 'work-style' : 'skill',
          focusTerms: terms,
          hints: starHints(level, terms),
        }),
      );
    });
  }
  return out;
}

/** A task statement as the object of "how would you ...": lower-cased, shortened at its first qualifying clause. */
export function taskPhrase(task: string): string {
  let t = task.trim().replace(/\.$/, '');
  const cut = t.search(
    /,\s+(?:such as|including|using|based on|according to|in order to|to ensure|as needed)\b|\s+\((?:e\.g\.|such)/i,
  );
  if (cut > 25) t = t.slice(0, cut);
  const ws = t.split(/\s+/);
  if (ws.length > 20)
    t = `${ws
      .slice(0, 20)
      .join(' ')
      .replace(/[,;:]$/, '')}`;
  return t.charAt(0).toLowerCase() + t.slice(1);
}

function taskTerms(career: CareerProfile, task: string): string[] {
  const own = new Set(contentStems(task));
  const fromTask = career.terms.filter((t) => contentStems(t.term).every((s) => own.has(s))).map((t) => t.term);
  return [...new Set([...fromTask.slice(0, 4), ...topTerms(career, 3)])].slice(0, 6);
}

function taskQuestions(career: CareerProfile, level: ExperienceLevel): Draft[] {
  const name = careerName(career);
  return career.tasks.slice(0, 16).map((task, i) => {
    const phrase = taskPhrase(task);
    const focus = taskTerms(career, task);
    const q = {
      'entry-level': `Walk me through how you would ${phrase}. What steps would you take, and how would you check it was done right?`,
      'mid-level': `How do you ${phrase}? Describe your process, and a time it did not go to plan.`,
      'senior-level': `As a senior ${name}, how would you organise the work to ${phrase}, and how would you know it was being done well?`,
    }[level];
    return draft(`task-${i}`, 'technical', level, q, {
      competency: 'Core task',
      source: 'task',
      focusTerms: focus,
      hints: [
        'Explain your steps in order, and why each one matters.',
        ...(career.technologies.length
          ? [
              `Name the tools or systems you would use (for example ${career.technologies
                .slice(0, 3)
                .map((t) => t.name)
                .join(', ')}).`,
            ]
          : ['Name the tools, checklists or procedures you would rely on.']),
        'Say how you would check the result, and what you would do if something went wrong.',
        ...termHint(focus),
      ],
    });
  });
}

function technologyQuestions(career: CareerProfile, level: ExperienceLevel): Draft[] {
  const name = careerName(career);
  return career.technologies.slice(0, 12).map((tech) => {
    const q = {
      'entry-level': `What have you done with ${tech.name}, or how would you get up to speed with it? Give an example of a task in ${article(name)} ${name}'s work you would use it for.`,
      'mid-level': `Describe a piece of work where you used ${tech.name}. What did you use it for, what was the result, and what would you do differently now?`,
      'senior-level': `When would you choose ${tech.name} for your team's work, and when would you not? Give an example from your experience.`,
    }[level];
    const focus = [tech.name, ...topTerms(career, 4)];
    return draft(`tech-${stem(tech.name)}`, 'technical', level, q, {
      competency: tech.name,
      source: 'technology',
      focusTerms: focus,
      hints: [
        `Be concrete: what you built, fixed or produced with ${tech.name}.`,
        'Give the scale (how much data, how many users, how often) and the outcome.',
        level === 'entry-level'
          ? 'No hands-on experience yet? Say so, then describe how you are learning it (a course, a project).'
          : 'Mention a limitation you ran into and how you worked around it.',
      ],
    });
  });
}

const COMPLICATIONS: Record<ExperienceLevel, string[]> = {
  'entry-level': [
    'you are not sure of the right procedure and your supervisor is not available',
    'you notice a mistake made by a more experienced colleague',
    'you have two urgent requests at the same time',
  ],
  'mid-level': [
    'the deadline has just been moved up by a week',
    'two people you work with want conflicting things',
    'the information you need is incomplete',
    'a {audience} is unhappy with how it is going',
  ],
  'senior-level': [
    'your team is short-staffed and a senior stakeholder is pressing for results',
    'the way your team has always done it is no longer working',
    'a serious error has reached a {audience}',
    'you must cut the budget for it by a fifth',
  ],
};

function situational(career: CareerProfile, level: ExperienceLevel, random: () => number): Draft[] {
  const tasks = career.tasks.length ? career.tasks.slice(0, 12) : ['Complete an important piece of work for a client.'];
  return tasks.map((task, i) => {
    const complication = pick(COMPLICATIONS[level], random).replaceAll('{audience}', career.audience);
    const q = `Suppose you have to ${taskPhrase(task)}, and ${complication}. What would you do?`;
    const focus = taskTerms(career, task);
    return draft(`situation-${i}`, 'situational', level, q, {
      competency: 'Judgment in a realistic situation',
      source: 'task',
      focusTerms: focus,
      hints: [
        'Say what you would do first, and why.',
        'Say who you would involve or tell, and how.',
        'Close with how you would know it was resolved, and what you would change next time.',
        ...termHint(focus),
      ],
    });
  });
}

function resumeQuestions(career: CareerProfile, level: ExperienceLevel, resume: ResumeFacts | null): Draft[] {
  if (!resume) return [];
  const out: Draft[] = [];
  const name = careerName(career);
  const careerStems = new Set(career.terms.flatMap((t) => contentStems(t.term)));
  const techNames = new Set(career.technologies.flatMap((t) => [t.name, ...t.aliases].map((n) => n.toLowerCase())));
  // skills the job also asks for come first
  const skills = [...resume.skills].sort(
    (a, b) => relevance(b, techNames, careerStems) - relevance(a, techNames, careerStems),
  );
  skills.slice(0, 4).forEach((skill, i) => {
    const q =
      level === 'senior-level'
        ? `Your resume lists ${skill}. Tell me about the most significant work you led that relied on it: the goal, the decisions you made, and the result.`
        : `Your resume lists ${skill}. Tell me about a project where you used it: what was the goal, what did you do yourself, and what was the result?`;
    out.push(
      draft(`resume-skill-${i}`, 'behavioural', level, q, {
        competency: `From your resume: ${skill}`,
        source: 'resume',
        focusTerms: [skill, ...topTerms(career, 3)],
        hints: starHints(level, [skill]),
      }),
    );
  });
  const careerTitleStems = new Set(contentStems(career.title));
  resume.titles
    .filter((t) => !contentStems(t).every((s) => careerTitleStems.has(s)))
    .slice(0, 2)
    .forEach((title, i) =>
      out.push(
        draft(
          `resume-title-${i}`,
          'behavioural',
          level,
          `You have worked as ${title}. What from that role carries over to working as ${article(name)} ${name}? Give a specific example.`,
          {
            competency: 'From your resume: past role',
            source: 'resume',
            focusTerms: topTerms(career, 5),
            hints: [
              `Pick one or two things that transfer directly to ${article(name)} ${name}'s work.`,
              'Prove each with a short example: what you did and what came of it.',
              'Be honest about what is new to you and how you are closing the gap.',
            ],
          },
        ),
      ),
    );
  return out;
}

function relevance(skill: string, techNames: Set<string>, careerStems: Set<string>): number {
  if (techNames.has(skill.toLowerCase())) return 2;
  return contentStems(skill).some((s) => careerStems.has(s)) ? 1 : 0;
}

function topTerms(career: CareerProfile, n: number): string[] {
  // the occupation's own distinctive single words and short phrases (not its title words)
  // alternating the occupation's distinctive terms (O*NET) with its family's working vocabulary
  const titleStems = new Set(contentStems(career.title));
  const usable = career.terms.filter((t) => !contentStems(t.term).every((s) => titleStems.has(s)));
  const own = usable.filter((t) => t.kind === 'occupation');
  const family = usable.filter((t) => t.kind === 'family');
  const out: string[] = [];
  for (let i = 0; out.length < n && (i < own.length || i < family.length); i++) {
    if (family[i]) out.push(family[i].term);
    if (own[i] && out.length < n) out.push(own[i].term);
  }
  return out;
}

function termHint(terms: string[]): string[] {
  return terms.length ? [`Job-related terms that fit here: ${terms.slice(0, 5).join(', ')}.`] : [];
}

function starHints(level: ExperienceLevel, terms: string[]): string[] {
  return [
    'Use STAR: the Situation, your Task, the Actions you took, the Result.',
    'Say what you did yourself ("I decided", "I built"), not only what the team did.',
    level === 'entry-level'
      ? 'An example from school, a placement, volunteering or a part-time job counts.'
      : 'End with a result you can count: time saved, money, quality, feedback.',
    ...termHint(terms),
  ];
}
