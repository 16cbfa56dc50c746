import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WaitingJob')
export class WaitingJobType {
  @Field()
  jobId: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field()
  savedAt: string;
}

/** Premium's application funnel: jobs saved, applied to, and the saved ones still waiting for an application. */
@ObjectType('ApplicationFunnel')
export class ApplicationFunnelType {
  userId: string;

  @Field(() => Int)
  saved: number;

  @Field(() => Int)
  applied: number;

  @Field(() => Int, { description: 'Saved jobs that were also applied to' })
  savedAndApplied: number;
}
