import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@pathwise/platform/testing';
import { type AuthConfig, AuthEnv, createAuthApp } from '../src/app.js';

let svc: TestService<AuthConfig>;

beforeAll(async () => {
  svc = await startTestService({
    label: 'authrl',
    schema: AuthEnv,
    createApp: createAuthApp,
    env: { RATE_LIMIT_REGISTER_PER_IP: '2', RATE_LIMIT_LOGIN_PER_IP: '3', RATE_LIMIT_REGISTER_PER_EMAIL: '2' },
  });
});
afterAll(() => svc?.close());

const register = (ip: string) =>
  svc.call('POST', '/api/auth/register', {
    json: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `g.${randomUUID().slice(0, 8)}@example.com`,
      password: 'cobol-rules',
    },
    as: null,
    headers: { 'x-forwarded-for': ip },
  });

it('limits registrations per client address, judged by the address the gateway saw', async () => {
  expect((await register('203.0.113.7')).status).toBe(201);
  expect((await register('203.0.113.7')).status).toBe(201);
  const blocked = await register('203.0.113.7');
  expect(blocked.status).toBe(429);
  expect(blocked.json.message).toMatch(/Too many accounts/);
  // A spoofed first entry does not help: the gateway appends the real peer address last.
  expect((await register('1.2.3.4, 203.0.113.7')).status).toBe(429);
  expect((await register('198.51.100.1')).status).toBe(201);
});

it('limits sign-in attempts per client address', async () => {
  const attempt = () =>
    svc.call('POST', '/api/auth/login', {
      json: { email: `x${randomUUID().slice(0, 4)}@example.com`, password: 'whatever' },
      as: null,
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
  expect((await attempt()).status).toBe(429);
});

it('limits sign-up attempts per email, whatever address they come from', async () => {
  const email = `taken.${randomUUID().slice(0, 8)}@example.com`;
  const attempt = (ip: string) =>
    svc.call('POST', '/api/auth/register', {
      json: { firstName: 'Ada', lastName: 'Byron', email, password: 'notes-on-engines' },
      as: null,
      headers: { 'x-forwarded-for': ip },
    });
  expect((await attempt('198.51.100.21')).status).toBe(201);
  expect((await attempt('198.51.100.22')).status).toBe(409);
  const blocked = await attempt('198.51.100.23');
  expect(blocked.status).toBe(429);
  expect(blocked.json.message).toMatch(/Too many sign-up attempts for this email/);
});
