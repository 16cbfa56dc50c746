// The whole product started as `npm start` starts it, on a database, Redis prefix and ports of its own: for the browser
// tests (e2e/support/global-setup.mjs) and the tests of npm start itself (scripts/test/start.int-spec.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePortRun, nodeBin, root, SERVICES, sleep, waitForHttp } from './lib.mjs';

/**
 * Starts scripts/start.mjs (detached: its own process group) and waits until the gateway and every built service
 * answer. `extraEnv` adds to or overrides the environment; a key set to undefined is removed (e.g. INTERNAL_SECRET,
 * to let npm start make its own). `captureStderr` keeps start.mjs's stderr lines (the supervisor's reports) in
 * `product.stderr` instead of printing them.
 */
export async function startProduct(extraEnv = {}, { captureStderr = false } = {}) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const pg = new URL(
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  pg.pathname = `/pathwise_test_e2e_${id}`;
  // The gateway's port, then SERVICE_PORT_BASE (port + 10) plus each service's offset (1..SERVICES.length), all free.
  const port = await freePortRun(11 + SERVICES.length);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: pg.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `pwtest:e2e_${id}`,
    INTERNAL_SECRET: `e2e-secret-${id}-0123456789`,
    // The detail of /ready (which services answer) is for operators only.
    OPS_TOKEN: `e2e-ops-${id}-0123456789`,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVICE_PORT_BASE: String(port + 10),
    PATHWISE_QUIET: '1',
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: '',
    // The browser tests share a few users across many flows; the gateway's per-user limits of costly routes (AI,
    // uploads, job searches) are off here, as in every test harness (extraEnv can turn them on).
    RATE_LIMITS: 'off',
  };
  for (const [key, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(nodeBin, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', captureStderr ? 'pipe' : 'inherit'],
    detached: true,
  });
  const stderr = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk) => stderr.push(...chunk.split('\n').filter(Boolean)));
  const product = { child, pid: child.pid, port, baseUrl: `http://127.0.0.1:${port}`, env, stderr };
  const isAlive = () => child.exitCode === null;
  try {
    // start.mjs migrates and starts every service first: minutes on a loaded 2-core machine.
    await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 200_000, isAlive });
    await waitForAllServices(product, isAlive);
  } catch (err) {
    if (stderr.length) process.stderr.write(`${stderr.join('\n')}\n`);
    await stopProduct(product);
    throw err;
  }
  return product;
}

/** The gateway's /ready detail lists every service: wait until each answers, so no test meets one still starting. */
export async function waitForAllServices(product, isAlive = () => true) {
  const deadline = Date.now() + 120_000;
  let last;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('start.mjs exited while the services were starting');
    last = await fetch(`${product.baseUrl}/ready`, { headers: { authorization: `Bearer ${product.env.OPS_TOKEN}` } })
      .then((res) => res.json())
      .catch(() => undefined);
    // Services not built yet (no dist/main.js) are not started and stay 'down'.
    const started = Object.entries(last?.services ?? {}).filter(([name]) =>
      existsSync(path.join(root, 'services', name, 'dist/main.js')),
    );
    if (started.length > 0 && started.every(([, state]) => state === 'up') && last.frontend === 'built') return;
    await sleep(200);
  }
  throw new Error(`not every service answered within 120 s: ${JSON.stringify(last)}`);
}

/** Stops a start.mjs (SIGTERM, as Ctrl-C would) and removes its database and Redis keys. */
export async function stopProduct({ pid, env: { DATABASE_URL, REDIS_URL, REDIS_PREFIX } }) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 150; i++) {
    try {
      process.kill(pid, 0);
      await sleep(100);
    } catch {
      break;
    }
  }
  const platform = await import('../libs/platform/dist/index.js');
  const testing = await import('../libs/platform/dist/testing/index.js');
  await platform.dropDatabase(DATABASE_URL).catch(() => undefined);
  await testing.deleteRedisPrefix(REDIS_URL, REDIS_PREFIX).catch(() => undefined);
}
