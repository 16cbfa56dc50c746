import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ResumeVersionScore')
export class ResumeVersionScoreType {
  @Field(() => Int)
  version: number;

  @Field(() => Int, { nullable: true })
  atsScore: number | null;

  @Field()
  analyzedAt: string;

  @Field(() => String, { nullable: true })
  fileName: string | null;
}

/** Keywords a group of target careers asks for that the resume does not name (the analysis's keyword groups). */
@ObjectType('ResumeMatchGap')
export class ResumeMatchGapType {
  @Field({ description: "`career-matches` (the user's top matches) or `resume` (the line of work it aims at)" })
  source: string;

  @Field(() => [String])
  occupations: string[];

  @Field(() => [String])
  keywords: string[];
}

/** Premium's resume analytics: the ATS score across versions and the keywords the matches ask for. */
@ObjectType('ResumeInsights')
export class ResumeInsightsType {
  userId: string;
}
