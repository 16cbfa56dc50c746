import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type FakeHandler = (req: ReceivedRequest, res: ServerResponse) => void;

/** A node:http stand-in for one service: records what reaches it and answers with `handler` (JSON echo by default). */
export interface FakeService {
  name: string;
  url: string;
  received: ReceivedRequest[];
  handler: FakeHandler | null;
  /** Answers as soon as the request headers arrive, without reading the body (a service refusing an upload early). */
  early: ((req: IncomingMessage, res: ServerResponse) => void) | null;
  /** Requests whose body was still streaming when the client aborted. */
  aborted: number;
  close(): Promise<void>;
}

export const echo =
  (name: string): FakeHandler =>
  (req, res) => {
    const payload = JSON.stringify({ service: name, method: req.method, url: req.url, bodyBytes: req.body.length });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  };

export async function startFakeService(name: string): Promise<FakeService> {
  const service: FakeService = {
    name,
    url: '',
    received: [],
    handler: null,
    early: null,
    aborted: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (service.early) {
      service.early(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => undefined);
    req.on('aborted', () => service.aborted++);
    req.on('end', () => {
      const received = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      service.received.push(received);
      (service.handler ?? echo(name))(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

/** A URL on which nothing listens: a port taken from the OS, then released. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
