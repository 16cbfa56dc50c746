import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The parts of the analysis the dashboard and the insights read (the full analysis stays on GET /api/resume). */
@ObjectType('ResumeAnalysisSummary')
export class ResumeAnalysisSummaryType {
  @Field(() => Int, { nullable: true })
  atsScore: number | null;

  @Field()
  experienceLevel: string;

  @Field(() => [String])
  strengths: string[];

  @Field(() => [String])
  weaknesses: string[];

  @Field(() => [String])
  improvementSuggestions: string[];

  @Field(() => [String])
  extractedSkills: string[];

  @Field(() => [String], { description: "Keywords the user's target careers ask for that the resume lacks" })
  keywords: string[];
}

@ObjectType('Resume')
export class ResumeType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  fileName: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl: string | null;

  @Field()
  uploadedAt: string;

  @Field(() => String, { nullable: true, description: 'queued, processing, completed, rejected or failed' })
  status: string | null;

  @Field(() => String, { nullable: true })
  problem: string | null;

  @Field(() => String, { nullable: true })
  analyzedAt: string | null;

  @Field(() => ResumeAnalysisSummaryType, { nullable: true })
  analysis: ResumeAnalysisSummaryType | null;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class ResumeUser {
  @Field(() => ID)
  id: string;
}
