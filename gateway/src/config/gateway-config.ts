import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@pathwise/contracts';
import { BaseEnv, loadConfig } from '@pathwise/platform';
import { z } from 'zod';

/** The repo root (`/app` in the Docker image), found from this file: src/config or dist/config, three levels below. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const serviceUrl = (port: number) => z.string().url().default(`http://127.0.0.1:${port}`);

/**
 * TRUST_PROXY as Fastify takes it: `false` (default: the socket address is the client), `true` (trust every hop), or a
 * comma-separated list of the proxies' addresses/CIDRs (`loopback`, `uniquelocal` and the like also work). Hop counts
 * are refused: Fastify 5 ignores them, because they cannot tell a proxy from a client that forged the header.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('false')
  .refine((v) => !/^\d+$/.test(v), "give the proxies' addresses (or true/false), not a hop count")
  .transform((v): boolean | string[] => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

/** A rate limit: calls per window, 0 = no limit. */
const rateLimit = (calls: number) => z.coerce.number().int().min(0).default(calls);

export const GatewayEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The gateway is the public entry, so unlike the services it listens on every interface by default. */
  HOST: z.string().default('0.0.0.0'),
  /**
   * The built SPA. A relative path is taken from the repo root, not from the working directory (npm start runs the
   * gateway in gateway/), so `.env.example`'s `./frontend/dist` means the same wherever the gateway is started.
   */
  FRONTEND_DIST: z
    .string()
    .default('frontend/dist')
    .transform((p) => path.resolve(REPO_ROOT, p)),
  AUTH_SERVICE_URL: serviceUrl(3101),
  CAREER_SERVICE_URL: serviceUrl(3102),
  RESUME_SERVICE_URL: serviceUrl(3103),
  INTERVIEW_SERVICE_URL: serviceUrl(3104),
  JOBS_SERVICE_URL: serviceUrl(3105),
  BILLING_SERVICE_URL: serviceUrl(3106),
  TRUST_PROXY: TrustProxy,
  /** auto: Secure cookies when the request came over https; true: always; false: as the service set them. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Operators' bearer token for the detail of /ready (which services are down); unset: nobody gets the detail. */
  OPS_TOKEN: z.string().min(16).optional(),
  /** How long a service may take to answer (AI calls wait for their queued job, so this is generous). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** The read graph's supergraph, composed at build (scripts/supergraph.mjs); relative paths from the repo root. */
  SUPERGRAPH_FILE: z
    .string()
    .default('gateway/dist/supergraph.graphql')
    .transform((p) => path.resolve(REPO_ROOT, p)),
  /** Bounds of a /graphql operation: field depth and estimated cost (see gateway/src/graph/query-limits.ts). */
  GRAPH_MAX_DEPTH: z.coerce.number().int().positive().default(8),
  GRAPH_MAX_COST: z.coerce.number().int().positive().default(2_000),
  /** Only the SPA's own operations on /graphql: auto = in production. */
  GRAPH_ALLOW_LIST: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Per-user limits of the costly /api routes (the routes marked `limit` in API_ROUTES; see the README for the
   * numbers). 0 turns one window off; RATE_LIMITS=off turns them all off (the benchmarks and test harnesses).
   */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_AI_PER_MINUTE: rateLimit(30),
  RATE_LIMIT_AI_PER_HOUR: rateLimit(300),
  RATE_LIMIT_QUIZ_SUBMISSIONS_PER_HOUR: rateLimit(20),
  RATE_LIMIT_RESUME_UPLOADS_PER_10_MINUTES: rateLimit(20),
  RATE_LIMIT_RESUME_MATCHES_PER_MINUTE: rateLimit(30),
  RATE_LIMIT_JOB_SEARCHES_PER_MINUTE: rateLimit(120),
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(GatewayEnv, env);
}

/** The base URL of each service, by the service names the route table uses. */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_SERVICE_URL,
    career: config.CAREER_SERVICE_URL,
    resume: config.RESUME_SERVICE_URL,
    interview: config.INTERVIEW_SERVICE_URL,
    jobs: config.JOBS_SERVICE_URL,
    billing: config.BILLING_SERVICE_URL,
  };
}
