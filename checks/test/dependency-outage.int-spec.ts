import { randomUUID } from 'node:crypto';
import { API_ROUTES, type ApiRoute, type ServiceName } from '@pathwise/contracts';
import {
  createTestEnv,
  startTcpProxy,
  type TcpProxy,
  type TestEnv,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { ROUTE_SAMPLES } from './support/route-samples.js';
import { EXISTING_SERVICES, startService } from './support/services.js';

/**
 * Every route of every service while its PostgreSQL, or its Redis, is away (a relay the test takes down, the shared
 * server stays up): what needs it answers 503 with Retry-After, never a 500 or another 5xx, and the service serves
 * again once it is back.
 */
const CASES = EXISTING_SERVICES.flatMap((s) => [[s, 'PostgreSQL'] as const, [s, 'Redis'] as const]);

describe.each(CASES)('the %s service with %s away', (service: ServiceName, dependency) => {
  const routes = API_ROUTES.filter((r) => r.service === service && !r.gathered);
  let env: TestEnv;
  let relay: TcpProxy;
  let svc: TestService<unknown>;

  beforeAll(async () => {
    env = await createTestEnv(`out${service}`);
    const postgresAway = dependency === 'PostgreSQL';
    relay = await startTcpProxy(postgresAway ? env.databaseUrl : env.redisUrl);
    svc = (await startService(service, env, {
      [postgresAway ? 'DATABASE_URL' : 'REDIS_URL']: relay.url,
    })) as TestService<unknown>;
  }, 90_000);
  afterAll(async () => {
    await relay?.up();
    await svc?.close();
    await relay?.close();
    await env?.cleanup();
  }, 120_000);

  it('answers every route with a 503 and Retry-After (or without the database), never a 500', async () => {
    const as = (route: ApiRoute) =>
      route.access === 'public'
        ? null
        : ({ userId: randomUUID(), plan: route.access === 'premium' ? 'premium' : 'free' } as const);
    // bodies made while it is there (some samples read the service)
    const calls = await Promise.all(
      routes.map(async (route) => {
        const sample = route.body === 'json' ? ROUTE_SAMPLES[`${route.method} ${route.path}`] : undefined;
        const caller = as(route);
        const json = sample ? await sample(svc, caller) : undefined;
        return { route, caller, json, path: route.path.replace(/:(\w+)/g, () => randomUUID()) };
      }),
    );
    await relay.down();
    const answers: { route: string; status: number; retryAfter: string | null }[] = [];
    try {
      for (const { route, caller, json, path } of calls) {
        const res = await svc.call(route.method, path, { json, as: caller, signal: AbortSignal.timeout(30_000) });
        answers.push({
          route: `${route.method} ${route.path}`,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
        });
      }
    } finally {
      await relay.up();
    }
    const faults = answers.filter((a) => a.status >= 500 && !(a.status === 503 && a.retryAfter));
    expect(faults).toEqual([]);
    // the relay did cut it (every service reads PostgreSQL; some need Redis only for AI jobs and sign-in, and keep
    // their events in the outbox meanwhile)
    if (dependency === 'PostgreSQL') expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    // ready again before it is closed (closed while its Redis clients still wait to reconnect, it does not finish)
    const ready = await until(
      () => svc.call('GET', '/ready'),
      (r) => r.status === 200,
    );
    expect(ready.status).toBe(200);
    // and it serves again: a signed-in read
    const read = calls.find((c) => c.route.method === 'GET' && c.route.access !== 'public');
    if (read) {
      const back = await until(
        () => svc.call('GET', read.path, { as: read.caller }),
        (r) => r.status < 500,
      );
      expect(back.status).toBeLessThan(500);
    }
  }, 120_000);
});
