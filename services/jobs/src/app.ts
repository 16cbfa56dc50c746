import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { JobsAppModule } from './app.module.js';
import type { JobsConfig } from './config.js';

export { JobsEnv, type JobsConfig } from './config.js';

/** The jobs service, initialised but not listening (main.ts listens; tests listen on port 0). */
export async function createJobsApp(config: JobsConfig, logger: Logger): Promise<NestFastifyApplication> {
  return createServiceApp(JobsAppModule.forRoot(config, logger), { logger, consumeEventsAs: 'jobs' });
}
