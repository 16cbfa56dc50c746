import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MarketProfile } from './jobs-graph.reader.js';

@ObjectType('JobPaySpread')
export class JobPaySpreadType {
  @Field(() => Float)
  min: number;

  @Field(() => Float)
  median: number;

  @Field(() => Float)
  max: number;

  @Field(() => Int)
  samples: number;

  @Field()
  currency: string;

  @Field({ description: 'nearby or national' })
  scope: string;
}

/** The local job market of one career match (as GET /api/jobs/insights gives it). */
@ObjectType('OccupationInsight')
export class OccupationInsightType {
  @Field()
  code: string;

  @Field()
  title: string;

  @Field(() => Int, { nullable: true })
  nearby: number | null;

  @Field(() => Int)
  remote: number;

  @Field(() => Int)
  total: number;

  @Field(() => JobPaySpreadType, { nullable: true })
  pay: JobPaySpreadType | null;

  @Field()
  searchKeyword: string;

  @Field()
  demo: boolean;
}

@ObjectType('JobInsights')
export class JobInsightsType {
  @Field(() => String, { nullable: true })
  location: string | null;

  @Field()
  demo: boolean;

  @Field()
  generatedAt: string;

  @Field(() => [OccupationInsightType])
  occupations: OccupationInsightType[];
}

/** The user's job search: saved and applied counts, and the local market for their matches. */
@ObjectType('Jobs')
export class JobsType {
  /** Kept for the field resolvers below (not in the schema). */
  userId: string;

  /** The profile read with the counts, for `insights` (not in the schema). */
  profile: MarketProfile | null;

  @Field(() => Int)
  savedCount: number;

  @Field(() => Int)
  appliedCount: number;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class JobsUser {
  @Field(() => ID)
  id: string;
}
