import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * This service's copy of what it needs to know about a user, fed by events: the name and location (user.registered,
 * user.updated), the resume analysis (resume.analyzed, resume.deleted) and the career matches (career.matches.updated).
 * Reply drafts and question generation read it; nothing here is asked of another service at request time.
 */
@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  skills: string[];

  /** Job titles the resume analysis targeted (its past and aimed-for roles). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  titles: string[];

  @Column({ name: 'experience_level', type: 'text', nullable: true })
  experienceLevel: string | null;

  @Column({ name: 'has_resume', type: 'boolean', default: false })
  hasResume: boolean;

  /** Career matches, best first. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  matches: { code: string; title: string; matchScore: number }[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
