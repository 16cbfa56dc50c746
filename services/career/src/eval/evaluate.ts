import { matchBand, QuizSubmitBody, type QuizQuestion, type QuizSubmitRequest } from '@pathwise/contracts';
import type { MatchEngine } from '../matching/match-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { QuizValidationError, validateQuizSubmission } from '../quiz/quiz-validation.js';
import { answerQuiz } from './answer-quiz.js';
import type { Persona } from './persona.js';
import { randomSubmission } from './random-answers.js';
import { seededRandom } from './seeded-random.js';

/** One shown match, as the evaluation sees it. */
export interface ShownMatch {
  code: string;
  title: string;
  score: number;
}

/** Quiz answers in, matches out (best first), or 'refused' when the quiz declines to match them (422). */
export type Matcher = (body: QuizSubmitRequest) => ShownMatch[] | 'refused';

/**
 * The service's own path from a submit body to matches: the global pipe's schema, the quiz's rules, the profile and
 * the engine (no database).
 */
export function serviceMatcher(engine: MatchEngine): Matcher {
  return (body) => {
    let quiz;
    try {
      quiz = validateQuizSubmission(QuizSubmitBody.parse(body));
    } catch (err) {
      if (err instanceof QuizValidationError && err.kind === 'flat') return 'refused';
      throw err;
    }
    return engine.match(buildUserProfile(quiz)).matches.map((m) => ({
      code: m.recommendation.occupationCode,
      title: m.recommendation.title,
      score: m.recommendation.matchScore,
    }));
  };
}

export interface PersonaResult {
  persona: Persona;
  shown: Array<ShownMatch & { accepted: boolean }>;
  /** Share of the first 5 / 10 shown that the counsellor accepts. */
  fit5: number;
  fit10: number;
  /** Position (1-based) of the best-placed target occupation among those shown, null when not shown or none. */
  targetRank: number | null;
  /** The persona names a target that the catalog has. */
  hasTarget: boolean;
}

export interface ScoreStats {
  n: number;
  mean: number;
  p10: number;
  median: number;
  p90: number;
  excellent: number;
  good: number;
  potential: number;
}

export interface Summary {
  personas: number;
  fit5: number;
  fit10: number;
  /** Personas with at least 4 of their first 5 acceptable. */
  atLeast4of5: number;
  /** Personas whose named target the catalog has, and how many of them show it in the first 10. */
  targets: number;
  targetsInTop10: number;
  /** Scores of the first 10 shown, by label. */
  accepted: ScoreStats;
  rejected: ScoreStats;
}

export interface RandomResult {
  runs: number;
  refused: number;
  /** Answer sets whose best match scores 80+ (Good or better) / 90+ (Excellent). */
  top80: number;
  top90: number;
  medianTop: number;
}

const SHOWN = 10;

export function evaluatePersona(
  persona: Persona,
  questions: readonly QuizQuestion[],
  matcher: Matcher,
  catalogCodes: ReadonlySet<string>,
): PersonaResult {
  const result = matcher(answerQuiz(persona, questions));
  const accept = new Set(persona.accept);
  const shown = (result === 'refused' ? [] : result).map((m) => ({ ...m, accepted: accept.has(m.code) }));
  const fit = (k: number) => shown.slice(0, k).filter((m) => m.accepted).length / k;
  const targetCodes = (persona.target?.codes ?? []).filter((c) => catalogCodes.has(c));
  const rank = shown.findIndex((m) => targetCodes.includes(m.code));
  return {
    persona,
    shown,
    fit5: fit(5),
    fit10: fit(SHOWN),
    targetRank: rank >= 0 ? rank + 1 : null,
    hasTarget: targetCodes.length > 0,
  };
}

function stats(scores: number[]): ScoreStats {
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
  const band = (name: string) => scores.filter((s) => matchBand(s) === name).length;
  return {
    n: scores.length,
    mean: scores.length ? scores.reduce((s, v) => s + v, 0) / scores.length : NaN,
    p10: at(0.1),
    median: at(0.5),
    p90: at(0.9),
    excellent: band('Excellent Match'),
    good: band('Good Match'),
    potential: band('Potential Match'),
  };
}

export function summarise(results: readonly PersonaResult[]): Summary {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : NaN);
  const top = results.flatMap((r) => r.shown.slice(0, SHOWN));
  const withTarget = results.filter((r) => r.hasTarget);
  return {
    personas: results.length,
    fit5: mean(results.map((r) => r.fit5)),
    fit10: mean(results.map((r) => r.fit10)),
    atLeast4of5: results.filter((r) => r.fit5 >= 0.8).length,
    targets: withTarget.length,
    targetsInTop10: withTarget.filter((r) => r.targetRank !== null && r.targetRank <= SHOWN).length,
    accepted: stats(top.filter((m) => m.accepted).map((m) => m.score)),
    rejected: stats(top.filter((m) => !m.accepted).map((m) => m.score)),
  };
}

export function evaluateRandom(questions: readonly QuizQuestion[], matcher: Matcher, runs: number): RandomResult {
  const random = seededRandom('random answer sets');
  const tops: number[] = [];
  let refused = 0;
  for (let i = 0; i < runs; i++) {
    const result = matcher(randomSubmission(questions, random));
    if (result === 'refused' || result.length === 0) refused++;
    else tops.push(result[0].score);
  }
  const sorted = [...tops].sort((a, b) => a - b);
  return {
    runs,
    refused,
    top80: tops.filter((s) => s >= 80).length,
    top90: tops.filter((s) => s >= 90).length,
    medianTop: sorted[Math.floor(sorted.length / 2)] ?? NaN,
  };
}
