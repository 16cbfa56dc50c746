import { GatewayMessages } from '@pathwise/contracts';
import { readCookie, SESSION_COOKIE, signIdentity, type SessionRecord } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from '../config/gateway-config.js';
import {
  crossSiteRefused,
  methodNotAllowed,
  notFound,
  premiumRequired,
  rateLimited,
  sendError,
  serviceUnavailable,
  signInUnavailable,
  tooLarge,
  unauthorized,
} from '../http/error-reply.js';
import type { CompiledRoute, RouteMatcher } from '../routing/route-matcher.js';
import type { SessionReader } from '../sessions/session-cache.js';
import { gatherExport } from './data-export.js';
import type { RouteLimits } from './rate-limits.js';
import { BodyLimiter, declaredBody, DRAIN_LIMIT_BYTES, drainRequest, type DeclaredBody } from './body-limit.js';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './forward-headers.js';
import { answeredPlan, awaitSessionPlan } from './plan-wait.js';
import { isStaleConnection, isUnavailable, errorCode, type Upstream, type Upstreams } from './upstreams.js';

export interface ProxyDeps {
  matcher: RouteMatcher;
  sessions: SessionReader;
  upstreams: Upstreams;
  limits: RouteLimits;
  config: Pick<GatewayConfig, 'INTERNAL_SECRET' | 'COOKIE_SECURE'>;
}

/**
 * The hot path of every /api call: match the route, resolve the session (from the tracked cache, else one Redis
 * GET; only when the cookie is there), apply the sign-in and premium gates and the per-user limits of costly routes,
 * sign the identity (one HMAC) and stream the request to the owning service and its answer back (one pooled undici
 * request, no buffering on either side).
 */
export class ProxyHandler {
  constructor(private readonly deps: ProxyDeps) {}

  readonly handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const raw = request.raw;
    const url = raw.url!;
    // Read from the socket now: once the body has been read, Node may already have let go of the request's socket.
    const protocol = request.protocol;
    const clientIp = request.ip;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const route = this.deps.matcher.match(raw.method!, path);
    const declared = declaredBody(raw);
    if (route === null) return this.unmatched(request, reply, declared, path);
    if (isCrossSiteWrite(raw.method!, raw.headers.origin, protocol, request.host)) {
      return this.early(request, reply, declared, crossSiteRefused);
    }

    let session: SessionRecord | null = null;
    const token = readCookie(raw.headers.cookie, SESSION_COOKIE);
    if (token !== null) {
      try {
        session = await this.deps.sessions.get(token);
      } catch (err) {
        request.log.error({ err }, 'session lookup failed');
        if (route.api.access !== 'public') {
          return this.early(request, reply, declared, signInUnavailable);
        }
      }
    }
    if (route.api.access !== 'public') {
      if (session === null) return this.early(request, reply, declared, unauthorized);
      if (route.api.access === 'premium' && session.plan !== 'premium') {
        return this.early(request, reply, declared, premiumRequired);
      }
    }

    // Costly routes (AI, uploads, keyword search): counted per user, refused before anything reaches the service.
    const group = route.api.limit;
    if (group !== undefined) {
      let wait: number | null = null;
      try {
        wait = await this.deps.limits.check(group, session === null ? `ip:${clientIp}` : `user:${session.userId}`);
      } catch (err) {
        // Redis away: the call goes on unlimited rather than failing (the service's own checks still hold).
        request.log.warn({ err }, 'rate limit check failed');
      }
      if (wait !== null) {
        const seconds = wait;
        return this.early(request, reply, declared, (req, rep) =>
          rateLimited(req, rep, GatewayMessages.rateLimited[group], seconds),
        );
      }
    }

    if (route.api.gathered && session !== null) {
      return gatherExport(request, reply, session, this.deps.upstreams, this.deps.config.INTERNAL_SECRET);
    }

    const method = raw.method!;
    // The client's body goes to the service through a stream of our own, never the request itself: when the service
    // answers early or hangs up, undici destroys the stream it was sending, and that must not reset the client's
    // connection. For a chunked body it also counts the bytes against the route's limit.
    let body: BodyLimiter | null = null;
    if (method !== 'GET' && method !== 'HEAD' && declared.kind !== 'empty') {
      if (declared.kind === 'sized' && !(declared.length <= route.bodyLimit)) {
        return this.early(request, reply, declared, (req, rep) => tooLarge(req, rep, route.tooLargeMessage));
      }
      body = BodyLimiter.wrap(raw, route.bodyLimit);
    }

