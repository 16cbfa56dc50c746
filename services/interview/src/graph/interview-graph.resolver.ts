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
import type { Conversation, InterviewSessionSummary } from '@pathwise/contracts';
import { assertPremium, type GraphContext, oneByOne, ownUserId, userLoader } from '@pathwise/platform/graph';
import { PracticeService } from '../practice/practice.service.js';
import { RepliesService } from '../replies/replies.controller.js';
import { ConversationType, InterviewSessionType, InterviewType, InterviewUser } from './interview-graph.types.js';

/** Lists are bounded: at most this many items per field, whatever `limit` asks. */
export const INTERVIEW_LIST_MAX = 20;
const bounded = (limit: number) => Math.max(0, Math.min(INTERVIEW_LIST_MAX, Math.trunc(limit)));

@Resolver(() => InterviewUser)
export class InterviewUserResolver {
  /** The signed-in user, from the signed identity: the gateway asks every subgraph at once (one hop). */
  @Query(() => InterviewUser, { name: 'me' })
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): InterviewUser {
    return { id: ctx.identity.userId };
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): InterviewUser {
    return { id: ownUserId(ctx, reference.id) };
  }

  @ResolveField(() => InterviewType, { nullable: true })
  interview(@Parent() user: InterviewUser, @Context() ctx: GraphContext): InterviewType {
    return { userId: ownUserId(ctx, user.id) };
  }
}

@Resolver(() => InterviewType)
export class InterviewResolver {
  constructor(
    private readonly practice: PracticeService,
    private readonly replies: RepliesService,
  ) {}

  /** The latest practice sessions, newest first (premium). */
  @ResolveField(() => [InterviewSessionType], { nullable: true })
  async recentSessions(
    @Parent() interview: InterviewType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 5 }) limit: number,
  ): Promise<InterviewSessionSummary[]> {
    assertPremium(ctx);
    const sessions = await userLoader(
      ctx,
      'interview.sessions',
      oneByOne((id) => this.practice.sessions(id)),
    ).load(ownUserId(ctx, interview.userId));
    return sessions.slice(0, bounded(limit));
  }

  /** The latest reply drafts, newest first (premium). */
  @ResolveField(() => [ConversationType], { nullable: true })
  async conversations(
    @Parent() interview: InterviewType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 5 }) limit: number,
  ): Promise<Conversation[]> {
    assertPremium(ctx);
    const list = await userLoader(
      ctx,
      'interview.conversations',
      oneByOne((id) => this.replies.list(id)),
    ).load(ownUserId(ctx, interview.userId));
    return list.slice(0, bounded(limit));
  }
}
