import { DataSource } from 'typeorm';
import { until } from '@pathwise/platform/testing';
import { BillingStack, type User } from './support/billing-stack.js';

/**
 * The billing clock (a BullMQ job scheduler) under a short test clock: a trial that ends by itself, a cancellation
 * that takes effect at the period end, a monthly renewal, and a trial that ended while billing was down, settled
 * after the restart. Waits on conditions only.
 */
let stack: BillingStack;
const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

beforeAll(async () => {
  stack = await BillingStack.start('billclock', {
    interview: true,
    billingEnv: { BILLING_TRIAL_MS: '2000', BILLING_PERIOD_MS: '3000', BILLING_CLOCK_MS: '200' },
  });
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

const status = (u: User) => stack.call('GET', '/api/subscription', u).then((r) => r.json);
const interview = (u: User) =>
  stack.call('POST', '/api/interview/start', u, { careerPath: 'Data Analyst', experienceLevel: 'mid-level' });

async function subscribe(u: User) {
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  const paid = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret: json.clientSecret });
  expect(paid.status).toBe(200);
  return paid.json.subscription;
}

it('a trial ends by itself: premium, then free, and the premium route closes again', async () => {
  const u = await stack.register();
  const started = await stack.call('POST', '/api/subscription/trial', u);
  expect(started.json.subscription.status).toBe('trialing');
  expect(
    (
      await until(
        () => interview(u),
        (r) => r.status === 200,
      )
    ).status,
  ).toBe(200);
  const ended = await until(
    () => status(u),
    (s) => s.status === 'canceled',
    20_000,
  );
  expect(ended).toMatchObject({ plan: 'free', status: 'canceled', trialAvailable: false, currentPeriodEnd: null });
  expect(
    (
      await until(
        () => interview(u),
        (r) => r.status === 403,
      )
    ).status,
  ).toBe(403);
  expect((await stack.call('GET', '/api/auth/user', u)).json.isPremium).toBe(false);
  expect((await stack.call('GET', '/api/billing/history', u)).json.invoices).toEqual([]);
});

it('a trial with a card saved becomes a paid subscription at its end', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/subscription/trial', u);
  const s = await subscribe(u);
  expect(s.status).toBe('trialing');
  const paid = await until(
    () => status(u),
    (x) => x.status === 'active',
    20_000,
  );
  expect(paid).toMatchObject({ plan: 'premium', status: 'active', trialEndsAt: null });
  const invoices = (await stack.call('GET', '/api/billing/history', u)).json.invoices;
  expect(invoices.length).toBeGreaterThanOrEqual(1);
  expect(invoices.every((i: { status: string }) => i.status === 'paid')).toBe(true);
});

it('renews every period, each period charged once, until cancelled; then free at the period end', async () => {
  const u = await stack.register();
  const first = await subscribe(u);
  expect(first.status).toBe('active');
  const history = () => stack.call('GET', '/api/billing/history', u).then((r) => r.json.invoices as { date: string }[]);
  const renewed = await until(history, (i) => i.length >= 2, 20_000);
  expect(renewed.length).toBeGreaterThanOrEqual(2);
  expect(new Set(renewed.map((i) => i.date)).size).toBe(renewed.length); // one charge per period
  const now = await status(u);
  expect(Date.parse(now.currentPeriodEnd)).toBeGreaterThan(Date.parse(first.currentPeriodEnd));

  const cancel = await stack.call('POST', '/api/subscription/cancel', u);
  expect(cancel.json.subscription).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
  const end = cancel.json.currentPeriodEnd;
  const charged = (await history()).length;
  const ended = await until(
    () => status(u),
    (s) => s.status === 'canceled',
    20_000,
  );
  expect(ended.plan).toBe('free');
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(end)); // not before the date the user was promised
  expect((await history()).length).toBe(charged); // nothing charged after the cancellation
  expect(
    (
      await until(
        () => interview(u),
        (r) => r.status === 403,
      )
    ).status,
  ).toBe(403);
});

it('survives a restart: a trial that ended while billing was down is ended after it comes back', async () => {
  const u = await stack.register();
  const started = await stack.call('POST', '/api/subscription/trial', u);
  const trialEnd = Date.parse(started.json.subscription.trialEndsAt);
  await stack.restartBilling(async () => {
    // down past the trial's end (waiting on the clock condition itself, not a fixed sleep)
    await until(
      async () => Date.now(),
      (t) => t > trialEnd + 300,
      20_000,
    );
  });
  const direct = () => stack.billing.call('GET', '/api/subscription', { as: { userId: u.id } }).then((r) => r.json);
  const ended = await until(direct, (s) => s.status === 'canceled', 20_000);
  expect(ended.plan).toBe('free');
  const ds = stack.billing.app.get(DataSource);
  expect(ds.isInitialized).toBe(true);
});
