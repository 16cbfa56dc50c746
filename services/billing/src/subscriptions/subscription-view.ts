import type { SubscriptionStatus } from '@pathwise/contracts';
import { isOpen, planOf } from '../state/subscription-state.js';
import type { BillingAccountEntity } from './billing-account.entity.js';
import type { SubscriptionEntity } from './subscription.entity.js';

/**
 * Whether the user has already subscribed (a payment on a paying subscription, or a card saved on a trial): /subscribe
 * then answers 409 'Already Premium' (spec) instead of a payment form. A trial without a card, cancelled or not, can
 * still subscribe (saving a card undoes a cancellation: the state machine's payment_method_saved).
 */
export function alreadySubscribed(open: SubscriptionEntity | null): boolean {
  if (!open || !isOpen(open.status)) return false;
  return (
    open.status === 'active' || open.status === 'past_due' || (open.status === 'trialing' && open.hasPaymentMethod)
  );
}

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
    checkoutAvailable: !(open && alreadySubscribed(sub)),
    portalAvailable: stripeMode && !!account?.stripeCustomerId,
  };
}
