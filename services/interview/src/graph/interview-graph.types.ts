import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('InterviewSession')
export class InterviewSessionType {
  @Field(() => ID)
  id: string;

  @Field()
  careerPath: string;

  @Field()
  experienceLevel: string;

  @Field()
  createdAt: string;

  @Field(() => String, { nullable: true })
  completedAt: string | null;

  @Field(() => Int)
  questionCount: number;

  @Field(() => Int)
  answeredCount: number;

  @Field(() => Int, { nullable: true, description: "Mean of each answered question's best attempt" })
  averageScore: number | null;

  @Field()
  engine: string;
}

@ObjectType('Conversation')
export class ConversationType {
  @Field(() => ID)
  id: string;

  @Field()
  type: string;

  @Field()
  employerRequest: string;

  @Field()
  aiResponse: string;

  @Field()
  createdAt: string;

  @Field()
  category: string;

  @Field()
  engine: string;
}

/** Interview practice and reply drafts: premium, as on REST (free users get PREMIUM_REQUIRED on these fields). */
@ObjectType('Interview')
export class InterviewType {
  userId: string;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class InterviewUser {
  @Field(() => ID)
  id: string;
}
