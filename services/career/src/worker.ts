import { NestFactory } from '@nestjs/core';
import { checkInfrastructure, createLogger, loadConfig, NestPinoLogger } from '@pathwise/platform';
import { CareerAppModule } from './app.module.js';
import { CareerEnv } from './config.js';

/**
 * A career-matching worker without HTTP (`ROLE=worker`), for scaling matching apart from the API: run the API with
 * ROLE=http and as many of these as needed. Same code and config as main.ts.
 */
const config = (() => {
  try {
    return { ...loadConfig(CareerEnv), ROLE: 'worker' as const };
  } catch (err) {
    process.stderr.write(`[career-worker] ${(err as Error).message}\n`);
    process.exit(1);
  }
})();
const logger = createLogger('career-worker', config.LOG_LEVEL);
try {
  await checkInfrastructure({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
  const app = await NestFactory.createApplicationContext(CareerAppModule.forRoot(config, logger), {
    logger: new NestPinoLogger(logger),
  });
  app.enableShutdownHooks();
  logger.info('career matching worker started');
} catch (err) {
  process.stderr.write(`[career-worker] ${(err as Error).message}\n`);
  process.exit(1);
}
