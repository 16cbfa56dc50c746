import { Args, Context, Directive, ID, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { ApiError } from '@pathwise/platform';
import { type GraphContext, ownUserId, userLoader } from '@pathwise/platform/graph';
import { AuthGraphReader } from './auth-graph.reader.js';
import { AuthUser } from './auth-graph.types.js';

@Resolver(() => AuthUser)
export class AuthUserResolver {
  constructor(private readonly reader: AuthGraphReader) {}

  /**
   * The signed-in user: where every read of the graph starts. Shareable: every subgraph answers `me` from the signed
   * identity, so the gateway fetches each subgraph's fields at once instead of asking auth for the id first.
   */
  @Query(() => AuthUser)
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): Promise<AuthUser> {
    return this.load(ctx, ctx.identity.userId);
  }

  /** A user by id: only ever the caller's own (another id is refused with FORBIDDEN). */
  @Query(() => AuthUser)
  user(@Args('id', { type: () => ID }) id: string, @Context() ctx: GraphContext): Promise<AuthUser> {
    return this.load(ctx, ownUserId(ctx, id));
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): Promise<AuthUser> {
    return this.load(ctx, ownUserId(ctx, reference.id));
  }

  private async load(ctx: GraphContext, userId: string): Promise<AuthUser> {
    const user = await userLoader(ctx, 'auth.user', (ids) => this.reader.usersById(ids)).load(userId);
    // A signed identity for a user who no longer exists (deleted account, stale session): as REST answers it.
    if (!user) throw ApiError.unauthorized();
    return user;
  }
}
