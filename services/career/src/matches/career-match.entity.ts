import type { CareerRecommendation } from '@pathwise/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's current matches, one row per recommended occupation; replaced as a whole by each matching run. */
@Entity({ name: 'career_matches' })
@Index('career_matches_user_rank_idx', ['userId', 'rank'])
export class CareerMatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  /** The quiz submission these matches were scored from. */
  @Column({ name: 'submission_id', type: 'uuid' })
  submissionId: string;

  /** 1 = best. */
  @Column({ type: 'integer' })
  rank: number;

  @Column({ name: 'occupation_code', type: 'text' })
  occupationCode: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'match_score', type: 'integer' })
  matchScore: number;

  /** Which engine wrote the reasoning: 'local' (the matching engine) or 'llm' (reworded from the same facts). */
  @Column({ name: 'reasoning_engine', type: 'text', default: 'local' })
  reasoningEngine: string;

  /** The recommendation as the API returns it (reasoning, steps, pay, outlook, details). */
  @Column({ type: 'jsonb' })
  recommendation: CareerRecommendation;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
