import { Redis } from 'ioredis';
import pg from 'pg';

export type InfrastructurePart = 'postgres' | 'redis';

/**
 * PostgreSQL or Redis (or both) is not usable; the message says which, where and what to do. `unreachable` lists the
 * ones that did not answer at all (as opposed to answering but refusing the login), which starting them would fix.
 */
export class InfrastructureError extends Error {
  constructor(
    message: string,
    readonly unreachable: readonly InfrastructurePart[] = [],
  ) {
    super(message);
    this.name = 'InfrastructureError';
  }
}

/**
 * The Docker Compose arguments that run PostgreSQL and Redis for a local `npm start` (run from the repo root):
 * `docker-compose.local.yml` publishes them on 127.0.0.1:5432 / 127.0.0.1:6379 with the default URLs' credentials,
 * under a project name of their own so they never touch a full `docker compose up` deployment or its data.
 */
export const LOCAL_COMPOSE_ARGS = [
  '-p',
  'pathwise-local',
  '-f',
  'docker-compose.yml',
  '-f',
  'docker-compose.local.yml',
] as const;

const composeHint = (service: InfrastructurePart) => `docker compose ${LOCAL_COMPOSE_ARGS.join(' ')} up -d ${service}`;

function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}`;
  } catch {
    return url;
  }
}

/** pg's and ioredis' errors, shortened to what helps: the code and message, never a stack. */
function reason(err: unknown, fallback: string): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] };
  // A refused `localhost` tries ::1 and 127.0.0.1; Node reports an AggregateError with an empty message.
  const message = e.message || e.errors?.map((x) => x.message).join('; ') || e.code || fallback;
  return message;
}

/**
 * Checks that PostgreSQL and Redis answer before anything starts, and says exactly which one is missing, where it was
 * looked for and how to start it.
 */
export async function checkInfrastructure(opts: { databaseUrl?: string; redisUrl?: string }): Promise<void> {
  const problems: string[] = [];
  const unreachable: InfrastructurePart[] = [];
  if (opts.databaseUrl) {
    const admin = new URL(opts.databaseUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      const code = (err as { code?: string }).code;
      const refusedLogin = code === '28P01' || code === '28000';
      if (!refusedLogin) unreachable.push('postgres');
      problems.push(
        refusedLogin
          ? `PostgreSQL at ${where(opts.databaseUrl)} refused the login in DATABASE_URL (${reason(err, code!)}).\n` +
              '  Put the right user and password into DATABASE_URL (postgres://user:password@host:port/pathwise).'
          : `PostgreSQL is not reachable at ${where(opts.databaseUrl)} (${reason(err, 'connection refused')}).\n` +
              `  Start it with \`${composeHint('postgres')}\` (from the repo),\n` +
              '  or your system service (e.g. `sudo service postgresql start` or `pg_ctlcluster <version> main start`),\n' +
              '  or point DATABASE_URL at a running server.',
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (opts.redisUrl) {
    const redis = new Redis(opts.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 3000,
      retryStrategy: () => null,
    });
    // With retries off, connect() rejects with a bare "Connection is closed."; the socket's own error says why.
    let socketError: unknown;
    redis.on('error', (err) => (socketError ??= err));
    try {
      await redis.connect();
      await redis.ping();
    } catch (err) {
      const message = reason(socketError ?? err, 'connection refused');
      if (/NOAUTH|WRONGPASS|invalid password/i.test(message)) {
        problems.push(
          `Redis at ${where(opts.redisUrl)} refused the login in REDIS_URL (${message}).\n` +
            '  Put the right password into REDIS_URL (redis://:password@host:port).',
        );
      } else {
        unreachable.push('redis');
        problems.push(
          `Redis is not reachable at ${where(opts.redisUrl)} (${message}).\n` +
            `  Start it with \`${composeHint('redis')}\` (from the repo),\n` +
            '  or `redis-server --daemonize yes`, or point REDIS_URL at a running server.',
        );
      }
    } finally {
      redis.disconnect();
    }
  }
  if (problems.length) throw new InfrastructureError(problems.join('\n'), unreachable);
}
