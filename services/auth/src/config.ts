import { BaseEnv } from '@pathwise/platform';
import { z } from 'zod';

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const AuthEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  /** Secure cookies: auto = when the gateway says the request came over https. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_TTL_DAYS: int(30),
  RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: int(30),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: int(10),
  RATE_LIMIT_REGISTER_PER_IP: int(30),
  RATE_LIMIT_REGISTER_PER_EMAIL: int(5),
});
export type AuthConfig = z.infer<typeof AuthEnv>;
