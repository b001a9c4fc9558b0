#!/usr/bin/env node
// Developer tool: `node scripts/screenshot.mjs URL out.png [width] [height]` — a look at a page as a
// member sees it, in Debian's Chromium (the same browser the e2e tests drive).
import { chromium } from 'playwright-core';

const [url = 'http://localhost:3000/', out = '/tmp/page.png', width = '390', height = '844'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
console.log(out);
