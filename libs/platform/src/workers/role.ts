import { z } from 'zod';

/**
 * What a process of a service with queued work runs, to spread into its config schema (`...roleEnv`):
 * all: HTTP, event consumer and queue workers in one process (the default); http: no queue worker here (run
 * `node dist/worker.js` apart, scaled on its own); worker is what runWorker sets for worker.ts.
 */
export const roleEnv = { ROLE: z.enum(['all', 'http', 'worker']).default('all') };
export type ServiceRole = z.infer<typeof roleEnv.ROLE>;
