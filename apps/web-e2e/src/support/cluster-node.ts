import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtApi, repoRoot, type ApiProcess } from './api-process';

/**
 * One node of a scaled-out Cantina: the built API on `port`, on an existing database
 * (`DATABASE_URL`), with the PostgreSQL socket.io adapter. Stop it with `stopApi`.
 */
export async function startClusterNode(databaseUrl: string, port: number, timeoutMs = 60_000): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cantina-node-')),
    DATABASE_URL: databaseUrl,
    SOCKET_ADAPTER: 'postgres',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_TOKEN_PER_MINUTE: '100000',
    SOCKET_CONNECTS_PER_MINUTE: '100000',
    SOCKET_PICKS_PER_MINUTE: '100000',
  };
  const child = spawn(process.execPath, [builtApi], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API node exited early (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API node did not become healthy in ${timeoutMs} ms:\n${output.join('')}`);
}
