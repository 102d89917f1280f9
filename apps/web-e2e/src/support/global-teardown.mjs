import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

function postgresProcessesFor(dataDir) {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

/** Stops the app with Ctrl-C's signal and checks that its embedded PostgreSQL went with it. */
export default async function globalTeardown() {
  const state = globalThis.__cantinaE2e;
  if (!state) return;
  const { child, dataDir } = state;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), 20_000)));
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    throw new Error('the app did not stop within 20 s of SIGINT');
  }
  const stray = postgresProcessesFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  if (stray) throw new Error(`PostgreSQL still running after the app stopped: pids ${stray}`);
}
