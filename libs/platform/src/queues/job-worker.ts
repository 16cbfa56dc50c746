import { Logger, type LoggerService } from '@nestjs/common';
import { DelayedError, UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { dependencyFailureReason } from '../errors/dependency-errors.js';
import { createRedis } from '../redis/redis.js';
import { closeRedis, closeWhileRedisUp } from './close-redis.js';
import { JobGroups } from './job-groups.js';
import { announceJobOutcome } from './job-outcomes.js';
import { JobPayloads, type JobPayload } from '@pathwise/contracts';
import { JOB_QUEUE, type JobName, type JobNameOf, type QueueName } from '@pathwise/contracts';
import { QUEUE_CONCURRENCY, QUEUE_FAIRNESS } from './queue.constants.js';

/** BullMQ's default job lock, which a group's slot lasts too (renewed while the job runs). */
const DEFAULT_LOCK_MS = 30_000;

/** The user a job is for, the group whose jobs run one at a time on a fair queue. */
function groupOf(payload: unknown): string | null {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

/** One function per job name of the queue; processors delegate to the service that does the work. */
export type JobHandlers<Q extends QueueName> = {
  [N in JobNameOf<Q>]: (payload: JobPayload<N>, job: Job) => Promise<unknown>;
};

export interface JobWorkerOptions<Q extends QueueName> {
  queue: Q;
  handlers: JobHandlers<Q>;
  redisUrl: string;
  /** BullMQ key prefix (REDIS_PREFIX). */
  prefix: string;
  concurrency?: number;
  logger?: LoggerService;
  workerOptions?: Omit<WorkerOptions, 'connection' | 'prefix' | 'concurrency'>;
}

/**
 * A BullMQ Worker for one AI queue with its own Redis connection (BullMQ duplicates it for blocking reads and closes
 * the duplicate; this handle closes the original). Payloads are validated before the handler runs: a job that does
 * not match its contract fails at once (UnrecoverableError) rather than being retried.
 */
export class JobWorker<Q extends QueueName> {
  readonly worker: Worker;
  private readonly redis: Redis;
  private readonly logger: LoggerService;

  constructor(options: JobWorkerOptions<Q>) {
    this.logger = options.logger ?? new Logger(`JobWorker(${options.queue})`);
    this.redis = createRedis(options.redisUrl, 'bullmq');
    const handlers = options.handlers as Record<string, (payload: unknown, job: Job) => Promise<unknown>>;
    const fairness = QUEUE_FAIRNESS[options.queue];
    const groups = fairness
      ? new JobGroups(
          this.redis,
          `${options.prefix}:job-groups:${options.queue}`,
          options.workerOptions?.lockDuration ?? DEFAULT_LOCK_MS,
        )
      : null;
    this.worker = new Worker(
      options.queue,
      withDependencyReason(async (job: Job, token?: string) => {
        const name = job.name as JobName;
        const handler = JOB_QUEUE[name] === options.queue ? handlers[name] : undefined;
        if (!handler) throw new UnrecoverableError(`No handler for job ${job.name} on queue ${options.queue}`);
        const payload = JobPayloads[name].safeParse(job.data);
        if (!payload.success) {
          throw new UnrecoverableError(
            `Job ${job.name} ${job.id} does not match its contract: ${payload.error.message}`,
          );
        }
        const group = groups ? groupOf(payload.data) : null;
        if (groups === null || group === null) return handler(payload.data, job);
        const ran = await groups.runExclusive(group, job.id!, () => handler(payload.data, job));
        if (ran) return ran.value;
        // Another job of this user is running: this one waits its turn, and the slot goes to someone else's job.
        await job.moveToDelayed(Date.now() + fairness!.retryDelayMs, token);
        throw new DelayedError();
      }),
      {
        ...options.workerOptions,
        connection: this.redis,
        prefix: options.prefix,
        concurrency: options.concurrency ?? QUEUE_CONCURRENCY[options.queue],
      },
    );
    this.worker.on('error', (err) => this.logger.error(`Worker ${options.queue}: ${err.message}`));
    // Outcomes are announced once BullMQ has recorded them, so a caller that hears one and looks finds the same.
    this.worker.on('completed', (job, value: unknown) =>
      announceJobOutcome(this.redis, options.prefix, options.queue, { id: job.id!, ok: true, value: value ?? null }),
    );
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      this.logger.warn(`Job ${job.name} ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`);
      // only a final failure: a retried job still has its outcome to come
      if (typeof job.finishedOn === 'number') {
        announceJobOutcome(this.redis, options.prefix, options.queue, { id: job.id!, ok: false, reason: err.message });
      }
    });
  }

  waitUntilReady(): Promise<unknown> {
    return this.worker.waitUntilReady();
  }

  /** Waits for the jobs in progress (or abandons them with `force`, BullMQ re-queues them as stalled). */
  async close(force = false): Promise<void> {
    await closeWhileRedisUp(this.redis, () => this.worker.close(force));
    await closeRedis(this.redis);
  }
}

export function createJobWorker<Q extends QueueName>(options: JobWorkerOptions<Q>): JobWorker<Q> {
  return new JobWorker(options);
}

/**
 * A job that failed because Redis or PostgreSQL was away fails with a reason that says so (it is retried as any
 * failure is), so that the caller waiting for it answers 503, not 500 (JobQueues.run).
 */
function withDependencyReason<A extends unknown[], R>(processor: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await processor(...args);
    } catch (err) {
      const reason = dependencyFailureReason(err);
      throw reason === null ? err : new Error(reason);
    }
  };
}
