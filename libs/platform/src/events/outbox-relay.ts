import { Logger, type LoggerService } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { In, IsNull, LessThan, type DataSource } from 'typeorm';
import {
  EVENT_SUBSCRIBERS,
  JOB_QUEUE,
  type EventEnvelope,
  type EventName,
  type JobName,
  type ServiceName,
} from '@pathwise/contracts';
import { jobOptionsFor } from '../queues/queue.constants.js';
import { createRedis } from '../redis/redis.js';
import { closeRedis, closeWhileRedisUp } from '../queues/close-redis.js';
import { OutboxEvent } from './outbox-event.entity.js';
import {
  EVENT_JOB_OPTIONS,
  OUTBOX_PRUNE_INTERVAL_MS,
  OUTBOX_RETENTION_MS,
  RELAY_BATCH_SIZE,
  RELAY_DELIVERY_TIMEOUT_MS,
  RELAY_POLL_INTERVAL_MS,
  eventQueueName,
} from './events.constants.js';

export interface OutboxRelayOptions {
  /** The service whose outbox this relay drains (its DataSource's schema). */
  producer: ServiceName;
  redisUrl: string;
  /** BullMQ key prefix: REDIS_PREFIX, so that runs sharing a Redis never see each other's events. */
  prefix: string;
  subscribers?: Readonly<Record<string, readonly ServiceName[]>>;
  pollIntervalMs?: number;
  batchSize?: number;
  jobOptions?: JobsOptions;
  /** Bound on handing one row to Redis (RELAY_DELIVERY_TIMEOUT_MS). */
  deliveryTimeoutMs?: number;
  logger?: LoggerService;
}

/**
 * Moves committed outbox rows to the queue of every subscribing service (events), or to the job's queue (jobs). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so replicas of the producer share the work without handing a row out twice at once; each
 * job's id is the event id, so a row re-sent after a crash (between Redis and the commit) is dropped by BullMQ while
 * the first job is retained, and by the consumer's processed_events after that.
 */
