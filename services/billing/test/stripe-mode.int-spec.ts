import { randomUUID } from 'node:crypto';
import { BillingMessages, EventNames } from '@pathwise/contracts';
import { EventSender, until } from '@pathwise/platform/testing';
import Stripe from 'stripe';
import { FakeStripe } from './support/fake-stripe.js';
import { BillingStack, type User } from './support/billing-stack.js';

/**
 * Stripe mode through the gateway against the in-repo fake Stripe: checkout, trial, cancel, portal, webhooks (good,
 * bad, replayed, out of order, unknown types), user deletion. Webhooks are signed with generateTestHeaderString.
 */
const WHSEC = 'whsec_test_secret';
let stack: BillingStack;
let fake: FakeStripe;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await FakeStripe.start();
  stack = await BillingStack.start('billstripe', {
    interview: true,
    billingEnv: {
      STRIPE_SECRET_KEY: 'sk_test_pathwise',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pathwise',
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_API_BASE: fake.url,
    },
  });
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

let seq = 0;
function event(type: string, object: object, createdOffsetS = 0) {
  return {
    id: `evt_${++seq}_${randomUUID().slice(0, 8)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) + createdOffsetS,
    data: { object },
    api_version: '2026-10-28.endive',
  };
}
function webhook(evt: object, opts: { secret?: string; tamper?: boolean; signature?: string | null } = {}) {
  const payload = JSON.stringify(evt);
  const header =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WHSEC })
      : opts.signature;
  const body = opts.tamper ? payload.replace('"object":"event"', '"object":"event" ') : payload;
  return stack.call('POST', '/api/billing/webhook', null, body, header === null ? {} : { 'stripe-signature': header });
}
const status = (u: User) => stack.call('GET', '/api/subscription', u).then((r) => r.json);

it('checkout: a customer and one default_incomplete subscription however often it is asked, with idempotency keys', async () => {
  const u = await stack.register();
  const [a, b] = await Promise.all([1, 2].map(() => stack.call('POST', '/api/get-or-create-subscription', u)));
  expect(a.status).toBe(200);
  expect(a.json).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_pathwise', testMode: true });
  expect(b.json.clientSecret).toBe(a.json.clientSecret);
  expect(a.json.clientSecret).toMatch(/^pi_sub_fake\d+_secret_/);
  const creates = fake
    .calls('POST', '/v1/subscriptions')
    .filter((r) => r.form.customer && r.form['metadata[userId]'] === u.id);
  expect(creates).toHaveLength(1);
  expect(creates[0]!.form).toMatchObject({
    'items[0][price]': 'price_premium_monthly',
    payment_behavior: 'default_incomplete',
    'expand[0]': 'latest_invoice.confirmation_secret',
  });
  expect(creates[0]!.headers['idempotency-key']).toBe(`pathwise-subscription-${u.id}-1`);
  expect(creates[0]!.headers['stripe-version']).toBe('2026-10-28.endive');
  expect((await status(u)).plan).toBe('free');
  // local confirm is for the test mode only
  const local = await stack.call('POST', '/api/billing/local/confirm', u, {
    clientSecret: a.json.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(local).toMatchObject({ status: 409, json: { message: BillingMessages.localModeOnly } });
});

it('webhooks: bad and missing signatures refused; paid subscription applied; replays and stale events ignored', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/get-or-create-subscription', u);
  const subId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === u.id)!.id as string;
  const incomplete = structuredClone(fake.subscriptions.get(subId)!);
  const active = fake.pay(subId);

  const good = event('customer.subscription.updated', active);
  expect((await webhook(good, { secret: 'whsec_wrong' })).status).toBe(400);
  expect((await webhook(good, { tamper: true })).status).toBe(400);
  const none = await webhook(good, { signature: null });
  expect(none).toMatchObject({ status: 400, json: { message: 'Missing Stripe signature' } });
  expect((await status(u)).plan).toBe('free');

  expect((await webhook(good)).status).toBe(200);
  expect(await status(u)).toMatchObject({
    plan: 'premium',
    status: 'active',
    provider: 'stripe',
    portalAvailable: true,
  });
  expect(
    (
      await until(
        () => stack.call('POST', '/api/interview/start', u, { careerPath: 'Nurse', experienceLevel: 'mid-level' }),
        (r) => r.status === 200,
      )
    ).status,
  ).toBe(200);

  // replayed: acknowledged, nothing applied twice
  expect(await webhook(good)).toMatchObject({ status: 200, json: { received: true } });
  // out of order: the older 'created' (incomplete) arrives last and changes nothing
  expect((await webhook(event('customer.subscription.updated', incomplete, -60))).status).toBe(200);
  expect((await status(u)).status).toBe('active');

  // invoices go to the history; unknown types are acknowledged and ignored
  expect((await webhook(event('invoice.paid', fake.invoice(subId, 'paid')))).status).toBe(200);
  const history = (await stack.call('GET', '/api/billing/history', u)).json.invoices;
  expect(history).toEqual([expect.objectContaining({ status: 'paid', amountCents: 1499, currency: 'usd' })]);
  expect(await webhook(event('charge.dispute.created', { id: 'dp_1' }))).toMatchObject({
    status: 200,
    json: { received: true, ignored: true },
  });
  expect((await stack.call('POST', '/api/get-or-create-subscription', u)).json.message).toBe('Already Premium');

  // portal
  const portal = await stack.call('POST', '/api/billing/portal', u);
  expect(portal.json.url).toMatch(/^https:\/\/billing\.stripe\.test\//);

  // cancel at period end, then Stripe ends it at the date
  const cancel = await stack.call('POST', '/api/subscription/cancel', u);
  expect(cancel.json.subscription).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
  expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
  expect((await stack.call('POST', '/api/subscription/cancel', u)).status).toBe(200);
  const ended = fake.end(subId);
  expect((await webhook(event('customer.subscription.deleted', ended, 1))).status).toBe(200);
  expect(await status(u)).toMatchObject({ plan: 'free', status: 'canceled' });
  // a late 'updated' (active) never revives it
  expect((await webhook(event('customer.subscription.updated', active, 2))).status).toBe(200);
  expect((await status(u)).plan).toBe('free');
});

it('an unpaid subscription Stripe reports for a paying customer does not end the paid one', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/get-or-create-subscription', u);
  const paidId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === u.id)!.id as string;
  expect((await webhook(event('customer.subscription.updated', fake.pay(paidId)))).status).toBe(200);
  expect(await status(u)).toMatchObject({ plan: 'premium', status: 'active' });

  // a second subscription of the same customer, made outside Pathwise (the dashboard, a support agent) and not paid
  const stray = { ...structuredClone(fake.subscriptions.get(paidId)!), id: `sub_stray_${u.id.slice(0, 8)}` };
  Object.assign(stray, { status: 'incomplete', default_payment_method: null });
  fake.subscriptions.set(stray.id, stray);
  const created = await webhook(event('customer.subscription.created', stray, 1));
  expect({ deletes: fake.calls('DELETE', `/v1/subscriptions/${paidId}`).length, status: created.status }).toEqual({
    deletes: 0,
    status: 200,
  });
  expect(fake.subscriptions.get(paidId)!.status).toBe('active');
  expect(await status(u)).toMatchObject({ plan: 'premium', status: 'active' });

  // once the paid one has ended, the other one's news is taken up
  expect((await webhook(event('customer.subscription.deleted', fake.end(paidId), 2))).status).toBe(200);
  expect(await status(u)).toMatchObject({ plan: 'free', status: 'canceled' });
  expect((await webhook(event('customer.subscription.updated', fake.pay(stray.id), 3))).status).toBe(200);
  expect(await status(u)).toMatchObject({ plan: 'premium', status: 'active' });
});

it('the trial at Stripe: trial_period_days and the end behaviour without a card; once per user', async () => {
  const u = await stack.register();
  const trial = await stack.call('POST', '/api/subscription/trial', u);
  expect(trial.status).toBe(201);
  expect(trial.json.subscription).toMatchObject({ plan: 'premium', status: 'trialing', provider: 'stripe' });
  const create = fake.calls('POST', '/v1/subscriptions').find((r) => r.form['metadata[userId]'] === u.id)!;
  expect(create.form).toMatchObject({
    trial_period_days: '7',
    'trial_settings[end_behavior][missing_payment_method]': 'cancel',
  });
  expect(create.headers['idempotency-key']).toBe(`pathwise-trial-${u.id}`);
  // the card form during the trial gets the SetupIntent's secret
  const secret = await stack.call('POST', '/api/get-or-create-subscription', u);
  expect(secret.json.clientSecret).toMatch(/^seti_/);
  const subId = create && [...fake.subscriptions.values()].find((s) => s.metadata.userId === u.id)!.id;
  await webhook(event('customer.subscription.deleted', fake.end(subId), 1));
  expect(await status(u)).toMatchObject({ plan: 'free', trialAvailable: false });
  expect((await stack.call('POST', '/api/subscription/trial', u)).json.message).toBe(BillingMessages.trialAlreadyUsed);
});

it('a trial cancelled, then given a card, is resumed at Stripe (not ended at its date); a second cancel reaches Stripe', async () => {
  const u = await stack.register();
  expect((await stack.call('POST', '/api/subscription/trial', u)).status).toBe(201);
  const subId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === u.id)!.id as string;
  expect((await stack.call('POST', '/api/subscription/cancel', u)).json.subscription).toMatchObject({
    cancelAtPeriodEnd: true,
  });
  expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
  // the card form confirms the trial's SetupIntent in the browser; Stripe sets the card and tells us
  fake.subscriptions.get(subId)!.default_payment_method = 'pm_card_visa';
  const withCard = structuredClone(fake.subscriptions.get(subId)!);
  expect((await webhook(event('customer.subscription.updated', withCard, 1))).status).toBe(200);
  expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(false);
  expect(await status(u)).toMatchObject({ plan: 'premium', status: 'trialing', cancelAtPeriodEnd: false });
  // cancelling again is a new request at Stripe, not a replay of the first one's answer
  const again = await stack.call('POST', '/api/subscription/cancel', u);
  expect(again.json.subscription).toMatchObject({ cancelAtPeriodEnd: true });
  expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
});

it('user.deleted cancels the open Stripe subscription', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/get-or-create-subscription', u);
  const subId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === u.id)!.id as string;
  const sender = new EventSender('billing', stack.env.redisUrl, stack.env.redisPrefix);
  try {
    await sender.send(EventNames.userDeleted, { userId: u.id, deletedAt: new Date().toISOString() }, 'auth');
    await until(
      async () => fake.subscriptions.get(subId)!.status,
      (s) => s === 'canceled',
    );
    expect(fake.subscriptions.get(subId)!.status).toBe('canceled');
  } finally {
    await sender.close();
  }
});
