import { searchTitle as jobSearchTitle } from './display.js';
import type { IndexedOccupation, OccupationIndex } from './occupation-index.js';
import type { OccupationScore, PreparedUser } from './score-occupation.js';
import { SKILL_AREAS } from './skill-areas.js';
import { isTellingTechnology } from './technology.js';
import type { MatchContext } from './user-profile.js';
import { educationPhrase, educationRank, listWords, lowerFirst } from './wording.js';

/** O*NET skill -> the quiz skill area that covers it, to avoid telling people to learn what they said they have. */
const AREA_OF_SKILL = new Map(SKILL_AREAS.flatMap((a) => a.onetSkills.map((s) => [s, a.id] as const)));

/** A skill gap worth a step: the target uses the skill this much more (O*NET level, 0-7) ... */
const GAP_MIN_LEVEL = 0.8;
/** ... and it matters there (importance, 1-5). */
const GAP_MIN_IMPORTANCE = 3;

/**
 * Concrete next steps, most useful first (the dashboard shows three): close the gap (the entry route when the role
 * is a step up, else the skills it uses more than the person's own job and the tools its postings ask for), a job
 * search, then resume and interview practice.
 */
export function buildActionSteps(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  context: MatchContext,
): string[] {
  const o = score.entry.occupation;
  const searchTitle = jobSearchTitle(o);

  const skillStep = skillGapStep(index, score, user, searchTitle);
  const toolStep = toolsStep(index, score, user, searchTitle);
  const routeStep = entryRouteStep(score, user);
  const searchStep = defaultSearchStep(searchTitle, context.location);
  const resumeStep = context.hasResume
    ? `Tailor your resume to ${searchTitle} roles: lead with the skills above that you can already show, in the words job postings use.`
    : `Upload your resume in the Resume Builder to see which ${searchTitle} keywords it is missing.`;
  // searchTitle is singular ("Nanny"); should it still be the plural O*NET title, the step names "this role" instead.
  const interviewStep =
    searchTitle === o.title && /s$/.test(o.title)
      ? 'Practise interview questions for this role in Interview Practice.'
      : `Practise ${searchTitle} interview questions in Interview Practice.`;

  // Tools first where the work is computer-heavy; skills otherwise (O*NET's tool lists for hands-on and people
  // work are mostly office software).
  const toolFirst = (score.entry.areaZ.get('technology') ?? 0) > 0.5;
  const gaps = toolFirst ? [toolStep, skillStep] : [skillStep, toolStep];
  const needsRoute = score.stretch || lacksEducation(score, user) || score.relation.score < 0.6;
  const ordered = needsRoute ? [routeStep, gaps[0], searchStep, gaps[1]] : [gaps[0], gaps[1], searchStep, routeStep];
  const steps = [...ordered, resumeStep, interviewStep].filter((s): s is string => Boolean(s));
  return [...new Set(steps)];
}

function defaultSearchStep(searchTitle: string, location: string | null | undefined): string {
  const where = location?.trim();
  return `Search Pathwise Jobs for "${searchTitle}" openings${where ? ` in ${where}` : ''} and save three that fit you.`;
}

/**
 * The skills the target uses at a clearly higher level than the person's own job (O*NET skill levels, 0-7), most
 * important first; without a job read, its distinctive skills outside the strengths the person picked.
 */
function skillGapStep(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  searchTitle: string,
): string | null {
  const target = score.entry.occupation;
  const names = index.catalog.skillNames;
  const from = user.job?.candidates[0] ? index.byCode.get(user.job.candidates[0].code)?.occupation : undefined;
  if (from && from.code !== target.code && from.skillLevels && target.skillLevels && target.skills) {
    const gaps = names
      .map((name, i) => ({
        name,
        target: target.skillLevels![i] / 10,
        own: from.skillLevels![i] / 10,
        importance: target.skills![i] / 10,
      }))
      .filter((g) => g.importance >= GAP_MIN_IMPORTANCE && g.target - g.own >= GAP_MIN_LEVEL)
      .filter((g) => {
        const area = AREA_OF_SKILL.get(g.name);
        return !area || !user.skillAreas.has(area);
      })
      .sort(
        (a, b) => (b.target - b.own) * b.importance - (a.target - a.own) * a.importance || a.name.localeCompare(b.name),
      )
      .slice(0, 2);
    if (gaps.length === 0) return null;
    const levels = (pick: (g: (typeof gaps)[number]) => number) => listWords(gaps.map((g) => pick(g).toFixed(1)));
    return `Build up ${listWords(gaps.map((g) => g.name.toLowerCase()))}: ${searchTitle} work uses ${gaps.length > 1 ? 'them' : 'it'} at level ${levels((g) => g.target)} of 7, against ${levels((g) => g.own)} in ${from.title} (O*NET skill levels).`;
  }
  const missing = score.entry.distinctiveSkills
    .filter((skill) => {
      const area = AREA_OF_SKILL.get(skill);
      return !area || !user.skillAreas.has(area);
    })
    .slice(0, 2);
  if (missing.length === 0) return null;
  return `Strengthen your ${listWords(missing.map((s) => s.toLowerCase()))} skills: ${searchTitle} work relies on them more than most careers do (O*NET).`;
}

