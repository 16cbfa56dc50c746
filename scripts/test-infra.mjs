// Jest global setup: where the tests' PostgreSQL and Redis come from.
// - DATABASE_URL / REDIS_URL (or TEST_DATABASE_URL / TEST_REDIS_URL) set: those servers (CI and this machine).
// - none set and a Docker engine answers: throwaway containers (testcontainers), stopped after the run.
// - neither: the local defaults, postgres://postgres@127.0.0.1:5432 and redis://127.0.0.1:6379.
// Every test file still makes its own database and Redis key prefix on whichever servers these are.

const containers = [];

async function dockerAnswers() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient(); // rejects at once when no Docker engine is reachable
    return true;
  } catch {
    return false;
  }
}

export async function setup() {
  const hasPg = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const hasRedis = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if ((hasPg && hasRedis) || !(await dockerAnswers())) return;
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  if (!hasPg) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const pg = await new PostgreSqlContainer('postgres:17-alpine').start();
    containers.push(pg);
    process.env.TEST_DATABASE_URL = pg.getConnectionUri();
  }
  if (!hasRedis) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const redis = await new RedisContainer('redis:7-alpine').start();
    containers.push(redis);
    process.env.TEST_REDIS_URL = redis.getConnectionUrl();
  }
  process.stdout.write(
    `\nTests use containers: ${process.env.TEST_DATABASE_URL ?? ''} ${process.env.TEST_REDIS_URL ?? ''}\n`,
  );
}

export async function teardown() {
  await Promise.all(containers.splice(0).map((c) => c.stop().catch(() => undefined)));
}
