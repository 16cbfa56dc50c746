import { Inject, Injectable } from '@nestjs/common';
import { EventNames, type JobPayload } from '@pathwise/contracts';
import { EventPublisher, LOGGER } from '@pathwise/platform';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource, type EntityManager, In } from 'typeorm';
import {
  analyzeProfileUrlOnly,
  type PdfParserPool,
  type ResumeAnalysisEngine,
  type ResumeDocument,
  ResumePdfError,
  type TargetCareer,
} from '../analysis/index.js';
import { CareerTargetsEntity } from '../career-targets/career-targets.entity.js';
import { type PreviousResume, ResumeEntity, type ResumeProblem } from '../resume/resume.entity.js';
import type { AnalysisJobResult } from './analysis-job.types.js';
import { RESUME_ENGINE } from './engine.provider.js';

export const PDF_PARSER = Symbol('PDF_PARSER');

/** Statuses of a version whose analysis is still to come (the only ones a job or a failure may move on from). */
const UNSETTLED = In(['queued', 'processing']);

/** What became of a version that could not be used. */
export type SettleOutcome =
  /** The last completed resume was put back (as version + 1), with `problem` saying why the replacement was not used. */
  | 'restored'
  /** There was no completed resume before: the row keeps the version with status rejected or failed and the problem. */
  | 'marked'
  /** Someone else settled it already (the worker, or a newer upload replaced it). */
  | 'unchanged';

/**
 * The worker side: reads the stored resume, parses it in a bounded thread, analyses it, stores the analysis and
 * publishes resume.analyzed in the same transaction. Job status is kept on the resume row; every job names the
 * version it is for and does nothing for another one. A version that cannot be used (unreadable PDF, job failed for
 * good) puts the previous resume back here, in the worker, whether or not the upload is still waiting. Resume
 * contents are never logged.
 */
