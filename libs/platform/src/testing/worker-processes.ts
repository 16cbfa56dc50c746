import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { BaseEnv } from '../config/config.js';
import { startTestService, type TestService } from './service-harness.js';
import { createTestEnv } from './test-env.js';

export interface ApiWithWorkerProcesses<C> {
  /** The API without in-process workers (ROLE=http). */
  api: TestService<C>;
  /** Starts a real worker process (the built dist/worker.js) on the API's database and Redis prefix. */
  spawnWorker(extraEnv?: Record<string, string>): ChildProcess;
  /** Kills every worker started, closes the API, drops the database and the Redis keys. */
  close(): Promise<void>;
}

/**
 * A service split as npm start and Docker Compose run it: the API with ROLE=http, and worker processes that a test
 * can start and kill mid-job. Builds the service first (`tsc -b`, quick when up to date): the workers run dist/.
 */
export async function startApiWithWorkerProcesses<S extends z.ZodType<BaseEnv & { PORT: number }>>(opts: {
  /** The service's folder (services/<name>): where dist/worker.js is built. */
  serviceDir: string;
  label: string;
  schema: S;
  createApp: (config: z.infer<S>, logger: Logger) => Promise<NestFastifyApplication>;
  /** Extra env of the API (its bounded wait for a worker). */
  apiEnv?: Record<string, string>;
  /** Extra env of every worker (a short job lock, so a killed worker's job is taken over soon). */
  workerEnv?: Record<string, string>;
}): Promise<ApiWithWorkerProcesses<z.infer<S>>> {
  const root = path.resolve(opts.serviceDir, '../..');
  execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-b', opts.serviceDir], {
    cwd: root,
    stdio: 'inherit',
    timeout: 240_000,
  });
  const testEnv = await createTestEnv(opts.label);
  const api = await startTestService({
    label: opts.label,
    schema: opts.schema,
    createApp: opts.createApp,
    testEnv,
    env: { ROLE: 'http', ...opts.apiEnv },
  }).catch(async (error: unknown) => {
    await testEnv.cleanup();
    throw error;
  });
  const workers: ChildProcess[] = [];
  return {
    api,
    spawnWorker(extraEnv = {}) {
      const worker = spawn(process.execPath, [path.join(opts.serviceDir, 'dist/worker.js')], {
        env: { ...process.env, ...testEnv.env, ...opts.workerEnv, ...extraEnv },
        stdio: 'ignore',
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const worker of workers) worker.kill('SIGKILL');
      await api.close();
      await testEnv.cleanup();
    },
  };
}
