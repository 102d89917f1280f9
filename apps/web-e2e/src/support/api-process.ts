import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The repository root (this file is apps/web-e2e/src/support/). */
export const repoRoot = resolve(__dirname, '../../../..');
/** `E2E_DIST` tests another build folder (one per engineer while several test side by side). */
export const builtApi = join(
  process.env['E2E_DIST'] ? resolve(process.env['E2E_DIST']) : join(repoRoot, 'dist'),
  'apps/api/main.js',
);

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** One `node dist/apps/api/main.js` process on a fixed port and DATA_DIR (embedded PostgreSQL). */
export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  /** stdout and stderr, for failure messages and the embedded PostgreSQL's port. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the built API with no DATABASE_URL, so it runs (or recovers) its own PostgreSQL in `dataDir`;
 * `extraEnv` adds settings (e.g. `IMAGE_HOSTS`).
 */
export async function startApi(
  dataDir: string,
  port: number,
  timeoutMs = 60_000,
  extraEnv: Record<string, string> = {},
): Promise<ApiProcess> {
  if (!existsSync(builtApi)) throw new Error(`${builtApi} is missing: build first (npm run build)`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...extraEnv,
  };
  delete env['DATABASE_URL'];
  const child = spawn(process.execPath, [builtApi], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited early (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not become healthy in ${timeoutMs} ms:\n${output.join('')}`);
}

/** Sends `signal` and waits for the process to exit (SIGKILL after `timeoutMs`, then throws). */
export async function stopApi(api: ApiProcess, signal: NodeJS.Signals, timeoutMs = 20_000) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return api.exited;
  api.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
  const outcome = await Promise.race([api.exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    api.child.kill('SIGKILL');
    throw new Error(`the API did not exit within ${timeoutMs} ms of ${signal}`);
  }
  return outcome;
}

/** PIDs of postmasters running on `<dataDir>/...` (pgrep -f "postgres -D <dataDir>"). */
export function postgresPids(dataDir: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** The connection URL of the app's embedded PostgreSQL, from its DATA_DIR and its latest log line. */
export function embeddedDatabaseUrl(dataDir: string, api: ApiProcess): string {
  const ports = [...api.output.join('').matchAll(/embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/g)];
  const port = ports.at(-1)?.[1];
  if (!port) throw new Error('no "embedded PostgreSQL listening" line in the API output');
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://cantina:${encodeURIComponent(password)}@127.0.0.1:${port}/cantina`;
}

/** Test clean-up: stops postmasters left on this test's own data dir, by pid. */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  for (const pid of postgresPids(dataDir)) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  for (let waited = 0; waited < 10_000 && postgresPids(dataDir).length > 0; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
