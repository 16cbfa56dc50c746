import { BaseEnv, llmEnv } from '@pathwise/platform';
import { z } from 'zod';

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const InterviewEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3104),
  /** all: HTTP, events and the queue workers in one process; http: no workers here (run dist/worker.js apart). */
  ROLE: z.enum(['all', 'http', 'worker']).default('all'),
  /**
   * How long start, evaluate and response-draft wait for their job before answering 503 (the job carries on). Under
   * the gateway's UPSTREAM_TIMEOUT_MS, so the user gets this service's message rather than the gateway's.
   */
  INTERVIEW_WAIT_MS: int(25_000),
  /** Jobs one worker process runs at once (the local engines take milliseconds; the LLM waits on the network). */
  INTERVIEW_WORKER_CONCURRENCY: int(4),
  /** A dead worker's job is taken over by another after about this long (BullMQ's lock and stalled check). */
  INTERVIEW_JOB_LOCK_MS: int(15_000),
  /** The LLM engine (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL); its deadline well inside INTERVIEW_WAIT_MS. */
  ...llmEnv({ timeoutMs: 12_000 }),
});
export type InterviewConfig = z.infer<typeof InterviewEnv>;
