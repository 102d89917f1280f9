// Issue 12 item 6, draft on phones: a phone that loses the network right as a pick is tapped shows the
// reconnecting bar within 2 s and ends with the pick applied and no error; the organizer's dashboard
// shows connection dots that follow the phone; a seat handed to a bot (after a confirmation) is
// announced on the phone, which takes it back and picks again; a pick made when the clock ran out is
// announced ("Time ran out: you took X"); the pool is reviewed between packs with a countdown.
// Screenshots in es and cs go to tmp/ (draft-phone-*.png).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage, type OpenedPage } from './support/pages';

const SHOTS = join(resolve(__dirname, '../../..'), 'tmp');
const LAPTOP = { width: 1280, height: 900 };
/** Issue 12: the bar shows within 2 s of losing the connection. */
const BAR_WITHIN_MS = 2000;
const OFFLINE_MS = 5000;

interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
}

interface JoinedPlayer {
  id: string;
  name: string;
  token: string;
}

interface MeView {
  pool: { instanceId: string; cardId: string }[];
  pack: { id: string; cards: { instanceId: string }[] } | null;
  botControlled?: boolean;
  lastAutoPick?: { cardId: string };
}

/** Console errors of every page fail the test, except those the test causes on purpose (offline). */
const consoleErrors: string[] = [];
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed|Failed to load resource/;

