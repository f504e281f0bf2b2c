/**
 * A TCP proxy for tests of a dependency that stops answering (issue 16): it forwards to a real
 * server until `stall()`, after which it still accepts connections and keeps the open ones
 * open, but passes no byte either way, like a server that hangs with its sockets alive.
 * `resume()` forwards new connections again (the stalled ones stay dead, as they would).
 */
import net from 'node:net';

export interface StallingProxy {
  /** host:port to give the client instead of the real server's. */
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  // Connections open when the proxy stalls stay dead after it resumes.
  const live = new Set<{ alive: boolean }>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (stalled) return; // accepted, never answered
    const pair = { alive: true };
    live.add(pair);
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      live.delete(pair);
      if (pair.alive) client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => {
      if (pair.alive) upstream.destroy();
    });
    client.on('data', (chunk) => {
      if (pair.alive) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (pair.alive) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    stall: () => {
      stalled = true;
      for (const pair of live) pair.alive = false;
    },
    resume: () => {
      stalled = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
