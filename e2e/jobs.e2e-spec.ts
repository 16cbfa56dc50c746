// Browser journey of job search on a fresh machine with no board keys: the demo index answers, the user saves a
// job, records an application and sees it as Applied; the dashboard's Job Search tile leads there, and the demo
// screen shows its sample listings.
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

const JOURNEY_TIMEOUT = 120_000;
const browser = useBrowser();

it(
  'searches, saves, records an application and shows the job as Applied',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await journey('jobs search save apply', page, async () => {
      await signUpInBrowser(page, {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: uniqueEmail('jobs'),
        password: 'secret-123',
      });
      await page
        .getByRole('link', { name: /Job Search/ })
        .first()
        .click();
      await page.waitForURL('**/jobs');
      await page.getByRole('heading', { name: 'Find Your Next Job' }).waitFor();
      await page.getByText('Enter a job title, keywords or a location').waitFor();

      await page.getByLabel('Job Title or Keywords').fill('registered nurse');
      await page.getByLabel('Location').fill('New York, NY');
      await page.getByRole('button', { name: 'Search Jobs' }).click();
      await page.getByText(/^Showing \d+ of \d+ jobs$/).waitFor();
      await page.getByText('Demo Mode Active').waitFor();
      const card = page.getByRole('article').first();
      const title = (await card.getByRole('heading').textContent())!.trim();
      expect(title).toMatch(/nurse/i);
      expect(await card.getByText('New York, NY').count()).toBe(1);

      await card.getByRole('button', { name: `Save ${title}` }).click();
      await page.getByText('Job has been added to your saved list.').first().waitFor();
      await card.getByRole('button', { name: `Remove ${title} from saved jobs` }).waitFor();

      await card.getByRole('button', { name: 'Apply', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Record Job Application' });
      await dialog.getByLabel('Notes (Optional)').fill('Applied on the hospital site; follow up Friday.');
      await dialog.getByRole('button', { name: 'Record Application' }).click();
      await page.getByText('Your job application has been recorded for tracking.').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const applied = card.getByRole('button', { name: 'Applied' });
      await applied.waitFor();
      expect(await applied.isDisabled()).toBe(true);
      expect(await card.getByRole('img', { name: 'Applied' }).count()).toBe(1);

      // after a reload the save and the application are still there (read from the server)
      await page.reload();
      const again = page.getByRole('article').filter({ hasText: title }).first();
      await again.getByRole('button', { name: 'Applied' }).waitFor();
      await again.getByRole('button', { name: `Remove ${title} from saved jobs` }).waitFor();

      // the career service hears job.applied: the progress tab's "Apply to jobs" step is done (the event is
      // delivered asynchronously, so the tab is read again until it says so)
      const applyStep = page.getByRole('link', { name: /Apply to jobs.*\(done\)/ });
      for (let attempt = 0; attempt < 20 && !(await applyStep.count()); attempt++) {
        await page.goto('/dashboard?tab=progress');
        await page.getByText(/steps complete/).waitFor();
      }
      expect(await applyStep.count()).toBe(1);
      await page.goto('/jobs?keyword=registered+nurse&location=New+York%2C+NY');
      await page.getByText(/^Showing \d+ of \d+ jobs$/).waitFor();

      // a broader search pages on: the next page shows other jobs
      await page.getByLabel('Location').fill('');
      await page.getByRole('button', { name: 'Search Jobs' }).click();
      await page.waitForURL((url) => !url.search.includes('location'));
      await page.getByText(/^Showing 12 of \d+ jobs$/).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Page 2').waitFor();
      await page.waitForURL(/page=2/);
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  'shows the empty state with its way out, and the demo screen with its three sample jobs',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await journey('jobs empty and demo', page, async () => {
      await signUpInBrowser(page, {
        firstName: 'Amy',
        lastName: 'Santiago',
        email: uniqueEmail('jobs2'),
        password: 'secret-123',
      });
      await page.goto('/jobs?keyword=zzqxvb%20nonexistent');
      await page.getByRole('heading', { name: 'No jobs found' }).waitFor();
      await page.getByText('Try adjusting your search terms or filters to find more jobs.').waitFor();
      await page.getByRole('link', { name: 'Try Demo Job Search' }).click();
      await page.waitForURL('**/demo-jobs');
      await page.getByRole('heading', { name: 'Job Search Demo' }).waitFor();
      await page.getByText('Select a job to view details').waitFor();
      expect(await page.getByRole('list', { name: 'Sample jobs' }).getByRole('listitem').count()).toBe(3);
      await page.getByRole('button', { name: /Data Analyst/ }).click();
      await page.getByRole('button', { name: 'Apply Now (Demo)' }).waitFor();
      await page.getByRole('heading', { name: 'Benefits' }).waitFor();
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
