import { HttpException } from '@nestjs/common';
import { ErrorCodes, type ErrorCode } from '@pathwise/contracts';

/** A domain error with the status, code and message the client should see. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super({ message, code, errors }, status);
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new ApiError(400, ErrorCodes.validation, message, errors);
  }
  static unauthorized(message = 'Unauthorized') {
    return new ApiError(401, ErrorCodes.unauthorized, message);
  }
  static forbidden(message = 'Forbidden') {
    return new ApiError(403, ErrorCodes.forbidden, message);
  }
  static premiumRequired() {
    return new ApiError(403, ErrorCodes.premiumRequired, 'Premium subscription required');
  }
  static notFound(message = 'Not found') {
    return new ApiError(404, ErrorCodes.notFound, message);
  }
  static conflict(message: string) {
    return new ApiError(409, ErrorCodes.conflict, message);
  }
  static tooLarge(message: string) {
    return new ApiError(413, ErrorCodes.payloadTooLarge, message);
  }
  static unprocessable(message: string) {
    return new ApiError(422, ErrorCodes.unprocessable, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new ApiError(429, ErrorCodes.rateLimited, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
  static unavailable(message: string, retryAfterSeconds?: number) {
    return new ApiError(
      503,
      ErrorCodes.unavailable,
      message,
      undefined,
      retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
    );
  }
}
