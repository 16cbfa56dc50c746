import { randomUUID } from 'node:crypto';
import { USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import {
  createTestEnv,
  deliverUserDeleted,
  startTestService,
  type TestEnv,
  type TestService,
} from '@pathwise/platform/testing';
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