    const upstream = this.deps.upstreams.get(route.api.service);
    const target = upstream.basePath + url;
    const headers = upstreamRequestHeaders(
      raw.headers,
      { clientIp, protocol, host: raw.headers.host },
      signIdentity(
        this.deps.config.INTERNAL_SECRET,
        {
          userId: session === null ? null : session.userId,
          plan: session === null ? 'free' : session.plan,
          requestId: request.id,
        },
        { method, url: target },
      ),
    );

    let res: Dispatcher.ResponseData;
    try {
      res = await this.dispatch(upstream, method, target, headers, body);
    } catch (err) {
      return this.failed(request, reply, route, err, body, declared);
    }

    const secureCookies =
      this.deps.config.COOKIE_SECURE === 'true' || (this.deps.config.COOKIE_SECURE === 'auto' && protocol === 'https');
    const answerHeaders = downstreamResponseHeaders(res.headers, secureCookies);
    // What a signed-in user sees is theirs alone: no browser or shared cache keeps it. Public routes (pictures,
    // placeholders) may choose their own caching.
    if (route.api.access !== 'public' || answerHeaders['cache-control'] === undefined) {
      answerHeaders['cache-control'] = 'no-store';
    }
    if (body !== null && !raw.readableEnded) {
      return this.answeredEarly(request, reply, res, answerHeaders, body, declared);
    }
    if (route.api.changesPlan && token !== null && session !== null && res.statusCode < 300) {
      return this.planChanged(request, reply, res, answerHeaders, token, session);
    }
    reply.code(res.statusCode).headers(answerHeaders);
    if (method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) {
      await res.body.dump();
      return reply.send();
    }
    return reply.send(res.body);
  };

  private async dispatch(
    upstream: Upstream,
    method: string,
    target: string,
    headers: Record<string, string | string[]>,
    body: BodyLimiter | null,
  ): Promise<Dispatcher.ResponseData> {
    // The pool's own request API takes origin and path as they are: no URL object is parsed per call.
    const options: Dispatcher.RequestOptions = {
      origin: upstream.origin,
      path: target,
      method: method as Dispatcher.HttpMethod,
      headers,
      body,
    };
    try {
      return await upstream.agent.request(options);
    } catch (err) {
      // A pooled connection the service closed just as the request left: nothing was processed, so a bodiless
      // GET/HEAD is safe to send once more on a fresh connection.
      if (body === null && (method === 'GET' || method === 'HEAD') && isStaleConnection(err)) {
        return upstream.agent.request(options);
      }
      throw err;
    }
  }

  /**
   * The service answered before it had the whole upload (a refusal: wrong field, wrong type). Its answer is read
   * (small: an error), the upload stops going to the service, and the rest of the client's body is read and dropped
   * before the answer goes out, so that the client, which sends its whole body before it reads, gets it.
   */
  private async answeredEarly(
    request: FastifyRequest,
    reply: FastifyReply,
    res: Dispatcher.ResponseData,
    headers: Record<string, string | string[]>,
    body: BodyLimiter,
    declared: DeclaredBody,
  ): Promise<FastifyReply> {
    let payload: Buffer;
    try {
      payload = await readAll(res.body, EARLY_ANSWER_LIMIT_BYTES);
    } catch (err) {
      return this.failed(request, reply, null, err, body, declared);
    }
    request.raw.unpipe(body);
    body.destroy();
    if (!(await drainRequest(request.raw, declared))) reply.header('connection', 'close');
    if (!clientConnected(reply)) return reply;
    return reply.code(res.statusCode).headers(headers).send(payload);
  }

  /**
   * A trial or a payment answered with the caller's new plan: the answer (small JSON) is held until the session has
   * that plan, so that no call after it sees the old one (auth applies the change from billing's event, a moment later).
   */
  private async planChanged(
    request: FastifyRequest,
    reply: FastifyReply,
    res: Dispatcher.ResponseData,
    headers: Record<string, string | string[]>,
    token: string,
    session: SessionRecord,
  ): Promise<FastifyReply> {
    let payload: Buffer;
    try {
      payload = await readAll(res.body, EARLY_ANSWER_LIMIT_BYTES);
    } catch (err) {
      return this.failed(request, reply, null, err, null, { kind: 'empty' });
    }
    const plan = answeredPlan(payload);
    // Only an upgrade is waited for: these routes never take premium away.
    if (plan === 'premium' && session.plan !== plan && !(await awaitSessionPlan(this.deps.sessions, token, plan))) {
      request.log.warn({ plan }, 'the session did not reach the plan billing answered in time');
    }
    if (!clientConnected(reply)) return reply;
    return reply.code(res.statusCode).headers(headers).send(payload);
  }

  private async failed(
    request: FastifyRequest,
    reply: FastifyReply,
    route: CompiledRoute | null,
    err: unknown,
    body: BodyLimiter | null,
    declared: DeclaredBody,
  ): Promise<FastifyReply> {
    const service = route?.api.service ?? 'upstream';
    if (body?.exceeded && route) {
      return tooLarge(request, reply.header('connection', 'close'), route.tooLargeMessage);
    }
    // Whatever is left of an upload is read first (or, when it cannot be, the connection closes after the answer).
    if (body !== null && !(await drainRequest(request.raw, declared))) reply.header('connection', 'close');
    // The client's socket, not its request stream: the client still deserves an answer when the service hung up.
    if (!clientConnected(reply)) {
      request.log.debug({ service }, 'client went away before the service answered');
      return reply;
    }
    const code = errorCode(err);
    if (isUnavailable(err)) {
      request.log.warn({ service, code }, 'service unavailable');
      return serviceUnavailable(request, reply, service);
    }
    request.log.error({ service, err }, 'forwarding failed');
    return sendError(request, reply, 502, 'BAD_GATEWAY', `The ${service} service sent an invalid response`);
  }

  /**
   * No route has this method and path: 404 when no route has the path, else 405 with the methods it has in `Allow`
   * (OPTIONS, which no route takes, is answered 204 with that Allow header, as HTTP defines it).
   */
  private unmatched(request: FastifyRequest, reply: FastifyReply, declared: DeclaredBody, path: string): FastifyReply {
    const allowed = this.deps.matcher.allowedMethods(path);
    if (allowed.length === 0) return this.early(request, reply, declared, notFound);
    if (request.raw.method === 'OPTIONS') {
      return this.early(request, reply, declared, (_req, rep) =>
        rep
          .code(204)
          .header('allow', [...allowed, 'OPTIONS'].join(', '))
          .send(),
      );
    }
    return this.early(request, reply, declared, (req, rep) => methodNotAllowed(req, rep, allowed));
  }

  /**
   * Answers without forwarding. A body the client declared is then read and thrown away by Node before the connection
   * is reused: clients (browsers, fetch) send their whole body before they read the answer, and closing on unread
   * bytes would reset the connection and lose the answer. Past DRAIN_LIMIT_BYTES, or for a chunked body of unknown
   * size, the connection is closed instead, so that nobody can make the gateway read an endless upload.
   */
  private early(
    request: FastifyRequest,
    reply: FastifyReply,
    declared: DeclaredBody,
    answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
  ): FastifyReply {
    if (declared.kind === 'chunked' || (declared.kind === 'sized' && !(declared.length <= DRAIN_LIMIT_BYTES))) {
      reply.header('connection', 'close');
    }
    return answer(request, reply);
  }
}

