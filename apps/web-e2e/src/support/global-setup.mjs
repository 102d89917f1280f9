// Starts the built app the way `npm start` does: `node dist/apps/api/main.js` with no
// DATABASE_URL, so it boots its own embedded PostgreSQL under a temp DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early (${child.exitCode}):\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become healthy in 90 s:\n${output.join('')}`);
}

export default async function globalSetup() {
  // E2E_DIST: test another build folder (one per engineer while several test side by side).
  const dist = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'dist');
  const main = join(dist, 'apps/api/main.js');
  const web = join(dist, 'apps/web/browser/index.html');
  for (const built of [main, web]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build first (npm run build)`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cantina-e2e-'));
  const output = [];
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, output);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  globalThis.__cantinaE2e = { child, dataDir, output };
}
