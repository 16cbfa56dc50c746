import { Inject, Injectable } from '@nestjs/common';
import {
  type CareerPathOption,
  FIXED_CAREER_PATHS,
  type InterviewEvaluateRequest,
  type InterviewEvaluateResponse,
  InterviewMessages,
  type InterviewSessionDetail,
  InterviewSessionId,
  type InterviewSessionSummary,
  type InterviewStartRequest,
  type InterviewStartResponse,
  JobNames,
} from '@pathwise/contracts';
import { APP_CONFIG, ApiError, JobQueues } from '@pathwise/platform';
import { createHash } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import type { InterviewConfig } from '../config.js';
import type { EvaluateJobResult, GenerateJobResult } from '../jobs/job-results.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { InterviewAnswerEntity } from './answer.entity.js';
import { toDetail, toSummary } from './practice-views.js';
import { InterviewSessionEntity } from './session.entity.js';
import { PendingRequestsRepository } from '../requests/pending-requests.repository.js';

const HISTORY_LIMIT = 50;

/** The HTTP side of interview practice: queues the AI work and waits (bounded), reads sessions for the history. */
@Injectable()
export class PracticeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueues,
    private readonly profiles: ProfilesRepository,
    private readonly requests: PendingRequestsRepository,
    @Inject(APP_CONFIG) private readonly config: InterviewConfig,
  ) {}

  /**
   * A start whose session has not reached the user (the request answered 503 while its job ran on) is joined by the
   * next start of the same path and level: the retry gets that one session instead of a second. `sent` runs its
   * callback once the answer has been sent (a caller that gave up first, e.g. the gateway's upstream timeout, never
   * gets it, so its retry joins this start).
   */
  async start(
    userId: string,
    body: InterviewStartRequest,
    sent: (then: () => void) => void = (then) => then(),
  ): Promise<InterviewStartResponse> {
    const key = `${body.careerPath.trim().toLowerCase()}|${body.experienceLevel}`;
    const request = await this.requests.pendingFor(userId, 'interview-start', key);
    const result = await this.jobs.run<'generate-interview', GenerateJobResult>(
      JobNames.generateInterview,
      { ...body, userId },
      {
        key: request.id,
        timeoutMs: this.config.INTERVIEW_WAIT_MS,
        timeoutMessage: InterviewMessages.busy,
        failedMessage: InterviewMessages.startFailed,
      },
    );
    this.requests.deliverWhenSent(request.id, sent);
    return result.response;
  }

  async evaluate(userId: string, body: InterviewEvaluateRequest): Promise<InterviewEvaluateResponse> {
    // someone else's session (or none) is a 404 before any work is queued
    if (
      body.sessionId &&
      !(await this.dataSource.getRepository(InterviewSessionEntity).existsBy({ id: body.sessionId, userId }))
    )
      throw ApiError.notFound(InterviewMessages.sessionNotFound);
    const result = await this.jobs.run<'evaluate-answer', EvaluateJobResult>(
      JobNames.evaluateAnswer,
      { ...body, userId },
      {
        // the same answer sent twice (a double click, a retry after a 503) joins the same job
        key: createHash('sha256')
          .update(JSON.stringify([userId, body.sessionId ?? null, body.questionId ?? body.question, body.response]))
          .digest('hex')
          .slice(0, 40),
        timeoutMs: this.config.INTERVIEW_WAIT_MS,
        timeoutMessage: InterviewMessages.busy,
        failedMessage: InterviewMessages.evaluateFailed,
      },
    );
    if (result.status === 'session-not-found') throw ApiError.notFound(InterviewMessages.sessionNotFound);
    if (result.status === 'question-not-found')
      throw ApiError.badRequest(InterviewMessages.questionNotFound, { questionId: InterviewMessages.questionNotFound });
    return result.response;
  }

  async sessions(userId: string): Promise<InterviewSessionSummary[]> {
    const sessions = await this.dataSource
      .getRepository(InterviewSessionEntity)
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: HISTORY_LIMIT });
    const answers = sessions.length
      ? await this.dataSource
          .getRepository(InterviewAnswerEntity)
          .find({ where: { userId, sessionId: In(sessions.map((s) => s.id)) } })
      : [];
    return sessions.map((s) =>
      toSummary(
        s,
        answers.filter((a) => a.sessionId === s.id),
      ),
    );
  }

  async session(userId: string, sessionId: string): Promise<InterviewSessionDetail> {
    if (!InterviewSessionId.safeParse(sessionId).success) throw ApiError.notFound(InterviewMessages.sessionNotFound);
    const session = await this.dataSource.getRepository(InterviewSessionEntity).findOneBy({ id: sessionId, userId });
    if (!session) throw ApiError.notFound(InterviewMessages.sessionNotFound);
    const answers = await this.dataSource.getRepository(InterviewAnswerEntity).findBy({ userId, sessionId });
    return toDetail(session, answers);
  }

  /** The user's own career matches (best first), then the spec's five fixed paths not already among them. */
  async careerPaths(userId: string): Promise<CareerPathOption[]> {
    const profile = await this.profiles.find(userId);
    const matches: CareerPathOption[] = [...(profile?.matches ?? [])]
      .sort((a, b) => b.matchScore - a.matchScore)
      .map((m) => ({ title: m.title, code: m.code, source: 'match', matchScore: m.matchScore }));
    const taken = new Set(matches.map((m) => m.title.toLowerCase()));
    const fixed: CareerPathOption[] = FIXED_CAREER_PATHS.filter((t) => !taken.has(t.toLowerCase())).map((title) => ({
      title,
      code: null,
      source: 'fixed',
      matchScore: null,
    }));
    return [...matches, ...fixed];
  }
}
