import type { Page } from 'playwright-core';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

const JOURNEY_TIMEOUT = 120_000;
const PHONE = { width: 390, height: 844 };

const browser = useBrowser();

/** How far the page sticks out past the right edge of the screen, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** An address of exactly `length` characters, unique to this run. */
function longEmail(length: number): string {
  const unique = uniqueEmail('x');
  return `${'m'.repeat(length - unique.length)}${unique}`;
}

it(
  'at 390 px: first-visit greeting, a 40-character email on the profile, a refused fake PNG, a failed dashboard',
  async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const email = longEmail(40);
    expect(email).toHaveLength(40);
    await journey('new-user-phone', page, async () => {
      await signUpInBrowser(page, { firstName: 'Octavia', lastName: 'Butler', email, password: 'parable-sower' });
      // The visit that created the account is not a return.
      await page.getByRole('heading', { level: 1, name: 'Welcome to Pathwise, Octavia!' }).waitFor();
      expect(await page.getByText(/Welcome back/).count()).toBe(0);

      // The profile cards stay within the screen, the long address wrapped inside its card.
      await page.getByRole('tab', { name: 'Profile' }).click();
      await page.getByText(email).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const cards = await page.locator('[data-slot="card"]').evaluateAll((els) =>
        els.map((el) => {
          const rect = el.getBoundingClientRect();
          return { left: rect.left, right: rect.right };
        }),
      );
      expect(cards.length).toBeGreaterThanOrEqual(4);
      for (const card of cards) {
        expect(card.left).toBeGreaterThanOrEqual(0);
        expect(card.right).toBeLessThanOrEqual(PHONE.width);
      }

      // A file that calls itself a PNG but is not one: the spec's toast, and the server's reason beside the picture.
      await page.getByLabel('Choose profile picture').setInputFiles({
        name: 'holiday.png',
        mimeType: 'image/png',
        buffer: Buffer.from('%PDF-1.4 this is not an image at all'),
      });
      await page.getByRole('button', { name: 'Upload Picture' }).click();
      await page.getByText('Upload Failed').first().waitFor();
      await page.getByText('Failed to upload profile picture').first().waitFor();
      const reason = page.getByTestId('picture-refusal');
      await reason.waitFor();
      expect(await reason.innerText()).toMatch(/Invalid File Type: Please select an image file/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // When the dashboard's /graphql request fails the overview says so and offers a retry, never "0 / Take quiz".
      let failDashboard = true;
      await page.route('**/graphql', (route) =>
        failDashboard
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'The career service is unavailable', code: 'SERVICE_UNAVAILABLE' }),
            })
          : route.continue(),
      );
      await page.goto('/dashboard');
      const unavailable = page.getByTestId('dashboard-unavailable');
      await unavailable.waitFor();
      expect(await page.getByText('Take quiz to get matches').count()).toBe(0);
      expect(await page.getByText('No career matches yet').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      failDashboard = false;
      await unavailable.getByRole('button', { name: 'Try Again' }).click();
      await page.getByText('Take quiz to get matches').waitFor();
      await unavailable.waitFor({ state: 'detached' });
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

/** Answers the question on screen: a text answer, else the first option (or rating) offered. */
async function answerCurrentQuestion(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const text = main.getByPlaceholder('Type your answer here...');
  if ((await text.count()) > 0) return text.fill('Librarian');
  const radio = main.getByRole('radio');
  if ((await radio.count()) > 0) return radio.first().check();
  return main.getByRole('checkbox').first().check();
}

it(
  'at 390 px: quiz answers are kept as a draft through a reload and Exit Quiz, after asking',
  async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await journey('quiz-draft-phone', page, async () => {
      await signUpInBrowser(page, {
        firstName: 'Ursula',
        lastName: 'Le Guin',
        email: uniqueEmail('draft'),
        password: 'earthsea-wizard',
      });
      await page.goto('/quiz');
      const heading = (n: number) =>
        page.getByRole('heading', { level: 1, name: new RegExp(`^Question ${n} of \\d+$`) });
      await heading(1).waitFor();
      for (const n of [1, 2, 3]) {
        await heading(n).waitFor();
        await answerCurrentQuestion(page);
        await page.getByRole('button', { name: /Next Question/ }).click();
      }
      await heading(4).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.reload();
      await heading(4).waitFor();
      await page
        .getByTestId('quiz-draft-restored')
        .getByText(/Your 3 answers from last time are restored/)
        .waitFor();
      for (const n of [3, 2, 1]) {
        await page.getByRole('button', { name: 'Previous' }).click();
        await heading(n).waitFor();
        expect(await page.getByRole('button', { name: /Next Question/ }).isEnabled()).toBe(true);
      }
      expect(await page.getByPlaceholder('Type your answer here...').inputValue()).toBe('Librarian');
      for (const n of [2, 3]) {
        await page.getByRole('button', { name: /Next Question/ }).click();
        await heading(n).waitFor();
      }

      // Exit Quiz asks first; staying keeps the page, leaving keeps the draft for the next visit.
      await page.getByRole('link', { name: 'Exit Quiz' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Exit the quiz?' });
      await dialog.getByText(/You have answered 3 of \d+ questions/).waitFor();
      await dialog.getByRole('button', { name: 'Keep Answering' }).click();
      await dialog.waitFor({ state: 'detached' });
      await heading(3).waitFor();
      await page.getByRole('link', { name: 'Exit Quiz' }).click();
      await dialog.getByRole('button', { name: 'Exit Quiz' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/quiz');
      await heading(3).waitFor();
      await page.getByTestId('quiz-draft-restored').waitFor();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
