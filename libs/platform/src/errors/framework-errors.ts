import { ErrorCodes, type ErrorBody } from '@pathwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the user is told when the router refuses a URL before any route runs. */
export const UrlMessages = {
  malformed: 'The address of this request is not valid: it has a malformed % escape.',
  tooLong: 'The address of this request is too long.',
} as const;

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed % escape (400) or an over-long route parameter (414)
 * before any hook, filter or handler runs, and by default answers in its own shape with the URL quoted back. This
 * answers in the API's shape instead, without echoing the URL (which may be long, or carry what the caller typed).
 */
export function frameworkErrorReply(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    message: tooLong ? UrlMessages.tooLong : UrlMessages.malformed,
    code: tooLong ? ErrorCodes.uriTooLong : ErrorCodes.validation,
    requestId: String(request.id),
  };
  void reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}
