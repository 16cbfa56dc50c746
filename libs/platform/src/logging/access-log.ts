import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * One access line per request, when it is answered (Fastify's default is two): method, path (no query string: it
 * may carry search terms), status and time, on the request's logger, which carries the request id. No headers,
 * cookies or bodies. Health probes log at debug so that they do not drown the rest.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = request.raw.url!;
    const probe = url === '/health' || url === '/ready';
    const level = error ? 'error' : probe ? 'debug' : 'info';
    // request.log is a pino child logger; Fastify's type lists only the logging methods.
    const log = request.log as PinoLike;
    if (!log.isLevelEnabled(level)) return;
    const q = url.indexOf('?');
    const entry = {
      method: request.method,
      path: q === -1 ? url : url.slice(0, q),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(error ? { err: error } : {}),
    };
    // The message repeats the fields so that plain-text log views (npm start) show them too.
    log[level](entry, `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms${error ? ' (failed)' : ''}`);
  }

  /**
   * A client that disconnects while a service's answer is streaming makes the gateway abort that stream: routine (a
   * closed tab, a load generator stopping), so it is logged at debug rather than as a warning.
   */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'UND_ERR_ABORTED' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug(
        { status: reply.statusCode, code: error.code },
        'client closed the connection during the answer',
      );
      return;
    }
    super.streamError(error, request, reply);
  }
}