export class OutboxRelay {
  /** By queue name: `events.<service>` for events, the job's queue (e.g. `resume-analysis`) for jobs. */
  private readonly queues = new Map<string, Queue>();
  private readonly logger: LoggerService;
  private redis: Redis | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Rows committed by this process, waiting for the next microtask to go out together (deliverCommitted). */
  private committed: OutboxEvent[] = [];
  private readonly sending = new Set<Promise<void>>();
  private again = false;
  private started = false;
  private lastPrune = 0;
  private failingSince = 0;
  private lastFailureLog = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: OutboxRelayOptions,
  ) {
    this.logger = options.logger ?? new Logger('OutboxRelay');
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.kick();
  }

  /** Relay now instead of at the next poll (called after a publishing transaction commits). */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  /**
   * Sends rows this process has just committed straight to Redis, then marks them published in one statement: no
   * claiming transaction on the way of every event. Safe next to the poll: a row both send has the same jobId, which
   * BullMQ deduplicates (and consumers' processed_events after that); a row whose send fails stays unpublished for the
   * poll. Rows committed in the same tick go out together.
   */
  deliverCommitted(row: OutboxEvent): void {
    if (!this.started) return;
    this.committed.push(row);
    if (this.committed.length > 1) return;
    queueMicrotask(() => {
      const rows = this.committed;
      this.committed = [];
      const sending = this.sendCommitted(rows).finally(() => this.sending.delete(sending));
      this.sending.add(sending);
    });
  }

  private async sendCommitted(rows: OutboxEvent[]): Promise<void> {
    const outcomes = await Promise.allSettled(rows.map((row) => this.deliver(row)));
    const delivered = rows.filter((_, i) => outcomes[i].status === 'fulfilled').map((r) => r.id);
    if (delivered.length < rows.length) this.kick(); // the poll's claiming path records the error and retries
    if (delivered.length === 0) return;
    await this.dataSource
      .getRepository(OutboxEvent)
      .update(
        { id: In(delivered), publishedAt: IsNull() },
        { publishedAt: new Date(), attempts: () => 'attempts + 1', lastError: null },
      )
      .catch((err: Error) =>
        // sent but not marked: the poll sends them again, which the jobIds make harmless
        this.logger.warn(`Outbox relay of ${this.options.producer} could not mark sent events: ${err.message}`),
      );
  }

  /** Stops polling, waits for the batch in flight, closes the queues and the Redis connection. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await Promise.all(this.sending);
    await closeWhileRedisUp(this.redis, () => Promise.all([...this.queues.values()].map((q) => q.close())));
    this.queues.clear();
    await closeRedis(this.redis);
    this.redis = null;
  }

  /**
   * Relays until the outbox has nothing unpublished left; returns how many events went out. Rows that Redis refused
   * stay unpublished (attempts and last_error recorded) for the next poll; the first such error is rethrown.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, delivered, error } = await this.relayBatch();
      total += delivered;
      if (error) throw error;
      // Go again only after a full, fully delivered batch: a failing Redis must not turn into a busy loop.
      if (claimed < this.batchSize || delivered < claimed) return total;
    }
  }

  private get batchSize(): number {
    return this.options.batchSize ?? RELAY_BATCH_SIZE;
  }

  private schedule(): void {
    if (!this.started) return;
    if (this.again) {
      this.again = false;
      this.kick();
      return;
    }
    this.timer = setTimeout(() => this.kick(), this.options.pollIntervalMs ?? RELAY_POLL_INTERVAL_MS);
    // The relay never keeps a process alive on its own; its owner stops it on shutdown.
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      await this.drain();
      await this.pruneIfDue();
      if (this.failingSince) this.logger.log(`Outbox relay of ${this.options.producer} recovered`);
      this.failingSince = 0;
    } catch (err) {
      // The next poll retries; a database outage must not crash the service, nor log twice a second.
      const now = Date.now();
      if (!this.failingSince || now - this.lastFailureLog >= 30_000) {
        this.logger.error(`Outbox relay of ${this.options.producer} failed: ${(err as Error).message}`);
        this.lastFailureLog = now;
      }
      this.failingSince ||= now;
    }
  }

  private async relayBatch(): Promise<{ claimed: number; delivered: number; error?: Error }> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(OutboxEvent);
      const rows = await repo
        .createQueryBuilder('e')
        .where('e.publishedAt IS NULL')
        .orderBy('e.occurredAt', 'ASC')
        .limit(this.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (rows.length === 0) return { claimed: 0, delivered: 0 };

      const outcomes = await Promise.all(
        rows.map((row) =>
          this.deliver(row).then(
            () => null,
            (err: Error) => err,
          ),
        ),
      );
      const delivered = rows.filter((_, i) => !outcomes[i]).map((r) => r.id);
      if (delivered.length) {
        await repo.update(
          { id: In(delivered) },
          { publishedAt: new Date(), attempts: () => 'attempts + 1', lastError: null },
        );
      }
      let error: Error | undefined;
      for (const [i, err] of outcomes.entries()) {
        if (!err) continue;
        error ??= new Error(`${rows.length - delivered.length} event(s) not relayed yet: ${err.message}`);
        await repo.update(
          { id: rows[i].id },
          { attempts: () => 'attempts + 1', lastError: err.message.slice(0, 1000) },
        );
      }
      return { claimed: rows.length, delivered: delivered.length, error };
    });
  }

  private async deliver(row: OutboxEvent): Promise<void> {
    const timeoutMs = this.options.deliveryTimeoutMs ?? RELAY_DELIVERY_TIMEOUT_MS;
    if (row.kind === 'job') {
      const queueName = JOB_QUEUE[row.name as JobName];
      if (!queueName || !row.jobId) throw new Error(`Outbox row ${row.id} names no known job (${row.name})`);
      // BullMQ ignores an add whose jobId exists (queued, running, or kept after it ran): a re-sent row queues once.
      await withTimeout(
        this.queueFor(queueName).add(row.name, row.payload, { ...jobOptionsFor(queueName), jobId: row.jobId }),
        timeoutMs,
        `Redis did not accept job ${row.jobId} within ${timeoutMs} ms`,
      );
      return;
    }
    const subscribers = (this.options.subscribers ?? EVENT_SUBSCRIBERS)[row.name as EventName] ?? [];
    const envelope: EventEnvelope = {
      id: row.id,
      name: row.name,
      producer: row.producer,
      occurredAt: row.occurredAt.toISOString(),
      payload: row.payload,
    };
    const opts: JobsOptions = { ...EVENT_JOB_OPTIONS, ...this.options.jobOptions, jobId: row.id };
    await withTimeout(
      Promise.all(subscribers.map((service) => this.queueFor(eventQueueName(service)).add(row.name, envelope, opts))),
      timeoutMs,
      `Redis did not accept event ${row.id} within ${timeoutMs} ms`,
    );
  }

  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // A command connection, not a blocking one: while Redis is away, adds fail fast and the claimed rows are
      // released for the next poll instead of holding a database transaction open.
      this.redis ??= createRedis(this.options.redisUrl, 'command');
      queue = new Queue(name, { connection: this.redis, prefix: this.options.prefix });
      queue.on('error', (err) => this.logger.warn(`Queue ${name}: ${err.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async pruneIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < OUTBOX_PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.dataSource
      .getRepository(OutboxEvent)
      .delete({ publishedAt: LessThan(new Date(now - OUTBOX_RETENTION_MS)) });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