/**
 * The tools to learn: the occupation's own technologies ranked by O*NET's flags (in demand in this occupation's
 * postings first, then hot in postings overall) and by how specific they are to it (few occupations list them),
 * leaving out office software every job lists and what the person already named.
 */
export function rankedTools(index: OccupationIndex, entry: IndexedOccupation, has: ReadonlySet<string>): string[] {
  const o = entry.occupation;
  return o.technologies
    .map((name, i) => {
      const flag = o.techFlags?.[i] ?? (i < o.hotCount ? 'H' : '.');
      const demand = flag === 'B' || flag === 'D' ? 2 : 0;
      const hot = flag === 'B' || flag === 'H' ? 1 : 0;
      const specificity = Math.min(1, (index.techIdf.get(name.toLowerCase()) ?? 0) / 5);
      return { name, flag, weight: demand + hot + 2 * specificity, i };
    })
    .filter((t) => t.flag !== '.' && !has.has(t.name.toLowerCase()) && isTellingTechnology(index, t.name))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((t) => t.name);
}

function toolsStep(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  searchTitle: string,
): string | null {
  const has = new Set([...user.quizTech.keys(), ...user.resumeTech.keys()]);
  const tools = rankedTools(index, score.entry, has).slice(0, 3);
  if (tools.length === 0) return null;
  const o = score.entry.occupation;
  const flags = tools.map((t) => o.techFlags?.[o.technologies.indexOf(t)] ?? '.');
  const why = flags.every((f) => f === 'B' || f === 'D')
    ? `in demand in ${searchTitle} job postings`
    : flags.some((f) => f === 'B' || f === 'D')
      ? `in demand in ${searchTitle} job postings or frequent in postings generally`
      : 'frequent in job postings';
  const mention = has.size > 0 ? ', and you did not mention them' : '';
  return `Learn ${listWords(tools)}: ${why} (O*NET)${mention}.`;
}

/** The real way in: BLS typical entry education, related experience and on-the-job training, and licensing. */
function entryRouteStep(score: OccupationScore, user: PreparedUser): string | null {
  const o = score.entry.occupation;
  const needs = educationPhrase(o.education);
  if (!needs) return null;
  const parts = [`${needs} (BLS typical entry education)`];
  const experience = o.experience && o.experience !== 'None' ? o.experience.toLowerCase() : null;
  if (experience) parts.push(`${experience} of experience in a related occupation`);
  const training = o.training && o.training !== 'None' ? lowerFirst(o.training) : null;
  if (training === 'apprenticeship') parts.push('an apprenticeship, the usual way in');
  else if (training === 'internship/residency') parts.push('an internship or residency');
  else if (training) parts.push(training);
  const credential = o.licensedTitle
    ? ` Check your state's licensing rules: O*NET lists titles such as "${o.licensedTitle}".`
    : o.certifiedTitle
      ? ` Certification is common: O*NET lists titles such as "${o.certifiedTitle}".`
      : '';
  const have = user.profile.educationWords ? ` You have ${user.profile.educationWords}.` : '';
  const lead = score.stretch || lacksEducation(score, user) ? 'Plan the entry route' : 'Entry route';
  return `${lead}: ${listWords(parts)}.${have}${credential}`;
}

/** The user told us their education and it is below the occupation's typical entry education. */
export function lacksEducation(score: OccupationScore, user: PreparedUser): boolean {
  const required = educationRank(score.entry.occupation.education);
  const level = user.profile.educationLevel;
  return required !== null && level !== null && level < required;
}
