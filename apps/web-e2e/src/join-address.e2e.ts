// Issue 12 item 4: the right address. The organizer page opened on this computer (127.0.0.1, as after
// the README quick start) must not put a loopback address in the join QR: it uses PUBLIC_URL when set,
// else the server's LAN address, else it warns that phones cannot open localhost. The printed join
// sheet, when printed, is the only thing on the paper. One suite runs its own API with PUBLIC_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, startApi, stopApi, stopLeftoverPostgres, type ApiProcess } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { api, type CreatedEvent } from './support/draft-run';
import { openPage } from './support/pages';

const LAPTOP = { width: 1280, height: 900 };
const PUBLIC_URL = 'http://cantina.store.test:8080';

interface ServerAddress {
  publicUrl: string | null;
  lanUrls: string[];
}

async function organizerPage(
  browser: Browser,
  server: string,
  errors: string[],
): Promise<{ page: Page; code: string }> {
  const event = await api<CreatedEvent>(server, 'POST', '/api/v1/events', {
    name: 'Join Night',
    game: 'swu',
    format: 'swu-draft',
  });
  const { page } = await openPage(browser, 'en-US', errors, {
    viewport: LAPTOP,
    storage: { [`cantina.organizer.${event.id}`]: event.organizerToken },
  });
  await page.goto(`${server}/events/${event.id}/organize`);
  await page.getByTestId('join-code-display').waitFor();
  return { page, code: event.joinCode };
}

describeInBrowser('join address (issue 12 item 4)', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it('never shows a loopback join link on a page opened on 127.0.0.1: the LAN address, else a warning', async () => {
    const address = await api<ServerAddress>(baseUrl(), 'GET', '/api/v1/server/address');
    const { page, code } = await organizerPage(browser, baseUrl(), errors);
    const lan = address.lanUrls[0];
    if (lan) {
      await page.getByTestId('join-url').waitFor();
      expect(await page.getByTestId('join-url').innerText()).toBe(`${lan}/join/${code}`);
      expect(await page.getByTestId('join-qr').getAttribute('alt')).toContain(`${lan}/join/${code}`);
      expect(await page.getByTestId('join-localhost-warning').count()).toBe(0);
    } else {
      const warning = page.getByTestId('join-localhost-warning');
      await warning.waitFor();
      expect(await warning.innerText()).toContain('Phones cannot open localhost: set PUBLIC_URL');
    }
    process.stdout.write(`join address: server offers ${JSON.stringify(address.lanUrls)}\n`);

    // The printed join sheet: printed alone (the rest of the organizer page is not on the paper).
    await page.evaluate(() => document.body.classList.add('print-join-sheet'));
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('join-sheet').isVisible()).toBe(true);
    expect(await page.getByTestId('join-code-display').isVisible()).toBe(false);
    expect(await page.getByTestId('print-join-sheet').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.body.classList.remove('print-join-sheet'));
    expect(await page.getByTestId('join-sheet').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  describe('with PUBLIC_URL', () => {
    let server: ApiProcess | undefined;
    let dataDir = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'cantina-public-url-'));
      server = await startApi(dataDir, await freePort(), 90_000, { PUBLIC_URL });
    }, 120_000);

    afterAll(async () => {
      if (server) await stopApi(server, 'SIGINT').catch(() => undefined);
      await stopLeftoverPostgres(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('puts PUBLIC_URL in the join link, the QR code and the printed sheet', async () => {
      const running = server as ApiProcess;
      const { page, code } = await organizerPage(browser, running.baseUrl, errors);
      await page.getByTestId('join-url').waitFor();
      expect(await page.getByTestId('join-url').innerText()).toBe(`${PUBLIC_URL}/join/${code}`);
      expect(await page.getByTestId('join-qr').getAttribute('alt')).toContain(`${PUBLIC_URL}/join/${code}`);
      expect(await page.getByTestId('join-sheet-url').textContent()).toBe(`${PUBLIC_URL}/join/${code}`);
      expect(await page.getByTestId('join-localhost-warning').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 60_000);
  });
});
