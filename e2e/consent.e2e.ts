import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, formatAxe } from './support/accessibility.ts';
import { useBrowser } from './support/browser.ts';

/**
 * Decision 055 in the browser, on a phone (390 px): a campaign landing asks for the campaign cookie
 * in a banner fixed at the bottom; refusing leaves no `klik_ft` in the browser's cookie jar,
 * accepting puts it there; both answers are reached with the keyboard; the cookie page changes it.
 */
const b = useBrowser();

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

describe('the campaign cookie’s banner (decision 055)', () => {
  it('is shown on a campaign landing, and refusing sets no campaign cookie, now or on later landings', async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/landers/video/zomer?network=e2e-net&sub1=s1');
    const banner = page.getByRole('region', { name: 'Cookie voor campagnes' });
    await banner.waitFor();
    // Fixed at the bottom of the phone's screen, within it, pushing nothing.
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(box.width).toBe(390);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // Both answers alike, and the policy a tap away.
    const accept = banner.getByRole('button', { name: 'Accepteren' });
    const refuse = banner.getByRole('button', { name: 'Weigeren' });
    expect(await accept.getAttribute('class')).toBe(await refuse.getAttribute('class'));
    expect(await banner.getByRole('link', { name: 'Cookiebeleid' }).getAttribute('href')).toBe('/pages/cookies');
    expect(await cookie(context, 'klik_ft')).toBeUndefined();
    // Nothing axe would have fixed (contrast of the link and buttons, names, landmarks).
    const findings = await axeFindings(page, 'consent-banner');
    expect(findings, formatAxe(findings)).toEqual([]);

    await refuse.click();
    await banner.waitFor({ state: 'detached' });
    expect((await cookie(context, 'klik_consent'))?.value).toBe('no');
    expect(await cookie(context, 'klik_ft')).toBeUndefined();
    // Nor is the campaign put anywhere else on the device: the page keeps it in memory (decision 055).
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((store) =>
        Object.keys(store).map((key) => `${key}=${store.getItem(key)}`),
      ),
    );
    expect(stored.filter((entry) => /tracking|e2e-net|s1/.test(entry))).toEqual([]);
    // A later campaign landing neither asks again nor sets it.
    await page.goto('/?network=other');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Cookie voor campagnes' }).count()).toBe(0);
    expect(await cookie(context, 'klik_ft')).toBeUndefined();
    await context.close();
  });

  it('accepting with the keyboard puts the signed campaign cookie in the jar; the cookie page withdraws it', async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/landers/video/zomer?network=e2e-net&sub1=s1');
    const banner = page.getByRole('region', { name: 'Cookie voor campagnes' });
    await banner.waitFor();
    // First in the tab order: the first Tab reaches the policy link, then Accepteren.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookiebeleid');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accepteren');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    const touch = await cookie(context, 'klik_ft');
    expect(touch?.httpOnly).toBe(true);
    expect((await cookie(context, 'klik_consent'))?.value).toBe('yes');

    // The choice can be changed on the cookie page, as easily: Weigeren removes the campaign cookie.
    await page.goto('/pages/cookies');
    await page.getByText('Je hebt het campagnecookie geaccepteerd.').waitFor();
    const findings = await axeFindings(page, 'cookie-page-choice');
    expect(findings, formatAxe(findings)).toEqual([]);
    await page.getByRole('button', { name: 'Weigeren' }).click();
    await page.getByText('Je hebt het campagnecookie geweigerd.').waitFor();
    expect(await cookie(context, 'klik_ft')).toBeUndefined();
    expect((await cookie(context, 'klik_consent'))?.value).toBe('no');
    await context.close();
  });
});
