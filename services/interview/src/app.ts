import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { InterviewAppModule } from './app.module.js';
import type { InterviewConfig } from './config.js';

export { InterviewEnv, type InterviewConfig } from './config.js';

/** The interview service, initialised but not listening (main.ts listens; tests listen on port 0). */
export async function createInterviewApp(config: InterviewConfig, logger: Logger): Promise<NestFastifyApplication> {
  return createServiceApp(InterviewAppModule.forRoot(config, logger), { logger, consumeEventsAs: 'interview' });
}
