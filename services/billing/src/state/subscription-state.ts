/**
 * The subscription state machine, as plain functions (no Nest, no database): every change a subscription can go
 * through, in local test mode and mirrored from Stripe, and every refusal. The service loads a row, asks `transition`
 * for the next state, and stores it with the event it publishes.
 *
 * States (Stripe's words): incomplete (created, first payment pending: free), trialing and active (premium), past_due
 * (a renewal failed: premium while the provider retries), canceled and incomplete_expired (ended: free).
 */

export const OPEN_STATUSES = ['incomplete', 'trialing', 'active', 'past_due'] as const;
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;
export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type EndedStatus = (typeof ENDED_STATUSES)[number];
export type SubscriptionStatusName = OpenStatus | EndedStatus;

export interface SubscriptionState {
  status: SubscriptionStatusName;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /** A card is on file (local mode: confirmed once; Stripe: the subscription has a default payment method). */
  hasPaymentMethod: boolean;
  /** When the provider last described this state (Stripe: the event's `created`); older news is ignored. */
  asOf: Date;
}

export interface Periods {
  trialMs: number;
  /** The end of a paid period that starts at `start` (a calendar month; shorter under a test clock). */
  periodEnd: (start: Date) => Date;
}

/** A calendar month later (Jan 31 → Feb 28/29), as Stripe bills monthly; or a fixed length when one is given. */
export function monthlyPeriods(trialMs: number, periodMs?: number): Periods {
  return {
    trialMs,
    periodEnd: (start) => {
      if (periodMs) return new Date(start.getTime() + periodMs);
      const end = new Date(start);
      const day = end.getUTCDate();
      end.setUTCDate(1);
      end.setUTCMonth(end.getUTCMonth() + 1);
      const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
      end.setUTCDate(Math.min(day, last));
      return end;
    },
  };
}

export type SubscriptionEvent =
  /** A card payment (the first one, the charge at a trial's or period's end, or a retry) went through. */
  | { type: 'payment_succeeded'; at: Date }
  /** A card payment was declined. */
  | { type: 'payment_failed'; at: Date }
  /** A card was saved during a trial (charged when the trial ends). */
  | { type: 'payment_method_saved'; at: Date }
  /** The user cancels: premium stays until the end of the period or trial. */
  | { type: 'cancel'; at: Date }
  /** The clock passed the trial end or the period end (the scheduler). */
  | { type: 'deadline'; at: Date }
  /** The provider's own description of the subscription (a Stripe webhook or a re-fetch). */
  | { type: 'provider_sync'; at: Date; snapshot: Omit<SubscriptionState, 'asOf'> };

export type Refusal =
  'already_ended' | 'already_cancelled' | 'not_payable' | 'not_due' | 'stale' | 'no_change' | 'nothing_to_cancel';

export type TransitionResult =
  { ok: true; state: SubscriptionState; effect?: Effect } | { ok: false; refusal: Refusal; state: SubscriptionState };

/** What the caller must do besides storing the state (local mode: a renewal charge is due). */
export type Effect = 'charge_renewal';

export const isOpen = (s: SubscriptionStatusName): s is OpenStatus => (OPEN_STATUSES as readonly string[]).includes(s);
export const isPremiumStatus = (s: SubscriptionStatusName | null | undefined): boolean =>
  s === 'trialing' || s === 'active' || s === 'past_due';
export const planOf = (s: SubscriptionStatusName | null | undefined): 'free' | 'premium' =>
  isPremiumStatus(s) ? 'premium' : 'free';

/** A new trial, premium for `trialMs` from `at`. */
export function newTrial(at: Date, periods: Periods): SubscriptionState {
  const end = new Date(at.getTime() + periods.trialMs);
  return {
    status: 'trialing',
    trialEndsAt: end,
    currentPeriodStart: at,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    endedAt: null,
    hasPaymentMethod: false,
    asOf: at,
  };
}

/** A new paid subscription waiting for its first payment (Stripe's `default_incomplete`). */
export function newIncomplete(at: Date): SubscriptionState {
  return {
    status: 'incomplete',
    trialEndsAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    endedAt: null,
    hasPaymentMethod: false,
    asOf: at,
  };
}

/** When the subscription next needs the clock: the trial end or the period end (null when nothing is due). */
export function nextDeadline(s: SubscriptionState): Date | null {
  if (s.status === 'trialing') return s.trialEndsAt;
  if (s.status === 'active' || s.status === 'past_due') return s.currentPeriodEnd;
  return null;
}

const ended = (s: SubscriptionState, at: Date, status: EndedStatus = 'canceled'): SubscriptionState => ({
  ...s,
  status,
  cancelAtPeriodEnd: false,
  trialEndsAt: s.status === 'trialing' ? s.trialEndsAt : null,
  endedAt: at,
  asOf: maxDate(s.asOf, at),
});

