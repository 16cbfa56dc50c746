import { ErrorCodes, GatewayMessages, type ErrorBody } from '@pathwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API's one error shape (DECISIONS.md), for the answers the gateway gives itself. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const body: ErrorBody = { message, code, requestId: request.id };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 404, ErrorCodes.notFound, GatewayMessages.notFound);

/**
 * 405: the path is an API route, but not with this method. `Allow` names the methods it has (RFC 9110 15.5.6), so a
 * client can tell a wrong method from a wrong address.
 */
export const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) =>
  sendError(
    request,
    reply.header('allow', allowed.join(', ')),
    405,
    ErrorCodes.methodNotAllowed,
    GatewayMessages.methodNotAllowed(request.method),
  );

export const unauthorized = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 401, ErrorCodes.unauthorized, GatewayMessages.unauthorized);

export const premiumRequired = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 403, ErrorCodes.premiumRequired, GatewayMessages.premiumRequired);

export const crossSiteRefused = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 403, ErrorCodes.forbidden, 'Cross-site request refused');

/**
 * Seconds a client is asked to wait after a 503 of the gateway's own: a service the supervisor restarts is back within
 * its 0.5-15 s pause, Redis as soon as it answers. The services' outage answers say the same (the platform's filter).
 */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/** 503 with Retry-After: something the call needs is away for a moment (a service, Redis, the sign-in store). */
export const unavailable = (request: FastifyRequest, reply: FastifyReply, message: string) =>
  sendError(
    request,
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)),
    503,
    ErrorCodes.unavailable,
    message,
  );

export const serviceUnavailable = (request: FastifyRequest, reply: FastifyReply, service: string) =>
  unavailable(request, reply, GatewayMessages.unavailable(service));

/** Redis, where sessions are, does not answer (or sessions are being restored after it restarted). */
export const signInUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
  unavailable(request, reply, GatewayMessages.signInUnavailable);

export const tooLarge = (request: FastifyRequest, reply: FastifyReply, message: string) =>
  sendError(request, reply, 413, ErrorCodes.payloadTooLarge, message);

/** 429: the caller is past a per-user limit of the route; Retry-After is the seconds until its window ends. */
export const rateLimited = (request: FastifyRequest, reply: FastifyReply, message: string, retryAfterSeconds: number) =>
  sendError(request, reply.header('retry-after', String(retryAfterSeconds)), 429, ErrorCodes.rateLimited, message);

/**
 * The error handler of the gateway's own routes: an unexpected failure is logged with its stack and answered with a
 * bare 500 in the API's shape, never with the error's details.
 */
export function internalError(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own client errors (an invalid Content-Type, for one) keep their status.
    return sendError(request, reply, status, ErrorCodes.validation, error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, ErrorCodes.internal, 'Internal server error');
}
