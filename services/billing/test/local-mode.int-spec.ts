import { randomUUID } from 'node:crypto';
import { BillingMessages, EventNames, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { JsonBodyMessages, OutboxEvent } from '@pathwise/platform';
import { EventSender, pendingSchemaChanges, until } from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { SubscriptionEntity } from '../src/subscriptions/subscription.entity.js';
import { BillingStack, type User } from './support/billing-stack.js';

/**
 * Local test mode (no Stripe key) through the real gateway, auth and interview services on PostgreSQL and Redis:
 * trial, checkout with Stripe's test cards, cancellation, history, the premium gate following the plan, hostile input.
 */
let stack: BillingStack;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

beforeAll(async () => {
  stack = await BillingStack.start('billlocal', { interview: true });
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

const status = (u: User) => stack.call('GET', '/api/subscription', u);
const events = async (userId: string) =>
  (await stack.billing.app.get(DataSource).manager.find(OutboxEvent, { order: { occurredAt: 'ASC' } }))
    .filter((e) => e.name === EventNames.subscriptionChanged && (e.payload as { userId: string }).userId === userId)
    .map((e) => e.payload as { plan: string; status: string });
const interview = (u: User) =>
  stack.call('POST', '/api/interview/start', u, { careerPath: 'Data Analyst', experienceLevel: 'mid-level' });

it('has no entity change without a migration', async () => {
  expect(await pendingSchemaChanges(stack.billing.app.get(DataSource))).toEqual([]);
});

it('answers 401 signed out on every user route', async () => {
  for (const [method, path] of [
    ['GET', '/api/subscription'],
    ['POST', '/api/subscription/trial'],
    ['POST', '/api/subscription/cancel'],
    ['POST', '/api/get-or-create-subscription'],
    ['POST', '/api/billing/local/confirm'],
    ['GET', '/api/billing/history'],
    ['POST', '/api/billing/portal'],
  ] as const) {
    expect({ path, status: (await stack.call(method, path, null, method === 'POST' ? {} : undefined)).status }).toEqual(
      {
        path,
        status: 401,
      },
    );
  }
});

it('a new user is free, with the trial available and no portal', async () => {
  const u = await stack.register();
  expect((await status(u)).json).toEqual({
    plan: 'free',
    status: 'none',
    provider: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialAvailable: true,
    checkoutAvailable: true,
    portalAvailable: false,
  });
  expect((await stack.call('POST', '/api/billing/portal', u)).json).toMatchObject({
    message: BillingMessages.portalUnavailable,
  });
  expect((await stack.call('GET', '/api/billing/history', u)).json).toEqual({ invoices: [] });
});

it('the trial: premium at once on the server (403 before, 200 after), once per user ever, cancellable to its end', async () => {
  const u = await stack.register();
  expect((await interview(u)).status).toBe(403);

  const started = await stack.call('POST', '/api/subscription/trial', u);
  expect(started.status).toBe(201);
  expect(started.json.message).toBe(BillingMessages.trialStarted);
  const s = started.json.subscription;
  expect(s).toMatchObject({ plan: 'premium', status: 'trialing', provider: 'local', trialAvailable: false });
  const days = (Date.parse(s.trialEndsAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);

  // Premium the moment the answer arrives (the gateway holds it until auth has the plan): no 'free' in between.
  expect((await stack.call('GET', '/api/auth/user', u)).json.isPremium).toBe(true);
  expect((await interview(u)).status).toBe(200);

  const again = await stack.call('POST', '/api/subscription/trial', u);
  expect(again).toMatchObject({ status: 409, json: { message: BillingMessages.alreadyPremium } });

  const cancel = await stack.call('POST', '/api/subscription/cancel', u);
  expect(cancel.status).toBe(200);
  expect(cancel.json.currentPeriodEnd).toBe(s.trialEndsAt);
  expect(cancel.json.subscription).toMatchObject({ plan: 'premium', status: 'trialing', cancelAtPeriodEnd: true });
  expect(cancel.json.message).toMatch(/Premium stays until \w+ \d+, \d{4}/);
  const twice = await stack.call('POST', '/api/subscription/cancel', u);
  expect(twice).toMatchObject({ status: 200, json: { currentPeriodEnd: s.trialEndsAt } });
  expect(twice.json.message).toMatch(/already cancelled/);
  expect(await events(u.id)).toEqual([
    expect.objectContaining({ plan: 'premium', status: 'trialing' }),
    expect.objectContaining({ plan: 'premium', status: 'trialing' }),
  ]);
});

it('the trial is once per user, ever: after it ended, a second one is refused with a clear 409', async () => {
  const u = await stack.register();
  expect((await stack.call('POST', '/api/subscription/trial', u)).status).toBe(201);
  // end it as the clock would (the clock's own test drives it for real)
  await stack.billing.app
    .get(DataSource)
    .manager.update(SubscriptionEntity, { userId: u.id }, { status: 'canceled', openKey: null, endedAt: new Date() });
  const second = await stack.call('POST', '/api/subscription/trial', u);
  expect(second).toMatchObject({ status: 409, json: { message: BillingMessages.trialAlreadyUsed } });
  expect((await status(u)).json).toMatchObject({ plan: 'free', trialAvailable: false });
});

it('checkout: one subscription however often it is asked for, the test cards, then Already Premium', async () => {
  const u = await stack.register();
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => stack.call('POST', '/api/get-or-create-subscription', u)));
  expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
  expect(a.json).toMatchObject({ provider: 'local', testMode: true, publishableKey: null });
  expect(a.json.clientSecret).toMatch(/^pi_local_\w+_secret_/);
  expect(new Set([a.json.clientSecret, b.json.clientSecret, c.json.clientSecret]).size).toBe(1);
  expect(await stack.billing.app.get(DataSource).manager.countBy(SubscriptionEntity, { userId: u.id })).toBe(1);
  expect((await status(u)).json).toMatchObject({ plan: 'free', status: 'incomplete' });
  const clientSecret = a.json.clientSecret;

  // field errors first: expiry in the past, bad CVC, then a wrong card number
  const fields = await stack.call('POST', '/api/billing/local/confirm', u, {
    ...card,
    clientSecret,
    expiry: '01/20',
    cvc: '12',
  });
  expect(fields.status).toBe(400);
  // the contract's schema answers the format first (the form's own check); the server then checks the date
  expect(fields.json.errors).toEqual({ cvc: "Your card's security code is incomplete." });
  const cvcOnly = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret, cvc: '12' });
  expect(cvcOnly.json.errors).toEqual({ cvc: "Your card's security code is incomplete." });
  const expired = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret, expiry: '10/26' });
  expect(expired).toMatchObject({
    status: 400,
    json: { errors: { expiry: "Your card's expiration date is in the past." } },
  });

  const declined = await stack.call('POST', '/api/billing/local/confirm', u, {
    ...card,
    clientSecret,
    cardNumber: '4000 0000 0000 0002',
  });
  expect(declined).toMatchObject({ status: 402, json: { message: 'Your card was declined.' } });
  expect((await status(u)).json).toMatchObject({ plan: 'free', status: 'incomplete' });

  // another user's client secret confirms nothing and reveals nothing
  const other = await stack.register();
  const stolen = await stack.call('POST', '/api/billing/local/confirm', other, { ...card, clientSecret });
  expect(stolen).toMatchObject({ status: 404, json: { message: BillingMessages.clientSecretUnknown } });
  expect((await status(other)).json.plan).toBe('free');

  expect((await interview(u)).status).toBe(403);
  const paid = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret });
  expect(paid.status).toBe(200);
  expect(paid.json).toMatchObject({
    message: 'Welcome to Premium!',
    subscription: { plan: 'premium', status: 'active', provider: 'local', cancelAtPeriodEnd: false },
  });
  // premium the moment the payment is answered: the premium route and the user agree at once
  expect((await interview(u)).status).toBe(200);
  expect((await stack.call('GET', '/api/auth/user', u)).json.isPremium).toBe(true);
  const periodEnd = Date.parse(paid.json.subscription.currentPeriodEnd);
  expect(periodEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
  // a double click on Pay: the same answer, nothing charged twice
  const double = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret });
  expect(double.status).toBe(200);

  const again = await stack.call('POST', '/api/get-or-create-subscription', u);
  expect(again).toMatchObject({ status: 409, json: { message: 'Already Premium' } });
  const trial = await stack.call('POST', '/api/subscription/trial', u);
  expect(trial).toMatchObject({ status: 409, json: { message: 'Already Premium' } });

  const history = await stack.call('GET', '/api/billing/history', u);
  expect(history.json.invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'failed']);
  expect(history.json.invoices[0]).toMatchObject({ amountCents: 1499, currency: 'usd' });
  expect(history.json.invoices[0].description).toMatch(/4242/);

  // cancel: premium until the period end, said in the answer; twice is harmless
  const cancel = await stack.call('POST', '/api/subscription/cancel', u);
  expect(cancel.json).toMatchObject({
    currentPeriodEnd: paid.json.subscription.currentPeriodEnd,
    subscription: { plan: 'premium', status: 'active', cancelAtPeriodEnd: true },
  });
  expect((await stack.call('POST', '/api/subscription/cancel', u)).status).toBe(200);
  expect((await interview(u)).status).toBe(200);
});

