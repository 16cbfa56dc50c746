import type { BillingAccountEntity } from '../subscriptions/billing-account.entity.js';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import type { SubscriptionEvent, SubscriptionState } from '../state/subscription-state.js';

/** A subscription as the provider made it. */
export interface CreatedSubscription {
  providerSubscriptionId: string | null;
  /** What the browser confirms the payment (or a trial's card) with; null when none is needed. */
  clientSecret: string | null;
  state: SubscriptionState;
}

/** What a provider needs to know of the user; `stripeCustomerId` is stored by the service when the provider made one. */
export interface ProviderAccount {
  userId: string;
  account: BillingAccountEntity;
  /** Tells retries of the same request apart from a new one (Stripe idempotency keys). */
  attempt: number;
}

/**
 * The two payment providers behind one interface: `local` (test mode, the state kept here, Stripe's test cards) and
 * `stripe`. The service owns the rows, the locks, the state machine and the events; a provider only talks to the
 * payment system and says what the subscription now is.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** Stripe mode: the customer of this user (made once, then reused). Local: null. */
  ensureCustomer(who: ProviderAccount): Promise<string | null>;
  /** A 7-day trial without a card. */
  createTrial(who: ProviderAccount, at: Date): Promise<CreatedSubscription>;
  /** A paid subscription waiting for its first payment, with the client secret to confirm it. */
  createSubscription(who: ProviderAccount, at: Date): Promise<CreatedSubscription>;
  /** The client secret that saves a card during a trial (charged when the trial ends); null when none can be had. */
  trialCardSecret(sub: SubscriptionEntity): Promise<string | null>;
  /** Cancellation at the period's (or trial's) end: the event the service applies to the subscription. */
  cancelAtPeriodEnd(sub: SubscriptionEntity, at: Date): Promise<SubscriptionEvent>;
  /**
   * Stripe: undoes the cancellation of a trial on which a card was then saved (saving a card is subscribing). Local
   * mode needs none: the state machine's payment_method_saved undoes it.
   */
  resumeCancelledTrial?(sub: SubscriptionEntity): Promise<SubscriptionEvent>;
  /** Ends it now, nothing refunded (an unpaid subscription replaced, or the account deleted). */
  cancelNow(sub: SubscriptionEntity): Promise<void>;
  /** Stripe's customer portal for this customer (change the card, see invoices). */
  portalUrl(customerId: string): Promise<string>;
}

export const BILLING_PROVIDER = Symbol('BILLING_PROVIDER');
