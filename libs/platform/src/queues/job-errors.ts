import { ApiError } from '../errors/api-error.js';
import { ErrorCodes } from '@pathwise/contracts';

export const JOB_TIMEOUT_MESSAGE = 'This is taking longer than expected. Please try again in a minute.';

/**
 * The job did not finish within the request's wait. A 503 with Retry-After: the job carries on, and a retry with the
 * same deterministic jobId picks up the same job (or its result) instead of starting over.
 */
export class JobTimeoutError extends ApiError {
  constructor(
    readonly queue: string,
    readonly jobId: string | undefined,
    readonly waitedMs: number,
    message: string = JOB_TIMEOUT_MESSAGE,
  ) {
    super(503, ErrorCodes.unavailable, message, undefined, { 'retry-after': '30' });
    this.name = 'JobTimeoutError';
  }
}

/**
 * The job failed for good (after its retries, or at once through bullmq's UnrecoverableError). `reason` is the
 * processor's error message; the service decides what the user sees.
 */
export class JobFailedError extends Error {
  constructor(
    readonly queue: string,
    readonly jobId: string | undefined,
    readonly reason: string,
  ) {
    super(`Job ${jobId ?? '(unknown)'} on ${queue} failed: ${reason}`);
    this.name = 'JobFailedError';
  }
}
