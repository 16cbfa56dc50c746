import { randomUUID } from 'node:crypto';
import type { ServiceName } from '@pathwise/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_JOB_OPTIONS, eventQueueName } from '../events/events.constants.js';
import { createRedis } from '../redis/redis.js';

/** Polls until `ok` holds (or the time is up) and returns the last value: events and jobs finish asynchronously. */
export async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Delivers domain events straight to one service's event queue, as another service's outbox relay would. Each send is
 * a new job (so the same event id can be delivered twice, to test idempotence).
 */
export class EventSender {
  private readonly redis: Redis;
  private readonly queue: Queue;

  constructor(service: ServiceName, redisUrl: string, prefix: string) {
    this.redis = createRedis(redisUrl, 'bullmq');
    this.queue = new Queue(eventQueueName(service), { connection: this.redis, prefix });
  }

  async send(
    name: string,
    payload: unknown,
    producer = 'test',
    id: string = randomUUID(),
    occurredAt: string = new Date().toISOString(),
  ): Promise<string> {
    const envelope = { id, name, producer, occurredAt, payload };
    await this.queue.add(name, envelope, { ...EVENT_JOB_OPTIONS, jobId: `${id}-${randomUUID().slice(0, 8)}` });
    return id;
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.redis.quit();
  }
}
