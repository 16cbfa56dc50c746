import { Context, Directive, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import type { SubscriptionStatus } from '@pathwise/contracts';
import { type GraphContext, ownUserId, userLoader } from '@pathwise/platform/graph';
import { BillingGraphReader } from './billing-graph.reader.js';
import { BillingUser, SubscriptionType } from './billing-graph.types.js';

@Resolver(() => BillingUser)
export class BillingUserResolver {
  constructor(private readonly reader: BillingGraphReader) {}

  /** The signed-in user, from the signed identity: the gateway asks every subgraph at once (one hop). */
  @Query(() => BillingUser, { name: 'me' })
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): BillingUser {
    return { id: ctx.identity.userId };
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): BillingUser {
    return { id: ownUserId(ctx, reference.id) };
  }

  /** Null with an error entry when billing cannot be read: the other subgraphs' fields still answer. */
  @ResolveField(() => SubscriptionType, { nullable: true })
  subscription(@Parent() user: BillingUser, @Context() ctx: GraphContext): Promise<SubscriptionStatus> {
    return userLoader(ctx, 'billing.subscription', (ids) => this.reader.statuses(ids)).load(ownUserId(ctx, user.id));
  }
}
