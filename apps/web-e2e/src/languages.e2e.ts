import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launchChromium } from './support/browser';

/** Text that looks like an untranslated key, e.g. "home.create.title". */
const RAW_KEY = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z-]*(\.[a-zA-Z-]+)+\b/;

describeInBrowser('the web app in Spanish, Czech and English', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['es-ES', 'es'],
    ['cs-CZ', 'cs'],
    ['en-GB', 'en'],
  ])('a browser in %s gets the app in %s, with every string translated', async (locale, lang) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByTestId('create-submit').waitFor();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);
    await context.close();
  });

  it('switches language from the header and remembers the choice', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByTestId('create-submit').waitFor();
    const english = await page.getByTestId('create-submit').innerText();
    await page.getByTestId('lang-select').selectOption('cs');
    await page.waitForFunction(() => document.documentElement.lang === 'cs');
    await page.waitForFunction(
      (en) => document.querySelector('[data-testid="create-submit"]')?.textContent?.trim() !== en.trim(),
      english,
    );
    await page.reload();
    await page.getByTestId('create-submit').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'cs');
    expect(await page.getByTestId('lang-select').inputValue()).toBe('cs');
    await context.close();
  });
});
