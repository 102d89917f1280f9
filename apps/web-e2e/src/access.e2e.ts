import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage, type PageOptions } from './support/pages';

// Issue 12 "Access that survives devices": the organizer opens the event on a second device through
// the staff link (and a new link locks the old one out); a player gets their seat back on a new phone
// with the re-entry code, typed or scanned; "My events" lists the events a device holds keys for.

const SHOTS = join(repoRoot, 'tmp');
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const LOOPBACK = /^https?:\/\/(localhost|127\.|\[::1\])/;

/** Console errors of every page fail the test, except the 401s the revoked keys are meant to get. */
const consoleErrors: string[] = [];

/** The link as the page shows it, opened on this test's server (its origin may be the LAN address). */
function onTestServer(link: string): string {
  const url = new URL(link);
  return `${baseUrl()}${url.pathname}${url.hash}`;
}

/** The staff link the organizer page shows, with its QR code (at the LAN address, or a warning if none). */
async function readStaffLink(page: Page): Promise<string> {
  await page.getByTestId('staff-show').click();
  await page.getByTestId('staff-link').waitFor();
  const link = (await page.getByTestId('staff-link').innerText()).trim();
  if (LOOPBACK.test(link)) await page.getByTestId('staff-localhost-warning').waitFor();
  expect(await page.getByTestId('staff-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  return link;
}

describeInBrowser('access that survives devices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = (locale: string, options: PageOptions) => openPage(browser, locale, consoleErrors, options);
  /** What the device's localStorage holds under `key` (undefined while the page is navigating). */
  const storedItem = (page: Page, key: string) =>
    page.evaluate((k) => localStorage.getItem(k), key).catch(() => undefined);

  it('opens the event as organizer on a second device through the staff link; a new link locks the old one out', async () => {
    const laptop = await newPage('en-US', { viewport: LAPTOP });
    await laptop.page.goto(baseUrl());
    await laptop.page.getByTestId('create-name').fill('Friday Draft');
    await laptop.page.getByTestId('create-game').selectOption('swu');
    await laptop.page.getByTestId('create-format').selectOption('swu-draft');
    await laptop.page.getByTestId('create-submit').click();
    await laptop.page.waitForURL(/\/events\/[^/]+\/organize$/);
    const eventId = laptop.page.url().split('/').at(-2) ?? '';
    await laptop.page.getByTestId('join-code-display').waitFor();
    const organizerToken = await storedItem(laptop.page, `cantina.organizer.${eventId}`);

    expect(await laptop.page.getByTestId('staff-link-warning').innerText()).toContain(
      'Anyone who has this link manages the event',
    );
    const link = await readStaffLink(laptop.page);
    const parsed = new URL(link);
    expect(parsed.pathname).toBe(`/events/${eventId}/staff`);
    expect(parsed.search).toBe('');
    expect(decodeURIComponent(parsed.hash.slice(1))).toBe(organizerToken);

    // The store's tablet, in Czech: the link opens the organizer page and leaves the address bar clean.
    const tablet = await newPage('cs-CZ', { viewport: TABLET });
    await tablet.page.goto(onTestServer(link));
    await tablet.page.waitForURL(new RegExp(`/events/${eventId}/organize$`));
    expect(tablet.page.url()).not.toContain('#');
    expect(await storedItem(tablet.page, `cantina.organizer.${eventId}`)).toBe(organizerToken);
    await tablet.page.getByTestId('join-code-display').waitFor();
    await tablet.page.getByTestId('organizer-access').waitFor();
    expect(await tablet.page.getByTestId('staff-link-warning').innerText()).toContain('Kdo má tento odkaz');
    await tablet.page.screenshot({ path: join(SHOTS, 'access-staff-organize-820-cs.png'), fullPage: true });

    // A new link from the laptop: the laptop carries on, the tablet and the old link are out.
    await laptop.page.getByTestId('staff-hide').click();
    await laptop.page.getByTestId('staff-rotate').click();
    await laptop.page.getByTestId('staff-rotate-confirm').click();
    await eventually(async () => {
      const stored = await storedItem(laptop.page, `cantina.organizer.${eventId}`);
      return typeof stored === 'string' && stored !== organizerToken;
    }, true);
    await laptop.page.getByTestId('join-code-display').waitFor();
    const newLink = await readStaffLink(laptop.page);
    expect(newLink).not.toBe(link);

    const errorsBefore = consoleErrors.length;
    await tablet.page.reload();
    // The tablet's key is refused: the page says so, and shows no organizer controls.
    await tablet.page.getByTestId('problem').waitFor();
    expect(await tablet.page.getByTestId('join-code-display').count()).toBe(0);
    expect(await tablet.page.getByTestId('organizer-access').count()).toBe(0);
    const stranger = await newPage('es-ES', { viewport: TABLET });
    await stranger.page.goto(onTestServer(link));
    await stranger.page.getByTestId('staff-link-refused').waitFor();
    expect(await stranger.page.getByTestId('staff-link-refused').innerText()).toContain('ya no funciona');
    expect(stranger.page.url()).not.toContain('#');
    expect(await storedItem(stranger.page, `cantina.organizer.${eventId}`)).toBeNull();
    await stranger.page.screenshot({ path: join(SHOTS, 'access-staff-link-revoked-820-es.png'), fullPage: true });
    // The refused old token shows as failed requests (401) in the console: expected here, nothing else.
    expect(consoleErrors.slice(errorsBefore).filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
    consoleErrors.splice(errorsBefore);

    // The new link works on the tablet again (es screenshot of the staff panel with its QR code).
    await stranger.page.goto('about:blank'); // same path, new fragment: open it as a fresh page would
    await stranger.page.goto(onTestServer(newLink));
    await stranger.page.getByTestId('join-code-display').waitFor();
    await stranger.page.getByTestId('staff-show').click();
    await stranger.page.screenshot({ path: join(SHOTS, 'access-staff-panel-820-es.png'), fullPage: true });

    // "My events" on the laptop that created it.
    await laptop.page.goto(baseUrl());
    const mine = laptop.page.locator(`[data-testid="my-event"][data-event-id="${eventId}"]`);
    await mine.getByTestId('my-event-open').waitFor();
    expect(await mine.getByTestId('my-event-open').innerText()).toBe('Friday Draft');
    expect(await mine.getByTestId('my-event-role').innerText()).toBe('Organizer');
    expect(await mine.getByTestId('event-status').innerText()).toBeTruthy();
    // The tablet still holds the old key: it is shown as no longer working, and can be forgotten.
    await tablet.page.goto(baseUrl());
    const stale = tablet.page.locator(`[data-testid="my-event"][data-event-id="${eventId}"]`);
    await stale.getByTestId('my-event-gone').waitFor();
    await tablet.page.screenshot({ path: join(SHOTS, 'access-my-events-stale-820-cs.png'), fullPage: true });
    await stale.getByTestId('my-event-forget').click();
    await eventually(() => tablet.page.getByTestId('my-events').count(), 0);
    expect(await storedItem(tablet.page, `cantina.organizer.${eventId}`)).toBeNull();
    consoleErrors.splice(errorsBefore);

    for (const opened of [laptop, tablet, stranger]) await opened.context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('puts a player back in their seat on a new phone with the re-entry code, typed or scanned from the organizer', async () => {
    const created = await api<{ id: string; joinCode: string; organizerToken: string }>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Sealed Saturday', game: 'swu', format: 'swu-sealed' }),
    });
    const { id: eventId, joinCode, organizerToken } = created.body;

    const phone = await newPage('es-ES', { viewport: PHONE });
    await phone.page.goto(`${baseUrl()}/join/${joinCode}`);
    await phone.page.getByTestId('join-name').fill('Marta');
    await phone.page.getByTestId('join-submit').click();
    await phone.page.waitForURL(/\/play$/);
    const firstToken = JSON.parse((await storedItem(phone.page, `cantina.player.${eventId}`)) ?? '{}').token;

    await phone.page.getByTestId('player-reentry-toggle').click();
    await phone.page.getByTestId('player-reentry-show').click();
    const shown = (await phone.page.getByTestId('reentry-code').innerText()).trim();
    expect(shown).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    await phone.page.getByTestId('player-reentry').screenshot({ path: join(SHOTS, 'access-player-code-390-es.png') });

    const errorsBefore = consoleErrors.length;
    // A friend's phone: home page, "I already joined", the code typed in lower case without the dash.
    const friend = await newPage('es-ES', { viewport: PHONE });
    await friend.page.goto(baseUrl());
    await friend.page.getByTestId('reentry-link').click();
    await friend.page.waitForURL(/\/reentry$/);
    await friend.page.getByTestId('reentry-code-input').fill(shown.replace('-', '').toLowerCase());
    await friend.page.screenshot({ path: join(SHOTS, 'access-reentry-form-390-es.png'), fullPage: true });
    await friend.page.getByTestId('reentry-submit').click();
    await friend.page.waitForURL(new RegExp(`/events/${eventId}/play$`));
    expect(await friend.page.getByTestId('player-name').innerText()).toBe('Marta');
    // The dead phone's key no longer works.
    expect((await api(`/events/${eventId}/access`, firstToken)).status).toBe(401);

    // Used once: the same code again is refused, in Spanish.
    const again = await newPage('es-ES', { viewport: PHONE });
    await again.page.goto(`${baseUrl()}/reentry`);
    await again.page.getByTestId('reentry-code-input').fill(shown);
    await again.page.getByTestId('reentry-submit').click();
    await again.page.getByTestId('problem').waitFor();
    expect(await again.page.getByTestId('problem').innerText()).toContain('código de reingreso no es válido');

    // The organizer shows Marta's re-entry QR; a third phone (Czech) scans it.
    const laptop = await newPage('cs-CZ', {
      viewport: LAPTOP,
      storage: { [`cantina.organizer.${eventId}`]: organizerToken },
    });
    await laptop.page.goto(`${baseUrl()}/events/${eventId}/organize`);
    await laptop.page.getByTestId('reentry-player').waitFor();
    const marta = (await api<{ players: { id: string; name: string }[] }>(`/events/${eventId}`)).body.players[0];
    await laptop.page.getByTestId('reentry-player').selectOption(marta.id);
    await laptop.page.getByTestId('reentry-issue').click();
    await laptop.page.getByTestId('reentry-card').waitFor();
    expect(await laptop.page.getByTestId('reentry-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const qrLink = (await laptop.page.getByTestId('reentry-url').innerText()).trim();
    expect(new URL(qrLink).pathname).toBe('/reentry');
    await laptop.page
      .getByTestId('organizer-access')
      .screenshot({ path: join(SHOTS, 'access-organizer-reentry-1366-cs.png') });

    const scanned = await newPage('cs-CZ', { viewport: PHONE });
    await scanned.page.goto(onTestServer(qrLink));
    await scanned.page.waitForURL(new RegExp(`/events/${eventId}/play$`));
    expect(scanned.page.url()).not.toContain('#');
    expect(await scanned.page.getByTestId('player-name').innerText()).toBe('Marta');
    const friendToken = JSON.parse((await storedItem(friend.page, `cantina.player.${eventId}`)) ?? '{}').token;
    expect((await api(`/events/${eventId}/access`, friendToken)).status).toBe(401);

    // "My events" on the player's phone, and the phone whose seat moved on.
    await scanned.page.goto(baseUrl());
    const mine = scanned.page.locator(`[data-testid="my-event"][data-event-id="${eventId}"]`);
    await mine.getByTestId('my-event-open').waitFor();
    expect(await mine.getByTestId('my-event-open').innerText()).toBe('Sealed Saturday');
    expect(await mine.getByTestId('my-event-role').innerText()).toBe('Hráč: Marta');
    await scanned.page.screenshot({ path: join(SHOTS, 'access-my-events-390-cs.png'), fullPage: true });
    await mine.getByTestId('my-event-open').click();
    await scanned.page.waitForURL(new RegExp(`/events/${eventId}/play$`));

    await friend.page.goto(baseUrl());
    await friend.page
      .locator(`[data-testid="my-event"][data-event-id="${eventId}"]`)
      .getByTestId('my-event-gone')
      .waitFor();
    await friend.page.screenshot({ path: join(SHOTS, 'access-my-events-gone-390-es.png'), fullPage: true });
    // Only the refused old keys (401) and the refused used code (403) may have reached the console.
    expect(consoleErrors.slice(errorsBefore).filter((e) => !/401|403|Unauthorized|Forbidden/i.test(e))).toEqual([]);
    consoleErrors.splice(errorsBefore);

    for (const opened of [phone, friend, again, laptop, scanned]) await opened.context.close();
  });
});
