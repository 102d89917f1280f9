import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** CHROME_BIN, else Debian's Chromium. */
export function findChromium(): string | undefined {
  return [process.env['CHROME_BIN'], '/usr/bin/chromium'].find((path): path is string => !!path && existsSync(path));
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS, // playwright gives each launch a fresh temporary profile
  });
}

/**
 * `describe` when a browser is present. Without one the suite is skipped with a loud warning, except
 * under CI=true, where a missing browser fails the run.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (findChromium()) return describe(name, body);
  const message = `NO CHROMIUM FOUND (set CHROME_BIN or apt-get install chromium): browser tests "${name}" cannot run`;
  if (process.env['CI'] === 'true') {
    describe(name, () =>
      it('needs Chromium', () => {
        throw new Error(message);
      }),
    );
    return;
  }
  process.stderr.write(`\n!!!!!!!!!!\n!!! ${message} — SKIPPED\n!!!!!!!!!!\n\n`);
  describe.skip(name, body);
}

export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e.jest.config.cts');
  return url;
}
