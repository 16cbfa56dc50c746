import { QueueNames } from '@pathwise/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, createJobWorker, type JobWorker, LOGGER, NestPinoLogger } from '@pathwise/platform';
import type { Logger } from 'pino';
import type { CareerConfig } from '../config.js';
import { MatchingService } from './matching.service.js';

/**
 * Runs the career-matching worker inside this process unless ROLE=http (then `node dist/worker.js` processes run it,
 * scaled on their own). Closed before the DataSource so a job in progress can still commit.
 */
@Injectable()
export class MatchingWorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: JobWorker<'career-matching'> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: CareerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly matching: MatchingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'http') return;
    this.worker = createJobWorker({
      queue: QueueNames.careerMatching,
      handlers: { 'match-careers': (payload) => this.matching.runMatching(payload) },
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      logger: new NestPinoLogger(this.logger),
    });
    await this.worker.waitUntilReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.worker = null;
  }
}
