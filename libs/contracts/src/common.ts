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

/**
 * The one rule for free text that comes in (names, places, search words, career paths, answers, messages, notes): no
 * control characters. They print nothing, can rewrite a log or terminal line when echoed, and PostgreSQL refuses NUL.
 * A field of one line refuses every C0 control but tab, DEL and the C1 controls; a field of several lines (an answer,
 * an employer's message, notes) also keeps line feed and carriage return. Tab stays in both: pasted text carries it.
 * The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are refused too: text
 * echoed back with them reads in another order than it was stored ("Trojan Source"); right-to-left text needs none of
 * them, and the left-to-right and right-to-left marks (U+200E, U+200F) stay.
 * Apply with `.refine(isSingleLineText, { error: controlCharactersMessage('Label') })` (or isMultiLineText).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const isSingleLineText = (text: string): boolean => !CONTROL_CHARACTERS.test(text);
export const isMultiLineText = (text: string): boolean => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(text);
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

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
