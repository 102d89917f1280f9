import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

/** Issue 12, "players at the counter": add one, paste a list, late entry, drop with confirmation, undo. */
const consoleErrors: string[] = [];
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = join(repoRoot, 'tmp');

interface Created {
  id: string;
  organizerToken: string;
}
interface Round {
  number: number;
  matches: { id: string; players: string[]; bye: boolean }[];
}
interface EventView {
  status: string;
  rounds: number;
  players: { id: string; name: string; dropped: boolean }[];
}

const post = <T>(path: string, token: string, body: unknown = {}) =>
  api<T>(path, token, { method: 'POST', body: JSON.stringify(body) });

async function finishRound(ev: Created, round: Round): Promise<void> {
  for (const match of round.matches.filter((m) => !m.bye && m.players.length === 2)) {
    const [a, b] = match.players;
    const res = await post(`/matches/${match.id}/result`, ev.organizerToken, { wins: { [a]: 2, [b]: 0 } });
    expect(res.status).toBe(200);
  }
}

const playerNamed = async (ev: Created, name: string) =>
  (await api<EventView>(`/events/${ev.id}`)).body.players.find((p) => p.name === name);

/** The players desk fits a phone: nothing wider than the screen, every button a 48 px tap target. */
async function expectFitsPhone(page: Page): Promise<void> {
  const desk = page.getByTestId('players-desk');
  const fit = await desk.evaluate((el) => ({
    overflow: el.scrollWidth - el.clientWidth,
    right: el.getBoundingClientRect().right,
    viewport: document.documentElement.clientWidth,
    small: Array.from(el.querySelectorAll('button, summary, input'))
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height < 44).length,
  }));
  expect(fit.overflow).toBeLessThanOrEqual(1);
  expect(fit.right).toBeLessThanOrEqual(fit.viewport + 1);
  expect(fit.small).toBe(0);
}

