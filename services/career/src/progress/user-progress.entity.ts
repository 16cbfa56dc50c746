import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The career service's read model of one user's progress, fed by its own quiz submissions and by other services'
 * events (user.*, resume.*, interview.completed, job.applied). Never read from another service's tables.
 */
@Entity({ name: 'user_progress' })
export class UserProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  /** From user.updated; shown on each match (null: the dashboard says "Your area"). */
  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ name: 'latest_submission_id', type: 'uuid', nullable: true })
  latestSubmissionId: string | null;

  @Column({ name: 'quiz_completed_at', type: 'timestamptz', nullable: true })
  quizCompletedAt: Date | null;

  /** RIASEC scores (1-5) of the latest submission, for the dashboard chart. */
  @Column({ name: 'interest_profile', type: 'jsonb', nullable: true })
  interestProfile: Record<string, number> | null;

  @Column({ name: 'resume_file_name', type: 'text', nullable: true })
  resumeFileName: string | null;

  @Column({ name: 'resume_linkedin_url', type: 'text', nullable: true })
  resumeLinkedinUrl: string | null;

  @Column({ name: 'resume_uploaded_at', type: 'timestamptz', nullable: true })
  resumeUploadedAt: Date | null;

  /** Skills of the analysed resume; matching uses them. */
  @Column({ name: 'resume_skills', type: 'jsonb', default: () => "'[]'" })
  resumeSkills: string[];

  /**
   * occurredAt of the latest resume event applied (resume.analyzed or resume.deleted): an older one delivered late is
   * ignored, so a deleted resume does not come back.
   */
  @Column({ name: 'resume_event_at', type: 'timestamptz', nullable: true })
  resumeEventAt: Date | null;

  @Column({ name: 'interview_practiced_at', type: 'timestamptz', nullable: true })
  interviewPracticedAt: Date | null;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt: Date | null;

  @Column({ name: 'matches_updated_at', type: 'timestamptz', nullable: true })
  matchesUpdatedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
