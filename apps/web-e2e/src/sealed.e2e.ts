import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { openPage, api } from './support/pages';

/** Text that looks like an untranslated key, e.g. "pool.reveal.next". */
const RAW_KEY = /\b(pool|organize|players|play|common|decks|cards|deckErrors)\.[a-z][a-zA-Z-]*/;

interface SetCard {
  id: string;
  name: string;
  subtitle?: string;
  type: string;
  rarity: string;
  deckRules?: unknown;
}

interface MeView {
  phase: string;
  pool: { instanceId: string; cardId: string }[];
  packs: { index: number; cards: { instanceId: string; cardId: string; foil: boolean; slot: string }[] }[];
}

/** Console errors of every page (a failed request, an exception) fail the test. */
const consoleErrors: string[] = [];

const newPage = (browser: Browser, locale: string) => openPage(browser, locale, consoleErrors);

/** Finds a card with the builder's search field and adds one copy from its tile. */
async function addFromTile(page: Page, card: SetCard): Promise<void> {
  await page.getByTestId('card-search').fill(card.name);
  await page.locator(`[data-testid="card-tile"][data-card-id="${card.id}"]`).getByTestId('card-add').click();
}

describeInBrowser('a sealed event from the opened packs to registered decks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the packs, builds a deck from the pool, registers it, and the organizer sees it', async () => {
    // The organizer creates a sealed event in the UI.
    const organizer = await newPage(browser, 'en-US');
    await organizer.page.goto(baseUrl());
    await organizer.page.getByTestId('create-name').fill('Saturday Sealed');
    await organizer.page.getByTestId('create-game').selectOption('swu');
    await organizer.page.getByTestId('create-format').selectOption('swu-sealed');
    await organizer.page.getByTestId('create-submit').click();
    await organizer.page.waitForURL(/\/events\/[^/]+\/organize$/);
    const eventId = new URL(organizer.page.url()).pathname.split('/')[2];
    const codeDisplay = organizer.page.getByTestId('join-code-display');
    await codeDisplay.waitFor();
    const joinCode = (await codeDisplay.textContent())?.trim() ?? '';

    // Nobody has joined: nothing to open yet.
    await eventually(() => organizer.page.getByTestId('start-event').isDisabled(), true);

    // A player joins from her own phone (in Spanish), another one over the API.
    const player = await newPage(browser, 'es-ES');
    await player.page.goto(`${baseUrl()}/join/${joinCode}`);
    await player.page.getByTestId('join-name').fill('Marta');
    await player.page.getByTestId('join-submit').click();
    await player.page.waitForURL(/\/events\/[^/]+\/play$/);
    const ben = await api<{ id: string; token: string }>(`/events/${eventId}/players`, undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Ben', joinCode }),
    });
    expect(ben.status).toBe(201);
    await eventually(() => player.page.getByTestId('open-pool').count(), 0);

    // The start button says what will happen; starting takes a confirmation.
    const start = organizer.page.getByTestId('start-event');
    await organizer.page.getByTestId('player-item').nth(1).waitFor();
    await eventually(() => start.innerText(), 'Open 6 packs for each of 2 players');
    await start.click();
    await organizer.page.getByTestId('start-confirm').click();
    const count = organizer.page.getByTestId('decks-registered-count');
    await count.waitFor();
    await eventually(() => count.innerText(), '0 of 2 decks registered');
    await eventually(() => organizer.page.getByTestId('event-status').innerText(), 'Deck building');
    await eventually(() => organizer.page.getByTestId('start-event').count(), 0);

    // The player's page offers the pool as soon as the packs are open (pushed, no reload).
    await player.page.getByTestId('open-pool').click();
    await player.page.waitForURL(/\/events\/[^/]+\/pool$/);
    const heading = player.page.getByTestId('reveal-heading');
    await heading.waitFor();
    await eventually(() => heading.innerText(), 'Sobre 1 de 6');
    await expect(player.page.getByTestId('reveal-card').count()).resolves.toBeGreaterThanOrEqual(16);
    await player.page.getByTestId('reveal-next').click();
    await eventually(() => heading.innerText(), 'Sobre 2 de 6');
    await player.page.getByTestId('reveal-skip').click();
    await player.page.getByTestId('pool-group').first().waitFor();
    await eventually(() => player.page.getByTestId('reveal-heading').count(), 0);

    // The reveal is not replayed after a reload.
    await player.page.reload();
    await player.page.getByTestId('pool-summary').waitFor();
    await eventually(() => player.page.getByTestId('reveal-heading').count(), 0);
    await expect(player.page.getByTestId('pool-summary').innerText()).resolves.toMatch(/^\d+ cartas de 6 sobres$/);
    await expect(player.page.locator('main').innerText()).resolves.not.toMatch(RAW_KEY);

    // What the pool holds, as the player's own API view says.
    const stored = await player.page.evaluate((id) => localStorage.getItem(`cantina.player.${id}`), eventId);
    const marta = JSON.parse(stored ?? '{}') as { id: string; token: string };
    const me = await api<MeView>(`/events/${eventId}/me`, marta.token);
    expect(me.status).toBe(200);
    expect(me.body.packs).toHaveLength(6);
    const event = await api<{ game: string; set: string }>(`/events/${eventId}`);
    const cards = await api<SetCard[]>(`/card-sets/swu/${event.body.set}/cards`);
    const byId = new Map(cards.body.map((card) => [card.id, card]));
    const poolCards = me.body.pool.map((c) => byId.get(c.cardId)).filter((c): c is SetCard => c !== undefined);
    const leader = poolCards.find((card) => card.type === 'leader' && !card.deckRules);
    const base = cards.body.find((card) => card.type === 'base' && card.rarity === 'common' && !card.deckRules);
    const playable = poolCards.filter((card) => ['unit', 'event', 'upgrade'].includes(card.type) && !card.deckRules);
    if (!leader || !base || playable.length < 30) throw new Error('the pool lacks the cards this test needs');
    const counts = new Map<string, number>();
    for (const card of playable.slice(0, 30)) counts.set(card.id, (counts.get(card.id) ?? 0) + 1);

    // Build: 30 pool cards imported as a list, the leader and a common base picked from their tiles.
    await player.page.getByTestId('build-deck').click();
    await player.page.waitForURL(/\/pool\?view=build$/);
    await player.page.getByTestId('card-tile').first().waitFor();
    const list = ['Deck', ...[...counts].map(([id, n]) => `${n} ${id}`)].join('\n');
    await player.page.getByTestId('deck-import-text').fill(list);
    await player.page.getByTestId('deck-import-submit').click();
    await addFromTile(player.page, leader);
    await addFromTile(player.page, base);
    await player.page.getByTestId('deck-valid').waitFor();

    // Register it.
    await player.page.getByTestId('register-deck').click();
    const ok = player.page.getByTestId('deck-registered-ok');
    await ok.waitFor();
    await expect(ok.innerText()).resolves.toContain('Mazo registrado');
    await eventually(() => player.page.getByTestId('register-errors').count(), 0);
    const registered = await api<{ leader: { id: string }; deck: { id: string; count: number }[] }>(
      `/events/${eventId}/players/${marta.id}/deck`,
      marta.token,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.leader.id).toBe(leader.id);
    expect(registered.body.deck.reduce((sum, entry) => sum + entry.count, 0)).toBe(30);

    // The organizer sees who has registered, live.
    const martaItem = organizer.page.getByTestId('player-item').filter({ hasText: 'Marta' });
    await martaItem.getByTestId('deck-registered').waitFor({ timeout: 10_000 });
    const benItem = organizer.page.getByTestId('player-item').filter({ hasText: 'Ben' });
    await eventually(() => benItem.getByTestId('deck-registered').count(), 0);
    await eventually(() => count.innerText(), '1 of 2 decks registered');

    // Pools are private: a player reads only their own.
    const own = await api<MeView>(`/events/${eventId}/players/${marta.id}/pool`, marta.token);
    expect(own.status).toBe(200);
    const other = await api<{ code: string }>(`/events/${eventId}/players/${ben.body.id}/pool`, marta.token);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    const back = await api<{ code: string }>(`/events/${eventId}/players/${marta.id}/pool`, ben.body.token);
    expect(back.status).toBe(403);

    await organizer.context.close();
    await player.context.close();
    expect(consoleErrors).toEqual([]);
  });
});
