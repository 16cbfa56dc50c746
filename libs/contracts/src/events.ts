import { z } from 'zod';

/**
 * Domain events: written to the publisher's outbox in the same transaction as the change, then delivered through
 * BullMQ to every subscribing service (see EVENT_SUBSCRIBERS). Names are never renamed once shipped.
 */
export const EventNames = {
  userRegistered: 'user.registered',
  userUpdated: 'user.updated',
  subscriptionChanged: 'subscription.changed',
  quizCompleted: 'quiz.completed',
  careerMatchesUpdated: 'career.matches.updated',
  resumeAnalyzed: 'resume.analyzed',
  resumeDeleted: 'resume.deleted',
  interviewCompleted: 'interview.completed',
  jobApplied: 'job.applied',
  jobSaved: 'job.saved',
  /** Per-occupation listing counts and posted pay of the jobs index, for the career service's matches. */
  jobMarketUpdated: 'job.market.updated',
  /** An account was deleted: every service deletes everything it holds for the user. */
  userDeleted: 'user.deleted',
} as const;
export type EventName = (typeof EventNames)[keyof typeof EventNames];

export const ServiceNames = ['auth', 'career', 'resume', 'interview', 'jobs', 'billing'] as const;
export type ServiceName = (typeof ServiceNames)[number];

export const UserRegisteredPayload = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export const UserUpdatedPayload = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
});
export const SubscriptionChangedPayload = z.object({
  userId: z.string(),
  plan: z.enum(['free', 'premium']),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
});
export const QuizCompletedPayload = z.object({
  userId: z.string(),
  submissionId: z.string(),
  completedAt: z.string(),
});
export const CareerMatchesUpdatedPayload = z.object({
  userId: z.string(),
  occupations: z.array(z.object({ code: z.string(), title: z.string(), matchScore: z.number() })),
});
export const ResumeAnalyzedPayload = z.object({
  userId: z.string(),
  fileName: z.string().nullable(),
  /** The LinkedIn profile URL when the analysis came from one (the dashboard's resume field shows it). */
  linkedinUrl: z.string().nullable().optional(),
  uploadedAt: z.string(),
  skills: z.array(z.string()),
  /**
   * entry-level, mid-level or senior-level as read from dated roles; null when it could not be read (an analysis of a
   * LinkedIn address alone, whose level is only a default): consumers must not take it as the user's level.
   */
  experienceLevel: z.string().nullable(),
  targetTitles: z.array(z.string()),
  /**
   * The O*NET occupation the resume aims at (its most recent role, its headline, or the user's choice), when one
   * could be read. Optional: consumers must not rely on it.
   */
  targetOccupation: z.object({ code: z.string(), title: z.string() }).nullable().optional(),
  /** Years in that line of work (experienceLevel is read from these) and in all, when dated roles were found. */
  relevantYears: z.number().nullable().optional(),
  totalYears: z.number().nullable().optional(),
});
export const ResumeDeletedPayload = z.object({ userId: z.string() });
export const InterviewCompletedPayload = z.object({
  userId: z.string(),
  careerPath: z.string(),
  averageScore: z.number().nullable(),
});
export const JobAppliedPayload = z.object({ userId: z.string(), jobId: z.string(), appliedAt: z.string() });
export const JobSavedPayload = z.object({ userId: z.string(), jobId: z.string(), savedAt: z.string() });
/**
 * A snapshot of the jobs index by O*NET occupation: open listings nationally, remote, and per normalised location
 * (`"Austin, TX"`), with the posted pay spread (annualised USD) where listings state pay. `demo` says the figures come
 * from the generated offline index, so consumers can say so.
 */
/** job.market.updated lists at most this many places per occupation (the busiest first). */
export const JOB_MARKET_MAX_LOCATIONS = 25;
export const JobMarketUpdatedPayload = z.object({
  generatedAt: z.string(),
  demo: z.boolean(),
  occupations: z.array(
    z.object({
      code: z.string(),
      openings: z.number().int().nonnegative(),
      remoteOpenings: z.number().int().nonnegative(),
      pay: z.object({ min: z.number(), median: z.number(), max: z.number(), samples: z.number().int() }).nullable(),
      byLocation: z.array(z.object({ location: z.string(), openings: z.number().int().nonnegative() })),
    }),
  ),
});
export const UserDeletedPayload = z.object({ userId: z.string(), deletedAt: z.string() });

export const EventPayloads = {
  'user.registered': UserRegisteredPayload,
  'user.updated': UserUpdatedPayload,
  'subscription.changed': SubscriptionChangedPayload,
  'quiz.completed': QuizCompletedPayload,
  'career.matches.updated': CareerMatchesUpdatedPayload,
  'resume.analyzed': ResumeAnalyzedPayload,
  'resume.deleted': ResumeDeletedPayload,
  'interview.completed': InterviewCompletedPayload,
  'job.applied': JobAppliedPayload,
  'job.saved': JobSavedPayload,
  'job.market.updated': JobMarketUpdatedPayload,
  'user.deleted': UserDeletedPayload,
} as const satisfies Record<EventName, z.ZodType>;
export type EventPayload<N extends EventName> = z.infer<(typeof EventPayloads)[N]>;

/**
 * Who receives each event. Static (not discovered at run time) so that an event published before a subscriber
 * starts still waits in that subscriber's queue. A service listed here must have a handler for the event in the same
 * change (the transport fails a delivery that has none); an empty list means nobody consumes it yet.
 */
export const EVENT_SUBSCRIBERS: Record<EventName, readonly ServiceName[]> = {
  'user.registered': ['career', 'interview', 'billing'],
  'user.updated': ['career', 'jobs', 'interview', 'billing'],
  'subscription.changed': ['auth'],
  'quiz.completed': ['career'],
  'career.matches.updated': ['resume', 'interview', 'jobs'],
  'resume.analyzed': ['career', 'jobs', 'interview'],
  'resume.deleted': ['career', 'jobs', 'interview'],
  'interview.completed': ['career'],
  'job.applied': ['career'],
  'job.saved': [],
  'job.market.updated': ['career'],
  'user.deleted': ['career', 'jobs', 'interview', 'billing', 'resume'],
};

/** What travels on the bus. */
export const EventEnvelope = z.object({
  id: z.string(),
  name: z.string(),
  producer: z.string(),
  occurredAt: z.string(),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof EventEnvelope>, 'payload'> & { payload: P };
