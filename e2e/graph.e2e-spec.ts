import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { createGatewayApp, loadGatewayConfig } from '../gateway/src/app.js';
import { SERVICES } from '../scripts/lib.mjs';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';
import { makePremium } from './support/premium.js';

/**
 * The dashboard through the read graph in a real browser: one /graphql request fills every section, and with one
 * service unreachable the page shows what arrived and says which part could not be loaded.
 */
const JOURNEY_TIMEOUT = 240_000;
const browser = useBrowser();
const root = path.resolve(import.meta.dirname, '..');

interface E2eState {
  redisUrl: string;
  redisPrefix: string;
  internalSecret: string;
  servicePortBase: number;
}
const state = (): E2eState => JSON.parse(readFileSync(path.join(root, '.test-results/e2e-state.json'), 'utf8'));

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A second gateway in front of the e2e run's services, with one of them unreachable from it. The session cookie is
 * the host's, so the same browser is signed in there too.
 */
async function gatewayWithout(service: string) {
  const { redisUrl, redisPrefix, internalSecret, servicePortBase } = state();
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [`${s.name.toUpperCase()}_SERVICE_URL`, `http://127.0.0.1:${servicePortBase + s.port - 3100}`]),
  );
  const config = loadGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_SECRET: internalSecret,
    ...serviceUrls,
    [`${service.toUpperCase()}_SERVICE_URL`]: `http://127.0.0.1:${await closedPort()}`,
  });
  const gateway = await createGatewayApp(config);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return gateway;
}

/** The reads the dashboard made before the graph: none of them may go out now. */
const OLD_DASHBOARD_READS = ['/api/dashboard', '/api/jobs/insights', '/api/subscription'];

it(
  'fills the dashboard from one graph request, and shows the rest with a notice when the jobs service is down',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    let gateway: Awaited<ReturnType<typeof createGatewayApp>> | undefined;
    try {
      await journey('graph dashboard', page, async () => {
        await signUpInBrowser(page, {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: uniqueEmail('graph'),
          password: 'correct horse battery',
        });
        await page.getByTestId('job-search-summary').getByText('Saved Jobs', { exact: true }).waitFor();
        const card = page.getByTestId('job-search-summary');
        expect(await card.getByText('Applied', { exact: true }).isVisible()).toBe(true);
        await page
          .getByTestId('interview-summary')
          .getByRole('link', { name: /See Premium/ })
          .waitFor();
        await page.getByText('No career matches yet').first().waitFor();
        await page.getByRole('tab', { name: 'Profile' }).click();
        await page.getByText(/Start with a 7-day free trial, no card required/).waitFor();

        const graphCalls = requests.filter((r) => new URL(r.url()).pathname === '/graphql');
        expect(graphCalls).toHaveLength(1);
        expect(graphCalls[0]!.method()).toBe('POST');
        expect(graphCalls[0]!.postDataJSON()).toMatchObject({
          operationName: 'Dashboard',
          variables: { premium: false },
        });
        expect(requests.map((r) => new URL(r.url()).pathname).filter((p) => OLD_DASHBOARD_READS.includes(p))).toEqual(
          [],
        );

        // A second gateway in front of the same services, the jobs service unreachable from it. The session cookie
        // is the host's, so the same browser is signed in there too.
        gateway = await gatewayWithout('jobs');
        const port = (gateway.getHttpServer().address() as { port: number }).port;

        await page.goto(`http://127.0.0.1:${port}/dashboard`);
        await page
          .getByTestId('section-unavailable-jobs')
          .getByText('Your saved and applied jobs could not be loaded right now')
          .waitFor();
        // The rest arrived: the matches' empty state (not a notice), the greeting, the premium explanation.
        await page.getByText('No career matches yet').first().waitFor();
        expect(await page.getByTestId('section-unavailable-career').count()).toBe(0);
        expect(await page.getByRole('heading', { level: 1, name: /Grace/ }).isVisible()).toBe(true);
        await page
          .getByTestId('interview-summary')
          .getByRole('link', { name: /See Premium/ })
          .waitFor();
        expect(await page.getByTestId('job-search-summary').getByText('Saved Jobs', { exact: true }).count()).toBe(0);
      });
    } finally {
      await gateway?.close();
      await context.close();
    }
  },
  JOURNEY_TIMEOUT,
);

it(
  'says the coaching plan leaves out the matches when the career service is down, and still draws it from the rest',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    let gateway: Awaited<ReturnType<typeof createGatewayApp>> | undefined;
    try {
      await journey('graph insights without career', page, async () => {
        await signUpInBrowser(page, {
          firstName: 'Katherine',
          lastName: 'Johnson',
          email: uniqueEmail('graph-insights'),
          password: 'correct horse battery',
        });
        await makePremium(page);
        gateway = await gatewayWithout('career');
        const port = (gateway.getHttpServer().address() as { port: number }).port;

        await page.goto(`http://127.0.0.1:${port}/insights`);
        await page.getByRole('heading', { name: 'Your coaching plan this week' }).waitFor();
        await page
          .getByRole('status')
          .getByText('Your matches could not be loaded right now: this plan is drawn from the rest of your data.')
          .waitFor();
        expect(await page.getByRole('list', { name: 'Coaching plan' }).getByRole('listitem').count()).toBeGreaterThan(
          2,
        );
        await page.getByText('Your match history could not be loaded right now.').waitFor();
        // what the other services gave is there: the resume chart's empty state, not a notice
        await page.getByRole('link', { name: 'Open Resume Builder' }).first().waitFor();
      });
    } finally {
      await gateway?.close();
      await context.close();
    }
  },
  JOURNEY_TIMEOUT,
);
