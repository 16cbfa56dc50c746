// Starts the whole product with scripts/start.mjs on its own database, Redis prefix and ports, for the browser tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { startProduct, stopProduct } from '../../scripts/product.mjs';

export const STATE_FILE = path.join(root, '.test-results/e2e-state.json');
export { stopProduct };

export default async function globalSetup() {
  // A start that fails is tried once more on fresh ports and a fresh database, after printing why it failed
  // (start.mjs prints a dead service's last output), so one unlucky start does not fail the whole browser suite.
  let lastError;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const product = await startProduct();
      // A run of jest alone (not through `npm test`) has no results folder yet.
      mkdirSync(path.dirname(STATE_FILE), { recursive: true });
      const state = {
        pid: product.pid,
        baseUrl: product.baseUrl,
        databaseUrl: product.env.DATABASE_URL,
        redisUrl: product.env.REDIS_URL,
        redisPrefix: product.env.REDIS_PREFIX,
        // For a test that runs a second gateway in front of the same services (one of them made unreachable).
        internalSecret: product.env.INTERNAL_SECRET,
        servicePortBase: Number(product.env.SERVICE_PORT_BASE),
      };
      writeFileSync(STATE_FILE, JSON.stringify(state));
      process.env.E2E_BASE_URL = state.baseUrl;
      globalThis.__PATHWISE_E2E__ = product.child;
      return;
    } catch (err) {
      lastError = err;
      process.stderr.write(`e2e: Pathwise did not start (attempt ${attempt}): ${err.message}\n`);
    }
  }
  throw lastError;
}
