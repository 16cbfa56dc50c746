import type { JobListing } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A job the user bookmarked. Keeps a copy of the listing, which may leave the index before the user is done with it. */
@Entity({ name: 'saved_jobs' })
@Index('saved_jobs_user_job_key', ['userId', 'jobId'], { unique: true })
@Index('saved_jobs_user_idx', ['userId', 'savedAt'])
export class SavedJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ type: 'jsonb' })
  job: JobListing;

  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;
}
