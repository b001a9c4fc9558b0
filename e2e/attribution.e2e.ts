import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember } from './support/members.ts';

/**
 * Decision 051 in the browser: `?lb` logs page bounces on every layout (a lander, a member's landing
 * page, the default layout), and a landing with a campaign sets the first-touch cookie (with consent).
 */
const b = useBrowser();

/** Hides the page as a tab switch would, and waits for the page-bounce beacon of `path`. */
async function bounceBeacon(page: Page, path: string): Promise<string> {
  const beacon = page.waitForRequest((r) => r.url().includes('/api/page-hidden.php'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const url = new URL((await beacon).url());
  expect(url.searchParams.get('path')).toBe(path);
  return url.pathname;
}

describe('page bounces on every layout (product §2 query lb)', () => {
  it('a lander, a member’s landing page and the home page each send the beacon', async () => {
    const other = await createMember({ name: 'Lotte' });
    for (const path of ['/landers/video/zomer', `/members/${other.id}/landing`, '/']) {
      const { context, page } = await b.newAdultVisitor();
      // The campaign cookie waits for consent (decision 055): this visitor gave it earlier.
      await context.addCookies([{ name: 'klik_consent', value: 'yes', url: b.baseUrl }]);
      await page.goto(`${path}?lb=1&network=e2e-net&sub1=s1`);
      expect(await bounceBeacon(page, path)).toBe('/api/page-hidden.php');
      // The campaign's first touch, httpOnly and signed (decision 051).
      const touch = (await context.cookies()).find((c) => c.name === 'klik_ft');
      expect(touch?.httpOnly).toBe(true);
      await context.close();
    }
  });
});

describe('postbacks in the staff console (decision 051)', () => {
  it('the demo admin sets a network’s postback URL on /staff/postbacks and sees it listed', async () => {
    const { context, page } = await b.newVisitor({ width: 1280, height: 860 });
    const dev = await context.newPage();
    await dev.goto('/dev/staff');
    const password = (
      await dev.locator('tr', { hasText: 'beheer@klik.local' }).locator('td').nth(2).innerText()
    ).trim();
    await page.goto('/staff/login');
    await page.getByLabel('E-mailadres').fill('beheer@klik.local');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
    await dev.reload();
    await page
      .getByLabel('Code uit de app')
      .fill((await dev.locator('[data-email="beheer@klik.local"]').innerText()).trim());
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/staff$/);

    await page.getByRole('link', { name: 'Postbacks' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Postbacks' }).waitFor();
    await page.getByRole('textbox', { name: 'Netwerk', exact: true }).fill('e2e-net');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://net.example/pb?c={sub1}&e={event}');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen.').waitFor();
    await page.getByText('https://net.example/pb?c={sub1}&e={event}').waitFor();
    await page.getByRole('button', { name: 'Postback van e2e-net verwijderen' }).click();
    await page.getByText('https://net.example/pb?c={sub1}&e={event}').waitFor({ state: 'detached' });
    await context.close();
  });
});
