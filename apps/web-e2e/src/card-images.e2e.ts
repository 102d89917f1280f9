// Issue 11 item 4: card images. A draft on an invented set whose cards carry `imageUrl`s on a local
// image host (a stand-in for swu-db's CDN, allowed by IMAGE_HOSTS): the pick screen on a 390 px phone
// shows the pictures, 3 across, at least 6 whole cards on screen; the one picture that is missing
// (404) falls back to the text tile; a tap on the corner button shows the card large (a leader with
// its back). This suite runs its own API process (IMAGE_HOSTS must be set when it starts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, repoRoot, startApi, stopApi, stopLeftoverPostgres, type ApiProcess } from './support/api-process';
import { describeInBrowser, launchChromium } from './support/browser';
import { api, type CreatedEvent, type JoinedPlayer } from './support/draft-run';
import { eventually } from './support/eventually';
import { startImageHost, type ImageHost } from './support/image-host';
import { openPage } from './support/pages';
import type { PlayerView } from './support/socket-drafter';

const ADMIN_TOKEN = 'e2e-images-admin-token-0123456789';
const SET_CODE = 'PIX';
const PHONE = { width: 390, height: 844 };
const SCREENSHOT = join(repoRoot, 'tmp', 'card-images-pick-390x844.png');

interface DemoCard {
  id: string;
  number: number;
  type: string;
  [field: string]: unknown;
}

/** The bundled (invented) demo set under another code, every card with a picture on `host`. */
function setWithImages(host: ImageHost): { cards: DemoCard[] } {
  const demo = JSON.parse(readFileSync(join(repoRoot, 'apps/api/src/assets/demo-sets/swu-demo.json'), 'utf8')) as {
    cards: DemoCard[];
  };
  const cards = demo.cards.map((card) => {
    const id = `${SET_CODE}_${String(card.number).padStart(3, '0')}`;
    const sideways = card.type === 'leader' || card.type === 'base';
    return {
      ...card,
      id,
      imageUrl: host.urlOf(sideways ? `${id}-landscape` : id),
      ...(card.type === 'leader' ? { backImageUrl: host.urlOf(`${id}-back`) } : {}),
    };
  });
  return { ...demo, code: SET_CODE, name: 'Picture Test Set', cards } as { cards: DemoCard[] };
}

/** Pictures on the page that have loaded (decoded, not broken). */
function loadedImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[data-testid="card-image"]')).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
  );
}

/** Pick tiles wholly on screen: inside the viewport and above the sticky Pick bar. */
function wholeCardsOnScreen(page: Page): Promise<{ whole: number; widths: number[]; columns: number }> {
  return page.evaluate(() => {
    const footer = document.querySelector('.footer')?.getBoundingClientRect().top ?? window.innerHeight;
    const bottom = Math.min(window.innerHeight, footer);
    const boxes = Array.from(document.querySelectorAll('[data-testid="pick-card"]')).map((el) =>
      el.getBoundingClientRect(),
    );
    const whole = boxes.filter((b) => b.top >= 0 && b.left >= 0 && b.right <= window.innerWidth && b.bottom <= bottom);
    const firstRowTop = Math.min(...boxes.map((b) => Math.round(b.top)));
    return {
      whole: whole.length,
      widths: whole.map((b) => Math.round(b.width)),
      columns: boxes.filter((b) => Math.round(b.top) === firstRowTop && b.width < 150).length,
    };
  });
}

/** Columns of upright cards: the distinct left edges of these elements (sideways ones are wider). */
function columnsOf(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => {
    const boxes = Array.from(document.querySelectorAll(`[data-testid="${id}"]`)).map((el) =>
      el.getBoundingClientRect(),
    );
    return new Set(boxes.filter((b) => b.width < 150).map((b) => Math.round(b.left))).size;
  }, testId);
}

