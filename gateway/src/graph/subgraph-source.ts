import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GatewayMessages, type ServiceName } from '@pathwise/contracts';
import { signIdentity } from '@pathwise/platform';
import { type DocumentNode, Kind, parse, type SelectionSetNode } from 'graphql';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { Upstream } from '../proxy/upstreams.js';
import type { GraphRequest } from './graph-door.js';
import { operationHash } from './operation-guard.js';
import { type PassedPath, passedPath, splitAnswer, tokenAt } from './passed-json.js';

export interface GatewayGraphContext {
  req: GraphRequest;
}

type GatewayResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/**
 * One subgraph, reached through the service's keep-alive pool with the caller's identity signed for the call. When
 * the service cannot be reached or answers with an HTTP error, the fields this fetch was for come back null, each
 * with a SERVICE_UNAVAILABLE error at its own path (`me.career`) naming the service: the rest of the answer stands.
 *
 * It sends what Apollo's RemoteGraphQLDataSource with `apq` would (a POST of the query's hash, variables and
 * operation name as JSON, the text too when the subgraph asks for it: `send`) with
 * one `request` on the pool (a single socket write) and hands back the parsed answer, without the Fetch API's
 * Request, Headers and Response objects that data source builds around every call and the gateway never reads (it
 * takes `data`, `errors` and `extensions`; the subgraphs' cache-control means nothing here: answers are no-store).
 */
export class SubgraphSource implements GraphQLDataSource<GatewayGraphContext> {
  constructor(
    readonly service: ServiceName,
    private readonly upstream: Upstream,
    private readonly secret: string,
    private readonly logger: Logger,
    readonly path: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayGraphContext>): Promise<GatewayResponse> {
    try {
      return await this.send(options);
    } catch (err) {
      this.logger.warn({ service: this.service, err: (err as Error).message }, 'subgraph unavailable');
      const document =
        ('document' in options ? options.document : undefined) ?? parse(options.request.query ?? '{ __typename }');
      return {
        errors: fetchedPaths(document).map((path) => ({
          message: GatewayMessages.unavailable(this.service),
          path,
          extensions: { code: 'SERVICE_UNAVAILABLE', service: this.service },
        })),
      };
    }
  }

  /**
   * The fetch sent as a persisted query, its text's SHA-256 alone (what RemoteGraphQLDataSource's `apq` does): the
   * subgraph's Apollo Server finds the text it registered, without reading or hashing it again (about 21 K
   * instructions a call, gateway/README.md). A subgraph that has not seen the text since it started answers
   * PERSISTED_QUERY_NOT_FOUND: the text then goes with its hash, which registers it; one without persisted queries
   * gets the text alone.
   */
  private async send(options: GraphQLDataSourceProcessOptions<GatewayGraphContext>) {
    const { request, context } = options;
    const { query, variables, operationName, extensions } = request;
    if (!query) throw new Error('Missing query');
    const req = (context as Partial<GatewayGraphContext>).req;
    const document = 'document' in options ? options.document : undefined;
    const persisted = { ...extensions, persistedQuery: { version: 1, sha256Hash: queryHash(query) } };
    const byHash = await this.call(req, document, { variables, operationName, extensions: persisted });
    switch (persistedQueryRefusal(byHash)) {
      case 'PERSISTED_QUERY_NOT_FOUND':
        return this.call(req, document, { query, variables, operationName, extensions: persisted });
      case 'PERSISTED_QUERY_NOT_SUPPORTED':
        return this.call(req, document, { query, variables, operationName, extensions });
      default:
        return byHash;
    }
  }

