import { z } from 'zod';

const DEVELOPMENT_SECRET = 'dev-internal-secret-change-me';
/** Secrets anyone can read in this repository (the default, .env.example, docker-compose.yml): never in production. */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([DEVELOPMENT_SECRET, 'change-me-to-a-long-random-secret']);
/** In production the secret is at least this long: 32 random bytes are 43 characters in base64url. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Environment every app reads, validated once at boot. Apps extend `BaseEnv` with their own variables and call
 * `loadConfig(schema)`; a bad value stops the process with a message naming the variable.
 */
export const BaseEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@localhost:5432/pathwise'),
  REDIS_URL: z.string().url().default('redis://localhost:6379'),
  /** Every Redis key (sessions, queues, events, rate limits) starts with this, so runs can share a server. */
  REDIS_PREFIX: z.string().min(1).default('pathwise'),
  /**
   * Shared by the gateway and the services to sign and verify identity headers. `npm start` makes 32 random bytes
   * per run; the default only serves tests and hand-started development processes, and production refuses it.
   */
  INTERNAL_SECRET: z.string().min(16).default(DEVELOPMENT_SECRET),
  HOST: z.string().default('127.0.0.1'),
});
export type BaseEnv = z.infer<typeof BaseEnv>;

export class ConfigError extends Error {}

export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  // An empty value (`OPENAI_BASE_URL=` in .env, `${VAR:-}` in compose) means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = result.data as unknown as Partial<BaseEnv>;
  if (base.NODE_ENV === 'production' && base.INTERNAL_SECRET !== undefined) {
    if (PUBLISHED_SECRETS.has(base.INTERNAL_SECRET)) {
      throw new ConfigError(
        'Invalid configuration:\n  INTERNAL_SECRET: set a secret of your own in production ' +
          '(e.g. `openssl rand -base64 32`); this one is published in the repository',
      );
    }
    if (base.INTERNAL_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  INTERNAL_SECRET: use at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters in production`,
      );
    }
  }
  return result.data;
}

/** Nest injection token for the app's validated config object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
