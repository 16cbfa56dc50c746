/**
 * Whether an error means that Redis or PostgreSQL is not there (down, restarting, unreachable), as opposed to a bug
 * or a bad request: the answer is then 503, never 500 (mapError). Recognised by what ioredis and pg raise.
 */
export type Dependency = 'redis' | 'postgres';

const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking connections (class 08, 57P0x) or out of a
 * resource for now (class 53: 'sorry, too many clients already' when every connection slot is taken, out of memory,
 * disk full): the server cannot serve the request at the moment, the request is not at fault.
 */
const POSTGRES_UNAVAILABLE = /^(08\d{3}|57P0[1-4]|53\d{3})$/;

export function unavailableDependency(error: unknown): Dependency | null {
  // Not `instanceof Error`: the errors of Node's own sockets (pg's, ioredis') come from another realm where a test
  // runner sandboxes the code (jest), and would not be recognised there.
  if (typeof error !== 'object' || error === null) return null;
  const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown };
  if (typeof message !== 'string') return null;
  const code = (error as { code?: unknown }).code;
  // ioredis: a command given up after its retries, or sent on a closed (or not writable) connection
  if (name === 'MaxRetriesPerRequestError') return 'redis';
  if (message === 'Connection is closed.' || message.startsWith("Stream isn't writeable")) return 'redis';
  // pg: the pool could not connect, or the server ended the connection under the query
  if (typeof code === 'string' && POSTGRES_UNAVAILABLE.test(code)) return 'postgres';
  if (
    message === 'Connection terminated unexpectedly' ||
    message.startsWith('timeout exceeded when trying to connect')
  ) {
    return 'postgres';
  }
  // TypeORM keeps pg's own error as driverError
  const driverError = (error as { driverError?: unknown }).driverError;
  if (driverError && driverError !== error) return unavailableDependency(driverError);
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) {
    const port = (error as { port?: unknown }).port;
    return port === 6379 || /redis/i.test(typeof stack === 'string' ? stack : '') ? 'redis' : 'postgres';
  }
  return null;
}

/**
 * A queued job's failure travels as its reason (a string, through Redis): a handler that failed because a dependency
 * was away says so at the start of it, so that the caller waiting for the job answers 503 rather than 500.
 */
const JOB_REASON_MARK = /^dependency unavailable \((redis|postgres)\): /;

/** The reason a job fails with when `error` means a dependency was away, else null. */
export function dependencyFailureReason(error: unknown): string | null {
  const down = unavailableDependency(error);
  return down ? `dependency unavailable (${down}): ${(error as { message: string }).message}` : null;
}

/** Which dependency a job's failure reason (dependencyFailureReason) names, if any. */
export function dependencyOfFailureReason(reason: string): Dependency | null {
  return (JOB_REASON_MARK.exec(reason)?.[1] as Dependency | undefined) ?? null;
}
