import type {
  AttemptComparison,
  InterviewAnswer,
  InterviewEvaluateResponse,
  InterviewEvaluation,
  InterviewSessionDetail,
  InterviewSessionSummary,
  InterviewStartResponse,
} from '@pathwise/contracts';
import type { InterviewAnswerEntity } from './answer.entity.js';
import type { InterviewSessionEntity } from './session.entity.js';

/** Rows as the API shows them. */
export function toStartResponse(s: InterviewSessionEntity): InterviewStartResponse {
  return {
    sessionId: s.id,
    careerPath: s.careerPath,
    experienceLevel: s.experienceLevel,
    occupation: s.occupationCode && s.occupationTitle ? { code: s.occupationCode, title: s.occupationTitle } : null,
    questions: s.questions,
    engine: s.engine,
  };
}

export function toEvaluateResponse(
  a: InterviewAnswerEntity,
  comparison: AttemptComparison | null,
  sessionComplete: boolean,
): InterviewEvaluateResponse {
  return {
    ...evaluationOf(a),
    answerId: a.id,
    sessionId: a.sessionId,
    questionId: a.questionId,
    attempt: a.attempt,
    comparison,
    sessionComplete,
  };
}

function evaluationOf(a: InterviewAnswerEntity): InterviewEvaluation {
  return { ...a.evaluation, score: a.score, engine: a.engine };
}

export function toAnswer(a: InterviewAnswerEntity): InterviewAnswer {
  return {
    ...evaluationOf(a),
    id: a.id,
    questionId: a.questionId ?? '',
    attempt: a.attempt,
    response: a.response,
    createdAt: a.createdAt.toISOString(),
  };
}

/** A session's summary: the mean of each answered question's best attempt. */
export function toSummary(s: InterviewSessionEntity, answers: InterviewAnswerEntity[]): InterviewSessionSummary {
  const best = new Map<string, number>();
  for (const a of answers) if (a.questionId) best.set(a.questionId, Math.max(best.get(a.questionId) ?? 0, a.score));
  const scores = [...best.values()];
  return {
    id: s.id,
    careerPath: s.careerPath,
    experienceLevel: s.experienceLevel,
    createdAt: s.createdAt.toISOString(),
    completedAt: s.completedAt?.toISOString() ?? null,
    questionCount: s.questions.length,
    answeredCount: best.size,
    averageScore: scores.length ? Math.round(scores.reduce((x, y) => x + y, 0) / scores.length) : null,
    engine: s.engine,
  };
}

export function toDetail(s: InterviewSessionEntity, answers: InterviewAnswerEntity[]): InterviewSessionDetail {
  return {
    ...toSummary(s, answers),
    occupation: s.occupationCode && s.occupationTitle ? { code: s.occupationCode, title: s.occupationTitle } : null,
    questions: s.questions.map((q) => ({
      ...q,
      answers: answers
        .filter((a) => a.questionId === q.id)
        .sort((x, y) => x.attempt - y.attempt)
        .map(toAnswer),
    })),
  };
}
