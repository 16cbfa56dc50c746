import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TestEnv } from '@pathwise/platform/testing';
import { createGatewayApp, loadGatewayConfig, type GatewayConfig } from '../../src/app.js';

export interface TestGateway {
  app: NestFastifyApplication;
  config: GatewayConfig;
  url: string;
  close(): Promise<void>;
}

/** The gateway as main.ts builds it, on the test's Redis prefix, listening on a free loopback port. */
export async function startGateway(env: TestEnv, overrides: Record<string, string>): Promise<TestGateway> {
  const config = loadGatewayConfig({ ...env.env, PORT: '0', HOST: '127.0.0.1', ...overrides });
  const app = await createGatewayApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
