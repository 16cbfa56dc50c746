import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ApiError, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../config.js';
import { BILLING_PROVIDER, type BillingProvider } from '../providers/billing-provider.js';
import { snapshotOf, StripeProvider } from '../providers/stripe/stripe-provider.js';
import { BillingAccountEntity } from '../subscriptions/billing-account.entity.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

export const WebhookMessages = {
  notConfigured: 'Not found',
  missingSignature: 'Missing Stripe signature',
  badSignature: 'Invalid Stripe signature',
} as const;

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * Stripe's webhooks: the signature checked on the raw bytes, each event applied once (by its evt_ id), subscription
 * news applied only when newer than what is stored (the state machine's staleness rule), invoices recorded for the
 * history, any other type acknowledged and ignored.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(raw: Buffer | undefined, signature: string | undefined): Promise<{ received: true; ignored?: boolean }> {
    if (!(this.provider instanceof StripeProvider) || !this.config.STRIPE_WEBHOOK_SECRET) {
      throw ApiError.notFound(WebhookMessages.notConfigured);
    }
    if (!signature || !raw) throw ApiError.badRequest(WebhookMessages.missingSignature);
    let event: Stripe.Event;
    try {
      event = this.provider.stripe.webhooks.constructEvent(raw, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw ApiError.badRequest(WebhookMessages.badSignature);
    }
    const m = this.dataSource.manager;
    if (await m.existsBy(WebhookEventEntity, { id: event.id })) return { received: true };
    const applied = await this.apply(this.provider, event);
    // Recorded after it was applied: a failure answers 500 and Stripe's retry applies it (applying is idempotent).
    await m
      .createQueryBuilder()
      .insert()
      .into(WebhookEventEntity)
      .values({ id: event.id, type: event.type })
      .orIgnore()
      .execute();
    return applied ? { received: true } : { received: true, ignored: true };
  }

  private async apply(stripe: StripeProvider, event: Stripe.Event): Promise<boolean> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        const userId = await this.userOf(sub.metadata?.userId, idOf(sub.customer));
        if (!userId) return false;
        await this.subscriptions.syncFromProvider(userId, sub.id, {
          type: 'provider_sync',
          at,
          snapshot: snapshotOf(sub),
        });
        return true;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const userId = await this.userOf(undefined, idOf(invoice.customer));
        if (!userId) return false;
        const subId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
        await this.subscriptions.recordProviderInvoice(userId, subId, {
          id: invoice.id!,
          status: event.type === 'invoice.paid' ? 'paid' : 'failed',
          amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          at: new Date(invoice.created * 1000),
          description: invoice.lines?.data?.[0]?.description ?? 'Pathwise Premium, monthly',
        });
        // The invoice says little of the subscription: its current state is asked of Stripe, dated to this event.
        if (subId) {
          const fresh = await stripe.retrieve(subId);
          await this.subscriptions.syncFromProvider(userId, subId, {
            type: 'provider_sync',
            at,
            snapshot: snapshotOf(fresh),
          });
        }
        return true;
      }
      default:
        this.logger.debug({ type: event.type, id: event.id }, 'stripe webhook: type not handled, acknowledged');
        return false;
    }
  }

  private async userOf(metadataUserId: string | undefined, customerId: string | null): Promise<string | null> {
    if (customerId) {
      const account = await this.dataSource.manager.findOneBy(BillingAccountEntity, { stripeCustomerId: customerId });
      if (account) return account.userId;
    }
    // A customer made by another copy of Pathwise, or by hand: only a known user is adopted.
    if (metadataUserId && /^[0-9a-f-]{36}$/i.test(metadataUserId)) {
      return (await this.dataSource.manager.existsBy(BillingAccountEntity, { userId: metadataUserId }))
        ? metadataUserId
        : null;
    }
    return null;
  }
}
