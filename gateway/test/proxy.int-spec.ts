import { request as httpRequest } from 'node:http';
import { ServiceNames, type ServiceName, PictureMessages } from '@pathwise/contracts';
import { createRedis, SESSION_COOKIE, SessionStore, verifyIdentity } from '@pathwise/platform';
import { createTestEnv, type TestEnv } from '@pathwise/platform/testing';
import type { Redis } from 'ioredis';
import { MULTIPART_OVERHEAD_BYTES } from '../src/routing/route-matcher.js';
import { closedPortUrl, startFakeService, type FakeService, type ReceivedRequest } from './support/fake-service.js';
import { startGateway, type TestGateway } from './support/gateway-harness.js';
import { GATEWAY_RUNTIME, type GatewayRuntime } from '../src/runtime/gateway-runtime.js';

const ENV_NAME: Record<ServiceName, string> = {
  auth: 'AUTH_SERVICE_URL',
  career: 'CAREER_SERVICE_URL',
  resume: 'RESUME_SERVICE_URL',
  interview: 'INTERVIEW_SERVICE_URL',
  jobs: 'JOBS_SERVICE_URL',
  billing: 'BILLING_SERVICE_URL',
};
const MB = 1024 * 1024;
const OPS_TOKEN = 'operators-token-0123456789';

let env: TestEnv;
let redis: Redis;
let sessions: SessionStore;
let gateway: TestGateway;
let secret: string;
const services = {} as Record<Exclude<ServiceName, 'jobs'>, FakeService>;

beforeAll(async () => {
  env = await createTestEnv('gateway');
  secret = env.env.INTERNAL_SECRET!;
  redis = createRedis(env.redisUrl);
  sessions = new SessionStore(redis, env.redisPrefix);
  const urls: Record<string, string> = {};
  for (const name of ServiceNames) {
    if (name === 'jobs') {
      // The jobs service "is not running": its routes must answer 503.
      urls[ENV_NAME[name]] = await closedPortUrl();
      continue;
    }
    services[name] = await startFakeService(name);
    urls[ENV_NAME[name]] = services[name].url;
  }
  gateway = await startGateway(env, { ...urls, OPS_TOKEN });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all(Object.values(services).map((s) => s.close()));
  redis?.disconnect();
  await env?.cleanup();
});

beforeEach(() => {
  for (const s of Object.values(services)) {
    s.received.length = 0;
    s.handler = null;
    s.early = null;
  }
});

/** The identity a fake service received, verified for the call it arrived with. */
const verified = (req: ReceivedRequest) => verifyIdentity(secret, req.headers, { method: req.method, url: req.url });

async function signIn(plan: 'free' | 'premium', userId = `user-${plan}-${Math.random().toString(36).slice(2)}`) {
  const { token } = await sessions.create(userId, plan);
  return { userId, cookie: `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(token)}` };
}

function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: RequestInit['body']; signal?: AbortSignal } = {},
) {
  return fetch(gateway.url + path, {
    method,
    headers: init.headers,
    body: init.body,
    redirect: 'manual',
    signal: init.signal,
  });
}

