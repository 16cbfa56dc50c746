import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The ATS score of every resume version that became current (Premium's "resume across versions"): numbers and the
 * file name only, so the history stays small after the PDF itself is replaced. Written with the version, by
 * ResumeVersions.complete; removed with the resume.
 */
@Entity({ name: 'resume_scores' })
export class ResumeScoreEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'integer' })
  version: number;

  @Column({ name: 'ats_score', type: 'integer', nullable: true })
  atsScore: number | null;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName: string | null;

  @Column({ name: 'analyzed_at', type: 'timestamptz' })
  analyzedAt: Date;
}
