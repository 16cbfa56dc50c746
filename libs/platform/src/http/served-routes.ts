import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** As registered, with `:param` segments. */
  path: string;
}

const SERVED = Symbol.for('pathwise.servedRoutes');
type Recording = FastifyInstance & { [SERVED]?: ServedRoute[] };

/**
 * Records every route Fastify registers (its `onRoute` hook), so that what an app serves can be compared with the
 * route table. Install before the routes are registered (createServiceApp does, before Nest's init).
 */
export function recordServedRoutes(fastify: FastifyInstance): void {
  const routes: ServedRoute[] = ((fastify as Recording)[SERVED] = []);
  fastify.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) routes.push({ method, path: route.url });
  });
}

/** The routes an app built by createServiceApp serves (HEAD twins of GET routes left out). */
export function servedRoutes(app: INestApplication): ServedRoute[] {
  const routes = (app.getHttpAdapter().getInstance() as Recording)[SERVED];
  if (!routes) throw new Error('servedRoutes: the app was not built by createServiceApp');
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.path)));
}