async function draftEvent(name: string, pickTimer: 'off' | 'competitive'): Promise<CreatedEvent> {
  const created = await api<CreatedEvent>('/events', undefined, {
    method: 'POST',
    body: JSON.stringify({ name, game: 'swu', format: 'swu-draft', settings: { pickTimer, podSize: 8, bots: true } }),
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function joinEvent(event: CreatedEvent, name: string): Promise<JoinedPlayer> {
  const joined = await api<JoinedPlayer>(`/events/${event.id}/players`, undefined, {
    method: 'POST',
    body: JSON.stringify({ name, joinCode: event.joinCode }),
  });
  expect(joined.status).toBe(201);
  return joined.body;
}

async function start(event: CreatedEvent): Promise<void> {
  const started = await api(`/events/${event.id}/start`, event.organizerToken, { method: 'POST' });
  expect(started.status).toBe(200);
}

const me = async (event: CreatedEvent, player: JoinedPlayer) =>
  (await api<MeView>(`/events/${event.id}/me`, player.token)).body;

function phone(browser: Browser, locale: string, event: CreatedEvent, player: JoinedPlayer): Promise<OpenedPage> {
  return openPage(browser, locale, consoleErrors, {
    storage: { [`cantina.player.${event.id}`]: JSON.stringify(player) },
  });
}

function laptop(browser: Browser, locale: string, event: CreatedEvent): Promise<OpenedPage> {
  return openPage(browser, locale, consoleErrors, {
    viewport: LAPTOP,
    storage: { [`cantina.organizer.${event.id}`]: event.organizerToken },
  });
}

/** The connection dot of the player's seat on the dashboard: 'true', 'false', or null before presence. */
const dotOf = (organizer: Page, name: string) =>
  organizer
    .locator('[data-testid="pod-seat"]', { has: organizer.getByText(name, { exact: true }) })
    .getByTestId('seat-connection')
    .getAttribute('data-connected');

async function shot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}

/** Switches the page's language from the header (the screenshots show each screen in es and cs). */
async function speak(page: Page, lang: 'es' | 'cs'): Promise<void> {
  await page.getByTestId('lang-select').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

describeInBrowser('draft on phones: flaky Wi-Fi, hand to a bot, timeouts, review', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    expect(consoleErrors.filter((error) => !OFFLINE_NOISE.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });

  it('survives 5 s offline during a pick, and hands a seat to a bot and back', async () => {
    const event = await draftEvent('Wi-Fi Draft', 'off');
    const marta = await joinEvent(event, 'Marta');
    // Pau picks only when the test says: without a clock the pod waits for him, so Marta's bot cannot
    // draft her whole pool in a blink.
    const pau = await joinEvent(event, 'Pau');
    await start(event);

    const organizer = await laptop(browser, 'es-ES', event);
    await organizer.page.goto(`${baseUrl()}/events/${event.id}/organize`);
    await organizer.page.getByTestId('draft-dashboard').waitFor();
    await eventually(() => organizer.page.getByTestId('pod-seat').count(), 8);

    const player = await phone(browser, 'es-ES', event, marta);
    const page = player.page;
    await page.goto(`${baseUrl()}/events/${event.id}/draft`);
    await page.getByTestId('pick-card').first().waitFor();
    await eventually(() => page.getByTestId('my-seat').count(), 1);
    await eventually(() => dotOf(organizer.page, 'Marta'), 'true');
    // Seat numbers agree: the phone's "Asiento N" is the dashboard's N for Marta.
    const seatOnPhone = (await page.getByTestId('my-seat').innerText()).replace(/\D/g, '');
    const martaRow = organizer.page.locator('[data-testid="pod-seat"]', {
      has: organizer.page.getByText('Marta', { exact: true }),
    });
    await expect(martaRow.locator('.number').innerText()).resolves.toBe(seatOnPhone);
    await shot(organizer.page, 'draft-phone-dashboard-1280-es.png');

    // The first leader pick: the phone loses the network right as Pick is tapped.
    const tile = page.getByTestId('pick-card').first();
    const picked = await tile.getAttribute('data-instance-id');
    await tile.click();
    await eventually(() => tile.getAttribute('aria-selected'), 'true');
    const tapped = Date.now();
    await page.getByTestId('pick-confirm').click();
    await player.context.setOffline(true);
    await page.getByTestId('connection-indicator').waitFor({ timeout: BAR_WITHIN_MS + 3000 });
    const barAfterMs = Date.now() - tapped;
    process.stdout.write(`\n[draft-phone] reconnecting bar shown ${barAfterMs} ms after the pick was tapped\n`);
    expect(barAfterMs).toBeLessThanOrEqual(BAR_WITHIN_MS);
    await shot(page, 'draft-phone-reconnecting-390-es.png');

    // The dashboard sees the phone go.
    await eventually(() => dotOf(organizer.page, 'Marta'), 'false', 20_000);
    await shot(organizer.page, 'draft-phone-dashboard-offline-1280-es.png');
    const offlineLeft = OFFLINE_MS - (Date.now() - tapped);
    if (offlineLeft > 0) await page.waitForTimeout(offlineLeft);
    await expect(page.getByTestId('connection-indicator').count()).resolves.toBe(1);

    // Back online: the bar goes, the pick is applied (the card is in the pool) and no error stays.
    await player.context.setOffline(false);
    await page.getByTestId('connection-indicator').waitFor({ state: 'detached', timeout: 15_000 });
    await eventually(async () => (await me(event, marta)).pool.some((card) => card.instanceId === picked), true);
    await eventually(() => page.getByTestId('pool-count').innerText(), '1');
    await eventually(() => page.getByTestId('problem').count(), 0);
    await eventually(() => dotOf(organizer.page, 'Marta'), 'true');
    await page.getByTestId('pick-card').first().waitFor();
    await expect(page.getByTestId('pick-confirm').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('pick-confirm').innerText()).resolves.not.toMatch(/Eligiendo/);

    // Offline just before the tap this time: the pick cannot reach the server. It waits ("Picking…",
    // no error) and goes out again, with the same pack and card, once the phone is back.
    const second = page.getByTestId('pick-card').first();
    const secondId = await second.getAttribute('data-instance-id');
    await second.click();
    await eventually(() => second.getAttribute('aria-selected'), 'true');
    const cut = Date.now();
    await player.context.setOffline(true);
    await page.getByTestId('connection-indicator').waitFor({ timeout: BAR_WITHIN_MS + 3000 });
    const secondBarMs = Date.now() - cut;
    process.stdout.write(`[draft-phone] reconnecting bar shown ${secondBarMs} ms after the network went\n`);
    expect(secondBarMs).toBeLessThanOrEqual(BAR_WITHIN_MS);
    await page.getByTestId('pick-confirm').click();
    await eventually(() => page.getByTestId('pick-confirm').innerText(), 'Eligiendo…');
    await page.waitForTimeout(OFFLINE_MS);
    expect((await me(event, marta)).pool.some((card) => card.instanceId === secondId)).toBe(false);
    await expect(page.getByTestId('problem').count()).resolves.toBe(0);
    const online = Date.now();
    await player.context.setOffline(false);
    await eventually(async () => (await me(event, marta)).pool.some((card) => card.instanceId === secondId), true);
    process.stdout.write(`[draft-phone] the waiting pick was applied ${Date.now() - online} ms after going online\n`);
    await page.getByTestId('connection-indicator').waitFor({ state: 'detached', timeout: 15_000 });
    await eventually(() => page.getByTestId('problem').count(), 0);
    await eventually(() => page.locator('[data-testid="pick-confirm"]', { hasText: 'Eligiendo' }).count(), 0);

    // The organizer hands Marta's seat to a bot: a confirmation first.
    await martaRow.getByTestId('seat-to-bot').click();
    await martaRow.getByTestId('to-bot-confirm').waitFor();
    await shot(organizer.page, 'draft-phone-to-bot-confirm-1280-es.png');
    await speak(organizer.page, 'cs');
    await shot(organizer.page, 'draft-phone-to-bot-confirm-1280-cs.png');
    await martaRow.getByTestId('to-bot-yes').click();
    await martaRow.getByTestId('seat-bot-controlled').waitFor();

    // The phone says so at once, with the button that takes the seat back.
    await page.getByTestId('bot-banner').waitFor();
    await shot(page, 'draft-phone-bot-banner-390-es.png');
    await speak(page, 'cs');
    await shot(page, 'draft-phone-bot-banner-390-cs.png');
    await page.getByTestId('take-back').click();
    await page.getByTestId('bot-banner').waitFor({ state: 'detached' });
    await martaRow.getByTestId('seat-bot-controlled').waitFor({ state: 'detached' });
    await expect((await me(event, marta)).botControlled).toBe(false);

    // And picks again, herself, once a pack reaches her (Pau picks over the REST mirror until then).
    const before = (await me(event, marta)).pool.length;
    for (let i = 0; i < 20 && (await me(event, marta)).pack === null; i++) {
      const his = await me(event, pau);
      if (his.pack) {
        const picked = await api(`/events/${event.id}/picks`, pau.token, {
          method: 'POST',
          body: JSON.stringify({ packId: his.pack.id, instanceId: his.pack.cards[0].instanceId }),
        });
        expect(picked.status).toBe(200);
      } else {
        await page.waitForTimeout(200);
      }
    }
    await page.getByTestId('pick-card').first().waitFor();
    await page.getByTestId('pick-card').first().dblclick();
    await eventually(async () => (await me(event, marta)).pool.length > before, true);
    await eventually(() => page.getByTestId('problem').count(), 0);

    await player.context.close();
    await organizer.context.close();
  }, 120_000);

  it('announces a pick made on timeout, and reviews the pool between packs (competitive, in Czech)', async () => {
    const event = await draftEvent('Soutěžní draft', 'competitive');
    const jana = await joinEvent(event, 'Jana');
    await start(event);
    const player = await phone(browser, 'cs-CZ', event, jana);
    const page = player.page;
    await page.goto(`${baseUrl()}/events/${event.id}/draft`);
    await page.getByTestId('pick-card').first().waitFor();

    // Jana lets the first leader clock (15 s) run out: the engine picks for her and the phone says what.
    await page.getByTestId('auto-pick-banner').waitFor({ timeout: 25_000 });
    const auto = (await me(event, jana)).lastAutoPick;
    expect(auto).toBeDefined();
    await expect(page.getByTestId('auto-pick-banner').innerText()).resolves.toContain('Čas vypršel');
    await shot(page, 'draft-phone-auto-pick-390-cs.png');
    await speak(page, 'es');
    await expect(page.getByTestId('auto-pick-banner').innerText()).resolves.toContain('Se acabó el tiempo');
    await shot(page, 'draft-phone-auto-pick-390-es.png');
    await speak(page, 'cs');
    // The organizer's dashboard of this pod: dots and each seat's pick clock.
    const organizer = await laptop(browser, 'cs-CZ', event);
    await organizer.page.goto(`${baseUrl()}/events/${event.id}/organize`);
    await eventually(() => organizer.page.getByTestId('pod-seat').count(), 8);
    await eventually(async () => (await organizer.page.getByTestId('seat-clock').count()) > 0, true);
    await eventually(() => dotOf(organizer.page, 'Jana'), 'true');
    await shot(organizer.page, 'draft-phone-dashboard-1280-cs.png');
    await organizer.context.close();
    await page.getByTestId('auto-pick-dismiss').click();
    await page.getByTestId('auto-pick-banner').waitFor({ state: 'detached' });

    // She picks through the rest of pack 1 (double taps), then the review between packs opens.
    for (;;) {
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="pool-review"]') !== null ||
          (document.querySelector('[data-testid="pick-card"]') !== null &&
            !document.querySelector('[data-testid="pick-confirm"]')?.textContent?.includes('Vybírám')),
        undefined,
        { timeout: 20_000 },
      );
      if ((await page.getByTestId('pool-review').count()) > 0) break;
      const current = await me(event, jana);
      const packId = current.pack?.id;
      await page.getByTestId('pick-card').first().dblclick();
      await eventually(async () => (await me(event, jana)).pack?.id !== packId, true, 20_000);
    }
    const review = page.getByTestId('pool-review');
    await expect(review.getByTestId('review-countdown').innerText()).resolves.toMatch(/^Další booster za 0:[0-3]\d$/);
    await eventually(async () => (await review.getByTestId('pool-group').count()) > 0, true);
    await expect(review.getByTestId('pool-types').count()).resolves.toBe(1);
    await shot(page, 'draft-phone-review-390-cs.png');
    await speak(page, 'es');
    await shot(page, 'draft-phone-review-390-es.png');
    await eventually(() => page.getByTestId('problem').count(), 0);

    // The reconnecting bar in Czech too.
    await speak(page, 'cs');
    await player.context.setOffline(true);
    await page.getByTestId('connection-indicator').waitFor({ timeout: BAR_WITHIN_MS });
    await shot(page, 'draft-phone-reconnecting-390-cs.png');
    await player.context.setOffline(false);
    await page.getByTestId('connection-indicator').waitFor({ state: 'detached', timeout: 15_000 });

    await player.context.close();
  }, 180_000);
});
