import { createRedis, RateLimiter, SessionStore } from '@pathwise/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { serviceUrls, type GatewayConfig } from '../config/gateway-config.js';
import { limitRules, RouteLimits } from '../proxy/rate-limits.js';
import { Upstreams } from '../proxy/upstreams.js';
import { SessionCache } from '../sessions/session-cache.js';
import { RouteMatcher } from '../routing/route-matcher.js';

/**
 * The long-lived things the gateway's request paths share: the Redis client and the session cache on it, the
 * compiled route table and the connection pools to the services. Built once per app; `close()` ends them when the app shuts down.
 */
export class GatewayRuntime {
  readonly redis: Redis;
  readonly sessions: SessionCache;
  readonly matcher = new RouteMatcher();
  readonly upstreams: Upstreams;
  readonly limits: RouteLimits;

  constructor(
    readonly config: GatewayConfig,
    readonly logger: Logger,
  ) {
    this.redis = createRedis(config.REDIS_URL, 'command', { enableAutoPipelining: true });
    // ioredis reconnects on its own; without a listener an outage would print an unhandled 'error' per attempt.
    this.redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
    this.sessions = new SessionCache(new SessionStore(this.redis, config.REDIS_PREFIX), this.redis, logger);
    this.sessions.start();
    this.upstreams = new Upstreams(serviceUrls(config), config.UPSTREAM_TIMEOUT_MS);
    this.limits = new RouteLimits(new RateLimiter(this.redis, config.REDIS_PREFIX, 60), limitRules(config));
  }

  async close(): Promise<void> {
    await Promise.all([
      this.upstreams.close(),
      this.sessions.close(),
      this.redis.quit().catch(() => this.redis.disconnect()),
    ]);
  }
}

export const GATEWAY_RUNTIME = Symbol('GATEWAY_RUNTIME');
