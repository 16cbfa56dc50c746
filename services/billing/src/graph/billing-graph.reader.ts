import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@pathwise/contracts';
import { APP_CONFIG } from '@pathwise/platform';
import { DataSource, In } from 'typeorm';
import { type BillingConfig, providerOf } from '../config.js';
import { BillingAccountEntity } from '../subscriptions/billing-account.entity.js';
import { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import { toStatus } from '../subscriptions/subscription-view.js';

/** Subscriptions for a batch of users: two queries whatever the batch's size (accounts, then subscriptions). */
@Injectable()
export class BillingGraphReader {
  private readonly stripeMode: boolean;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: BillingConfig,
  ) {
    this.stripeMode = providerOf(config) === 'stripe';
  }

  async statuses(userIds: readonly string[]): Promise<SubscriptionStatus[]> {
    const ids = [...new Set(userIds)];
    const m = this.dataSource.manager;
    const [accounts, subs] = await Promise.all([
      m.findBy(BillingAccountEntity, { userId: In(ids) }),
      m.find(SubscriptionEntity, { where: { userId: In(ids) }, order: { createdAt: 'DESC' } }),
    ]);
    const accountOf = new Map(accounts.map((a) => [a.userId, a]));
    // The current subscription, as GET /api/subscription picks it: the open one, else the latest.
    const currentOf = new Map<string, SubscriptionEntity>();
    for (const sub of subs) {
      const seen = currentOf.get(sub.userId);
      if (!seen || (sub.openKey !== null && seen.openKey === null)) currentOf.set(sub.userId, sub);
    }
    return userIds.map((id) => toStatus(accountOf.get(id) ?? null, currentOf.get(id) ?? null, this.stripeMode));
  }
}
