import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { AuthAppModule } from './app.module.js';
import type { AuthConfig } from './config.js';

export { AuthEnv, type AuthConfig } from './config.js';

/** The auth service, initialised but not listening (main.ts listens; tests inject or listen on port 0). */
export async function createAuthApp(config: AuthConfig, logger: Logger): Promise<NestFastifyApplication> {
  return createServiceApp(AuthAppModule.forRoot(config, logger), { logger, consumeEventsAs: 'auth' });
}
