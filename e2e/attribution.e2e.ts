import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember } from './support/members.ts';
import { logInDemoStaff } from './support/staff.ts';

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

/** Logs the demo admin in through /dev/staff's password and current code; returns the page at /staff. */
async function adminLogin(width: number) {
  const { context, page } = await b.newVisitor({ width, height: 860 });
  await logInDemoStaff(page, 'beheer@klik.local');
  return { context, page };
}

describe('postbacks in the staff console (decision 051)', () => {
  it('the demo admin sets a network’s postback URL on /staff/postbacks, and on a phone makes a short link, sees its URL once, opens it and ends it', async () => {
    const { context, page } = await adminLogin(1280);
    await page.getByRole('link', { name: 'Postbacks' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Postbacks' }).waitFor();
    await page.getByRole('textbox', { name: 'Netwerk', exact: true }).fill('e2e-net');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://net.example/pb?c={sub1}&e={event}');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen.').waitFor();
    await page.getByText('https://net.example/pb?c={sub1}&e={event}').waitFor();
    await page.getByRole('button', { name: 'Postback van e2e-net verwijderen' }).click();
    await page.getByText('https://net.example/pb?c={sub1}&e={event}').waitFor({ state: 'detached' });

    // Short links, on a phone (one login: a second one within the same 30 s would reuse the code).
    await page.setViewportSize({ width: 390, height: 860 });
    await page.getByRole('heading', { level: 2, name: 'Korte links' }).waitFor();
    // A link that would leave the site is refused with the reason.
    await page.getByRole('textbox', { name: 'Pagina', exact: true }).fill('//evil.example/x');
    await page.getByRole('button', { name: 'Link maken' }).click();
    await page.getByText('Niet gemaakt: de pagina moet een pad van deze site zijn').waitFor();
    await page.getByRole('textbox', { name: 'Pagina', exact: true }).fill('/?e2e=1');
    await page.getByRole('textbox', { name: 'network', exact: true }).fill('e2e-link');
    await page.getByRole('textbox', { name: 'sub1', exact: true }).fill('nov');
    await page.getByRole('button', { name: 'Link maken' }).click();
    await page.getByText('Link gemaakt. Kopieer hem nu').waitFor();
    const url = await page.getByRole('textbox', { name: 'De nieuwe korte link', exact: true }).inputValue();
    expect(url).toMatch(/\/[A-Za-z0-9_-]{43}$/);
    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const visitor = await context.newPage();
    await visitor.goto(new URL(url).pathname);
    expect(new URL(visitor.url()).search).toBe('?e2e=1&network=e2e-link&sub1=nov');
    await page.getByRole('button', { name: 'Beëindig de korte link naar /?e2e=1 nu' }).click();
    await page.getByText('Beëindigd').first().waitFor();
    const ended = await visitor.goto(new URL(url).pathname);
    expect(ended?.status()).toBe(410);
    await context.close();
  });
});
