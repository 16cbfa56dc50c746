import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserProfile } from '../matching/user-profile.js';
import type { StoredAnswer } from './quiz-validation.js';

/** One match of an attempt, as the insights chart it. */
export interface MatchSnapshot {
  occupationCode: string;
  title: string;
  matchScore: number;
  rank: number;
}

/** How many of an attempt's matches its snapshot keeps. */
export const MATCH_SNAPSHOT_SIZE = 10;

/** Every quiz a user completes; kept on retake (only the matches are replaced). */
@Entity({ name: 'quiz_submissions' })
@Index('quiz_submissions_user_created_idx', ['userId', 'createdAt'])
export class QuizSubmissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  /** The answers as validated (server question text, normalised responses). */
  @Column({ type: 'jsonb' })
  answers: StoredAnswer[];

  /** What the engine scores against, derived from the answers at submission time. */
  @Column({ type: 'jsonb' })
  profile: UserProfile;

  /**
   * The matches this attempt last gave (best first, the top MATCH_SNAPSHOT_SIZE), kept when a retake replaces the
   * matches themselves: Premium's insights show how matches moved between attempts. Null until it is matched.
   */
  @Column({ name: 'match_snapshot', type: 'jsonb', nullable: true })
  matchSnapshot: MatchSnapshot[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
