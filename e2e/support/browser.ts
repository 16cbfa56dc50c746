import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOT_DIR = path.join(root, '.test-results/screenshots');

export function baseUrl(): string {
  return JSON.parse(readFileSync(path.join(root, '.test-results/e2e-state.json'), 'utf8')).baseUrl;
}

/** Debian's Chromium, headless, with no network of its own (nothing may download here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newContext(
  browser: Browser,
  opts: { width?: number; height?: number; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    // The accessibility checks add axe-core as an inline script, which the SPA's CSP (script-src 'self') refuses.
    bypassCSP: opts.bypassCSP ?? false,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Runs one journey; on failure keeps a screenshot of its last screen under .test-results/screenshots. */
export async function journey(name: string, page: Page, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (err) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page
      .screenshot({ path: path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true })
      .catch(() => undefined);
    throw err;
  }
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** One headless browser per test file: launched before its journeys, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/** Signs up through the /auth form (Sign Up is its default tab) and waits for the dashboard. */
export async function signUpInBrowser(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
}
