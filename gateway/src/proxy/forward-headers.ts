import type { IncomingHttpHeaders } from 'node:http';
import { GATEWAY_OWNED_HEADERS } from '../http/security-headers.js';

/**
 * Request headers that never travel to a service: hop-by-hop headers (RFC 9110 7.6.1) that describe the client's
 * connection, not the request; `host` (the service's own origin is used); `expect` (Node answered 100-continue
 * already); and everything the gateway sets itself, so that a client cannot pass its own forwarding or request-id
 * values along. `x-pathwise-*` (the identity headers) are dropped by prefix.
 */
const REQUEST_DROP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'x-request-id',
]);

/** Response headers that describe the service's connection to the gateway, and the ones the gateway owns. */
const RESPONSE_DROP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  ...GATEWAY_OWNED_HEADERS,
]);

export const IDENTITY_HEADER_PREFIX = 'x-pathwise-';

/** Extra hop-by-hop names a `Connection: a, b` header declares (rare; `keep-alive`/`close` need no work). */
function connectionTokens(value: string | undefined): Set<string> | null {
  if (!value || value === 'keep-alive' || value === 'close') return null;
  const names = new Set<string>();
  for (const token of value.split(',')) {
    const name = token.trim().toLowerCase();
    if (name) names.add(name);
  }
  return names;
}

export interface ForwardedFor {
  /** The client's address as resolved under TRUST_PROXY. */
  clientIp: string;
  protocol: string;
  host: string | undefined;
}

/**
 * The headers a service receives: the client's end-to-end headers (cookies included: auth needs its session token to
 * revoke it), the gateway's forwarding headers and the signed identity. `x-forwarded-for` carries one address, the
 * client's as the gateway resolved it, so a service can trust it as it stands.
 */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  forwarded: ForwardedFor,
  identity: Readonly<Record<string, string>>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const extraDrop = connectionTokens(incoming.connection);
  for (const name in incoming) {
    if (REQUEST_DROP.has(name) || name.startsWith(IDENTITY_HEADER_PREFIX)) continue;
    if (extraDrop !== null && extraDrop.has(name)) continue;
    const value = incoming[name];
    if (value !== undefined) out[name] = value;
  }
  out['x-forwarded-for'] = forwarded.clientIp;
  out['x-forwarded-proto'] = forwarded.protocol;
  if (forwarded.host !== undefined) out['x-forwarded-host'] = forwarded.host;
  for (const name in identity) out[name] = identity[name]!;
  return out;
}

/**
 * The headers the browser receives from a service's answer. With `secureCookies`, every Set-Cookie is marked Secure
 * (COOKIE_SECURE=true, or auto over https), whatever the service decided.
 */
export function downstreamResponseHeaders(
  upstream: IncomingHttpHeaders,
  secureCookies: boolean,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const extraDrop = connectionTokens(upstream.connection);
  for (const name in upstream) {
    if (RESPONSE_DROP.has(name)) continue;
    if (extraDrop !== null && extraDrop.has(name)) continue;
    const value = upstream[name];
    if (value === undefined) continue;
    out[name] = secureCookies && name === 'set-cookie' ? markSecure(value) : value;
  }
  return out;
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

function markSecure(cookies: string | string[]): string[] {
  const list = Array.isArray(cookies) ? cookies : [cookies];
  return list.map((c) => (SECURE_ATTRIBUTE.test(c) ? c : `${c}; Secure`));
}
