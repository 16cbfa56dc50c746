import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../database/database-bootstrap.js';

/**
 * Each test file gets its own database and Redis key prefix on the servers named by DATABASE_URL / REDIS_URL
 * (defaults: the local PostgreSQL and Redis), so runs never see each other's data and can run in parallel.
 */
export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Env vars for an app under test. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

export async function createTestEnv(label = 't'): Promise<TestEnv> {
  const id = `${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_PG);
  base.pathname = `/pathwise_test_${id}`;
  const databaseUrl = base.toString();
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || DEFAULT_REDIS;
  const redisPrefix = `pwtest:${id}`;
  await ensureDatabase(databaseUrl);
  return {
    databaseUrl,
    redisUrl,
    redisPrefix,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      INTERNAL_SECRET: 'test-internal-secret-0123456789',
    },
    async cleanup() {
      await dropDatabase(databaseUrl);
      await deleteRedisPrefix(redisUrl, redisPrefix);
    },
  };
}

/** Deletes every key under a prefix (SCAN, never KEYS). */
export async function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
