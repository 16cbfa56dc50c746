import { lacksEducation } from './action-steps.js';
import { ENVIRONMENT_WORDS } from './environment.js';
import { AREA_ACTIVITIES, AREA_BY_LETTER, hyphenateCode, RIASEC_AREAS, type RiasecLetter } from './riasec.js';
import type { OccupationIndex } from './occupation-index.js';
import type { OccupationScore, PreparedUser } from './score-occupation.js';
import { roleTitle } from './role-title.js';
import { SKILL_AREA_BY_ID } from './skill-areas.js';
import { isTellingTechnology } from './technology.js';
import { contentWords, stem } from './text-terms.js';
import { article, educationPhrase, formatRating, listWords } from './wording.js';

/**
 * Why this occupation fits, in the user's own terms: which interests they rated highest (with the numbers), the
 * occupation's Holland code, then the skills, tools, preparation, values, environment and outlook behind the score.
 * Every clause states a fact from the answers or the catalog; nothing is invented.
 */
export function buildReasoning(index: OccupationIndex, score: OccupationScore, user: PreparedUser): string {
  const sentences = [
    interestSentence(score, user),
    skillSentence(index, score),
    preparationSentence(score, user),
    extrasSentence(score, user),
  ];
  return sentences.filter((s): s is string => Boolean(s)).join(' ');
}

function interestSentence(score: OccupationScore, user: PreparedUser): string {
  const o = score.entry.occupation;
  const [top, second] = user.rankedAreas;
  const r = user.profile.riasec;
  // Quote the highly rated activity of the top area that has most in common with this occupation's own words.
  const candidates = user.profile.topActivities.filter((a) => a.area === top && a.rating >= 4);
  const overlap = (activity: string) =>
    [...contentWords(activity).keys()].filter((w) => score.entry.words.has(w)).length;
  const example = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, a) => (!best || overlap(a.activity) > overlap(best.activity) ? a : best),
    undefined,
  );
  const examplePart = example ? `, with "${example.activity}" at ${example.rating}/5` : '';
  const secondPart = r[second] >= 3 ? `; then ${second} ${formatRating(r[second])}/5` : '';
  const opening = `You rated ${AREA_ACTIVITIES[top]} highest (${top} ${formatRating(r[top])}/5${examplePart}${secondPart})`;
  if (user.clarity < FLAT_NOTE_BELOW_CLARITY) {
    const values = RIASEC_AREAS.map((a) => r[a]);
    return `Your interest ratings were very even (${formatRating(Math.min(...values))} to ${formatRating(Math.max(...values))} out of 5 across all six areas), so they point to no clear direction and this match leans on your other answers.`;
  }

  // One person's role in the singular ("Data Scientist is an I-C role"), not the O*NET title's plural.
  const name = roleTitle(o.title);
  const code = o.holland || '';
  if (!code) return `${opening}, and ${name ? `the ${name} role` : 'this role'} has a very similar interest profile.`;
  const areas = (code.split('') as RiasecLetter[]).map((l) => AREA_BY_LETTER[l]);
  const role = `${name ?? 'This role'} is ${article(hyphenateCode(code))} ${hyphenateCode(code)} role`;
  if (areas[0] === top && areas[1] === second && r[second] >= 3) {
    return `${opening}. ${role}: the same two interests, in the same order.`;
  }
  if (areas[0] === top) return `${opening}. ${role}, centred on exactly that.`;
  if (areas.includes(top)) {
    return `${opening}. ${role}: it mixes ${AREA_ACTIVITIES[areas[0]]} with the ${top.toLowerCase()} side you enjoy.`;
  }
  return `${opening}. ${role}, and its interest profile still closely follows yours.`;
}

/**
 * Words of job titles that say nothing on their own: quoting "social" and "worker" back at someone who wrote "social
 * worker" (that is already "You named it yourself") or "helping" explains nothing. Stemmed, like the matched words.
 */
const GENERIC_TITLE_WORDS = new Set(
  `worker workers social specialist specialists assistant assistants associate associates helper helpers aide aides
  attendant attendants manager managers officer officers technician technicians technologist technologists operator
  operators clerk clerks general senior junior lead chief staff professional professionals service services support
  representative representatives agent agents other related all except including occupation occupations help helping
  care caring human public entry level`
    .split(/\s+/)
    .map((w) => stem(w)),
);

export function isGenericTitleWord(word: string): boolean {
  return GENERIC_TITLE_WORDS.has(stem(word.toLowerCase()));
}

