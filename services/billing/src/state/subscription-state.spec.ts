import {
  monthlyPeriods,
  newIncomplete,
  newTrial,
  nextDeadline,
  planOf,
  type SubscriptionEvent,
  type SubscriptionState,
  transition,
} from './subscription-state.js';

const DAY = 24 * 3600 * 1000;
const periods = monthlyPeriods(7 * DAY, 30 * DAY);
const t0 = new Date('2026-11-24T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

function apply(s: SubscriptionState, event: SubscriptionEvent) {
  const r = transition(s, event, periods);
  if (!r.ok) throw new Error(`refused: ${r.refusal}`);
  return r;
}
function refusal(s: SubscriptionState, event: SubscriptionEvent) {
  const r = transition(s, event, periods);
  expect(r.state).toBe(s); // a refusal never changes anything
  return r.ok ? 'applied' : r.refusal;
}
const active = () => apply(newIncomplete(t0), { type: 'payment_succeeded', at: t0 }).state;
const trial = () => newTrial(t0, periods);

describe('trial', () => {
  it('is premium for 7 days without a card, then ends by itself', () => {
    const s = trial();
    expect(s).toMatchObject({
      status: 'trialing',
      trialEndsAt: at(7),
      currentPeriodEnd: at(7),
      hasPaymentMethod: false,
    });
    expect(planOf(s.status)).toBe('premium');
    expect(nextDeadline(s)).toEqual(at(7));
    expect(refusal(s, { type: 'deadline', at: at(6.9) })).toBe('not_due');
    const end = apply(s, { type: 'deadline', at: at(7.01) }).state;
    expect(end).toMatchObject({ status: 'canceled', endedAt: at(7), cancelAtPeriodEnd: false });
    expect(planOf(end.status)).toBe('free');
    expect(nextDeadline(end)).toBeNull();
  });

  it('with a card saved during the trial asks for the charge at its end, then runs a paid period from that end', () => {
    const saved = apply(trial(), { type: 'payment_method_saved', at: at(2) }).state;
    expect(saved).toMatchObject({ status: 'trialing', hasPaymentMethod: true });
    expect(refusal(saved, { type: 'payment_method_saved', at: at(3) })).toBe('no_change');
    const due = apply(saved, { type: 'deadline', at: at(7) });
    expect(due.effect).toBe('charge_renewal');
    const paid = apply(due.state, { type: 'payment_succeeded', at: at(7.001) }).state;
    expect(paid).toMatchObject({
      status: 'active',
      trialEndsAt: null,
      currentPeriodStart: at(7),
      currentPeriodEnd: at(37),
    });
  });

  it('a failed charge at the trial end makes it past due (premium while retried)', () => {
    const saved = apply(trial(), { type: 'payment_method_saved', at: at(1) }).state;
    expect(refusal(saved, { type: 'payment_failed', at: at(3) })).toBe('not_due');
    const late = apply(saved, { type: 'payment_failed', at: at(7) }).state;
    expect(late).toMatchObject({ status: 'past_due', currentPeriodStart: at(7), currentPeriodEnd: at(37) });
    expect(planOf(late.status)).toBe('premium');
  });

  it('cancelled during the trial stays premium to the trial end, even with a card, and cancelling twice is refused harmlessly', () => {
    const saved = apply(trial(), { type: 'payment_method_saved', at: at(1) }).state;
    const cancelled = apply(saved, { type: 'cancel', at: at(2) }).state;
    expect(cancelled).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, currentPeriodEnd: at(7) });
    expect(refusal(cancelled, { type: 'cancel', at: at(3) })).toBe('already_cancelled');
    const due = apply(cancelled, { type: 'deadline', at: at(8) });
    expect(due.effect).toBeUndefined(); // nothing charged
    expect(due.state).toMatchObject({ status: 'canceled', endedAt: at(7) });
  });
});

