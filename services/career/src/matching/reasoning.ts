import { ENVIRONMENT_WORDS } from './environment.js';
import type { OccupationIndex } from './occupation-index.js';
import {
  AREA_ACTIVITIES,
  AREA_BY_LETTER,
  hyphenateCode,
  RIASEC_AREAS,
  type RiasecArea,
  type RiasecLetter,
} from './riasec.js';
import { roleTitle } from './role-title.js';
import type { OccupationScore, PreparedUser } from './score-occupation.js';
import { SKILL_AREA_BY_ID } from './skill-areas.js';
import { isTellingTechnology } from './technology.js';
import { article, educationPhrase, formatRating, listWords } from './wording.js';
import type { WorkEnvironment } from './user-profile.js';

/**
 * Why this occupation fits, in the person's own terms. Every sentence is built from claims, and every claim names
 * the answer (or catalog fact) it rests on, so that tests can check each one against the answers that produced it
 * (reasoning.spec.ts checks thousands of generated answer sets).
 */
export type Claim =
  | { kind: 'quality'; status: 'undifferentiated' | 'inconsistent' }
  | { kind: 'top-area'; area: RiasecArea; rating: number }
  | { kind: 'second-area'; area: RiasecArea; rating: number }
  | { kind: 'activity'; activity: string; rating: number }
  /** An Interest Profiler activity the person loves that is this occupation's own work (activity-work.ts). */
  | { kind: 'work-activity'; activity: string; rating: number }
  | { kind: 'holland'; code: string; fit: 'close' | 'partial' | 'different' }
  | { kind: 'named'; phrase: string }
  | { kind: 'job'; title: string; as: string; relation: string }
  | { kind: 'leaving'; phrase: string | null }
  | { kind: 'education'; words: string }
  | { kind: 'experience'; years: number }
  | { kind: 'further'; words: string; within: boolean }
  | { kind: 'strength'; label: string }
  | { kind: 'tool'; word: string; fromResume: boolean }
  | { kind: 'value'; value: string }
  | { kind: 'setting'; setting: WorkEnvironment; fits: boolean }
  | { kind: 'growth'; percent: number };

export interface Reasoning {
  text: string;
  claims: Claim[];
}

/** Correlations at which an occupation's interest profile follows the person's closely / partly. */
const CLOSE_R = 0.75;
const PARTIAL_R = 0.45;

export function buildReasoning(index: OccupationIndex, score: OccupationScore, user: PreparedUser): Reasoning {
  const claims: Claim[] = [];
  const sentences = [
    interestSentence(score, user, claims),
    careerSentence(score, user, claims),
    preparationSentence(score, user, claims),
    extrasSentence(index, score, user, claims),
  ].filter((s): s is string => Boolean(s));
  return { text: sentences.join(' '), claims };
}

function interestSentence(score: OccupationScore, user: PreparedUser, claims: Claim[]): string {
  const r = user.profile.riasec;
  const status = user.quality.status;
  if (status === 'inconsistent') {
    claims.push({ kind: 'quality', status });
    return 'Your interest ratings do not hang together: activities of the same kind got very different ratings, so they cannot point to careers and this match rests on your other answers.';
  }
  if (status === 'undifferentiated') {
    claims.push({ kind: 'quality', status });
    const values = RIASEC_AREAS.map((a) => r[a]);
    return `You rated all six kinds of work about the same (${formatRating(Math.min(...values))} to ${formatRating(Math.max(...values))} out of 5), so your interests point in no clear direction and this match rests on your other answers.`;
  }
  const [top, second] = user.rankedAreas;
  claims.push({ kind: 'top-area', area: top, rating: r[top] });
  // Quote the activity of the top area the person rated highest (4 or 5), the first one on a tie.
  const example = user.profile.topActivities.find((a) => a.area === top && a.rating >= 4);
  if (example) claims.push({ kind: 'activity', activity: example.activity, rating: example.rating });
  const examplePart = example ? `, with "${example.activity}" at ${example.rating}/5` : '';
  const showSecond = r[second] >= 3 && r[top] - r[second] <= 1.2;
  if (showSecond) claims.push({ kind: 'second-area', area: second, rating: r[second] });
  const secondPart = showSecond ? `; then ${second} ${formatRating(r[second])}/5` : '';
  const opening = `You rated ${AREA_ACTIVITIES[top]} highest (${top} ${formatRating(r[top])}/5${examplePart}${secondPart})`;

  const o = score.entry.occupation;
  const code = o.holland || '';
  if (!code) return `${opening}.`;
  const fit = score.correlation >= CLOSE_R ? 'close' : score.correlation >= PARTIAL_R ? 'partial' : 'different';
  claims.push({ kind: 'holland', code, fit });
  // One person's role in the singular ("Data Scientist is an I-C role"), not the O*NET title's plural.
  const name = roleTitle(o.title);
  const role = `${name ?? 'This role'} is ${article(hyphenateCode(code))} ${hyphenateCode(code)} role`;
  const areas = (code.split('') as RiasecLetter[]).map((l) => AREA_BY_LETTER[l]);
  if (fit === 'different') return `${opening}. ${role}, so its interest profile differs from yours.`;
  if (fit === 'partial') return `${opening}. ${role}: its interest profile only partly follows yours.`;
  if (areas[0] === top && areas[1] === second && showSecond) {
    return `${opening}. ${role}: the same two interests, in the same order.`;
  }
  if (areas[0] === top) return `${opening}. ${role}, centred on exactly that.`;
  if (areas.includes(top)) {
    return `${opening}. ${role}: it mixes ${AREA_ACTIVITIES[areas[0]]} with the ${top.toLowerCase()} side you enjoy.`;
  }
  return `${opening}. ${role}, and its interest profile closely follows yours.`;
}

