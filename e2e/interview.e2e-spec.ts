// Browser journeys of the premium screens as a premium user: a whole practice interview (setup, every question,
// results with scores and the rubric, a retried question, the history) and a reply draft to an employer's message,
// against the running interview service and its worker.
import type { Page } from 'playwright-core';
import { baseUrl, journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';
import { axeAudit } from './support/axe.js';
import { makePremium } from './support/premium.js';

const JOURNEY_TIMEOUT = 180_000;
/** Questions and evaluations go through the queue and a worker: allow for a cold worker on a busy machine. */
const AI_TIMEOUT = 45_000;

const browser = useBrowser();

/** The visible toast's description (the notification area also repeats it for screen readers). */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

async function premiumUser(page: Page, firstName: string): Promise<void> {
  await signUpInBrowser(page, {
    firstName,
    lastName: 'Rivera',
    email: uniqueEmail('interview'),
    password: 'interview-journey',
  });
  await makePremium(page);
}

const STRONG =
  'At my last internship our release pipeline failed twice a week and blocked the team. My task was to find the cause ' +
  'and fix it before the next sprint. I read the CI logs, found that two flaky integration tests shared a database, ' +
  'gave each test its own schema, and added a Git pre-merge check in our code review. As a result the build passed ' +
  'for 30 days in a row and we shipped 4 releases on time; my lead asked me to document the fix for the other teams.';

it(
  'a premium user practises an interview: setup, one question at a time, results with scores and feedback, a retry, the history',
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    // axe-core over each stage: no serious or critical violation (checked where it stands, asserted at the end)
    const axe = axeAudit(page);
    await journey('interview-practice-journey', page, async () => {
      await premiumUser(page, 'Jordan');
      await page.goto('/interview-practice');
      await page.getByRole('heading', { level: 1, name: 'AI Interview Practice' }).waitFor();

      // both choices are required
      await page.getByRole('button', { name: 'Start Interview' }).click();
      await toast(page, 'Please select a career path and experience level.').waitFor();

      await axe.check('interview setup');
      await page.getByRole('radio', { name: 'Software Engineer' }).check();
      await page.getByRole('radio', { name: 'Entry Level (0-2 years)' }).check();
      await page.getByRole('button', { name: 'Start Interview' }).click();
      const counter = page.getByText(/^Question \d+ of \d+$/);
      await counter.waitFor({ timeout: AI_TIMEOUT });
      const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
      expect(total).toBeGreaterThanOrEqual(5);
      expect(total).toBeLessThanOrEqual(8);

      for (let i = 1; i <= total; i++) {
        await page.getByText(`Question ${i} of ${total}`).waitFor({ timeout: AI_TIMEOUT });
        await page.getByText(/^Expected length: /).waitFor();
        // hints start hidden on every question
        await page.getByRole('button', { name: 'Show Hints' }).click();
        await page.getByRole('list', { name: 'Hints' }).waitFor();
        if (i === 1) {
          await axe.check('interview question with hints');
          await page.getByRole('button', { name: 'Start Recording' }).click();
          await toast(page, /Voice recording is simulated/).waitFor();
          await page.getByRole('button', { name: 'Stop Recording' }).click();
        }
        await page.getByLabel('Your Response').fill(i === 1 ? 'I like computers.' : STRONG);
        await page.getByRole('button', { name: 'Submit Answer' }).click();
      }

      // the last answer's evaluation moves the screen to the results
      await page.getByRole('heading', { name: 'Interview Complete!' }).waitFor({ timeout: AI_TIMEOUT });
      const cards = page.getByTestId('result-card');
      expect(await cards.count()).toBe(total);
      const first = cards.nth(0);
      await first.getByText('I like computers.').waitFor();
      const weak = Number((await first.getByTestId('score-badge').textContent())!.split('/')[0]);
      expect(weak).toBeLessThan(70);
      expect(await first.getByTestId('score-badge').getAttribute('data-variant')).toBe('secondary');
      await first.getByRole('button', { name: 'Rubric and stronger outline' }).click();
      await first.getByText('A stronger outline of your answer').waitFor();
      await first.getByText('Scored by the built-in engine').waitFor();
      await axe.check('interview results with the rubric open');

      // retry the weak answer: the new score is compared with the old one
      await first.getByRole('button', { name: 'Retry this question' }).click();
      await first.getByLabel('Your new answer').fill(STRONG);
      await first.getByRole('button', { name: 'Submit Retry' }).click();
      await first.getByText(/^Up \d+ points/).waitFor({ timeout: AI_TIMEOUT });
      await first.getByText(new RegExp(`^${weak} → \\d+$`)).waitFor();

      // Practice Again returns to setup, where the finished session is in the history
      await page.getByRole('button', { name: 'Practice Again' }).click();
      await page.getByRole('button', { name: 'Start Interview' }).waitFor();
      const history = page.getByRole('list', { name: 'Past sessions' });
      await history.getByText('Software Engineer').waitFor();
      await history.getByRole('button', { name: 'Review' }).click();
      await page.getByRole('heading', { name: 'Session Review' }).waitFor();
      await page
        .getByTestId('result-card')
        .first()
        .getByText(new RegExp(`^${weak} → \\d+$`))
        .waitFor();
      await axe.check('interview session review');
    });
    await context.close();
    axe.expectClean();
  },
  JOURNEY_TIMEOUT,
);

it(
  'a premium user drafts a reply to an employer from a canned example, copies it, and finds it among the recent conversations',
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    const axe = axeAudit(page);
    await journey('ai-assistant-journey', page, async () => {
      await premiumUser(page, 'Casey');
      await page.goto('/ai-assistant');
      await page.getByRole('heading', { level: 1, name: 'AI Assistant' }).waitFor();

      await page.getByRole('button', { name: 'Generate Response' }).click();
      await toast(page, "Please enter the employer's request or message.").waitFor();

      await page.getByRole('button', { name: 'Interview scheduling' }).click();
      await page.getByRole('button', { name: 'Generate Response' }).click();
      const card = page.getByTestId('draft-card');
      await card.waitFor({ timeout: AI_TIMEOUT });
      await toast(page, 'Your AI response draft is ready.').waitFor();
      const draft = await card.getByRole('textbox').inputValue();
      expect(draft).toMatch(/^Hi|^Hello/);
      expect(draft).toMatch(/Casey Rivera$/);
      await card.getByText('Written by the built-in engine').waitFor();

      await card.getByRole('button', { name: 'Copy' }).click();
      await card.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(draft);

      const recent = page.getByRole('list', { name: 'Recent conversations' });
      await recent.getByText(/video interview next week/).waitFor();
      await axe.check('assistant with a draft');
    });
    axe.expectClean();
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
