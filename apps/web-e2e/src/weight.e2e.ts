// Issue 12 item 9: the pick screen's weight on a phone. Its JS arrives precompressed (brotli) within
// 150 KB transferred, hashed files are cached for a year, and the app shell (service worker) still
// renders after the Wi-Fi drops and the page is reloaded.
import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { api, openPage } from './support/pages';

const BUDGET_BYTES = 150 * 1024;

interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
}

describeInBrowser('weight of the pick screen', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads the pick screen with <= 150 KB of compressed JS, immutable caching, and survives going offline', async () => {
    const created = await api<CreatedEvent>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Weigh-in Draft',
        game: 'swu',
        format: 'swu-draft',
        settings: { pickTimer: 'off', podSize: 8, bots: true },
      }),
    });
    expect(created.status).toBe(201);
    const event = created.body;
    const joined = await api<{ id: string; name: string; token: string }>(`/events/${event.id}/players`, undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Marta', joinCode: event.joinCode }),
    });
    expect(joined.status).toBe(201);
    const started = await api<unknown>(`/events/${event.id}/start`, event.organizerToken, { method: 'POST' });
    expect(started.status).toBeLessThan(300);

    const { context, page } = await openPage(browser, 'en-US', errors, {
      storage: { [`cantina.player.${event.id}`]: JSON.stringify(joined.body) },
    });

    // What the wire carried for each script: its body is Content-Length (the compressed copy's size);
    // CDP's encodedDataLength when loading finished adds the response headers (~1 KB each here: CSP).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; encoding?: string; cacheControl?: string; bytes: number }>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(e.requestId, {
        url: e.response.url,
        encoding: headers['content-encoding'],
        cacheControl: headers['cache-control'],
        bytes: Number(headers['content-length'] ?? NaN),
      });
    });
    cdp.on('Network.loadingFinished', (e) => transferred.set(e.requestId, e.encodedDataLength));

    await page.goto(`${baseUrl()}/events/${event.id}/draft`);
    await page.getByTestId('pick-card').first().waitFor();
    await page.waitForLoadState('networkidle');

    const loaded = [...scripts.entries()].map(([id, s]) => ({ ...s, wire: transferred.get(id) ?? 0 }));
    const body = loaded.reduce((sum, s) => sum + s.bytes, 0);
    const wire = loaded.reduce((sum, s) => sum + s.wire, 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `Pick screen JS transferred: ${kb(body)} compressed in ${loaded.length} files ` +
        `(budget ${kb(BUDGET_BYTES)}; ${kb(wire)} with response headers)\n` +
        loaded.map((s) => `  ${new URL(s.url).pathname} ${s.encoding ?? 'identity'} ${s.bytes} B`).join('\n'),
    );
    expect(loaded.length).toBeGreaterThan(0);
    for (const s of loaded) expect(s.bytes).toBeGreaterThan(0);
    expect(body).toBeLessThanOrEqual(BUDGET_BYTES);

    const main = loaded.find((s) => /\/main-[A-Z0-9]{8}\.js$/.test(new URL(s.url).pathname));
    expect(main).toMatchObject({ encoding: 'br', cacheControl: 'public, max-age=31536000, immutable' });
    // Files of 1 KB or less are left as they are (precompress.mjs); everything bigger arrives as brotli.
    for (const s of loaded.filter((l) => l.bytes > 2048)) expect(s.encoding).toBe('br');

    // The service worker has cached the shell; the Wi-Fi drops and the phone reloads the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.locator('app-site-header').first().waitFor();
    await page.waitForFunction(() => (document.querySelector('app-site-header')?.textContent ?? '').trim() !== '');
    expect(await page.locator('#main').count()).toBe(1);
    await context.setOffline(false);
    await context.close();
  });
});