it('a trialing user can save a card (charged at the trial end) and then counts as subscribed', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/subscription/trial', u);
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  const saved = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret: json.clientSecret });
  expect(saved.json.subscription).toMatchObject({ plan: 'premium', status: 'trialing' });
  expect((await stack.call('GET', '/api/billing/history', u)).json.invoices).toEqual([]); // nothing charged yet
  expect((await stack.call('POST', '/api/get-or-create-subscription', u)).status).toBe(409);
});

it('a trialing user who cancelled, then saves a card, is subscribed again (not ended at the trial end)', async () => {
  const u = await stack.register();
  await stack.call('POST', '/api/subscription/trial', u);
  expect((await stack.call('POST', '/api/subscription/cancel', u)).json.subscription).toMatchObject({
    cancelAtPeriodEnd: true,
  });
  // /subscribe has a form for them, and the status says so (the SPA shows Subscribe by it)
  expect((await status(u)).json).toMatchObject({
    status: 'trialing',
    cancelAtPeriodEnd: true,
    checkoutAvailable: true,
  });
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  const saved = await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret: json.clientSecret });
  expect(saved.json.message).toBe('Welcome to Premium!');
  // told 'Welcome to Premium!', the card is charged at the trial end instead of the trial simply ending
  expect(saved.json.subscription).toMatchObject({ plan: 'premium', status: 'trialing', cancelAtPeriodEnd: false });
  expect((await status(u)).json).toMatchObject({ cancelAtPeriodEnd: false, checkoutAvailable: false });
  // a card on file is subscribed: cancelled again, /subscribe still answers 'Already Premium', as the status says
  await stack.call('POST', '/api/subscription/cancel', u);
  expect((await status(u)).json).toMatchObject({ cancelAtPeriodEnd: true, checkoutAvailable: false });
  expect((await stack.call('POST', '/api/get-or-create-subscription', u)).status).toBe(409);
});

