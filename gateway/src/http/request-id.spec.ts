import type { IncomingMessage } from 'node:http';
import { isValidRequestId, requestIdFor } from './request-id.js';

const req = (id?: string | string[]) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('request ids', () => {
  it('keeps an incoming id of the right shape', () => {
    expect(requestIdFor(req('0f8e2b6c-1111-4c7d-9a55-123456789abc'))).toBe('0f8e2b6c-1111-4c7d-9a55-123456789abc');
    expect(requestIdFor(req('nginx:7f3a9c01d2'))).toBe('nginx:7f3a9c01d2');
  });

  it('replaces a missing, short, long, repeated or odd-looking id with a UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [
      undefined,
      'short',
      'x'.repeat(129),
      'has space in it',
      'line\nbreak-injected',
      '<script>alert(1)</script>',
    ]) {
      expect(requestIdFor(req(bad))).toMatch(uuid);
    }
    expect(requestIdFor(req(['aaaaaaaaaa', 'bbbbbbbbbb']))).toMatch(uuid);
    expect(isValidRequestId(42)).toBe(false);
  });
});
