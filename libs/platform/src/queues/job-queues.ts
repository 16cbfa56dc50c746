import { createHash } from 'node:crypto';
import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors/api-error.js';
import { dependencyOfFailureReason } from '../errors/dependency-errors.js';
import { dependencyUnavailable } from '../errors/error-filter.js';
import { FORGOTTEN_USER_REASON } from '../events/forgotten-users.js';
import { createRedis } from '../redis/redis.js';
import { closeRedis, closeWhileRedisUp } from './close-redis.js';
import { JobFailedError, JobTimeoutError } from './job-errors.js';
import { JobOutcomeListener, type JobOutcome } from './job-outcomes.js';
import { JobPayloads, type JobPayload, type JobPayloadInput } from '@pathwise/contracts';
import { JOB_QUEUE, type JobName, type QueueName } from '@pathwise/contracts';
import { JOB_WAIT_TIMEOUT_MS, jobOptionsFor } from './queue.constants.js';

/** How long a caller waits for Redis to (re)connect before it is answered 503 at once (JobQueues.run). */
const REDIS_ANSWER_MS = 3_000;

/** How often a waiting caller also checks the job itself, in case its outcome announcement was missed. */
const OUTCOME_POLL_MS = 250;

/**
 * A jobId that is the same for the same work, so a double click (or a retry after a 503) joins the job already
 * queued or reuses its result instead of running the AI work twice. BullMQ forbids ':' and integer ids; long or
 * free-text keys are hashed.
 */
export function deterministicJobId(name: JobName, key: string): string {
  const safe = /^[A-Za-z0-9_.-]{1,100}$/.test(key) ? key : createHash('sha256').update(key).digest('hex').slice(0, 40);
  return `${name}--${safe}`;
}

export interface EnqueueOptions {
  /** What makes two requests the same work (e.g. the resume id); gives the job a deterministic id. */
  key?: string;
  jobOptions?: JobsOptions;
}

export interface RunOptions extends EnqueueOptions {
  timeoutMs?: number;
  /** The 503 message, in the feature's own words (e.g. ResumeMessages.busy). */
  timeoutMessage?: string;
  /** The 500 message of a job that failed for good (a bug), in the feature's own words (JobFailedError). */
  failedMessage?: string;
}

export interface JobQueuesOptions {
  redisUrl: string;
  /** BullMQ key prefix (REDIS_PREFIX). */
  prefix: string;
}

/**
 * The producer side of the AI queues for one process: one Redis connection shared by every Queue, and one subscriber
 * connection for the outcomes its callers wait for, both created on first use and closed by `close()`.
 */
export class JobQueues {
  private redis: Redis | null = null;
  private readonly queues = new Map<QueueName, Queue>();
  private outcomes: JobOutcomeListener | null = null;

  constructor(private readonly options: JobQueuesOptions) {}

  /** Validates the payload against its contract and queues the job; returns the job (possibly an existing one). */
  async enqueue<N extends JobName>(name: N, payload: JobPayloadInput<N>, options: EnqueueOptions = {}): Promise<Job> {
    return (await this.add(name, payload, options)).job;
  }

  /** enqueue(), also saying whether the job was there already (then it may have finished before anyone listened). */
  private async add<N extends JobName>(
    name: N,
    payload: JobPayloadInput<N>,
    options: EnqueueOptions,
  ): Promise<{ job: Job; existed: boolean }> {
    const data: JobPayload<N> = JobPayloads[name].parse(payload) as JobPayload<N>;
    const queueName = JOB_QUEUE[name];
    const queue = this.queue(queueName);
    const jobId = options.key === undefined ? undefined : deterministicJobId(name, options.key);
    let existed = false;
    if (jobId) {
      // A failed job kept for diagnosis would otherwise answer every later request with its old failure.
      const existing = await queue.getJob(jobId);
      if (existing && (await existing.isFailed())) await existing.remove().catch(() => undefined);
      else existed = existing !== undefined;
    }
    const job = await queue.add(name, data, {
      ...jobOptionsFor(queueName, options.jobOptions),
      ...(jobId ? { jobId } : {}),
    });
    return { job, existed };
  }