it('cancelling with nothing to cancel is a clear 409', async () => {
  const u = await stack.register();
  expect(await stack.call('POST', '/api/subscription/cancel', u)).toMatchObject({
    status: 409,
    json: { message: BillingMessages.nothingToCancel },
  });
});

it('hostile input is a clear 4xx, never a 500', async () => {
  const u = await stack.register();
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  const cases: [unknown, number][] = [
    ['{"clientSecret": ', 400],
    [{ ...card, clientSecret: 123 }, 400],
    [{ ...card, clientSecret: json.clientSecret, cardNumber: 4242424242424242 }, 400],
    [{ ...card, clientSecret: 'pi_x\u0000' }, 400],
    [{ ...card, clientSecret: `${json.clientSecret}\u0000` }, 400],
    [{ ...card, clientSecret: 'x'.repeat(5000) }, 404],
    [[], 400],
    ['null', 400],
  ];
  for (const [body, expected] of cases) {
    const res = await stack.call('POST', '/api/billing/local/confirm', u, body);
    expect({ body, status: res.status, hasMessage: typeof res.json?.message }).toEqual({
      body,
      status: expected,
      hasMessage: 'string',
    });
  }
  expect((await stack.call('POST', '/api/subscription/trial', u, '{"oops')).status).toBe(400);
});

