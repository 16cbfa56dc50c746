import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  EventNames,
  JobNames,
  QueueNames,
  type Resume,
  type ResumeAnalysisResponse,
  ResumeMatchMessages,
  type ResumeMatchResponse,
  ResumeMessages,
} from '@pathwise/contracts';
import { APP_CONFIG, ApiError, EventPublisher, JobFailedError, JobQueues, type Plan } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { matchJobDescription, readResumeFacts, withCareerMatches } from '../analysis/index.js';
import type { AnalysisJobResult } from '../analysis-jobs/analysis-job.types.js';
import { careerTargetsOf } from '../career-targets/targets.js';
import type { ResumeConfig } from '../config.js';
import { analysisForPlan, problemMessage, type ResumeViewRow, toResumeView } from './resume-view.js';
import { type VersionRef, ResumeVersions } from './resume-versions.js';

/** Seconds a client is asked to wait before trying again after a 503 (as JobTimeoutError says). */
const RETRY_AFTER_S = 30;

/** How long a sighting of a running worker is trusted before Redis is asked again. */
const WORKERS_SEEN_TTL_MS = 1_000;

/**
 * How long Redis may take to say whether a worker listens. The queue's connection waits for Redis however long it is
 * away (BullMQ's), so an upload asking it then would hang until Redis came back.
 */
const WORKERS_CHECK_TIMEOUT_MS = 2_000;

type AnalysisJob = 'analyze-resume' | 'analyze-profile';

/**
 * The HTTP side of resumes: store the upload (one current resume per user), queue its analysis and wait for it
 * (bounded), read and delete. Every query is scoped by the caller's user id.
 */
