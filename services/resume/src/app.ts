import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { ResumeAppModule } from './app.module.js';
import type { ResumeConfig } from './config.js';

export { ResumeEnv, type ResumeConfig } from './config.js';

/** The resume service, initialised but not listening (main.ts listens; tests listen on port 0). */
export async function createResumeApp(config: ResumeConfig, logger: Logger): Promise<NestFastifyApplication> {
  return createServiceApp(ResumeAppModule.forRoot(config, logger), { logger, consumeEventsAs: 'resume' });
}
