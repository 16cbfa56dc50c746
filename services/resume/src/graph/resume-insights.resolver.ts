import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ResumeAnalysis } from '@pathwise/contracts';
import { assertPremium, type GraphContext, oneByOne, ownUserId, userLoader } from '@pathwise/platform/graph';
import { ResumeService } from '../resume/resume.service.js';
import { ResumeInsightsReader } from './resume-insights.reader.js';
import { ResumeInsightsType, ResumeMatchGapType, ResumeVersionScoreType } from './resume-insights.types.js';
import { ResumeUser } from './resume-graph.types.js';

const LIST_MAX = 20;
const bounded = (limit: number) => Math.max(0, Math.min(LIST_MAX, Math.trunc(limit)));

/** `User.resumeInsights`: Premium's resume analytics (refused to free users). */
@Resolver(() => ResumeUser)
export class ResumeInsightsUserResolver {
  @ResolveField(() => ResumeInsightsType, { nullable: true })
  resumeInsights(@Parent() user: ResumeUser, @Context() ctx: GraphContext): ResumeInsightsType {
    assertPremium(ctx);
    return { userId: ownUserId(ctx, user.id) };
  }
}

@Resolver(() => ResumeInsightsType)
export class ResumeInsightsResolver {
  constructor(
    private readonly reader: ResumeInsightsReader,
    private readonly resumes: ResumeService,
  ) {}

  /** The ATS score of the latest versions that became current, oldest first. */
  @ResolveField(() => [ResumeVersionScoreType])
  async versions(
    @Parent() insights: ResumeInsightsType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
  ): Promise<ResumeVersionScoreType[]> {
    assertPremium(ctx);
    const n = bounded(limit);
    const all = await userLoader(ctx, 'resume.insights.scores', (ids) => this.reader.scores(ids)).load(
      ownUserId(ctx, insights.userId),
    );
    return n === 0 ? [] : all.slice(-n);
  }

  /** The keywords the user's top matches (then the resume's own line of work) ask for that the resume lacks. */
  @ResolveField(() => [ResumeMatchGapType])
  async matchGaps(
    @Parent() insights: ResumeInsightsType,
    @Context() ctx: GraphContext,
    @Args('limit', { type: () => Int, defaultValue: 3 }) limit: number,
  ): Promise<ResumeMatchGapType[]> {
    assertPremium(ctx);
    const resume = await userLoader(
      ctx,
      'resume.current.premium',
      oneByOne((id) => this.resumes.get(id, 'premium')),
    ).load(ownUserId(ctx, insights.userId));
    const parsed = resume?.analysis ? ResumeAnalysis.safeParse(safeJson(resume.analysis)) : null;
    const groups = parsed?.success ? (parsed.data.keywordGroups ?? []) : [];
    return groups
      .filter((g) => g.keywords.length > 0)
      .sort((a, b) => Number(b.source === 'career-matches') - Number(a.source === 'career-matches'))
      .slice(0, bounded(limit))
      .map((g) => ({ source: g.source, occupations: g.occupations.map((o) => o.title), keywords: g.keywords }));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
