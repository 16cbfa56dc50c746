import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { assertPremium, type GraphContext, ownUserId, userLoader } from '@pathwise/platform/graph';
import { CareerInsightsReader } from './career-insights.reader.js';
import { AttemptMatchType, MatchHistoryType, QuizAttemptType } from './career-insights.types.js';
import { CareerUser } from './career-graph.types.js';

const LIST_MAX = 20;
const bounded = (limit: number) => Math.max(0, Math.min(LIST_MAX, Math.trunc(limit)));

/** `User.matchHistory`: Premium's analytics of how matches moved between quiz attempts (refused to free users). */
@Resolver(() => CareerUser)
export class CareerInsightsUserResolver {
  @ResolveField(() => MatchHistoryType, { nullable: true })
  matchHistory(@Parent() user: CareerUser, @Context() ctx: GraphContext): MatchHistoryType {
    assertPremium(ctx);
    return { userId: ownUserId(ctx, user.id) };
  }
}

@Resolver(() => MatchHistoryType)
export class MatchHistoryResolver {
  constructor(private readonly reader: CareerInsightsReader) {}

  /** The latest matched attempts, oldest first. */
  @ResolveField(() => [QuizAttemptType])
  async attempts(
    @Parent() history: MatchHistoryType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 6 }) limit: number,
  ): Promise<QuizAttemptType[]> {
    assertPremium(ctx);
    const n = bounded(limit);
    const all = await userLoader(ctx, 'career.insights.attempts', (ids) => this.reader.attempts(ids)).load(
      ownUserId(ctx, history.userId),
    );
    return n === 0 ? [] : all.slice(-n);
  }
}

@Resolver(() => QuizAttemptType)
export class QuizAttemptResolver {
  /** The attempt's best matches, best first. */
  @ResolveField(() => [AttemptMatchType])
  matches(
    @Parent() attempt: QuizAttemptType,
    @Args('limit', { type: () => Int, defaultValue: 5 }) limit: number,
  ): AttemptMatchType[] {
    return attempt.snapshot.slice(0, bounded(limit));
  }
}
