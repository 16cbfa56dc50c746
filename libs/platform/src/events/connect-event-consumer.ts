import type { INestApplication } from '@nestjs/common';
import type { NestMicroservice } from '@nestjs/microservices';
import type { ServiceName } from '@pathwise/contracts';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { BullMqEventServer } from './bullmq-event-server.js';
import { EventErrorPassthroughFilter } from './event-error.filter.js';

/**
 * Attaches the service's event consumer (`@EventPattern` handlers) to an app. The caller then runs
 * `app.startAllMicroservices()`; `app.close()` waits for handlers in progress and closes the worker.
 */
export function connectEventConsumer(
  app: INestApplication,
  service: ServiceName,
  options: { concurrency?: number } = {},
): { microservice: NestMicroservice; server: BullMqEventServer } {
  const config = app.get<Pick<BaseEnv, 'REDIS_URL' | 'REDIS_PREFIX'>>(APP_CONFIG);
  const server = new BullMqEventServer({
    service,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    concurrency: options.concurrency,
  });
  // Handlers are bound when a microservice is connected, with the filters known at that moment; deferring lets the
  // pass-through filter be installed first. The rest is what connectMicroservice does without deferral (the app
  // itself runs the lifecycle hooks, so the microservice must not run them again).
  const microservice = app.connectMicroservice({ strategy: server }, { deferInitialization: true }) as NestMicroservice;
  microservice.useGlobalFilters(new EventErrorPassthroughFilter());
  microservice.registerListeners();
  microservice.setIsInitialized(true);
  microservice.setIsInitHookCalled(true);
  return { microservice, server };
}
