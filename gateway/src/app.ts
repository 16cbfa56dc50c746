import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  AccessLogController,
  ApiErrorFilter,
  createLogger,
  clientErrorReply,
  frameworkErrorReply,
  NestPinoLogger,
} from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { GatewayModule } from './app.module.js';
import type { GatewayConfig } from './config/gateway-config.js';

import { requestIdFor } from './http/request-id.js';
import { registerSecurityHeaders, setSecurityHeaders } from './http/security-headers.js';
import { proxyPlugin } from './proxy/proxy.plugin.js';
import { GatewayRuntime } from './runtime/gateway-runtime.js';
import { spaPlugin } from './spa/spa.plugin.js';

export { GatewayEnv, loadGatewayConfig, type GatewayConfig } from './config/gateway-config.js';

/**
 * The gateway, initialised but not listening: main.ts listens on PORT; tests and the benchmark listen on port 0.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<NestFastifyApplication> {
  const runtime = new GatewayRuntime(config, logger);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new AccessLogController(),
    genReqId: requestIdFor,
    trustProxy: config.TRUST_PROXY,
    // Fastify's own body limit only applies to Nest routes (none take bodies); /api limits are per route.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // The router's own refusals run before the onRequest hook: they get the security headers here.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      setSecurityHeaders(request, reply);
      frameworkErrorReply(error, request, reply);
    },
    clientErrorHandler: clientErrorReply,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(runtime), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.useGlobalFilters(new ApiErrorFilter(logger));

  const fastify = app.getHttpAdapter().getInstance();
  registerSecurityHeaders(fastify);
  await fastify.register(proxyPlugin, {
    matcher: runtime.matcher,
    sessions: runtime.sessions,
    upstreams: runtime.upstreams,
    limits: runtime.limits,
    config,
  });
  await fastify.register(spaPlugin, { root: config.FRONTEND_DIST });

  await app.init();
  await fastify.ready();
  return app;
}
