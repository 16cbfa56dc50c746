import { ServiceNames, type ServiceName } from '@pathwise/contracts';
import { Agent } from 'undici';

export interface Upstream {
  readonly name: ServiceName;
  /** `http://host:port`, what undici dispatches to. */
  readonly origin: string;
  /** A path the service is mounted under ('' normally), put before every forwarded path. */
  readonly basePath: string;
  readonly agent: Agent;
}

/** How long to wait for a TCP connection: a service that is down refuses at once; one that is unroutable hangs. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * One keep-alive connection pool per service. Connections are reused across requests (the hop's main cost is a new
 * TCP handshake otherwise); idle ones live as long as the service's keep-alive hint allows, 30 s without one.
 */
export class Upstreams {
  private readonly byName: Record<ServiceName, Upstream>;

  constructor(urls: Record<ServiceName, string>, timeoutMs: number) {
    const entries = ServiceNames.map((name): [ServiceName, Upstream] => {
      const url = new URL(urls[name]);
      const agent = new Agent({
        keepAliveTimeout: 30_000,
        connect: { timeout: CONNECT_TIMEOUT_MS },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return [name, { name, origin: url.origin, basePath: url.pathname.replace(/\/+$/, ''), agent }];
    });
    this.byName = Object.fromEntries(entries) as Record<ServiceName, Upstream>;
  }

  get(name: ServiceName): Upstream {
    return this.byName[name];
  }

  all(): Upstream[] {
    return Object.values(this.byName);
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((u) => u.agent.close().catch(() => u.agent.destroy())));
  }
}

/**
 * Failures that mean "the service is not there or not answering": refused or reset connections, DNS failures,
 * connect/headers timeouts, a socket closed under the request. The client gets 503 for these.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

export function errorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

export function isUnavailable(err: unknown): boolean {
  const code = errorCode(err);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  // AggregateError from a dual-stack connect (localhost -> ::1 and 127.0.0.1) carries the codes inside.
  const errors = (err as { errors?: unknown[] } | null)?.errors;
  return Array.isArray(errors) && errors.some(isUnavailable);
}

/** A keep-alive connection the service closed just as a request went out: safe to retry once for GET/HEAD. */
export function isStaleConnection(err: unknown): boolean {
  const code = errorCode(err);
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}
