import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors/api-error.js';

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

/** One counted hit: the count in the window (this hit included) and the seconds until the window ends. */
export interface RateHit {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in Redis, so limits hold across replicas. Keys carry no personal data: the subject (an email,
 * a client address, a user id) is hashed, under the app's prefix, and every key expires with its window.
 *
 * Not an injectable class: each app builds it with its client, prefix and default window (auth as a provider, the
 * gateway in its runtime).
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** The window of `hit`, `count` and `take` when they are not given one. */
    private readonly windowSeconds: number,
  ) {}

  /** `<prefix>:rate:<bucket>:<sha256 of the lower-cased subject>`. */
  key(bucket: string, subject: string): string {
    const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');
    return `${this.prefix}:rate:${bucket}:${digest}`;
  }

  /**
   * Counts one hit, in one atomic step, so that hits made in parallel each see their own count: no more than `limit`
   * of them are ever under it in a window. Refused hits count too.
   */
  async take(bucket: string, subject: string, windowSeconds = this.windowSeconds): Promise<RateHit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(bucket, subject), windowSeconds)) as [
      number,
      number,
    ];
    return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  /**
   * Counts one attempt, then throws 429 (`ApiError.tooManyRequests`, with Retry-After) when it is past the limit.
   * Counting comes first (see `take`).
   */
  async hit(bucket: string, subject: string, limit: number, message: string, windowSeconds?: number): Promise<void> {
    const { count, retryAfterSeconds } = await this.take(bucket, subject, windowSeconds);
    if (count > limit) throw ApiError.tooManyRequests(message, retryAfterSeconds);
  }

  /** Counts one event in the window without a limit (what `read` reports). */
  async count(bucket: string, subject: string, windowSeconds?: number): Promise<number> {
    return (await this.take(bucket, subject, windowSeconds)).count;
  }

  /** The count in the current window (0 when none). */
  async read(bucket: string, subject: string): Promise<number> {
    return Number((await this.redis.get(this.key(bucket, subject))) ?? 0);
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }
}
