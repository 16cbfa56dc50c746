import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server (Redis, in the tests), so that a test can take that server away from one app and
 * give it back without touching the real one, which other tests share: `down()` drops every connection and refuses
 * new ones, `up()` listens again on the same port. `url` is the target's URL with the relay's host and port.
 */
export interface TcpProxy {
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const host = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname.replace(/^\[|\]$/g, '');
  const targetPort = Number(target.port || 6379);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const relay = (client: Socket) => {
    const upstream = connect({ host, port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = createServer(relay);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await up();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString().replace(/\/$/, ''), down, up, close: down };
}
