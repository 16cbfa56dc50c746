import { z } from 'zod';

/** Every error the API returns (DECISIONS.md): `errors` maps a field to its message. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ErrorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  premiumRequired: 'PREMIUM_REQUIRED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unprocessable: 'UNPROCESSABLE',
  paymentRequired: 'PAYMENT_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** A plain acknowledgement for calls whose spec response is "none". */
export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponse>;

export const IsoDate = z.string().datetime({ offset: true });

/**
 * Account export (DECISIONS.md): every service that holds user data answers this internal, gateway-signed GET with
 * `{ service, data }` for the calling user only; `GET /api/profile/export` gathers them into one JSON document.
 */
export const USER_DATA_EXPORT_PATH = '/internal/user-data';
export const ServiceUserData = z.object({ service: z.string(), data: z.record(z.string(), z.unknown()) });
export type ServiceUserData = z.infer<typeof ServiceUserData>;
