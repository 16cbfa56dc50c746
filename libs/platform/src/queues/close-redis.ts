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

/**
 * Waits for a BullMQ close (a Worker's, a Queue's) only while Redis is connected. BullMQ waits for a reconnecting
 * connection forever (taskforcesh/bullmq#4656), so a process stopped while Redis is away never exited; with Redis away
 * nothing the close waits for can be recorded anyway (a job in progress is re-queued as stalled when its lock lapses).
 */
export async function closeWhileRedisUp(redis: Redis | null | undefined, close: () => Promise<unknown>): Promise<void> {
  const closing = close().catch(() => undefined);
  if (!redis || redis.status === 'end') return void (await closing);
  let stop = () => undefined as void;
  const away = new Promise<void>((resolve) => {
    if (redis.status !== 'ready') return resolve();
    const events = ['close', 'reconnecting', 'end'] as const;
    const onAway = () => resolve();
    for (const e of events) redis.once(e, onAway);
    stop = () => {
      for (const e of events) redis.off(e, onAway);
    };
  });
  await Promise.race([closing, away]);
  stop();
}
