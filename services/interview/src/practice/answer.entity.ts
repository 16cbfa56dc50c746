import type { AiEngine, InterviewEvaluation } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One evaluated answer; a retried question adds an attempt rather than replacing the earlier one. */
@Entity({ name: 'answers' })
@Index('answers_session_question_idx', ['sessionId', 'questionId', 'attempt'], { unique: true })
@Index('answers_user_idx', ['userId', 'createdAt'])
export class InterviewAnswerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The queue job that wrote the row: a retried job finds its row instead of writing a second one. */
  @Index('answers_job_id_key', { unique: true })
  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Null for an answer evaluated outside a session (the spec's body without a sessionId). */
  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  sessionId: string | null;

  @Column({ name: 'question_id', type: 'text', nullable: true })
  questionId: string | null;

  @Column({ type: 'text' })
  question: string;

  @Column({ name: 'career_path', type: 'text' })
  careerPath: string;

  @Column({ type: 'text' })
  response: string;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'integer' })
  score: number;

  @Column({ type: 'jsonb' })
  evaluation: InterviewEvaluation;

  @Column({ type: 'text' })
  engine: AiEngine;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
