import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './api-process';

/** A throw-away PostgreSQL server of one test's own (tools/testing/embedded-postgres-server.mjs). */
export interface PrivatePostgres {
  /** postgres://user:pass@127.0.0.1:PORT, no database name (append `/name`). */
  url: string;
  /** Fast shutdown (every connection is cut), then a start on the same port and data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const serverModule = pathToFileURL(join(repoRoot, 'tools', 'testing', 'embedded-postgres-server.mjs'));

// embedded-postgres is ESM-only and these tests run as CommonJS: the server lives in a child process
// that prints its URL, restarts the server on a "restart" line (and prints "restarted"), and stops it
// when its stdin closes.
const script = `
import { createInterface } from 'node:readline';
import { startTestPostgres } from ${JSON.stringify(serverModule.href)};
const server = await startTestPostgres();
console.log(server.url);
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'restart') { await server.restart(); console.log('restarted'); }
}
await server.stop();
`;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('the private PostgreSQL process exited');
    return String(line.value).trim();
  };
  const url = await next();
  return {
    url,
    async restart() {
      child.stdin.write('restart\n');
      await next();
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
