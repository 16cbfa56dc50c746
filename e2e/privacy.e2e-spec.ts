// The privacy page and the account controls it points to, through the whole product: the sign-up form's 'Privacy
// Policy' link, "Download my data" (one JSON file with every service's share), and "Delete account" (the current
// password, then signed out to the landing page, and the account gone).
import { readFileSync } from 'node:fs';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

const JOURNEY_TIMEOUT = 120_000;
const browser = useBrowser();

it(
  'privacy page from the sign-up form → download my data → delete the account → signed out, the account gone',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail('privacy');
    const password = 'left-hand-of-darkness';
    await journey('privacy-journey', page, async () => {
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL((url) => url.pathname === '/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      for (const kind of [
        'Your account',
        'Quiz answers',
        'Resumes and their analyses',
        'Saved jobs and applications',
        'Interview practice sessions and drafts',
        'Subscription',
      ]) {
        await page.getByRole('heading', { level: 3, name: kind }).waitFor();
      }
      await page.getByRole('heading', { name: 'Delete your data' }).waitFor();

      await signUpInBrowser(page, { firstName: 'Ursula', lastName: 'Vernon', email, password });
      await page.goto('/dashboard?tab=profile');
      await page.getByRole('heading', { name: 'Your Data' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('pathwise-export.json');
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
        account: { email: string; firstName: string };
        services: { service: string }[];
      };
      expect(exported.account).toMatchObject({ email, firstName: 'Ursula' });
      expect(exported.services.map((s) => s.service)).toEqual(expect.arrayContaining(['career', 'jobs']));
      await page.getByText('Download Ready').first().waitFor();

      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Current Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await dialog.getByText('Current password is incorrect').waitFor();
      await dialog.getByLabel('Current Password').fill(password);
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Account Deleted').first().waitFor();
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

      // The session ended and the account is gone: signing in with it fails.
      const me = await page.request.get('/api/auth/user');
      expect(me.status()).toBe(401);
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign In' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Login Failed').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
