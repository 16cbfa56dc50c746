import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An id an outer proxy or the client may pass in `x-request-id` is kept (so one id follows a call through every hop
 * and log), but only if it looks like an id: it ends up in log lines and in the signed identity headers.
 */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_SHAPE.test(value);
}

/** Fastify's `genReqId`: the incoming id when it has the right shape, else a fresh UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return isValidRequestId(incoming) ? incoming : randomUUID();
}