/** Below this clarity the reasoning says plainly that the interest ratings were too even to choose by. */
const FLAT_NOTE_BELOW_CLARITY = 0.75;

function skillSentence(index: OccupationIndex, score: OccupationScore): string | null {
  const parts: string[] = [];
  if (score.namedAs) parts.push(`you named it yourself ("${score.namedAs}")`);
  const labels = score.matchedAreas
    .slice(0, 2)
    .map((id) => SKILL_AREA_BY_ID.get(id)?.label)
    .filter(Boolean) as string[];
  if (labels.length) {
    parts.push(`it relies more than most careers on strengths you picked (${listWords(labels.map((l) => `"${l}"`))})`);
  }
  const tech = score.matchedTech.filter((t) => isTellingTechnology(index, t.name));
  const quizTech = tech.filter((t) => !t.fromResume).slice(0, 3);
  const resumeTech = tech.filter((t) => t.fromResume && !quizTech.some((q) => q.name === t.name)).slice(0, 3);
  // One user word can name several catalog tools ("SQL": SQL, Microsoft SQL Server): quote it once.
  const quoteTools = (list: typeof tech) => listWords([...new Set(list.map((t) => t.word))]);
  if (quizTech.length) parts.push(`it uses ${quoteTools(quizTech)}, which you mentioned`);
  if (resumeTech.length) parts.push(`it uses ${quoteTools(resumeTech)} from your resume`);
  // Words of a career the user named are already quoted as such.
  const named = new Set(score.namedAs ? [...contentWords(score.namedAs).keys()] : []);
  const telling = score.matchedWords.filter(
    (w) => !isGenericTitleWord(w.word) && !named.has(stem(w.word.toLowerCase())),
  );
  if (!quizTech.length && !resumeTech.length && telling.length && (score.components.terms ?? 0) >= 0.3) {
    const quoted = [...telling].sort((a, b) => b.score - a.score || a.word.localeCompare(b.word)).slice(0, 2);
    parts.push(`it matches what you wrote about ${listWords(quoted.map((w) => `"${w.word}"`))}`);
  }
  if (!parts.length) return null;
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function preparationSentence(score: OccupationScore, user: PreparedUser): string | null {
  const o = score.entry.occupation;
  const needs = educationPhrase(o.education);
  const profile = user.profile;
  if (!needs) return null;
  if (profile.jobZone === null) return `It typically starts with ${needs}.`;
  const have = profile.educationWords ? `you have ${profile.educationWords}` : 'your experience is shorter';
  if (score.outOfReach) {
    return `It is a stretch: it usually needs ${needs} (Job Zone ${o.jobZone}) and ${have}, more preparation than you said you would take on.`;
  }
  if (score.stretch) {
    return `It is a stretch: it usually needs ${needs} (Job Zone ${o.jobZone}) and ${have}, but it is within the training you said you would consider.`;
  }
  if (lacksEducation(score, user)) {
    return `It typically needs ${needs} and ${have}, though your work experience may count with some employers.`;
  }
  if (profile.jobZone - o.jobZone >= 2)
    return `It typically needs ${needs}, less preparation than you already have, so you could start soon.`;
  return `It typically needs ${needs}, which your ${profile.educationWords ? 'education' : 'experience'} already covers.`;
}

function extrasSentence(score: OccupationScore, user: PreparedUser): string | null {
  const o = score.entry.occupation;
  const parts: string[] = [];
  if (score.matchedValues.length) {
    parts.push(`it rewards the ${listWords(score.matchedValues.map((v) => v.toLowerCase()))} you value`);
  }
  const env = score.bestEnvironment;
  const affinity = env ? score.entry.environment[env] : 0;
  if (env && affinity >= 0.6) parts.push(`it suits your preference for ${ENVIRONMENT_WORDS[env]}`);
  const growth = o.outlook?.growthPct;
  if (growth !== null && growth !== undefined && growth >= 4.5)
    parts.push(`employment is projected to grow ${growth}% by 2034`);
  let sentence = parts.length ? `${listWords(parts)}.` : '';
  if (env && affinity < 0.3 && user.profile.environments.length > 0) {
    const prefs = listWords(user.profile.environments.map((e) => ENVIRONMENT_WORDS[e]));
    sentence += `${sentence ? ' ' : ''}Note that it rarely offers ${prefs}.`;
  }
  if (!sentence) return null;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
