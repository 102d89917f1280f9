import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { openPage, api } from './support/pages';

/** Text that looks like an untranslated key, e.g. "tournament.rounds.pair". */
const RAW_KEY = /\btournament\.[a-z][a-zA-Z-]*\./;

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

interface Match {
  id: string;
  table: number | null;
  players: string[];
  bye: boolean;
  result?: unknown;
}

interface Round {
  number: number;
  matches: Match[];
}

interface Standing {
  rank: number;
  playerId: string;
  name: string;
  matchWins: number;
}

/** Console errors of every page (a failed request, an exception) fail the test. */
const consoleErrors: string[] = [];

const newPage = (browser: Browser, locale: string, storage: Record<string, string> = {}) =>
  openPage(browser, locale, consoleErrors, { storage });

function playerStorage(eventId: string, player: Joined): Record<string, string> {
  return { [`cantina.player.${eventId}`]: JSON.stringify({ id: player.id, name: player.name, token: player.token }) };
}

/** The result row of a match on the organizer's rounds page. */
function row(page: Page, matchId: string) {
  return page.locator(`[data-testid="result-row"][data-match-id="${matchId}"]`);
}

async function enterResult(page: Page, matchId: string, score: string): Promise<void> {
  const target = row(page, matchId);
  await target.getByTestId('result-enter').click();
  await target.locator(`[data-testid="result-option"][data-result="${score}"]`).click();
  await page.locator(`[data-testid="result-row"][data-match-id="${matchId}"][data-status="final"]`).waitFor();
}

