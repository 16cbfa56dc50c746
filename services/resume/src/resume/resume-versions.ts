import { Injectable } from '@nestjs/common';
import type { ResumeAnalysis } from '@pathwise/contracts';
import { ApiError, isUserForgotten, type Plan } from '@pathwise/platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { ResumeDocument } from '../analysis/index.js';
import { analysisForPlan, type ResumeViewRow } from './resume-view.js';
import { ResumeEntity, type ResumeProblem, ResumeUploadEntity } from './resume.entity.js';
import { ResumeScoreEntity } from './resume-score.entity.js';

/** An upload or profile submission as its analysis job names it. */
export interface VersionRef {
  userId: string;
  resumeId: string;
  version: number;
}

/** What an upload or a profile submission sets on the new version (the rest comes from the current resume). */
export type NewVersionFields = Partial<
  Pick<ResumeUploadEntity, 'fileName' | 'fileSize' | 'content' | 'document' | 'linkedinUrl'>
>;

/** What became of an upload that could not be used. */
export type SettleOutcome =
  /** The current resume stays as it was; the upload keeps its problem until the user has been told. */
  | 'kept'
  /** There is no current resume: the upload stays with status rejected / failed and its problem. */
  | 'marked'
  /** Nothing to settle: a newer upload replaced it, it was deleted, or it was settled already. */
  | 'unchanged';

/** The upload a worker claimed, with what its analysis needs. */
export type ClaimedUpload = Pick<
  ResumeUploadEntity,
  'userId' | 'resumeId' | 'version' | 'fileName' | 'content' | 'document' | 'linkedinUrl' | 'uploadedAt'
>;

/**
 * The one owner of every change to a user's resume versions: the current resume (`resumes`, always complete) and
 * the pending upload in its own row (`resume_uploads`) until its analysis succeeds. The HTTP side stages uploads,
 * acknowledges outcomes and deletes; the worker claims, completes and rejects; both only through here. Every query
 * is scoped by the user id.
 */
