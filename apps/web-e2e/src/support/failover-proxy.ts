import { connect, createServer, type Socket } from 'node:net';

/** One TCP connection the proxy made, and the backend port it reached. */
export interface ProxiedConnection {
  backendPort: number;
  at: number;
}

/** A load balancer's front door for tests: `baseUrl` reaches the first backend that accepts. */
export interface FailoverProxy {
  baseUrl: string;
  readonly connections: ProxiedConnection[];
  close(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port that passes every new connection to the first of
 * `backendPorts` that accepts it: a node that is down (connection refused) is skipped, as a load
 * balancer's health check would. An open connection ends with its backend.
 */
export function startFailoverProxy(backendPorts: number[]): Promise<FailoverProxy> {
  const connections: ProxiedConnection[] = [];
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const tryBackend = (index: number) => {
      if (index >= backendPorts.length || client.destroyed) return client.destroy();
      const backend = connect(backendPorts[index], '127.0.0.1');
      let connected = false;
      backend.once('error', () => {
        if (!connected) tryBackend(index + 1);
      });
      backend.once('connect', () => {
        connected = true;
        connections.push({ backendPort: backendPorts[index], at: Date.now() });
        open.add(backend);
        backend.on('close', () => {
          open.delete(backend);
          client.destroy();
        });
        backend.on('error', () => backend.destroy());
        client.on('close', () => backend.destroy());
        client.pipe(backend).pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no proxy address'));
      resolve({
        baseUrl: `http://127.0.0.1:${address.port}`,
        connections,
        close: () =>
          new Promise<void>((done) => {
            open.forEach((socket) => socket.destroy());
            server.close(() => done());
          }),
      });
    });
  });
}
