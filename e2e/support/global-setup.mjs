// Starts the whole product with scripts/start.mjs on its own database, Redis prefix and ports, for the browser tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeBin, root, sleep, waitForHttp } from '../../scripts/lib.mjs';

export const STATE_FILE = path.join(root, '.test-results/e2e-state.json');

export default async function globalSetup() {
  // A start that fails is tried once more on fresh ports and a fresh database, after printing why it failed
  // (start.mjs prints a dead service's last output), so one unlucky start does not fail the whole browser suite.
  let lastError;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await startProduct();
    } catch (err) {
      lastError = err;
      process.stderr.write(`e2e: Pathwise did not start (attempt ${attempt}): ${err.message}\n`);
    }
  }
  throw lastError;
}

async function startProduct() {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const pg = new URL(
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  pg.pathname = `/pathwise_test_e2e_${id}`;
  const port = 4300 + Math.floor(Math.random() * 500);
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
  };
  const child = spawn(nodeBin, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const isAlive = () => child.exitCode === null;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 120_000, isAlive });
    await waitForAllServices(`http://127.0.0.1:${port}/ready`, env.OPS_TOKEN, isAlive);
  } catch (err) {
    await stopProduct(child.pid, env);
    throw err;
  }
  const state = {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = state.baseUrl;
  globalThis.__PATHWISE_E2E__ = child;
}

/** The gateway's /ready lists every service: wait until each answers, so no test meets a service still starting. */
async function waitForAllServices(url, opsToken, isAlive) {
  const deadline = Date.now() + 120_000;
  let last;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('start.mjs exited while the services were starting');
    last = await fetch(url, { headers: { authorization: `Bearer ${opsToken}` } })
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

/** Stops a start.mjs process group and removes its database and Redis keys. */
export async function stopProduct(pid, { DATABASE_URL, REDIS_URL, REDIS_PREFIX }) {
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
  const platform = await import('../../libs/platform/dist/index.js');
  const testing = await import('../../libs/platform/dist/testing/index.js');
  await platform.dropDatabase(DATABASE_URL).catch(() => undefined);
  await testing.deleteRedisPrefix(REDIS_URL, REDIS_PREFIX).catch(() => undefined);
}