describe('paid subscription', () => {
  it('incomplete until the first payment; a declined one leaves it waiting', () => {
    const s = newIncomplete(t0);
    expect(planOf(s.status)).toBe('free');
    expect(nextDeadline(s)).toBeNull();
    expect(refusal(s, { type: 'payment_failed', at: t0 })).toBe('no_change');
    expect(refusal(s, { type: 'deadline', at: at(40) })).toBe('not_due');
    expect(refusal(s, { type: 'payment_method_saved', at: t0 })).toBe('not_payable');
    const paid = active();
    expect(paid).toMatchObject({
      status: 'active',
      currentPeriodStart: t0,
      currentPeriodEnd: at(30),
      hasPaymentMethod: true,
    });
    expect(planOf(paid.status)).toBe('premium');
  });

  it('never charges a paid period twice', () => {
    expect(refusal(active(), { type: 'payment_succeeded', at: at(1) })).toBe('not_payable');
  });

  it('renews monthly at the period end', () => {
    const due = apply(active(), { type: 'deadline', at: at(30) });
    expect(due.effect).toBe('charge_renewal');
    const renewed = apply(due.state, { type: 'payment_succeeded', at: at(30.01) }).state;
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: at(30), currentPeriodEnd: at(60) });
  });

  it('a failed renewal is past due for one period; paid late it covers that period; unpaid it ends', () => {
    const s = active();
    expect(refusal(s, { type: 'payment_failed', at: at(10) })).toBe('not_due');
    const pastDue = apply(s, { type: 'payment_failed', at: at(30) }).state;
    expect(pastDue).toMatchObject({ status: 'past_due', currentPeriodStart: at(30), currentPeriodEnd: at(60) });
    expect(refusal(pastDue, { type: 'payment_failed', at: at(33) })).toBe('no_change');
    const recovered = apply(pastDue, { type: 'payment_succeeded', at: at(35) }).state;
    expect(recovered).toMatchObject({ status: 'active', currentPeriodStart: at(30), currentPeriodEnd: at(60) });
    const lapsed = apply(pastDue, { type: 'deadline', at: at(60) }).state;
    expect(lapsed).toMatchObject({ status: 'canceled', endedAt: at(60) });
  });

  it('cancel at period end: premium until the date, then free, no renewal charge', () => {
    const cancelled = apply(active(), { type: 'cancel', at: at(5) }).state;
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: at(30) });
    expect(planOf(cancelled.status)).toBe('premium');
    expect(refusal(cancelled, { type: 'cancel', at: at(6) })).toBe('already_cancelled');
    expect(refusal(cancelled, { type: 'deadline', at: at(29) })).toBe('not_due');
    const end = apply(cancelled, { type: 'deadline', at: at(31) });
    expect(end.effect).toBeUndefined();
    expect(end.state).toMatchObject({ status: 'canceled', endedAt: at(30), cancelAtPeriodEnd: false });
  });

  it('an unpaid (incomplete) subscription cancelled simply ends', () => {
    expect(apply(newIncomplete(t0), { type: 'cancel', at: at(1) }).state).toMatchObject({ status: 'canceled' });
  });
});

describe('ended subscriptions refuse everything', () => {
  const endedSub = () =>
    apply(apply(active(), { type: 'cancel', at: at(1) }).state, { type: 'deadline', at: at(30) }).state;
  it.each<SubscriptionEvent['type']>([
    'payment_succeeded',
    'payment_failed',
    'payment_method_saved',
    'cancel',
    'deadline',
  ])('%s', (type) => {
    const s = endedSub();
    const r = transition(s, { type, at: at(40) } as SubscriptionEvent, periods);
    expect(r.ok).toBe(false);
    expect(r.state).toBe(s);
  });
});

describe('provider sync (Stripe webhooks)', () => {
  const snapshot = (s: SubscriptionState) => {
    const { asOf: _asOf, ...rest } = s;
    return rest;
  };

  it('applies newer news and refuses older news: a stale event never overwrites a newer state', () => {
    const s = { ...active(), asOf: at(2) };
    const cancelled = { ...s, cancelAtPeriodEnd: true };
    const applied = apply(s, { type: 'provider_sync', at: at(3), snapshot: snapshot(cancelled) }).state;
    expect(applied).toMatchObject({ cancelAtPeriodEnd: true, asOf: at(3) });
    expect(refusal(applied, { type: 'provider_sync', at: at(2.5), snapshot: snapshot(s) })).toBe('stale');
  });

  it('never revives an ended subscription, even with the same timestamp', () => {
    const gone = { ...active(), status: 'canceled' as const, endedAt: at(3), asOf: at(3) };
    expect(refusal(gone, { type: 'provider_sync', at: at(3), snapshot: snapshot(active()) })).toBe('stale');
    expect(refusal(gone, { type: 'provider_sync', at: at(4), snapshot: snapshot(active()) })).toBe('stale');
  });
});

describe('monthly periods', () => {
  it('end a calendar month later, at the month’s last day when shorter', () => {
    const month = monthlyPeriods(7 * DAY);
    expect(month.periodEnd(new Date('2026-11-24T12:00:00Z'))).toEqual(new Date('2026-12-24T12:00:00Z'));
    expect(month.periodEnd(new Date('2027-01-31T08:00:00Z'))).toEqual(new Date('2027-02-28T08:00:00Z'));
    expect(month.periodEnd(new Date('2026-12-15T00:00:00Z'))).toEqual(new Date('2027-01-15T00:00:00Z'));
  });
});
