// Issue 12 item 8 (the room): the projector at 1920x1080 shows the join QR during registration (never
// a localhost address), every pairing of 64 players (32 tables) on one screen without scrolling, in
// columns, with no clipped text, and the champion after the final. Screenshots (es, cs) go to tmp/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

const FULL_HD = { width: 1920, height: 1080 };

interface Created {
  id: string;
  joinCode: string;
  organizerToken: string;
}

interface Joined {
  id: string;
  name: string;
  token: string;
}

interface Round {
  number: number;
  matches: { id: string; table: number | null; players: string[]; bye: boolean }[];
}

interface Bracket {
  matches: { id: string; stage: number; players: string[]; result?: unknown }[];
}

const consoleErrors: string[] = [];

/** Names as long as a store's players type them (first and last name), unique. */
const FIRST = ['Alejandra', 'Bohumil', 'Carmen', 'Dagmar', 'Esteban', 'František', 'Guadalupe', 'Hedvika'];
const LAST = ['Fernández', 'Novotná', 'Rodríguez', 'Dvořák', 'Martínez', 'Procházka', 'González', 'Černá'];
const NAMES = Array.from({ length: 64 }, (_, i) => `${FIRST[i % 8]} ${LAST[Math.floor(i / 8)]}`);

/** What must hold on a projector screen: all of it inside the viewport, no scrolling, no clipped text. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollHeight > window.innerHeight)
      problems.push(`page scrolls: ${doc.scrollHeight} > ${window.innerHeight}`);
    const scroller = document.querySelector('.projector-scroll');
    if (scroller && scroller.scrollHeight > scroller.clientHeight + 1) {
      problems.push(`the list overflows its box: ${scroller.scrollHeight} > ${scroller.clientHeight}`);
    }
    for (const line of Array.from(document.querySelectorAll('[data-testid="projector-line"]'))) {
      const box = line.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) {
        problems.push(`outside the screen: ${line.textContent?.trim()} (${Math.round(box.bottom)})`);
      }
      for (const cell of Array.from(line.children) as HTMLElement[]) {
        if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1) {
          problems.push(`clipped: ${cell.textContent?.trim()}`);
        }
      }
    }
    return problems;
  });
}

describeInBrowser('projector (issue 12 item 8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the join QR during registration, 64 players on one 1080p screen, the champion after the final', async () => {
    const created = await api<Created>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Planetary Qualifier', game: 'swu', format: 'swu-premier' }),
    });
    expect(created.status).toBe(201);
    const event = created.body;
    const storage = { [`cantina.organizer.${event.id}`]: event.organizerToken };
    const screens: { lang: string; page: Page }[] = [];
    for (const [lang, locale] of [
      ['es', 'es-ES'],
      ['cs', 'cs-CZ'],
    ]) {
      const { page } = await openPage(browser, locale, consoleErrors, { viewport: FULL_HD, storage });
      await page.goto(`${baseUrl()}/events/${event.id}/projector`);
      screens.push({ lang, page });
    }

    // Registration: the join QR at the address phones can open (PUBLIC_URL or the LAN), never localhost.
    const address = await api<{ publicUrl: string | null; lanUrls: string[] }>('/server/address');
    const origin = address.body.publicUrl ?? address.body.lanUrls[0];
    for (const { lang, page } of screens) {
      if (origin) {
        await page.getByTestId('projector-join').waitFor();
        const url = await page.getByTestId('projector-join-url').innerText();
        expect(url).toContain(`${origin}/join/${event.joinCode}`);
        expect(url).not.toMatch(/localhost|127\.0\.0\.1/);
        expect(await page.getByTestId('join-qr').getAttribute('alt')).toContain(`${origin}/join/${event.joinCode}`);
        expect(await page.getByTestId('projector-join-code').innerText()).toContain(event.joinCode);
        expect(await layoutProblems(page)).toEqual([]);
        await page.screenshot({ path: join(repoRoot, 'tmp', `projector-join-${lang}-1920x1080.png`) });
      } else {
        // Only this computer can open the server: no QR rather than a localhost one.
        await page.locator('[data-testid="projector"][data-mode="waiting"]').waitFor();
        expect(await page.getByTestId('join-qr').count()).toBe(0);
      }
    }

    // 64 players, round 1 paired: 32 tables.
    const players: Joined[] = [];
    for (const name of NAMES) {
      const joined = await api<Joined>(`/events/${event.id}/players`, undefined, {
        method: 'POST',
        body: JSON.stringify({ name, joinCode: event.joinCode }),
      });
      expect(joined.status).toBe(201);
      players.push(joined.body);
    }
    const round = await api<Round>(`/events/${event.id}/rounds`, event.organizerToken, { method: 'POST' });
    expect(round.status).toBe(201);
    expect(round.body.matches.filter((match) => !match.bye)).toHaveLength(32);
    for (const { lang, page } of screens) {
      await eventually(() => page.getByTestId('projector-line').count(), 64, 15_000);
      // Let the type settle (fonts, the clock) before measuring.
      await page.waitForTimeout(300);
      expect(await layoutProblems(page)).toEqual([]);
      const columns = await page.locator('[data-testid="projector-columns"] table').count();
      const fontPx = await page
        .getByTestId('projector-name')
        .first()
        .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
      process.stdout.write(`projector ${lang}: 64 players in ${columns} columns, names at ${fontPx} px\n`);
      expect(columns).toBe(3);
      expect(fontPx).toBeGreaterThanOrEqual(20);
      const tables = await page.getByTestId('projector-table').allInnerTexts();
      expect(new Set(tables.map((t) => t.trim()))).toEqual(new Set(round.body.matches.map((m) => String(m.table))));
      await page.screenshot({ path: join(repoRoot, 'tmp', `projector-pairings-64-${lang}-1920x1080.png`) });
    }

    // Every result in (the first-listed player wins), then a top 4 to the final.
    const enter = (matchId: string, winner: string) =>
      api<{ status: string }>(`/matches/${matchId}/result`, event.organizerToken, {
        method: 'POST',
        body: JSON.stringify({ wins: { [winner]: 2 } }),
      });
    for (const match of round.body.matches.filter((m) => !m.bye)) {
      expect((await enter(match.id, match.players[0])).body.status).toBe('final');
    }
    for (const { lang, page } of screens) {
      await page.locator('[data-testid="projector"][data-mode="standings"]').waitFor({ timeout: 5000 });
      await eventually(() => page.locator('[data-testid="projector-columns"] table').count(), 3);
      await eventually(() => page.getByTestId('standings-row').count(), 64);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: join(repoRoot, 'tmp', `projector-standings-64-${lang}-1920x1080.png`) });
    }
    const cut = await api<Bracket>(`/events/${event.id}/top-cut`, event.organizerToken, {
      method: 'POST',
      body: JSON.stringify({ size: 4 }),
    });
    expect(cut.status).toBe(201);
    for (const semi of cut.body.matches) expect((await enter(semi.id, semi.players[0])).body.status).toBe('final');
    const bracket = await api<Bracket>(`/events/${event.id}/top-cut`);
    const final = bracket.body.matches.find((match) => match.stage === 2);
    expect(final).toBeDefined();
    const championId = (final as Bracket['matches'][number]).players[1];
    expect((await enter((final as Bracket['matches'][number]).id, championId)).body.status).toBe('final');
    const champion = players.find((player) => player.id === championId) as Joined;
    for (const { lang, page } of screens) {
      await eventually(() => page.getByTestId('projector-champion').count(), 1, 5000);
      expect(await page.getByTestId('projector-champion').innerText()).toBe(champion.name);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: join(repoRoot, 'tmp', `projector-champion-${lang}-1920x1080.png`) });
    }
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
