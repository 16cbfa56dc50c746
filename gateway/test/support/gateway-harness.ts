import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRedis, SessionStore } from '@pathwise/platform';
import type { TestEnv } from '@pathwise/platform/testing';
import { createGatewayApp, loadGatewayConfig, type GatewayConfig } from '../../src/app.js';

export interface TestGateway {
  app: NestFastifyApplication;
  config: GatewayConfig;
  url: string;
  close(): Promise<void>;
}

/**
 * The gateway as main.ts builds it, on the test's Redis prefix, listening on a free loopback port. The test signs
 * users in itself (SessionStore.create, as auth would), so the prefix's sessions are marked complete as auth marks
 * them once it has restored them from PostgreSQL; `{ sessionsReady: false }` leaves that to a real auth service.
 * RATE_LIMITS is off unless the overrides turn it on.
 */
export async function startGateway(
  env: TestEnv,
  overrides: Record<string, string>,
  { sessionsReady = true }: { sessionsReady?: boolean } = {},
): Promise<TestGateway> {
  if (sessionsReady) {
    const redis = createRedis(env.redisUrl);
    await new SessionStore(redis, env.redisPrefix).markReady();
    redis.disconnect();
  }
  // The per-user limits of costly routes are off unless a test turns them on (RATE_LIMITS: 'on'): suites call those
  // routes as one user far more often than a person would.
  const config = loadGatewayConfig({ ...env.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', ...overrides });
  const app = await createGatewayApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
