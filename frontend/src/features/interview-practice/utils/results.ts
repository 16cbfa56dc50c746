import type {
  AttemptComparison,
  InterviewEvaluation,
  InterviewQuestion,
  InterviewSessionDetail,
  InterviewStartResponse,
} from '@pathwise/contracts';

/** One evaluated attempt at a question: the answer, its evaluation, and (on a retry) how it compares. */
export interface Attempt {
  attempt: number;
  response: string;
  evaluation: InterviewEvaluation;
  comparison: AttemptComparison | null;
}

/** A session as the screen needs it, whether just started or read back from the history. */
export interface PracticeSession {
  sessionId: string;
  careerPath: string;
  experienceLevel: InterviewStartResponse['experienceLevel'];
  questions: InterviewQuestion[];
  engine: InterviewStartResponse['engine'];
}

/** Attempts by question id, oldest first. */
export type AttemptsByQuestion = Record<string, Attempt[]>;

export function sessionFromStart(start: InterviewStartResponse): PracticeSession {
  return {
    sessionId: start.sessionId,
    careerPath: start.careerPath,
    experienceLevel: start.experienceLevel,
    questions: start.questions,
    engine: start.engine,
  };
}

/** A past session and its attempts, from GET /api/interview/sessions/:id. */
export function fromDetail(detail: InterviewSessionDetail): { session: PracticeSession; attempts: AttemptsByQuestion } {
  const attempts: AttemptsByQuestion = {};
  for (const q of detail.questions) {
    const sorted = [...q.answers].sort((a, b) => a.attempt - b.attempt);
    attempts[q.id] = sorted.map((a, i) => ({
      attempt: a.attempt,
      response: a.response,
      evaluation: a,
      comparison: i > 0 ? compare(sorted[i - 1], a) : null,
    }));
  }
  const questions = detail.questions.map(({ answers: _answers, ...q }) => q);
  return {
    session: {
      sessionId: detail.id,
      careerPath: detail.careerPath,
      experienceLevel: detail.experienceLevel,
      questions,
      engine: detail.engine,
    },
    attempts,
  };
}

/** The comparison the service sends with a retry, rebuilt for attempts read back from the history. */
function compare(previous: InterviewEvaluation, now: InterviewEvaluation): AttemptComparison {
  const delta = now.score - previous.score;
  return {
    previousScore: previous.score,
    delta,
    parts: now.rubric.map((p) => ({
      key: p.key,
      label: p.label,
      previous: previous.rubric.find((q) => q.key === p.key)?.score ?? 0,
      now: p.score,
    })),
    summary:
      delta > 0
        ? `Up ${delta} points on the previous attempt.`
        : delta < 0
          ? `Down ${-delta} points on the previous attempt.`
          : 'The same score as the previous attempt.',
  };
}

/** The mean of each answered question's latest score, or null before any answer. */
export function averageScore(session: PracticeSession, attempts: AttemptsByQuestion): number | null {
  const scores = session.questions
    .map((q) => attempts[q.id]?.at(-1)?.evaluation.score)
    .filter((s): s is number => s !== undefined);
  return scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
}
