import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, type BaseEnv } from './config/config.js';
import { ApiErrorFilter } from './errors/error-filter.js';
import { HealthController } from './health/health.controller.js';
import { GatewayIdentityGuard, GatewayIdentityStrategy } from './identity/identity.guard.js';
import { closeRedis } from './queues/close-redis.js';
import { createRedis, REDIS } from './redis/redis.js';
import { ZodValidationPipe } from './validation/zod-validation.pipe.js';

export const LOGGER = Symbol('LOGGER');

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await closeRedis(this.redis); // QUIT on a reconnecting connection would wait for Redis forever
  }
}

/**
 * What every service needs, registered once: validated config, the pino logger, a Redis client, the global
 * gateway-identity guard, the validation pipe (contracts' schemas through `createZodDto`), the error filter and the
 * health endpoints.
 */
@Global()
@Module({})
export class PlatformModule {
  static forService(config: BaseEnv, logger: Logger): DynamicModule {
    return {
      module: PlatformModule,
      imports: [PassportModule],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: REDIS,
          useFactory: () => {
            const redis = createRedis(config.REDIS_URL);
            // ioredis reconnects by itself; the calls that fail meanwhile answer 503 (mapError). Without a listener
            // every reconnect attempt would print an unhandled error event.
            redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis connection error'));
            return redis;
          },
        },
        RedisShutdown,
        GatewayIdentityStrategy,
        { provide: APP_GUARD, useClass: GatewayIdentityGuard },
        { provide: APP_FILTER, useFactory: () => new ApiErrorFilter(logger) },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
      exports: [APP_CONFIG, LOGGER, REDIS],
    };
  }
}
