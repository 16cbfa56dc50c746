import {
  API_ROUTES,
  GatewayMessages,
  PictureMessages,
  ResumeMessages,
  type ApiRoute,
  type RouteBody,
} from '@pathwise/contracts';

/** Multipart framing (boundaries, part headers, the other small fields) on top of the 5 MB file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/**
 * Largest body the gateway lets through per kind of route. Routes without a body ('none': GET, DELETE) get the JSON
 * limit rather than zero, so a client that sends `{}` on a DELETE is not refused for it.
 */
export const BODY_LIMITS: Readonly<Record<RouteBody, number>> = {
  none: 1 * MB,
  json: 1 * MB,
  upload: 5 * MB + MULTIPART_OVERHEAD_BYTES,
  raw: 1 * MB,
};

/** Uploads answer 413 with the message the screen shows for that file, so the gateway and the service agree. */
const TOO_LARGE_MESSAGES: Readonly<Record<string, string>> = {
  '/api/profile/picture': PictureMessages.tooLarge,
  '/api/resume/upload': ResumeMessages.tooLarge,
};

/** A route of the table with everything the hot path needs worked out once. */
export interface CompiledRoute {
  readonly api: ApiRoute;
  readonly bodyLimit: number;
  readonly tooLargeMessage: string;
}

interface DynamicRoute {
  /** One entry per path segment: the literal text, or null for a `:param`. */
  readonly segments: readonly (string | null)[];
  readonly route: CompiledRoute;
}

/**
 * The route table compiled for lookup by method and path. Static paths (most of them) are one Map lookup; paths with
 * `:params` are compared segment by segment against the few routes of that method with the same segment count.
 * HEAD is answered by the GET route, as HTTP defines it.
 */
export class RouteMatcher {
  private readonly exact = new Map<string, Map<string, CompiledRoute>>();
  private readonly dynamic = new Map<string, DynamicRoute[]>();
  private readonly methods: string[] = [];

  constructor(routes: readonly ApiRoute[] = API_ROUTES) {
    for (const api of routes) {
      if (!this.methods.includes(api.method)) this.methods.push(api.method);
      const route: CompiledRoute = {
        api,
        bodyLimit: BODY_LIMITS[api.body],
        tooLargeMessage: TOO_LARGE_MESSAGES[api.path] ?? GatewayMessages.tooLarge,
      };
      if (!api.path.includes('/:')) {
        let byPath = this.exact.get(api.method);
        if (!byPath) this.exact.set(api.method, (byPath = new Map()));
        if (byPath.has(api.path)) throw new Error(`Duplicate API route ${api.method} ${api.path}`);
        byPath.set(api.path, route);
        continue;
      }
      const segments = api.path
        .split('/')
        .slice(1)
        .map((s) => (s.startsWith(':') ? null : s));
      let list = this.dynamic.get(api.method);
      if (!list) this.dynamic.set(api.method, (list = []));
      list.push({ segments, route });
    }
  }

  /**
   * The methods the table has for a path (no query string), HEAD with GET, in the table's order: what a 405's Allow
   * header names when the path is known but the method is not. Empty when no route has the path. Only asked on a miss.
   */
  allowedMethods(path: string): string[] {
    const allowed: string[] = [];
    for (const method of this.methods) {
      if (this.match(method, path) === null) continue;
      allowed.push(method);
      if (method === 'GET') allowed.push('HEAD');
    }
    return allowed;
  }

  /** The route for a method and a path (no query string), or null when the table has none. */
  match(method: string, path: string): CompiledRoute | null {
    const m = method === 'HEAD' ? 'GET' : method;
    const hit = this.exact.get(m)?.get(path);
    if (hit) return hit;
    const candidates = this.dynamic.get(m);
    if (!candidates) return null;
    const parts = path.split('/');
    // parts[0] is the empty string before the leading slash.
    const count = parts.length - 1;
    for (const candidate of candidates) {
      if (candidate.segments.length !== count) continue;
      if (segmentsMatch(candidate.segments, parts)) return candidate.route;
    }
    return null;
  }
}

function segmentsMatch(segments: readonly (string | null)[], parts: readonly string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const expected = segments[i];
    const actual = parts[i + 1]!;
    if (expected === null) {
      // A parameter is one non-empty segment; dot segments would let a path climb out of its route upstream.
      if (actual === '' || actual === '.' || actual === '..') return false;
    } else if (expected !== actual) {
      return false;
    }
  }
  return true;
}
