// Issue 12 item 5: live, not polled. Two players report different results from their phones' tokens;
// the organizer's results grid (laptop) shows the dispute with both claims side by side within 2 s,
// from the socket push alone (no round read in between); the organizer accepts one claim; the last
// result of the round moves the standings page and the projector from a push. Screenshots (es, cs) go
// to tmp/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

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

const consoleErrors: string[] = [];

/** Counts the page's reads of the rounds (`GET .../rounds` and `.../rounds/{n}`) from now on. */
function countRoundReads(page: Page, eventId: string): { count: () => number } {
  let count = 0;
  const pattern = new RegExp(`/api/v1/events/${eventId}/rounds(/\\d+)?$`);
  page.on('request', (request) => {
    if (request.method() === 'GET' && pattern.test(new URL(request.url()).pathname)) count++;
  });
  return { count: () => count };
}

async function connected(page: Page): Promise<void> {
  await eventually(() => page.getByTestId('connection-indicator').count(), 0);
}

describeInBrowser('live results (issue 12 item 5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a dispute with both claims within 2 s of the second report, from a push; standings and projector follow pushes', async () => {
    const created = await api<Created>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Live Friday', game: 'swu', format: 'swu-premier' }),
    });
    expect(created.status).toBe(201);
    const event = created.body;
    const players: Joined[] = [];
    for (const name of ['Dario', 'Ana', 'Carla', 'Ben']) {
      const joined = await api<Joined>(`/events/${event.id}/players`, undefined, {
        method: 'POST',
        body: JSON.stringify({ name, joinCode: event.joinCode }),
      });
      players.push(joined.body);
    }
    const byId = new Map(players.map((player) => [player.id, player]));
    const paired = await api<Round>(`/events/${event.id}/rounds`, event.organizerToken, { method: 'POST' });
    expect(paired.status).toBe(201);
    const [first, second] = paired.body.matches;
    const [a, b] = first.players.map((id) => byId.get(id) as Joined);
    const organizerStorage = { [`cantina.organizer.${event.id}`]: event.organizerToken };

    // The organizer's rounds page in Spanish and in Czech (two laptops at the counter), socket connected.
    const grids: { lang: string; page: Page; reads: { count: () => number } }[] = [];
    for (const [lang, locale] of [
      ['es', 'es-ES'],
      ['cs', 'cs-CZ'],
    ]) {
      const { page } = await openPage(browser, locale, consoleErrors, { viewport: LAPTOP, storage: organizerStorage });
      await page.goto(`${baseUrl()}/events/${event.id}/rounds`);
      await page.locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="missing"]`).waitFor();
      await connected(page);
      grids.push({ lang, page, reads: countRoundReads(page, event.id) });
    }
    // A player's phone on the standings page, and the projector on the organizer's device.
    const { page: standings } = await openPage(browser, 'es-ES', consoleErrors, {
      viewport: PHONE,
      storage: { [`cantina.player.${event.id}`]: JSON.stringify(a) },
    });
    await standings.goto(`${baseUrl()}/events/${event.id}/standings`);
    await standings.getByTestId('standings-row').first().waitFor();
    const { page: projector } = await openPage(browser, 'cs-CZ', consoleErrors, {
      viewport: { width: 1920, height: 1080 },
      storage: organizerStorage,
    });
    await projector.goto(`${baseUrl()}/events/${event.id}/projector`);
    await eventually(() => projector.getByTestId('projector-line').count(), 4);
    // Both listen on the socket (the public read alone would be a poll every 10-30 s).
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // The first report: provisional on the grid.
    const report = (matchId: string, body: unknown, token: string) =>
      api<{ status?: string; code?: string }>(`/matches/${matchId}/result`, token, {
        method: 'POST',
        body: JSON.stringify(body),
      });
    expect((await report(first.id, { wins: { [a.id]: 2, [b.id]: 0 } }, a.token)).body.status).toBe('reported');
    for (const { page } of grids) {
      await page
        .locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="reported"]`)
        .waitFor({ timeout: 2000 });
    }

    // The second, differing report: the dispute with both claims, measured from the request.
    const readsBefore = grids.map(({ reads }) => reads.count());
    const sentAt = Date.now();
    const mismatch = await report(first.id, { wins: { [a.id]: 0, [b.id]: 2 } }, b.token);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('result-mismatch');
    const delays: number[] = [];
    for (const { page } of grids) {
      const row = page.locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="disputed"]`);
      await row.getByTestId('dispute-claim').nth(1).waitFor({ timeout: 2000 });
      delays.push(Date.now() - sentAt);
    }
    process.stdout.write(
      `dispute on the organizer's grid ${delays.map((ms) => `${ms} ms`).join(' / ')} after the second report\n`,
    );
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(2000);
    // No poll and no re-read: the push alone put it there.
    expect(grids.map(({ reads }) => reads.count())).toEqual(readsBefore);

    const [es, cs] = grids;
    const claimsOf = (page: Page) =>
      page
        .locator(`[data-testid="result-row"][data-match-id="${first.id}"] [data-testid="dispute-claim"]`)
        .evaluateAll((claims) => claims.map((claim) => [claim.getAttribute('data-by'), claim.textContent ?? '']));
    const claims = await claimsOf(es.page);
    expect(claims.map(([by]) => by)).toEqual([a.id, b.id]);
    expect(claims[0][1]).toContain(`Según ${a.name}`);
    expect(claims[1][1]).toContain(`Según ${b.name}`);
    // Side by side on a laptop: the two claims share a line.
    const boxes = await es.page
      .locator(`[data-testid="result-row"][data-match-id="${first.id}"] [data-testid="dispute-claim"]`)
      .evaluateAll((claims) => claims.map((claim) => claim.getBoundingClientRect().top));
    expect(Math.abs(boxes[0] - boxes[1])).toBeLessThan(2);
    for (const { lang, page } of grids) {
      await page
        .locator(`[data-testid="result-row"][data-match-id="${first.id}"]`)
        .screenshot({ path: join(repoRoot, 'tmp', `live-results-dispute-${lang}.png`) });
    }
    await es.page.screenshot({ path: join(repoRoot, 'tmp', 'live-results-grid-es-1366x900.png'), fullPage: true });
    await cs.page.screenshot({ path: join(repoRoot, 'tmp', 'live-results-grid-cs-1366x900.png'), fullPage: true });

    // The organizer (in Czech) accepts B's claim; the Spanish grid follows from the push.
    await cs.page
      .locator(
        `[data-testid="result-row"][data-match-id="${first.id}"] [data-testid="dispute-claim"][data-by="${b.id}"]`,
      )
      .getByTestId('claim-accept')
      .click();
    for (const { page } of grids) {
      await page
        .locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="final"]`)
        .waitFor({ timeout: 2000 });
    }

    // The round's last result: standings (phone; its fallback poll is 30 s) and projector move from the pushes.
    const winner = byId.get(second.players[0]) as Joined;
    const doneAt = Date.now();
    expect(
      (await report(second.id, { wins: { [second.players[0]]: 2, [second.players[1]]: 1 } }, event.organizerToken)).body
        .status,
    ).toBe('final');
    await eventually(
      () =>
        standings
          .getByTestId('standings-name')
          .allInnerTexts()
          .then((names) => names.slice(0, 2).sort()),
      [b.name, winner.name].sort(),
      2000,
    );
    const standingsMs = Date.now() - doneAt;
    await projector.locator('[data-testid="projector"][data-mode="standings"]').waitFor({ timeout: 2000 });
    await eventually(
      () =>
        projector
          .getByTestId('standings-name')
          .allInnerTexts()
          .then((names) => names.slice(0, 2).sort()),
      [b.name, winner.name].sort(),
      2000,
    );
    process.stdout.write(
      `after the round's last result (its request included): standings page ${standingsMs} ms, projector ${Date.now() - doneAt} ms\n`,
    );
    await standings.screenshot({
      path: join(repoRoot, 'tmp', 'live-results-standings-es-390x844.png'),
      fullPage: true,
    });
    await projector.screenshot({ path: join(repoRoot, 'tmp', 'live-results-projector-standings-cs-1920x1080.png') });
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
  });
});
