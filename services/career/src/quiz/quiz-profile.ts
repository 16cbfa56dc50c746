import { RIASEC_AREAS, type RiasecArea } from '../matching/riasec.js';
import { SKILL_AREA_BY_LABEL } from '../matching/skill-areas.js';
import type { RatedActivity, UserProfile, WorkEnvironment } from '../matching/user-profile.js';
import {
  EDUCATION_OPTIONS,
  ENVIRONMENT_OPTIONS,
  EXPERIENCE_OPTIONS,
  FURTHER_EDUCATION_OPTIONS,
  INTEREST_ITEMS,
  QUESTION_IDS,
  WORK_VALUE_OPTIONS,
} from './quiz-questions.js';
import type { ValidatedQuiz } from './quiz-validation.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Turns validated answers into the profile the matching engine scores against. */
export function buildUserProfile(quiz: ValidatedQuiz): UserProfile {
  const sums = Object.fromEntries(RIASEC_AREAS.map((a) => [a, 0])) as Record<RiasecArea, number>;
  const counts = { ...sums };
  const rated: RatedActivity[] = [];
  for (const item of INTEREST_ITEMS) {
    const rating = quiz.ratings.get(item.id);
    if (rating === undefined) continue;
    sums[item.area] += rating;
    counts[item.area] += 1;
    rated.push({ area: item.area, activity: item.activity, rating });
  }
  const riasec = Object.fromEntries(
    RIASEC_AREAS.map((a) => [a, counts[a] ? round1(sums[a] / counts[a]) : 1]),
  ) as Record<RiasecArea, number>;

  // Highest rated first; ties in question order, so the quoted activities are stable.
  const topActivities = rated
    .map((r, order) => ({ r, order }))
    .sort((x, y) => y.r.rating - x.r.rating || x.order - y.order)
    .slice(0, 6)
    .map((x) => x.r);

  const pick = <T extends { label: string }>(options: readonly T[], questionId: number): T | null => {
    const chosen = quiz.choices.get(questionId) ?? [];
    // Several boxes ticked on a one-answer question: the highest level ticked counts.
    const indexes = chosen.map((c) => options.findIndex((o) => o.label === c)).filter((i) => i >= 0);
    return indexes.length ? options[Math.max(...indexes)] : null;
  };
  const education = pick(EDUCATION_OPTIONS, QUESTION_IDS.education);
  const experience = pick(EXPERIENCE_OPTIONS, QUESTION_IDS.experience);
  const further = pick(FURTHER_EDUCATION_OPTIONS, QUESTION_IDS.furtherEducation);

  let jobZone: number | null = null;
  if (education || experience) {
    // Experience can stand in for schooling up to a point (O*NET Job Zone Reference), never beyond Job Zone 4.
    jobZone = Math.max(education?.jobZone ?? 1, experience?.jobZone ?? 1);
  }
  const reachZone = jobZone === null ? null : Math.max(jobZone, further?.reachZone ?? jobZone);

  const environments = (Object.entries(ENVIRONMENT_OPTIONS) as [WorkEnvironment, string][])
    .filter(([, label]) => quiz.choices.get(QUESTION_IDS.environment)?.includes(label))
    .map(([env]) => env);
  const values = Object.entries(WORK_VALUE_OPTIONS)
    .filter(([, label]) => quiz.choices.get(QUESTION_IDS.values)?.includes(label))
    .map(([value]) => value);
  const skillAreas = (quiz.choices.get(QUESTION_IDS.skills) ?? [])
    .map((label) => SKILL_AREA_BY_LABEL.get(label)?.id)
    .filter((id): id is string => Boolean(id));

  return {
    riasec,
    topActivities,
    jobZone,
    reachZone,
    educationLabel: education?.label ?? null,
    educationLevel: education?.level ?? null,
    educationWords: education?.words ?? null,
    experienceYears: experience?.years ?? null,
    environments,
    values,
    skillAreas,
    toolsText: quiz.texts.get(QUESTION_IDS.tools) ?? '',
    goalsText: quiz.texts.get(QUESTION_IDS.goals) ?? '',
  };
}
