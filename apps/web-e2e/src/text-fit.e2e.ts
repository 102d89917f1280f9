// Issue 12 item 7: on a 390 px phone, in English, Spanish and Czech, no card name on the pick screen is
// broken inside a word ("Sharpshoote r"), and the text tiles carry their stats in the page's language.
// Measured on the rendered words (support/text-fit.ts); a screenshot of each language goes to tmp/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';
import { describeProblems, textFit } from './support/text-fit';

interface CreatedEvent {
  id: string;
  joinCode: string;
  organizerToken: string;
}

/** Console errors of every page fail the test. */
const consoleErrors: string[] = [];

/** The words "Power 3, HP 5" names on each language's tiles (decks.cards.powerHp). */
const POWER_HP: Record<string, RegExp> = {
  en: /^Power (\d+|–), HP (\d+|–)$/,
  es: /^Poder (\d+|–), salud (\d+|–)$/,
  cs: /^Síla (\d+|–), zdraví (\d+|–)$/,
};

/** An 8-seat swu draft with bots and one player on a phone, opened on the pick screen in `locale`. */
async function pickScreen(browser: Browser, locale: string): Promise<Page> {
  const created = await api<CreatedEvent>('/events', undefined, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Text Fit',
      game: 'swu',
      format: 'swu-draft',
      settings: { pickTimer: 'off', podSize: 8, bots: true },
    }),
  });
  expect(created.status).toBe(201);
  const event = created.body;
  const joined = await api<{ id: string; token: string }>(`/events/${event.id}/players`, undefined, {
    method: 'POST',
    body: JSON.stringify({ name: 'Marta', joinCode: event.joinCode }),
  });
  expect(joined.status).toBe(201);
  const started = await api(`/events/${event.id}/start`, event.organizerToken, { method: 'POST' });
  expect(started.status).toBeLessThan(300);
  const { page } = await openPage(browser, locale, consoleErrors, {
    storage: { [`cantina.player.${event.id}`]: JSON.stringify({ ...joined.body, name: 'Marta' }) },
  });
  await page.goto(`${baseUrl()}/events/${event.id}/draft`);
  await page.getByTestId('pick-card').first().waitFor();
  return page;
}

/** Picks the first card of each leader pack until a full pack of 14 is on screen. */
async function toFirstPack(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    const before = await page.getByTestId('pick-card').first().getAttribute('data-instance-id');
    await page.getByTestId('pick-card').first().dblclick();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="pick-card"]')?.getAttribute('data-instance-id') !== id,
      before,
      { timeout: 15_000 },
    );
  }
  await eventually(() => page.getByTestId('pick-card').count(), 14);
}

describeInBrowser('card text on a phone fits without breaking words', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
    consoleErrors.length = 0;
  });

  it.each([
    ['en-US', 'en'],
    ['es-ES', 'es'],
    ['cs-CZ', 'cs'],
  ])('the pick screen in %s: names wrap between words, stats in the language', async (locale, lang) => {
    const page = await pickScreen(browser, locale);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);

    // The leader round, then a full pack: every name measured word by word.
    for (const step of ['leaders', 'pack'] as const) {
      if (step === 'pack') await toFirstPack(page);
      const names = await textFit(page, '[data-testid="pick-card-name"]');
      expect(names.elements).toBe(step === 'leaders' ? 3 : 14);
      expect(names.words).toBeGreaterThanOrEqual(names.elements);
      expect(describeProblems(names.problems)).toEqual([]);
      const stats = await textFit(page, '[data-testid="card-stats"], [data-testid="pick-card"] .meta');
      expect(describeProblems(stats.problems)).toEqual([]);
      process.stdout.write(
        `text-fit ${lang} ${step}: ${names.elements} names, ${names.words} words, none split; ` +
          `ellipsized: ${names.ellipsized.length ? names.ellipsized.join(', ') : 'none'}\n`,
      );
    }

    // The big Pick button names the selected card: wrapped between words too.
    await page.getByTestId('pick-card').first().click();
    await eventually(() => page.getByTestId('pick-card').first().getAttribute('aria-selected'), 'true');
    const button = await textFit(page, '[data-testid="pick-confirm"]');
    expect(button.elements).toBe(1);
    expect(describeProblems(button.problems)).toEqual([]);

    // The stats of the pack's units: power and HP named in the page's language, arenas translated.
    const labels = await page
      .locator('[data-testid="card-stats"] .power-hp')
      .evaluateAll((spans) => spans.map((span) => span.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(POWER_HP[lang]);
    const shown = await page.locator('[data-testid="card-stats"] .power-hp').first().innerText();
    expect(shown).toMatch(/^⚔(\d+|–) ♥(\d+|–)$/);
    const places = await page.locator('[data-testid="card-stats"] .place').allInnerTexts();
    const arenaWords: Record<string, string[]> = {
      en: ['Ground', 'Space'],
      es: ['Tierra', 'Espacio'],
      cs: ['Země', 'Vesmír'],
    };
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(arenaWords[lang]).toContain(place.trim());

    mkdirSync(join(repoRoot, 'tmp'), { recursive: true });
    await page.screenshot({ path: join(repoRoot, 'tmp', `text-fit-pick-${lang}-390x844.png`), fullPage: true });
    await page.context().close();
  });
});
