import { z } from 'zod';
import { InterviewEvaluateRequest, InterviewStartRequest, ResponseDraftRequest } from '../interview.js';
import type { JobName } from './queue-names.js';

/**
 * What each job carries. Large inputs (resume files, quiz answers) are not copied into Redis: the job names the row
 * in the owning service's schema, which also keeps the status users see in Postgres. Small request bodies travel
 * as they are, validated by the same contracts as the HTTP call.
 */
const UserId = z.string().min(1);

/**
 * A resume analysis is tied to one version of the resume row (every upload or profile submission adds one): a job
 * whose version is no longer the row's does nothing, so a stale job cannot analyse (or announce) a newer upload.
 */
const ResumeVersionRef = z.object({
  userId: UserId,
  resumeId: z.string().min(1),
  version: z.number().int().positive(),
});
export const AnalyzeResumePayload = ResumeVersionRef;
export const AnalyzeProfilePayload = ResumeVersionRef;
export const MatchCareersPayload = z.object({ userId: UserId, submissionId: z.string().min(1) });
export const GenerateInterviewPayload = InterviewStartRequest.extend({ userId: UserId });
export const EvaluateAnswerPayload = InterviewEvaluateRequest.extend({ userId: UserId });
export const DraftReplyPayload = ResponseDraftRequest.extend({ userId: UserId });
/** The billing clock's tick: nothing to carry (what is due is read from the billing schema). */
export const SettleSubscriptionsPayload = z.object({});

export const IngestJobsPayload = z.object({
  /** Board adapter id, e.g. `demo`. */
  source: z.string().min(1),
  keyword: z.string().optional(),
  location: z.string().optional(),
});

export const JobPayloads = {
  'analyze-resume': AnalyzeResumePayload,
  'analyze-profile': AnalyzeProfilePayload,
  'match-careers': MatchCareersPayload,
  'generate-interview': GenerateInterviewPayload,
  'evaluate-answer': EvaluateAnswerPayload,
  'draft-reply': DraftReplyPayload,
  'ingest-jobs': IngestJobsPayload,
  'settle-subscriptions': SettleSubscriptionsPayload,
} as const satisfies Record<JobName, z.ZodType>;

/** A job's payload as handlers receive it (validated). */
export type JobPayload<N extends JobName> = z.infer<(typeof JobPayloads)[N]>;
/** A job's payload as callers pass it (before defaults and trimming). */
export type JobPayloadInput<N extends JobName> = z.input<(typeof JobPayloads)[N]>;

/** All jobs as one discriminated union on `name`, e.g. for a processor's `switch`. */
export type AnyJob = { [N in JobName]: { name: N; data: JobPayload<N> } }[JobName];
