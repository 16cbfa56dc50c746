import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';

/** Keeps `isPremium` and the plan in live sessions current when billing changes a subscription. */
@Controller()
export class PlanController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  @OnDomainEvent(EventNames.subscriptionChanged)
  async onSubscriptionChanged(event: EventEnvelope<EventPayload<'subscription.changed'>>) {
    const { userId, plan } = event.payload;
    await handleOnce(this.dataSource, 'auth.plan', event, async (manager) => {
      // Events may arrive out of order (retries, several producers): one older than the last applied is ignored.
      await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ isPremium: plan === 'premium', planChangedAt: new Date(event.occurredAt) })
        .where('id = :userId', { userId })
        .andWhere('(plan_changed_at IS NULL OR plan_changed_at <= :at)', { at: new Date(event.occurredAt) })
        .execute();
    });
    // Sessions follow the stored plan (not this event's), so a redelivered old event cannot resurrect a stale plan;
    // it runs on every delivery, so a retry after a Redis failure still brings the sessions in line.
    await this.sessions.syncPlan(userId);
  }
}
