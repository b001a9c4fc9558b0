import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { ENTRY_WARNING_COOKIE } from '../../common/rules/entry-warning.ts';
import { scaled } from '../../server/test/time-scale.ts';

export { scaled, timeScale } from '../../server/test/time-scale.ts';

/** Playwright's own default (30 s) for a quiet machine; every context gets it scaled to this one. */
const PLAYWRIGHT_DEFAULT_MS = 30_000;

/**
 * Debian's Chromium, headless, as root: flags from the machine notes (no background networking).
 * Every context and page it opens waits as long as this machine needs (server/test/time-scale.ts)
 * for an element, a navigation or an event, instead of Playwright's fixed 30 s.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    timeout: scaled(PLAYWRIGHT_DEFAULT_MS),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(scaled(PLAYWRIGHT_DEFAULT_MS));
    context.setDefaultNavigationTimeout(scaled(PLAYWRIGHT_DEFAULT_MS));
    return context;
  };
  // browser.newPage() opens its own context through the same path as newContext (Playwright's
  // protocol, not the method above), so it gets the limits here.
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(scaled(PLAYWRIGHT_DEFAULT_MS));
    page.context().setDefaultNavigationTimeout(scaled(PLAYWRIGHT_DEFAULT_MS));
    return page;
  };
  return browser;
}

/**
 * After goto(), reload() and waitForURL() of one of our pages, waits until React has hydrated it (the root sets
 * html[data-hydrated]): a click on a server-rendered button before that does nothing, which made
 * tests flaky on slower machines.
 */
function waitForHydrationOnLoad(page: Page) {
  const settle = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html'))
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
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
    const ours = await page
      .evaluate(() => '__reactRouterContext' in window || document.querySelector('script[type="module"]') !== null)
      .catch(() => false);
    if (ours) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  };
}

/**
 * What a page did, kept so that a failed test can say where the page was: its console messages and
 * page errors, and its requests still waiting for an answer (a hang shows as one of them).
 */
function watchForReport(page: Page) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const events: string[] = [];
  const waiting = new Map<object, string>();
  const note = (line: string) => {
    events.push(`${seconds()} s ${line}`);
    if (events.length > 30) events.shift();
  };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => note(`page error: ${e.message.slice(0, 300)}`));
  page.on('request', (r) => waiting.set(r, `${seconds()} s ${r.method()} ${r.url()}`));
  page.on('requestfinished', (r) => waiting.delete(r));
  page.on('requestfailed', (r) => {
    waiting.delete(r);
    note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return async (): Promise<string> => {
    const notices = await page
      .locator('[role=status], [role=alert], .alert')
      .allInnerTexts()
      .catch(() => []);
    return [
      `page ${page.url()} (open ${seconds()} s)`,
      `  notices: ${JSON.stringify(notices.map((n) => n.trim()).filter(Boolean))}`,
      `  requests without an answer: ${waiting.size ? '' : 'none'}`,
      ...[...waiting.values()].map((w) => `    since ${w}`),
      `  console errors and failed requests: ${events.length ? '' : 'none'}`,
      ...events.map((e) => `    ${e}`),
    ].join('\n');
  };
}

/** Reports of the test file's own servers (a production site's log), added to a failure's report. */
const serverReports: (() => string)[] = [];

/** Adds what `report` returns to the report of every test of this file that fails. */
export function reportOnFailure(report: () => string): void {
  serverReports.push(report);
}

/**
 * One browser per test file; each test opens its own context (a fresh visitor). When a test fails,
 * each of its pages is reported (watchForReport): CI keeps only the printed output.
 */
export function useBrowser() {
  const state = { browser: undefined as unknown as Browser, baseUrl: inject('baseUrl') };
  let reports: (() => Promise<string>)[] = [];
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(({ onTestFailed }) => {
    reports = [];
    // Added to the first error, so that it is printed in the summary at the end, which CI keeps.
    onTestFailed(async ({ task }) => {
      const lines = [...(await Promise.all(reports.map((report) => report()))), ...serverReports.map((r) => r())];
      const error = task.result?.errors?.[0];
      if (lines.length && error) error.message += `\n\nWhen the test failed:\n${lines.join('\n')}`;
    });
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    async newVisitor(
      options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await state.browser.newContext({
        baseURL: state.baseUrl,
        viewport: { width: options.width ?? 390, height: options.height ?? 844 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        locale: 'nl-NL',
      });
      context.on('page', (opened) => reports.push(watchForReport(opened)));
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

/**
 * Counts the page's live connections (/api/ws) that have opened, for waitForLiveConnection: the
 * browser's WebSocket, watched from an init script (Playwright's 'websocket' event comes when the
 * socket is created, before the server has it; an event sent in between is lost, and a toast that
 * depends on it never shows). Call before the page loads.
 */
export async function watchLiveConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { klikLiveOpened: number };
    w.klikLiveOpened = 0;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).endsWith('/api/ws')) this.addEventListener('open', () => void (w.klikLiveOpened += 1));
      }
    };
  });
}

/** Waits until the page's live connection is open (at least `count` opens since the page loaded). */
export async function waitForLiveConnection(page: Page, count = 1): Promise<void> {
  await page.waitForFunction(
    (n) => ((window as unknown as { klikLiveOpened?: number }).klikLiveOpened ?? 0) >= n,
    count,
  );
}

/**
 * Two animation frames: what the page does with an event it has already handled is on the screen
 * by then. For a check that something did NOT appear, after waiting for the event that would have
 * caused it (instead of a number of milliseconds).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
