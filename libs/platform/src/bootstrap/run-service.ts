import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type BaseEnv, ConfigError, loadConfig } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { checkInfrastructure, InfrastructureError } from './preflight.js';

/**
 * The entry point of every service's main.ts: validate config, check PostgreSQL and Redis (with a message that says
 * which is missing and how to start it), build the app and listen. Exits non-zero on any start-up failure.
 */
export async function runService<S extends z.ZodType<BaseEnv & { PORT: number }>>(
  name: string,
  schema: S,
  createApp: (config: z.infer<S>, logger: Logger) => Promise<NestFastifyApplication>,
  opts: { usesDatabase?: boolean } = {},
): Promise<NestFastifyApplication> {
  let config: z.infer<S>;
  try {
    config = loadConfig(schema);
  } catch (err) {
    process.stderr.write(`[${name}] ${(err as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger(name, config.LOG_LEVEL);
  try {
    await checkInfrastructure({
      databaseUrl: opts.usesDatabase === false ? undefined : config.DATABASE_URL,
      redisUrl: config.REDIS_URL,
    });
    const app = await createApp(config, logger);
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(`${name} listening on http://${config.HOST}:${config.PORT}`);
    return app;
  } catch (err) {
    if (err instanceof InfrastructureError || err instanceof ConfigError) {
      process.stderr.write(`[${name}] ${err.message}\n`);
    } else {
      logger.fatal({ err }, `${name} failed to start`);
    }
    process.exit(1);
  }
}