describeInBrowser('players at the counter (organizer and rounds pages)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds one player and a pasted list, late-adds a player who is paired next round, drops with a confirmation and undoes it', async () => {
    const created = await api<Created>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Counter Night',
        game: 'swu',
        format: 'swu-premier',
        settings: { decklists: 'none' },
      }),
    });
    expect(created.status).toBe(201);
    const ev = created.body;
    const storage = { [`cantina.organizer.${ev.id}`]: ev.organizerToken };
    const { page, context } = await openPage(browser, 'en-US', consoleErrors, { viewport: LAPTOP, storage });
    await page.goto(`${baseUrl()}/events/${ev.id}/organize`);

    // One name.
    await page.getByTestId('add-player-name').fill('Ana Solo');
    await page.getByTestId('add-player-submit').click();
    await page.getByTestId('player-item').filter({ hasText: 'Ana Solo' }).waitFor();
    await expect(page.getByTestId('add-added').textContent()).resolves.toContain('Ana Solo');

    // A pasted list: trimmed, blank lines skipped, a duplicate and an over-long name reported, never sent.
    await page.getByTestId('paste-list-toggle').click();
    await page
      .getByTestId('add-players-list')
      .fill(`  Ben Kenobi \n\nCy Organa\nana solo\n${'X'.repeat(101)}\nDee Antilles\n`);
    await expect(page.getByTestId('paste-duplicates').textContent()).resolves.toContain('ana solo');
    await page.getByTestId('paste-too-long').waitFor();
    await expect(page.getByTestId('add-players-submit').textContent()).resolves.toContain('Add 3 players');
    await page.getByTestId('add-players-submit').click();
    await eventually(() => page.getByTestId('player-item').count(), 4);
    expect((await api<EventView>(`/events/${ev.id}`)).body.players.map((p) => p.name)).toEqual([
      'Ana Solo',
      'Ben Kenobi',
      'Cy Organa',
      'Dee Antilles',
    ]);

    // Registration closes, round 1 is played; the organizer still adds a late player at the counter.
    expect((await post(`/events/${ev.id}/registration/close`, ev.organizerToken)).status).toBe(200);
    const round1 = await post<Round>(`/events/${ev.id}/rounds`, ev.organizerToken);
    expect(round1.status).toBe(201);
    await finishRound(ev, round1.body);
    const note = page.getByTestId('late-entry-note');
    await eventually(
      async () => (await note.count()) > 0 && ((await note.textContent()) ?? ''),
      'Late entry: joins from round 2; round 1, already paired, counts as a loss.',
    );
    await page.getByTestId('add-player-name').fill('Eve Late');
    await page.getByTestId('add-player-submit').click();
    await page.getByTestId('player-item').filter({ hasText: 'Eve Late' }).waitFor();

    // The rounds page: the late entrant is in the next round's pairings.
    await page.getByTestId('open-rounds').click();
    await page.waitForURL(/\/rounds$/);
    await page.getByTestId('players-desk').waitFor();
    await page.getByTestId('round-pair').click();
    await page.getByTestId('round-publish').click();
    const eve = await playerNamed(ev, 'Eve Late');
    await eventually(async () => (await api<Round>(`/events/${ev.id}/rounds/2`)).status, 200);
    const round2 = (await api<Round>(`/events/${ev.id}/rounds/2`)).body;
    expect(round2.matches.flatMap((m) => m.players)).toContain(eve?.id);
    await page.getByTestId('current-round').filter({ hasText: 'Eve Late' }).waitFor();

    // Drop asks first: a cancelled confirmation drops nobody.
    await page.getByTestId('roster-toggle').click();
    const cy = page.getByTestId('players-desk').getByTestId('player-item').filter({ hasText: 'Cy Organa' });
    await cy.getByTestId('drop-player').click();
    await expect(cy.getByTestId('drop-confirmation').textContent()).resolves.toContain('Drop Cy Organa?');
    await cy.getByTestId('drop-cancel').click();
    await eventually(() => cy.getByTestId('drop-confirmation').count(), 0);
    expect((await playerNamed(ev, 'Cy Organa'))?.dropped).toBe(false);

    await cy.getByTestId('drop-player').click();
    await cy.getByTestId('drop-confirm').click();
    const dropped = page.getByTestId('dropped-player').filter({ hasText: 'Cy Organa' });
    await dropped.waitFor();
    expect((await playerNamed(ev, 'Cy Organa'))?.dropped).toBe(true);
    await expect(page.getByTestId('reinstate-note').textContent()).resolves.toContain('from round 3');

    // Phone width: the desk still fits, with tap-sized buttons.
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page);
    await page.setViewportSize(LAPTOP);

    // Undo: the player is active again (and would be paired from round 3).
    await dropped.getByTestId('reinstate-player').click();
    await eventually(() => page.getByTestId('dropped-player').count(), 0);
    await page.getByTestId('players-desk').getByTestId('player-item').filter({ hasText: 'Cy Organa' }).waitFor();
    expect((await playerNamed(ev, 'Cy Organa'))?.dropped).toBe(false);

    // The organizer page drops with the same confirmation.
    await page.getByTestId('back-to-organize').click();
    const ben = page.getByTestId('player-item').filter({ hasText: 'Ben Kenobi' });
    await ben.getByTestId('drop-player').click();
    await ben.getByTestId('drop-confirm').click();
    await page.getByTestId('dropped-player').filter({ hasText: 'Ben Kenobi' }).waitFor();
    await context.close();

    // What it looks like in Spanish and Czech (a dropped player, the late-entry note), laptop and phone.
    for (const [locale, lang] of [
      ['es-ES', 'es'],
      ['cs-CZ', 'cs'],
    ] as const) {
      for (const [route, viewport, name] of [
        ['organize', LAPTOP, 'organize-1280'],
        ['rounds', PHONE, 'rounds-390'],
      ] as const) {
        const shot = await openPage(browser, locale, consoleErrors, { viewport, storage });
        await shot.page.goto(`${baseUrl()}/events/${ev.id}/${route}`);
        const desk = shot.page.getByTestId('players-desk');
        await desk.getByTestId('dropped-player').first().waitFor();
        await shot.page.getByTestId('paste-list-toggle').click();
        if (route === 'rounds') await shot.page.getByTestId('roster-toggle').click();
        await shot.page.getByTestId('add-players-list').fill('Fin\nGia\nFin');
        await desk.screenshot({ path: join(SHOTS, `players-counter-${name}-${lang}.png`) });
        if (route === 'rounds') await expectFitsPhone(shot.page);
        await shot.context.close();
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
