import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { hashToken, SessionStore, SessionsUnavailableError } from '../src/sessions/session-store.js';
import { deleteRedisPrefix } from '../src/testing/test-env.js';

/** Sessions on a real Redis: the plan rewrite (subscription.changed) never outlives a revocation. */

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `pwtest:sessions_${randomBytes(4).toString('hex')}`;
const TTL = 100;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await new SessionStore(redis, prefix).markReady();
});
afterAll(async () => {
  await deleteRedisPrefix(redisUrl, prefix);
  redis.disconnect();
});

const sessionKey = (token: string) => `${prefix}:session:${hashToken(token)}`;

it('rewrites the plan of every live session and keeps each session expiry', async () => {
  const store = new SessionStore(redis, prefix, TTL);
  const a = await store.create('user-a', 'free');
  const b = await store.create('user-a', 'free');
  const other = await store.create('user-b', 'free');
  // One session is nearer its end than the other: the rewrite must not extend it.
  await redis.expire(sessionKey(b.token), 40);

  await store.setPlan('user-a', 'premium');

  expect((await store.get(a.token))?.plan).toBe('premium');
  expect(await store.get(b.token)).toEqual({ ...b.record, plan: 'premium' });
  expect((await store.get(other.token))?.plan).toBe('free');
  expect(await redis.ttl(sessionKey(a.token))).toBeGreaterThan(TTL - 10);
  const ttlB = await redis.ttl(sessionKey(b.token));
  expect(ttlB).toBeGreaterThan(0);
  expect(ttlB).toBeLessThanOrEqual(40);
});

it('does not bring back a session revoked while the plan is being rewritten', async () => {
  const plain = new SessionStore(redis, prefix, TTL);
  const kept = await plain.create('user-c', 'free');
  const doomed = await plain.create('user-c', 'free');

  // A Redis client on which the doomed session is revoked (logout) right after setPlan has read it: the race of a
  // subscription.changed event with a logout or a password change.
  const racing = new Proxy(redis, {
    get(target, prop, receiver) {
      if (prop === 'get') {
        return async (key: string) => {
          const value = await target.get(key);
          if (key === sessionKey(doomed.token)) await plain.revoke(doomed.token);
          return value;
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  await new SessionStore(racing, prefix, TTL).setPlan('user-c', 'premium');

  expect(await plain.get(doomed.token)).toBeNull();
  expect(await redis.exists(sessionKey(doomed.token))).toBe(0);
  expect((await plain.get(kept.token))?.plan).toBe('premium');
  expect(await redis.smembers(`${prefix}:user-sessions:user-c`)).toEqual([hashToken(kept.token)]);
});

it('drops sessions that expired or were revoked from the user index instead of recreating them', async () => {
  const store = new SessionStore(redis, prefix, TTL);
  const gone = await store.create('user-d', 'free');
  await redis.del(sessionKey(gone.token)); // expired in Redis; the index still names it

  await store.setPlan('user-d', 'premium');

  expect(await redis.exists(sessionKey(gone.token))).toBe(0);
  expect(await redis.scard(`${prefix}:user-sessions:user-d`)).toBe(0);
});

it('tells a missing session from sessions Redis has lost: null when they are all there, an error when not', async () => {
  const lostPrefix = `${prefix}_lost`;
  const store = new SessionStore(redis, lostPrefix, TTL);
  const live = await store.create('user-e', 'free');
  // Redis restarted without its data (nothing is there, not even the mark), or came back before auth restored it.
  await expect(store.get('no-such-token')).rejects.toBeInstanceOf(SessionsUnavailableError);
  expect(await store.get(live.token)).toMatchObject({ userId: 'user-e' });
  await store.markReady();
  expect(await store.isReady()).toBe(true);
  expect(await store.get('no-such-token')).toBeNull();
  await deleteRedisPrefix(redisUrl, lostPrefix);
});