/** How an occupation stands to the person's job, in words: `job` is the O*NET title their job title was read as. */
const RELATION_WORDS: Record<string, (job: string) => string> = {
  same: (job) => `it is your own line of work (${job})`,
  specialty: (job) => `it is a specialty of your line of work (${job})`,
  related: (job) => `O*NET lists it among the occupations most related to ${job}`,
  supervisor: (job) => `it is the usual step up from ${job}: supervising that work`,
  'broad-group': (job) => `it is in the same occupation group as ${job}`,
  'two-steps': (job) => `it is one step beyond work closely related to ${job}`,
  'similar-work': (job) => `it asks for much the same skills and knowledge as ${job} (O*NET)`,
};

function careerSentence(score: OccupationScore, user: PreparedUser, claims: Claim[]): string | null {
  const parts: string[] = [];
  if (score.leaving) {
    const phrase = score.leaving.kind === 'named' ? score.leaving.phrase : null;
    claims.push({ kind: 'leaving', phrase });
    parts.push(
      phrase
        ? `You said you want to leave "${phrase}", and this is that kind of work`
        : `You want to change field, and this is close to your work as ${user.job?.matched ?? 'before'}`,
    );
  }
  if (score.named) {
    claims.push({ kind: 'named', phrase: score.named.phrase });
    parts.push(`you named it yourself ("${score.named.phrase}")`);
  }
  const job = user.job;
  const relation = score.relation;
  if (job && !score.leaving && RELATION_WORDS[relation.kind] && relation.score >= 0.5) {
    const title = user.profile.jobTitle ?? job.text;
    claims.push({ kind: 'job', title, as: job.matched, relation: relation.kind });
    parts.push(`${RELATION_WORDS[relation.kind](job.matched)}, as we read your job title "${title}"`);
  }
  if (!parts.length) return null;
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function preparationSentence(score: OccupationScore, user: PreparedUser, claims: Claim[]): string | null {
  const o = score.entry.occupation;
  const needs = educationPhrase(o.education);
  const profile = user.profile;
  const prep = score.prep;
  if (!needs) return null;
  if (profile.jobZone === null || prep.preparedZone === null) return `It typically starts with ${needs}.`;
  const have: string[] = [];
  if (profile.educationWords) {
    claims.push({ kind: 'education', words: profile.educationWords });
    have.push(profile.educationWords);
  }
  if (prep.byExperience && profile.experienceYears) {
    claims.push({ kind: 'experience', years: profile.experienceYears });
    have.push(`${yearsWords(profile.experienceYears)} of related work`);
  }
  const yours = have.length ? `you have ${listWords(have)}` : 'your preparation is less';
  const zone = `Job Zone ${o.jobZone} of 5`;
  if (score.outOfReach) {
    if (profile.furtherWords) claims.push({ kind: 'further', words: profile.furtherWords, within: false });
    const limit = profile.furtherWords
      ? `, more than the preparation you said you would take on (${profile.furtherWords})`
      : '';
    return `It is a stretch: it usually needs ${needs} (${zone}) and ${yours}${limit}.`;
  }
  if (score.stretch) {
    if (profile.furtherWords) claims.push({ kind: 'further', words: profile.furtherWords, within: true });
    const within = profile.furtherWords
      ? `, within the preparation you said you would take on (${profile.furtherWords})`
      : '';
    return `It is a step up: it usually needs ${needs} (${zone}) and ${yours}${within}.`;
  }
  if (prep.below >= 2 && score.relation.score < 0.85) {
    return `It needs less preparation than you have (${needs}, ${zone}), so it may not use all you can do.`;
  }
  return have.length
    ? `It typically needs ${needs} (${zone}), and you have ${listWords(have)}.`
    : `It typically needs ${needs} (${zone}).`;
}

function yearsWords(years: number): string {
  if (years >= 10) return 'more than 10 years';
  if (years >= 6) return '6-10 years';
  if (years >= 3) return '3-5 years';
  if (years >= 1) return '1-2 years';
  return 'under a year';
}

function extrasSentence(
  index: OccupationIndex,
  score: OccupationScore,
  user: PreparedUser,
  claims: Claim[],
): string | null {
  const o = score.entry.occupation;
  const parts: string[] = [];
  const labels = score.matchedAreas
    .slice(0, 2)
    .map((id) => SKILL_AREA_BY_ID.get(id)?.label)
    .filter((l): l is string => Boolean(l));
  if (labels.length) {
    for (const label of labels) claims.push({ kind: 'strength', label });
    parts.push(`it relies more than most careers on strengths you picked (${listWords(labels.map((l) => `"${l}"`))})`);
  }
  const loved = score.lovedActivity;
  if (loved) {
    claims.push({ kind: 'work-activity', activity: loved.activity, rating: loved.rating });
    parts.push(`its work includes an activity you rated ${loved.rating}/5 ("${loved.activity}")`);
  }
  const tech = score.matchedTech.filter((t) => isTellingTechnology(index, t.name));
  // One word of the person's can name several catalog tools ("SQL": SQL, Microsoft SQL Server): quote it once.
  const quizWords = [...new Set(tech.filter((t) => !t.fromResume).map((t) => t.word))].slice(0, 3);
  const resumeWords = [...new Set(tech.filter((t) => t.fromResume).map((t) => t.word))]
    .filter((w) => !quizWords.includes(w))
    .slice(0, 3);
  for (const word of quizWords) claims.push({ kind: 'tool', word, fromResume: false });
  for (const word of resumeWords) claims.push({ kind: 'tool', word, fromResume: true });
  if (quizWords.length) parts.push(`it uses ${listWords(quizWords)}, which you mentioned`);
  if (resumeWords.length) parts.push(`it uses ${listWords(resumeWords)} from your resume`);
  if (score.matchedValues.length) {
    for (const value of score.matchedValues) claims.push({ kind: 'value', value });
    parts.push(`it rewards the ${listWords(score.matchedValues.map((v) => v.toLowerCase()))} you value`);
  }
  const env = score.bestEnvironment;
  const affinity = env ? (score.entry.environment[env] ?? 0) : 0;
  if (env && affinity >= 0.6) {
    claims.push({ kind: 'setting', setting: env, fits: true });
    parts.push(`it is often done in the setting you chose: ${ENVIRONMENT_WORDS[env]}`);
  }
  const growth = o.outlook?.growthPct;
  if (growth !== null && growth !== undefined && growth >= 4.5) {
    claims.push({ kind: 'growth', percent: growth });
    parts.push(`employment is projected to grow ${growth}% by 2034 (BLS)`);
  }
  let sentence = parts.length ? `${listWords(parts)}.` : '';
  const chosen = user.profile.environments;
  if (env && affinity < 0.25 && chosen.length > 0) {
    for (const setting of chosen) claims.push({ kind: 'setting', setting, fits: false });
    sentence += `${sentence ? ' ' : ''}Note that it is seldom done in the settings you chose (${listWords(chosen.map((e) => ENVIRONMENT_WORDS[e]))}).`;
  }
  if (!sentence) return null;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
