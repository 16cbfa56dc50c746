import type { InsightsData } from './insights-query.js';
import { isoWeek, stableHash } from './iso-week.js';

/** What the plan is drawn from: the Insights operation's answer under `me` (a part is null when it could not be read). */
export type CoachingInput = Omit<NonNullable<InsightsData['me']>, 'id' | 'plan'>;

export type CoachingKind =
  | 'take-quiz'
  | 'upload-resume'
  | 'add-keyword'
  | 'practise-weakest-part'
  | 'first-interview'
  | 'apply-saved'
  | 'save-jobs'
  | 'widen-search'
  | 'retake-quiz'
  | 'keep-practising'
  | 'search-listings'
  | 'review-resume';

/** One concrete action of the week: what to do, why (from the user's own data) and where it is done. */
export interface CoachingAction {
  /** Stable across reads within the week: the kind and what it is about. */
  id: string;
  kind: CoachingKind;
  title: string;
  detail: string;
  href: string;
  linkLabel: string;
}

export interface CoachingPlan {
  /** The ISO week the plan is for (`2026-W48`). */
  week: string;
  actions: CoachingAction[];
}

export const COACHING_MIN_ACTIONS = 3;
export const COACHING_MAX_ACTIONS = 5;
/** A rubric part averaging below this over recent sessions is worth a week's practice. */
export const WEAK_PART_BELOW = 70;
/** Fewer listings than this near the user for a top match: suggest remote listings. */
export const FEW_LOCAL_LISTINGS = 5;
/** ATS points the resume moved since the last quiz for the matches to be worth refreshing. */
export const BIG_RESUME_CHANGE = 10;

interface Candidate extends CoachingAction {
  /** Higher first; equal priorities are ordered by a hash of the week, so that fillers rotate week to week. */
  priority: number;
}

const jobsSearch = (keyword: string, remoteOnly = false) =>
  `/jobs?${new URLSearchParams({ keyword, ...(remoteOnly ? { remoteOnly: 'true' } : {}) }).toString()}`;

