import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';

export const JsonBodyMessages = {
  forbiddenKey:
    'The request body may not contain a "__proto__" key or a "constructor" with a "prototype" (they could change how the server reads other data)',
} as const;

type Done = (err: Error | null, body?: unknown) => void;

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused), except that a body
 * refused only for such a key is told so (Fastify's parser throws away its cause and calls it "not valid JSON"), and
 * an empty body is none.
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const secure = fastify.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: Done) => {
    // No body at all with a JSON content type (some clients always send the header) is no body: a route that takes
    // none works, one that needs one names its missing fields, instead of "not valid JSON".
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    secure(request, body as unknown as string, (err: Error | null, parsed?: unknown) => {
      if (err && (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' && parsesAsJson(body)) {
        done(ApiError.badRequest(JsonBodyMessages.forbiddenKey));
        return;
      }
      done(err, parsed);
    });
  };
}

function parsesAsJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}