@Injectable()
export class ResumeAnalysisService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    @Inject(RESUME_ENGINE) private readonly engine: ResumeAnalysisEngine,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The job handler: runs the analysis and, when this attempt is the last one (retries used up, or an
   * UnrecoverableError), records the failure on the row before BullMQ reports it.
   */
  async handle(payload: JobPayload<'analyze-resume'>, job: Job, parser: PdfParserPool): Promise<AnalysisJobResult> {
    try {
      return await this.process(payload, parser);
    } catch (error) {
      const attempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= attempts;
      this.logger.warn(
        {
          resumeId: payload.resumeId,
          version: payload.version,
          attempt: job.attemptsMade + 1,
          error: errorClass(error),
        },
        final ? 'resume analysis failed for good' : 'resume analysis failed; it will be retried',
      );
      if (final) {
        await this.settle(payload, 'failed').catch((err: unknown) =>
          this.logger.error({ resumeId: payload.resumeId, error: errorClass(err) }, 'could not record the failure'),
        );
      }
      // BullMQ keeps the message as the job's failedReason and the platform worker logs it: only the class goes on
      throw error instanceof UnrecoverableError ? error : new Error(`resume analysis failed: ${errorClass(error)}`);
    }
  }

  async process(payload: JobPayload<'analyze-resume'>, parser: PdfParserPool): Promise<AnalysisJobResult> {
    const repo = this.dataSource.getRepository(ResumeEntity);
    const row = await repo.findOne({
      where: { id: payload.resumeId, userId: payload.userId },
      select: {
        id: true,
        userId: true,
        fileName: true,
        content: true,
        linkedinUrl: true,
        document: true,
        version: true,
        status: true,
        uploadedAt: true,
      },
    });
    if (!row || row.version !== payload.version) {
      this.logger.info({ resumeId: payload.resumeId, version: payload.version }, 'stale resume job skipped');
      return { status: 'gone' };
    }
    // A completed version analysed again (new career matches, or a retry after the result was stored) is a refresh:
    // the analysis on show stays visible meanwhile, and resume.analyzed was already published for this version.
    const refresh = row.status === 'completed';
    if (!refresh) {
      const claimed = await repo.update(
        { id: row.id, version: row.version, status: UNSETTLED },
        { status: 'processing', attempts: () => 'attempts + 1' },
      );
      if (!claimed.affected) return { status: 'gone' };
    }
    const started = Date.now();

    let document: ResumeDocument | null = row.document;
    if (!document && row.content) {
      try {
        document = await parser.parse(row.content);
      } catch (error) {
        if (!(error instanceof ResumePdfError)) throw error;
        this.logger.info({ resumeId: row.id, problem: error.problem }, 'resume PDF rejected');
        const outcome = await this.settle(payload, error.problem);
        return outcome === 'unchanged'
          ? { status: 'gone' }
          : { status: 'rejected', version: row.version, problem: error.problem, restored: outcome === 'restored' };
      }
    }

    const targets = await this.targetsOf(row.userId);
    const outcome = document
      ? await this.engine.analyze({ document, fileName: row.fileName, targets, linkedinUrl: row.linkedinUrl })
      : null;
    const analysis = outcome?.analysis ?? analyzeProfileUrlOnly(row.linkedinUrl ?? '', targets);
    const targetTitles = outcome
      ? [...new Set((analysis.keywordGroups ?? []).flatMap((g) => g.occupations.map((o) => o.title)))]
      : targets.map((t) => t.title);

    const saved = await this.dataSource.transaction(async (manager) => {
      // only if nobody replaced or deleted the resume meanwhile
      const result = await manager.update(
        ResumeEntity,
        { id: row.id, version: row.version, status: refresh ? 'completed' : 'processing' },
        refresh
          ? { analysis, analyzedAt: new Date() }
          : {
              document,
              analysis,
              status: 'completed',
              problem: null,
              analyzedAt: new Date(),
              previous: null,
              previousContent: null,
            },
      );
      if (!result.affected) return false;
      if (!refresh) {
        await this.events.publish(manager, EventNames.resumeAnalyzed, {
          userId: row.userId,
          fileName: row.fileName,
          linkedinUrl: row.linkedinUrl,
          uploadedAt: row.uploadedAt.toISOString(),
          skills: analysis.extractedSkills,
          // a profile address alone tells nothing about experience: the analysis shows a default, the event says so
          experienceLevel: outcome ? analysis.experienceLevel : null,
          targetTitles,
          targetOccupation: analysis.targetOccupation
            ? { code: analysis.targetOccupation.code, title: analysis.targetOccupation.title }
            : null,
          relevantYears: outcome ? (analysis.yearsOfExperience ?? null) : null,
          totalYears: outcome ? (analysis.totalYearsOfExperience ?? null) : null,
        });
      }
      return true;
    });
    this.logger.info(
      {
        resumeId: row.id,
        version: row.version,
        refresh,
        engine: analysis.engine,
        skills: analysis.extractedSkills.length,
        ms: Date.now() - started,
      },
      saved ? 'resume analysed' : 'resume changed during analysis; result dropped',
    );
    return saved ? { status: 'completed', version: row.version } : { status: 'gone' };
  }

  /**
   * A version that cannot be used (its PDF is unreadable, or its job failed for good): the last completed resume is
   * put back when there is one (as a new version, so that no job of the failed one can touch it), else the version
   * stays with status rejected / failed. Either way `problem` says why, for the screen; idempotent.
   */
  async settle(ref: { resumeId: string; version: number }, problem: ResumeProblem): Promise<SettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(ResumeEntity, {
        where: { id: ref.resumeId, version: ref.version, status: UNSETTLED },
        select: { id: true, version: true, previous: true, previousContent: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return 'unchanged';
      if (row.previous) {
        await manager.update(
          ResumeEntity,
          { id: row.id, version: row.version },
          restoreFields(row.previous, row, problem),
        );
        return 'restored';
      }
      await manager.update(
        ResumeEntity,
        { id: row.id, version: row.version },
        { status: problem === 'failed' ? 'failed' : 'rejected', problem, analysis: null, analyzedAt: null },
      );
      return 'marked';
    });
  }

  /**
   * The upload that was waiting has told the user what went wrong: a restored resume drops its notice, and a
   * rejected first upload (an unreadable file, nothing to keep) is removed. A failed first upload stays, so that
   * nothing is lost and the screen can say what happened.
   */
  async acknowledge(
    ref: { resumeId: string; version: number },
    outcome: SettleOutcome,
    problem: ResumeProblem,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      if (outcome === 'restored') {
        await manager.update(
          ResumeEntity,
          { id: ref.resumeId, version: ref.version + 1, status: 'completed', problem },
          { problem: null },
        );
      } else if (outcome === 'marked' && problem !== 'failed') {
        await manager.delete(ResumeEntity, { id: ref.resumeId, version: ref.version, status: 'rejected' });
      }
    });
  }

  private async targetsOf(userId: string): Promise<TargetCareer[]> {
    const targets = await this.dataSource.getRepository(CareerTargetsEntity).findOneBy({ userId });
    return (targets?.occupations ?? [])
      .slice()
      .sort((a, b) => b.matchScore - a.matchScore)
      .map((o) => ({ code: o.code, title: o.title, weight: Math.max(0.1, Math.min(1, o.matchScore / 100)) }));
  }
}

function restoreFields(
  p: PreviousResume,
  row: Pick<ResumeEntity, 'version' | 'previousContent'>,
  problem: ResumeProblem,
) {
  return {
    fileName: p.fileName,
    fileSize: p.fileSize,
    content: row.previousContent,
    linkedinUrl: p.linkedinUrl,
    document: p.document,
    analysis: p.analysis,
    uploadedAt: new Date(p.uploadedAt),
    analyzedAt: p.analyzedAt ? new Date(p.analyzedAt) : null,
    status: 'completed' as const,
    problem,
    previous: null,
    previousContent: null,
    version: row.version + 1,
  };
}

/** An error's class (and HTTP status when it has one): never its message, which may quote the resume. */
export function errorClass(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? `${error.name} ${status}` : error.name;
}
