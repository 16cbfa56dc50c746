import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayMessages } from '@pathwise/contracts';
import { verifyIdentity } from '@pathwise/platform';
import { pino } from 'pino';
import { Agent } from 'undici';
import type { Upstream } from '../proxy/upstreams.js';
import type { GraphRequest } from './graph-door.js';
import { operationHash } from './operation-guard.js';
import { SubgraphSource } from './subgraph-source.js';
import { parse } from 'graphql';

const SECRET = 'subgraph-source-test-secret';
const QUERY = '{ me { career { progressScore } } }';

/** A real HTTP server standing in for a subgraph: answers with `answer`, remembers what it was sent. */
let server: Server;
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let received: { headers: IncomingMessage['headers']; url: string; body: string }[];
let agent: Agent;

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, url: req.url ?? '', body });
      answer(req, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  agent = new Agent({ keepAliveTimeout: 1_000 });
});

afterEach(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function source(origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`): SubgraphSource {
  const upstream: Upstream = { name: 'career', origin, basePath: '', agent };
  return new SubgraphSource('career', upstream, SECRET, pino({ level: 'silent' }), '/graphql');
}

/** A call outside an incoming operation (the gateway's health-check kind: no cache policy to restrict). */
const call = (subgraph: SubgraphSource) =>
  subgraph.process({
    kind: 'health check',
    request: { query: QUERY, variables: { premium: false } },
    context: { req: { id: 'req-1', graphSession: { userId: 'user-1', plan: 'premium' } } },
  } as unknown as Parameters<SubgraphSource['process']>[0]);

const unavailable = [
  {
    message: GatewayMessages.unavailable('career'),
    path: ['me', 'career'],
    extensions: { code: 'SERVICE_UNAVAILABLE', service: 'career' },
  },
];

it("sends the query as JSON with the caller's identity signed for this call, and returns the subgraph's answer", async () => {
  answer = (_req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ data: { me: { career: { progressScore: 40 } } } }));
  };
  const res = await call(source());
  expect(res.data).toEqual({ me: { career: { progressScore: 40 } } });
  expect(res.errors).toBeUndefined();

  const [sent] = received;
  expect(sent!.url).toBe('/graphql');
  expect(sent!.headers['content-type']).toBe('application/json');
  // No accept header: Apollo Server then answers JSON without running content negotiation on every call.
  expect(sent!.headers.accept).toBeUndefined();
  // As a persisted query: the text's hash, not the text (the subgraph knows it: it answered).
  expect(JSON.parse(sent!.body)).toEqual({
    variables: { premium: false },
    extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(QUERY) } },
  });
  expect(verifyIdentity(SECRET, sent!.headers, { method: 'POST', url: '/graphql' })).toEqual({
    userId: 'user-1',
    plan: 'premium',
    requestId: 'req-1',
  });
  expect(verifyIdentity('another-secret', sent!.headers, { method: 'POST', url: '/graphql' })).toBeNull();
});

it('sends the text with its hash when the subgraph does not hold it, and the text alone when it has no persisted queries', async () => {
  const refusal = (code: string) => JSON.stringify({ errors: [{ message: code, extensions: { code } }] });
  const data = JSON.stringify({ data: { me: { career: { progressScore: 40 } } } });
  const persistedQuery = { version: 1, sha256Hash: operationHash(QUERY) };
  for (const [code, second] of [
    ['PERSISTED_QUERY_NOT_FOUND', { query: QUERY, variables: { premium: false }, extensions: { persistedQuery } }],
    ['PERSISTED_QUERY_NOT_SUPPORTED', { query: QUERY, variables: { premium: false } }],
  ] as const) {
    received = [];
    answer = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(received.length === 1 ? refusal(code) : data);
    };
    const res = await call(source());
    expect(res.data).toEqual({ me: { career: { progressScore: 40 } } });
    expect(res.errors).toBeUndefined();
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      { variables: { premium: false }, extensions: { persistedQuery } },
      second,
    ]);
  }
});

it('reuses its keep-alive connections rather than opening one per call', async () => {
  const sockets = new Set<unknown>();
  answer = (req, res) => {
    sockets.add(req.socket);
    res.setHeader('content-type', 'application/json');
    res.end('{"data":{"me":{"career":null}}}');
  };
  const subgraph = source();
  for (let i = 0; i < 10; i++) await call(subgraph);
  expect(received).toHaveLength(10);
  // A socket goes back to the pool a moment after its answer was read, so the next call may find it still busy
  // once and open a second; after that the pool's connections carry every call.
  expect(sockets.size).toBeLessThanOrEqual(3);
});

it('turns an HTTP error answer into SERVICE_UNAVAILABLE at the fields it was asked for', async () => {
  answer = (_req, res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain');
    res.end('internal details that must not reach the browser');
  };
  const res = await call(source());
  expect(res).toEqual({ errors: unavailable });
});

it('turns a subgraph that cannot be reached into SERVICE_UNAVAILABLE at the fields it was asked for', async () => {
  const closed = createServer();
  closed.listen(0, '127.0.0.1');
  await once(closed, 'listening');
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const res = await call(source(`http://127.0.0.1:${port}`));
  expect(res).toEqual({ errors: unavailable });
});

