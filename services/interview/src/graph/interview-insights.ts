import type { RubricScoreType, RubricScoreWithTipType } from './interview-insights.types.js';

/** An evaluated answer as the insights read it (the rubric parts of its stored evaluation). */
export interface ScoredAnswerRow {
  sessionId: string | null;
  questionId: string | null;
  question: string;
  careerPath: string;
  score: number;
  createdAt: Date;
  rubric: { key: string; label: string; score: number; tip: string | null }[];
}

export interface SessionScore {
  key: string;
  careerPath: string;
  startedAt: string;
  answered: number;
  score: number;
  allParts: RubricScoreType[];
}

/**
 * Scores over time: answers grouped by session (answers evaluated outside a session by UTC day), oldest first, each
 * group the rounded mean of its answers' totals and of each rubric part. A retried question counts its best attempt
 * only, as the session summary does.
 */
export function sessionScores(answers: readonly ScoredAnswerRow[]): SessionScore[] {
  const groups = new Map<string, ScoredAnswerRow[]>();
  for (const answer of answers) {
    const key = answer.sessionId ?? `day:${answer.createdAt.toISOString().slice(0, 10)}`;
    const list = groups.get(key) ?? [];
    list.push(answer);
    groups.set(key, list);
  }
  const out: SessionScore[] = [];
  for (const [key, list] of groups) {
    const best = new Map<string, ScoredAnswerRow>();
    for (const a of list) {
      const q = a.questionId ?? a.question;
      const held = best.get(q);
      if (!held || a.score > held.score) best.set(q, a);
    }
    const kept = [...best.values()];
    const parts = new Map<string, { label: string; sum: number; n: number }>();
    for (const a of kept) {
      for (const p of a.rubric) {
        const t = parts.get(p.key) ?? { label: p.label, sum: 0, n: 0 };
        t.sum += p.score;
        t.n += 1;
        parts.set(p.key, t);
      }
    }
    const startedAt = list.reduce((min, a) => (a.createdAt < min ? a.createdAt : min), list[0]!.createdAt);
    out.push({
      key,
      careerPath: list[0]!.careerPath,
      startedAt: startedAt.toISOString(),
      answered: kept.length,
      score: Math.round(kept.reduce((s, a) => s + a.score, 0) / kept.length),
      allParts: [...parts].map(([k, t]) => ({ key: k, label: t.label, score: Math.round(t.sum / t.n) })),
    });
  }
  return out.sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.key.localeCompare(b.key));
}

/** The lowest-scoring recent answers (latest attempt of each question), lowest first, each with its weakest part. */
export function weakestAnswers(
  answers: readonly ScoredAnswerRow[],
  limit: number,
): {
  question: string;
  careerPath: string;
  score: number;
  answeredAt: string;
  weakestPart: RubricScoreWithTipType | null;
}[] {
  const latest = new Map<string, ScoredAnswerRow>();
  for (const a of answers) {
    const q = `${a.sessionId ?? ''}:${a.questionId ?? a.question}`;
    const held = latest.get(q);
    if (!held || a.createdAt >= held.createdAt) latest.set(q, a);
  }
  return [...latest.values()]
    .sort((a, b) => a.score - b.score || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map((a) => {
      const weakest = [...a.rubric].sort((x, y) => x.score - y.score || x.key.localeCompare(y.key))[0];
      return {
        question: a.question,
        careerPath: a.careerPath,
        score: a.score,
        answeredAt: a.createdAt.toISOString(),
        weakestPart: weakest
          ? { key: weakest.key, label: weakest.label, score: weakest.score, tip: weakest.tip ?? null }
          : null,
      };
    });
}
