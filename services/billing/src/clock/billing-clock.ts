import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobNames, QueueNames } from '@pathwise/contracts';
import { APP_CONFIG, JobQueues, jobOptionsFor, jobWorkerHost, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

const SCHEDULER_ID = 'billing-clock';

/**
 * The billing clock: a BullMQ job scheduler (kept in Redis, so it survives restarts and runs once per tick however
 * many replicas there are) ticks every BILLING_CLOCK_MS; each tick settles what is due in PostgreSQL (trial ends,
 * cancelled periods, local renewals). What is due is read from the rows, so a tick missed while everything was down
 * is caught up by the next one.
 */
@Injectable()
export class BillingClock implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly queues: JobQueues,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues
      .queue(QueueNames.billingClock)
      .upsertJobScheduler(
        SCHEDULER_ID,
        { every: this.config.BILLING_CLOCK_MS },
        { name: JobNames.settleSubscriptions, data: {}, opts: jobOptionsFor(QueueNames.billingClock) },
      );
    this.logger.info({ everyMs: this.config.BILLING_CLOCK_MS }, 'billing clock scheduled');
  }
}

export const billingClockWorkerHost = jobWorkerHost({
  queue: QueueNames.billingClock,
  inject: [SubscriptionsService],
  start: (_config, subscriptions: SubscriptionsService) => ({
    handlers: { 'settle-subscriptions': async () => ({ changed: await subscriptions.settleDue(new Date()) }) },
  }),
});
