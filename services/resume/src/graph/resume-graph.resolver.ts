import { Context, Directive, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { ResumeAnalysis, type Resume } from '@pathwise/contracts';
import { type GraphContext, oneByOne, ownUserId, userLoader } from '@pathwise/platform/graph';
import { ResumeService } from '../resume/resume.service.js';
import { type ResumeAnalysisSummaryType, ResumeType, ResumeUser } from './resume-graph.types.js';

@Resolver(() => ResumeUser)
export class ResumeUserResolver {
  constructor(private readonly resumes: ResumeService) {}

  /** The signed-in user, from the signed identity: the gateway asks every subgraph at once (one hop). */
  @Query(() => ResumeUser, { name: 'me' })
  @Directive('@shareable')
  me(@Context() ctx: GraphContext): ResumeUser {
    return { id: ctx.identity.userId };
  }

  @ResolveReference()
  resolveReference(reference: { id: string }, ctx: GraphContext): ResumeUser {
    return { id: ownUserId(ctx, reference.id) };
  }

  /** The user's resume and its analysis summary; null when there is none. */
  @ResolveField(() => ResumeType, { nullable: true })
  async resume(@Parent() user: ResumeUser, @Context() ctx: GraphContext): Promise<ResumeType | null> {
    const resume = await userLoader(
      ctx,
      'resume.current',
      // the summary carries no premium part, so the plan does not change it
      oneByOne((id) => this.resumes.get(id, 'free')),
    ).load(ownUserId(ctx, user.id));
    return resume ? toResumeType(resume) : null;
  }
}

export function toResumeType(resume: Resume): ResumeType {
  return {
    id: resume.id,
    fileName: resume.fileName,
    linkedinUrl: resume.linkedinUrl,
    uploadedAt: resume.uploadedAt,
    status: resume.status ?? null,
    problem: resume.problem ?? null,
    analyzedAt: resume.analyzedAt ?? null,
    analysis: summarise(resume.analysis),
  };
}

function summarise(json: string | null): ResumeAnalysisSummaryType | null {
  if (!json) return null;
  let parsed: ResumeAnalysis;
  try {
    parsed = ResumeAnalysis.parse(JSON.parse(json));
  } catch {
    return null;
  }
  return {
    atsScore: parsed.atsScore === undefined ? null : Math.round(parsed.atsScore),
    experienceLevel: parsed.experienceLevel,
    strengths: parsed.strengths,
    weaknesses: parsed.weaknesses,
    improvementSuggestions: parsed.improvementSuggestions,
    extractedSkills: parsed.extractedSkills,
    keywords: parsed.keywords,
  };
}
