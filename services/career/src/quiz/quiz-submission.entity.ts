import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserProfile } from '../matching/user-profile.js';
import type { StoredAnswer } from './quiz-validation.js';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
