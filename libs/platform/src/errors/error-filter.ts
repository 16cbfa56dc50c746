import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ErrorCodes, GatewayMessages, type ErrorBody, type ErrorCode } from '@pathwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { QueryFailedError } from 'typeorm';
import { ApiError } from './api-error.js';
import { type Dependency, unavailableDependency } from './dependency-errors.js';

/**
 * What a caller is told when Redis (sessions, rate limits: the gateway says the same when it cannot read a session)
 * or PostgreSQL is away.
 */
export const DependencyMessages = {
  redis: GatewayMessages.signInUnavailable,
  postgres: 'Pathwise is temporarily unavailable. Please try again in a minute.',
} as const;
const DEPENDENCY_RETRY_AFTER_S = 10;

/** The 503 of a request that needed Redis or PostgreSQL while it was away. */
export const dependencyUnavailable = (dependency: Dependency): ApiError =>
  ApiError.unavailable(DependencyMessages[dependency], DEPENDENCY_RETRY_AFTER_S);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCodes.validation,
  401: ErrorCodes.unauthorized,
  402: ErrorCodes.paymentRequired,
  403: ErrorCodes.forbidden,
  404: ErrorCodes.notFound,
  409: ErrorCodes.conflict,
  413: ErrorCodes.payloadTooLarge,
  415: ErrorCodes.validation,
  422: ErrorCodes.unprocessable,
  429: ErrorCodes.rateLimited,
  503: ErrorCodes.unavailable,
};

interface Mapped {
  status: number;
  body: Omit<ErrorBody, 'requestId'>;
  headers?: Record<string, string>;
}

/** Fastify's own errors (body parser, multipart limits) carry a code and a statusCode. */
type FastifyErrorLike = { code?: string; statusCode?: number; message?: string };

function mapFastifyError(err: FastifyErrorLike): Mapped | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 413, body: { message: 'Request body is too large', code: ErrorCodes.payloadTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { message: 'Unsupported content type', code: ErrorCodes.validation } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'The request body is not valid JSON', code: ErrorCodes.validation } };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 && err.code?.startsWith('FST_')) {
    return {
      status: err.statusCode,
      body: { message: err.message ?? 'Bad request', code: CODE_BY_STATUS[err.statusCode] ?? ErrorCodes.validation },
    };
  }
  return null;
}

export function mapError(exception: unknown): Mapped {
  if (exception instanceof ApiError) {
    return {
      status: exception.getStatus(),
      body: {
        message: exception.message,
        code: exception.code,
        ...(exception.errors ? { errors: exception.errors } : {}),
      },
      headers: exception.headers,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message =
      typeof res === 'string'
        ? res
        : Array.isArray((res as { message?: unknown }).message)
          ? String((res as { message: unknown[] }).message[0])
          : String((res as { message?: unknown }).message ?? exception.message);
    // Nest wraps Fastify's own errors (the body parser's) in an HttpException: they keep their own wording here
    const fastify = exception.cause ? mapFastifyError(exception.cause as FastifyErrorLike) : null;
    if (fastify) return fastify;
    return { status, body: { message, code: CODE_BY_STATUS[status] ?? ErrorCodes.internal } };
  }
  if (exception instanceof QueryFailedError) {
    const code = (exception as unknown as { code?: string }).code;
    if (code === '23505')
      return { status: 409, body: { message: 'This record already exists', code: ErrorCodes.conflict } };
    if (code === '22P02') return { status: 400, body: { message: 'Invalid identifier', code: ErrorCodes.validation } };
  }
  const fastify = mapFastifyError(exception as FastifyErrorLike);
  if (fastify) return fastify;
  // A dependency that is down is not a bug: 503 with a hint to retry, in one place for every service.
  const down = unavailableDependency(exception);
  if (down) return mapError(dependencyUnavailable(down));
  return { status: 500, body: { message: 'Internal server error', code: ErrorCodes.internal } };
}

/** The one error shape of the API: `{ message, code, errors?, requestId }`; never a stack trace. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const mapped = mapError(exception);
    if (mapped.status >= 500) {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'request failed');
    }
    if (reply.sent) return;
    if (mapped.headers) reply.headers(mapped.headers);
    void reply.status(mapped.status).send({ ...mapped.body, requestId: String(request.id) });
  }
}
