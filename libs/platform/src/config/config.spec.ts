import { z } from 'zod';
import { BaseEnv, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  const Env = BaseEnv.extend({
    PORT: z.coerce.number().int().default(3000),
    OPENAI_BASE_URL: z.string().url().optional(),
  });

  it('applies defaults and treats empty values as unset', () => {
    const config = loadConfig(Env, { PORT: '', OPENAI_BASE_URL: '', REDIS_PREFIX: 'x' });
    expect(config).toMatchObject({
      PORT: 3000,
      REDIS_PREFIX: 'x',
      DATABASE_URL: 'postgres://postgres@localhost:5432/pathwise',
    });
    expect(config.OPENAI_BASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig(Env, { PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig(Env, { PORT: 'abc' })).toThrow(/PORT/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig(Env, { NODE_ENV: 'production' })).toThrow(/INTERNAL_SECRET/);
    // .env.example's and docker-compose.yml's placeholder, and anything short, are as guessable.
    expect(() =>
      loadConfig(Env, { NODE_ENV: 'production', INTERNAL_SECRET: 'change-me-to-a-long-random-secret' }),
    ).toThrow(/published/);
    expect(() => loadConfig(Env, { NODE_ENV: 'production', INTERNAL_SECRET: 'sixteen-chars-xx' })).toThrow(/32/);
    expect(
      loadConfig(Env, { NODE_ENV: 'production', INTERNAL_SECRET: 'a-real-secret-of-some-length-0123456789' }).NODE_ENV,
    ).toBe('production');
  });
});
