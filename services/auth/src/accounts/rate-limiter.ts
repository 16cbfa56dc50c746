import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ApiError, REDIS } from '@pathwise/platform';
import type { Redis } from 'ioredis';
import type { AuthConfig } from '../config.js';

/**
 * One hit on a fixed-window counter, atomically: INCR, and EXPIRE when the key is new (or has somehow lost its expiry,
 * so a counter can never be left without one). Returns the count and the seconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/**
 * Fixed-window counters in Redis, so limits hold across replicas. Keys carry no personal data: the subject (an email
 * or a client address) is hashed, under the app's prefix, and every key expires with its window.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** `<prefix>:rate:<bucket>:<sha256 of the lower-cased subject>`. */
  key(bucket: string, subject: string): string {
    const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');
    return `${this.config.REDIS_PREFIX}:rate:${bucket}:${digest}`;
  }

  /**
   * Counts one attempt, then throws 429 when it is past the limit. Counting comes first, in one atomic step, so that
   * attempts made in parallel each see their own count: no more than `limit` of them ever get through in a window.
   */
  async hit(bucket: string, subject: string, limit: number, message: string): Promise<void> {
    const window = this.config.RATE_LIMIT_WINDOW_SECONDS;
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(bucket, subject), window)) as [number, number];
    if (count > limit) throw ApiError.tooManyRequests(message, ttl > 0 ? ttl : window);
  }

  /** Counts one event in the window without a limit (what `read` reports). */
  async count(bucket: string, subject: string): Promise<number> {
    const window = this.config.RATE_LIMIT_WINDOW_SECONDS;
    const [count] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(bucket, subject), window)) as [number, number];
    return count;
  }

  /** The count in the current window (0 when none). */
  async read(bucket: string, subject: string): Promise<number> {
    return Number((await this.redis.get(this.key(bucket, subject))) ?? 0);
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }
}
