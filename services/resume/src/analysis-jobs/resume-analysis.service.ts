import { Inject, Injectable } from '@nestjs/common';
import { EventNames, type JobPayload, type ResumeAnalysis } from '@pathwise/contracts';
import { EventPublisher, LOGGER, unavailableDependency } from '@pathwise/platform';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  analyserData,
  analyzeProfileUrlOnly,
  rewriteBullets,
  type PdfParserPool,
  type ResumeAnalysisEngine,
  type ResumeDocument,
  ResumePdfError,
} from '../analysis/index.js';
import { careerTargetsOf } from '../career-targets/targets.js';
import { ResumeVersions } from '../resume/resume-versions.js';
import type { AnalysisJobResult } from './analysis-job.types.js';
import { RESUME_ENGINE } from './engine.provider.js';

export const PDF_PARSER = Symbol('PDF_PARSER');

/**
 * How long a job whose last attempt found PostgreSQL or Redis away waits before it runs again. It is never settled as
 * failed for that (the file is fine): it waits as long as the dependency is away, and the upload is analysed once it
 * is back.
 */
export const DEPENDENCY_RETRY_MS = 15_000;

/**
 * The worker side: claims the pending upload of the job's version, parses it in a bounded thread, analyses it, and
 * (through ResumeVersions, which owns every change to a version) makes it the current resume and publishes
 * resume.analyzed in the same transaction. Every job names the version it is for and does nothing for another one.
 * An upload that cannot be used (unreadable PDF, job failed for good) is settled with its problem; the current
 * resume was never touched. Resume contents are never logged.
 */
@Injectable()
export class ResumeAnalysisService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ResumeVersions,
    private readonly events: EventPublisher,
    @Inject(RESUME_ENGINE) private readonly engine: ResumeAnalysisEngine,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The job handler: runs the analysis and, when this attempt is the last one (retries used up, or an
   * UnrecoverableError), records the failure on the row before BullMQ reports it. A failure because PostgreSQL or
   * Redis was away is never recorded as the upload's: it is retried, and past the last attempt put back in the
   * queue (DEPENDENCY_RETRY_MS) until the dependency answers; the request waiting for it has answered 503 by then.
   */
  async handle(payload: JobPayload<'analyze-resume'>, job: Job, parser: PdfParserPool): Promise<AnalysisJobResult> {
    try {
      return await this.process(payload, parser);
    } catch (error) {
      const attempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= attempts;
      const down = unavailableDependency(error);
      if (down) {
        this.logger.warn(
          { resumeId: payload.resumeId, version: payload.version, attempt: job.attemptsMade + 1, dependency: down },
          final ? 'resume analysis waits for its dependency' : 'resume analysis failed; it will be retried',
        );
        if (final && job.token) {
          await job.moveToDelayed(Date.now() + DEPENDENCY_RETRY_MS, job.token);
          throw new DelayedError();
        }
        // the platform's worker marks the reason as a dependency's, so that a waiting request answers 503
        throw error;
      }
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
        await this.versions
          .settle(payload, 'failed')
          .catch((err: unknown) =>
            this.logger.error({ resumeId: payload.resumeId, error: errorClass(err) }, 'could not record the failure'),
          );
      }
      // BullMQ keeps the message as the job's failedReason and the platform worker logs it: only the class goes on
      throw error instanceof UnrecoverableError ? error : new Error(`resume analysis failed: ${errorClass(error)}`);
    }
  }

  async process(payload: JobPayload<'analyze-resume'>, parser: PdfParserPool): Promise<AnalysisJobResult> {
    const upload = await this.versions.claim(payload);
    if (!upload) {
      this.logger.info({ resumeId: payload.resumeId, version: payload.version }, 'stale resume job skipped');
      return { status: 'gone' };
    }
    const started = Date.now();

    let document: ResumeDocument | null = upload.document;
    if (!document && upload.content) {
      try {
        document = await parser.parse(upload.content);
      } catch (error) {
        if (!(error instanceof ResumePdfError)) throw error;
        this.logger.info({ resumeId: upload.resumeId, problem: error.problem }, 'resume PDF rejected');
        const outcome = await this.versions.settle(payload, error.problem);
        return outcome === 'unchanged'
          ? { status: 'gone' }
          : { status: 'rejected', version: upload.version, problem: error.problem, restored: outcome === 'kept' };
      }
    }

    // the analysis never depends on the career matches: their keywords are added when it is read
    let outcome: Awaited<ReturnType<ResumeAnalysisEngine['analyze']>> | null;
    let analysis: ResumeAnalysis;
    try {
      outcome = document
        ? await this.engine.analyze({ document, fileName: upload.fileName, linkedinUrl: upload.linkedinUrl })
        : null;
      analysis = outcome
        ? { ...outcome.analysis, rewrites: rewriteBullets(outcome.facts.bullets, analyserData().data) }
        : analyzeProfileUrlOnly(upload.linkedinUrl ?? '');
    } catch (error) {
      // The engines read nothing but the file (the LLM engine falls back to the local one on any failure of its
      // own): what throws here throws for this file every time, so it is the file's problem to tell (422) rather
      // than a job to retry and a 500. Our bug all the same: logged as an error, by class only.
      if (unavailableDependency(error)) throw error;
      this.logger.error(
        { resumeId: upload.resumeId, version: upload.version, error: errorClass(error) },
        'resume analyser failed on this file',
      );
      const settled = await this.versions.settle(payload, 'unanalysable');
      return settled === 'unchanged'
        ? { status: 'gone' }
        : { status: 'rejected', version: upload.version, problem: 'unanalysable', restored: settled === 'kept' };
    }
    const targets = await careerTargetsOf(this.dataSource, upload.userId);
    const targetTitles = [
      ...new Set([
        ...(analysis.keywordGroups ?? []).flatMap((g) => g.occupations.map((o) => o.title)),
        ...(outcome ? targets.slice(0, 3) : targets).map((t) => t.title),
      ]),
    ];

    const saved = await this.versions.complete(payload, { document, analysis }, async (manager) => {
      await this.events.publish(manager, EventNames.resumeAnalyzed, {
        userId: upload.userId,
        fileName: upload.fileName,
        linkedinUrl: upload.linkedinUrl,
        uploadedAt: upload.uploadedAt.toISOString(),
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
    });
    this.logger.info(
      {
        resumeId: upload.resumeId,
        version: upload.version,
        engine: analysis.engine,
        skills: analysis.extractedSkills.length,
        ms: Date.now() - started,
      },
      saved ? 'resume analysed' : 'resume changed during analysis; result dropped',
    );
    return saved ? { status: 'completed', version: upload.version } : { status: 'gone' };
  }
}

/** An error's class (and HTTP status when it has one): never its message, which may quote the resume. */
export function errorClass(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? `${error.name} ${status}` : error.name;
}