const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

function refuse(state: SubscriptionState, refusal: Refusal): TransitionResult {
  return { ok: false, refusal, state };
}

/** The next state of `s` after `event`, or why the event does not apply. Never mutates `s`. */
export function transition(s: SubscriptionState, event: SubscriptionEvent, periods: Periods): TransitionResult {
  const at = event.at;
  switch (event.type) {
    case 'provider_sync': {
      if (at.getTime() < s.asOf.getTime()) return refuse(s, 'stale');
      // An ended subscription stays ended (Stripe never revives one): a late 'updated' must not resurrect it.
      if (!isOpen(s.status) && isOpen(event.snapshot.status)) return refuse(s, 'stale');
      return { ok: true, state: { ...event.snapshot, asOf: at } };
    }
    case 'payment_succeeded': {
      if (!isOpen(s.status)) return refuse(s, 'already_ended');
      if (s.status === 'active' && s.currentPeriodEnd && s.currentPeriodEnd.getTime() > at.getTime()) {
        return refuse(s, 'not_payable'); // this period is paid already: nothing is charged twice
      }
      // First payment (now), the charge at a trial's or a period's end (from that end), or a late one.
      let start = at;
      if (s.status === 'trialing' && s.trialEndsAt && s.trialEndsAt.getTime() <= at.getTime()) start = s.trialEndsAt;
      if (s.status === 'active' && s.currentPeriodEnd) start = s.currentPeriodEnd;
      if (s.status === 'past_due' && s.currentPeriodStart) start = s.currentPeriodStart; // pays the unpaid period
      return {
        ok: true,
        state: {
          ...s,
          status: 'active',
          trialEndsAt: null,
          hasPaymentMethod: true,
          currentPeriodStart: start,
          currentPeriodEnd: periods.periodEnd(start),
          asOf: maxDate(s.asOf, at),
        },
      };
    }
    case 'payment_failed': {
      if (!isOpen(s.status)) return refuse(s, 'already_ended');
      // A declined first payment leaves it waiting; a failed retry while past due changes nothing either.
      if (s.status === 'incomplete' || s.status === 'past_due') return refuse(s, 'no_change');
      if (s.status === 'active' || s.status === 'trialing') {
        if (!s.currentPeriodEnd || s.currentPeriodEnd.getTime() > at.getTime()) return refuse(s, 'not_due');
      }
      // A renewal failed: premium kept while the provider retries, until the period runs out (then it ends).
      return {
        ok: true,
        state: {
          ...s,
          status: 'past_due',
          trialEndsAt: null,
          currentPeriodStart: s.currentPeriodEnd ?? at,
          currentPeriodEnd: periods.periodEnd(s.currentPeriodEnd ?? at),
          asOf: maxDate(s.asOf, at),
        },
      };
    }
    case 'payment_method_saved': {
      if (s.status !== 'trialing') return refuse(s, s.status === 'incomplete' ? 'not_payable' : 'already_ended');
      if (s.hasPaymentMethod) return refuse(s, 'no_change');
      // Saving a card is subscribing: a trial cancelled before it no longer ends, the card is charged at its end.
      return { ok: true, state: { ...s, hasPaymentMethod: true, cancelAtPeriodEnd: false, asOf: maxDate(s.asOf, at) } };
    }
    case 'cancel': {
      if (!isOpen(s.status)) return refuse(s, 'nothing_to_cancel');
      // Nothing was paid: an unpaid subscription simply ends.
      if (s.status === 'incomplete') return { ok: true, state: ended(s, at, 'canceled') };
      if (s.cancelAtPeriodEnd) return refuse(s, 'already_cancelled');
      return { ok: true, state: { ...s, cancelAtPeriodEnd: true, asOf: maxDate(s.asOf, at) } };
    }
    case 'deadline': {
      const due = nextDeadline(s);
      if (!due) return refuse(s, isOpen(s.status) ? 'not_due' : 'already_ended');
      if (due.getTime() > at.getTime()) return refuse(s, 'not_due');
      if (s.cancelAtPeriodEnd) return { ok: true, state: ended(s, due) };
      if (s.status === 'trialing') {
        // DECISIONS.md: the trial ends by itself unless the user subscribed (a card on file is charged now).
        if (!s.hasPaymentMethod) return { ok: true, state: ended(s, due) };
        return { ok: true, state: s, effect: 'charge_renewal' };
      }
      if (s.status === 'past_due') return { ok: true, state: ended(s, due) }; // a whole period unpaid: it ends
      return { ok: true, state: s, effect: 'charge_renewal' };
    }
  }
}
