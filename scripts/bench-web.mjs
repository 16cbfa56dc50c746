// Front-end budget benchmark (issue 3): the JavaScript the production build sends for `/` and `/auth` (gzip, KB)
// and the median first contentful paint of `/` over 5 runs in headless Chromium on loopback.
//
//   npm run bench:web                 builds frontend/dist first
//   npm run bench:web -- --no-build   measures the dist that is there
//
// The pages are served from frontend/dist by a small static server in this script (SPA fallback, gzip like the
// gateway's static files would be behind a compressing proxy). `/api/auth/user` answers 401, so both pages render
// as they do for a signed-out visitor. Budget: landing page JavaScript at most 150 KB gzip.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { nodeBin, root, run } from './lib.mjs';

const BUDGET_KB = 150;
const FCP_RUNS = 5;
const dist = path.join(root, 'frontend/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** gzip size of a built file, computed once (level 9, as a static pre-compressor would). */
const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return gzipCache.get(file);
}

function resolveFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const file = path.normalize(path.join(dist, clean));
  if (!file.startsWith(dist)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function startServer() {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const signedOut = url.startsWith('/api/auth/user');
      res.writeHead(signedOut ? 401 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          signedOut ? { message: 'Unauthorized', code: 'UNAUTHORIZED' } : { message: 'Not found', code: 'NOT_FOUND' },
        ),
      );
      return;
    }
    // Client routes fall back to index.html, like the gateway's SPA fallback.
    const file = resolveFile(url) ?? path.join(dist, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (/gzip/.test(String(req.headers['accept-encoding'])) && /text|javascript|svg|json/.test(type)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      res.end(gzipped(file));
    } else {
      res.writeHead(200, headers);
      res.end(readFileSync(file));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every script and stylesheet the page loads until the network is idle, with its gzip size from the build. */
async function pageWeight(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Map();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const file = resolveFile(url.pathname);
    if (file && (file.endsWith('.js') || file.endsWith('.css'))) assets.set(file, gzipped(file).length);
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  await context.close();
  const js = [...assets].filter(([f]) => f.endsWith('.js'));
  const css = [...assets].filter(([f]) => f.endsWith('.css'));
  const sum = (list) => list.reduce((total, [, size]) => total + size, 0);
  return { route, jsBytes: sum(js), jsFiles: js.length, cssBytes: sum(css) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(path.join(dist, 'index.html'))) {
    console.log('Building frontend/dist ...');
    await run(nodeBin, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'frontend'),
    });
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }

  const server = await startServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const landing = await pageWeight(browser, origin, '/');
    const auth = await pageWeight(browser, origin, '/auth');

    // Each run is a fresh context (cold cache). Besides FCP, record when the first h1 exists, i.e. when the landing
    // page itself (not the session spinner) is on screen.
    const runs = [];
    for (let i = 0; i < FCP_RUNS; i++) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        new window.MutationObserver((_, observer) => {
          if (document.querySelector('h1')) {
            window.__pwHeadingAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(origin + '/', { waitUntil: 'load' });
      await page.locator('h1').first().waitFor({ timeout: 10_000 });
      const result = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { fcp: fcp ? fcp.startTime : NaN, heading: window.__pwHeadingAt ?? NaN };
      });
      runs.push(result);
      await context.close();
    }

    const fcp = median(runs.map((r) => r.fcp));
    const heading = median(runs.map((r) => r.heading));
    const within = landing.jsBytes / 1024 <= BUDGET_KB;

    console.log('');
    console.log('Pathwise front-end benchmark (production build, headless Chromium, loopback)');
    console.log('-----------------------------------------------------------------------------');
    for (const r of [landing, auth]) {
      console.log(
        `${r.route.padEnd(6)} JavaScript ${kb(r.jsBytes).padStart(6)} KB gzip in ${String(r.jsFiles).padStart(2)} files` +
          `   (CSS ${kb(r.cssBytes)} KB gzip)`,
      );
    }
    console.log(
      `/      first contentful paint, median of ${FCP_RUNS}: ${fcp.toFixed(0)} ms` +
        `   (runs: ${runs.map((r) => r.fcp.toFixed(0)).join(', ')})`,
    );
    console.log(`/      landing heading on screen, median of ${FCP_RUNS}: ${heading.toFixed(0)} ms`);
    console.log('');
    console.log(
      `Budget: landing page JavaScript <= ${BUDGET_KB} KB gzip: ${within ? 'OK' : 'OVER BUDGET'} (${kb(landing.jsBytes)} KB)`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