/** A raw request, for bodies and headers fetch will not send as such (declared lengths, chunked uploads). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  write: (req: ReturnType<typeof httpRequest>) => Promise<void> | void,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(gateway.url + path, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    // The gateway may answer (and close) before the whole body is written; that is the point of several tests.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    void Promise.resolve(write(req)).catch(() => undefined);
  });
}

describe('routing', () => {
  it('forwards each route to its owning service with method, path, query and body intact', async () => {
    const { cookie } = await signIn('premium');
    const cases: [string, string, ServiceName, string?][] = [
      ['GET', '/api/auth/user', 'auth'],
      ['PUT', '/api/profile', 'auth', JSON.stringify({ firstName: 'Ada' })],
      ['GET', '/api/placeholder/64/48', 'auth'],
      ['GET', '/api/dashboard', 'career'],
      ['POST', '/api/quiz/responses', 'career', JSON.stringify({ responses: [] })],
      ['GET', '/api/careers/15-1252.00', 'career'],
      ['GET', '/api/resume', 'resume'],
      ['DELETE', '/api/resume', 'resume'],
      ['POST', '/api/interview/start', 'interview', JSON.stringify({ careerPath: 'Software Engineer' })],
      ['GET', '/api/ai/conversations?limit=5', 'interview'],
      ['GET', '/api/subscription', 'billing'],
    ];
    for (const [method, path, service, body] of cases) {
      const res = await call(method, path, {
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(await res.json()).toMatchObject({ service, method, url: path });
      const got = services[service as Exclude<ServiceName, 'jobs'>].received.at(-1)!;
      expect(got.body.toString()).toBe(body ?? '');
      if (body) expect(got.headers['content-type']).toBe('application/json');
    }
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/jobs/save/'],
      ['DELETE', '/api/jobs/save/..'],
    ] as const) {
      const res = await call(method, path);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(res.headers.get('allow')).toBeNull();
      const body = await res.json();
      expect(body).toEqual({ message: 'Not found', code: 'NOT_FOUND', requestId: res.headers.get('x-request-id') });
    }
    expect(Object.values(services).every((s) => s.received.length === 0)).toBe(true);
  });

  it('answers a known /api path with another method 405 JSON and an Allow header naming its methods', async () => {
    const { cookie } = await signIn('free');
    for (const [method, path, allow] of [
      ['POST', '/api/auth/user', 'GET, HEAD'],
      ['DELETE', '/api/dashboard', 'GET, HEAD'],
      ['PUT', '/api/jobs/search?keyword=x', 'GET, HEAD'],
      ['GET', '/api/jobs/save', 'POST'],
      ['GET', '/api/jobs/save/abc', 'DELETE'],
      ['PATCH', '/api/profile', 'PUT, DELETE'],
      ['GET', '/api/interview/start', 'POST'],
    ] as const) {
      // Signed in or not, premium route or not: the method is wrong before anything else is asked.
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const res = await call(method, path, { headers });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 405 });
        expect({ method, path, allow: res.headers.get('allow') }).toEqual({ method, path, allow });
        expect(await res.json()).toEqual({
          message: `Method ${method} is not allowed here`,
          code: 'METHOD_NOT_ALLOWED',
          requestId: res.headers.get('x-request-id'),
        });
      }
    }
    const options = await call('OPTIONS', '/api/jobs/save/abc');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('DELETE, OPTIONS');
    expect(Object.values(services).every((s) => s.received.length === 0)).toBe(true);
  });

  it("answers a malformed % escape in the gateway's own routes in the API shape, with its security headers", async () => {
    for (const path of ['/%zz', '/health%']) {
      const res = await call('GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toEqual({
        message: 'The address of this request is not valid: it has a malformed % escape.',
        code: 'VALIDATION_FAILED',
        requestId: res.headers.get('x-request-id'),
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("answers an address or headers too large for the HTTP parser in the API shape, not Fastify's own", async () => {
    const res = await call('GET', `/api/jobs/search?keyword=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      message: 'The address or the headers of this request are too large.',
      code: 'VALIDATION_FAILED',
    });
    expect(Object.values(services).every((s) => s.received.length === 0)).toBe(true);
  });

  it('redirects GET /api/login to the sign-in page', async () => {
    const res = await call('GET', '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
  });

  it('answers 503 naming the service when its port is closed', async () => {
    const { cookie } = await signIn('free');
    const res = await call('GET', '/api/jobs/saved', { headers: { cookie } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(await res.json()).toMatchObject({ message: 'The jobs service is unavailable', code: 'SERVICE_UNAVAILABLE' });
  });

  it('passes the status, headers and Set-Cookie of the service back', async () => {
    services.auth.handler = (_req, res) => {
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': [`${SESSION_COOKIE}=tok; Path=/; HttpOnly; SameSite=Lax`, 'other=1; Path=/'],
        'x-custom': 'kept',
        'x-frame-options': 'SAMEORIGIN',
      });
      res.end('{"id":"u1"}');
    };
    const res = await call('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([
      `${SESSION_COOKIE}=tok; Path=/; HttpOnly; SameSite=Lax`,
      'other=1; Path=/',
    ]);
    expect(res.headers.get('x-custom')).toBe('kept');
    // The gateway's security headers win over a service's.
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.json()).toEqual({ id: 'u1' });
  });

  it('passes error answers of a service through unchanged', async () => {
    services.auth.handler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message":"Invalid email or password","code":"UNAUTHORIZED"}');
    };
    const res = await call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
  });

  it('streams a large answer through', async () => {
    const big = Buffer.alloc(3 * MB, 'x');
    services.auth.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(big);
    };
    const res = await call('GET', '/api/profile/picture/p1');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
  });

  it('answers HEAD from the GET route without a body', async () => {
    const res = await call('HEAD', '/api/placeholder/10/10');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(services.auth.received.at(-1)!.method).toBe('HEAD');
  });
});

describe('sessions and plan gates', () => {
  it('answers 401 on a user route without a session, or with an unknown one', async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=not-a-real-token` }, { cookie: 'other=1' }] as Record<
      string,
      string
    >[]) {
      const res = await call('GET', '/api/dashboard', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    expect(services.career.received).toHaveLength(0);
  });

  it('answers 403 on premium routes for a free user', async () => {
    const { cookie } = await signIn('free');
    for (const [method, path] of [
      ['POST', '/api/interview/start'],
      ['POST', '/api/interview/evaluate'],
      ['GET', '/api/ai/conversations'],
      ['POST', '/api/ai/response-draft'],
    ]) {
      const res = await call(method!, path!, {
        headers: { cookie, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(await res.json()).toMatchObject({ message: 'Premium subscription required', code: 'PREMIUM_REQUIRED' });
    }
    expect(services.interview.received).toHaveLength(0);
  });

  it('lets a premium user through to premium routes', async () => {
    const { cookie, userId } = await signIn('premium');
    const res = await call('GET', '/api/ai/conversations', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(verified(services.interview.received[0]!)).toMatchObject({ userId, plan: 'premium' });
  });

  it('lets anyone call public routes, signed as anonymous', async () => {
    const res = await call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const identity = verified(services.auth.received[0]!);
    expect(identity).toMatchObject({ userId: null, plan: 'free' });
  });

  it('refuses state-changing calls a page of another origin makes, and lets same-origin ones through', async () => {
    const { cookie } = await signIn('free');
    const json = { cookie, 'content-type': 'application/json' };
    const host = new URL(gateway.url).host;
    // The same host name under another scheme is another origin (a network attacker can serve the http:// one).
    for (const origin of ['https://evil.example', 'null', `http://${host}.evil.example`, `https://${host}`, host]) {
      const res = await call('POST', '/api/quiz/responses', { headers: { ...json, origin }, body: '{}' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    expect(services.career.received).toHaveLength(0);
    const same = await call('POST', '/api/quiz/responses', { headers: { ...json, origin: gateway.url }, body: '{}' });
    expect(same.status).toBe(200);
    // No Origin (curl, webhooks) is not a browser cross-site call; reads are left to CORS.
    expect((await call('POST', '/api/quiz/responses', { headers: json, body: '{}' })).status).toBe(200);
    expect(
      (await call('GET', '/api/recommendations', { headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });

  it('stops answering for a revoked session, and follows a plan change, at once though it caches sessions', async () => {
    const runtime = gateway.app.get<GatewayRuntime>(GATEWAY_RUNTIME);
    const deadline = Date.now() + 3_000;
    while (!runtime.sessions.active && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(runtime.sessions.active).toBe(true);

    const { token } = await sessions.create('user-revoked', 'premium');
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (let i = 0; i < 3; i++) {
      expect((await call('GET', '/api/recommendations', { headers: { cookie } })).status).toBe(200);
      expect((await call('GET', '/api/ai/conversations', { headers: { cookie } })).status).toBe(200);
    }
    await sessions.setPlan('user-revoked', 'free');
    expect((await call('GET', '/api/ai/conversations', { headers: { cookie } })).status).toBe(403);
    await sessions.revoke(token);
    expect((await call('GET', '/api/recommendations', { headers: { cookie } })).status).toBe(401);
  });
});

describe('caching of answers', () => {
  it('marks every answer to a signed-in route no-store, whatever the service said', async () => {
    const { cookie } = await signIn('free');
    services.career.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
      res.end('{"recommendations":[]}');
    };
    const res = await call('GET', '/api/recommendations', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    services.career.handler = null;
    const plain = await call('GET', '/api/dashboard', { headers: { cookie } });
    expect(plain.headers.get('cache-control')).toBe('no-store');
  });

  it('lets public routes keep the caching their service chose, and defaults the rest to no-store', async () => {
    services.auth.handler = (req, res) => {
      const cacheable = req.url.startsWith('/api/profile/picture/');
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(cacheable ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
      });
      res.end('{}');
    };
    const picture = await call('GET', '/api/profile/picture/p1');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const login = await call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });
});

describe('identity headers', () => {
  it('signs the caller, passes the request id and forwarding headers, and strips forged ones', async () => {
    const { cookie, userId } = await signIn('free');
    const res = await call('GET', '/api/dashboard?tab=profile', {
      headers: {
        cookie,
        'x-pathwise-user-id': 'someone-else',
        'x-pathwise-plan': 'premium',
        'x-pathwise-expires': '9999999999',
        'x-pathwise-signature': 'forged',
        'x-pathwise-extra': 'forged',
        'x-forwarded-for': '10.9.8.7',
        'x-request-id': 'outer-proxy-id-1234',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('outer-proxy-id-1234');
    const got = services.career.received[0]!;
    expect(got.url).toBe('/api/dashboard?tab=profile');
    expect(verified(got)).toEqual({ userId, plan: 'free', requestId: 'outer-proxy-id-1234' });
    expect(got.headers['x-pathwise-extra']).toBeUndefined();
    expect(got.headers['x-pathwise-signature']).not.toBe('forged');
    expect(got.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got.headers['x-forwarded-proto']).toBe('http');
    expect(got.headers.cookie).toBe(cookie);
  });

  it('creates a request id when none (or a malformed one) comes in', async () => {
    const res = await call('GET', '/api/placeholder/1/1', { headers: { 'x-request-id': 'bad id with spaces' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(services.auth.received[0]!.headers['x-request-id']).toBe(id);
  });

  it('produces headers that fail verification once tampered with', async () => {
    const { cookie } = await signIn('free');
    await call('GET', '/api/dashboard', { headers: { cookie } });
    const got = services.career.received[0]!;
    const headers = { ...got.headers };
    const target = { method: got.method, url: got.url };
    expect(verifyIdentity(secret, headers, target)).not.toBeNull();
    expect(verifyIdentity('another-secret-0123456789', headers, target)).toBeNull();
    expect(verifyIdentity(secret, { ...headers, 'x-pathwise-plan': 'premium' }, target)).toBeNull();
    expect(verifyIdentity(secret, { ...headers, 'x-pathwise-user-id': 'admin' }, target)).toBeNull();
    expect(verifyIdentity(secret, { ...headers, 'x-pathwise-signature': undefined }, target)).toBeNull();
    // signed for GET /api/dashboard: replayed on another route or method, it is worthless
    expect(verifyIdentity(secret, headers, { method: 'GET', url: '/api/resume' })).toBeNull();
    expect(verifyIdentity(secret, headers, { method: 'DELETE', url: '/api/dashboard' })).toBeNull();
  });
});

describe('body limits', () => {
  it('refuses a JSON body over 1 MB by its declared length, before forwarding', async () => {
    const res = await rawRequest(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-length': String(MB + 1) },
      (req) => req.flushHeaders(),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(services.auth.received).toHaveLength(0);
  });

  it('lets a client that sends its whole oversized body read the 413 (the rest is drained, not reset)', async () => {
    const res = await call('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(3 * MB, 0x20),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('closes the connection rather than read a declared body of any size', async () => {
    const res = await rawRequest(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-length': String(500 * MB) },
      (req) => req.flushHeaders(),
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
  });

  it('refuses an upload over 5 MB plus multipart overhead, with the message of the upload screen', async () => {
    const { cookie } = await signIn('free');
    const res = await rawRequest(
      'POST',
      '/api/profile/picture',
      {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * MB + MULTIPART_OVERHEAD_BYTES + 1),
      },
      (req) => req.flushHeaders(),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: PictureMessages.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('streams an upload of 5 MB through to the service', async () => {
    const { cookie } = await signIn('free');
    const file = Buffer.alloc(5 * MB, 7);
    const res = await call('POST', '/api/profile/picture', {
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: file,
    });
    expect(res.status).toBe(200);
    expect(services.auth.received[0]!.body.equals(file)).toBe(true);
  });

  it('answers, rather than hangs, when a service hangs up in the middle of an upload', async () => {
    const { cookie } = await signIn('free');
    services.auth.early = (_req, res) => {
      res.writeHead(415, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"message":"no"}');
    };
    const res = await call('POST', '/api/profile/picture', {
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(4 * MB, 1),
    });
    // Depending on timing the service's own answer arrives first, or the gateway sees the hang-up.
    expect([415, 503]).toContain(res.status);
  });

  it("delivers a service's early refusal of an upload to a client still sending it, every time", async () => {
    const { cookie } = await signIn('free');
    // As Fastify does for an unsupported type: the answer goes out at once and the body is never read.
    services.auth.early = (_req, res) => {
      res.writeHead(415, { 'content-type': 'application/json' });
      res.end('{"message":"Unsupported Media Type","code":"VALIDATION_FAILED"}');
    };
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 20; i++) {
      const outcome = await call('POST', '/api/profile/picture', {
        headers: { cookie, 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(2 * MB, i),
        // only so that a hung request fails the test instead of its timeout
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (res) => `${res.status} ${(await res.json()).message}`,
        (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.name,
      );
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '415 Unsupported Media Type': 20 });
  }, 180_000); // twenty 2 MB uploads in a row outlast the default 30 s on a loaded 2-core CI machine

  it('answers a malformed Content-Type in the API error shape', async () => {
    const res = await call('POST', '/api/auth/login', { headers: { 'content-type': 'not a type/' }, body: '{}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });

  it('counts the bytes of a chunked body and stops it past the limit', async () => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    const res = await rawRequest(
      'POST',
      '/api/auth/register',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      async (req) => {
        let answered = false;
        req.once('response', () => (answered = true));
        for (let sent = 0; sent < 4 * MB && !answered && !req.destroyed; sent += chunk.length) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        if (!req.destroyed) req.end();
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('forwards a chunked body under the limit intact', async () => {
    const res = await rawRequest(
      'POST',
      '/api/auth/register',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      (req) => {
        req.write('{"email":');
        req.end('"a@b.c"}');
      },
    );
    expect(res.status).toBe(200);
    const got = services.auth.received[0]!;
    expect(got.body.toString()).toBe('{"email":"a@b.c"}');
  });
});

describe('timeouts and health', () => {
  it('answers 503 when a service takes longer than UPSTREAM_TIMEOUT_MS', async () => {
    const slow = await startFakeService('career');
    slow.handler = () => undefined; // never answers
    const impatient = await startGateway(env, { CAREER_SERVICE_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const { cookie } = await signIn('free');
      // The service never answers, so a 503 can only come from the gateway's own timeout.
      const res = await fetch(`${impatient.url}/api/dashboard`, { headers: { cookie } });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: 'The career service is unavailable' });
      expect(slow.received).toHaveLength(1);
    } finally {
      await impatient.close();
      await slow.close();
    }
  });

  it("serves /graphql with @apollo/gateway's anonymous usage metrics to Apollo turned off", async () => {
    const graph = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graph.status).not.toBe(404);
    // Read by ApolloGateway's constructor: unset, it exports metrics hourly and probes cloud metadata addresses.
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it('reports /health and /ready with each service up or down', async () => {
    for (const s of Object.values(services)) {
      s.handler = (req, res) => {
        res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
        res.end('{"status":"ok"}');
      };
    }
    const health = await call('GET', '/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // The public answer says ready or not, nothing about the parts.
    const ready = await call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const wrongToken = await call('GET', '/ready', { headers: { authorization: 'Bearer a-wrong-token-0123456789' } });
    expect(await wrongToken.json()).toEqual({ status: 'ready' });
    const detail = await call('GET', '/ready', { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({
      status: 'ready',
      redis: 'up',
      services: { auth: 'up', career: 'up', resume: 'up', interview: 'up', billing: 'up', jobs: 'down' },
    });
  });
});

describe('without Redis', () => {
  it('answers 503 on protected routes, serves public ones anonymously, and reports not ready', async () => {
    const noRedis = await startGateway(env, {
      OPS_TOKEN,
      REDIS_URL: (await closedPortUrl()).replace('http:', 'redis:'),
      AUTH_SERVICE_URL: services.auth.url,
      CAREER_SERVICE_URL: services.career.url,
    });
    try {
      const cookie = `${SESSION_COOKIE}=some-token`;
      const protectedCall = await fetch(`${noRedis.url}/api/dashboard`, { headers: { cookie } });
      expect(protectedCall.status).toBe(503);
      expect(protectedCall.headers.get('retry-after')).toBe('10');
      expect(await protectedCall.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Sign-in is temporarily unavailable',
      });
      const graph = await fetch(`${noRedis.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect({ status: graph.status, retryAfter: graph.headers.get('retry-after') }).toEqual({
        status: 503,
        retryAfter: '10',
      });
      const publicCall = await fetch(`${noRedis.url}/api/placeholder/2/2`, { headers: { cookie } });
      expect(publicCall.status).toBe(200);
      expect(verified(services.auth.received.at(-1)!)).toMatchObject({ userId: null });
      const ready = await fetch(`${noRedis.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready' });
      const detail = await fetch(`${noRedis.url}/ready`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect(await detail.json()).toMatchObject({ status: 'not ready', redis: 'down' });
    } finally {
      await noRedis.close();
    }
  });
});