  private async call(req: GraphRequest | undefined, document: DocumentNode | undefined, payload: object) {
    const { statusCode, bytes } = await post(this.upstream, {
      origin: this.upstream.origin,
      path: this.path,
      method: 'POST',
      headers: this.headersFor(req),
      body: JSON.stringify(payload),
    });
    if (statusCode < 200 || statusCode >= 300) throw new Error(`${this.service} answered ${statusCode}`);
    const body = this.parse(bytes, document ? passedPath(document) : null, req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`${this.service} answered something other than a JSON object`);
    }
    return body as GatewayResponse;
  }

  /**
   * The headers of a call: the caller's identity signed for `POST <path>`, and the body's JSON type. The signature covers the
   * user, plan, expiry, request id, method and path, which are the same for every subgraph fetch of one incoming
   * request (each subgraph is reached at the same /graphql path), so the headers are made once per request and shared
   * by its fetches instead of computing the same HMAC for each (undici only reads them).
   */
  private headersFor(req: GraphRequest | undefined): Record<string, string> {
    const made = req?.subgraphHeaders;
    if (made?.path === this.path && made.secret === this.secret) return made.headers;
    const session = req?.graphSession;
    const identity = signIdentity(
      this.secret,
      { userId: session?.userId ?? null, plan: session?.plan ?? 'free', requestId: String(req?.id ?? 'graph') },
      { method: 'POST', url: this.path },
    );
    // No `accept`: without one Apollo Server answers application/json, and with one it runs content negotiation
    // (negotiator) on every call to pick the same type.
    const headers = { ...identity, 'content-type': 'application/json' };
    if (req) req.subgraphHeaders = { path: this.path, secret: this.secret, headers };
    return headers;
  }

  /**
   * The answer, parsed; a passed JSON value (passed-json.ts) is left out of the parse, its bytes kept on the request
   * for the gateway's answer, a token string in its place.
   */
  private parse(bytes: Buffer, path: PassedPath | null, req: GraphRequest | undefined): unknown {
    const split = path && req ? splitAnswer(bytes, path) : null;
    if (split) {
      const body = parseOrNull(split.text);
      if (tokenAt(body, path!, split.token)) {
        (req!.passedJson ??= new Map()).set(split.token, split.bytes);
        return body;
      }
    }
    // Not split, or the key was first found inside an earlier value: the whole answer, parsed.
    return JSON.parse(bytes.toString('utf8'));
  }
}

/**
 * One POST on the service's pool, its answer's status and bytes. A handler of undici's own dispatch API: what
 * `request()` adds around it (an async resource, a Readable stream for the body, its events and the consumer that
 * concatenates the chunks into a new ArrayBuffer) is per-call work for an answer that is read whole anyway. The pool's
 * headers and body timeouts apply as they do to `request()`.
 */
export function post(
  upstream: Upstream,
  options: Dispatcher.DispatchOptions,
): Promise<{ statusCode: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    let statusCode = 0;
    const chunks: Buffer[] = [];
    let size = 0;
    upstream.agent.dispatch(options, {
      onRequestStart() {},
      onResponseStart(_controller, status) {
        statusCode = status;
      },
      onResponseData(_controller, chunk) {
        // An informational (1xx) answer has no body; only the final one's bytes are kept.
        chunks.push(chunk);
        size += chunk.length;
      },
      onResponseEnd() {
        resolve({ statusCode, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
      },
      onResponseError(_controller, err) {
        reject(err);
      },
    });
  });
}

/** The SHA-256 of each fetch's text: the plans' few texts, sent again on every request (bounded all the same). */
const queryHashes = new Map<string, string>();
const MAX_QUERY_HASHES = 1_000;

function queryHash(query: string): string {
  let hash = queryHashes.get(query);
  if (hash === undefined) {
    if (queryHashes.size >= MAX_QUERY_HASHES) queryHashes.clear();
    hash = operationHash(query);
    queryHashes.set(query, hash);
  }
  return hash;
}

/** Apollo Server's answer to a hash it does not hold (or to persisted queries turned off): no data, that code. */
function persistedQueryRefusal(body: GatewayResponse): string | undefined {
  if (body.data !== undefined || !body.errors) return undefined;
  const code = body.errors[0]?.extensions?.code;
  return code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' ? code : undefined;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The paths, relative to the fetch, of the fields a subgraph fetch asks for: `_entities.0.career` for an entity fetch
 * (the gateway turns it into `me.career`), `me.career` for a root fetch of the shared `me` (each subgraph answers
 * `me` itself: one hop), a root field with no fields of its own below it otherwise.
 */
export function fetchedPaths(document: DocumentNode): (string | number)[][] {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [[]];
  const paths: (string | number)[][] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    if (!selection.selectionSet) {
      paths.push([key]);
    } else if (selection.name.value === '_entities') {
      for (const field of entityFields(selection.selectionSet)) paths.push([key, 0, field]);
    } else {
      // The key (`id`) is every subgraph's to give: the fields below it are what this one could not.
      const fields = entityFields(selection.selectionSet).filter((f) => f !== 'id');
      paths.push(...(fields.length ? fields.map((f) => [key, f]) : [[key]]));
    }
  }
  return paths.length ? paths : [[]];
}

function entityFields(set: SelectionSetNode): string[] {
  const out: string[] = [];
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD && s.name.value !== '__typename') out.push(s.alias?.value ?? s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) out.push(...entityFields(s.selectionSet));
  }
  return out;
}
