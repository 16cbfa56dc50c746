/**
 * Queues and jobs of the slow AI work. These strings live in Redis keys and in jobs already queued: never rename one
 * once shipped (add a new name and drain the old one instead).
 */
export const QueueNames = {
  resumeAnalysis: 'resume-analysis',
  careerMatching: 'career-matching',
  interview: 'interview',
  replyDrafts: 'reply-drafts',
  jobIngestion: 'job-ingestion',
  /** The billing clock: ends trials and cancelled periods, renews local test-mode subscriptions. */
  billingClock: 'billing-clock',
} as const;
export type QueueName = (typeof QueueNames)[keyof typeof QueueNames];

export const JobNames = {
  /** An uploaded resume PDF: text, sections, skills, level, strengths, weaknesses, suggestions. */
  analyzeResume: 'analyze-resume',
  /** A LinkedIn profile (URL, or its "Save to PDF" export) analysed like a resume. */
  analyzeProfile: 'analyze-profile',
  /** Scores the catalog against a quiz submission (and the resume, when there is one). */
  matchCareers: 'match-careers',
  generateInterview: 'generate-interview',
  evaluateAnswer: 'evaluate-answer',
  draftReply: 'draft-reply',
  /** Pulls listings from one job board into the job index. */
  ingestJobs: 'ingest-jobs',
  /** Applies every trial end, period end and renewal that is due (a job scheduler runs it every BILLING_CLOCK_MS). */
  settleSubscriptions: 'settle-subscriptions',
} as const;
export type JobName = (typeof JobNames)[keyof typeof JobNames];

/** The queue each job runs on; workers of a queue handle all of its job names. */
export const JOB_QUEUE = {
  'analyze-resume': QueueNames.resumeAnalysis,
  'analyze-profile': QueueNames.resumeAnalysis,
  'match-careers': QueueNames.careerMatching,
  'generate-interview': QueueNames.interview,
  'evaluate-answer': QueueNames.interview,
  'draft-reply': QueueNames.replyDrafts,
  'ingest-jobs': QueueNames.jobIngestion,
  'settle-subscriptions': QueueNames.billingClock,
} as const satisfies Record<JobName, QueueName>;

/** The job names that run on queue `Q`. */
export type JobNameOf<Q extends QueueName> = {
  [N in JobName]: (typeof JOB_QUEUE)[N] extends Q ? N : never;
}[JobName];
