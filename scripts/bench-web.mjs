// Front-end delivery benchmark: what the gateway actually sends for each page, and how fast the page shows.
//
//   npm run bench:web                 builds what is not built (npm run build), then measures
//   npm run bench:web -- --no-build   measures the build that is there
//
// The whole product is started as `npm start` starts it (scripts/product.mjs: its own database, Redis prefix and free
// ports, removed afterwards). For each page, headless Chromium lists the documents, scripts and stylesheets it loads
// from the gateway; each of them is then fetched from the gateway with `Accept-Encoding: br`, `gzip` and `identity`,
// and the bytes of the answers are summed (bytes on the wire, bodies only). Latency: medians over cold loads of when
// the page's h1 is on screen and of the first contentful paint (FCP), with compression and with
// `Accept-Encoding: identity`, on loopback and on an emulated 4G link (Chromium's network emulation: 9 Mbit/s down,
// 1.5 Mbit/s up, 85 ms round trip). Budget: the landing page's
// JavaScript at most 150 KB as sent with gzip.
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { nodeBin, root, run } from './lib.mjs';
import { startProduct, stopProduct } from './product.mjs';

const BUDGET_KB = 150;
const RUNS = 5;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { route: '/', label: 'landing', signedIn: false },
  { route: '/auth', label: 'sign in / up', signedIn: false },
  { route: '/pricing', label: 'pricing', signedIn: false },
  { route: '/dashboard', label: 'dashboard', signedIn: true },
  { route: '/quiz', label: 'quiz', signedIn: true },
  { route: '/insights', label: 'insights (free preview)', signedIn: true },
];
const NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: '4G',
    conditions: { offline: false, latency: 85, downloadThroughput: 9e6 / 8, uploadThroughput: 1.5e6 / 8 },
  },
];
const ENCODINGS = ['br', 'gzip', 'identity'];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One GET over node:http: the status, the Content-Encoding and the number of body bytes as sent. */
function wireSize(url, encoding, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) };
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A signed-in user of the running product: the session cookie of a fresh registration. */
async function registerUser(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench.${Date.now().toString(36)}@example.com`,
      password: 'bench-web-password',
    }),
  });
  if (!res.ok) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

async function newContext(browser, baseUrl, { cookie, identity }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...(identity ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
  }
  return context;
}

/** The same-origin documents, scripts and stylesheets a cold load of the page fetches, with what Chromium got. */
async function pageResources(browser, baseUrl, page, cookie) {
  const context = await newContext(browser, baseUrl, { cookie });
  const tab = await context.newPage();
  const seen = new Map();
  tab.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseUrl || url.pathname.startsWith('/api/')) return;
    if (!['document', 'script', 'stylesheet'].includes(request.resourceType())) return;
    const response = await request.response();
    const sizes = await request.sizes();
    seen.set(url.href, {
      type: request.resourceType(),
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
      bytes: sizes.responseBodySize,
    });
  });
  await tab.goto(page.route, { waitUntil: 'networkidle' });
  await tab.locator('h1').first().waitFor({ timeout: 15_000 });
  await context.close();
  return seen;
}

/**
 * Medians (ms) over cold loads of the page, with or without compression, on a network: first contentful paint, and
 * when the page's own h1 is on screen (the session spinner paints first; the h1 needs the page's scripts). Also the
 * encodings Chromium received for scripts, to show that `identity` really turned compression off.
 */
async function loadTimes(browser, baseUrl, page, cookie, { identity, network }) {
  const fcp = [];
  const heading = [];
  const encodings = new Set();
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext(browser, baseUrl, { cookie, identity });
    await context.addInitScript(() => {
      new window.MutationObserver((_, observer) => {
        if (document.querySelector('h1')) {
          window.__pwHeadingAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const tab = await context.newPage();
    tab.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
      }
    });
    if (network.conditions) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network.conditions);
    }
    await tab.goto(page.route, { waitUntil: 'load' });
    await tab.locator('h1').first().waitFor({ timeout: 30_000 });
    const times = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      heading: window.__pwHeadingAt ?? NaN,
    }));
    fcp.push(times.fcp);
    heading.push(times.heading);
    await context.close();
  }
  return { fcp: median(fcp), heading: median(heading), encodings: [...encodings] };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Building (npm run build) ...');
    await run(nodeBin, [path.join(root, 'scripts/build.mjs')]);
  }
  console.log('Starting Pathwise (as npm start does) ...');
  const product = await startProduct();
  const baseUrl = product.baseUrl;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const cookie = await registerUser(baseUrl);
    const rows = [];
    for (const page of PAGES) {
      const pageCookie = page.signedIn ? cookie : undefined;
      const resources = await pageResources(browser, baseUrl, page, pageCookie);
      const totals = { files: resources.size, chromium: 0, chromiumEncodings: new Set(), js: {} };
      for (const encoding of ENCODINGS) {
        totals[encoding] = 0;
        totals.js[encoding] = 0;
      }
      for (const [url, seen] of resources) {
        totals.chromium += seen.bytes;
        totals.chromiumEncodings.add(seen.encoding);
        for (const encoding of ENCODINGS) {
          const sent = await wireSize(url, encoding, pageCookie);
          if (sent.status !== 200) throw new Error(`${url} answered ${sent.status}`);
          totals[encoding] += sent.bytes;
          if (seen.type === 'script') totals.js[encoding] += sent.bytes;
        }
      }
      const times = {};
      for (const network of NETWORKS) {
        times[network.name] = {
          compressed: await loadTimes(browser, baseUrl, page, pageCookie, { identity: false, network }),
          identity: await loadTimes(browser, baseUrl, page, pageCookie, { identity: true, network }),
        };
      }
      rows.push({ page, totals, times });
    }

    console.log('');
    console.log('Pathwise pages as the gateway sends them (production build, npm start, headless Chromium)');
    console.log('bytes on the wire: documents + scripts + stylesheets of a cold load, bodies only');
    console.log('');
    console.log(
      `${'page'.padEnd(24)}${'files'.padStart(6)}${'identity'.padStart(11)}${'gzip'.padStart(10)}${'br'.padStart(10)}` +
        `${'JS br'.padStart(10)}   Chromium received`,
    );
    for (const { page, totals } of rows) {
      console.log(
        `${`${page.route} (${page.label})`.padEnd(24)}${String(totals.files).padStart(6)}` +
          `${`${kb(totals.identity)} KB`.padStart(11)}${`${kb(totals.gzip)} KB`.padStart(10)}` +
          `${`${kb(totals.br)} KB`.padStart(10)}${`${kb(totals.js.br)} KB`.padStart(10)}` +
          `   ${kb(totals.chromium)} KB (${[...totals.chromiumEncodings].join(', ')})`,
      );
    }
    console.log('');
    console.log(`median of ${RUNS} cold loads, compressed / identity (scripts as Chromium received them)`);
    for (const network of NETWORKS) {
      console.log(`${network.name}:`);
      for (const { page, times } of rows) {
        const { compressed, identity } = times[network.name];
        console.log(
          `  ${`${page.route} (${page.label})`.padEnd(24)}` +
            `page h1 ${compressed.heading.toFixed(0).padStart(5)} / ${identity.heading.toFixed(0).padStart(5)} ms` +
            `   FCP ${compressed.fcp.toFixed(0).padStart(5)} / ${identity.fcp.toFixed(0).padStart(5)} ms` +
            `   (${compressed.encodings.join('+')} / ${identity.encodings.join('+')})`,
        );
      }
    }
    const landing = rows.find((r) => r.page.route === '/');
    const landingJs = landing.totals.js.gzip / 1024;
    console.log('');
    console.log(
      `Budget: landing page JavaScript <= ${BUDGET_KB} KB as sent with gzip: ${landingJs <= BUDGET_KB ? 'OK' : 'OVER BUDGET'} (${landingJs.toFixed(1)} KB)`,
    );
  } finally {
    await browser.close();
    await stopProduct(product);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
