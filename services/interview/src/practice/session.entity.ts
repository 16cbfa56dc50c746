import type { AiEngine, ExperienceLevel, InterviewQuestion } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One practice interview: the questions asked (as generated), for one career path and level. */
@Entity({ name: 'sessions' })
@Index('sessions_user_created_idx', ['userId', 'createdAt'])
export class InterviewSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The queue job that wrote the row: a retried job finds its row instead of writing a second one. */
  @Index('sessions_job_id_key', { unique: true })
  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'career_path', type: 'text' })
  careerPath: string;

  @Column({ name: 'occupation_code', type: 'text', nullable: true })
  occupationCode: string | null;

  @Column({ name: 'occupation_title', type: 'text', nullable: true })
  occupationTitle: string | null;

  @Column({ name: 'experience_level', type: 'text' })
  experienceLevel: ExperienceLevel;

  @Column({ type: 'jsonb' })
  questions: InterviewQuestion[];

  @Column({ type: 'text' })
  engine: AiEngine;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Set when every question has an answer (interview.completed is published then). */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
