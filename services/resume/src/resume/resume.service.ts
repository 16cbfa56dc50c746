import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  EventNames,
  JobNames,
  QueueNames,
  type Resume,
  type ResumeAnalysisResponse,
  ResumeMessages,
} from '@pathwise/contracts';
import { APP_CONFIG, ApiError, EventPublisher, JobFailedError, JobQueues } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { pdfProblemMessage } from '../analysis/index.js';
import type { AnalysisJobResult } from '../analysis-jobs/analysis-job.types.js';
import { ResumeAnalysisService } from '../analysis-jobs/resume-analysis.service.js';
import type { ResumeConfig } from '../config.js';
import { toResumeView } from './resume-view.js';
import { ResumeEntity } from './resume.entity.js';

/** Seconds a client is asked to wait before trying again after a 503 (as JobTimeoutError says). */
const RETRY_AFTER_S = 30;

/** How long a sighting of a running worker is trusted before Redis is asked again. */
const WORKERS_SEEN_TTL_MS = 1_000;

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
    private readonly analysis: ResumeAnalysisService,
    @Inject(APP_CONFIG) private readonly config: ResumeConfig,
  ) {}

  async get(userId: string): Promise<Resume | null> {
    const row = await this.view(userId);
    return row ? toResumeView(row) : null;
  }

  /** The row without the file, its text and the kept previous version, which the API never returns. */
  private view(userId: string) {
    return this.dataSource.getRepository(ResumeEntity).findOne({
      where: { userId },
      select: {
        id: true,
        version: true,
        fileName: true,
        linkedinUrl: true,
        uploadedAt: true,
        status: true,
        analysis: true,
        analyzedAt: true,
        problem: true,
      },
    });
  }

  /**
   * A new PDF replaces the current resume; if it turns out unreadable (422) or its analysis fails for good (500),
   * the worker puts the previous one back.
   */
  async upload(userId: string, fileName: string, content: Buffer): Promise<ResumeAnalysisResponse> {
    const row = await this.store(userId, { fileName, fileSize: content.length, content, document: null });
    await this.analyse(JobNames.analyzeResume, row);
    return this.response(row);
  }

  /** The profile address joins the current resume (its PDF, if any, stays and is analysed with it). */
  async submitLinkedin(userId: string, linkedinUrl: string): Promise<ResumeAnalysisResponse> {
    const row = await this.store(userId, { linkedinUrl });
    await this.analyse(JobNames.analyzeProfile, row);
    return this.response(row);
  }

  /** Removes the file, its text and its analysis for good, and tells the other services. */
  async delete(userId: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(ResumeEntity, { userId });
      if (!result.affected) return false;
      await this.events.publish(manager, EventNames.resumeDeleted, { userId });
      return true;
    });
    if (!deleted) throw ApiError.notFound(ResumeMessages.noResume);
  }

  /**
   * Stores a new version (status queued). The last completed resume is kept alongside until the new version
   * completes, so that the worker can put it back if the new one cannot be used.
   *
   * One upsert does it all in the database: the row lock of ON CONFLICT serialises a user's concurrent uploads (the
   * version decides which analysis counts), and the previous version is copied server-side, so the file, its text and
   * its analysis never travel to this process and back on every upload.
   */
  private async store(userId: string, fields: NewVersionFields): Promise<StoredVersion> {
    const metadata = this.dataSource.getMetadata(ResumeEntity);
    const column = (property: keyof ResumeEntity) => `"${metadata.findColumnWithPropertyName(property)!.databaseName}"`;
    const given = (Object.keys(fields) as (keyof NewVersionFields)[]).filter((k) => fields[k] !== undefined);
    const params: unknown[] = [userId, new Date()];
    const placeholders = given.map((k) => {
      params.push(k === 'document' && fields[k] !== null ? JSON.stringify(fields[k]) : fields[k]);
      return `$${params.length}`;
    });
    const keepsCompleted = `r.status = 'completed' AND r.analysis IS NOT NULL`;
    const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const [stored] = (await this.dataSource.query(
      `INSERT INTO "${metadata.schema}"."${metadata.tableName}" AS r
         (user_id, uploaded_at, version, status, attempts${given.map((k) => `, ${column(k)}`).join('')})
       VALUES ($1, $2, 1, 'queued', 0${placeholders.map((p) => `, ${p}`).join('')})
       ON CONFLICT (user_id) DO UPDATE SET
         ${given.map((k) => `${column(k)} = EXCLUDED.${column(k)}, `).join('')}
         version = r.version + 1, status = 'queued', problem = NULL, analysis = NULL, analyzed_at = NULL,
         attempts = 0, uploaded_at = EXCLUDED.uploaded_at, updated_at = now(),
         -- a replacement of a replacement still falls back to the last one that completed
         previous = CASE WHEN ${keepsCompleted} THEN jsonb_build_object(
           'fileName', r.file_name, 'fileSize', r.file_size, 'linkedinUrl', r.linkedin_url,
           'document', r.document, 'analysis', r.analysis,
           'uploadedAt', ${iso('r.uploaded_at')}, 'analyzedAt', ${iso('r.analyzed_at')}
         ) ELSE r.previous END,
         previous_content = CASE WHEN ${keepsCompleted} THEN r.content ELSE r.previous_content END
       RETURNING id, user_id AS "userId", version`,
      params,
    )) as StoredVersion[];
    return stored;
  }

  /**
   * Queues the analysis of this version and waits for it: 503 with a retry hint at once when no worker is running,
   * or past RESUME_WAIT_MS (the job stays queued either way); 422 when the PDF cannot be read, 500 when the job failed
   * for good. The worker has put the previous resume back in both cases; the user is told here.
   */
  private async analyse(job: AnalysisJob, row: StoredVersion): Promise<void> {
    const payload = { userId: row.userId, resumeId: row.id, version: row.version };
    const key = `${row.id}.v${row.version}`;
    if (!(await this.workersRunning())) {
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
      // handler ran (and is a no-op otherwise).
      let outcome = await this.analysis.settle({ resumeId: row.id, version: row.version }, 'failed');
      if (outcome === 'unchanged') outcome = await this.settledAs(row);
      await this.analysis.acknowledge({ resumeId: row.id, version: row.version }, outcome, 'failed');
      throw new ApiError(
        500,
        ErrorCodes.internal,
        outcome === 'restored'
          ? `${ResumeMessages.analysisFailed} ${ResumeMessages.previousKept}`
          : ResumeMessages.analysisFailed,
      );
    }
    if (result.status === 'rejected') {
      const outcome = result.restored ? 'restored' : 'marked';
      await this.analysis.acknowledge({ resumeId: row.id, version: row.version }, outcome, result.problem);
      throw ApiError.unprocessable(pdfProblemMessage(result.problem));
    }
  }

  /** How the worker settled a failed version: its row moved on to the restored previous version, or stayed failed. */
  private async settledAs(row: StoredVersion): Promise<'restored' | 'marked' | 'unchanged'> {
    const now = await this.dataSource
      .getRepository(ResumeEntity)
      .findOne({ where: { id: row.id }, select: { id: true, version: true, status: true } });
    if (now?.version === row.version + 1 && now.status === 'completed') return 'restored';
    if (now?.version === row.version && now.status === 'failed') return 'marked';
    return 'unchanged';
  }

  /**
   * Whether any worker listens on the analysis queue (BullMQ names its connections; a Redis that cannot list
   * clients counts as "yes", and the bounded wait decides). A "yes" is trusted for WORKERS_SEEN_TTL_MS: a worker that
   * stops meanwhile only means this upload waits its bounded time instead of answering 503 at once, and busy uploads
   * do not each list every Redis client.
   */
  private async workersRunning(): Promise<boolean> {
    if (Date.now() - this.workersSeenAt < WORKERS_SEEN_TTL_MS) return true;
    try {
      const running = (await this.jobs.queue(QueueNames.resumeAnalysis).getWorkersCount()) > 0;
      if (running) this.workersSeenAt = Date.now();
      return running;
    } catch {
      return true;
    }
  }

  /**
   * The answer to the upload or submission that stored `stored`, once its job has settled: the analysis, or what
   * became of it instead (a newer upload replaced it: 409; the resume was deleted meanwhile: 404).
   */
  private async response(stored: StoredVersion): Promise<ResumeAnalysisResponse> {
    const row = await this.view(stored.userId);
    if (!row || row.id !== stored.id) throw ApiError.notFound(ResumeMessages.noResume);
    if (row.version > stored.version && !(row.status === 'completed' && row.problem)) {
      throw ApiError.conflict(ResumeMessages.superseded);
    }
    if (row.status !== 'completed' || !row.analysis) {
      throw ApiError.unavailable(ResumeMessages.busy, RETRY_AFTER_S);
    }
    return { resume: toResumeView(row), analysis: row.analysis };
  }
}

/** What an upload or a profile submission sets on the new version (the rest of the row is kept). */
type NewVersionFields = Partial<Pick<ResumeEntity, 'fileName' | 'fileSize' | 'content' | 'document' | 'linkedinUrl'>>;

/** The version just stored, as the analysis job names it. */
type StoredVersion = Pick<ResumeEntity, 'id' | 'userId' | 'version'>;
