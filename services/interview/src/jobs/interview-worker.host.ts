import { QueueNames } from '@pathwise/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, createJobWorker, type JobWorker, LOGGER, NestPinoLogger } from '@pathwise/platform';
import type { Logger } from 'pino';
import type { InterviewConfig } from '../config.js';
import { PracticeJobsService } from '../practice/practice-jobs.service.js';
import { ReplyJobsService } from '../replies/reply-jobs.service.js';

/**
 * Runs the interview and reply-draft workers in this process unless ROLE=http (then `node dist/worker.js` processes
 * run them, scaled on their own). Closed before the DataSource so that a job in progress can still commit.
 */
@Injectable()
export class InterviewWorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private workers: JobWorker<'interview' | 'reply-drafts'>[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: InterviewConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly practice: PracticeJobsService,
    private readonly replies: ReplyJobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'http') return;
    const common = {
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      concurrency: this.config.INTERVIEW_WORKER_CONCURRENCY,
      workerOptions: {
        lockDuration: this.config.INTERVIEW_JOB_LOCK_MS,
        stalledInterval: this.config.INTERVIEW_JOB_LOCK_MS,
      },
      logger: new NestPinoLogger(this.logger),
    };
    const interview = createJobWorker({
      ...common,
      queue: QueueNames.interview,
      handlers: {
        'generate-interview': (payload, job) => this.practice.generate(payload, job),
        'evaluate-answer': (payload, job) => this.practice.evaluate(payload, job),
      },
    });
    const drafts = createJobWorker({
      ...common,
      queue: QueueNames.replyDrafts,
      handlers: { 'draft-reply': (payload, job) => this.replies.draft(payload, job) },
    });
    this.workers = [interview, drafts] as JobWorker<'interview' | 'reply-drafts'>[];
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers = [];
  }
}
