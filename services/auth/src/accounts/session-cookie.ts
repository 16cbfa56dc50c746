import { readCookie, SESSION_COOKIE } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config.js';

/** HttpOnly, SameSite=Lax; Secure when configured or when the gateway says the browser used https. */
function isSecure(config: AuthConfig, req: FastifyRequest): boolean {
  if (config.COOKIE_SECURE !== 'auto') return config.COOKIE_SECURE === 'true';
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

export function setSessionCookie(config: AuthConfig, req: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAge = config.SESSION_TTL_DAYS * 24 * 3600;
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (isSecure(config, req)) parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

export function clearSessionCookie(config: AuthConfig, req: FastifyRequest, reply: FastifyReply) {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (isSecure(config, req)) parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

export const sessionToken = (req: FastifyRequest) => readCookie(req.headers.cookie, SESSION_COOKIE);

/** The browser's address as the gateway saw it: the last x-forwarded-for entry (earlier ones are client-supplied). */
export function clientAddress(req: FastifyRequest): string {
  const xff = req.headers['x-forwarded-for'];
  const list = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.at(-1) ?? req.ip;
}