  /**
   * Queues the job and waits for its result, at most `timeoutMs` in all (Redis being away included): the documented
   * HTTP calls stay synchronous while the work runs on workers. Throws JobTimeoutError (503) or JobFailedError (500
   * with `failedMessage`).
   */
  async run<N extends JobName, R = unknown>(
    name: N,
    payload: JobPayloadInput<N>,
    options: RunOptions = {},
  ): Promise<R> {
    const timeoutMs = options.timeoutMs ?? JOB_WAIT_TIMEOUT_MS;
    const queueName = JOB_QUEUE[name];
    const timeout = () =>
      new JobTimeoutError(
        queueName,
        options.key === undefined ? undefined : deterministicJobId(name, options.key),
        timeoutMs,
        options.timeoutMessage,
      );

    if (!(await this.redisAnswers(Math.min(REDIS_ANSWER_MS, timeoutMs)))) {
      // Redis is away: the queue's connection keeps the job and sends it once Redis is back (as it would have
      // during the wait), and the caller is answered now instead of after the whole wait.
      this.add(name, payload, options).catch(() => undefined);
      throw timeout();
    }

    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeout()), timeoutMs);
    });
    const stopPolling = { stopped: false };
    let cancel = () => {};
    try {
      // Listening before the job exists, so that its outcome cannot be announced unheard.
      const listener = (this.outcomes ??= new JobOutcomeListener(this.options.redisUrl, this.options.prefix));
      await Promise.race([listener.listen(queueName), expired]);
      const { job, existed } = await Promise.race([this.add(name, payload, options), expired]);
      const waiting = listener.wait(job.id!);
      cancel = waiting.cancel;
      try {
        return (await Promise.race([
          waiting.outcome.then(settled),
          // An announcement can be missed (a job joined after it finished, the subscriber reconnecting): the job
          // itself is checked too, at once when it was there already.
          this.pollOutcome(queueName, job.id!, stopPolling, existed),
          expired,
        ])) as R;
      } catch (err) {
        if (err instanceof JobTimeoutError) throw err;
        const reason = (err as Error).message ?? String(err);
        // The job failed because Redis or PostgreSQL was away (see JobWorker): a 503 to retry, not our bug.
        const down = dependencyOfFailureReason(reason);
        if (down) throw dependencyUnavailable(down);
        // The user's account was deleted while the job waited or ran: it stored nothing, the session is gone.
        if (reason === FORGOTTEN_USER_REASON) throw ApiError.unauthorized();
        throw new JobFailedError(queueName, job.id, reason, options.failedMessage);
      }
    } finally {
      stopPolling.stopped = true;
      cancel();
      clearTimeout(timer);
    }
  }

  /** Resolves with the job's return value once it has completed, rejects with its reason once it has failed. */
  private async pollOutcome(
    queueName: QueueName,
    jobId: string,
    control: { stopped: boolean },
    checkFirst: boolean,
  ): Promise<unknown> {
    const queue = this.queue(queueName);
    for (let first = true; ; first = false) {
      if (!(first && checkFirst)) await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
      if (control.stopped) return new Promise(() => undefined); // another branch settled the race
      const job = await queue.getJob(jobId).catch(() => undefined);
      if (!job) continue;
      if (job.finishedOn && job.failedReason && (await job.isFailed())) throw new Error(job.failedReason);
      if (job.finishedOn && (await job.isCompleted())) return job.returnvalue;
    }
  }

  /**
   * Whether the queue's connection to Redis is up, waiting at most `waitMs` for it to (re)connect: a process that has
   * just started is still connecting, and one whose Redis went away is reconnecting.
   */
  private redisAnswers(waitMs: number): Promise<boolean> {
    const redis = this.connection();
    if (redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const ready = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        redis.off('ready', ready);
        resolve(false);
      }, waitMs);
      redis.once('ready', ready);
    });
  }

  /** The BullMQ Queue, for what the helpers do not cover (counts, schedulers). */
  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.options.prefix });
      // Errors surface on the calls themselves; the listener keeps an 'error' event from crashing the process.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private connection(): Redis {
    return (this.redis ??= createRedis(this.options.redisUrl, 'bullmq'));
  }

  async close(): Promise<void> {
    await this.outcomes?.close();
    this.outcomes = null;
    await closeWhileRedisUp(this.redis, () => Promise.all([...this.queues.values()].map((q) => q.close())));
    this.queues.clear();
    await closeRedis(this.redis);
    this.redis = null;
  }
}

/** The caller's answer from an announced outcome: the return value, or the failure as an error. */
function settled(outcome: JobOutcome): unknown {
  if (outcome.ok) return outcome.value;
  throw new Error(outcome.reason);
}
