import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from './support/api-process';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';
import { eventually } from './support/eventually';
import { api, openPage } from './support/pages';

/** Issue 12: the card-set admin page (admin token once per tab, upload, list per game, remove). */
const consoleErrors: string[] = [];
const SHOTS = join(repoRoot, 'tmp');

/** CANTINA_ADMIN_TOKEN when the run sets one, else the token the server generated in its data directory. */
function adminToken(): string {
  const fromEnv = process.env['CANTINA_ADMIN_TOKEN'];
  if (fromEnv) return fromEnv;
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e.jest.config.cts');
  return readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
}

/** A small invented set in Cantina's own format. */
function inventedSet(code: string): string {
  const cards = [1, 2, 3].map((number) => ({
    id: `${code}_${String(number).padStart(3, '0')}`,
    number,
    name: `Counter Droid ${number}`,
    type: 'unit',
    rarity: 'common',
    aspects: ['command'],
    cost: number,
    unique: false,
    arenas: ['ground'],
    traits: ['droid'],
  }));
  return JSON.stringify({ game: 'swu', code, name: 'Invented Counter Set', cards, booster: null });
}

describeInBrowser('card-set admin page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the admin token for the tab, imports an uploaded set, lists it with its card count and removes it', async () => {
    const { page, context } = await openPage(browser, 'en-US', consoleErrors, {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${baseUrl()}/admin/card-sets`);
    await page.getByTestId('sets-swu').waitFor();
    // Without the token, nothing can be imported or removed.
    expect(await page.getByTestId('set-import').isDisabled()).toBe(true);
    expect(await page.getByTestId('remove-set').count()).toBe(0);

    await page.getByTestId('admin-token-input').fill(adminToken());
    await page.getByTestId('admin-token-save').click();
    await page.getByTestId('admin-token-set').waitFor();
    // Kept in this tab's session storage: a reload keeps it.
    await page.reload();
    await page.getByTestId('admin-token-set').waitFor();

    await page.getByTestId('set-file').setInputFiles({
      name: 'counter-set.json',
      mimeType: 'application/json',
      buffer: Buffer.from(inventedSet('CTR')),
    });
    await expect(page.getByTestId('set-file-name').textContent()).resolves.toContain('counter-set.json');
    await page.getByTestId('set-import').click();
    await expect(page.getByTestId('set-imported').textContent()).resolves.toContain('CTR');
    const row = page.getByTestId('sets-swu').locator('[data-code="CTR"]');
    await row.waitFor();
    await expect(row.getByTestId('card-set-count').textContent()).resolves.toContain('3 cards');
    const listed = await api<{ code: string; cards: number }[]>('/card-sets?game=swu');
    expect(listed.body.find((s) => s.code === 'CTR')?.cards).toBe(3);

    // A file that is not JSON is refused on the page, nothing sent.
    await page.getByTestId('set-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"game": "swu", '),
    });
    await page.getByTestId('set-import').click();
    await page.getByTestId('set-file-problem').waitFor();

    // Remove asks first; "Keep" keeps it.
    await row.getByTestId('remove-set').click();
    await row.getByTestId('remove-cancel').click();
    expect(await row.count()).toBe(1);
    await row.getByTestId('remove-set').click();

    for (const [locale, lang] of [
      ['es-ES', 'es'],
      ['cs-CZ', 'cs'],
    ] as const) {
      const shot = await openPage(browser, locale, consoleErrors, { viewport: { width: 390, height: 844 } });
      await shot.page.goto(`${baseUrl()}/admin/card-sets`);
      await shot.page.getByTestId('admin-token-input').fill(adminToken());
      await shot.page.getByTestId('admin-token-save').click();
      const shotRow = shot.page.getByTestId('sets-swu').locator('[data-code="CTR"]');
      await shotRow.getByTestId('remove-set').click();
      await shot.page.screenshot({ path: join(SHOTS, `card-set-admin-390-${lang}.png`), fullPage: true });
      const overflow = await shot.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot.context.close();
    }

    await row.getByTestId('remove-confirm').click();
    await eventually(() => row.count(), 0);
    await expect(page.getByTestId('set-removed').textContent()).resolves.toContain('CTR');
    const after = await api<{ code: string }[]>('/card-sets?game=swu');
    expect(after.body.some((s) => s.code === 'CTR')).toBe(false);
    await context.close();
    expect(consoleErrors).toEqual([]);
  });
});
