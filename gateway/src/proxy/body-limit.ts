import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

/** The largest declared body the gateway reads and discards to deliver an early answer (see ProxyHandler.early). */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** How long the rest of an upload may take to arrive before the connection is closed on it instead. */
const DRAIN_TIMEOUT_MS = 30_000;

export class BodyTooLargeError extends Error {
  readonly code = 'GATEWAY_BODY_TOO_LARGE';
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** What a request declares about its body. */
export type DeclaredBody =
  /** No body at all (no Content-Length or 0, not chunked). */
  | { kind: 'empty' }
  /** A Content-Length body: Node's parser delivers exactly that many bytes, so the length check up front suffices. */
  | { kind: 'sized'; length: number }
  /** A chunked body of unknown size: bytes have to be counted as they stream. */
  | { kind: 'chunked' };

const EMPTY: DeclaredBody = { kind: 'empty' };
const CHUNKED: DeclaredBody = { kind: 'chunked' };

export function declaredBody(req: IncomingMessage): DeclaredBody {
  if (req.headers['transfer-encoding'] !== undefined) return CHUNKED;
  const cl = req.headers['content-length'];
  if (cl === undefined || cl === '0') return EMPTY;
  return { kind: 'sized', length: Number(cl) };
}

/**
 * Counts the bytes of a chunked body on their way to the service and fails the stream past the limit. The client's
 * stream is piped, not passed to `pipeline()`, so that it is not destroyed with the counter: the gateway still has to
 * answer 413 on that connection. A client that aborts still aborts the forwarded request.
 */
export class BodyLimiter extends Transform {
  private received = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  static wrap(source: IncomingMessage, limit: number): BodyLimiter {
    const limiter = new BodyLimiter(limit);
    const abort = (err?: Error) => {
      if (!source.readableEnded) limiter.destroy(err ?? new Error('Client closed the request'));
    };
    source.once('error', abort);
    source.once('close', () => abort());
    source.pipe(limiter);
    return limiter;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) {
      this.exceeded = true;
      callback(new BodyTooLargeError(this.limit));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Reads and throws away what is left of a request body, so that a client still sending it can then read the answer
 * (clients send their whole body before they read; a connection closed on unread bytes is reset and the answer is
 * lost). Resolves true once the body has ended; false when it should not be waited for (chunked, so of unknown
 * size, or declared past DRAIN_LIMIT_BYTES, or too slow): then the answer goes out with `Connection: close`.
 */
export function drainRequest(raw: IncomingMessage, declared: DeclaredBody): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  if (declared.kind !== 'sized' || !(declared.length <= DRAIN_LIMIT_BYTES)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('end', onEnd).off('error', onError).off('close', onClose);
      resolve(drained);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const onClose = () => done(raw.readableEnded);
    const timer = setTimeout(() => done(false), DRAIN_TIMEOUT_MS);
    raw.on('end', onEnd).on('error', onError).on('close', onClose);
    raw.resume();
  });
}