/** An answer a service gives before reading the upload is an error body: anything bigger is not one. */
const EARLY_ANSWER_LIMIT_BYTES = 1024 * 1024;

async function readAll(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw new Error(`early answer over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function clientConnected(reply: FastifyReply): boolean {
  const socket = reply.raw.socket;
  return !reply.raw.destroyed && socket !== null && !socket.destroyed;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Defence in depth behind the SameSite=Lax cookie: a browser always names the page's origin on a cross-origin write,
 * so a state-changing call whose Origin is not this scheme and host (or is the opaque 'null' of a sandboxed frame) is
 * refused: `http://` pages of the same host name are another origin than the `https://` app (a network attacker can
 * serve them). Calls without an Origin (curl, server-to-server webhooks) are not browser cross-site requests and pass.
 * `protocol` is the scheme the browser used (behind TRUST_PROXY, the one the proxy reports).
 */
export function isCrossSiteWrite(
  method: string,
  origin: string | undefined,
  protocol: string,
  host: string | undefined,
): boolean {
  if (SAFE_METHODS.has(method) || origin === undefined) return false;
  if (origin === 'null' || host === undefined) return true;
  const start = origin.indexOf('://');
  if (start === -1) return true;
  return (
    origin.slice(0, start).toLowerCase() !== protocol || origin.slice(start + 3).toLowerCase() !== host.toLowerCase()
  );
}
