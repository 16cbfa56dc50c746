import { QueueNames } from '@pathwise/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, createJobWorker, type JobWorker, LOGGER, NestPinoLogger } from '@pathwise/platform';
import type { Logger } from 'pino';
import { PdfParserPool } from '../analysis/index.js';
import type { ResumeConfig } from '../config.js';
import { ResumeAnalysisService } from './resume-analysis.service.js';

/**
 * Runs the resume-analysis worker in this process unless ROLE=http (then `node dist/worker.js` processes run it,
 * scaled on their own). Closed before the DataSource so that a job in progress can still commit.
 */
@Injectable()
export class AnalysisWorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: JobWorker<'resume-analysis'> | null = null;
  private parser: PdfParserPool | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResumeConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly analysis: ResumeAnalysisService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'http') return;
    const parser = (this.parser = new PdfParserPool({
      size: this.config.RESUME_WORKER_CONCURRENCY,
      timeoutMs: this.config.RESUME_PARSE_TIMEOUT_MS,
      memoryMb: this.config.RESUME_PARSE_MEMORY_MB,
    }));
    this.worker = createJobWorker({
      queue: QueueNames.resumeAnalysis,
      handlers: {
        'analyze-resume': (payload, job) => this.analysis.handle(payload, job, parser),
        'analyze-profile': (payload, job) => this.analysis.handle(payload, job, parser),
      },
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      concurrency: this.config.RESUME_WORKER_CONCURRENCY,
      workerOptions: { lockDuration: this.config.RESUME_JOB_LOCK_MS, stalledInterval: this.config.RESUME_JOB_LOCK_MS },
      logger: new NestPinoLogger(this.logger),
    });
    await this.worker.waitUntilReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.worker = null;
    await this.parser?.close();
    this.parser = null;
  }
}
