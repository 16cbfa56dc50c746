import type { BeforeApplicationShutdown, InjectionToken, OnApplicationBootstrap, Provider } from '@nestjs/common';
import type { QueueName } from '@pathwise/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { NestPinoLogger } from '../logging/logger.js';
import { LOGGER } from '../platform.module.js';
import { createJobWorker, type JobHandlers, type JobWorker, type JobWorkerOptions } from '../queues/job-worker.js';
import type { ServiceRole } from './role.js';

/** What a worker host starts: the handlers, BullMQ settings, and what to close after the worker. */
export interface WorkerSetup<Q extends QueueName> {
  handlers: JobHandlers<Q>;
  concurrency?: number;
  workerOptions?: JobWorkerOptions<Q>['workerOptions'];
  /** Resources made for the worker (a parser pool...), closed once the worker has finished its jobs. */
  close?: () => Promise<void> | void;
}

export interface WorkerHostOptions<Q extends QueueName, C, D extends unknown[]> {
  queue: Q;
  /** Providers the handlers delegate to, handed to `start` in this order. */
  inject?: { [K in keyof D]: InjectionToken };
  /** Called at bootstrap unless ROLE=http: the handlers (and settings) of the queue's worker. */
  start: (config: C, ...deps: D) => WorkerSetup<Q> | Promise<WorkerSetup<Q>>;
}

/**
 * Runs one queue's worker inside a service process: started at bootstrap unless ROLE=http (then `worker.ts`
 * processes, started by runWorker, run it and scale on their own), closed in beforeApplicationShutdown, i.e. before
 * TypeORM closes the DataSource, so a job in progress can still commit.
 */
export class JobWorkerHost<Q extends QueueName> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: JobWorker<Q> | null = null;
  private closeResources: (() => Promise<void> | void) | undefined;

  constructor(
    private readonly queue: Q,
    private readonly config: BaseEnv & { ROLE?: ServiceRole },
    private readonly logger: Logger,
    private readonly setup: () => WorkerSetup<Q> | Promise<WorkerSetup<Q>>,
  ) {}

  /** Whether this process runs the worker (for tests and health). */
  get running(): boolean {
    return this.worker !== null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'http') return;
    const setup = await this.setup();
    this.closeResources = setup.close;
    this.worker = createJobWorker({
      queue: this.queue,
      handlers: setup.handlers,
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      concurrency: setup.concurrency,
      workerOptions: setup.workerOptions,
      logger: new NestPinoLogger(this.logger),
    });
    await this.worker.waitUntilReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.worker = null;
    await this.closeResources?.();
    this.closeResources = undefined;
  }
}

/** The token of a queue's worker host, e.g. to look it up in a test. */
export const jobWorkerHostToken = (queue: QueueName): string => `JobWorkerHost(${queue})`;

/**
 * A provider that runs the queue's worker in this process unless ROLE=http:
 * `jobWorkerHost({ queue: QueueNames.careerMatching, inject: [MatchingService],
 *   start: (config, matching) => ({ handlers: { 'match-careers': (p) => matching.runMatching(p) } }) })`.
 */
export function jobWorkerHost<Q extends QueueName, C extends BaseEnv & { ROLE?: ServiceRole }, D extends unknown[]>(
  options: WorkerHostOptions<Q, C, D>,
): Provider<JobWorkerHost<Q>> {
  return {
    provide: jobWorkerHostToken(options.queue),
    inject: [APP_CONFIG, LOGGER, ...((options.inject ?? []) as InjectionToken[])],
    useFactory: (config: C, logger: Logger, ...deps: unknown[]) =>
      new JobWorkerHost(options.queue, config, logger, () => options.start(config, ...(deps as D))),
  };
}
