import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { assertPremium, type GraphContext, ownUserId, userLoader } from '@pathwise/platform/graph';
import { JobsInsightsReader } from './jobs-insights.reader.js';
import { ApplicationFunnelType, WaitingJobType } from './jobs-insights.types.js';
import { JobsUser } from './jobs-graph.types.js';

const WAITING_MAX = 20;

/** `User.applicationFunnel`: Premium's application analytics (refused to free users). */
@Resolver(() => JobsUser)
export class JobsInsightsUserResolver {
  constructor(private readonly reader: JobsInsightsReader) {}

  @ResolveField(() => ApplicationFunnelType, { nullable: true })
  async applicationFunnel(@Parent() user: JobsUser, @Context() ctx: GraphContext): Promise<ApplicationFunnelType> {
    assertPremium(ctx);
    const userId = ownUserId(ctx, user.id);
    const counts = await userLoader(ctx, 'jobs.insights.funnel', (ids) => this.reader.funnels(ids)).load(userId);
    return { userId, ...counts };
  }
}

@Resolver(() => ApplicationFunnelType)
export class ApplicationFunnelResolver {
  constructor(private readonly reader: JobsInsightsReader) {}

  /** Saved jobs not applied to yet, the longest waiting first. */
  @ResolveField(() => [WaitingJobType])
  async waiting(
    @Parent() funnel: ApplicationFunnelType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 3 }) limit: number,
  ): Promise<WaitingJobType[]> {
    assertPremium(ctx);
    const list = await userLoader(ctx, 'jobs.insights.waiting', (ids) => this.reader.waiting(ids)).load(
      ownUserId(ctx, funnel.userId),
    );
    return list.slice(0, Math.max(0, Math.min(WAITING_MAX, Math.trunc(limit))));
  }
}
