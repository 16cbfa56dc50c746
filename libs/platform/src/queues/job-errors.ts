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

export const JOB_FAILED_MESSAGE =
  'Something went wrong on our side and this could not be finished. It has been logged; please try again.';

/**
 * The job failed for good (after its retries, or at once through bullmq's UnrecoverableError) for a reason that is
 * neither the caller's input (a handler answers that as a result the service maps to a 4xx) nor a dependency away
 * (JobQueues.run answers 503): a bug. A 500 whose message says so in the feature's words (`RunOptions.failedMessage`),
 * never the bare 'Internal server error'; `reason`, the processor's error message, is logged by the error filter and
 * never shown. A service that must clean up (resume) catches it first.
 */
export class JobFailedError extends ApiError {
  constructor(
    readonly queue: string,
    readonly jobId: string | undefined,
    readonly reason: string,
    message: string = JOB_FAILED_MESSAGE,
  ) {
    super(500, ErrorCodes.internal, message);
    this.name = 'JobFailedError';
  }
}