it('hostile input on every billing route is a 4xx with a message and changes nothing', async () => {
  const u = await stack.register();
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  const before = (await status(u)).json;
  const eventsBefore = await events(u.id);
  const clear = async (method: string, path: string, body?: string, contentType = 'application/json') => {
    const res = await stack.call(method, path, u, body, body === undefined ? {} : { 'content-type': contentType });
    return res.status >= 400 && res.status < 500 && typeof res.json?.message === 'string';
  };
  const confirm = { ...card, clientSecret: json.clientSecret };
  const bodies = [
    '{',
    '"text"',
    '{"__proto__": {"plan": "premium"}}',
    JSON.stringify({ ...confirm, cardNumber: '4'.repeat(10_000) }),
    JSON.stringify({ ...confirm, cardNumber: null }),
    JSON.stringify({ ...confirm, expiry: ['12/34'] }),
    JSON.stringify({ ...confirm, cvc: 123 }),
    JSON.stringify({ ...confirm, cvc: '1\u00003' }),
    JSON.stringify({ ...confirm, cardNumber: '\ud800' }),
    JSON.stringify({ ...confirm, clientSecret: 'c'.repeat(200_000) }),
  ];
  for (const body of bodies) {
    const ok = await clear('POST', '/api/billing/local/confirm', body);
    expect({ body: body.slice(0, 80), ok }).toEqual({ body: body.slice(0, 80), ok: true });
  }
  // what was wrong is said: broken JSON, or valid JSON with a key that could rewrite an object's prototype
  const told = async (body: string) => (await stack.call('POST', '/api/billing/local/confirm', u, body)).json?.message;
  expect(await told('{')).toBe('The request body is not valid JSON');
  // an empty body with the JSON header is no body: the missing field is named
  expect((await stack.call('POST', '/api/billing/local/confirm', u, '')).json?.errors).toHaveProperty('clientSecret');
  for (const body of ['{"__proto__": {"plan": "premium"}}', '{"a": [{"constructor": {"prototype": {"x": 1}}}]}']) {
    expect(await told(body)).toBe(JsonBodyMessages.forbiddenKey);
  }
  expect(await clear('POST', '/api/billing/local/confirm', `clientSecret=${json.clientSecret}`, 'text/plain')).toBe(
    true,
  );
  // a route without a body takes an empty one sent with the JSON header (some clients always send it)
  const emptyBody = await stack.call('POST', '/api/billing/portal', u, '');
  expect(emptyBody).toMatchObject({ status: 409, json: { message: BillingMessages.portalUnavailable } });
  // the routes without a body refuse a broken one, or one over the gateway's 1 MB, before doing anything
  for (const path of ['/api/subscription/trial', '/api/subscription/cancel', '/api/get-or-create-subscription']) {
    for (const body of ['{"oops', `{"x": "${'x'.repeat(1_100_000)}"}`]) {
      const ok = await clear('POST', path, body);
      expect({ path, body: body.slice(0, 20), ok }).toEqual({ path, body: body.slice(0, 20), ok: true });
    }
  }
  // Stripe's webhook in local mode: no signature, no secret, junk
  for (const body of ['{', 'null', '{"id": "evt_1", "type": "invoice.paid"}', 'a\u0000b']) {
    const res = await stack.call('POST', '/api/billing/webhook', null, body);
    expect({ body, status: res.status >= 400 && res.status < 500, message: typeof res.json?.message }).toEqual({
      body,
      status: true,
      message: 'string',
    });
  }
  // the reads take no parameters: absurd ones are ignored
  for (const path of ['/api/subscription', '/api/billing/history']) {
    const res = await stack.call('GET', `${path}?page=-1&page=1e9&limit=abc&q=${'q'.repeat(5_000)}`, u);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
  }
  expect((await status(u)).json).toEqual(before);
  expect((await stack.call('GET', '/api/billing/history', u)).json).toEqual({ invoices: [] });
  expect(await events(u.id)).toEqual(eventsBefore);
});

it('user.deleted removes every billing row; the export lists them before', async () => {
  const u = await stack.register();
  const { json } = await stack.call('POST', '/api/get-or-create-subscription', u);
  await stack.call('POST', '/api/billing/local/confirm', u, { ...card, clientSecret: json.clientSecret });
  const exported = await stack.billing.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: u.id } });
  expect(exported.json.service).toBe('billing');
  expect(exported.json.data.subscriptions).toHaveLength(1);
  expect(exported.json.data.subscriptions[0]).not.toHaveProperty('clientSecret');
  expect(exported.json.data.invoices).toHaveLength(1);

  const sender = new EventSender('billing', stack.env.redisUrl, stack.env.redisPrefix);
  try {
    const event = { userId: u.id, deletedAt: new Date().toISOString() };
    const id = randomUUID();
    await sender.send(EventNames.userDeleted, event, 'auth', id);
    await sender.send(EventNames.userDeleted, event, 'auth', id);
    const ds = stack.billing.app.get(DataSource);
    await until(
      () => ds.manager.countBy(SubscriptionEntity, { userId: u.id }),
      (n) => n === 0,
    );
    expect(await ds.manager.countBy(SubscriptionEntity, { userId: u.id })).toBe(0);
    const after = await stack.billing.call('GET', USER_DATA_EXPORT_PATH, { as: { userId: u.id } });
    expect(after.json.data).toEqual({ account: null, subscriptions: [], invoices: [] });
  } finally {
    await sender.close();
  }
});
