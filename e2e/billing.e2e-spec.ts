import type { Page } from 'playwright-core';
import { axeAudit } from './support/axe.js';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

// `npm start` runs billing in local test mode (no STRIPE_* keys): the test-card form, Stripe's documented test cards.
// Each screen of the billing journeys is also checked with axe-core: no serious or critical violation.
const JOURNEY_TIMEOUT = 120_000;
const browser = useBrowser();

async function signUp(page: Page, tag: string): Promise<void> {
  await signUpInBrowser(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(tag),
    password: 'cobol-1959',
  });
}

/** The dashboard's Account Type card shows the plan (the session's, which every Premium button follows). */
async function accountTypeIs(page: Page, plan: 'Premium' | 'Free'): Promise<void> {
  await page
    .getByText('Account Type')
    .locator('xpath=ancestor::*[@data-slot="card"][1]')
    .getByText(plan, { exact: true })
    .waitFor();
}

/** A premium-only screen, decided once its frame is on screen: the gate panel shows for free users only. */
async function gateShown(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await page.getByRole('main').waitFor();
  // The plan is known before the screen renders (the session is read first), so the frame decides it.
  return (await page.getByText('Premium Feature', { exact: true }).count()) > 0;
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe for $14.99/month' }).click();
}

it(
  'free user → 7-day trial without a card → interview practice and the AI assistant unlocked',
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    const axe = axeAudit(page);
    await journey('billing-trial', page, async () => {
      await signUp(page, 'trial');
      await accountTypeIs(page, 'Free');
      expect(await gateShown(page, '/interview-practice')).toBe(true);

      // Every upgrade path leads to checkout: here the premium gate's Upgrade.
      await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
      await page.waitForURL('**/subscribe');
      await page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' }).waitFor();
      await page.getByRole('heading', { name: 'Start your 7-day free trial, no card required' }).waitFor();
      await page.getByLabel('Card number').waitFor();
      await axe.check('subscribe: the trial offer beside the test-mode card form');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();

      await page.waitForURL('**/dashboard');
      await page.getByText('Free Trial Started').first().waitFor();
      await accountTypeIs(page, 'Premium');
      expect(await page.getByRole('heading', { name: 'Unlock Premium' }).count()).toBe(0);

      expect(await gateShown(page, '/interview-practice')).toBe(false);
      expect(await gateShown(page, '/ai-assistant')).toBe(false);

      // The membership card counts the trial down; the trial is once per user, so /subscribe no longer offers it.
      await page.goto('/dashboard?tab=profile');
      await page.getByText('Trial days left').waitFor();
      await page.getByText('7 days').waitFor();
      await page.getByText('No payments yet.').waitFor();
      await axe.check('membership: a trial');
      axe.expectClean();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  "free user → test card 4242… → 'Welcome to Premium!' → cancel → still Premium until the date shown",
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    const axe = axeAudit(page);
    await journey('billing-subscribe-cancel', page, async () => {
      await signUp(page, 'subscribe');
      await page.getByRole('link', { name: 'Upgrade to Premium' }).first().click();
      await page.waitForURL('**/subscribe');
      await page.getByText('Test mode: no real card is charged').waitFor();
      // An empty form says what is missing under each field, and sends nothing.
      await page.getByRole('button', { name: 'Subscribe for $14.99/month' }).click();
      await page.getByText('Your card number is incomplete.').waitFor();
      await page.getByText("Your card's security code is incomplete.").waitFor();
      await axe.check('subscribe: field messages');
      await payWith(page, '4242 4242 4242 4242');

      await page.waitForURL('**/dashboard');
      await page.getByText('Welcome to Premium!').first().waitFor();
      await accountTypeIs(page, 'Premium');

      await page.goto('/dashboard?tab=profile');
      await page.getByText('Renews on').waitFor();
      const history = page.getByRole('table', { name: 'Invoices, newest first' });
      await history.getByRole('row').filter({ hasText: '$14.99' }).filter({ hasText: 'Paid' }).waitFor();

      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('alertdialog');
      const keep = (await dialog.getByText(/You keep Premium features until/).textContent()) ?? '';
      const date = /until ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(keep)?.[1];
      expect(date).toBeDefined();
      await dialog.getByText('No refund will be provided for unused time.').waitFor();
      await dialog.getByText('All sales are final.').waitFor();
      await axe.check('membership: the cancel dialog');
      await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();

      await page.getByText('Subscription Cancelled').first().waitFor();
      await page.getByText(`Premium features stay available until ${date}`).first().waitFor();
      await page.getByText('Premium until').waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
      await axe.check('membership: cancelled, with the billing history');

      // Still Premium after a fresh load: the session, not only this page's memory, keeps the paid period.
      await page.goto('/dashboard');
      await accountTypeIs(page, 'Premium');
      expect(await gateShown(page, '/interview-practice')).toBe(false);
      await page.goto('/dashboard?tab=profile');
      await page.getByText(`${date}`).first().waitFor();
      axe.expectClean();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  "declined test card 4000…0002 → 'Payment Failed', still Free (at phone width)",
  async () => {
    const context = await newContext(browser(), { width: 390, height: 844, bypassCSP: true });
    const page = await context.newPage();
    const axe = axeAudit(page);
    await journey('billing-declined', page, async () => {
      await signUp(page, 'declined');
      await page.goto('/pricing');
      await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
      await page.waitForURL('**/subscribe');
      await payWith(page, '4000 0000 0000 0002');
      await page.getByText('Payment Failed').first().waitFor();
      await page.getByText('Your card was declined.').first().waitFor();
      // The form stays for another card; nothing was granted.
      await page.getByRole('button', { name: 'Subscribe for $14.99/month' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/subscribe');
      await axe.check('subscribe: payment failed (phone)');
      await page.goto('/dashboard');
      await accountTypeIs(page, 'Free');
      axe.expectClean();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
