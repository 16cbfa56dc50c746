import type { INestApplication } from '@nestjs/common';
import type { INestMicroservice } from '@nestjs/common';
import type { ServiceName } from '@pathwise/contracts';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { BullMqEventServer } from './bullmq-event-server.js';

/**
 * Attaches the service's event consumer (its `@OnDomainEvent` handlers) to an app, through Nest's own hybrid-app API.
 * The caller then runs `app.startAllMicroservices()`; `app.close()` waits for handlers in progress and closes the
 * worker. The app's global guard, pipe and filter are not inherited (they are HTTP's); each handler carries its own
 * error filter (see OnDomainEvent).
 */
export function connectEventConsumer(
  app: INestApplication,
  service: ServiceName,
  options: { concurrency?: number } = {},
): { microservice: INestMicroservice; server: BullMqEventServer } {
  const config = app.get<Pick<BaseEnv, 'REDIS_URL' | 'REDIS_PREFIX'>>(APP_CONFIG);
  const server = new BullMqEventServer({
    service,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    concurrency: options.concurrency,
  });
  const microservice = app.connectMicroservice({ strategy: server });
  return { microservice, server };
}
