import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { screenshotPath } from './support/screenshots.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';

/**
 * "must show": an admin makes a second site in the console, gives it a domain, a colour, a bundle
 * in another currency, company details and German as its language; a request with that Host then
 * shows its name, colour, price and company details, and the first site is unchanged. Production
 * mode (the company details gate payments there), Mollie in test mode (nothing is charged; the price
 * list needs no call to Mollie). `zweite.localhost` reaches this machine: Chromium resolves every
 * *.localhost name to the loopback address.
 */
describe('sites from the console', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let base: string;
  let port: string;
  let adminLink = '';

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'site-admin',
      env: { PAYMENTS: 'on', MOLLIE_API_KEY: `test_${'e2esiteadmin'.repeat(3)}`, MOLLIE_TEST_MODE: '1' },
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-sites.example', '--name', 'Klik');
        adminLink = setupLinkOf(
          admin('staff', 'create', '--email', 'anna@klik-sites.example', '--role', 'admin', '--name', 'Anna Admin'),
        );
      },
    });
    ({ base } = site);
    port = new URL(base).port;
  });

  afterAll(async () => {
    await site?.close();
  });

  /** A visitor of one of the sites, past the entry warning. */
  async function visit(page: Page, origin: string, path: string) {
    await page.context().addCookies([{ name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: origin }]);
    await page.goto(`${origin}${path}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  }

  const primaryOf = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim());

  it('a second site with its own domain, colour, bundle price in francs, company and language; the first is unchanged', async () => {
    const { context, page } = await browser.newVisitor({ width: 1280, height: 900 });
    await setUpAndLogIn(page, base, adminLink, 'anna@klik-sites.example');
    await page.goto(`${base}/staff/sites`);
    await page.getByRole('heading', { level: 1, name: 'Sites' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    // The new site: a taken domain is named under the field first.
    await page.getByText('Nieuwe site').click();
    await page.getByLabel('Hoofddomein').fill('klik-sites.example');
    await page.locator('#new-site-name').fill('Zweite');
    await page.locator('#new-site-language').selectOption('de');
    await page.locator('#new-site-countries').fill('CH');
    await page.getByRole('button', { name: 'Site aanmaken' }).click();
    await page.getByText('klik-sites.example hoort al bij een andere site.').waitFor();
    await page.getByLabel('Hoofddomein').fill('zweite.localhost');
    await page.getByRole('button', { name: 'Site aanmaken' }).click();
    await page.waitForURL(/\/staff\/sites\?id=\d+$/);
    await expect.poll(() => page.locator('#site-config-name').inputValue()).toBe('Zweite');
    const id = new URL(page.url()).searchParams.get('id')!;
    // Without company details it sells nothing in production, and the console says what is missing.
    await page.getByTestId('company-missing').waitFor();

    const company = page.getByRole('region', { name: 'Bedrijfsgegevens' });
    await company.getByLabel('Bedrijfsnaam').fill('Zweite Media GmbH');
    await company.getByLabel('Adres', { exact: true }).fill('Bahnhofstrasse 1');
    await company.getByLabel('Plaats').fill('Zürich');
    await company.getByLabel('Land', { exact: true }).fill('Zwitserland');
    await company.getByLabel('KvK-nummer').fill('CHE-123.456.789');
    await company.getByLabel('Btw-nummers').fill('CHE-123.456.789-MWST');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen. De site toont de wijziging meteen.' }).waitFor();
    await expect.poll(() => page.getByTestId('company-missing').count()).toBe(0);

    // Theme: a colour too faint is refused with its measured ratio; a readable one is saved.
    await page.getByRole('link', { name: 'Thema' }).click();
    await page.waitForURL(new RegExp(`/staff/sites\\?id=${id}&tab=theme$`));
    await page.getByLabel('Hoofdkleur', { exact: true }).fill('#ffc0cb');
    await page.getByText('Te weinig contrast: 1,5:1 tegen wit, minstens 3:1 nodig.').waitFor();
    await page.getByRole('button', { name: 'Kleuren opslaan' }).click();
    await page
      .getByText('Te weinig contrast: 1,5:1 tegen #ffffff, minstens 3:1 is nodig om gezien te worden.')
      .waitFor();
    await page.getByLabel('Hoofdkleur', { exact: true }).fill('#0b6e4f');
    await page.getByRole('button', { name: 'Kleuren opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen. De site toont de wijziging meteen.' }).waitFor();
    await page.screenshot({ path: screenshotPath('staff-console', 'site-theme.png'), fullPage: true });

    // The video landers' video (decision 054): uploaded with its progress, then removed.
    const videoField = page.locator('[data-lander-media="lander_video"]');
    const video = Buffer.alloc(64 * 1024, 0);
    Buffer.from([0, 0, 0, 0x20]).copy(video, 0);
    Buffer.from('ftypisom', 'latin1').copy(video, 4);
    await videoField.getByLabel('Video').setInputFiles({ name: 'film.mp4', mimeType: 'video/mp4', buffer: video });
    await videoField.getByRole('button', { name: 'Uploaden' }).click();
    await videoField.getByRole('status').filter({ hasText: 'Opgeslagen.' }).waitFor();
    expect(await videoField.getByRole('link').getAttribute('href')).toMatch(/^\/site-assets\/video-[0-9a-f]+\.mp4$/);
    // Not a video: the server's text, and nothing stored.
    await videoField
      .getByLabel('Video')
      .setInputFiles({ name: 'nep.mp4', mimeType: 'video/mp4', buffer: Buffer.from('geen video') });
    await videoField.getByRole('button', { name: 'Uploaden' }).click();
    await videoField.getByRole('alert').filter({ hasText: 'Dit is geen MP4- of WebM-video.' }).waitFor();
    await videoField.getByRole('button', { name: 'Verwijderen' }).click();
    await videoField.getByRole('status').filter({ hasText: 'Verwijderd.' }).waitFor();
    await videoField.getByText('Nog niets geüpload.').waitFor();

    // Prices: the first bundle in francs; the "from" price follows.
    await page.getByRole('link', { name: 'Prijzen' }).click();
    await page.waitForURL(new RegExp(`/staff/sites\\?id=${id}&tab=prices$`));
    await page.locator('#b0-price-CH').fill('24,90');
    await page.locator('#b0-bonus').fill('10');
    await page.getByRole('button', { name: 'Prijzen opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen. De site toont de wijziging meteen.' }).waitFor();
    await page.screenshot({ path: screenshotPath('staff-console', 'site-prices.png'), fullPage: true });
    await context.close();

    // The new site, as a visitor of its domain sees it.
    const zweite = `http://zweite.localhost:${port}`;
    const v = await browser.newVisitor({ width: 390, height: 844 });
    await visit(v.page, zweite, '/pricing');
    expect(await v.page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => v.page.title()).toContain('Zweite');
    expect(await primaryOf(v.page)).toBe('#0b6e4f');
    // 50 + 10 credits for CHF 24.90, in the member's (German) notation.
    await v.page
      .getByText(/CHF\s24\.90|24,90\sCHF/)
      .first()
      .waitFor();
    // Outlined buttons too (Bootstrap compiles their colour in): the site's colour, not the default pink.
    expect(
      await v.page
        .getByRole('link', { name: /Werde Premium/ })
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    ).toBe('rgb(11, 110, 79)');
    await v.page.screenshot({ path: screenshotPath('staff-console', 'second-site-pricing.png'), fullPage: true });
    await visit(v.page, zweite, '/');
    await v.page.getByText('Zweite Media GmbH', { exact: false }).first().waitFor();
    await v.page.getByText('Bahnhofstrasse 1', { exact: false }).first().waitFor();
    await v.context.close();

    // The first site is as it was.
    const first = await browser.newVisitor({ width: 390, height: 844 });
    await visit(first.page, base, '/pricing');
    expect(await first.page.locator('html').getAttribute('lang')).toBe('nl');
    await expect.poll(() => first.page.title()).toContain('Klik');
    expect(await primaryOf(first.page)).not.toBe('#0b6e4f');
    expect(await first.page.getByText(/CHF/).count()).toBe(0);
    expect(await first.page.getByText('Zweite Media GmbH').count()).toBe(0);
    await first.context.close();
  });
});
