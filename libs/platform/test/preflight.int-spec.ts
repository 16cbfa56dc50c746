import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkInfrastructure, InfrastructureError } from '../src/bootstrap/preflight.js';

/**
 * What a user sees when PostgreSQL or Redis is not there: which one, at which address, and how to start it, both from
 * checkInfrastructure (every service's start) and from `npm start` on a machine without Docker.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const pgUrl =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A loopback port nothing listens on (the OS hands it out, then it is closed again). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function failure(opts: { databaseUrl?: string; redisUrl?: string }): Promise<InfrastructureError> {
  const err = await checkInfrastructure(opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InfrastructureError);
  return err as InfrastructureError;
}

it('passes when PostgreSQL and Redis answer', async () => {
  await expect(checkInfrastructure({ databaseUrl: pgUrl, redisUrl })).resolves.toBeUndefined();
});

it('names PostgreSQL, its address and how to start it when only PostgreSQL is down', async () => {
  const port = await closedPort();
  const err = await failure({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/pathwise`, redisUrl });
  expect(err.unreachable).toEqual(['postgres']);
  expect(err.message).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
  expect(err.message).toMatch(/ECONNREFUSED/);
  expect(err.message).toContain(
    'docker compose -p pathwise-local -f docker-compose.yml -f docker-compose.local.yml up -d postgres',
  );
  expect(err.message).toContain('DATABASE_URL');
  expect(err.message).not.toMatch(/Redis/);
});

it('names Redis, its address and how to start it when only Redis is down', async () => {
  const port = await closedPort();
  const err = await failure({ databaseUrl: pgUrl, redisUrl: `redis://127.0.0.1:${port}` });
  expect(err.unreachable).toEqual(['redis']);
  expect(err.message).toContain(`Redis is not reachable at 127.0.0.1:${port} (connect ECONNREFUSED`);
  expect(err.message).toContain(
    'docker compose -p pathwise-local -f docker-compose.yml -f docker-compose.local.yml up -d redis',
  );
  expect(err.message).toContain('redis-server --daemonize yes');
  expect(err.message).toContain('REDIS_URL');
  expect(err.message).not.toMatch(/PostgreSQL/);
});

it('names both when both are down, and the default port when the URL has none', async () => {
  const port = await closedPort();
  const err = await failure({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x`, redisUrl: 'redis://127.0.0.2' });
  expect(err.unreachable).toEqual(['postgres', 'redis']);
  expect(err.message).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
  expect(err.message).toContain('Redis is not reachable at 127.0.0.2:6379');
});

it('tells a refused login apart from a server that is not there (starting one would not help)', async () => {
  const url = new URL(pgUrl);
  url.username = 'no_such_role_pathwise';
  url.password = '';
  const err = await failure({ databaseUrl: url.toString() });
  expect(err.unreachable).toEqual([]);
  expect(err.message).toMatch(/^PostgreSQL at .+ refused the login in DATABASE_URL/);
  expect(err.message).not.toContain('docker compose');
});

describe('npm start without PostgreSQL and without Docker', () => {
  let emptyPath: string;
  beforeAll(() => {
    emptyPath = mkdtempSync(path.join(tmpdir(), 'pathwise-nodocker-'));
  });
  afterAll(() => rmSync(emptyPath, { recursive: true, force: true }));

  it('says which server is missing, where, and how to start it, and exits non-zero', async () => {
    const nodeBin = existsSync(path.join(root, 'node_modules/.bin/node'))
      ? path.join(root, 'node_modules/.bin/node')
      : process.execPath;
    const port = await closedPort();
    // PATH holds neither docker nor docker-compose, so npm start cannot fall back to Docker Compose.
    const child = spawn(nodeBin, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        PATH: emptyPath,
        HOME: process.env.HOME ?? tmpdir(),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/pathwise`,
        REDIS_URL: redisUrl,
        PORT: String(await closedPort()),
        PATHWISE_QUIET: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
    expect(stderr).toContain('docker-compose.local.yml up -d postgres');
    expect(stderr).toContain('No Docker engine is available to start it automatically.');
    expect(stderr).not.toContain('Redis is not reachable');
    // Reported before the build and before anything was started.
    expect(stderr).not.toMatch(/exited|did not start/);
  }, 120_000);
});
