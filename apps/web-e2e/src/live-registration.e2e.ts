import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { openPage } from './support/pages';

/** Console errors of every page (a CSP violation, a failed request) fail the test. */
const consoleErrors: string[] = [];

const newPage = (browser: Browser, locale: string) => openPage(browser, locale, consoleErrors);

describeInBrowser('an organizer sees players join live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an event, a player joins from a second browser, and appears on the organizer page without a reload', async () => {
    const organizer = await newPage(browser, 'en-US');
    await organizer.page.goto(baseUrl());
    await organizer.page.getByTestId('create-name').fill('Thursday Sealed');
    await organizer.page.getByTestId('create-game').selectOption('swu');
    await organizer.page.getByTestId('create-format').selectOption('swu-sealed');
    await organizer.page.getByTestId('create-submit').click();
    await organizer.page.waitForURL(/\/events\/[^/]+\/organize$/);

    const codeDisplay = organizer.page.getByTestId('join-code-display');
    await codeDisplay.waitFor();
    const joinCode = (await codeDisplay.textContent())?.trim() ?? '';
    expect(joinCode).toMatch(/^[A-Z2-9]{6}$/);
    await eventually(() => organizer.page.getByTestId('join-qr').count(), 1);
    await eventually(() => organizer.page.getByTestId('player-item').count(), 0);

    const player = await newPage(browser, 'es-ES');
    await player.page.goto(`${baseUrl()}/join/${joinCode}`);
    await player.page.getByTestId('join-name').fill('Marta');
    await player.page.getByTestId('join-submit').click();
    await player.page.waitForURL(/\/events\/[^/]+\/play$/);
    await expect(player.page.getByTestId('player-name').textContent()).resolves.toContain('Marta');

    const item = organizer.page.getByTestId('player-item').filter({ hasText: 'Marta' });
    await item.waitFor({ timeout: 10_000 });
    await eventually(() => organizer.page.getByTestId('player-item').count(), 1);

    await organizer.context.close();
    await player.context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('keeps a player in their seat across a reload (token remembered on the device)', async () => {
    const created = await fetch(`${baseUrl()}/api/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Reload night', game: 'destiny', format: 'destiny-standard' }),
    }).then((r) => r.json());
    const { page, context } = await newPage(browser, 'cs-CZ');
    await page.goto(`${baseUrl()}/join/${created.joinCode}`);
    await page.getByTestId('join-name').fill('Jiří');
    await page.getByTestId('join-submit').click();
    await page.waitForURL(/\/play$/);
    await page.reload();
    await expect(page.getByTestId('player-name').textContent()).resolves.toContain('Jiří');
    await context.close();
  });
});
