// Issue 12 item 8: the organizer views and prints every registered decklist, one per printed page,
// then a checklist of who registered and who did not.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

/** What these tests read of the API's answers (the e2e project reads the wire, not the contract lib). */
interface Card {
  id: string;
  name: string;
  type: string;
}
interface CreatedEvent {
  id: string;
  organizerToken: string;
}
interface JoinedPlayer {
  id: string;
  name: string;
  token: string;
}

const SHOTS = join(repoRoot, 'tmp');
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const consoleErrors: string[] = [];

/** A legal Premier deck from the bundled demo set: a leader, a base and 17 cards three times (51). */
function premierDeck(cards: Card[], offset: number, name: string) {
  const leaders = cards.filter((c) => c.type === 'leader');
  const bases = cards.filter((c) => c.type === 'base');
  const playable = cards.filter((c) => ['unit', 'event', 'upgrade'].includes(String(c.type)));
  return {
    metadata: { name },
    leader: { id: leaders[offset % leaders.length].id, count: 1 },
    base: { id: bases[offset % bases.length].id, count: 1 },
    deck: playable.slice(offset, offset + 17).map((c) => ({ id: c.id, count: 3 })),
  };
}

/** Pages of a PDF as Chromium writes it (one `/Type /Page` object per page). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describeInBrowser('decklists for the organizer', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every registered decklist, prints one per page and a checklist naming who did not register', async () => {
    const created = await api<CreatedEvent>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Premier del sábado', game: 'swu', format: 'swu-premier' }),
    });
    const { id, organizerToken } = created.body;
    const cards = (await api<Card[]>('/card-sets/swu/CDA/cards')).body;
    const players: JoinedPlayer[] = [];
    for (const name of ['Ana Ruiz', 'Bruno Díaz', 'Carla Vega']) {
      players.push(
        (
          await api<JoinedPlayer>(`/events/${id}/players`, organizerToken, {
            method: 'POST',
            body: JSON.stringify({ name }),
          })
        ).body,
      );
    }
    // Ana and Carla register (Carla through the organizer); Bruno does not.
    for (const [player, offset, token] of [
      [players[0], 0, players[0].token],
      [players[2], 20, organizerToken],
    ] as const) {
      const registered = await api(`/events/${id}/players/${player.id}/deck`, token, {
        method: 'PUT',
        body: JSON.stringify(premierDeck(cards, offset, `${player.name} list`)),
      });
      expect(registered.status).toBe(200);
    }

    const { page, context } = await openPage(browser, 'es-ES', consoleErrors, {
      viewport: LAPTOP,
      storage: { [`cantina.organizer.${id}`]: organizerToken, 'cantina.lang': 'es' },
    });
    await page.goto(`${baseUrl()}/events/${id}/organize`);
    await page.getByTestId('open-decklists').click();
    await page.waitForURL(/\/decklists$/);
    await eventually(() => page.getByTestId('decklist-page').count(), 2);
    await expect(page.getByTestId('decklists-count').innerText()).resolves.toBe('2 de 3 mazos registrados');
    const sheets = page.getByTestId('decklist-page');
    await expect(sheets.nth(0).getAttribute('data-player')).resolves.toBe('Ana Ruiz');
    await expect(sheets.nth(1).getAttribute('data-player')).resolves.toBe('Carla Vega');
    // Each sheet lists its deck by card name, with the totals.
    const firstName = cards.find((c) => c.id === premierDeck(cards, 0, '').deck[0].id)?.name ?? '';
    await expect(sheets.nth(0).innerText()).resolves.toContain(firstName);
    await expect(sheets.nth(0).innerText()).resolves.toContain('Ana Ruiz');
    await expect(sheets.nth(0).isVisible()).resolves.toBe(true);

    // The checklist: everyone, registered yes/no, a box to tick; who is missing is named.
    const rows = page.getByTestId('checklist-row');
    await eventually(() => rows.count(), 3);
    await expect(rows.nth(1).innerText()).resolves.toContain('Bruno Díaz');
    await expect(rows.nth(1).getAttribute('data-registered')).resolves.toBe('false');
    await expect(rows.nth(0).getAttribute('data-registered')).resolves.toBe('true');
    await expect(page.getByTestId('decklists-missing').innerText()).resolves.toBe('1 jugador no ha registrado su mazo');
    await page.screenshot({ path: join(SHOTS, 'decklists-1366-es.png'), fullPage: true });

    // Print: the controls are hidden, each decklist ends its page, the checklist comes last.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-decklists').isVisible()).resolves.toBe(false);
    const breaks = await page
      .getByTestId('decklist-page')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakAfter));
    expect(breaks).toEqual(['page', 'page']);
    await expect(page.getByTestId('decklist-checklist').isVisible()).resolves.toBe(true);
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = pdfPages(pdf);
    console.log(`decklists print: ${pages} pages for 2 decklists and the checklist`);
    expect(pages).toBe(3);
    await page.emulateMedia({ media: 'screen' });

    // The rounds page links here too.
    await page.goto(`${baseUrl()}/events/${id}/rounds`);
    await page.getByTestId('open-decklists').click();
    await page.waitForURL(/\/decklists$/);
    await context.close();

    // A phone in Czech: the same page, nothing wider than the screen.
    const cs = await openPage(browser, 'cs-CZ', consoleErrors, {
      viewport: PHONE,
      storage: { [`cantina.organizer.${id}`]: organizerToken, 'cantina.lang': 'cs' },
    });
    await cs.page.goto(`${baseUrl()}/events/${id}/decklists`);
    await eventually(() => cs.page.getByTestId('decklist-page').count(), 2);
    await expect(cs.page.getByTestId('decklists-missing').innerText()).resolves.toBe('1 hráč nezaregistroval balíček');
    const overflow = await cs.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await cs.page.screenshot({ path: join(SHOTS, 'decklists-390-cs.png'), fullPage: true });
    await cs.context.close();

    // Only the organizer may read them.
    expect((await api(`/events/${id}/decks`, players[0].token)).status).toBe(403);
    expect(consoleErrors).toEqual([]);
  });
});
