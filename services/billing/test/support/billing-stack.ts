import { randomUUID } from 'node:crypto';
import { createRedis, SESSION_COOKIE } from '@pathwise/platform';
import { createTestEnv, startTestService, type TestEnv, type TestService } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
// the real gateway around billing, and the auth and interview services started as the repository's checks start them
import { startService } from '../../../../checks/test/support/services.js';
import { startGateway, type TestGateway } from '../../../../gateway/test/support/gateway-harness.js';
import { BillingEnv, type BillingConfig, createBillingApp } from '../../src/app.js';

export interface User {
  id: string;
  cookie: string;
}

export interface CallResult<T = any> {
  status: number;
  json: T;
  text: string;
}

/**
 * Billing behind the real gateway, with the real auth service (it turns subscription.changed into the session's plan)
 * and, when asked, the interview service (a premium route to try), on one throwaway database and Redis prefix.
 */
export class BillingStack {
  billing!: TestService<BillingConfig>;
  gateway!: TestGateway;
  auth!: TestService<any>;
  interview: TestService<any> | null = null;
  redis!: Redis;

  private constructor(
    readonly env: TestEnv,
    private readonly billingEnv: Record<string, string>,
  ) {}

  static async start(
    label: string,
    opts: { billingEnv?: Record<string, string>; interview?: boolean } = {},
  ): Promise<BillingStack> {
    const stack = new BillingStack(await createTestEnv(label), opts.billingEnv ?? {});
    stack.redis = createRedis(stack.env.redisUrl);
    stack.auth = await startService('auth', stack.env);
    if (opts.interview) stack.interview = await startService('interview', stack.env);
    await stack.startBilling();
    stack.gateway = await startGateway(
      stack.env,
      {
        AUTH_SERVICE_URL: stack.auth.url,
        BILLING_SERVICE_URL: stack.billing.url,
        ...(stack.interview ? { INTERVIEW_SERVICE_URL: stack.interview.url } : {}),
      },
      { sessionsReady: false },
    );
    return stack;
  }

  /** (Re)starts the billing service on the same database and Redis prefix; the gateway is pointed at it again. */
  async startBilling(): Promise<void> {
    this.billing = await startTestService({
      label: 'billing',
      schema: BillingEnv,
      createApp: createBillingApp,
      testEnv: this.env,
      env: this.billingEnv,
    });
  }

  /**
   * Stops billing as a crash or a deploy would, keeping its data and Redis (the scheduler included), and starts a new
   * one. The gateway still points at the old address: call the new one directly (`billing.call`).
   */
  async restartBilling(whileDown: () => Promise<void> = async () => {}): Promise<void> {
    await this.billing.app.close();
    await whileDown();
    await this.startBilling();
  }
  async close(): Promise<void> {
    await this.gateway?.close();
    await this.billing?.app.close();
    await this.interview?.app.close();
    await this.auth?.app.close();
    this.redis?.disconnect();
    await this.env.cleanup();
  }

  /** A new user registered through the gateway, signed in (free). */
  async register(): Promise<User> {
    const email = `u-${randomUUID().slice(0, 8)}@example.com`;
    const res = await fetch(`${this.gateway.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'secret-pass' }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const cookie = setCookie.split(';')[0]!;
    const me = await this.call('GET', '/api/auth/user', { cookie });
    return { id: me.json.id, cookie };
  }

  async call<T = any>(
    method: string,
    path: string,
    who: User | { cookie: string } | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const h: Record<string, string> = { ...headers, ...(who ? { cookie: who.cookie } : {}) };
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.gateway.url + path, { method, headers: h, body: payload });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text };
  }
}
