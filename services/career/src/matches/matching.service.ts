import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventNames, type CareerRecommendation, JobNames, type JobPayload } from '@pathwise/contracts';
import { APP_CONFIG, EventPublisher, JobOutbox, JobQueues } from '@pathwise/platform';
import { UnrecoverableError } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import type { CareerConfig } from '../config.js';
import type { MatchEngine } from '../matching/match-engine.js';
import { ProgressService } from '../progress/progress.service.js';
import type { UserProgressEntity } from '../progress/user-progress.entity.js';
import { MATCH_SNAPSHOT_SIZE, type MatchSnapshot, QuizSubmissionEntity } from '../quiz/quiz-submission.entity.js';
import type { ReasoningWriter } from '../reasoning/reasoning-writer.js';
import { REASONING_WRITER } from '../reasoning/reasoning-writer.provider.js';
import { CareerMatchEntity } from './career-match.entity.js';
import { MATCH_ENGINE } from './match-engine.provider.js';
import { JobMarketService } from '../market/job-market.service.js';

/** What a match-careers job returns to whoever waits for it. */
export interface MatchJobResult {
  submissionId: string;
  recommendations: CareerRecommendation[];
  /** False when a newer submission exists: these matches were computed but did not replace the current ones. */
  current: boolean;
}

export const MatchingMessages = {
  busy: 'Your answers are saved and your career matches are still being prepared. Please open your dashboard again in a minute.',
  /** The matching job failed for good (a bug, logged): submitting again reuses the saved answers. */
  failed: 'Your answers are saved, but your career matches could not be prepared. Please submit again in a moment.',
} as const;

/**
 * Career matching as queued work: the job scores a stored submission (plus the resume skills and location the read
 * model holds), replaces the user's current matches when that submission is their latest, and publishes
 * career.matches.updated in the same transaction.
 */
@Injectable()
export class MatchingService {
  private readonly logger = new Logger(MatchingService.name);

  constructor(
    @Inject(MATCH_ENGINE) private readonly engine: MatchEngine,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly jobs: JobQueues,
    private readonly jobOutbox: JobOutbox,
    private readonly progress: ProgressService,
    @Inject(APP_CONFIG) private readonly config: CareerConfig,
    @Inject(REASONING_WRITER) private readonly reasoning: ReasoningWriter,
    private readonly market: JobMarketService,
  ) {}

  /** Stored matches as served: with the jobs index's market as held now (counts, posted pay, the search step). */
  async served(userId: string, recommendations: CareerRecommendation[]): Promise<CareerRecommendation[]> {
    if (!recommendations.length) return recommendations;
    const progress = await this.progress.find(userId);
    return this.market.annotate(recommendations, progress?.location ?? null);
  }

