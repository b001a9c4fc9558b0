import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { ENTRY_WARNING_COOKIE } from '../../common/rules/entry-warning.ts';

/** Debian's Chromium, headless, as root: flags from the machine notes (no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * After goto(), reload() and waitForURL() of one of our pages, waits until React has hydrated it (the root sets
 * html[data-hydrated]): a click on a server-rendered button before that does nothing, which made
 * tests flaky on slower machines.
 */
function waitForHydrationOnLoad(page: Page) {
  const settle = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html')) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  // A click that ends in a full page load (a redirect back from the sandbox checkout, a mailed
  // link) lands on a page that is not interactive yet: under load the next click went nowhere and
  // the test timed out. After waitForURL, one of our pages is awaited until it has hydrated (at
  // once after a client-side navigation, where the mark stays).
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    const ours = await page.evaluate(() => '__reactRouterContext' in window || document.querySelector('script[type="module"]') !== null).catch(() => false);
    if (ours) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  };
}

/** One browser per test file; each test opens its own context (a fresh visitor). */
export function useBrowser() {
  const state = { browser: undefined as unknown as Browser, baseUrl: inject('baseUrl') };
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    async newVisitor(options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await state.browser.newContext({
        baseURL: state.baseUrl,
        viewport: { width: options.width ?? 390, height: options.height ?? 844 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        locale: 'nl-NL',
      });
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
      return { context, page };
    },
    /**
     * A visitor who has already confirmed the entry warning, for tests about something else: the
     * cookie the server decides by (so the warning is not in the HTML), and the stored timestamp.
     */
    async newAdultVisitor(options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}) {
      const v = await this.newVisitor(options);
      await v.context.addCookies([{ name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: state.baseUrl }]);
      await v.context.addInitScript(() => window.localStorage.setItem('klik.entryWarning.skipped', String(Date.now())));
      return v;
    },
  };
}
