import type { RateLimitGroup } from '@pathwise/contracts';
import type { RateLimiter } from '@pathwise/platform';
import type { GatewayConfig } from '../config/gateway-config.js';

/** One fixed window of a group: at most `limit` calls per user in `windowSeconds`. */
export interface LimitRule {
  /** The Redis bucket (`<prefix>:rate:<bucket>:<hashed subject>`): one per group and window. */
  readonly bucket: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export type LimitRules = Readonly<Record<RateLimitGroup, readonly LimitRule[]>>;

/**
 * The windows of each costly route group (the routes are marked with `limit` in API_ROUTES), from the config: the
 * windows are fixed, the limits are the RATE_LIMIT_* variables. A limit of 0 drops its window; RATE_LIMITS=off drops
 * them all.
 */
export function limitRules(
  config: Pick<
    GatewayConfig,
    | 'RATE_LIMITS'
    | 'RATE_LIMIT_AI_PER_MINUTE'
    | 'RATE_LIMIT_AI_PER_HOUR'
    | 'RATE_LIMIT_QUIZ_SUBMISSIONS_PER_HOUR'
    | 'RATE_LIMIT_RESUME_UPLOADS_PER_10_MINUTES'
    | 'RATE_LIMIT_RESUME_MATCHES_PER_MINUTE'
    | 'RATE_LIMIT_JOB_SEARCHES_PER_MINUTE'
  >,
): LimitRules {
  const rules = (...list: LimitRule[]) => (config.RATE_LIMITS === 'off' ? [] : list.filter((rule) => rule.limit > 0));
  return {
    ai: rules(
      { bucket: 'gw-ai-1m', limit: config.RATE_LIMIT_AI_PER_MINUTE, windowSeconds: 60 },
      { bucket: 'gw-ai-1h', limit: config.RATE_LIMIT_AI_PER_HOUR, windowSeconds: 3600 },
    ),
    'quiz-submit': rules({
      bucket: 'gw-quiz-submit-1h',
      limit: config.RATE_LIMIT_QUIZ_SUBMISSIONS_PER_HOUR,
      windowSeconds: 3600,
    }),
    'resume-upload': rules({
      bucket: 'gw-resume-upload-10m',
      limit: config.RATE_LIMIT_RESUME_UPLOADS_PER_10_MINUTES,
      windowSeconds: 600,
    }),
    'resume-match': rules({
      bucket: 'gw-resume-match-1m',
      limit: config.RATE_LIMIT_RESUME_MATCHES_PER_MINUTE,
      windowSeconds: 60,
    }),
    'job-search': rules({
      bucket: 'gw-job-search-1m',
      limit: config.RATE_LIMIT_JOB_SEARCHES_PER_MINUTE,
      windowSeconds: 60,
    }),
  };
}

/**
 * The gateway's per-user limits on costly routes, counted in Redis (libs/platform's RateLimiter: atomic fixed windows,
 * shared by every gateway replica). Every call of a limited route counts in each window of its group, refused ones
 * too, so a client that keeps hammering stays refused until it stops.
 */
export class RouteLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: LimitRules,
  ) {}

  /**
   * Counts one call of `subject` (`user:<id>`, or `ip:<address>` for an anonymous call) in the group's windows.
   * Returns null when it is within every limit, else the seconds until the fullest window it is past ends.
   */
  async check(group: RateLimitGroup, subject: string): Promise<number | null> {
    const rules = this.rules[group];
    if (rules.length === 0) return null;
    const hits = await Promise.all(rules.map((rule) => this.limiter.take(rule.bucket, subject, rule.windowSeconds)));
    let wait: number | null = null;
    hits.forEach((hit, i) => {
      if (hit.count > rules[i]!.limit) wait = Math.max(wait ?? 0, hit.retryAfterSeconds);
    });
    return wait;
  }
}
