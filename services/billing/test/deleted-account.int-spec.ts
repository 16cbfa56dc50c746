import { randomUUID } from 'node:crypto';
import { BillingMessages, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import {
  createTestEnv,
  deliverEvent,
  deliverUserDeleted,
  startTestService,
  type TestEnv,
  type TestService,
} from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { type BillingConfig, BillingEnv, createBillingApp } from '../src/app.js';

/**
 * A billing call whose request was signed before the account was deleted (the trial, a checkout, the card form sent
 * while the user deleted the account in another tab) answers 401 and leaves no billing row behind: no account, no
 * subscription, nothing the billing clock would renew.
 */
let env: TestEnv;
let svc: TestService<BillingConfig>;

beforeAll(async () => {
  env = await createTestEnv('billingdeleted');
  svc = await startTestService({
    label: 'billingdeleted',
    schema: BillingEnv,
    createApp: createBillingApp,
    testEnv: env,
  });
}, 60_000);

afterAll(async () => {
  await svc?.close();
  await env?.cleanup();
});

it('starts no trial or checkout for a user whose account was deleted while the call was on its way', async () => {
  const userId = randomUUID();
  const as = { as: { userId } };
  const blank = (await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json;

  expect(await deliverUserDeleted('billing', svc, userId)).toBe(true);

  const trial = await svc.call('POST', '/api/subscription/trial', as);
  const checkout = await svc.call('POST', '/api/get-or-create-subscription', as);
  expect([trial.status, checkout.status]).toEqual([401, 401]);
  expect((await svc.call('GET', USER_DATA_EXPORT_PATH, as)).json).toEqual(blank);
});

const register = async (email: string) => {
  const userId = randomUUID();
  expect(
    await deliverEvent('billing', svc, 'user.registered', { userId, email, firstName: 'Ann', lastName: 'Lee' }),
  ).toBe(true);
  return { as: { userId } };
};

it('gives no second free trial to a person who deleted the account and signed up again with the same address', async () => {
  const first = await register('trial.once@example.com');
  expect((await svc.call('GET', '/api/subscription', first)).json.trialAvailable).toBe(true);
  expect((await svc.call('POST', '/api/subscription/trial', first)).status).toBe(201);
  expect(await deliverUserDeleted('billing', svc, first.as.userId)).toBe(true);

  // the same mailbox, written another way
  const again = await register(' Trial.Once+back@Example.com');
  expect((await svc.call('GET', '/api/subscription', again)).json).toMatchObject({
    plan: 'free',
    trialAvailable: false,
  });
  expect(await svc.call('POST', '/api/subscription/trial', again)).toMatchObject({
    status: 409,
    json: { message: BillingMessages.trialAlreadyUsed },
  });
  // paying is still open to them
  expect((await svc.call('POST', '/api/get-or-create-subscription', again)).status).toBe(200);

  // what is kept of the deleted account: a hash of the address, nothing that names it or its user
  const kept = await svc.app.get(DataSource).query(`SELECT * FROM "billing"."spent_trials"`);
  expect(JSON.stringify(kept)).not.toMatch(/trial\.once|example|${first.as.userId}/i);
  expect(Object.keys(kept[0]).sort()).toEqual(['email_hash', 'trial_started_at']);
});

it('still gives a trial to a returning person who never had one, and follows an address change', async () => {
  const first = await register('never.tried@example.com');
  expect(await deliverUserDeleted('billing', svc, first.as.userId)).toBe(true);
  const again = await register('never.tried@example.com');
  expect((await svc.call('POST', '/api/subscription/trial', again)).status).toBe(201);

  // the trial goes with each address the account has had
  await deliverEvent('billing', svc, 'user.updated', {
    userId: again.as.userId,
    email: 'new.address@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    location: null,
  });
  expect(await deliverUserDeleted('billing', svc, again.as.userId)).toBe(true);
  const third = await register('new.address@example.com');
  expect((await svc.call('POST', '/api/subscription/trial', third)).status).toBe(409);
});

it('keeps the newer address whichever of user.registered and user.updated arrives first', async () => {
  const userId = randomUUID();
  const as = { as: { userId } };
  const registeredAt = new Date(Date.now() - 60_000).toISOString();
  const updatedAt = new Date(Date.now() - 30_000).toISOString();
  // the change of address is delivered before the registration it followed
  const updated = { userId, email: 'moved.on@example.com', firstName: 'Ann', lastName: 'Lee', location: null };
  expect(await deliverEvent('billing', svc, 'user.updated', updated, 'auth', updatedAt)).toBe(true);
  const registered = { userId, email: 'moved.from@example.com', firstName: 'Ann', lastName: 'Lee' };
  expect(await deliverEvent('billing', svc, 'user.registered', registered, 'auth', registeredAt)).toBe(true);

  expect((await svc.call('POST', '/api/subscription/trial', as)).status).toBe(201);
  expect(await deliverUserDeleted('billing', svc, userId)).toBe(true);
  // the trial went with the address the account had last, so that address gets no second one
  const again = await register('moved.on@example.com');
  expect((await svc.call('POST', '/api/subscription/trial', again)).status).toBe(409);
});

it('counts a trial spent by an older address that arrives late, as it would have in order', async () => {
  const spent = await register('spent.before@example.com');
  expect((await svc.call('POST', '/api/subscription/trial', spent)).status).toBe(201);
  expect(await deliverUserDeleted('billing', svc, spent.as.userId)).toBe(true);

  const userId = randomUUID();
  const as = { as: { userId } };
  const updated = { userId, email: 'fresh.now@example.com', firstName: 'Ann', lastName: 'Lee', location: null };
  expect(await deliverEvent('billing', svc, 'user.updated', updated, 'auth', new Date().toISOString())).toBe(true);
  const registered = { userId, email: 'spent.before@example.com', firstName: 'Ann', lastName: 'Lee' };
  const earlier = new Date(Date.now() - 60_000).toISOString();
  expect(await deliverEvent('billing', svc, 'user.registered', registered, 'auth', earlier)).toBe(true);
  expect(await svc.call('POST', '/api/subscription/trial', as)).toMatchObject({
    status: 409,
    json: { message: BillingMessages.trialAlreadyUsed },
  });
});