  /** The match-careers job handler (runs on the career-matching worker). */
  async runMatching({ userId, submissionId }: JobPayload<'match-careers'>): Promise<MatchJobResult> {
    const submission = await this.dataSource.manager.findOneBy(QuizSubmissionEntity, { id: submissionId, userId });
    if (!submission) throw new UnrecoverableError(`Quiz submission ${submissionId} of user ${userId} does not exist`);

    // Scored and worded before the transaction: an LLM rewording may take seconds and must not hold the row lock.
    const inputs = (p: UserProgressEntity | null) => ({
      resumeSkills: p?.resumeSkills ?? [],
      hasResume: Boolean(p?.resumeUploadedAt),
      location: p?.location ?? null,
    });
    const before = inputs(await this.progress.find(userId));
    let written = await this.reasoning.write(
      this.engine.match(submission.profile, before).matches.map((m) => m.recommendation),
    );

    return this.dataSource.transaction(async (manager) => {
      // The lock serialises runs for one user (a retake racing a resume rescoring): the last writer sees the latest.
      const locked = await this.progress.lock(manager, userId);
      // The account was deleted meanwhile (its submissions with it): nothing is stored or published.
      if (!locked) return { submissionId, recommendations: [], current: false };
      const now = inputs(locked);
      if (JSON.stringify(now) !== JSON.stringify(before)) {
        // The resume or location changed meanwhile: score again with what is current (engine wording, no wait).
        written = {
          recommendations: this.engine.match(submission.profile, now).matches.map((m) => m.recommendation),
          engine: 'local',
        };
      }
      const recommendations = written.recommendations;
      const latest = await manager.findOne(QuizSubmissionEntity, {
        where: { userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        select: { id: true },
      });
      if (latest?.id !== submissionId) return { submissionId, recommendations, current: false };

      await manager.delete(CareerMatchEntity, { userId });
      await manager.insert(
        CareerMatchEntity,
        recommendations.map((recommendation, i) => ({
          userId,
          submissionId,
          rank: i + 1,
          occupationCode: recommendation.occupationCode,
          title: recommendation.title,
          matchScore: recommendation.matchScore,
          reasoningEngine: written.engine,
          recommendation,
        })),
      );
      // the attempt keeps what it gave, for the insights' "how matches moved between attempts"
      await manager.update(QuizSubmissionEntity, { id: submissionId }, { matchSnapshot: snapshotOf(recommendations) });
      await this.progress.upsert(manager, userId, { matchesUpdatedAt: new Date() });
      await this.events.publish(manager, EventNames.careerMatchesUpdated, {
        userId,
        occupations: recommendations.map((r) => ({ code: r.occupationCode, title: r.title, matchScore: r.matchScore })),
      });
      return { submissionId, recommendations, current: true };
    });
  }

  /** Queues matching for a submission and waits for it (bounded by MATCH_WAIT_MS; 503 after that). */
  async matchAndWait(userId: string, submissionId: string): Promise<CareerRecommendation[]> {
    const result = await this.jobs.run<'match-careers', MatchJobResult>(
      JobNames.matchCareers,
      { userId, submissionId },
      {
        key: submissionId,
        timeoutMs: this.config.MATCH_WAIT_MS,
        timeoutMessage: MatchingMessages.busy,
        failedMessage: MatchingMessages.failed,
      },
    );
    return this.served(userId, result.recommendations);
  }

  /** Makes sure a submission gets matched (quiz.completed): joins the job already queued for it, if any. */
  async ensureMatched(userId: string, submissionId: string): Promise<void> {
    await this.jobs.enqueue(JobNames.matchCareers, { userId, submissionId }, { key: submissionId });
  }

  /**
   * Rescores the latest submission after an input of matching changed (resume skills, location), as part of the
   * caller's transaction (the event handler's, with its dedupe row): the job is queued through the outbox once that
   * commits. `reason` makes the job id unique to that change, so an event delivered twice does not rescore twice.
   */
  async rescore(manager: EntityManager, userId: string, reason: string): Promise<void> {
    const progress = await this.progress.find(userId, manager);
    if (!progress?.latestSubmissionId) return;
    await this.jobOutbox.enqueue(
      manager,
      JobNames.matchCareers,
      { userId, submissionId: progress.latestSubmissionId },
      { key: `${progress.latestSubmissionId}.${reason}` },
    );
    this.logger.debug(`Rescoring ${userId} (${reason})`);
  }

  /** The user's current matches when they were scored from this submission (else none), best first. */
  async matchesOf(userId: string, submissionId: string): Promise<CareerRecommendation[]> {
    const rows = await this.dataSource.manager.find(CareerMatchEntity, {
      where: { userId, submissionId },
      order: { rank: 'ASC' },
    });
    return this.served(
      userId,
      rows.map((r) => r.recommendation),
    );
  }

  /** The user's current matches, best first. */
  async currentMatches(userId: string): Promise<CareerRecommendation[]> {
    const rows = await this.dataSource.manager.find(CareerMatchEntity, { where: { userId }, order: { rank: 'ASC' } });
    return this.served(
      userId,
      rows.map((r) => r.recommendation),
    );
  }
}

/** An attempt's snapshot: its best matches' codes, titles, scores and ranks. */
export function snapshotOf(recommendations: readonly CareerRecommendation[]): MatchSnapshot[] {
  return recommendations.slice(0, MATCH_SNAPSHOT_SIZE).map((r, i) => ({
    occupationCode: r.occupationCode ?? '',
    title: r.title,
    matchScore: Math.round(r.matchScore),
    rank: i + 1,
  }));
}
