import { BaseEnv, llmEnv, roleEnv } from '@pathwise/platform';
import { z } from 'zod';

export const CareerEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3102),
  /** all (default, `npm start`): HTTP, events and the matching worker; http: no matching worker here (see worker.ts). */
  ...roleEnv,
  /** How long POST /api/quiz/responses waits for the matching job before answering 503 (the job carries on). */
  MATCH_WAIT_MS: z.coerce.number().int().positive().default(20_000),
  /** With a key, an LLM rewords the reasoning from the engine's facts; its deadline is well under MATCH_WAIT_MS. */
  ...llmEnv({ timeoutMs: 8_000 }),
});
export type CareerConfig = z.infer<typeof CareerEnv>;
