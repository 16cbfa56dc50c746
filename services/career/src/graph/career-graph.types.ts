import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '@pathwise/platform/graph';

@ObjectType('SalaryRange')
export class SalaryRangeType {
  @Field(() => Float)
  min: number;

  @Field(() => Float)
  max: number;
}

/** A career match, as GET /api/dashboard and /api/recommendations give it. */
@ObjectType('Recommendation')
export class RecommendationType {
  @Field(() => ID, { nullable: true })
  id?: string;

  @Field()
  title: string;

  @Field(() => Float)
  matchScore: number;

  @Field()
  reasoning: string;

  @Field(() => JsonScalar, { description: 'An array of steps, or a JSON string of one (spec section 3)' })
  actionSteps: string[] | string;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => SalaryRangeType, { nullable: true })
  salaryRange?: SalaryRangeType | null;

  @Field(() => Int, { nullable: true })
  jobCount?: number | null;

  @Field(() => String, { nullable: true })
  growthOutlook?: string | null;

  @Field(() => String, { nullable: true })
  occupationCode?: string;

  @Field(() => JsonScalar, { nullable: true, description: "The occupation's details the matches tab expands to" })
  details?: unknown;
}

@ObjectType('DashboardResume')
export class DashboardResumeType {
  @Field(() => String, { nullable: true })
  fileName: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl: string | null;

  @Field()
  uploadedAt: string;
}

/** The user's career journey: quiz state, matches and progress (the fields of GET /api/dashboard). */
@ObjectType('Career')
export class CareerType {
  @Field(() => Int)
  progressScore: number;

  @Field()
  quizCompleted: boolean;

  @Field(() => [RecommendationType])
  recommendations: RecommendationType[];

  @Field(() => DashboardResumeType, { nullable: true })
  resume: DashboardResumeType | null;

  @Field(() => JsonScalar, { nullable: true, description: 'RIASEC letter to score' })
  interestProfile?: Record<string, number> | null;

  @Field({ nullable: true })
  interviewPracticed?: boolean;

  @Field({ nullable: true })
  applied?: boolean;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class CareerUser {
  @Field(() => ID)
  id: string;
}
