import type { ExperienceLevel } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A start of a practice interview whose session has not reached the user yet. Its id keys the queue job, so a retry
 * of the same start (after a 503: the gateway gave up while the job ran on) joins that job and gets the one session
 * it made, instead of queueing a second. Delivered once a request has answered with the session.
 */
@Entity({ name: 'start_requests' })
@Index('start_requests_pending_key', ['userId', 'careerKey', 'experienceLevel'], {
  unique: true,
  where: `"status" = 'pending'`,
})
export class StartRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The career path as typed, lower-cased and trimmed: "Plumber" and "plumber " are the same start. */
  @Column({ name: 'career_key', type: 'text' })
  careerKey: string;

  @Column({ name: 'experience_level', type: 'text' })
  experienceLevel: ExperienceLevel;

  @Column({ type: 'text', default: 'pending' })
  status: 'pending' | 'delivered';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