describeInBrowser('card images', () => {
  let host: ImageHost;
  let dataDir: string;
  let server: ApiProcess | undefined;
  let browser: Browser | undefined;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    host = await startImageHost();
    dataDir = mkdtempSync(join(tmpdir(), 'cantina-images-'));
    server = await startApi(dataDir, await freePort(), 90_000, {
      IMAGE_HOSTS: host.origin,
      CANTINA_ADMIN_TOKEN: ADMIN_TOKEN,
    });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (server) await stopApi(server, 'SIGINT').catch(() => undefined);
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    await host?.close();
  });

  it('shows pictures 3 across a phone, the text tile for a missing one, and a card large on a tap', async () => {
    if (!server || !browser) throw new Error('not started');
    const baseUrl = server.baseUrl;

    // The CSP lets the browser fetch pictures straight from the configured host.
    const home = await fetch(`${baseUrl}/`);
    expect(home.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${host.origin}`);

    const imported = await api<{ cards: number }>(
      baseUrl,
      'POST',
      '/api/v1/card-sets',
      setWithImages(host),
      ADMIN_TOKEN,
    );
    expect(imported.cards).toBeGreaterThan(200);
    const cards = await api<DemoCard[]>(baseUrl, 'GET', `/api/v1/card-sets/swu/${SET_CODE}/cards`);
    const typeOf = new Map(cards.map((card) => [card.id, card.type]));
    expect(cards.find((card) => card.type === 'leader')).toMatchObject({
      imageUrl: expect.stringContaining(host.origin),
      backImageUrl: expect.stringContaining('-back'),
    });

    const event = await api<CreatedEvent>(baseUrl, 'POST', '/api/v1/events', {
      name: 'Picture Draft',
      game: 'swu',
      format: 'swu-draft',
      set: SET_CODE,
      settings: { pickTimer: 'off', podSize: 8, bots: true },
    });
    const player = await api<JoinedPlayer>(baseUrl, 'POST', `/api/v1/events/${event.id}/players`, {
      name: 'Marta',
      joinCode: event.joinCode,
    });
    await api(baseUrl, 'POST', `/api/v1/events/${event.id}/start`, undefined, event.organizerToken);
    const me = () => api<PlayerView>(baseUrl, 'GET', `/api/v1/events/${event.id}/me`, undefined, player.token);

    const { page } = await openPage(browser, 'en-US', consoleErrors, {
      viewport: PHONE,
      storage: { [`cantina.player.${event.id}`]: JSON.stringify(player) },
    });
    await page.goto(`${baseUrl}/events/${event.id}/draft`);

    // The leader round: three sideways leader pictures; the corner button shows one large, with its back.
    await eventually(() => page.getByTestId('pick-card').count(), 3);
    await eventually(() => loadedImages(page), 3);
    const leader = page.getByTestId('pick-card').first();
    await leader.getByTestId('card-zoom-open').click();
    const zoom = page.getByTestId('card-zoom');
    await zoom.waitFor();
    await eventually(
      () => zoom.evaluate((dialog) => Array.from(dialog.querySelectorAll('img')).map((img) => img.naturalWidth > 0)),
      [true, true],
    );
    const large = await page.getByTestId('card-zoom-back').boundingBox();
    expect(large?.width ?? 0).toBeGreaterThan(300);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    expect(await leader.getAttribute('aria-selected')).toBe('false');

    // Two leader picks (the third is automatic), double taps on the pictures.
    for (let pick = 1; pick <= 2; pick++) {
      await page.getByTestId('pick-card').first().dblclick();
      await eventually(async () => Number(await page.getByTestId('pool-count').innerText()) >= pick, true);
    }
    await eventually(async () => (await me()).phase === 'packs' && (await me()).pack !== null, true);
    const pack = (await me()).pack;
    if (!pack) throw new Error('no first pack');

    // One picture of the pack goes missing on the image host; a fresh load of the pick screen.
    const broken = pack.cards.find((c) => !['leader', 'base'].includes(typeOf.get(c.cardId) ?? ''));
    if (!broken) throw new Error('the pack has no upright card');
    host.missing.add(broken.cardId);
    await page.reload();
    await eventually(() => page.getByTestId('pick-card').count(), pack.cards.length);

    const brokenTile = page.locator(`[data-testid="pick-card"][data-card-id="${broken.cardId}"]`).first();
    await eventually(
      async () => [await brokenTile.getByTestId('card-image').count(), await brokenTile.locator('.tile').count()],
      [0, 1],
    );
    await expect(brokenTile.getByTestId('pick-card-name').innerText()).resolves.not.toBe('');
    const sameCard = pack.cards.filter((c) => c.cardId === broken.cardId).length;
    await eventually(() => loadedImages(page), pack.cards.length - sameCard);
    expect(host.requests).toContain(`/cards/${broken.cardId}.png`);

    // Every card keeps its name as text (search, screen readers).
    const names = await page.getByTestId('pick-card-name').allInnerTexts();
    expect(names.filter((name) => name.trim() !== '')).toHaveLength(pack.cards.length);

    // A phone screen: 3 cards across, at least 6 whole cards above the Pick bar, nothing sideways.
    await page.evaluate(() => window.scrollTo(0, 0));
    const screen = await wholeCardsOnScreen(page);
    expect(screen.columns).toBe(3);
    expect(screen.whole).toBeGreaterThanOrEqual(6);
    expect(Math.min(...screen.widths)).toBeGreaterThanOrEqual(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    mkdirSync(join(repoRoot, 'tmp'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    process.stdout.write(
      `card images: ${screen.whole} whole cards on a 390x844 pick screen, ${screen.columns} across, ` +
        `widths ${screen.widths.join('/')} px; screenshot ${SCREENSHOT}\n`,
    );

    // A tap on a picture still selects the card; its corner button does not.
    const first = page.locator('[data-testid="pick-card"]:has([data-testid="card-image"])').first();
    await first.click({ position: { x: 20, y: 20 } });
    await eventually(() => first.getAttribute('aria-selected'), 'true');

    // The only console errors: the missing picture's 404 (no CSP refusal, no exception).
    const unexpected = consoleErrors.filter((text) => !/404 \(Not Found\)/.test(text));
    expect(unexpected).toEqual([]);
  });
  it('shows pictures in the sealed pack reveal, as pool thumbnails and in the deck builder, 3 across', async () => {
    if (!server || !browser) throw new Error('not started');
    const baseUrl = server.baseUrl;
    const event = await api<CreatedEvent>(baseUrl, 'POST', '/api/v1/events', {
      name: 'Picture Sealed',
      game: 'swu',
      format: 'swu-sealed',
      set: SET_CODE,
    });
    const players: JoinedPlayer[] = [];
    for (const name of ['Marta', 'Ben']) {
      players.push(
        await api<JoinedPlayer>(baseUrl, 'POST', `/api/v1/events/${event.id}/players`, {
          name,
          joinCode: event.joinCode,
        }),
      );
    }
    await api(baseUrl, 'POST', `/api/v1/events/${event.id}/start`, undefined, event.organizerToken);
    const { page } = await openPage(browser, 'en-US', consoleErrors, {
      viewport: PHONE,
      storage: { [`cantina.player.${event.id}`]: JSON.stringify(players[0]) },
    });
    mkdirSync(join(repoRoot, 'tmp'), { recursive: true });

    // The reveal: the first pack's cards as pictures, 3 across (still: no turn-over motion to wait for).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/events/${event.id}/pool`);
    await page.getByTestId('reveal-heading').waitFor();
    const revealed = await page.getByTestId('reveal-card').count();
    expect(revealed).toBeGreaterThanOrEqual(16);
    await eventually(async () => (await loadedImages(page)) >= 9, true);
    expect(await columnsOf(page, 'reveal-card')).toBe(3);
    await page.screenshot({ path: join(repoRoot, 'tmp', 'card-images-reveal-390x844.png') });

    // The pool: a thumbnail beside each name; a tap on it shows the card large.
    await page.getByTestId('reveal-skip').click();
    await page.getByTestId('pool-group').first().waitFor();
    const row = page.locator('[data-testid="pool-card"]:has([data-testid="card-image"])').first();
    await row.waitFor();
    await page.screenshot({ path: join(repoRoot, 'tmp', 'card-images-pool-390x844.png') });
    await row.getByTestId('card-zoom-open').click();
    await page.getByTestId('card-zoom').waitFor();
    await page.getByTestId('card-zoom').click();
    await page.getByTestId('card-zoom').waitFor({ state: 'detached' });

    // The deck builder: pictures 3 across, + and − still under each card.
    await page.getByTestId('tab-build').click();
    await page.getByTestId('card-tile').first().waitFor();
    await eventually(async () => (await loadedImages(page)) >= 6, true);
    expect(await columnsOf(page, 'card-tile')).toBe(3);
    const tile = page.getByTestId('card-tile').nth(3);
    await tile.getByTestId('card-add').click();
    await eventually(() => tile.getByTestId('card-remove').isEnabled(), true);
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(repoRoot, 'tmp', 'card-images-deck-builder-390x844.png') });

    const unexpected = consoleErrors.filter((text) => !/404 \(Not Found\)/.test(text));
    expect(unexpected).toEqual([]);
  });
});