const quote = (text: string, max = 80) => `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;

/**
 * The weekly coaching plan: three to five concrete actions drawn from the user's own gaps, matches, applications and
 * weakest interview answers, each linking to the screen where it is done. Pure: the same data in the same ISO week
 * gives the same plan (an action leaves it only when the data says it is done, e.g. the saved job was applied to).
 */
export function weeklyCoachingPlan(input: CoachingInput, now: Date): CoachingPlan {
  const week = isoWeek(now);
  const candidates = [...fromData(input), ...fillers(input)];
  const ordered = candidates.sort(
    (a, b) => b.priority - a.priority || stableHash(`${week}:${a.id}`) - stableHash(`${week}:${b.id}`),
  );
  const seen = new Set<CoachingKind>();
  const actions: CoachingAction[] = [];
  for (const { priority, ...action } of ordered) {
    if (seen.has(action.kind)) continue;
    // Past the minimum, only actions drawn from the user's data make the list; fillers only make up the three.
    if (actions.length >= COACHING_MIN_ACTIONS && priority < FILLER_PRIORITY_CEILING) break;
    seen.add(action.kind);
    actions.push(action);
    if (actions.length === COACHING_MAX_ACTIONS) break;
  }
  return { week, actions };
}

const FILLER_PRIORITY_CEILING = 30;

/** The latest quiz attempt's matches, best first (attempts are listed oldest first). */
function latestMatches(input: CoachingInput) {
  const attempts = input.matchHistory?.attempts ?? [];
  return [...(attempts.at(-1)?.matches ?? [])].sort((a, b) => a.rank - b.rank);
}

function fromData(input: CoachingInput): Candidate[] {
  const out: Candidate[] = [];
  const attempts = input.matchHistory?.attempts;
  const versions = input.resumeInsights?.versions;
  const sessions = input.interviewInsights?.sessions;
  const funnel = input.applicationFunnel;
  const top = latestMatches(input)[0];

  if (attempts && attempts.length === 0) {
    out.push({
      id: 'take-quiz',
      kind: 'take-quiz',
      priority: 100,
      title: 'Take the skills and interests quiz',
      detail: 'Your career matches, and most of this plan, come from it. It takes about ten minutes.',
      href: '/quiz',
      linkLabel: 'Take Quiz',
    });
  }
  if (versions && versions.length === 0) {
    out.push({
      id: 'upload-resume',
      kind: 'upload-resume',
      priority: 95,
      title: 'Upload your resume',
      detail: 'You get an ATS score and the keywords your matches ask for, and this page tracks the score over time.',
      href: '/resume-builder',
      linkLabel: 'Open Resume Builder',
    });
  }

  const gaps = input.resumeInsights?.matchGaps.filter((g) => g.keywords.length > 0) ?? [];
  const gap = gaps.find((g) => g.source === 'career-matches') ?? gaps[0];
  if (gap) {
    const keyword = gap.keywords[0]!;
    const who =
      gap.source === 'career-matches'
        ? gap.occupations.length === 1
          ? `${gap.occupations[0]}, your top match, asks`
          : `Your top matches (${gap.occupations.join(', ')}) ask`
        : `The line of work your resume aims at (${gap.occupations.join(', ')}) asks`;
    out.push({
      id: `add-keyword:${keyword.toLowerCase()}`,
      kind: 'add-keyword',
      priority: 90,
      title: `Add “${keyword}” to your resume`,
      detail: `${who} for it, and your resume does not name it yet.`,
      href: '/resume-builder?tab=analysis',
      linkLabel: 'Open Resume Analysis',
    });
  }

  const weakest = weakestPart(sessions ?? []);
  if (weakest && weakest.score < WEAK_PART_BELOW) {
    const answer = input.interviewInsights?.weakestAnswers.find((a) => a.weakestPart?.key === weakest.key);
    const tip = answer?.weakestPart?.tip;
    out.push({
      id: `practise-weakest-part:${weakest.key}`,
      kind: 'practise-weakest-part',
      priority: 85,
      title: `Practise ${weakest.label.toLowerCase()} in your interview answers`,
      detail:
        `Your recent answers average ${weakest.score}/100 on ${weakest.label.toLowerCase()}, your weakest part.` +
        (answer ? ` Start again with ${quote(answer.question)}.` : '') +
        (tip ? ` ${tip}` : ''),
      href: '/interview-practice',
      linkLabel: 'Open Interview Practice',
    });
  } else if (sessions && sessions.length === 0) {
    out.push({
      id: 'first-interview',
      kind: 'first-interview',
      priority: 75,
      title: top ? `Practise an interview for ${top.title}` : 'Practise your first interview',
      detail: 'Answer a few questions and get a score for each part of the rubric: this page then shows your trend.',
      href: '/interview-practice',
      linkLabel: 'Open Interview Practice',
    });
  }

  if (funnel && funnel.waiting.length > 0) {
    const job = funnel.waiting[0]!;
    const others = funnel.saved - funnel.savedAndApplied - 1;
    out.push({
      id: `apply-saved:${job.jobId}`,
      kind: 'apply-saved',
      priority: 80,
      title: `Apply to ${job.title}${job.company ? ` at ${job.company}` : ''}`,
      detail:
        `You saved it on ${job.savedAt.slice(0, 10)} and have not applied yet` +
        (others > 0 ? `; ${others} more saved ${others === 1 ? 'job waits' : 'jobs wait'} too.` : '.'),
      href: jobsSearch(job.title),
      linkLabel: 'Find it in Job Search',
    });
  } else if (funnel && funnel.saved === 0 && funnel.applied === 0 && top) {
    out.push({
      id: `save-jobs:${top.occupationCode}`,
      kind: 'save-jobs',
      priority: 65,
      title: `Save three jobs that fit ${top.title}`,
      detail: `${top.title} is your best match (${top.matchScore}%), and you have not saved or applied to any job yet.`,
      href: jobsSearch(top.title),
      linkLabel: 'Search Jobs',
    });
  }

  const thin = (input.jobs?.insights?.occupations ?? [])
    .slice(0, 3)
    .find((o) => o.nearby !== null && o.nearby < FEW_LOCAL_LISTINGS && o.remote > 0);
  if (thin) {
    out.push({
      id: `widen-search:${thin.code}`,
      kind: 'widen-search',
      priority: 60,
      title: `Look at remote listings for ${thin.title}`,
      detail: `Only ${thin.nearby} ${thin.nearby === 1 ? 'listing is' : 'listings are'} near you for this match, and ${thin.remote} remote.`,
      href: jobsSearch(thin.searchKeyword, true),
      linkLabel: 'Search Remote Jobs',
    });
  }

  const change = resumeChangeSinceQuiz(input);
  if (change !== null) {
    out.push({
      id: `retake-quiz:${change.version}`,
      kind: 'retake-quiz',
      priority: 70,
      title: 'Retake the quiz with your new resume',
      detail: change.detail,
      href: '/quiz',
      linkLabel: 'Take Quiz',
    });
  }
  return out;
}

/** Always possible: they make up the plan's three actions when the data suggests fewer. */
function fillers(input: CoachingInput): Candidate[] {
  const top = latestMatches(input)[0];
  const list: Candidate[] = [
    {
      id: 'keep-practising',
      kind: 'keep-practising',
      priority: 20,
      title: 'Answer one more practice question',
      detail: 'A short session a week keeps your answers sharp; retry a question to see what moved.',
      href: '/interview-practice',
      linkLabel: 'Open Interview Practice',
    },
    {
      id: 'review-resume',
      kind: 'review-resume',
      priority: 20,
      title: "Work through your resume's ATS advice",
      detail: 'Each suggestion you apply can raise the score this page tracks across versions.',
      href: '/resume-builder?tab=analysis',
      linkLabel: 'Open Resume Analysis',
    },
  ];
  list.push({
    id: 'search-listings',
    kind: 'search-listings',
    priority: 20,
    title: top ? `Check new listings for ${top.title}` : 'Check new job listings',
    detail: top
      ? `Your best match is ${top.title} (${top.matchScore}%).`
      : 'Save the ones that fit to track them here.',
    href: top ? jobsSearch(top.title) : '/jobs',
    linkLabel: 'Search Jobs',
  });
  return list;
}

/** The rubric part with the lowest mean over the three latest sessions (sessions are listed oldest first). */
export function weakestPart(
  sessions: NonNullable<CoachingInput['interviewInsights']>['sessions'],
): { key: string; label: string; score: number } | null {
  const totals = new Map<string, { label: string; sum: number; n: number }>();
  for (const session of sessions.slice(-3)) {
    for (const part of session.parts) {
      const t = totals.get(part.key) ?? { label: part.label, sum: 0, n: 0 };
      t.sum += part.score;
      t.n += 1;
      totals.set(part.key, t);
    }
  }
  let weakest: { key: string; label: string; score: number } | null = null;
  for (const [key, t] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const score = Math.round(t.sum / t.n);
    if (!weakest || score < weakest.score) weakest = { key, label: t.label, score };
  }
  return weakest;
}

/** A resume analysed after the last quiz whose ATS score moved by BIG_RESUME_CHANGE or more (or the first resume). */
function resumeChangeSinceQuiz(input: CoachingInput): { version: number; detail: string } | null {
  const lastQuiz = input.matchHistory?.attempts.at(-1);
  const versions = input.resumeInsights?.versions ?? [];
  if (!lastQuiz || versions.length === 0) return null;
  const latest = versions.at(-1)!;
  if (latest.analyzedAt <= lastQuiz.takenAt || latest.atsScore === null) return null;
  const before = [...versions].reverse().find((v) => v.analyzedAt <= lastQuiz.takenAt);
  if (!before) {
    return {
      version: latest.version,
      detail: 'You uploaded your resume after taking the quiz: retaking it lets your answers and your resume agree.',
    };
  }
  if (before.atsScore === null || Math.abs(latest.atsScore - before.atsScore) < BIG_RESUME_CHANGE) return null;
  return {
    version: latest.version,
    detail: `Your resume's ATS score went from ${before.atsScore} to ${latest.atsScore} since your last quiz.`,
  };
}
