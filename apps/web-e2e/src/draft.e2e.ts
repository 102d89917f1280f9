// Issue 5: an 8-seat swu draft in the browser, one player on a phone and seven bots, from the
// organizer's start to a deck registered from the drafted pool.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { openPage, api, type PageOptions } from './support/pages';

/** Text that looks like an untranslated key, e.g. "draft.pool.toggle". */
const RAW_KEY = /\b(draft|pool|organize|play|common|decks|cards)\.[a-z][a-zA-Z-]*/;

interface SetCard {
  id: string;
  name: string;
  type: string;
  rarity: string;
  deckRules?: unknown;
}

interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
  settings: { podSize: number; bots: boolean; pickTimer: string };
}

interface MeView {
  phase: string;
  pool: { instanceId: string; cardId: string }[];
}

/** Console errors of every page (a failed request, an exception) fail the test. */
const consoleErrors: string[] = [];

const newPage = (browser: Browser, locale: string, viewport?: PageOptions['viewport']) =>
  openPage(browser, locale, consoleErrors, { viewport, acceptDownloads: true });

/** Finds a card with the builder's search field and adds one copy from its tile. */
async function addFromTile(page: Page, card: SetCard): Promise<void> {
  await page.getByTestId('card-search').fill(card.name);
  await page.locator(`[data-testid="card-tile"][data-card-id="${card.id}"]`).getByTestId('card-add').click();
}

/** Resolves once the pick screen shows a pack, or the draft is over and the page moved on to the pool. */
async function nextPackOrPool(page: Page): Promise<'pack' | 'done'> {
  await page.waitForFunction(
    () => location.pathname.endsWith('/pool') || document.querySelector('[data-testid="pick-card"]') !== null,
    undefined,
    { timeout: 15_000 },
  );
  return page.url().includes('/pool') ? 'done' : 'pack';
}

