import { ErrorCodes, type ErrorBody } from '@pathwise/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the user is told when the router refuses a URL before any route runs. */
export const UrlMessages = {
  malformed: 'The address of this request is not valid: it has a malformed % escape.',
  tooLong: 'The address of this request is too long.',
  headersTooLarge: 'The address or the headers of this request are too large.',
  timeout: 'The request took too long to arrive.',
  unreadable: 'The request could not be read.',
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

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before Fastify sees it (headers or address over
 * 16 KB: 431; too slow: 408; not HTTP: 400). Fastify's default answers `{error, message, statusCode}`; this answers
 * the API's shape `{message, code}` (there is no request yet, so no request id) and closes the connection as it does.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code]: [number, string, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, UrlMessages.headersTooLarge, ErrorCodes.validation]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, UrlMessages.timeout, ErrorCodes.validation]
        : [400, UrlMessages.unreadable, ErrorCodes.validation];
  const body = JSON.stringify({ message, code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
