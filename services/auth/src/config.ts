import { BaseEnv } from '@pathwise/platform';
import { z } from 'zod';

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const AuthEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  /** Secure cookies: auto = when the gateway says the request came over https. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_TTL_DAYS: int(30),
  RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
  /** Password attempts (sign-in and current-password checks) per client address. */
  RATE_LIMIT_LOGIN_PER_IP: int(30),
  /** Failed attempts at one account from one client address; then that address gets 429 for that account. */
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_IP: int(10),
  /** Failures of one account from all addresses after which its attempts are spaced out (never refused outright). */
  LOGIN_SLOWDOWN_AFTER_FAILURES: int(10),
  /** The widest spacing between attempts at such an account; the gap doubles from 0.5 s up to this. */
  LOGIN_SLOWDOWN_MAX_INTERVAL_MS: int(8_000),
  RATE_LIMIT_REGISTER_PER_IP: int(30),
  RATE_LIMIT_REGISTER_PER_EMAIL: int(5),
});
export type AuthConfig = z.infer<typeof AuthEnv>;
