import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { checkInfrastructure, InfrastructureError } from '../bootstrap/preflight.js';
import { type BaseEnv, ConfigError, loadConfig } from '../config/config.js';
import { createLogger, NestPinoLogger } from '../logging/logger.js';

/** A service's root module, as `XAppModule` with `forRoot(config, logger)` or a function building it. */
export type WorkerModule<C> =
  { forRoot(config: C, logger: Logger): DynamicModule | Type } | ((config: C, logger: Logger) => DynamicModule | Type);

/**
 * The entry point of every `worker.ts` (`ROLE=worker`: queue workers, no HTTP): validate the config, check PostgreSQL
 * and Redis (saying which is missing and how to start it), build the service's module as an application context
 * with `ROLE: 'worker'` and shut it down on SIGTERM/SIGINT (workers finish their jobs first). Exits non-zero on any
 * start-up failure. `await runWorker('resume', ResumeEnv, ResumeAppModule)`.
 */
export async function runWorker<S extends z.ZodType<BaseEnv & { ROLE: string }>>(
  name: string,
  schema: S,
  module: WorkerModule<z.infer<S>>,
): Promise<INestApplicationContext> {
  const label = `${name}-worker`;
  let config: z.infer<S>;
  try {
    config = { ...loadConfig(schema), ROLE: 'worker' };
  } catch (err) {
    process.stderr.write(`[${label}] ${(err as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger(label, config.LOG_LEVEL);
  try {
    await checkInfrastructure({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
    const root = 'forRoot' in module ? module.forRoot(config, logger) : module(config, logger);
    const app = await NestFactory.createApplicationContext(root, { logger: new NestPinoLogger(logger) });
    app.enableShutdownHooks();
    logger.info(`${name} worker started`);
    return app;
  } catch (err) {
    if (err instanceof InfrastructureError || err instanceof ConfigError) {
      process.stderr.write(`[${label}] ${err.message}\n`);
    } else {
      logger.fatal({ err }, `${label} failed to start`);
    }
    process.exit(1);
  }
}
