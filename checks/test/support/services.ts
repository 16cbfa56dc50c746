import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ServiceNames, type ServiceName } from '@pathwise/contracts';
import type { BaseEnv } from '@pathwise/platform';
import { startTestService, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Logger } from 'pino';
import type { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every service of the contracts that exists in this checkout. */
export const EXISTING_SERVICES: ServiceName[] = ServiceNames.filter((name) =>
  existsSync(path.join(root, 'services', name, 'src/app.ts')),
);

type AppFactory = (config: BaseEnv, logger: Logger) => Promise<NestFastifyApplication>;

/** The service's `create<Name>App` and `<Name>Env` exports, found by those names. */
async function serviceEntry(name: ServiceName): Promise<{ createApp: AppFactory; schema: z.ZodType }> {
  const mod = (await import(`../../../services/${name}/src/app.js`)) as Record<string, unknown>;
  const createApp = Object.entries(mod).find(([key, v]) => /^create\w*App$/.test(key) && typeof v === 'function');
  const schema = Object.entries(mod).find(([key, v]) => /Env$/.test(key) && typeof v === 'object');
  if (!createApp || !schema) {
    throw new Error(`services/${name}/src/app.ts must export create<Name>App(config, logger) and <Name>Env`);
  }
  return { createApp: createApp[1] as AppFactory, schema: schema[1] as z.ZodType };
}

/** Settings that keep a service quick to start in tests (no external boards, a small demo index). */
const TEST_SETTINGS: Partial<Record<ServiceName, Record<string, string>>> = {
  jobs: { JOB_BOARDS: 'none', JOBS_DEMO_LISTINGS: '300' },
};

/**
 * Starts a service as main.ts does, on its own database and Redis prefix (see startTestService), or on a shared one
 * (`testEnv`, which the caller cleans up) when services must hear each other's events.
 */
export async function startService(
  name: ServiceName,
  testEnv?: TestEnv,
  env: Record<string, string> = {},
): Promise<TestService<BaseEnv>> {
  const { createApp, schema } = await serviceEntry(name);
  return startTestService({
    label: `checks-${name}`,
    schema: schema as z.ZodType<BaseEnv & { PORT: number }>,
    createApp,
    testEnv,
    env: { ...TEST_SETTINGS[name], ...env },
  });
}

/** The gateway's `<NAME>_SERVICE_URL` settings for the services started. */
export const serviceUrlEnv = (services: ReadonlyMap<ServiceName, { url: string }>): Record<string, string> =>
  Object.fromEntries([...services].map(([name, svc]) => [`${name.toUpperCase()}_SERVICE_URL`, svc.url]));