it("hands back a subgraph's partial answer as it came: its data beside its own error entries", async () => {
  const errors = [{ message: 'Premium subscription required', path: ['me', 'interview'] }];
  answer = (_req, res) => {
    res.setHeader('content-type', 'application/graphql-response+json');
    res.end(JSON.stringify({ data: { me: { interview: null } }, errors }));
  };
  const res = await call(source());
  expect(res).toEqual({ data: { me: { interview: null } }, errors });
});

it('turns a success status with an answer that is not a JSON object into SERVICE_UNAVAILABLE', async () => {
  for (const body of ['<html>proxy page</html>', '[1,2]', 'null']) {
    answer = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(body);
    };
    expect(await call(source())).toEqual({ errors: unavailable });
  }
});

it("keeps a passed JSON value (the match cards) out of the parse, as the subgraph's bytes on the request", async () => {
  const cards = [{ title: 'Data Scientists', reasoning: 'Pathwise’s sample listings' }];
  const text = `${JSON.stringify({ data: { me: { career: { progressScore: 40, recommendations: cards } } } })}\n`;
  answer = (_req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(text);
  };
  const query = '{ me { career { progressScore recommendations: matchCards } } }';
  const req: GraphRequest = { id: 'req-2', graphSession: { userId: 'user-1', plan: 'free' } } as GraphRequest;
  const res = await source().process({
    kind: 'incoming operation',
    request: { query },
    document: parse(query),
    context: { req },
  } as unknown as Parameters<SubgraphSource['process']>[0]);
  const token = (res.data as { me: { career: { recommendations: unknown } } }).me.career.recommendations;
  expect(typeof token).toBe('string');
  expect(req.passedJson?.get(token as string)?.toString('utf8')).toBe(JSON.stringify(cards));
  expect((res.data as { me: { career: { progressScore: number } } }).me.career.progressScore).toBe(40);

  // without the fetch's document (or when the value is not written last) the whole answer is parsed
  const plain = { id: 'req-3', graphSession: { userId: 'user-1', plan: 'free' } } as GraphRequest;
  const whole = await source().process({
    kind: 'incoming operation',
    request: { query },
    context: { req: plain },
  } as unknown as Parameters<SubgraphSource['process']>[0]);
  expect(whole.data).toEqual({ me: { career: { progressScore: 40, recommendations: cards } } });
  expect(plain.passedJson).toBeUndefined();
});

it("signs the caller's identity once per incoming request: every fetch of it carries the same verified headers", async () => {
  answer = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"data":{"me":{"career":null}}}');
  };
  const [first, second] = [source(), source()];
  const req = { id: 'req-4', graphSession: { userId: 'user-1', plan: 'free' } } as GraphRequest;
  const other = { id: 'req-5', graphSession: { userId: 'user-2', plan: 'premium' } } as GraphRequest;
  const fetchFor = (subgraph: SubgraphSource, r: GraphRequest) =>
    subgraph.process({
      kind: 'incoming operation',
      request: { query: QUERY },
      context: { req: r },
    } as unknown as Parameters<SubgraphSource['process']>[0]);
  await fetchFor(first, req);
  await fetchFor(second, req);
  await fetchFor(second, other);
  const identities = received.map((r) => verifyIdentity(SECRET, r.headers, { method: 'POST', url: '/graphql' }));
  expect(identities).toEqual([
    { userId: 'user-1', plan: 'free', requestId: 'req-4' },
    { userId: 'user-1', plan: 'free', requestId: 'req-4' },
    { userId: 'user-2', plan: 'premium', requestId: 'req-5' },
  ]);
  expect(received[1]!.headers['x-pathwise-signature']).toBe(received[0]!.headers['x-pathwise-signature']);
  expect(req.subgraphHeaders?.headers).toBeDefined();
  expect(other.subgraphHeaders?.headers).not.toBe(req.subgraphHeaders?.headers);
});
