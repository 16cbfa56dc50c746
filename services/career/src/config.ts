import { BaseEnv } from '@pathwise/platform';
import { z } from 'zod';

export const CareerEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3102),
  /**
   * all: HTTP, event consumer and the matching worker in one process (the default, `npm start`);
   * http: no matching worker here (workers run as `node dist/worker.js`); worker is set by worker.ts itself.
   */
  ROLE: z.enum(['all', 'http', 'worker']).default('all'),
  /** How long POST /api/quiz/responses waits for the matching job before answering 503 (the job carries on). */
  MATCH_WAIT_MS: z.coerce.number().int().positive().default(20_000),
  /** With a key, an LLM rewords the reasoning from the engine's facts (any OpenAI-compatible server). */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Per LLM call; keep well under MATCH_WAIT_MS, the local wording is used after it. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
});
export type CareerConfig = z.infer<typeof CareerEnv>;
