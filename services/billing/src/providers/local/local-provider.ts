import { randomBytes } from 'node:crypto';
import type { BillingProvider, CreatedSubscription } from '../billing-provider.js';
import { newIncomplete, newTrial, type Periods, type SubscriptionEvent } from '../../state/subscription-state.js';
import { ApiError } from '@pathwise/platform';
import { BillingMessages } from '@pathwise/contracts';

/** A client secret shaped like Stripe's (pi_…_secret_…), unguessable, made for one subscription of one user. */
export function localClientSecret(): string {
  return `pi_local_${randomBytes(12).toString('hex')}_secret_${randomBytes(16).toString('base64url')}`;
}

/**
 * Local test mode (no STRIPE_SECRET_KEY): nothing leaves the machine. Subscriptions live only in the billing schema
 * and move through the same state machine; the card form's payment is checked against Stripe's test cards by the
 * service (test-cards.ts), and the billing clock renews them monthly.
 */
export class LocalProvider implements BillingProvider {
  readonly name = 'local' as const;

  constructor(private readonly periods: Periods) {}

  async ensureCustomer(): Promise<string | null> {
    return null;
  }

  async createTrial(_who: unknown, at: Date): Promise<CreatedSubscription> {
    return { providerSubscriptionId: null, clientSecret: null, state: newTrial(at, this.periods) };
  }

  async createSubscription(_who: unknown, at: Date): Promise<CreatedSubscription> {
    return { providerSubscriptionId: null, clientSecret: localClientSecret(), state: newIncomplete(at) };
  }

  async trialCardSecret(): Promise<string | null> {
    return localClientSecret();
  }

  async cancelAtPeriodEnd(_sub: unknown, at: Date): Promise<SubscriptionEvent> {
    return { type: 'cancel', at };
  }

  async cancelNow(): Promise<void> {}

  async portalUrl(): Promise<string> {
    throw ApiError.conflict(BillingMessages.portalUnavailable);
  }
}
