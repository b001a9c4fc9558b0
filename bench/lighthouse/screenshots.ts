/**
 * Screenshots at 390 px of the Lighthouse pages, to compare a change to how the first screen is
 * styled before and after: the same compiled server and demo data as run.ts.
 *
 *   npm run build && node --import tsx bench/lighthouse/screenshots.ts OUT_DIR [--first-paint]
 *
 * With --first-paint the full stylesheets and the scripts are refused, so the pictures show the
 * server's HTML with only the first-screen CSS inlined in it (decision 013): what a phone paints
 * before they arrive.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { cleanup, logIn, startServer } from './server.ts';

const out = path.resolve(process.argv[2] ?? 'screenshots');
mkdirSync(out, { recursive: true });
try {
  const base = await startServer();
  const cookie = await logIn(base);
  const membersHtml = await (await fetch(`${base}/members`)).text();
  const memberId = /href="\/members\/(\d+)"/.exec(membersHtml)?.[1];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const pages: [string, string, string | null][] = [
    ['home', '/', null],
    ['members', '/members', null],
    ['member', `/members/${memberId}`, null],
    ['chats', '/chats', cookie],
  ];
  for (const [name, urlPath, withCookie] of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    if (withCookie) {
      const [k, v] = withCookie.split('=');
      await context.addCookies([{ name: k!, value: v!, url: base }]);
    }
    const page = await context.newPage();
    const firstPaint = process.argv.includes('--first-paint');
    if (firstPaint) await page.route(/\/assets\/.*\.(css|js)$/, (route) => route.abort());
    await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' });
    if (!firstPaint) await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
    writeFileSync(
      path.join(out, `${name}.html`),
      await (await fetch(`${base}${urlPath}`, { headers: withCookie ? { cookie: withCookie } : {} })).text(),
    );
    await context.close();
  }
  await browser.close();
} finally {
  await cleanup();
}
