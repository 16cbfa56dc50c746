import { Redis, type RedisOptions } from 'ioredis';

/**
 * ioredis clients built one way everywhere. BullMQ needs `maxRetriesPerRequest: null` on connections it blocks on;
 * request paths (sessions, rate limits) fail fast instead of queueing commands while Redis is away.
 */
export function createRedis(url: string, kind: 'command' | 'bullmq' = 'command', extra: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    connectionName: 'pathwise',
    ...(kind === 'bullmq'
      ? { maxRetriesPerRequest: null, enableReadyCheck: false }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 }),
    ...extra,
  });
}

/** Nest injection token for the app's shared command client. */
export const REDIS = Symbol('REDIS');
