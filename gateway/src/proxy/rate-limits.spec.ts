import type { RateHit, RateLimiter } from '@pathwise/platform';
import { loadGatewayConfig } from '../config/gateway-config.js';
import { limitRules, RouteLimits, type LimitRules } from './rate-limits.js';

describe('limitRules', () => {
  it('has generous defaults: AI 30 a minute and 300 an hour, 20 quizzes an hour, 20 uploads in 10 minutes, 30 job description matches a minute, 120 searches a minute', () => {
    expect(limitRules(loadGatewayConfig({}))).toEqual({
      ai: [
        { bucket: 'gw-ai-1m', limit: 30, windowSeconds: 60 },
        { bucket: 'gw-ai-1h', limit: 300, windowSeconds: 3600 },
      ],
      'quiz-submit': [{ bucket: 'gw-quiz-submit-1h', limit: 20, windowSeconds: 3600 }],
      'resume-upload': [{ bucket: 'gw-resume-upload-10m', limit: 20, windowSeconds: 600 }],
      'resume-match': [{ bucket: 'gw-resume-match-1m', limit: 30, windowSeconds: 60 }],
      'job-search': [{ bucket: 'gw-job-search-1m', limit: 120, windowSeconds: 60 }],
    });
  });

  it('drops a window whose limit is 0, and every window with RATE_LIMITS=off', () => {
    const some = limitRules(
      loadGatewayConfig({ RATE_LIMIT_AI_PER_HOUR: '0', RATE_LIMIT_JOB_SEARCHES_PER_MINUTE: '0' }),
    );
    expect(some.ai.map((r) => r.bucket)).toEqual(['gw-ai-1m']);
    expect(some['job-search']).toEqual([]);
    expect(some['resume-upload']).toHaveLength(1);
    expect(limitRules(loadGatewayConfig({ RATE_LIMITS: 'off' }))).toEqual({
      ai: [],
      'quiz-submit': [],
      'resume-upload': [],
      'resume-match': [],
      'job-search': [],
    });
  });

  it('refuses a negative or fractional limit and an unknown switch', () => {
    expect(() => loadGatewayConfig({ RATE_LIMIT_AI_PER_MINUTE: '-1' })).toThrow();
    expect(() => loadGatewayConfig({ RATE_LIMIT_AI_PER_MINUTE: '1.5' })).toThrow();
    expect(() => loadGatewayConfig({ RATE_LIMITS: 'false' })).toThrow();
  });
});

describe('RouteLimits.check', () => {
  const rules: LimitRules = {
    ai: [
      { bucket: 'm', limit: 2, windowSeconds: 60 },
      { bucket: 'h', limit: 3, windowSeconds: 3600 },
    ],
    'quiz-submit': [],
    'resume-upload': [],
    'resume-match': [],
    'job-search': [{ bucket: 's', limit: 1, windowSeconds: 60 }],
  };

  /** A limiter whose counts and seconds left are given per bucket. */
  function limiter(hits: Record<string, RateHit>) {
    const taken: string[] = [];
    const fake = {
      take: (bucket: string, subject: string) => {
        taken.push(`${bucket}/${subject}`);
        return Promise.resolve(hits[bucket]!);
      },
    } as unknown as RateLimiter;
    return { fake, taken };
  }

  it('is null within every window, and counts the call in each of them', async () => {
    const { fake, taken } = limiter({
      m: { count: 2, retryAfterSeconds: 10 },
      h: { count: 3, retryAfterSeconds: 900 },
    });
    expect(await new RouteLimits(fake, rules).check('ai', 'user:u1')).toBeNull();
    expect(taken).toEqual(['m/user:u1', 'h/user:u1']);
  });

  it('past a window: the seconds until that window ends; past several: the longest wait', async () => {
    const minute = limiter({ m: { count: 3, retryAfterSeconds: 10 }, h: { count: 3, retryAfterSeconds: 900 } });
    expect(await new RouteLimits(minute.fake, rules).check('ai', 'user:u1')).toBe(10);
    const both = limiter({ m: { count: 5, retryAfterSeconds: 10 }, h: { count: 5, retryAfterSeconds: 900 } });
    expect(await new RouteLimits(both.fake, rules).check('ai', 'user:u1')).toBe(900);
  });

  it('a group without windows counts nothing', async () => {
    const { fake, taken } = limiter({});
    expect(await new RouteLimits(fake, rules).check('resume-upload', 'user:u1')).toBeNull();
    expect(taken).toEqual([]);
  });
});
