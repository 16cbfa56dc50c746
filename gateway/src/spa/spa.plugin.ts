import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { internalError, notFound } from '../http/error-reply.js';
import { cacheControlFor, IMMUTABLE_PREFIX, NOT_BUILT_PAGE, SpaFiles } from './spa-files.js';

/**
 * Serves the built SPA: files the build produced (ETag, Range and 304 handled by @fastify/static), each as the brotli
 * or gzip file the build wrote beside it when the request's Accept-Encoding allows (with `Vary: Accept-Encoding`, the
 * original's Content-Type and the caching of the original: nothing is compressed per request), `index.html` for
 * every other GET path so that client-side routes survive a reload, a 404 for a missing /assets/ file (serving HTML
 * in place of a script only hides the error), and a 503 page saying how to build when there is no build.
 */
export async function spaPlugin(fastify: FastifyInstance, opts: { root: string }): Promise<void> {
  fastify.setErrorHandler(internalError);
  const files = new SpaFiles(opts.root);
  if (!files.built) fastify.log.warn({ root: opts.root }, 'No built front end found; run `npm run build`');

  await fastify.register(fastifyStatic, {
    root: opts.root,
    // Only `reply.sendFile`: the routes below decide what is a file, from the index of the build.
    serve: false,
    // `<file>.br` / `<file>.gz` written by the build (scripts/precompress.mjs), chosen by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
  } as Parameters<typeof fastifyStatic>[1]);

  const sendFile = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', cacheControlFor(file)).sendFile(file);

  const serveSpa = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url!;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = null;
    }
    if (decoded !== null && decoded !== '/') {
      let file = files.lookup(decoded);
      const isAsset = decoded.startsWith(IMMUTABLE_PREFIX);
      if (file === undefined && isAsset && files.refresh()) file = files.lookup(decoded);
      if (file !== undefined) return sendFile(reply, file);
      if (isAsset)
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    }
    if (!files.built) files.refresh();
    if (!files.built) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '10')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    return sendFile(reply, '/index.html');
  };

  fastify.route({ method: ['GET', 'HEAD'], url: '/*', exposeHeadRoute: false, handler: serveSpa });
  // Other methods on non-API paths: nothing there, in the API's error shape.
  fastify.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/*', handler: notFound });
}
