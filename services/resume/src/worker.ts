import { NestFactory } from '@nestjs/core';
import { checkInfrastructure, createLogger, loadConfig, NestPinoLogger } from '@pathwise/platform';
import { ResumeAppModule } from './app.module.js';
import { ResumeEnv } from './config.js';

/**
 * A resume-analysis worker without HTTP (`ROLE=worker`): Docker Compose runs it as `resume-worker`, scaled on its
 * own (`--scale resume-worker=4`). Same code and config as main.ts; the API can then run with ROLE=http.
 */
const config = (() => {
  try {
    return { ...loadConfig(ResumeEnv), ROLE: 'worker' as const };
  } catch (err) {
    process.stderr.write(`[resume-worker] ${(err as Error).message}\n`);
    process.exit(1);
  }
})();
const logger = createLogger('resume-worker', config.LOG_LEVEL);
try {
  await checkInfrastructure({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
  const app = await NestFactory.createApplicationContext(ResumeAppModule.forRoot(config, logger), {
    logger: new NestPinoLogger(logger),
  });
  app.enableShutdownHooks();
  logger.info('resume analysis worker started');
} catch (err) {
  process.stderr.write(`[resume-worker] ${(err as Error).message}\n`);
  process.exit(1);
}
