import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { assertPremium, type GraphContext, ownUserId, userLoader } from '@pathwise/platform/graph';
import { sessionScores, weakestAnswers } from './interview-insights.js';
import { InterviewInsightsReader } from './interview-insights.reader.js';
import {
  InterviewInsightsType,
  PracticeSessionScoreType,
  RubricScoreType,
  WeakAnswerType,
} from './interview-insights.types.js';
import { InterviewUser } from './interview-graph.types.js';

/** Lists are bounded: at most this many items per field, whatever `limit` asks. */
const INSIGHTS_LIST_MAX = 20;
const bounded = (limit: number) => Math.max(0, Math.min(INSIGHTS_LIST_MAX, Math.trunc(limit)));

/** `User.interviewInsights`: Premium's advanced analytics of interview practice (refused to free users). */
@Resolver(() => InterviewUser)
export class InterviewInsightsUserResolver {
  @ResolveField(() => InterviewInsightsType, { nullable: true })
  interviewInsights(@Parent() user: InterviewUser, @Context() ctx: GraphContext): InterviewInsightsType {
    assertPremium(ctx);
    return { userId: ownUserId(ctx, user.id) };
  }
}

@Resolver(() => InterviewInsightsType)
export class InterviewInsightsResolver {
  constructor(private readonly reader: InterviewInsightsReader) {}

  private answers(ctx: GraphContext, insights: InterviewInsightsType) {
    assertPremium(ctx);
    return userLoader(ctx, 'interview.insights.answers', (ids) => this.reader.answers(ids)).load(
      ownUserId(ctx, insights.userId),
    );
  }

  /** Scores over time: the latest sessions, oldest first, each with its mean per rubric part. */
  @ResolveField(() => [PracticeSessionScoreType])
  async sessions(
    @Parent() insights: InterviewInsightsType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
  ): Promise<PracticeSessionScoreType[]> {
    const n = bounded(limit);
    return n === 0 ? [] : sessionScores(await this.answers(ctx, insights)).slice(-n);
  }

  /** The lowest-scoring recent answers, lowest first, each with its weakest rubric part and that part's tip. */
  @ResolveField(() => [WeakAnswerType])
  async weakestAnswers(
    @Parent() insights: InterviewInsightsType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 3 }) limit: number,
  ): Promise<WeakAnswerType[]> {
    return weakestAnswers(await this.answers(ctx, insights), bounded(limit));
  }
}

@Resolver(() => PracticeSessionScoreType)
export class PracticeSessionScoreResolver {
  @ResolveField(() => [RubricScoreType])
  parts(
    @Parent() session: PracticeSessionScoreType,
    @Args('limit', { type: () => Int, defaultValue: 6 }) limit: number,
  ): RubricScoreType[] {
    return session.allParts.slice(0, bounded(limit));
  }
}
