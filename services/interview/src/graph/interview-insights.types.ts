import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RubricScore')
export class RubricScoreType {
  @Field()
  key: string;

  @Field()
  label: string;

  @Field(() => Int)
  score: number;
}

@ObjectType('RubricScoreWithTip')
export class RubricScoreWithTipType extends RubricScoreType {
  @Field(() => String, { nullable: true })
  tip: string | null;
}

/** One practice session (answers given outside a session are grouped by day): the mean of its evaluated answers. */
@ObjectType('PracticeSessionScore')
export class PracticeSessionScoreType {
  @Field({ description: 'The session id, or `day:YYYY-MM-DD` for answers evaluated outside a session' })
  key: string;

  @Field()
  careerPath: string;

  @Field({ description: 'When its first evaluated answer was given' })
  startedAt: string;

  @Field(() => Int)
  answered: number;

  @Field(() => Int)
  score: number;

  /** Resolved from the full list with `limit` (see the resolver). */
  allParts: RubricScoreType[];
}

@ObjectType('WeakAnswer')
export class WeakAnswerType {
  @Field()
  question: string;

  @Field()
  careerPath: string;

  @Field(() => Int)
  score: number;

  @Field()
  answeredAt: string;

  @Field(() => RubricScoreWithTipType, { nullable: true })
  weakestPart: RubricScoreWithTipType | null;
}

/** Premium's interview analytics: scores over time by rubric part, and the weakest recent answers. */
@ObjectType('InterviewInsights')
export class InterviewInsightsType {
  userId: string;
}
