import multipart from '@fastify/multipart';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_PROFILE_PICTURE_BYTES, MAX_RESUME_BYTES, type ServiceName } from '@pathwise/contracts';
import { connectEventConsumer } from '../events/connect-event-consumer.js';
import type { Logger } from 'pino';
import { AccessLogController } from '../logging/access-log.js';
import { NestPinoLogger } from '../logging/logger.js';
import { recordServedRoutes } from '../http/served-routes.js';

export interface ServiceAppOptions {
  logger: Logger;
  /** Consume this service's domain events (its @EventPattern handlers) from the bus. */
  consumeEventsAs?: ServiceName;
  /** Hook to run before init (extra transports, plugins). */
  beforeInit?: (app: NestFastifyApplication) => Promise<void> | void;
}

/**
 * A NestJS app on Fastify with the platform's settings: the request id the gateway sent (x-request-id) on every log
 * line, JSON bodies up to 1 MB, multipart uploads of one file up to 5 MB, graceful shutdown. Not listening yet, so
 * tests can `inject` or listen on port 0.
 */
export async function createServiceApp(
  rootModule: Type | DynamicModule,
  opts: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: opts.logger,
    requestIdHeader: 'x-request-id',
    logController: new AccessLogController(),
    bodyLimit: 1024 * 1024,
  });
  recordServedRoutes(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new NestPinoLogger(opts.logger),
  });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(MAX_PROFILE_PICTURE_BYTES, MAX_RESUME_BYTES),
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
    },
  });
  app.enableShutdownHooks();
  if (opts.consumeEventsAs) connectEventConsumer(app, opts.consumeEventsAs);
  await opts.beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  if (opts.consumeEventsAs) await app.startAllMicroservices();
  return app;
}
