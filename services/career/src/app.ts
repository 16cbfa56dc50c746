import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { CareerAppModule } from './app.module.js';
import type { CareerConfig } from './config.js';

export { CareerEnv, type CareerConfig } from './config.js';

/** The career service, initialised but not listening (main.ts listens; tests listen on port 0). */
export async function createCareerApp(config: CareerConfig, logger: Logger): Promise<NestFastifyApplication> {
  return createServiceApp(CareerAppModule.forRoot(config, logger), { logger, consumeEventsAs: 'career' });
}
