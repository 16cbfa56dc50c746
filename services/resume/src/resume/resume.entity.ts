import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ResumeAnalysis } from '@pathwise/contracts';
import type { PdfProblem, ResumeDocument } from '../analysis/index.js';

/** Where a pending upload is: waiting for a worker, being analysed, or settled as unusable (rejected / failed). */
export type UploadStatus = 'queued' | 'processing' | 'rejected' | 'failed';

/** What the API shows: the pending upload's status, or 'completed' for the current resume. */
export type AnalysisStatus = UploadStatus | 'completed';

/**
 * Why an upload could not be used because of the file: its PDF could not be read, or the analyser failed on what it
 * holds ('unanalysable': not a dependency, not the worker; the same file fails the same way every time).
 */
export type UploadProblem = PdfProblem | 'unanalysable';

/** Why an upload could not be used: the file (UploadProblem), or its job failed for good for another reason. */
export type ResumeProblem = UploadProblem | 'failed';

/**
 * The user's current resume: the PDF, the text read from it and its analysis. A row here is always complete (its
 * analysis done); it is written only by ResumeVersions, when an upload's analysis succeeds, and is never touched
 * while a replacement is analysed.
 */
@Entity({ name: 'resumes' })
export class ResumeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('resumes_user_id_key', { unique: true })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName: string | null;

  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize: number | null;

  @Column({ type: 'bytea', nullable: true })
  content: Buffer | null;

  @Column({ name: 'linkedin_url', type: 'text', nullable: true })
  linkedinUrl: string | null;

  /** The text read from the PDF, with its layout (kept so that a profile address can join it without a re-parse). */
  @Column({ type: 'jsonb', nullable: true })
  document: ResumeDocument | null;

  /** The analysis as written by the engine; the keywords of the user's career matches are added when it is read. */
  @Column({ type: 'jsonb', nullable: true })
  analysis: ResumeAnalysis | null;

  /** The version of the upload this resume came from; the analysis job id is derived from it. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** How many attempts its analysis took. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ name: 'analyzed_at', type: 'timestamptz', nullable: true })
  analyzedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * An upload (or profile submission) on its way to becoming the current resume: one per user, in its own row until
 * its analysis succeeds (then it becomes the `resumes` row and this row goes). One that cannot be used stays with
 * status rejected / failed and its problem until the user has been told. Written only by ResumeVersions.
 */
@Entity({ name: 'resume_uploads' })
export class ResumeUploadEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The id the resume has (or will have): the current resume's id when there is one. */
  @Column({ name: 'resume_id', type: 'uuid' })
  resumeId: string;

  /** Above the current resume's version and every earlier upload's; the analysis job id is derived from it. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text', default: 'queued' })
  status: UploadStatus;

  @Column({ type: 'text', nullable: true })
  problem: ResumeProblem | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName: string | null;

  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize: number | null;

  @Column({ type: 'bytea', nullable: true })
  content: Buffer | null;

  @Column({ name: 'linkedin_url', type: 'text', nullable: true })
  linkedinUrl: string | null;

  /** The current resume's text when this upload keeps its file (a profile address joining it); else null. */
  @Column({ type: 'jsonb', nullable: true })
  document: ResumeDocument | null;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
