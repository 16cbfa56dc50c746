import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { NestFactory } from '@nestjs/core';
import { Writable } from 'node:stream';
import pino from 'pino';
import { JobNames, QueueNames } from '@pathwise/contracts';
import { APP_CONFIG, type BaseEnv } from '../src/config/config.js';
import { engineProvider } from '../src/engines/engine.provider.js';
import { llmOrLocal } from '../src/engines/llm-fallback.js';
import { LOGGER } from '../src/platform.module.js';
import { JobQueues } from '../src/queues/job-queues.js';
import { until } from '../src/testing/event-sender.js';
import { createTestEnv, type TestEnv } from '../src/testing/test-env.js';
import { type JobWorkerHost, jobWorkerHost, jobWorkerHostToken } from '../src/workers/job-worker-host.js';

/** The shared worker pieces: runWorker (a worker.ts in a child process), jobWorkerHost, engineProvider. */

let env: TestEnv;
let queues: JobQueues;

beforeEach(async () => {
  env = await createTestEnv('workers');
  queues = new JobQueues({ redisUrl: env.redisUrl, prefix: env.redisPrefix });
});
afterEach(async () => {
  await queues.close();
  await env.cleanup();
});

const silentLogger = pino({ level: 'silent' });
const configOf = (role: string) =>
  ({ ...env.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', ROLE: role }) as unknown as BaseEnv;

describe('jobWorkerHost', () => {
  /** Records the order of shutdown steps; stands in for TypeORM's DataSource, closed in onApplicationShutdown. */
  const steps: string[] = [];
  @Injectable()
  class FakeDataSource implements OnApplicationShutdown {
    onApplicationShutdown() {
      steps.push('datasource closed');
    }
  }

  let release: () => void = () => undefined;
  @Injectable()
  class IngestService {
    async ingest(source: string) {
      if (source === 'slow') {
        steps.push('job started');
        await new Promise<void>((resolve) => (release = resolve));
        steps.push('job finished');
      }
      return { ingested: source };
    }
  }

  async function startApp(role: string) {
    const config = configOf(role);
    @Module({
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: silentLogger },
        FakeDataSource,
        IngestService,
        jobWorkerHost({
          queue: QueueNames.jobIngestion,
          inject: [IngestService],
          start: (_config: BaseEnv, ingest: IngestService) => ({
            handlers: { 'ingest-jobs': (payload) => ingest.ingest(payload.source) },
            close: () => void steps.push('resources closed'),
          }),
        }),
      ],
    })
    class HostModule {}
    return NestFactory.createApplicationContext(HostModule, { logger: false });
  }

  it("runs the queue's jobs through the injected service unless ROLE=http", async () => {
    const all = await startApp('all');
    try {
      expect(all.get<JobWorkerHost<'job-ingestion'>>(jobWorkerHostToken('job-ingestion')).running).toBe(true);
      await expect(queues.run(JobNames.ingestJobs, { source: 'demo' }, { timeoutMs: 20_000 })).resolves.toEqual({
        ingested: 'demo',
      });
    } finally {
      await all.close();
    }
    const http = await startApp('http');
    try {
      expect(http.get<JobWorkerHost<'job-ingestion'>>(jobWorkerHostToken('job-ingestion')).running).toBe(false);
    } finally {
      await http.close();
    }
  });

  it('lets a job in progress finish before its resources and the DataSource close', async () => {
    steps.length = 0;
    const app = await startApp('all');
    const result = queues.run(JobNames.ingestJobs, { source: 'slow' }, { timeoutMs: 20_000 });
    while (!steps.includes('job started')) await new Promise((r) => setTimeout(r, 20));
    // the job ends only once shutdown has asked the worker to close
    const original = Worker.prototype.close;
    const close = jest.spyOn(Worker.prototype, 'close').mockImplementation(function (this: Worker, force?: boolean) {
      steps.push('worker closing');
      release();
      return original.call(this, force);
    });
    try {
      await app.close();
    } finally {
      close.mockRestore();
    }
    await expect(result).resolves.toEqual({ ingested: 'slow' });
    expect(steps).toEqual(['job started', 'worker closing', 'job finished', 'resources closed', 'datasource closed']);
  });
});

