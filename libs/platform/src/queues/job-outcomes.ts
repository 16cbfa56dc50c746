import type { QueueName } from '@pathwise/contracts';
import type { Redis } from 'ioredis';
import { createRedis } from '../redis/redis.js';
import { closeRedis } from './close-redis.js';

/** A job's final outcome, as its worker announces it. */
export type JobOutcome = { id: string; ok: true; value: unknown } | { id: string; ok: false; reason: string };

/**
 * The pub/sub channel on which workers announce the final outcome of every job of a queue. A caller waiting for its
 * job hears one message per job, where BullMQ's event stream would wake it for every step of every job (added,
 * waiting, active, completed, drained...), each a Redis round trip.
 */
export function jobOutcomeChannel(prefix: string, queue: QueueName): string {
  return `${prefix}:job-outcomes:${queue}`;
}

/** Announces a finished job (fire and forget: a caller that misses it finds the outcome by its own check). */
export function announceJobOutcome(redis: Redis, prefix: string, queue: QueueName, outcome: JobOutcome): void {
  redis.publish(jobOutcomeChannel(prefix, queue), JSON.stringify(outcome)).catch(() => undefined);
}

/**
 * The producer side: one subscriber connection per process, subscribed to the channels of the queues it waits on,
 * handing each announced outcome to whoever waits for that job id.
 */
export class JobOutcomeListener {
  private subscriber: Redis | null = null;
  private readonly subscriptions = new Map<string, Promise<void>>();
  private readonly waiters = new Map<string, Set<(outcome: JobOutcome) => void>>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  /** Subscribes to the queue's channel once; resolves when Redis has confirmed it, so no later outcome is missed. */
  listen(queue: QueueName): Promise<void> {
    const channel = jobOutcomeChannel(this.prefix, queue);
    let subscribed = this.subscriptions.get(channel);
    if (!subscribed) {
      subscribed = this.connection()
        .subscribe(channel)
        .then(() => undefined);
      // a failed subscription is tried again by the next caller
      subscribed.catch(() => this.subscriptions.delete(channel));
      this.subscriptions.set(channel, subscribed);
    }
    return subscribed;
  }

  /** The job's outcome when it is announced; `cancel` stops waiting. */
  wait(jobId: string): { outcome: Promise<JobOutcome>; cancel: () => void } {
    let callback!: (outcome: JobOutcome) => void;
    const outcome = new Promise<JobOutcome>((resolve) => (callback = resolve));
    let set = this.waiters.get(jobId);
    if (!set) this.waiters.set(jobId, (set = new Set()));
    set.add(callback);
    const cancel = () => {
      set.delete(callback);
      if (set.size === 0 && this.waiters.get(jobId) === set) this.waiters.delete(jobId);
    };
    return { outcome, cancel };
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await closeRedis(this.subscriber);
    this.subscriber = null;
  }

  private connection(): Redis {
    if (!this.subscriber) {
      const subscriber = (this.subscriber = createRedis(this.redisUrl, 'bullmq'));
      subscriber.on('error', () => undefined); // waiters fall back to their own checks
      subscriber.on('message', (_channel: string, message: string) => {
        let outcome: JobOutcome;
        try {
          outcome = JSON.parse(message) as JobOutcome;
        } catch {
          return;
        }
        for (const callback of this.waiters.get(outcome.id) ?? []) callback(outcome);
      });
    }
    return this.subscriber;
  }
}