@Injectable()
export class ResumeService {
  /** When a worker was last seen listening (workersRunning). */
  private workersSeenAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueues,
    private readonly events: EventPublisher,
    private readonly versions: ResumeVersions,
    @Inject(APP_CONFIG) private readonly config: ResumeConfig,
  ) {}

  async get(userId: string, plan: Plan): Promise<Resume | null> {
    const row = await this.versions.view(userId);
    return row ? toResumeView(await this.present(userId, row, plan)) : null;
  }

  /**
   * The stored analysis as the user sees it: with the keywords of their current career matches (computed as it is
   * read), and the rewrite suggestions for premium users only (free users are told how many Premium would add).
   */
  private async present<T extends ResumeViewRow & { profileOnly: boolean }>(
    userId: string,
    row: T,
    plan: Plan,
  ): Promise<T> {
    if (!row.analysis) return row;
    const targets = await careerTargetsOf(this.dataSource, userId);
    const analysis = withCareerMatches(
      row.analysis,
      targets,
      row.profileOnly && row.linkedinUrl ? { linkedinUrl: row.linkedinUrl } : undefined,
    );
    return { ...row, analysis: analysisForPlan(analysis, plan) };
  }

  /** The current resume matched against a job description (400s for the text are the DTO's). */
  async matchJob(userId: string, jobDescription: string): Promise<ResumeMatchResponse> {
    const current = await this.versions.currentDocument(userId);
    if (!current) {
      const row = await this.versions.view(userId);
      throw row ? ApiError.conflict(ResumeMatchMessages.notReady) : ApiError.notFound(ResumeMatchMessages.noResume);
    }
    if (!current.document) throw ApiError.conflict(ResumeMatchMessages.profileOnly);
    const facts = readResumeFacts(current.document, { now: new Date() });
    return matchJobDescription(facts, jobDescription);
  }

  /**
   * A new PDF replaces the current resume once its analysis succeeds; if it turns out unreadable or the analyser
   * fails on it (422), or its analysis fails for good (503 when a dependency was away, else 500), the current resume
   * stays as it was.
   */
  async upload(userId: string, fileName: string, content: Buffer, plan: Plan): Promise<ResumeAnalysisResponse> {
    const row = await this.versions.stage(userId, { fileName, fileSize: content.length, content, document: null });
    await this.analyse(JobNames.analyzeResume, row);
    return this.response(row, plan);
  }

  /** The profile address joins the current resume (its PDF, if any, stays and is analysed with it). */
  async submitLinkedin(userId: string, linkedinUrl: string, plan: Plan): Promise<ResumeAnalysisResponse> {
    const row = await this.versions.stage(userId, { linkedinUrl });
    await this.analyse(JobNames.analyzeProfile, row);
    return this.response(row, plan);
  }

  /** Removes the file, its text and its analysis for good (and any upload on its way), and tells the other services. */
  async delete(userId: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      if (!(await this.versions.delete(manager, userId))) return false;
      await this.events.publish(manager, EventNames.resumeDeleted, { userId });
      return true;
    });
    if (!deleted) throw ApiError.notFound(ResumeMessages.noResume);
  }

  /**
   * Queues the analysis of this version and waits for it: 503 with a retry hint at once when no worker is running,
   * or past RESUME_WAIT_MS (the job stays queued either way); 422 when the PDF cannot be read or the analyser fails
   * on what it holds; 503 when PostgreSQL or Redis was away (JobQueues.run; the worker keeps the job for when it is
   * back); 500 when the job failed for good for another reason. The worker has put the previous resume back when
   * the file could not be used; the user is told here.
   */
  private async analyse(job: AnalysisJob, row: VersionRef): Promise<void> {
    const payload = { userId: row.userId, resumeId: row.resumeId, version: row.version };
    const key = `${row.resumeId}.v${row.version}`;
    const workers = await this.workersRunning();
    if (workers === 'unreachable') {
      // Not awaited: the queue's connection keeps the job and sends it once Redis is back, and the worker analyses
      // the stored upload then; the user is told so at once instead of waiting for Redis.
      this.jobs.enqueue(job, payload, { key }).catch(() => undefined);
      throw ApiError.unavailable(ResumeMessages.notRunning, RETRY_AFTER_S);
    }
    if (!workers) {
      await this.jobs.enqueue(job, payload, { key });
      throw ApiError.unavailable(ResumeMessages.notRunning, RETRY_AFTER_S);
    }
    let result: AnalysisJobResult;
    try {
      result = await this.jobs.run<typeof job, AnalysisJobResult>(job, payload, {
        key,
        timeoutMs: this.config.RESUME_WAIT_MS,
        timeoutMessage: ResumeMessages.busy,
      });
    } catch (error) {
      if (!(error instanceof JobFailedError)) throw error;
      // The worker records a final failure before reporting it; settling again covers a job that failed before its
      // handler ran (and reports what the worker made of it otherwise).
      const outcome = await this.versions.settle(row, 'failed');
      await this.versions.acknowledge(row, outcome, 'failed');
      throw new ApiError(
        500,
        ErrorCodes.internal,
        outcome === 'kept'
          ? `${ResumeMessages.analysisFailed} ${ResumeMessages.previousKept}`
          : ResumeMessages.analysisFailed,
      );
    }
    if (result.status === 'rejected') {
      await this.versions.acknowledge(row, result.restored ? 'kept' : 'marked', result.problem);
      throw ApiError.unprocessable(problemMessage(result.problem));
    }
  }

  /**
   * Whether any worker listens on the analysis queue (BullMQ names its connections; a Redis that cannot list
   * clients counts as "yes", and the bounded wait decides; one that does not answer within WORKERS_CHECK_TIMEOUT_MS
   * is `unreachable`). A "yes" is trusted for WORKERS_SEEN_TTL_MS: a worker that stops meanwhile only means this
   * upload waits its bounded time instead of answering 503 at once, and busy uploads do not each list every Redis
   * client.
   */
  private async workersRunning(): Promise<boolean | 'unreachable'> {
    if (Date.now() - this.workersSeenAt < WORKERS_SEEN_TTL_MS) return true;
    let timer: NodeJS.Timeout | undefined;
    const unanswered = new Promise<'unreachable'>((resolve) => {
      timer = setTimeout(() => resolve('unreachable'), WORKERS_CHECK_TIMEOUT_MS);
    });
    try {
      const count = await Promise.race([this.jobs.queue(QueueNames.resumeAnalysis).getWorkersCount(), unanswered]);
      if (count === 'unreachable') return count;
      if (count > 0) this.workersSeenAt = Date.now();
      return count > 0;
    } catch {
      return true;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The answer to the upload or submission that stored `stored`, once its job has settled: the analysis, or what
   * became of it instead (a newer upload replaced it: 409; the resume was deleted meanwhile: 404).
   */
  private async response(stored: VersionRef, plan: Plan): Promise<ResumeAnalysisResponse> {
    const row = await this.versions.view(stored.userId);
    if (!row || row.id !== stored.resumeId) throw ApiError.notFound(ResumeMessages.noResume);
    if (row.version > stored.version) throw ApiError.conflict(ResumeMessages.superseded);
    if (row.status !== 'completed' || !row.analysis || row.version !== stored.version) {
      throw ApiError.unavailable(ResumeMessages.busy, RETRY_AFTER_S);
    }
    const shown = await this.present(stored.userId, row, plan);
    return { resume: toResumeView(shown), analysis: shown.analysis! };
  }
}
