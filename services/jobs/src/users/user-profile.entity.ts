import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What the jobs service knows of a user, fed only by other services' events (never their tables): the location
 * (user.updated), the latest resume's skills and level (resume.analyzed / resume.deleted) and the career matches
 * (career.matches.updated). Insights and fit read it.
 */
@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ name: 'has_resume', type: 'boolean', default: false })
  hasResume: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  skills: string[];

  /** entry-level, mid-level, senior-level, or null when the resume did not say. */
  @Column({ name: 'experience_level', type: 'text', nullable: true })
  experienceLevel: string | null;

  /** occurredAt of the last resume event applied: an older one delivered late is ignored. */
  @Column({ name: 'resume_event_at', type: 'timestamptz', nullable: true })
  resumeEventAt: Date | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  matches: { code: string; title: string; matchScore: number }[];

  @Column({ name: 'matches_event_at', type: 'timestamptz', nullable: true })
  matchesEventAt: Date | null;

  @Column({ name: 'location_event_at', type: 'timestamptz', nullable: true })
  locationEventAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