describe('engineProvider', () => {
  interface Engine {
    readonly name: 'llm' | 'local';
    write(): Promise<{ text: string; engine: 'llm' | 'local' }>;
  }
  const local = (): Engine => ({ name: 'local', write: async () => ({ text: 'rules', engine: 'local' }) });

  function build(config: Record<string, unknown>) {
    const lines: { level: number; msg: string; reason?: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const provider = engineProvider<Engine>({
      provide: 'ENGINE',
      what: 'test writing',
      local,
      llm: (settings, onFallback) => ({
        name: 'llm',
        write: async () => {
          const { value, engine } = await llmOrLocal({
            llm: () => Promise.reject(new Error(`no server for ${settings.model} at ${settings.baseURL}`)),
            local: () => 'rules',
            onFallback,
          });
          return { text: value, engine };
        },
      }),
    }) as { useFactory: (config: unknown, logger: unknown) => Engine };
    return { engine: provider.useFactory({ OPENAI_MODEL: 'm', OPENAI_TIMEOUT_MS: 100, ...config }, logger), lines };
  }

  it('gives the local engine without OPENAI_API_KEY', async () => {
    const { engine } = build({});
    expect(engine.name).toBe('local');
    expect(await engine.write()).toEqual({ text: 'rules', engine: 'local' });
  });

  it('gives the LLM engine with a key, logs which runs, and logs each fallback with its reason', async () => {
    const { engine, lines } = build({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(engine.name).toBe('llm');
    expect(await engine.write()).toEqual({ text: 'rules', engine: 'local' });
    expect(lines.map((l) => l.msg)).toEqual([
      'test writing: LLM engine, local engine as fallback',
      'LLM test writing not used; the local engine wrote it',
    ]);
    expect(lines[1]).toMatchObject({ level: 40, reason: 'Error' });
  });
});

describe('runWorker (a worker.ts in its own process)', () => {
  const fixture = path.join(import.meta.dirname, 'fixtures/ingest-worker.mjs');
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'pw-worker-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function start(extra: Record<string, string> = {}) {
    const child = spawn(process.execPath, [fixture], {
      env: {
        ...process.env,
        ...env.env,
        LOG_LEVEL: 'info',
        SLOW_RELEASE_FILE: path.join(dir, 'release'),
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, exited, output: () => output };
  }

  let running: ChildProcess | undefined;
  afterEach(() => void running?.kill('SIGKILL'));

  it('runs the jobs with ROLE=worker and, on SIGTERM, finishes the job in progress before it exits', async () => {
    const worker = start();
    running = worker.child;
    await expect(queues.run(JobNames.ingestJobs, { source: 'demo' }, { timeoutMs: 25_000 })).resolves.toEqual({
      role: 'worker',
      source: 'demo',
    });
    // printed by the child on its own stream, which may arrive after the job's answer: waited for, not raced
    await until(
      async () => worker.output(),
      (out) => out.includes('fixture worker started'),
    );
    expect(worker.output()).toContain('fixture worker started');

    const slow = queues.run(JobNames.ingestJobs, { source: 'late', keyword: 'slow' }, { timeoutMs: 25_000 });
    for (;;) {
      if ((await queues.queue(QueueNames.jobIngestion).getActiveCount()) > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    worker.child.kill('SIGTERM');
    writeFileSync(path.join(dir, 'release'), '');
    await expect(slow).resolves.toEqual({ role: 'worker', source: 'late' });
    const exit = await worker.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  }, 40_000);

  it('exits non-zero saying what is wrong: a bad variable, an unreachable Redis', async () => {
    const badConfig = start({ INTERNAL_SECRET: 'short' });
    expect((await badConfig.exited).code).toBe(1);
    expect(badConfig.output()).toMatch(/\[fixture-worker\] Invalid configuration:\n {2}INTERNAL_SECRET/);

    const noRedis = start({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect((await noRedis.exited).code).toBe(1);
    expect(noRedis.output()).toContain('Redis is not reachable at 127.0.0.1:1');
  }, 30_000);
});
