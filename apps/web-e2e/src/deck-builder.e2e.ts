import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { openPage } from './support/pages';

/** Text that looks like an untranslated key, e.g. "deckErrors.deck-too-small". */
const RAW_KEY = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z-]*(\.[a-zA-Z-]+)*\b/;

interface DemoCard {
  id: string;
  name: string;
  subtitle?: string;
  type: string;
  rarity: string;
  deckRules?: unknown;
}

interface ExportedEntry {
  id: string;
  count: number;
}

/** Console errors of every page (a failed request, an exception) fail the test. */
const consoleErrors: string[] = [];

const newPage = (browser: Browser, locale: string) => openPage(browser, locale, consoleErrors);

/** Finds a card with the search field and adds one copy from its tile. */
async function addCard(page: Page, card: DemoCard): Promise<void> {
  await page.getByTestId('card-search').fill(card.subtitle ? `${card.name} ${card.subtitle}` : card.name);
  const tile = page.locator(`[data-testid="card-tile"][data-card-id="${card.id}"]`);
  await tile.getByTestId('card-add').click();
}

describeInBrowser('a player builds a deck in the deck builder', () => {
  let browser: Browser;
  let cards: DemoCard[];

  beforeAll(async () => {
    browser = await launchChromium();
    const response = await fetch(`${baseUrl()}/api/v1/card-sets/swu/CDA/cards`);
    expect(response.status).toBe(200);
    cards = (await response.json()) as DemoCard[];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds an illegal Premier deck, sees why, fixes it by importing a list and exports swudb JSON', async () => {
    const leader = cards.find((card) => card.type === 'leader');
    const base = cards.find((card) => card.type === 'base' && card.rarity === 'common' && !card.deckRules);
    const playable = cards.filter((card) => ['unit', 'event', 'upgrade'].includes(card.type) && !card.deckRules);
    if (!leader || !base || playable.length < 17) throw new Error('the demo set CDA lacks the cards this test needs');

    const { page, context } = await newPage(browser, 'en-US');
    await page.goto(baseUrl());
    await page.getByTestId('nav-decks').click();
    await page.waitForURL(/\/decks\?/);
    await page.getByTestId('deck-game').selectOption('swu');
    await page.getByTestId('deck-format').selectOption('swu-premier');
    await page.getByTestId('deck-set').selectOption('CDA');
    await page.waitForURL(/game=swu&format=swu-premier&set=CDA/);
    await page.getByTestId('card-tile').first().waitFor();

    // Illegal: a leader, a base and three cards.
    await addCard(page, leader);
    await addCard(page, base);
    for (const card of playable.slice(0, 3)) await addCard(page, card);
    await eventually(() => page.getByTestId('deck-row').count(), 5);
    const errors = page.getByTestId('deck-errors');
    await errors.locator('[data-testid="deck-error"][data-code="deck-too-small"]').waitFor();
    await eventually(
      () => errors.getByTestId('deck-error').evaluateAll((items) => items.map((li) => li.getAttribute('data-code'))),
      ['deck-too-small'],
    );
    await expect(errors.innerText()).resolves.toContain('47 cards short of 50: the deck has 3.');
    await eventually(() => page.getByTestId('deck-valid').count(), 0);
    await eventually(() => page.getByTestId('chart-cost').locator('svg').count(), 1);
    await eventually(() => page.getByTestId('chart-breakdown').locator('svg').count(), 1);

    // Fixed: import a legal list as text (leader, base, 17 x 3).
    const deckCards = playable.slice(0, 17);
    const list = [
      'Leader',
      `1 ${leader.id}`,
      'Base',
      `1 ${base.id}`,
      'Deck',
      ...deckCards.map((card) => `3 ${card.id}`),
    ];
    await page.getByTestId('deck-import-text').fill(list.join('\n'));
    await page.getByTestId('deck-import-submit').click();
    await page.getByTestId('deck-valid').waitFor();
    await eventually(() => page.getByTestId('deck-errors').count(), 0);
    await eventually(() => page.getByTestId('deck-row').count(), 19);

    // Export: the swudb JSON parses and holds the right counts.
    await page.getByTestId('deck-export-json').click();
    const output = page.getByTestId('deck-export-output');
    await output.waitFor();
    const exported = JSON.parse(await output.inputValue()) as {
      leader: ExportedEntry;
      base: ExportedEntry;
      deck: ExportedEntry[];
      sideboard: ExportedEntry[];
    };
    expect(exported.leader).toEqual({ id: leader.id, count: 1 });
    expect(exported.base).toEqual({ id: base.id, count: 1 });
    expect(exported.deck.map((entry) => entry.id).sort()).toEqual(deckCards.map((card) => card.id).sort());
    expect(exported.deck.every((entry) => entry.count === 3)).toBe(true);
    expect(exported.deck.reduce((sum, entry) => sum + entry.count, 0)).toBe(51);
    expect(exported.sideboard).toEqual([]);

    // The API's validator agrees with the one that ran in the page.
    const verdict = await fetch(`${baseUrl()}/api/v1/decks/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'swu', format: 'swu-premier', deck: exported }),
    }).then((r) => r.json());
    expect(verdict).toMatchObject({ valid: true, errors: [] });

    // The deck in progress survives a reload.
    await page.reload();
    await page.getByTestId('deck-valid').waitFor();
    await context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('explains the errors in Spanish, without raw keys', async () => {
    const { page, context } = await newPage(browser, 'es-ES');
    await page.goto(`${baseUrl()}/decks?game=swu&format=swu-premier&set=CDA`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    const tooSmall = page.locator('[data-testid="deck-error"][data-code="deck-too-small"]');
    await tooSmall.waitFor();
    await eventually(() => tooSmall.innerText(), 'Faltan 50 cartas para llegar a 50: el mazo tiene 0.');
    await eventually(
      () => page.locator('[data-testid="deck-error"][data-code="leader-count"]').innerText(),
      'Elige exactamente 1 líder; el mazo tiene 0.',
    );
    await expect(page.getByTestId('deck-errors').innerText()).resolves.not.toMatch(RAW_KEY);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/\b(deckErrors|decks|cards)\.[a-z]/);
    expect(body).toContain('Constructor de mazos');
    await context.close();
    expect(consoleErrors).toEqual([]);
  });
});
