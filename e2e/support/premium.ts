import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EventNames } from '@pathwise/contracts';
import { EventSender } from '@pathwise/platform/testing';
import type { Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether the billing service is part of this build (then its trial route makes users premium). */
const billingLanded = () => existsSync(path.join(root, 'services/billing/package.json'));

/**
 * Makes the signed-in user of `page` premium, then waits until the gateway sees them so.
 *
 * With the billing service on main: the product's own way, `POST /api/subscription/trial` (a 7-day trial, no card).
 * Until then, TEST SUPPORT ONLY: a `subscription.changed` event delivered to the auth service's event queue, exactly
 * as billing's outbox relay will deliver it; auth updates the user and their live sessions, and the gateway reads the
 * plan from the session as it always does (nothing is stubbed). Remove this branch once billing has landed.
 */
export async function makePremium(page: Page): Promise<void> {
  if (billingLanded()) {
    const res = await page.request.post('/api/subscription/trial');
    if (!res.ok()) throw new Error(`the free trial did not start: ${res.status()} ${await res.text()}`);
  } else {
    await grantPremiumThroughSubscriptionEvent(page);
  }
  await waitForPremium(page);
}

/** Test support until billing lands: see makePremium. */
async function grantPremiumThroughSubscriptionEvent(page: Page): Promise<void> {
  const me = await (await page.request.get('/api/auth/user')).json();
  if (!me?.id) throw new Error('no signed-in user to make premium');
  const state = JSON.parse(readFileSync(path.join(root, '.test-results/e2e-state.json'), 'utf8'));
  const sender = new EventSender('auth', state.redisUrl, state.redisPrefix);
  try {
    await sender.send(
      EventNames.subscriptionChanged,
      { userId: me.id, plan: 'premium', status: 'active', currentPeriodEnd: null },
      'billing',
    );
  } finally {
    await sender.close();
  }
}

/** Polls the current user until the gateway reports the premium plan (the event is handled asynchronously). */
async function waitForPremium(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const me = await (await page.request.get('/api/auth/user')).json();
    if (me?.isPremium === true) return;
    if (Date.now() > deadline) throw new Error('the user did not become premium');
    await new Promise((r) => setTimeout(r, 200));
  }
}
