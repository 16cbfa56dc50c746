import type { AiEngine, ReplyCategory } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An employer's message and the reply drafted for it (the spec's AI conversation). */
@Entity({ name: 'conversations' })
@Index('conversations_user_created_idx', ['userId', 'createdAt'])
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The queue job that wrote the row: a retried job finds its row instead of writing a second one. */
  @Index('conversations_job_id_key', { unique: true })
  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: 'response-draft' })
  type: string;

  @Column({ name: 'employer_request', type: 'text' })
  employerRequest: string;

  @Column({ name: 'ai_response', type: 'text' })
  aiResponse: string;

  @Column({ type: 'text' })
  category: ReplyCategory;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  blanks: string[];

  @Column({ type: 'text' })
  engine: AiEngine;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