describeInBrowser('a round from pairing to standings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pairs round 1 after a review, players report and confirm, the organizer finishes it, standings, round 2, top cut', async () => {
    // A constructed event with four players, set up over the API (decklists are optional).
    const created = await api<Created>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: 'Store Showdown', game: 'swu', format: 'swu-premier' }),
    });
    expect(created.status).toBe(201);
    const event = created.body;
    const players: Joined[] = [];
    for (const name of ['Dario', 'Ana', 'Carla', 'Ben']) {
      const joined = await api<Joined>(`/events/${event.id}/players`, undefined, {
        method: 'POST',
        body: JSON.stringify({ name, joinCode: event.joinCode }),
      });
      expect(joined.status).toBe(201);
      players.push(joined.body);
    }
    const byId = new Map(players.map((player) => [player.id, player]));

    // The organizer goes from the event page to the rounds page and pairs round 1: review, then publish.
    const organizer = await newPage(browser, 'en-US', { [`cantina.organizer.${event.id}`]: event.organizerToken });
    await organizer.page.goto(`${baseUrl()}/events/${event.id}/organize`);
    await organizer.page.getByTestId('open-rounds').click();
    await organizer.page.waitForURL(/\/events\/[^/]+\/rounds$/);
    const pair = organizer.page.getByTestId('round-pair');
    await eventually(() => pair.innerText(), 'Pair round 1');
    await pair.click();
    const preview = organizer.page.getByTestId('round-preview');
    await preview.waitFor();
    await eventually(() => preview.getByTestId('preview-match').count(), 2);
    // Nothing is published before the organizer says so.
    await eventually(() => api<Round[]>(`/events/${event.id}/rounds`).then((r) => r.body.length), 0);
    await organizer.page.getByTestId('round-publish').click();
    await organizer.page.getByTestId('result-row').nth(1).waitFor();
    await eventually(() => organizer.page.getByTestId('round-preview').count(), 0);
    await eventually(() => organizer.page.locator('[data-testid="result-row"][data-status="missing"]').count(), 2);
    await eventually(() => organizer.page.getByTestId('round-pair').isDisabled(), true);

    const round1 = await api<Round>(`/events/${event.id}/rounds/1`);
    expect(round1.status).toBe(200);
    const [first, second] = round1.body.matches.filter((match) => !match.bye);
    const [winner, loser] = first.players.map((id) => byId.get(id) as Joined);

    // The first player reports 2-1 from her phone (in Spanish), reaching the match from her event page.
    const reporter = await newPage(browser, 'es-ES', playerStorage(event.id, winner));
    await reporter.page.goto(`${baseUrl()}/events/${event.id}/play`);
    await reporter.page.getByTestId('open-my-match').click();
    await reporter.page.waitForURL(/\/events\/[^/]+\/match$/);
    await eventually(() => reporter.page.getByTestId('my-table').innerText(), String(first.table));
    await eventually(() => reporter.page.getByTestId('opponent-name').innerText(), loser.name);
    await reporter.page.locator('[data-testid="result-option"][data-result="2-1"]').click();
    const myReport = reporter.page.getByTestId('my-report');
    await myReport.waitFor();
    await eventually(() => myReport.innerText(), 'Has ganado 2-1');
    await expect(reporter.page.locator('main').innerText()).resolves.not.toMatch(RAW_KEY);

    // The organizer sees it reported, not final.
    await organizer.page
      .locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="reported"]`)
      .waitFor({ timeout: 15_000 });

    // The opponent (in Czech) sees the report from his side and confirms it.
    const confirmer = await newPage(browser, 'cs-CZ', playerStorage(event.id, loser));
    await confirmer.page.goto(`${baseUrl()}/events/${event.id}/match`);
    const theirReport = confirmer.page.getByTestId('opponent-report');
    await theirReport.waitFor();
    await eventually(() => theirReport.innerText(), 'Prohráli jste 1-2');
    await confirmer.page.getByTestId('report-confirm').click();
    const result = confirmer.page.getByTestId('match-result');
    await result.waitFor();
    await eventually(() => result.innerText(), 'Prohráli jste 1-2');

    // The reporter's page follows (pushed or re-read), and so does the organizer's grid.
    await reporter.page.getByTestId('match-result').waitFor({ timeout: 15_000 });
    await organizer.page
      .locator(`[data-testid="result-row"][data-match-id="${first.id}"][data-status="final"]`)
      .waitFor({ timeout: 15_000 });

    // The organizer enters the other match: its first player wins 2-0.
    await enterResult(organizer.page, second.id, '2-0');
    const otherWinner = byId.get(second.players[0]) as Joined;
    const otherLoser = byId.get(second.players[1]) as Joined;

    // The public standings: four rows, the two winners on top.
    const viewer = await newPage(browser, 'en-US');
    await viewer.page.goto(`${baseUrl()}/events/${event.id}/standings`);
    await viewer.page.getByTestId('standings-row').nth(3).waitFor();
    const names = await viewer.page.getByTestId('standings-name').allInnerTexts();
    expect(names).toHaveLength(4);
    expect(names.slice(0, 2).sort()).toEqual([winner.name, otherWinner.name].sort());
    expect(names.slice(2).sort()).toEqual([loser.name, otherLoser.name].sort());
    await expect(viewer.page.getByTestId('standings-omw').first().innerText()).resolves.toMatch(/^\d+\.\d\d%$/);
    const standings = await api<Standing[]>(`/events/${event.id}/standings`);
    expect(standings.body.map((row) => row.name)).toEqual(names);

    // Round 2: paired after review; the projector lists everyone alphabetically with the table.
    await organizer.page.getByTestId('round-pair').click();
    await organizer.page.getByTestId('round-preview').waitFor();
    await organizer.page.getByTestId('round-publish').click();
    await organizer.page.locator('#round-heading').filter({ hasText: 'Round 2' }).waitFor();
    const round2 = await api<Round>(`/events/${event.id}/rounds/2`);
    expect(round2.body.number).toBe(2);

    const projector = await newPage(browser, 'en-US');
    await projector.page.setViewportSize({ width: 1280, height: 720 });
    await projector.page.goto(`${baseUrl()}/events/${event.id}/projector`);
    await projector.page.getByTestId('projector-line').nth(3).waitFor();
    await eventually(
      () => projector.page.getByTestId('projector-name').allInnerTexts(),
      ['Ana', 'Ben', 'Carla', 'Dario'],
    );
    await eventually(() => projector.page.getByTestId('projector-heading').innerText(), 'Round 2 pairings');

    // The organizer enters round 2, then cuts to the top 4.
    for (const match of round2.body.matches.filter((m) => !m.bye)) await enterResult(organizer.page, match.id, '2-1');
    await organizer.page.getByTestId('top-cut-size').selectOption('4');
    await organizer.page.getByTestId('top-cut-create').click();
    const bracket = organizer.page.getByTestId('top-cut-bracket');
    await bracket.waitFor();
    await eventually(() => bracket.getByTestId('result-row').count(), 2);
    const cut = await api<{ size: number; matches: { seeds: number[] }[] }>(`/events/${event.id}/top-cut`);
    expect(cut.body.size).toBe(4);
    expect(cut.body.matches.map((match) => match.seeds.join('v')).sort()).toEqual(['1v4', '2v3']);

    for (const page of [organizer, reporter, confirmer, viewer, projector]) await page.context.close();
    expect(consoleErrors).toEqual([]);
  });
  it.each([
    ['destiny', 'destiny-standard', 'bo1', '1-0'],
    ['swtcg', 'swtcg-constructed', 'bo3', '2-0'],
    ['dbg', 'dbg-standard', 'bo1', '1-0'],
  ])('runs a %s round in the browser with its own result buttons', async (game, format, matchFormat, score) => {
    const created = await api<Created>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({ name: `${game} night`, game, format, settings: { matchFormat } }),
    });
    const event = created.body;
    for (const name of ['Ana', 'Ben', 'Cy', 'Dee']) {
      await api<Joined>(`/events/${event.id}/players`, undefined, {
        method: 'POST',
        body: JSON.stringify({ name, joinCode: event.joinCode }),
      });
    }
    const organizer = await newPage(browser, 'es-ES', { [`cantina.organizer.${event.id}`]: event.organizerToken });
    await organizer.page.goto(`${baseUrl()}/events/${event.id}/rounds`);
    await organizer.page.getByTestId('round-pair').click();
    await organizer.page.getByTestId('round-preview').waitFor();
    await organizer.page.getByTestId('round-publish').click();
    await organizer.page.getByTestId('result-row').nth(1).waitFor();
    const round = await api<Round>(`/events/${event.id}/rounds/1`);
    for (const match of round.body.matches.filter((m) => !m.bye)) await enterResult(organizer.page, match.id, score);
    const table = await api<Standing[]>(`/events/${event.id}/standings`);
    expect(table.body.map((row) => row.matchWins)).toEqual([1, 1, 0, 0]);
    await expect(organizer.page.locator('main').innerText()).resolves.not.toMatch(RAW_KEY);
    await organizer.context.close();
    expect(consoleErrors).toEqual([]);
  });
});
