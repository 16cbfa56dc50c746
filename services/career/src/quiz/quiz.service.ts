import { Injectable } from '@nestjs/common';
import { ErrorCodes, EventNames, type QuizSubmission, type QuizSubmitResponse } from '@pathwise/contracts';
import { ApiError, EventPublisher } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { MatchingService } from '../matches/matching.service.js';
import { ProgressService } from '../progress/progress.service.js';
import { buildUserProfile } from './quiz-profile.js';

import { QuizSubmissionEntity } from './quiz-submission.entity.js';
import {
  QuizValidationError,
  type StoredAnswer,
  validateQuizSubmission,
  type ValidatedQuiz,
} from './quiz-validation.js';

/** How long identical answers count as a retry of the user's latest submission rather than a new one. */
export const RESUBMIT_WINDOW_MS = 10 * 60_000;

/** The same response to every question (question text and category are the server's own, so they follow). */
export function sameAnswers(a: readonly StoredAnswer[], b: readonly StoredAnswer[]): boolean {
  const key = (answers: readonly StoredAnswer[]) =>
    JSON.stringify([...answers].sort((x, y) => x.questionId - y.questionId).map((x) => [x.questionId, x.response]));
  return a.length === b.length && key(a) === key(b);
}

@Injectable()
export class QuizService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly progress: ProgressService,
    private readonly matching: MatchingService,
  ) {}

  /**
   * Stores the answers and publishes quiz.completed in one transaction, then runs matching as a job and waits for it,
   * so the response carries the new matches. A retake adds a submission and replaces the current matches.
   *
   * The same answers again within RESUBMIT_WINDOW_MS of the user's latest submission (a retry after a 503, a double
   * click) are that submission, not a new one: the call joins its matching job, or answers with its matches when the
   * job has already stored them.
   */
  async submit(userId: string, body: QuizSubmission): Promise<QuizSubmitResponse> {
    const quiz = this.validate(body);
    const profile = buildUserProfile(quiz);
    const completedAt = new Date();
    const { submissionId, reused } = await this.dataSource.transaction(async (manager) => {
      // One user's submits one at a time, so a retry racing the first request sees it.
      // An account deleted meanwhile (a session that outlived it): 401 as every service answers, nothing stored.
      if (!(await this.progress.lock(manager, userId))) throw ApiError.unauthorized();
      const latest = await manager.findOne(QuizSubmissionEntity, {
        where: { userId },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      if (
        latest &&
        completedAt.getTime() - latest.createdAt.getTime() < RESUBMIT_WINDOW_MS &&
        sameAnswers(latest.answers, quiz.answers)
      ) {
        return { submissionId: latest.id, reused: true };
      }
      const saved = await manager.save(
        manager.create(QuizSubmissionEntity, { userId, answers: quiz.answers, profile }),
      );
      // The read model is this service's own: update it now so the dashboard is right the moment this call returns.
      await this.progress.upsert(manager, userId, {
        latestSubmissionId: saved.id,
        quizCompletedAt: completedAt,
        interestProfile: { ...profile.riasec },
      });
      await this.events.publish(manager, EventNames.quizCompleted, {
        userId,
        submissionId: saved.id,
        completedAt: completedAt.toISOString(),
      });
      return { submissionId: saved.id, reused: false };
    });
    if (reused) {
      const stored = await this.matching.matchesOf(userId, submissionId);
      if (stored.length > 0) return { submissionId, recommendations: stored };
    }
    const recommendations = await this.matching.matchAndWait(userId, submissionId);
    return { submissionId, recommendations };
  }

  private validate(body: QuizSubmission): ValidatedQuiz {
    try {
      return validateQuizSubmission(body);
    } catch (err) {
      if (!(err instanceof QuizValidationError)) throw err;
      // Every rating the same: well-formed, but no basis for matches (422 with the explanation, nothing stored).
      if (err.kind === 'flat') throw new ApiError(422, ErrorCodes.unprocessable, err.message, err.errors);
      throw ApiError.badRequest(err.message, err.errors);
    }
  }
}
