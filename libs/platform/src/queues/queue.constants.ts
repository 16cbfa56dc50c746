import type { JobsOptions } from 'bullmq';
import type { QueueName } from '@pathwise/contracts';

/**
 * Retry, backoff and retention of AI jobs, in one place. The HTTP caller waits for the job, so retries are few and
 * quick; engines already fall back from the LLM to the local engine inside one attempt.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  // Completed jobs are kept an hour: a repeated request with the same deterministic jobId gets the same result
  // instead of running the AI work twice.
  removeOnComplete: { age: 3600, count: 1_000 },
  // Failed jobs stay a week for diagnosis (a new request for the same jobId replaces the failed one).
  removeOnFail: { age: 7 * 24 * 3600 },
} as const satisfies JobsOptions;

/** Per-queue differences from the defaults. */
export const QUEUE_JOB_OPTIONS: Partial<Record<QueueName, JobsOptions>> = {
  // Nobody waits on ingestion; boards rate-limit and fail transiently, so retry longer and slower.
  'job-ingestion': { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  // The next tick does the same work: no retries, little history.
  'billing-clock': { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { age: 24 * 3600 } },
};

/** Jobs handled at once per worker process; the local engines are CPU-bound and the machine may be small. */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = {
  'resume-analysis': 2,
  'career-matching': 2,
  interview: 4,
  'reply-drafts': 4,
  'job-ingestion': 1,
  'billing-clock': 1,
};

/**
 * Queues on which one user's jobs run one at a time, whatever the worker concurrency: a job whose user already has one
 * running waits (`retryDelayMs`, then it is tried again) while the worker takes other users' jobs. Resume analysis
 * is here because a hostile PDF can hold a worker slot for the whole parse timeout: two of one user's must not keep
 * everyone else's uploads waiting.
 */
export const QUEUE_FAIRNESS: Partial<Record<QueueName, { retryDelayMs: number }>> = {
  'resume-analysis': { retryDelayMs: 500 },
};

/** How long an HTTP request waits for its job before answering 503 (the job itself carries on). */
export const JOB_WAIT_TIMEOUT_MS = 30_000;

export function jobOptionsFor(queue: QueueName, extra: JobsOptions = {}): JobsOptions {
  return { ...DEFAULT_JOB_OPTIONS, ...QUEUE_JOB_OPTIONS[queue], ...extra };
}
