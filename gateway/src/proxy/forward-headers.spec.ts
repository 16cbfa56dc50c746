import { downstreamResponseHeaders, upstreamRequestHeaders } from './forward-headers.js';

const identity = {
  'x-pathwise-user-id': 'u1',
  'x-pathwise-plan': 'free',
  'x-pathwise-expires': '123',
  'x-pathwise-signature': 'sig',
  'x-request-id': 'req-12345678',
};
const forwarded = { clientIp: '203.0.113.9', protocol: 'http', host: 'pathwise.test' };

describe('upstreamRequestHeaders', () => {
  it('keeps end-to-end headers, cookies included', () => {
    const out = upstreamRequestHeaders(
      {
        accept: 'application/json',
        cookie: 'pathwise_session=abc',
        'content-type': 'application/json',
        'content-length': '12',
      },
      forwarded,
      identity,
    );
    expect(out).toMatchObject({
      accept: 'application/json',
      cookie: 'pathwise_session=abc',
      'content-type': 'application/json',
      'content-length': '12',
    });
  });

  it('drops hop-by-hop headers, host, expect and those the Connection header names', () => {
    const out = upstreamRequestHeaders(
      {
        host: 'pathwise.test',
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        te: 'trailers',
        upgrade: 'h2c',
        expect: '100-continue',
        'proxy-authorization': 'Basic x',
        'x-hop': '1',
        'x-end': '2',
      },
      forwarded,
      identity,
    );
    for (const name of [
      'host',
      'connection',
      'keep-alive',
      'transfer-encoding',
      'te',
      'upgrade',
      'expect',
      'proxy-authorization',
      'x-hop',
    ]) {
      expect(out).not.toHaveProperty(name);
    }
    expect(out['x-end']).toBe('2');
  });

  it('replaces forged identity, request-id and forwarding headers with its own', () => {
    const out = upstreamRequestHeaders(
      {
        'x-pathwise-user-id': 'admin',
        'x-pathwise-plan': 'premium',
        'x-pathwise-signature': 'forged',
        'x-pathwise-anything': 'x',
        'x-request-id': 'client-chosen-1',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-proto': 'https',
        forwarded: 'for=10.0.0.1',
        'x-real-ip': '10.0.0.1',
      },
      forwarded,
      identity,
    );
    expect(out).toEqual({
      ...identity,
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'pathwise.test',
    });
  });
});

describe('downstreamResponseHeaders', () => {
  it('passes the answer headers and Set-Cookie through, without hop-by-hop or gateway-owned ones', () => {
    const out = downstreamResponseHeaders(
      {
        'content-type': 'application/json',
        'content-length': '2',
        'set-cookie': ['pathwise_session=t; Path=/; HttpOnly; SameSite=Lax'],
        connection: 'keep-alive',
        'keep-alive': 'timeout=72',
        'transfer-encoding': 'chunked',
        'content-security-policy': "default-src 'none'",
        'x-frame-options': 'SAMEORIGIN',
        'retry-after': '60',
      },
      false,
    );
    expect(out).toEqual({
      'content-type': 'application/json',
      'content-length': '2',
      'set-cookie': ['pathwise_session=t; Path=/; HttpOnly; SameSite=Lax'],
      'retry-after': '60',
    });
  });

  it('marks cookies Secure when asked, once', () => {
    const out = downstreamResponseHeaders(
      { 'set-cookie': ['a=1; Path=/; HttpOnly', 'b=2; Secure; HttpOnly', 'c=3; Path=/; secure'] },
      true,
    );
    expect(out['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly; Secure',
      'b=2; Secure; HttpOnly',
      'c=3; Path=/; secure',
    ]);
  });
});
