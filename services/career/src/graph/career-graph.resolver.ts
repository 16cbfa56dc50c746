import { Context, Directive, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import type { DashboardResponse } from '@pathwise/contracts';
import { type GraphContext, oneByOne, ownUserId, userLoader } from '@pathwise/platform/graph';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { CareerType, CareerUser } from './career-graph.types.js';

@Resolver(() => CareerUser)
export class CareerUserResolver {
  constructor(private readonly dashboard: DashboardService) {}

  /** The signed-in user, from the signed identity: the gateway asks every subgraph at once (one hop). */
  @Query(() => CareerUser, { name: 'me' })
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): CareerUser {
    return { id: ctx.identity.userId };
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): CareerUser {
    return { id: ownUserId(ctx, reference.id) };
  }

  /** Null with an error entry when the career data cannot be read: the other subgraphs' fields still answer. */
  @ResolveField(() => CareerType, { nullable: true })
  career(@Parent() user: CareerUser, @Context() ctx: GraphContext): Promise<DashboardResponse> {
    return userLoader(
      ctx,
      'career.dashboard',
      oneByOne((id) => this.dashboard.dashboard(id)),
    ).load(ownUserId(ctx, user.id));
  }
}
