import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { MatchSnapshot } from '../quiz/quiz-submission.entity.js';

@ObjectType('AttemptMatch')
export class AttemptMatchType {
  @Field()
  occupationCode: string;

  @Field()
  title: string;

  @Field(() => Int)
  matchScore: number;

  @Field(() => Int)
  rank: number;
}

/** One completed quiz and the matches it gave (its snapshot, kept when a retake replaced the matches). */
@ObjectType('QuizAttempt')
export class QuizAttemptType {
  @Field()
  submissionId: string;

  @Field()
  takenAt: string;

  /** Resolved with `limit` (see the resolver). */
  snapshot: MatchSnapshot[];
}

/** Premium's match analytics: how matches moved between quiz attempts. */
@ObjectType('MatchHistory')
export class MatchHistoryType {
  userId: string;
}
