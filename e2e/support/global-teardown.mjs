import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE, stopProduct } from './global-setup.mjs';

export default async function globalTeardown() {
  let state;
  try {
    state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return;
  }
  await stopProduct({
    pid: state.pid,
    env: { DATABASE_URL: state.databaseUrl, REDIS_URL: state.redisUrl, REDIS_PREFIX: state.redisPrefix },
  });
  rmSync(STATE_FILE, { force: true });
}
