import type { JobListing } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An application the user recorded (there is no un-apply). Keeps a copy of the listing as it was when applied. */
@Entity({ name: 'job_applications' })
@Index('job_applications_user_job_key', ['userId', 'jobId'], { unique: true })
@Index('job_applications_user_idx', ['userId', 'appliedAt'])
export class JobApplicationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb' })
  job: JobListing;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;
}
