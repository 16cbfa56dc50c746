import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ApiError, RateLimiter, REDIS } from '@pathwise/platform';
import type { Redis } from 'ioredis';
import type { AuthConfig } from '../config.js';
import { attemptGapMs, maxWaitMs, type SpacingPolicy } from './attempt-spacing.js';
import { verifyPassword } from './password-hasher.js';

export const CredentialMessages = {
  tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyChecks: 'Too many password attempts. Please wait a few minutes and try again.',
  busyAccount: 'Too many sign-in attempts for this account right now. Please try again in a minute.',
} as const;

/**
 * Reserves the next attempt slot of an account, atomically: the gap since the last reserved slot follows the
 * account's failures (attemptGapMs, computed by the caller and passed in). Returns how long to wait, or -wait when
 * the queue is longer than the caller will hold a request (then nothing is reserved).
 */
const RESERVE_SLOT = `
local now = tonumber(ARGV[1])
local gap = tonumber(ARGV[2])
local maxWait = tonumber(ARGV[3])
local nextFree = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nextFree)
local wait = slot - now
if wait > maxWait then return -wait end
redis.call('SET', KEYS[1], slot + gap, 'PX', wait + gap + 1000)
return wait
`;

/**
 * Every check of a password (sign-in, and the current password before a password change, an email change or an
 * account deletion) goes through here, with the same limits, so that none is a way round another:
 * - per client address: attempts of any account (a guesser from one address is stopped);
 * - per account and address: failures (429 for that address only, so a stranger cannot lock the owner out from
 *   everywhere, as a per-account lock-out would);
 * - per account across addresses: failures make attempts wait their turn, further apart the more they fail (OWASP's
 *   answer to lock-out as denial of service), instead of refusing the right password.
 * Counters are counted before the check, so guesses sent in parallel cannot all pass a limit that still reads low.
 */
@Injectable()
export class CredentialChecks {
  private readonly spacing: SpacingPolicy;

  constructor(
    private readonly limits: RateLimiter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {
    this.spacing = {
      afterFailures: config.LOGIN_SLOWDOWN_AFTER_FAILURES,
      baseMs: Math.min(500, config.LOGIN_SLOWDOWN_MAX_INTERVAL_MS),
      maxMs: config.LOGIN_SLOWDOWN_MAX_INTERVAL_MS,
    };
  }

  /**
   * Whether `password` is the account's (`passwordHash` null: no such account, checked all the same so both cases
   * cost alike). Throws 429 past a limit; `tooMany` is the message the caller's screen shows.
   */
  async check(
    account: { email: string; passwordHash: string | null },
    password: string,
    clientAddress: string,
    tooMany: string = CredentialMessages.tooManyLogins,
  ): Promise<boolean> {
    const email = account.email.trim().toLowerCase();
    const pair = `${email}\n${clientAddress}`;
    await this.limits.hit('login-ip', clientAddress, this.config.RATE_LIMIT_LOGIN_PER_IP, tooMany);
    await this.limits.hit('login-failures', pair, this.config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_IP, tooMany);
    await this.waitTurn(email);
    const ok = await verifyPassword(account.passwordHash, password);
    if (ok) {
      await this.limits.reset('login-failures', pair);
      await this.limits.reset('account-failures', email);
    } else {
      await this.limits.count('account-failures', email);
    }
    return ok;
  }

  /** Holds the attempt until the account's next slot when it has failed often; 429 when too many are queued. */
  private async waitTurn(email: string): Promise<void> {
    const failures = await this.limits.read('account-failures', email);
    const gap = attemptGapMs(failures, this.spacing);
    if (gap === 0) return;
    const wait = await this.reserveSlot(email, gap, Date.now());
    if (wait === null)
      throw ApiError.tooManyRequests(CredentialMessages.busyAccount, Math.ceil(this.spacing.maxMs / 1000));
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** The wait before the account's next free slot at `now` (reserved), or null when the queue is full. */
  async reserveSlot(email: string, gapMs: number, now: number): Promise<number | null> {
    const key = this.limits.key('account-next-slot', email);
    const wait = Number(await this.redis.eval(RESERVE_SLOT, 1, key, now, gapMs, maxWaitMs(this.spacing)));
    return wait < 0 ? null : wait;
  }
}
