import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestEnv, type TestEnv } from '@pathwise/platform/testing';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { startFakeService, type FakeService } from './support/fake-service.js';
import { startGateway, type TestGateway } from './support/gateway-harness.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("pathwise")';
/** A hashed asset big enough to compress, with the .br and .gz files the build writes beside it. */
const BIG_ASSET = '/assets/vendor-9c1e2d.js';
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "pathwise ${i}";`).join('\n');

let env: TestEnv;
let dist: string;
let auth: FakeService;
let gateway: TestGateway;

beforeAll(async () => {
  env = await createTestEnv('gatewayspa');
  dist = mkdtempSync(path.join(tmpdir(), 'pathwise-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), SCRIPT);
  writeFileSync(path.join(dist, BIG_ASSET), BIG_SCRIPT);
  writeFileSync(path.join(dist, `${BIG_ASSET}.br`), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, `${BIG_ASSET}.gz`), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  auth = await startFakeService('auth');
  gateway = await startGateway(env, { FRONTEND_DIST: dist, AUTH_SERVICE_URL: auth.url });
});

afterAll(async () => {
  await gateway?.close();
  await auth?.close();
  rmSync(dist, { recursive: true, force: true });
  await env?.cleanup();
});

const get = (base: string, p: string, headers: Record<string, string> = {}) =>
  fetch(base + p, { headers, redirect: 'manual' });

describe('the built SPA', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await get(gateway.url, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('falls back to index.html for client-side routes, with their query strings', async () => {
    for (const p of ['/dashboard', '/dashboard?tab=profile', '/jobs/', '/auth', '/some/deep/path', '/api-docs']) {
      const res = await get(gateway.url, p);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable for a year, with validators', async () => {
    const res = await get(gateway.url, '/assets/index-3f9a1c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // (An explicit cache-control keeps fetch from adding `no-cache`, which would make any server answer in full.)
    const again = await get(gateway.url, '/assets/index-3f9a1c.js', {
      'if-none-match': etag,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('revalidates other root files every time', async () => {
    const res = await get(gateway.url, '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset rather than HTML in its place', async () => {
    const res = await get(gateway.url, '/assets/index-000000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('never serves dotfiles or anything outside the build', async () => {
    for (const p of ['/.env', '/assets/../../package.json', '/..%2f..%2fpackage.json']) {
      const res = await get(gateway.url, p);
      expect(await res.text()).not.toMatch(/SECRET|"name"/);
    }
  });

  it('answers HEAD for pages and assets', async () => {
    const res = await fetch(`${gateway.url}/assets/index-3f9a1c.js`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers other methods on non-API paths with 404 JSON', async () => {
    const res = await fetch(`${gateway.url}/dashboard`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('compressed delivery (the build writes .br and .gz beside each text asset)', () => {
  /** One GET over node:http, so the bytes on the wire are seen as sent (fetch would decode them). */
  function raw(p: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.get(
        `${gateway.url}${p}`,
        { headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
  }
  const varies = (h: http.IncomingHttpHeaders) =>
    String(h.vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding');

  it('sends a hashed asset as brotli when accepted, else gzip, else as it is; always Vary: Accept-Encoding', async () => {
    // The original's type, whatever the encoding (never application/x-brotli or application/gzip).
    const type = (await raw(BIG_ASSET, 'identity')).headers['content-type'];
    expect(type).toMatch(/javascript; charset=utf-8$/);
    const br = await raw(BIG_ASSET, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(type);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(br.headers)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);

    const gz = await raw(BIG_ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe(type);
    expect(varies(gz.headers)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);

    for (const plain of [await raw(BIG_ASSET), await raw(BIG_ASSET, 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe(type);
      expect(varies(plain.headers)).toBe(true);
      expect(plain.body.toString()).toBe(BIG_SCRIPT);
    }
  });

  it('sends index.html compressed for every client-side route, revalidated on each use', async () => {
    for (const p of ['/', '/dashboard?tab=profile', '/privacy']) {
      const res = await raw(p, 'br');
      expect({ p, encoding: res.headers['content-encoding'] }).toEqual({ p, encoding: 'br' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varies(res.headers)).toBe(true);
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('gives each encoding its own validator, and answers 304 for it', async () => {
    const br = await raw(BIG_ASSET, 'br');
    const plain = await raw(BIG_ASSET, 'identity');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await raw(BIG_ASSET, 'br', { 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('sends a file that has no compressed sibling as it is', async () => {
    const res = await raw('/assets/index-3f9a1c.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('gives the compressed files no address of their own', async () => {
    const res = await raw(`${BIG_ASSET}.br`, 'identity');
    expect(res.status).toBe(404);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (res: Response) => {
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  };

  it('are on pages, assets, API answers, gateway errors, redirects and health', async () => {
    const answers = await Promise.all([
      get(gateway.url, '/'),
      get(gateway.url, '/assets/index-3f9a1c.js'),
      get(gateway.url, '/assets/missing.js'),
      get(gateway.url, '/api/placeholder/8/8'),
      get(gateway.url, '/api/dashboard'),
      get(gateway.url, '/api/nope'),
      get(gateway.url, '/api/login'),
      get(gateway.url, '/health'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 200, 401, 404, 302, 200]);
    answers.forEach(expectSecurityHeaders);
  });

  it('the CSP keeps scripts to our origin and forbids framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only over https', async () => {
    expect((await get(gateway.url, '/')).headers.get('strict-transport-security')).toBeNull();
    // A client cannot claim https unless the proxy in front is trusted.
    expect(
      (await get(gateway.url, '/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toBeNull();

    const behindTls = await startGateway(env, {
      FRONTEND_DIST: dist,
      AUTH_SERVICE_URL: auth.url,
      TRUST_PROXY: 'loopback',
    });
    try {
      const res = await get(behindTls.url, '/', { 'x-forwarded-proto': 'https' });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // ...and cookies set by a service over https are Secure (COOKIE_SECURE=auto).
      auth.handler = (_req, r) => {
        r.writeHead(200, { 'set-cookie': 'pathwise_session=t; Path=/; HttpOnly; SameSite=Lax' });
        r.end('{}');
      };
      const login = await fetch(`${behindTls.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.7',
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(login.headers.getSetCookie()).toEqual(['pathwise_session=t; Path=/; HttpOnly; SameSite=Lax; Secure']);
      expect(auth.received.at(-1)!.headers['x-forwarded-for']).toBe('198.51.100.7');
      expect(auth.received.at(-1)!.headers['x-forwarded-proto']).toBe('https');
    } finally {
      auth.handler = null;
      await behindTls.close();
    }
  });
});

describe('without a build', () => {
  it('answers a 503 page saying how to build, then serves the build once it appears', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'pathwise-nodist-'));
    const missing = path.join(empty, 'dist');
    const unbuilt = await startGateway(env, { FRONTEND_DIST: missing, AUTH_SERVICE_URL: auth.url });
    try {
      const res = await get(unbuilt.url, '/dashboard');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('npm run build');
      // The API still works without the front end.
      expect((await get(unbuilt.url, '/api/placeholder/4/4')).status).toBe(200);

      mkdirSync(missing);
      writeFileSync(path.join(missing, 'index.html'), INDEX);
      let status = 0;
      for (const deadline = Date.now() + 5_000; status !== 200 && Date.now() < deadline;) {
        status = (await get(unbuilt.url, '/')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
