import multipart from '@fastify/multipart';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_PROFILE_PICTURE_BYTES, MAX_RESUME_BYTES, type ServiceName } from '@pathwise/contracts';
import { connectEventConsumer } from '../events/connect-event-consumer.js';
import type { Logger } from 'pino';
import { clientErrorReply, frameworkErrorReply } from '../errors/framework-errors.js';
import { AccessLogController } from '../logging/access-log.js';
import { NestPinoLogger } from '../logging/logger.js';
import { recordServedRoutes } from '../http/served-routes.js';
import { jsonBodyParser } from '../http/json-body-parser.js';

/** Content types of HTML forms (besides multipart, which only the upload routes read). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];

export interface ServiceAppOptions {
  logger: Logger;
  /** Consume this service's domain events (its @OnDomainEvent handlers) from the bus. */
  consumeEventsAs?: ServiceName;
  /** Keep each JSON body's bytes as `request.rawBody` too (webhook signatures are computed on them). */
  rawBody?: boolean;
  /** Hook to run before init (extra transports, plugins). */
  beforeInit?: (app: NestFastifyApplication) => Promise<void> | void;
}

/**
 * A NestJS app on Fastify with the platform's settings: the request id the gateway sent (x-request-id) on every log
 * line, JSON bodies up to 1 MB (no form-encoded or text bodies), multipart uploads of one file up to 5 MB, graceful
 * shutdown. Not listening yet, so
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
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  });
  recordServedRoutes(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new NestPinoLogger(opts.logger),
    rawBody: opts.rawBody ?? false,
  });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(MAX_PROFILE_PICTURE_BYTES, MAX_RESUME_BYTES),
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
    },
  });
  app.useBodyParser('application/json', { bodyLimit: 1024 * 1024 }, jsonBodyParser(adapter.getInstance()));
  app.enableShutdownHooks();
  if (opts.consumeEventsAs) connectEventConsumer(app, opts.consumeEventsAs);
  await opts.beforeInit?.(app);
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  // Bodies are JSON (or the one multipart upload): the form and text parsers Nest and Fastify add by default would
  // let a plain HTML form of another site post to a JSON route without a CORS preflight. Their types get a 415.
  for (const type of FORM_TYPES) if (fastify.hasContentTypeParser(type)) fastify.removeContentTypeParser(type);
  await fastify.ready();
  if (opts.consumeEventsAs) await app.startAllMicroservices();
  return app;
}
