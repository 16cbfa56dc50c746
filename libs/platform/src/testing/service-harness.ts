import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type BaseEnv, loadConfig } from '../config/config.js';
import { type Plan, signIdentity } from '../identity/identity-headers.js';
import { createLogger } from '../logging/logger.js';
import { createTestEnv, type TestEnv } from './test-env.js';

export interface CallOptions {
  /** JSON body. */
  json?: unknown;
  /** Raw body (FormData for uploads, a string for malformed JSON). */
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Who the gateway says is calling; null = a signed anonymous call; 'unsigned' = no identity headers at all. */
  as?: { userId: string; plan?: Plan } | null | 'unsigned';
  /** Aborts the call: the caller gives up, as a gateway does after its upstream timeout. */
  signal?: AbortSignal;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

export interface TestService<C> {
  env: TestEnv;
  config: C;
  app: NestFastifyApplication;
  url: string;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/**
 * Starts a service the way main.ts does, on its own throwaway database and Redis prefix, listening on a free port,
 * with a `call` helper that signs identity headers as the gateway would.
 */
export async function startTestService<S extends z.ZodType<BaseEnv & { PORT: number }>>(opts: {
  label: string;
  schema: S;
  createApp: (config: z.infer<S>, logger: Logger) => Promise<NestFastifyApplication>;
  env?: Record<string, string>;
  testEnv?: TestEnv;
}): Promise<TestService<z.infer<S>>> {
  const env = opts.testEnv ?? (await createTestEnv(opts.label));
  const config = loadConfig(opts.schema, { ...env.env, PORT: '0', ...opts.env });
  const logger = createLogger(opts.label, config.LOG_LEVEL);
  const app = await opts.createApp(config, logger);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    env,
    config,
    app,
    url,
    async call(method, path, callOpts = {}) {
      const headers: Record<string, string> = { ...callOpts.headers };
      if (callOpts.as !== 'unsigned') {
        const who = callOpts.as ?? null;
        Object.assign(
          headers,
          signIdentity(
            config.INTERNAL_SECRET,
            {
              userId: who ? who.userId : null,
              plan: who?.plan ?? 'free',
              requestId: randomUUID(),
            },
            { method, url: path },
          ),
        );
      }
      let body = callOpts.body;
      if (callOpts.json !== undefined) {
        body = JSON.stringify(callOpts.json);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(url + path, { method, headers, body, redirect: 'manual', signal: callOpts.signal });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, headers: res.headers, json: json as any, text };
    },
    async close() {
      await app.close();
      if (!opts.testEnv) await env.cleanup();
    },
  };
}
