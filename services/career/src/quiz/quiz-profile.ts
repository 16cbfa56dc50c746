import { RIASEC_AREAS, type RiasecArea } from '../matching/riasec.js';
import { SKILL_AREA_BY_LABEL } from '../matching/skill-areas.js';
import type { CareerIntent, RatedActivity, UserProfile, WorkSetting } from '../matching/user-profile.js';
import {
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  FURTHER_EDUCATION_OPTIONS,
  INTENT_OPTIONS,
  INTEREST_ITEMS,
  QUESTION_IDS,
  SETTING_OPTIONS,
  WORK_VALUE_OPTIONS,
} from './quiz-questions.js';
import type { ValidatedQuiz } from './quiz-validation.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A job-title answer that says there is none ("none", "n/a", "student", "-"). */
const NO_JOB = /^(none|no|n\/?a|nothing|-+|not working|never worked|unemployed|student)\b\.?$/i;

/** Turns validated answers into the profile the matching engine scores against. */
export function buildUserProfile(quiz: ValidatedQuiz): UserProfile {
  const itemRatings = Object.fromEntries(RIASEC_AREAS.map((a) => [a, [] as number[]])) as Record<RiasecArea, number[]>;
  const rated: RatedActivity[] = [];
  for (const item of INTEREST_ITEMS) {
    const rating = quiz.ratings.get(item.id);
    if (rating === undefined) continue;
    itemRatings[item.area].push(rating);
    rated.push({ area: item.area, activity: item.activity, rating });
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : 1);
  const riasec = Object.fromEntries(RIASEC_AREAS.map((a) => [a, round1(mean(itemRatings[a]))])) as Record<
    RiasecArea,
    number
  >;

  // Highest rated first; ties in question order, so the quoted activities are stable.
  const topActivities = rated
    .map((r, order) => ({ r, order }))
    .sort((x, y) => y.r.rating - x.r.rating || x.order - y.order)
    .slice(0, 8)
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

  // Education alone sets the zone people are prepared for; related experience is weighed per occupation.
  const jobZone = education?.jobZone ?? null;
  const reachZone = jobZone === null ? null : Math.max(jobZone, further?.reachZone ?? jobZone);

  const chosenOf = <K extends string>(options: Record<K, string>, questionId: number): K[] =>
    (Object.entries(options) as [K, string][])
      .filter(([, label]) => quiz.choices.get(questionId)?.includes(label))
      .map(([key]) => key);
  const intent = chosenOf<CareerIntent>(INTENT_OPTIONS, QUESTION_IDS.intent)[0] ?? null;
  const environments = chosenOf<WorkSetting>(SETTING_OPTIONS, QUESTION_IDS.settings);
  const values = chosenOf<string>(WORK_VALUE_OPTIONS, QUESTION_IDS.values);
  const skillAreas = (quiz.choices.get(QUESTION_IDS.skills) ?? [])
    .map((label) => SKILL_AREA_BY_LABEL.get(label)?.id)
    .filter((id): id is string => Boolean(id));

  const title = quiz.texts.get(QUESTION_IDS.jobTitle)?.trim() ?? '';

  return {
    riasec,
    topActivities,
    itemRatings,
    jobTitle: title && !NO_JOB.test(title) ? title : null,
    intent,
    jobZone,
    reachZone,
    educationLabel: education?.label ?? null,
    educationLevel: education?.level ?? null,
    educationWords: education?.words ?? null,
    experienceYears: experience?.years ?? null,
    furtherWords: further?.words ?? null,
    environments,
    values,
    skillAreas,
    toolsText: quiz.texts.get(QUESTION_IDS.tools) ?? '',
    goalsText: quiz.texts.get(QUESTION_IDS.goals) ?? '',
  };
}
