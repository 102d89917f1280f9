// Issue 12 item 2: every event setting in the create form, a summary line that follows the inputs,
// settings applied (API and organizer page; the draft seated and timed by them), edited before the
// start and refused after it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

/** What these tests read of the API's answers (the e2e project reads the wire, not the contract lib). */
interface OrganizerEventView {
  id: string;
  set: string | null;
  matchFormat?: string;
  settings: Record<string, unknown> & { packsPerPlayer: number };
}
interface PlayerView {
  deadline: string | null;
}

const SHOTS = join(repoRoot, 'tmp');
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Console errors of every page (a CSP violation, a failed request) fail the test. */
const consoleErrors: string[] = [];

const summaryOf = (page: Page, prefix: string) => page.getByTestId(`${prefix}-summary`).innerText();

describeInBrowser('event settings in the UI', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a draft with every setting, sees them applied, edits them before the start and drafts with them', async () => {
    const { page, context } = await openPage(browser, 'en-US', consoleErrors, { viewport: LAPTOP });
    await page.goto(baseUrl());
    await page.getByTestId('create-name').fill('Every Setting Draft');
    await page.getByTestId('create-game').selectOption('swu');
    await page.getByTestId('create-format').selectOption('swu-draft');
    await page.getByTestId('create-set').locator('option[value="CDA"]').waitFor({ state: 'attached' });
    await eventually(
      () => summaryOf(page, 'create'),
      '8 players → 1 pod of 8, 3 packs, casual timer 90 s, 3 rounds, best of 3, decklists required, no top cut',
    );

    // The summary follows every input.
    await page.getByTestId('create-expected').fill('3');
    await eventually(async () => (await summaryOf(page, 'create')).includes('3 players → 1 pod of 8, 5 bots'), true);
    await page.getByTestId('create-set').selectOption('CDA');
    await page.getByTestId('create-podSize').fill('6');
    await page.getByTestId('create-bots').check();
    await page.getByTestId('create-pickTimer').selectOption('casual');
    await page.getByTestId('create-pickSeconds').fill('75');
    await page.getByTestId('create-packsPerPlayer').fill('2');
    await page.getByTestId('create-rounds').selectOption({ index: 4 });
    await page.getByTestId('create-matchFormat').selectOption('bo1');
    await page.getByTestId('create-roundMinutes').fill('40');
    await page.getByTestId('create-decklists').selectOption('optional');
    await page.getByTestId('create-topCut').selectOption({ index: 1 });
    await page.getByTestId('create-maxPlayers').fill('12');
    await expect(page.getByTestId('create-rounds-hint').innerText()).resolves.toBe('Recommended for 3 players: 2.');
    await eventually(
      () => summaryOf(page, 'create'),
      '3 players → 1 pod of 6, 3 bots, 2 packs, casual timer 75 s, 4 rounds, best of 1, decklists optional, top 4, at most 12 players',
    );
    await page.getByTestId('create-submit').click();
    await page.waitForURL(/\/events\/[^/]+\/organize$/);
    const eventId = /\/events\/([^/]+)\/organize$/.exec(page.url())?.[1] ?? '';
    const token = await page.evaluate((id) => localStorage.getItem(`cantina.organizer.${id}`), eventId);
    if (!token) throw new Error('no organizer token kept');

    // Read back through the API: every setting as chosen.
    const created = await api<OrganizerEventView>(`/events/${eventId}`, token);
    expect(created.body).toMatchObject({ set: 'CDA', matchFormat: 'bo1' });
    expect(created.body.settings).toMatchObject({
      podSize: 6,
      bots: true,
      pickTimer: 'casual',
      pickSeconds: 75,
      packsPerPlayer: 2,
      rounds: 4,
      matchFormat: 'bo1',
      roundMinutes: 40,
      decklists: 'optional',
      topCut: 4,
      maxPlayers: 12,
    });

    // And on the organizer page.
    await eventually(
      () => page.getByTestId('settings-summary-line').innerText(),
      '0 players → 2 packs, casual timer 75 s, 4 rounds, best of 1, decklists optional, top 4, at most 12 players',
    );

    // Three players join; the organizer changes pods and the clock before the start.
    const tokens: string[] = [];
    for (const name of ['Ana', 'Ben', 'Cy']) {
      const joined = await api<{ token: string }>(`/events/${eventId}/players`, token, {
        method: 'POST',
        body: JSON.stringify({ name }),
      });
      expect(joined.status).toBe(201);
      tokens.push(joined.body.token);
    }
    await eventually(() => page.getByTestId('player-item').count(), 3);
    await page.getByTestId('settings-edit').click();
    await page.getByTestId('edit-podSize').fill('4');
    await page.getByTestId('edit-pickSeconds').fill('60');
    await eventually(
      async () =>
        (await summaryOf(page, 'edit')).startsWith('3 players → 1 pod of 4, 1 bot, 2 packs, casual timer 60 s'),
      true,
    );
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-saved').waitFor();
    await eventually(
      () => page.getByTestId('settings-summary-line').innerText(),
      '3 players → 1 pod of 4, 1 bot, 2 packs, casual timer 60 s, 4 rounds, best of 1, decklists optional, top 4, at most 12 players',
    );
    const edited = await api<OrganizerEventView>(`/events/${eventId}`, token);
    expect(edited.body.settings).toMatchObject({ podSize: 4, pickSeconds: 60, bots: true, topCut: 4, rounds: 4 });
    await eventually(
      () => page.getByTestId('start-event').innerText(),
      'Seat 3 players in 1 pod of 4 with 1 bot and start the draft',
    );

    // Started, the draft runs with them: one pod of 4 seats (one a bot) and a 60 s pick clock.
    await page.getByTestId('start-event').click();
    await page.getByTestId('start-confirm').click();
    await page.getByTestId('draft-dashboard').waitFor();
    await eventually(() => page.getByTestId('pod-seat').count(), 4);
    const pods = await api<{ seats: { bot: boolean }[] }[]>(`/events/${eventId}/pods`, token);
    expect(pods.body.map((pod) => pod.seats.filter((seat) => seat.bot).length)).toEqual([1]);
    await eventually(() => page.getByTestId('settings-locked-note').count(), 1);
    const me = await api<PlayerView>(`/events/${eventId}/me`, tokens[0]);
    const left = (Date.parse(me.body.deadline ?? '') - Date.now()) / 1000;
    expect(left).toBeGreaterThan(45);
    expect(left).toBeLessThanOrEqual(61);
    await page.screenshot({ path: join(SHOTS, 'event-settings-organize-1366-en.png'), fullPage: true });
    await context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('refuses an edit once the event has started, with a clear message (phone, Spanish), and shows the forms in es/cs', async () => {
    const created = await api<OrganizerEventView & { organizerToken: string }>('/events', undefined, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Sellado del viernes',
        game: 'swu',
        format: 'swu-sealed',
        settings: { packsPerPlayer: 2 },
      }),
    });
    const { id, organizerToken } = created.body;
    await api(`/events/${id}/players`, organizerToken, { method: 'POST', body: JSON.stringify({ name: 'Marta' }) });

    const { page, context } = await openPage(browser, 'es-ES', consoleErrors, {
      viewport: PHONE,
      storage: { [`cantina.organizer.${id}`]: organizerToken, 'cantina.lang': 'es' },
    });
    await page.goto(`${baseUrl()}/events/${id}/organize`);
    await page.getByTestId('settings-edit').click();
    await page.getByTestId('edit-packsPerPlayer').fill('4');
    await eventually(async () => (await summaryOf(page, 'edit')).includes('4 sobres por jugador'), true);
    await page.getByTestId('edit-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'event-settings-edit-390-es.png'), fullPage: true });

    // Another device starts the event meanwhile: the save is refused and says why.
    expect((await api(`/events/${id}/start`, organizerToken, { method: 'POST', body: '{}' })).status).toBe(200);
    // (The page shows the start first, so the click does not land while the layout moves.)
    await eventually(() => page.getByTestId('event-status').innerText(), 'Construcción de mazos');
    await page.getByTestId('settings-save').click();
    await eventually(
      () => page.getByTestId('settings-locked').innerText(),
      'El evento ha empezado: sus ajustes ya no pueden cambiar.',
    );
    // The browser logs the refused request; that one is expected.
    const refusal = consoleErrors.findIndex((error) => error.includes('409 (Conflict)'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
    const after = await api<OrganizerEventView>(`/events/${id}`, organizerToken);
    expect(after.body.settings.packsPerPlayer).toBe(2);
    await context.close();

    // The create form on a phone in Czech: every draft setting, the summary under it.
    const cs = await openPage(browser, 'cs-CZ', consoleErrors, { viewport: PHONE, storage: { 'cantina.lang': 'cs' } });
    await cs.page.goto(baseUrl());
    await cs.page.getByTestId('create-format').selectOption('swu-draft');
    await cs.page.getByTestId('create-pickSeconds').fill('75');
    await cs.page.getByTestId('create-topCut').selectOption({ index: 1 });
    await eventually(
      async () =>
        (await summaryOf(cs.page, 'create')).includes('8 hráčů → 1 stolu po 8, 3 boostery, volná časomíra 75 s'),
      true,
    );
    const overflow = await cs.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await cs.page.screenshot({ path: join(SHOTS, 'event-settings-create-390-cs.png'), fullPage: true });
    await cs.context.close();
    expect(consoleErrors).toEqual([]);
  });
});
