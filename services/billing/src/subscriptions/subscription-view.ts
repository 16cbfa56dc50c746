import type { SubscriptionStatus } from '@pathwise/contracts';
import { isOpen, planOf } from '../state/subscription-state.js';
import type { BillingAccountEntity } from './billing-account.entity.js';
import type { SubscriptionEntity } from './subscription.entity.js';

/** GET /api/subscription's answer from the user's current (open, else latest) subscription. */
export function toStatus(
  account: BillingAccountEntity | null,
  sub: SubscriptionEntity | null,
  stripeMode: boolean,
): SubscriptionStatus {
  const open = sub !== null && isOpen(sub.status);
  return {
    plan: planOf(sub?.status),
    status: sub ? sub.status : 'none',
    provider: sub?.provider ?? null,
    trialEndsAt: sub?.status === 'trialing' && sub.trialEndsAt ? sub.trialEndsAt.toISOString() : null,
    currentPeriodEnd: open && sub.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: open ? sub.cancelAtPeriodEnd : false,
    trialAvailable: !account?.trialStartedAt,
    portalAvailable: stripeMode && !!account?.stripeCustomerId,
  };
}
