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

export const unauthorized = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 401, ErrorCodes.unauthorized, GatewayMessages.unauthorized);

export const premiumRequired = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 403, ErrorCodes.premiumRequired, GatewayMessages.premiumRequired);

export const crossSiteRefused = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 403, ErrorCodes.forbidden, 'Cross-site request refused');

export const serviceUnavailable = (request: FastifyRequest, reply: FastifyReply, service: string) =>
  sendError(request, reply, 503, ErrorCodes.unavailable, GatewayMessages.unavailable(service));

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
