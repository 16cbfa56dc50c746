import type { FastifyInstance } from 'fastify';
import { internalError, notFound } from '../http/error-reply.js';
import { ProxyHandler, type ProxyDeps } from './proxy.handler.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * /api as plain Fastify routes rather than a Nest controller. A controller would run Nest's router, guards,
 * interceptors and pipes and parse every body into an object, only for the gateway to serialise it again; here the
 * request stream goes to the service untouched. The content-type parser of this (encapsulated) context accepts any
 * type and reads nothing, so bodies of every kind (JSON, multipart, raw webhook bytes) reach the handler unread, and
 * body limits are the handler's (per route) rather than Fastify's (global).
 */
export async function proxyPlugin(fastify: FastifyInstance, deps: ProxyDeps): Promise<void> {
  fastify.setErrorHandler(internalError);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // There is no external identity provider: sign-in is the SPA's own page (DECISIONS.md).
  fastify.get('/api/login', (_request, reply) => reply.redirect('/auth', 302));

  const proxy = new ProxyHandler(deps);
  fastify.route({ method: METHODS, url: '/api', exposeHeadRoute: false, handler: notFound });
  fastify.route({ method: METHODS, url: '/api/*', exposeHeadRoute: false, handler: proxy.handle });
}
