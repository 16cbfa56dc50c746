import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ResumeAnalysis } from '@pathwise/contracts';
import type { PdfProblem, ResumeDocument } from '../analysis/index.js';

/** Where the analysis of the current version is; what GET /api/resume and the waiting upload read. */
export type AnalysisStatus = 'queued' | 'processing' | 'completed' | 'rejected' | 'failed';

/** Why a version could not be used: its PDF could not be analysed, or its job failed for good. */
export type ResumeProblem = PdfProblem | 'failed';

/**
 * The last completed resume, kept while a replacement is analysed so that the worker can put it back if the
 * replacement turns out unreadable or its job fails (whether or not anyone is still waiting for the answer).
 */
export interface PreviousResume {
  fileName: string | null;
  fileSize: number | null;
  linkedinUrl: string | null;
  document: ResumeDocument | null;
  analysis: ResumeAnalysis | null;
  uploadedAt: string;
  analyzedAt: string | null;
}

/** The user's one current resume: the PDF, the text read from it, and its analysis. */
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

  /** The text read from the PDF, with its layout (kept to re-analyse when the user's career matches change). */
  @Column({ type: 'jsonb', nullable: true })
  document: ResumeDocument | null;

  @Column({ type: 'jsonb', nullable: true })
  analysis: ResumeAnalysis | null;

  /** Goes up with every upload or profile submission; the analysis job id is derived from it. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'text', default: 'queued' })
  status: AnalysisStatus;

  /**
   * Why the PDF could not be analysed (encrypted, corrupt, no-text, too-complex) or 'failed' (the job failed for good).
   * With status 'completed': why the last replacement was not used (the previous resume was put back).
   */
  @Column({ type: 'text', nullable: true })
  problem: ResumeProblem | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ name: 'analyzed_at', type: 'timestamptz', nullable: true })
  analyzedAt: Date | null;

  /** The last completed resume while a replacement is queued or being analysed; cleared once it completes. */
  @Column({ type: 'jsonb', nullable: true })
  previous: PreviousResume | null;

  @Column({ name: 'previous_content', type: 'bytea', nullable: true })
  previousContent: Buffer | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
