import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** localStorage entries the device already holds (the tokens a phone remembers). */
  storage?: Record<string, string>;
  acceptDownloads?: boolean;
}

/**
 * A page in a fresh browser context, phone-sized unless told otherwise. Its console errors and page
 * errors are collected in `errors`, which each test expects to stay empty (a CSP violation, a failed
 * request or an exception fails the test).
 */
export async function openPage(
  browser: Browser,
  locale: string,
  errors: string[],
  options: PageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale,
    viewport: options.viewport ?? { width: 390, height: 844 },
    acceptDownloads: options.acceptDownloads ?? false,
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page };
}

/** The REST API as any client calls it: JSON in and out, an optional bearer token. */
export async function api<T>(
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}
