import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of the SPA: everything from our own origin, images also from data:/blob: URLs (avatar
 * previews before upload), no plugins, no framing. Styles allow 'unsafe-inline' because the UI kit (Radix dialogs'
 * scroll lock, toasts) injects <style> elements at run time; scripts stay strictly 'self'. Stripe's hosts get added
 * to script-src/frame-src when Stripe Elements ships, not before.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent on every response: SPA files, API answers (the gateway's own and the services'), errors and 404s. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** Only over https: a browser that sees HSTS on plain http ignores it, and on localhost it would only get in the way. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const ENTRIES = Object.entries(SECURITY_HEADERS);

/** The header names the gateway owns: a service's own values for them are not passed to the browser. */
export const GATEWAY_OWNED_HEADERS: ReadonlySet<string> = new Set([
  ...Object.keys(SECURITY_HEADERS),
  'strict-transport-security',
  'x-request-id',
]);

/**
 * One onRequest hook for the whole instance, so that every response carries the headers, whichever route (or 404
 * handler) answers it. Written to the raw response: Fastify merges them with the route's own headers at writeHead.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}

export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const res = reply.raw;
  for (let i = 0; i < ENTRIES.length; i++) res.setHeader(ENTRIES[i]![0], ENTRIES[i]![1]);
  if (request.protocol === 'https') res.setHeader('strict-transport-security', HSTS);
  res.setHeader('x-request-id', request.id);
}
