import { BillingMessages } from '@pathwise/contracts';
import { ApiError } from '@pathwise/platform';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import type { SubscriptionEvent, SubscriptionState, SubscriptionStatusName } from '../../state/subscription-state.js';
import type { SubscriptionEntity } from '../../subscriptions/subscription.entity.js';
import type { BillingProvider, CreatedSubscription, ProviderAccount } from '../billing-provider.js';

/** The API version stripe 23 pins (integrations.md, section 10). */
export const STRIPE_API_VERSION = '2026-10-28.endive';
const DAY_MS = 24 * 3600 * 1000;

/** stripe-node for this configuration; STRIPE_API_BASE points it at the in-repo fake in tests. */
export function createStripeClient(config: BillingConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

/** Stripe's timestamps are whole seconds: what an API answer says is dated to its second, like an event. */
export const stripeNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);
/**
 * Stripe's answer to a change asked under the account lock follows all the news stored before it, whatever the two
 * clocks say (a webhook dated a second ahead of this machine must not make the answer look stale).
 */
const answeredAfter = (sub: SubscriptionEntity) => new Date(Math.max(stripeNow().getTime(), sub.asOf.getTime()));
const date = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/**
 * A Stripe subscription in the state machine's words. unpaid and paused (no premium, may come back) are kept open as
 * incomplete; incomplete_expired and canceled are ended.
 */
export function snapshotOf(sub: Stripe.Subscription): Omit<SubscriptionState, 'asOf'> {
  const item = sub.items?.data?.[0];
  const map: Record<string, SubscriptionStatusName> = {
    incomplete: 'incomplete',
    incomplete_expired: 'incomplete_expired',
    trialing: 'trialing',
    active: 'active',
    past_due: 'past_due',
    canceled: 'canceled',
    unpaid: 'incomplete',
    paused: 'incomplete',
  };
  const status = map[sub.status] ?? 'incomplete';
  return {
    status,
    trialEndsAt: status === 'trialing' ? date(sub.trial_end) : null,
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: !!sub.cancel_at_period_end,
    endedAt: date(sub.ended_at),
    hasPaymentMethod: !!sub.default_payment_method,
  };
}

const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';

/**
 * Stripe: a customer per user, subscriptions on the monthly Price with `payment_behavior: 'default_incomplete'` (the
 * browser confirms the first invoice's payment with its confirmation secret), trials without a card that Stripe
 * cancels at their end, cancellation at the period end, and idempotency keys on every create so a retry never makes
 * a second one. Stripe's clock ends trials and periods; its webhooks tell the service.
 */
export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;

  constructor(
    readonly stripe: Stripe,
    private readonly config: BillingConfig,
  ) {}

  async ensureCustomer(who: ProviderAccount): Promise<string> {
    if (who.account.stripeCustomerId) return who.account.stripeCustomerId;
    const customer = await this.stripe.customers.create(
      { metadata: { userId: who.userId } },
      { idempotencyKey: `pathwise-customer-${who.userId}` },
    );
    return customer.id;
  }

  async createTrial(who: ProviderAccount): Promise<CreatedSubscription> {
    const customer = await this.ensureCustomer(who);
    const sub = await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: this.config.STRIPE_PRICE_ID! }],
        trial_period_days: Math.max(1, Math.round(this.config.BILLING_TRIAL_MS / DAY_MS)),
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: who.userId },
        expand: ['pending_setup_intent'],
      },
      { idempotencyKey: `pathwise-trial-${who.userId}` },
    );
    const setup = sub.pending_setup_intent as Stripe.SetupIntent | null;
    return {
      providerSubscriptionId: sub.id,
      clientSecret: setup?.client_secret ?? null,
      state: { ...snapshotOf(sub), asOf: stripeNow() },
    };
  }

  async createSubscription(who: ProviderAccount): Promise<CreatedSubscription> {
    const customer = await this.ensureCustomer(who);
    const sub = await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: this.config.STRIPE_PRICE_ID! }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: who.userId },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: `pathwise-subscription-${who.userId}-${who.attempt}` },
    );
    const invoice = sub.latest_invoice as Stripe.Invoice | null;
    return {
      providerSubscriptionId: sub.id,
      clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
      state: { ...snapshotOf(sub), asOf: stripeNow() },
    };
  }

  async trialCardSecret(sub: SubscriptionEntity): Promise<string | null> {
    const fresh = await this.stripe.subscriptions.retrieve(sub.providerSubscriptionId!, {
      expand: ['pending_setup_intent'],
    });
    return (fresh.pending_setup_intent as Stripe.SetupIntent | null)?.client_secret ?? null;
  }

  async cancelAtPeriodEnd(sub: SubscriptionEntity): Promise<SubscriptionEvent> {
    const id = sub.providerSubscriptionId!;
    const updated =
      sub.status === 'incomplete'
        ? await this.stripe.subscriptions.cancel(id)
        : await this.stripe.subscriptions.update(
            id,
            { cancel_at_period_end: true },
            // keyed by the state it changes: a cancel after a resumed trial is a new request, not a replay
            { idempotencyKey: `pathwise-cancel-${id}-${sub.asOf.getTime()}` },
          );
    return { type: 'provider_sync', at: answeredAfter(sub), snapshot: snapshotOf(updated) };
  }

  async resumeCancelledTrial(sub: SubscriptionEntity): Promise<SubscriptionEvent> {
    const id = sub.providerSubscriptionId!;
    const updated = await this.stripe.subscriptions.update(
      id,
      { cancel_at_period_end: false },
      { idempotencyKey: `pathwise-resume-${id}-${sub.asOf.getTime()}` },
    );
    return { type: 'provider_sync', at: answeredAfter(sub), snapshot: snapshotOf(updated) };
  }

  async cancelNow(sub: SubscriptionEntity): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    try {
      await this.stripe.subscriptions.cancel(sub.providerSubscriptionId);
    } catch (err) {
      if (!isMissing(err)) throw err; // already gone at Stripe: nothing left to stop
    }
  }

  async portalUrl(customerId: string): Promise<string> {
    if (!customerId) throw ApiError.conflict(BillingMessages.portalUnavailable);
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: this.config.BILLING_RETURN_URL,
    });
    return session.url;
  }

  async retrieve(id: string): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.retrieve(id);
  }
}
