import { Logger, type LoggerService } from '@nestjs/common';
import { BaseRpcContext, Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { isObservable, lastValueFrom } from 'rxjs';
import { finalize } from 'rxjs/operators';
import { EventEnvelope, EventNames, EventPayloads, type EventName, type ServiceName } from '@pathwise/contracts';
import { createRedis } from '../redis/redis.js';
import { closeRedis, closeWhileRedisUp } from '../queues/close-redis.js';
import { EVENT_CONSUMER_CONCURRENCY, eventQueueName } from './events.constants.js';

/** Transport id: @OnDomainEvent pins handlers to this transport. */
export const BULLMQ_EVENTS = Symbol('BULLMQ_EVENTS');

/** What an `@Ctx()` parameter receives: the BullMQ job carrying the event. */
export class BullMqEventContext extends BaseRpcContext<[Job<EventEnvelope>]> {
  getJob(): Job<EventEnvelope> {
    return this.args[0];
  }
  /** 1 on the first delivery, 2 on the first retry, and so on. */
  getAttempt(): number {
    return this.args[0].attemptsMade + 1;
  }
}

export interface BullMqEventServerOptions {
  service: ServiceName;
  redisUrl: string;
  /** BullMQ key prefix (REDIS_PREFIX). */
  prefix: string;
  concurrency?: number;
  logger?: LoggerService;
}

/**
 * Nest microservice transport for domain events: one BullMQ Worker on the service's queue `events.<service>`.
 * Replicas of a service compete on that queue, so each service handles each event once (unlike Nest's Redis
 * transport, which is pub/sub and runs every replica's handler). A handler that throws fails the job, which BullMQ
 * retries with the backoff the relay set; handlers make retries harmless with `handleOnce`.
 */
export class BullMqEventServer extends Server implements CustomTransportStrategy {
  override readonly transportId = BULLMQ_EVENTS;
  // The job must see the handler's failure to retry it, so errors travel back instead of only being logged.
  override readonly propagatesEventHandlerErrors = true;
  protected override readonly logger: LoggerService;
  private worker: Worker<EventEnvelope> | null = null;
  private redis: Redis | null = null;
  private readonly listeners: [string, (...args: unknown[]) => void][] = [];

  constructor(private readonly options: BullMqEventServerOptions) {
    super();
    this.logger = options.logger ?? new Logger(`BullMqEventServer(${options.service})`);
  }

  get queueName(): string {
    return eventQueueName(this.options.service);
  }

  listen(callback: (err?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (err) => callback(err),
    );
  }

  private async start(): Promise<void> {
    this._status$.next('connecting');
    this.redis = createRedis(this.options.redisUrl, 'bullmq');
    const worker = new Worker<EventEnvelope>(this.queueName, (job) => this.process(job), {
      connection: this.redis,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? EVENT_CONSUMER_CONCURRENCY,
    });
    this.worker = worker;
    worker.on('error', (err) => this.logger.error(`Event worker ${this.queueName}: ${err.message}`));
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
      const what = `Event ${job.name} ${job.id} failed on attempt ${job.attemptsMade}: ${err.message}`;
      if (final) this.logger.error(`${what}; giving up, the job stays in the failed set of ${this.queueName}`);
      else this.logger.warn(`${what}; will retry`);
    });
    for (const [event, cb] of this.listeners) worker.on(event as 'error', cb);
    await worker.waitUntilReady();
    this._status$.next('connected');
  }

  private async process(job: Job<EventEnvelope>): Promise<void> {
    const envelope = EventEnvelope.safeParse(job.data);
    if (!envelope.success) throw new UnrecoverableError(`Malformed event envelope in job ${job.id}`);
    const schema = EventPayloads[job.name as EventName];
    if (schema) {
      // The publisher validated this payload; checking again protects handlers from a producer on an older contract.
      const payload = schema.safeParse(envelope.data.payload);
      if (!payload.success) {
        throw new UnrecoverableError(
          `Event ${job.name} ${job.id} does not match its contract: ${payload.error.message}`,
        );
      }
      envelope.data.payload = payload.data;
    }
    const context = new BullMqEventContext([job]);
    try {
      await this.handleEvent(job.name, { pattern: job.name, data: envelope.data }, context);
    } catch (err) {
      throw toError(err);
    }
    if (job.name === EventNames.userDeleted)
      await this.eraseFailedJobsOf((envelope.data.payload as { userId: string }).userId);
  }

  /**
   * The user's events that failed for good stay in the failed set for 14 days with their payloads (name, e-mail):
   * erased once the user is deleted here (they would be skipped anyway: the user is forgotten).
   */
  private async eraseFailedJobsOf(userId: string): Promise<void> {
    const queue = new Queue(this.queueName, { connection: this.redis!, prefix: this.options.prefix });
    try {
      const PAGE = 500;
      for (let start = 0; ; start += PAGE) {
        const failed = await queue.getFailed(start, start + PAGE - 1);
        const doomed = failed.filter((j) => (j?.data?.payload as { userId?: unknown } | undefined)?.userId === userId);
        await Promise.all(doomed.map((j) => j.remove()));
        if (failed.length < PAGE) return;
        start -= doomed.length; // removed jobs no longer count in the listing
      }
    } finally {
      await queue.close();
    }
  }

  /** Like the base class, but awaits the handler's stream so that its failure reaches BullMQ. */
  override async handleEvent(pattern: string, packet: { pattern: unknown; data: unknown }, context: BaseRpcContext) {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      // A subscribed service without a handler is a deployment mistake (or a replica older than the handler):
      // failing keeps the event for a retry, possibly on an up-to-date replica, instead of dropping it.
      throw new Error(`No @OnDomainEvent('${pattern}') handler in service ${this.options.service}`);
    }
    return this.runWithProcessingHooks(context, async (runEndHook) => {
      const resultOrStream = await handler(packet.data, context);
      if (isObservable(resultOrStream)) {
        await lastValueFrom(resultOrStream.pipe(finalize(runEndHook)), { defaultValue: undefined });
      } else {
        runEndHook();
      }
    });
  }

  /** Listens to the underlying Worker's events (`completed`, `failed`, `error`...), also if called before listen. */
  // The signature is Nest's Server.on, which uses `Function`.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  on<EventKey extends string = string, EventCallback extends Function = Function>(
    event: EventKey,
    callback: EventCallback,
  ): void {
    const listener = callback as unknown as (...args: unknown[]) => void;
    this.listeners.push([event, listener]);
    this.worker?.on(event as 'error', listener);
  }

  unwrap<T>(): T {
    if (!this.worker) throw new Error('BullMqEventServer is not listening yet');
    return this.worker as T;
  }

  /** Waits for the handlers in progress, then closes the worker and its connection. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await closeWhileRedisUp(this.redis, () => worker.close());
    await closeRedis(this.redis);
    this.redis = null;
    this._status$.next('disconnected');
  }
}

/** Nest's RPC exception filters turn errors into plain `{ status, message }` objects; BullMQ wants an Error. */
function toError(err: unknown): Error {
  if (err instanceof Error) return err;
  if (err && typeof err === 'object' && 'message' in err)
    return new Error(String((err as { message: unknown }).message));
  return new Error(String(err));
}
