import { searchTitle as jobSearchTitle } from './display.js';
import type { OccupationIndex } from './occupation-index.js';
import type { OccupationScore, PreparedUser } from './score-occupation.js';
import { SKILL_AREAS } from './skill-areas.js';
import { isTellingTechnology } from './technology.js';
import type { MatchContext } from './user-profile.js';
import { educationPhrase, educationRank, listWords, lowerFirst } from './wording.js';

/** O*NET skill -> the quiz skill area that covers it, to avoid telling people to learn what they said they have. */
const AREA_OF_SKILL = new Map(SKILL_AREAS.flatMap((a) => a.onetSkills.map((s) => [s, a.id] as const)));

/**
 * Concrete next steps, most useful first (the dashboard shows three): close the gap (preparation when the role is
 * a stretch, else the tools and skills the role asks for that the user did not name), the entry route, a first
 * job-search step, then resume and interview practice.
 */
export function buildActionSteps(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  context: MatchContext,
): string[] {
  const o = score.entry.occupation;
  const searchTitle = jobSearchTitle(o);

  const toolStep = missingToolsStep(index, score, user, searchTitle);
  const skillStep = missingSkillsStep(score, user);
  const prepStep = preparationStep(score, user);
  const location = context.location?.trim();
  const searchStep = `Search Pathwise Jobs for "${searchTitle}" openings${location ? ` in ${location}` : ''} and save three that fit you.`;
  const resumeStep = context.hasResume
    ? `Tailor your resume to ${searchTitle} roles: lead with the skills above that you can already show, in the words job postings use.`
    : `Upload your resume in the Resume Builder to see which ${searchTitle} keywords it is missing.`;
  // searchTitle is singular ("Nanny"); should it still be the plural O*NET title, the step names "this role" instead.
  const interviewStep =
    searchTitle === o.title && /s$/.test(o.title)
      ? 'Practise interview questions for this role in Interview Practice.'
      : `Practise ${searchTitle} interview questions in Interview Practice.`;

  // Tools first where the work is computer-heavy or the user already works with tools it uses; skills otherwise
  // (O*NET's hot-technology lists for non-technical jobs are mostly office software).
  const toolFirst =
    (score.entry.areaZ.get('technology') ?? 0) > 0.5 ||
    score.matchedTech.some((t) => isTellingTechnology(index, t.name));
  const gap = toolFirst ? (toolStep ?? skillStep) : (skillStep ?? toolStep);
  const secondGap = gap === toolStep ? skillStep : toolStep;
  const ordered =
    score.stretch || lacksEducation(score, user) ? [prepStep, gap, searchStep] : [gap, prepStep, searchStep];
  const rest = [secondGap, resumeStep, interviewStep];
  const steps = [...ordered, ...rest].filter((s): s is string => Boolean(s));
  return [...new Set(steps)];
}

function missingToolsStep(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  searchTitle: string,
): string | null {
  const o = score.entry.occupation;
  const has = new Set([...user.quizTech.keys(), ...user.resumeTech.keys()]);
  const useful = (t: string) => !has.has(t.toLowerCase()) && isTellingTechnology(index, t);
  // Only hot technologies (frequent in job postings, O*NET's order): the rest of O*NET's list is too uneven to advise on.
  const missing = o.technologies.slice(0, o.hotCount).filter(useful).slice(0, 3);
  if (missing.length === 0) return null;
  const mention = has.size > 0 ? ' that you did not mention' : '';
  return `Learn ${listWords(missing)}: hot technologies in ${searchTitle} job postings${mention} (O*NET).`;
}

function missingSkillsStep(score: OccupationScore, user: PreparedUser): string | null {
  const missing = score.entry.distinctiveSkills
    .filter((skill) => {
      const area = AREA_OF_SKILL.get(skill);
      return !area || !user.skillAreas.has(area);
    })
    .slice(0, 2);
  if (missing.length === 0) return null;
  return `Strengthen your ${listWords(missing.map((s) => s.toLowerCase()))} skills: this role relies on them more than most careers do.`;
}

function preparationStep(score: OccupationScore, user: PreparedUser): string | null {
  const o = score.entry.occupation;
  const needs = educationPhrase(o.education);
  const experience = o.experience && o.experience !== 'None' ? o.experience.toLowerCase() : null;
  const training = o.training && o.training !== 'None' ? lowerFirst(o.training) : null;
  if (!needs) return null;
  if (score.stretch || lacksEducation(score, user)) {
    const extra = experience ? ` Employers also expect ${experience} of experience in a related job.` : '';
    return `Plan for ${needs}, the typical entry education (BLS)${
      user.profile.educationWords ? `; you have ${user.profile.educationWords}` : ''
    }. Compare accredited programs by cost, length and job placement.${extra}`;
  }
  if (experience) {
    return `Build related work experience first: BLS lists ${experience} in a related occupation as typical for entry, plus ${needs}.`;
  }
  if (training) {
    return `Look for employers that offer ${training}, which is how most people learn this job (BLS); ${needs} is the typical entry education.`;
  }
  if (user.profile.jobZone === null) return `Check that you have ${needs}, the typical entry education (BLS).`;
  return `Put your education first on your resume: ${needs} is the typical entry requirement (BLS), and you already meet it.`;
}

/** The user told us their education and it is below the occupation's typical entry education. */
export function lacksEducation(score: OccupationScore, user: PreparedUser): boolean {
  const required = educationRank(score.entry.occupation.education);
  const level = user.profile.educationLevel;
  return required !== null && level !== null && level < required;
}
