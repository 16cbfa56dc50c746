import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger, createRedis, SessionStore, type SessionRecord } from '@pathwise/platform';
import { createTestEnv, type TestEnv } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { SessionCache } from '../src/sessions/session-cache.js';

/** A SessionStore that counts its Redis reads. */
class CountingStore extends SessionStore {
  reads = 0;
  override getByKey(key: string): Promise<SessionRecord | null> {
    this.reads++;
    return super.getByKey(key);
  }
}

let env: TestEnv;
let gatewayRedis: Redis;
let authRedis: Redis;
let store: CountingStore;
let auth: SessionStore;
let cache: SessionCache;

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

beforeAll(async () => {
  env = await createTestEnv('sessioncache');
  gatewayRedis = createRedis(env.redisUrl);
  authRedis = createRedis(env.redisUrl);
  store = new CountingStore(gatewayRedis, env.redisPrefix);
  auth = new SessionStore(authRedis, env.redisPrefix);
  await auth.markReady(); // as auth does once every session is in Redis
  cache = new SessionCache(store, gatewayRedis, createLogger('gateway-test', 'silent'));
  cache.start();
  await until('tracking to be on', () => cache.active);
});

afterAll(async () => {
  await cache?.close();
  gatewayRedis?.disconnect();
  authRedis?.disconnect();
  await env?.cleanup();
});

it('answers a repeated lookup from memory, and never caches a token without a session', async () => {
  const { token } = await auth.create('user-cached', 'free');
  const before = store.reads;
  expect(await cache.get(token)).toMatchObject({ userId: 'user-cached', plan: 'free' });
  expect(await cache.get(token)).toMatchObject({ userId: 'user-cached', plan: 'free' });
  expect(await cache.get(token)).toMatchObject({ userId: 'user-cached' });
  expect(store.reads - before).toBe(1);

  const unknown = store.reads;
  expect(await cache.get('no-such-token')).toBeNull();
  expect(await cache.get('no-such-token')).toBeNull();
  expect(await cache.get(undefined)).toBeNull();
  expect(store.reads - unknown).toBe(2);
});

it('forgets a cached session as soon as auth revokes it or changes its plan', async () => {
  const { token } = await auth.create('user-changing', 'free');
  const { token: other } = await auth.create('user-changing', 'free');
  await cache.get(token);
  await cache.get(other);

  await auth.setPlan('user-changing', 'premium');
  await until('the new plan', async () => (await cache.get(token))?.plan === 'premium', 500);
  expect((await cache.get(other))?.plan).toBe('premium');

  await auth.revoke(token);
  await until('the revocation', async () => (await cache.get(token)) === null, 500);
  expect(await cache.get(other)).toMatchObject({ plan: 'premium' });

  await auth.revokeAllForUser('user-changing');
  await until('the revocation of every session', async () => (await cache.get(other)) === null, 500);
});

it('sees a plan change or a revocation in the very next lookup after the write returned, never the cached one', async () => {
  // Redis may write the writer's reply before the invalidation it sends this cache (or the gateway may read its
  // socket first): a hit must not be trusted before invalidations already sent are read (proxy.int-spec saw it).
  const { token } = await auth.create('user-race', 'free');
  const stale: string[] = [];
  for (let i = 0; i < 60; i++) {
    const plan = i % 2 === 0 ? 'premium' : 'free';
    await cache.get(token);
    await cache.get(token); // cached now
    await auth.setPlan('user-race', plan);
    const seen = (await cache.get(token))?.plan;
    if (seen !== plan) stale.push(`${i}: ${seen} instead of ${plan}`);
  }
  const { token: doomed } = await auth.create('user-race', 'free');
  await cache.get(doomed);
  await cache.get(doomed);
  await auth.revoke(doomed);
  expect(await cache.get(doomed)).toBeNull();
  expect(stale).toEqual([]);
});

it('reads Redis while it cannot hear invalidations, and caches again once it can', async () => {
  const { token } = await auth.create('user-outage', 'free');
  await cache.get(token);
  // Drop the invalidation connection, as a network blip would. Its id is where this gateway's tracking redirects
  // (other test files run their own subscribers on the same Redis at the same time).
  const info = (await gatewayRedis.call('CLIENT', 'TRACKINGINFO')) as unknown[];
  const subscriberId = info[info.indexOf('redirect') + 1] as number;
  expect(subscriberId).toBeGreaterThan(0);
  await authRedis.client('KILL', 'ID', String(subscriberId));
  await until('the cache to stop', () => !cache.active, 1_000);

  // A revocation it could not hear of is still honoured: lookups go to Redis meanwhile.
  await auth.revoke(token);
  expect(await cache.get(token)).toBeNull();

  await until('tracking to be back', () => cache.active, 5_000);
  const { token: fresh } = await auth.create('user-outage', 'free');
  const before = store.reads;
  await cache.get(fresh);
  await cache.get(fresh);
  expect(store.reads - before).toBe(1);
});
