// Browser journeys of Insights (Premium's advanced analytics and personalised coaching): a free user finds it on the
// dashboard and sees what it is and the way to Premium; a premium user (free trial) with some practice and a saved
// job sees the charts, their figures and a weekly coaching plan whose actions lead to the screens where they are done.
import type { Page } from 'playwright-core';
import { axeAudit } from './support/axe.js';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';
import { makePremium } from './support/premium.js';

const JOURNEY_TIMEOUT = 180_000;
/** An evaluation goes through the queue and a worker: allow for a cold worker on a busy machine. */
const AI_TIMEOUT = 45_000;

const browser = useBrowser();

const signUp = (page: Page, firstName: string) =>
  signUpInBrowser(page, {
    firstName,
    lastName: 'Okafor',
    email: uniqueEmail('insights'),
    password: 'insights-journey',
  });

it(
  'a free user finds Insights on the dashboard, sees what it offers and the way to upgrade',
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    const axe = axeAudit(page);
    await journey('insights-free', page, async () => {
      await signUp(page, 'Chidi');
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Insights', exact: true }).waitFor();
      await page.getByRole('link', { name: 'See Insights' }).click();
      await page.waitForURL('**/insights');
      await page.getByText('Premium Feature').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
      expect(await page.getByRole('list', { name: 'Insights benefits' }).getByRole('listitem').count()).toBe(5);
      await axe.check('insights: free preview');
      await page.getByRole('link', { name: 'Upgrade' }).click();
      await page.waitForURL('**/subscribe');
      axe.expectClean();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  'a premium user sees charts of their own data and a weekly plan that links to where each action is done',
  async () => {
    const context = await newContext(browser(), { bypassCSP: true });
    const page = await context.newPage();
    const axe = axeAudit(page);
    await journey('insights-premium', page, async () => {
      await signUp(page, 'Eleanor');
      await makePremium(page);

      // some data of their own: one evaluated interview answer and one saved job (the product's own routes)
      const evaluated = await page.request.post('/api/interview/evaluate', {
        data: {
          question: 'Tell me about a time you fixed a problem for your team.',
          response:
            'Our builds failed twice a week. I found two tests sharing a database, gave each its own schema, and ' +
            'the build then passed for 30 days in a row.',
          careerPath: 'Software Engineer',
        },
        timeout: AI_TIMEOUT,
      });
      expect(evaluated.ok()).toBe(true);
      const search = await page.request.get('/api/jobs/search?keyword=software');
      const [job] = ((await search.json()) as { jobs: { id: string }[] }).jobs;
      expect((await page.request.post('/api/jobs/save', { data: { jobId: job!.id } })).ok()).toBe(true);

      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Open Insights' }).click();
      await page.waitForURL('**/insights');
      await page.getByRole('heading', { name: 'Your coaching plan this week' }).waitFor();

      // the charts, each an image with a name, and its figures on demand
      const interview = page.getByRole('img', { name: 'Interview scores by rubric part' });
      await interview.waitFor();
      await page.getByRole('figure', { name: 'Saved and applied jobs' }).getByText('Saved', { exact: true }).waitFor();
      // no quiz and no resume yet: the empty states say what to do
      await page.getByText(/No quiz yet/).waitFor();
      await page.getByText(/No resume yet/).waitFor();
      await page.getByText('Show the figures').first().click();
      await page.getByRole('table', { name: 'Interview scores by rubric part' }).getByText('Overall').waitFor();

      const actions = page.getByRole('list', { name: 'Coaching plan' }).getByRole('listitem');
      const count = await actions.count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
      await axe.check('insights: premium (desktop)');
      await page.setViewportSize({ width: 390, height: 844 });
      await axe.check('insights: premium (phone)');

      // an action leads to the screen where it is done
      await page.getByRole('list', { name: 'Coaching plan' }).getByRole('link', { name: 'Take Quiz' }).click();
      await page.waitForURL('**/quiz');
      axe.expectClean();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
