import type { OnModuleInit } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { readCookie, SESSION_COOKIE, type SessionRecord, utf8Answer } from '@pathwise/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefused, signInUnavailable, unauthorized } from '../http/error-reply.js';
import { isCrossSiteWrite } from '../proxy/proxy.handler.js';
import type { GatewayRuntime } from '../runtime/gateway-runtime.js';
import { joinAnswer } from './passed-json.js';

export const GRAPH_PATH = '/graphql';

const isGraphPath = (url: string) => url === GRAPH_PATH || url.startsWith(`${GRAPH_PATH}?`);

export type GraphRequest = FastifyRequest & {
  graphSession?: SessionRecord;
  /** Values of the subgraphs' answers passed as their bytes (passed-json.ts), by the token in their place. */
  passedJson?: Map<string, Buffer>;
  /** The signed headers of this request's subgraph fetches (subgraph-source.ts), made by the first one. */
  subgraphHeaders?: { path: string; secret: string; headers: Record<string, string> };
};

/**
 * /graphql is a signed-in route like the /api ones: the session cookie must name a live session (401 otherwise), a
 * cross-site write is refused (Origin check), the answer is never cached (no-store), and the body limit is the
 * gateway's 64 KB for its own routes. The session it finds is what the subgraphs are told, signed. Its answer, the
 * text Apollo Server makes, goes out as UTF-8 bytes encoded in one pass (utf8Answer, @pathwise/platform), with the subgraphs' passed
 * JSON values put back as the bytes they came in (passed-json.ts).
 */
export class GraphDoor implements OnModuleInit {
  constructor(
    private readonly runtime: GatewayRuntime,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request: GraphRequest, reply: FastifyReply) => this.check(request, reply));
    fastify.addHook('onSend', (request: GraphRequest, _reply, payload, done) => {
      if (typeof payload !== 'string' || !isGraphPath(request.url)) return done(null, payload);
      const passed = request.passedJson;
      done(null, passed?.size ? joinAnswer(payload, passed, utf8Answer) : utf8Answer(payload));
    });
  }

  async check(request: GraphRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!isGraphPath(request.url)) return undefined;
    reply.header('cache-control', 'no-store');
    if (isCrossSiteWrite(request.method, request.headers.origin, request.protocol, request.host)) {
      return crossSiteRefused(request, reply);
    }
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    let session: SessionRecord | null = null;
    if (token !== null) {
      try {
        session = await this.runtime.sessions.get(token);
      } catch (err) {
        request.log.error({ err }, 'session lookup failed');
        return signInUnavailable(request, reply);
      }
    }
    if (session === null) return unauthorized(request, reply);
    request.graphSession = session;
    return undefined;
  }
}
