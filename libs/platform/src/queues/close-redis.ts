import type { Redis } from 'ioredis';

/**
 * Closes a connection we created for BullMQ (which never closes instances passed to it). QUIT only when connected:
 * on a connection that is still (re)connecting it would wait for a server that may never come, and keep the
 * process alive.
 */
export async function closeRedis(redis: Redis | null | undefined): Promise<void> {
  if (!redis || redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
