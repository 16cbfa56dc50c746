import {
  Args,
  Context,
  Directive,
  Int,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import type { JobInsightsResponse } from '@pathwise/contracts';
import { type GraphContext, oneByOne, ownUserId, userLoader } from '@pathwise/platform/graph';
import { MarketService } from '../insights/market.service.js';
import { JobsGraphReader } from './jobs-graph.reader.js';
import { JobInsightsType, JobsType, JobsUser } from './jobs-graph.types.js';

@Resolver(() => JobsUser)
export class JobsUserResolver {
  constructor(private readonly reader: JobsGraphReader) {}

  /** The signed-in user, from the signed identity: the gateway asks every subgraph at once (one hop). */
  @Query(() => JobsUser, { name: 'me' })
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): JobsUser {
    return { id: ctx.identity.userId };
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): JobsUser {
    return { id: ownUserId(ctx, reference.id) };
  }

  @ResolveField(() => JobsType, { nullable: true })
  async jobs(@Parent() user: JobsUser, @Context() ctx: GraphContext): Promise<JobsType> {
    const userId = ownUserId(ctx, user.id);
    const summary = await userLoader(ctx, 'jobs.summaries', (ids) => this.reader.summaries(ids)).load(userId);
    return { userId, savedCount: summary.saved, appliedCount: summary.applied, profile: summary.profile };
  }
}

@Resolver(() => JobsType)
export class JobsResolver {
  constructor(private readonly market: MarketService) {}

  /**
   * The local market for the user's career matches (the first `limit` of them, at most 24); null (with an error entry)
   * when it cannot be read.
   */
  @ResolveField(() => JobInsightsType, { nullable: true })
  insights(
    @Parent() jobs: JobsType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number | null,
  ): Promise<JobInsightsResponse> {
    return userLoader(
      ctx,
      `jobs.insights:${limit ?? ''}`,
      // The profile came with the counts (one query): the market reads it instead of asking PostgreSQL again.
      oneByOne((id) => this.market.insights(id, [], limit ?? undefined, jobs.profile)),
    ).load(ownUserId(ctx, jobs.userId));
  }
}
