import { randomUUID } from 'node:crypto';
import { createRedis, SESSION_COOKIE, SessionStore } from '@pathwise/platform';
import { createTestEnv, startTestService, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
// the real gateway in front of the service, through the gateway's own test harness (read-only use, tests only)
import { startGateway, type TestGateway } from '../../../gateway/test/support/gateway-harness.js';
import { createJobsApp, type JobsConfig, JobsEnv } from '../src/app.js';

export const newUserId = () => randomUUID();

export interface JobsStack {
  env: TestEnv;
  svc: TestService<JobsConfig>;
  gateway: TestGateway;
  redis: Redis;
  /** A signed-in user: a session in Redis as auth creates it, and its cookie. */
  signIn(userId?: string): Promise<{ userId: string; cookie: string }>;
  call(method: string, path: string, cookie: string | null, body?: unknown): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

/** The jobs service on a throwaway database and Redis prefix, with the real gateway in front of it. */
export async function startJobsStack(label: string, env: Record<string, string> = {}): Promise<JobsStack> {
  const testEnv = await createTestEnv(label);
  const svc = await startTestService({
    label,
    schema: JobsEnv,
    createApp: createJobsApp,
    testEnv,
    env: { JOB_BOARDS: 'none', JOBS_DEMO_LISTINGS: '2500', ...env },
  });
  const gateway = await startGateway(testEnv, { JOBS_SERVICE_URL: svc.url });
  const redis = createRedis(testEnv.redisUrl);
  const sessions = new SessionStore(redis, testEnv.redisPrefix);
  return {
    env: testEnv,
    svc,
    gateway,
    redis,
    async signIn(userId = newUserId()) {
      const { token } = await sessions.create(userId, 'free');
      return { userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
    },
    async call(method, path, cookie, body) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(gateway.url + path, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, json: json as any };
    },
    async close() {
      await gateway.close();
      await svc.close();
      redis.disconnect();
      await testEnv.cleanup();
    },
  };
}
