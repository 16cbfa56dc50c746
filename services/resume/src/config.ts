import { BaseEnv, llmEnv, roleEnv } from '@pathwise/platform';
import { z } from 'zod';

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const ResumeEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3103),
  /** all (default): HTTP, events and the analysis worker; http: no analysis worker here (see worker.ts). */
  ...roleEnv,
  /**
   * How long an upload or profile analysis waits for its job before answering 503 (the job carries on). Kept well
   * under the gateway's UPSTREAM_TIMEOUT_MS (60 s), so that the user gets this service's busy message and
   * Retry-After rather than the gateway's generic 503.
   */
  RESUME_WAIT_MS: int(45_000),
  /** Bounds of one PDF parse in its worker thread. */
  RESUME_PARSE_TIMEOUT_MS: int(15_000),
  RESUME_PARSE_MEMORY_MB: int(256),
  /** Analyses one worker process runs at once (and warm parsing threads it keeps). */
  RESUME_WORKER_CONCURRENCY: int(2),
  /**
   * How long a worker's lock on a job lasts without renewal: when a worker dies mid-job, another one takes the job
   * over after about this long (BullMQ's stalled-job check runs at the same interval).
   */
  RESUME_JOB_LOCK_MS: int(30_000),
  /** LLM engine; its deadline is well inside RESUME_WAIT_MS, then the local engine. */
  ...llmEnv({ timeoutMs: 20_000 }),
});
export type ResumeConfig = z.infer<typeof ResumeEnv>;