describeInBrowser('a live draft on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('drafts 3 leaders and 3 packs against bots, then builds and registers a deck from the pool', async () => {
    // The organizer's event: no pick clock, 8-seat pods filled by bots (the create form has no
    // controls for these settings, so the event is created over the API with the organizer's key
    // handed to the organizer's browser).
    const created = await api<CreatedEvent>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Friday Night Draft',
        game: 'swu',
        format: 'swu-draft',
        settings: { pickTimer: 'off', podSize: 8, bots: true },
      }),
    });
    expect(created.status).toBe(201);
    const event = created.body;
    expect(event.settings).toMatchObject({ pickTimer: 'off', podSize: 8, bots: true });

    const organizer = await newPage(browser, 'en-US', { width: 1024, height: 900 });
    await organizer.context.addInitScript(([key, token]) => localStorage.setItem(key, token), [
      `cantina.organizer.${event.id}`,
      event.organizerToken,
    ] as const);
    await organizer.page.goto(`${baseUrl()}/events/${event.id}/organize`);
    await organizer.page.getByTestId('join-code-display').waitFor();

    // One player joins on her phone.
    const player = await newPage(browser, 'en-US');
    await player.page.goto(`${baseUrl()}/join/${event.joinCode}`);
    await player.page.getByTestId('join-name').fill('Marta');
    await player.page.getByTestId('join-submit').click();
    await player.page.waitForURL(/\/events\/[^/]+\/play$/);
    await eventually(() => player.page.getByTestId('open-draft').count(), 0);

    // The organizer starts in the UI: the button says how the pod is seated, a confirmation first.
    await organizer.page.getByTestId('player-item').first().waitFor();
    const start = organizer.page.getByTestId('start-event');
    await eventually(() => start.innerText(), 'Seat 1 player in 1 pod of 8 with 7 bots and start the draft');
    await start.click();
    await eventually(
      () => organizer.page.getByTestId('start-summary').innerText(),
      'Seat 1 player in 1 pod of 8 with 7 bots and start the draft',
    );
    await organizer.page.getByTestId('start-confirm').click();
    await organizer.page.getByTestId('draft-dashboard').waitFor();
    await organizer.page.getByTestId('pod-seat').nth(7).waitFor();
    await eventually(() => organizer.page.getByTestId('pod-seat').count(), 8);
    await expect(organizer.page.getByTestId('seat-name').allInnerTexts()).resolves.toContain('Marta');
    await eventually(() => organizer.page.getByTestId('event-status').innerText(), 'Drafting');

    // The player's page offers the draft as soon as it starts (pushed, no reload).
    await player.page.getByTestId('open-draft').click();
    await player.page.waitForURL(/\/events\/[^/]+\/draft$/);
    const page = player.page;
    await page.getByTestId('pick-card').first().waitFor();
    await eventually(() => page.getByTestId('countdown').count(), 0);

    const directions = new Map<string, string>();
    const firstPackSizes = new Map<string, number>();
    let picks = 0;
    while ((await nextPackOrPool(page)) === 'pack') {
      const round = (await page.getByTestId('pick-round').innerText()).trim();
      const direction = (await page.getByTestId('pass-direction').getAttribute('data-direction')) ?? '';
      directions.set(round, direction);
      if (!firstPackSizes.has(round)) firstPackSizes.set(round, await page.getByTestId('pick-card').count());
      const before = Number(await page.getByTestId('pool-count').innerText());
      const tile = page.getByTestId('pick-card').first();
      if (picks < 5) {
        // Tap to select (clearly highlighted), then the big Pick button.
        await tile.click();
        await page.locator('[data-testid="pick-card"][aria-selected="true"]').first().waitFor();
        await eventually(() => tile.getAttribute('aria-selected'), 'true');
        const name = (await tile.getByTestId('pick-card-name').innerText()).trim();
        await expect(page.getByTestId('pick-confirm').innerText()).resolves.toContain(name);
        await page.getByTestId('pick-confirm').click();
      } else {
        await tile.dblclick();
      }
      picks += 1;
      if (picks === 3) {
        // The pool drawer, after the leader round: the player's own leaders, counted.
        await page.getByTestId('pool-toggle').click();
        const drawer = page.getByTestId('pool-drawer');
        await drawer.waitFor();
        await eventually(
          () =>
            drawer
              .locator('[data-testid="pool-group"][data-group="leaders"] [data-testid="pool-group-count"]')
              .innerText(),
          '3',
        );
        await page.getByTestId('pool-toggle').click();
        await drawer.waitFor({ state: 'detached' });
      }
      await page.waitForFunction(
        (count) =>
          location.pathname.endsWith('/pool') ||
          Number(document.querySelector('[data-testid="pool-count"]')?.textContent ?? '0') > count,
        before,
        { timeout: 15_000 },
      );
    }

    // 2 leader picks (the 3rd is automatic) and 13 of every 14-card pack (the last card is automatic).
    expect(picks).toBe(2 + 3 * 13);
    expect(Object.fromEntries(directions)).toEqual({
      Leaders: 'right',
      'Pack 1 of 3': 'left',
      'Pack 2 of 3': 'right',
      'Pack 3 of 3': 'left',
    });
    expect(Object.fromEntries(firstPackSizes)).toEqual({
      Leaders: 3,
      'Pack 1 of 3': 14,
      'Pack 2 of 3': 14,
      'Pack 3 of 3': 14,
    });

    // Straight on to building from the pool: no packs to reveal.
    await page.waitForURL(/\/pool\?view=build$/);
    await page.getByTestId('register-deck').waitFor();
    await eventually(() => page.getByTestId('pool-title').innerText(), 'My draft pool');
    await eventually(() => page.getByTestId('reveal-heading').count(), 0);
    await expect(page.locator('main').innerText()).resolves.not.toMatch(RAW_KEY);

    // The pool as the player's own API view says: 3 leaders + 42 cards.
    const stored = await page.evaluate((id) => localStorage.getItem(`cantina.player.${id}`), event.id);
    const marta = JSON.parse(stored ?? '{}') as { id: string; token: string };
    const me = await api<MeView>(`/events/${event.id}/me`, marta.token);
    expect(me.status).toBe(200);
    expect(me.body.phase).toBe('done');
    expect(me.body.pool).toHaveLength(45);
    const view = await api<{ set: string; status: string }>(`/events/${event.id}`);
    expect(view.body.status).toBe('deckbuilding');
    const cards = await api<SetCard[]>(`/card-sets/swu/${view.body.set}/cards`);
    const byId = new Map(cards.body.map((card) => [card.id, card]));
    const poolCards = me.body.pool.map((c) => byId.get(c.cardId)).filter((c): c is SetCard => c !== undefined);
    expect(poolCards.filter((card) => card.type === 'leader')).toHaveLength(3);
    const leader = poolCards.find((card) => card.type === 'leader' && !card.deckRules);
    const base = cards.body.find((card) => card.type === 'base' && card.rarity === 'common' && !card.deckRules);
    const playable = poolCards.filter((card) => ['unit', 'event', 'upgrade'].includes(card.type) && !card.deckRules);
    if (!leader || !base || playable.length < 30) throw new Error('the pool lacks the cards this test needs');
    const counts = new Map<string, number>();
    for (const card of playable.slice(0, 30)) counts.set(card.id, (counts.get(card.id) ?? 0) + 1);

    // Build: 30 drafted cards imported as a list, a drafted leader and a common base from their tiles.
    await page.getByTestId('card-tile').first().waitFor();
    const list = ['Deck', ...[...counts].map(([id, n]) => `${n} ${id}`)].join('\n');
    await page.getByTestId('deck-import-text').fill(list);
    await page.getByTestId('deck-import-submit').click();
    await addFromTile(page, leader);
    await addFromTile(page, base);
    await page.getByTestId('deck-valid').waitFor();
    await page.getByTestId('register-deck').click();
    await page.getByTestId('deck-registered-ok').waitFor();
    await eventually(() => page.getByTestId('register-errors').count(), 0);
    const registered = await api<{ leader: { id: string }; deck: { id: string; count: number }[] }>(
      `/events/${event.id}/players/${marta.id}/deck`,
      marta.token,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.leader.id).toBe(leader.id);
    expect(registered.body.deck.reduce((sum, entry) => sum + entry.count, 0)).toBe(30);

    // The organizer's dashboard saw the pod through to the end; the draft log downloads as JSON.
    await organizer.page.locator('[data-testid="pod-phase"]', { hasText: 'Finished' }).waitFor();
    await organizer.page
      .locator('[data-testid="decks-registered-count"]', { hasText: '1 of 1 deck registered' })
      .waitFor({ timeout: 10_000 });
    const [download] = await Promise.all([
      organizer.page.waitForEvent('download'),
      organizer.page.getByTestId('draft-log-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`draft-log-${event.id}.json`);

    await organizer.context.close();
    await player.context.close();
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