@Injectable()
export class ResumeVersions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stages a new version as the user's pending upload (status queued). One upsert: the row lock of ON CONFLICT
   * serialises a user's concurrent uploads, and the version goes above the current resume's and every earlier
   * upload's. Fields not given come from the upload still on its way, else from the current resume (copied in the
   * database: a profile address joins the current file without the file travelling through this process).
   */
  async stage(userId: string, fields: NewVersionFields): Promise<VersionRef> {
    const columns = ['fileName', 'fileSize', 'content', 'linkedinUrl', 'document'] as const;
    const db: Record<(typeof columns)[number], string> = {
      fileName: 'file_name',
      fileSize: 'file_size',
      content: 'content',
      linkedinUrl: 'linkedin_url',
      document: 'document',
    };
    const params: unknown[] = [userId, new Date()];
    const value = (k: (typeof columns)[number]) => {
      if (fields[k] === undefined) return `r.${db[k]}`;
      const v = fields[k];
      params.push(k === 'document' && v !== null ? JSON.stringify(v) : v);
      return `$${params.length}${k === 'document' ? '::jsonb' : ''}`;
    };
    const values = columns.map(value);
    const onConflict = columns
      .map((k) =>
        fields[k] !== undefined
          ? `${db[k]} = EXCLUDED.${db[k]}`
          : `${db[k]} = CASE WHEN u.status IN ('queued', 'processing') THEN u.${db[k]} ELSE EXCLUDED.${db[k]} END`,
      )
      .join(', ');
    return this.dataSource.transaction(async (manager) => {
      // a request signed before the account was deleted (a slow upload still arriving) stores nothing
      if (await isUserForgotten(manager, userId)) throw ApiError.unauthorized();
      const [staged] = (await manager.query(
        `INSERT INTO "resume"."resume_uploads" AS u
         (user_id, resume_id, version, status, problem, attempts, uploaded_at, ${columns.map((k) => db[k]).join(', ')})
       SELECT $1, COALESCE(r.id, gen_random_uuid()), COALESCE(r.version, 0) + 1, 'queued', NULL, 0, $2,
         ${values.join(', ')}
       FROM (SELECT 1) AS one LEFT JOIN "resume"."resumes" r ON r.user_id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         ${onConflict},
         version = GREATEST(u.version + 1, EXCLUDED.version), status = 'queued', problem = NULL, attempts = 0,
         uploaded_at = EXCLUDED.uploaded_at, updated_at = now()
       RETURNING user_id AS "userId", resume_id AS "resumeId", version`,
        params,
      )) as VersionRef[];
      return staged!;
    });
  }

  /** A worker takes the upload of this version (queued, or processing by a worker that died): null when it is gone. */
  async claim(ref: VersionRef): Promise<ClaimedUpload | null> {
    const result = (await this.dataSource.query(
      `UPDATE "resume"."resume_uploads" SET status = 'processing', attempts = attempts + 1, updated_at = now()
        WHERE user_id = $1 AND resume_id = $2 AND version = $3 AND status IN ('queued', 'processing')
        RETURNING user_id AS "userId", resume_id AS "resumeId", version, file_name AS "fileName", content, document,
          linkedin_url AS "linkedinUrl", uploaded_at AS "uploadedAt"`,
      [ref.userId, ref.resumeId, ref.version],
    )) as unknown[];
    // PostgreSQL's UPDATE answers [rows, count] through TypeORM
    const rows = (Array.isArray(result[0]) ? result[0] : result) as ClaimedUpload[];
    return rows[0] ?? null;
  }

  /**
   * The analysis succeeded: the upload becomes the current resume and its row goes, with `also` (the outbox event)
   * in the same transaction. False when a newer upload replaced it or it was deleted meanwhile (nothing changes).
   */
  async complete(
    ref: VersionRef,
    result: { document: ResumeDocument | null; analysis: ResumeAnalysis },
    also: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const upload = await manager.findOne(ResumeUploadEntity, {
        where: { userId: ref.userId, resumeId: ref.resumeId, version: ref.version, status: 'processing' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!upload) return false;
      await manager.upsert(
        ResumeEntity,
        {
          id: upload.resumeId,
          userId: upload.userId,
          fileName: upload.fileName,
          fileSize: upload.fileSize,
          content: upload.content,
          linkedinUrl: upload.linkedinUrl,
          document: result.document,
          analysis: result.analysis,
          version: upload.version,
          attempts: upload.attempts,
          uploadedAt: upload.uploadedAt,
          analyzedAt: new Date(),
        },
        ['userId'],
      );
      await manager.delete(ResumeUploadEntity, { userId: upload.userId, version: upload.version });
      // the score history of the insights: one row per version that became current
      await manager.upsert(
        ResumeScoreEntity,
        {
          userId: upload.userId,
          version: upload.version,
          atsScore: result.analysis.atsScore === undefined ? null : Math.round(result.analysis.atsScore),
          fileName: upload.fileName,
          analyzedAt: new Date(),
        },
        ['userId', 'version'],
      );
      await also(manager);
      return true;
    });
  }

  /**
   * The upload cannot be used (its PDF is unreadable, or its job failed for good): it stays, settled, with its
   * problem; the current resume is not touched. Idempotent: settling a settled upload reports what it became.
   */
  async settle(ref: VersionRef, problem: ResumeProblem): Promise<SettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const upload = await manager.findOne(ResumeUploadEntity, {
        where: { userId: ref.userId, resumeId: ref.resumeId, version: ref.version },
        select: { userId: true, status: true, problem: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!upload) return 'unchanged';
      if (upload.status === 'queued' || upload.status === 'processing') {
        await manager.update(
          ResumeUploadEntity,
          { userId: ref.userId, version: ref.version },
          { status: problem === 'failed' ? 'failed' : 'rejected', problem },
        );
      } else if (upload.problem !== problem) {
        return 'unchanged';
      }
      return (await manager.existsBy(ResumeEntity, { userId: ref.userId })) ? 'kept' : 'marked';
    });
  }

  /**
   * The upload that was waiting has told the user what went wrong: the settled upload goes, except a first upload
   * whose job failed (our fault, not the file's), which stays so that nothing is lost and the screen can say so.
   */
  async acknowledge(ref: VersionRef, outcome: SettleOutcome, problem: ResumeProblem): Promise<void> {
    if (outcome === 'unchanged' || (outcome === 'marked' && problem === 'failed')) return;
    // the row stays (without its file or problem) so that versions only go up: a job id is never used twice
    await this.dataSource
      .getRepository(ResumeUploadEntity)
      .update(
        { userId: ref.userId, resumeId: ref.resumeId, version: ref.version, status: In(['rejected', 'failed']) },
        { problem: null, content: null, document: null },
      );
  }

  /** The resume as the API shows it: the pending upload while it is on its way, else the current resume. */
  async view(userId: string): Promise<(ResumeViewRow & { version: number; profileOnly: boolean }) | null> {
    // the upload first, then the current resume: an upload completing in between shows as still on its way (never
    // as nothing), as completion writes the current resume and removes the upload in one transaction
    const upload = await this.dataSource.getRepository(ResumeUploadEntity).findOne({
      where: { userId },
      select: {
        resumeId: true,
        fileName: true,
        linkedinUrl: true,
        uploadedAt: true,
        status: true,
        problem: true,
        version: true,
      },
    });
    const current = await this.dataSource.getRepository(ResumeEntity).findOne({
      where: { userId },
      select: {
        id: true,
        fileName: true,
        fileSize: true,
        linkedinUrl: true,
        uploadedAt: true,
        analysis: true,
        analyzedAt: true,
        version: true,
      },
    });
    // a settled upload the user has been told about (no problem left) shows nothing
    const settled = upload && (upload.status === 'rejected' || upload.status === 'failed');
    const told = settled && upload.problem === null;
    if (current && (!upload || settled)) {
      return {
        id: current.id,
        fileName: current.fileName,
        linkedinUrl: current.linkedinUrl,
        uploadedAt: current.uploadedAt,
        status: 'completed',
        analysis: current.analysis,
        analyzedAt: current.analyzedAt,
        problem: upload?.problem ?? null,
        version: current.version,
        profileOnly: current.fileSize === null && current.fileName === null,
      };
    }
    if (!upload || told) return null;
    return {
      id: upload.resumeId,
      fileName: upload.fileName,
      linkedinUrl: upload.linkedinUrl,
      uploadedAt: upload.uploadedAt,
      status: upload.status,
      analysis: null,
      analyzedAt: null,
      problem: upload.problem,
      version: upload.version,
      profileOnly: false,
    };
  }

  /** The current resume's text (null for a profile address alone), or null when there is no current resume. */
  async currentDocument(userId: string): Promise<{ document: ResumeDocument | null } | null> {
    return this.dataSource
      .getRepository(ResumeEntity)
      .findOne({ where: { userId }, select: { id: true, document: true } });
  }

  /** Removes the current resume and any pending upload; false when there was neither. */
  async delete(manager: EntityManager, userId: string): Promise<boolean> {
    const current = await manager.delete(ResumeEntity, { userId });
    const pending = await manager.delete(ResumeUploadEntity, { userId });
    await manager.delete(ResumeScoreEntity, { userId });
    return Boolean(current.affected || pending.affected);
  }

  /** Everything held for the user, for the account export (the files as base64; the analysis as the plan sees it). */
  async export(userId: string, plan: Plan) {
    const [current, upload, scores] = await Promise.all([
      this.dataSource.getRepository(ResumeEntity).findOneBy({ userId }),
      this.dataSource.getRepository(ResumeUploadEntity).findOneBy({ userId }),
      this.dataSource.getRepository(ResumeScoreEntity).find({ where: { userId }, order: { version: 'ASC' } }),
    ]);
    return {
      resume: current
        ? {
            id: current.id,
            fileName: current.fileName,
            fileSize: current.fileSize,
            /** The PDF as uploaded, base64. */
            file: current.content ? current.content.toString('base64') : null,
            linkedinUrl: current.linkedinUrl,
            uploadedAt: current.uploadedAt.toISOString(),
            analyzedAt: current.analyzedAt ? current.analyzedAt.toISOString() : null,
            /** The text read from the PDF. */
            text: current.document?.text ?? null,
            analysis: current.analysis ? analysisForPlan(current.analysis, plan) : null,
          }
        : null,
      pendingUpload: upload
        ? {
            fileName: upload.fileName,
            fileSize: upload.fileSize,
            file: upload.content ? upload.content.toString('base64') : null,
            linkedinUrl: upload.linkedinUrl,
            uploadedAt: upload.uploadedAt.toISOString(),
            status: upload.status,
            problem: upload.problem,
          }
        : null,
      /** The ATS score of each version that became current (the insights' chart). */
      atsScores: scores.map((s) => ({
        version: s.version,
        atsScore: s.atsScore,
        fileName: s.fileName,
        analyzedAt: s.analyzedAt.toISOString(),
      })),
    };
  }
}
