import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled, useBrowser } from './support/browser.ts';
import { setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { fillSignupFlow } from './support/members.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';
import { CONSENT_COOKIE } from '../common/rules/consent.ts';

/**
 * Decision 053 in the browser: a visitor lands on a lander from a network's link, signs up and opens
 * the activation mail; after the roll-up the admin's /staff/numbers counts that signup and its
 * activation under the lander and the network, and an analyst sees the page and nothing else.
 * Production mode, as the other console tests.
 */
describe('the numbers in the console', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let adminLink = '';
  let analystLink = '';

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'numbers',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-numbers.example', '--name', 'Klik');
        adminLink = setupLinkOf(
          admin('staff', 'create', '--email', 'ada@klik-numbers.example', '--role', 'admin', '--name', 'Ada'),
        );
        analystLink = setupLinkOf(
          admin('staff', 'create', '--email', 'nico@klik-numbers.example', '--role', 'analyst', '--name', 'Nico'),
        );
      },
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  /** The campaign row of netA on the video lander, from the page as it is now. */
  async function netARow(page: Page) {
    await page.goto(`${site.base}/staff/numbers`);
    const row = page.locator('[data-testid="numbers-campaigns"] tr[data-network="netA"][data-lander="video"]');
    if ((await row.count()) === 0) return null;
    return (await row.locator('td').allInnerTexts()).map((s) => s.trim());
  }

  it('counts a signup from netA on the video lander for the admin; the analyst sees the page only', async () => {
    // The visitor: from the network's link to the lander, then the signup, then the mail's link.
    const email = `numbers-${Date.now()}@example.nl`;
    const visitor = await browser.newVisitor({ width: 390, height: 844 });
    await visitor.context.addCookies([
      { name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: site.base },
      // The campaign cookie waits for consent (decision 055): this visitor gave it.
      { name: CONSENT_COOKIE, value: 'yes', url: site.base },
    ]);
    const { page } = visitor;
    await page.goto(`${site.base}/landers/video?network=netA&sub1=s1`);
    expect((await visitor.context.cookies(site.base)).some((c) => c.name === 'klik_ft')).toBe(true);
    await page.goto(`${site.base}/signup`);
    await fillSignupFlow(page, {
      gender: 'vrouw',
      seeking: 'Mannen',
      birth: { day: '14', month: '3', year: '1992' },
      name: 'Fleur',
      email,
    });
    let link: string | undefined;
    await expect
      .poll(
        () =>
          (link = site.smtp.mails
            .find((m) => m.to.includes(email))
            ?.links.find((l) => l.includes('/api/activate.php'))),
        { timeout: scaled(15_000) },
      )
      .toBeTruthy();
    // The mail's link, opened as its mail client would (the activation, not the page after it, is what counts here).
    const opened = await fetch(`${site.base}${new URL(link!).pathname}${new URL(link!).search}`, {
      redirect: 'manual',
    });
    expect(opened.headers.get('location')).toMatch(/\/activate\/done/);
    await visitor.context.close();

    // The admin runs the roll-up now (Taken → Nu uitvoeren does the same) and reads the numbers.
    const admin = await browser.newVisitor({ width: 1280, height: 860 });
    await setUpAndLogIn(admin.page, site.base, adminLink, 'ada@klik-numbers.example');
    await admin.page.goto(`${site.base}/staff/numbers`);
    await admin.page.getByRole('heading', { level: 1, name: 'Cijfers' }).waitFor();
    const ran = await admin.page.evaluate(async () => {
      const res = await fetch('/staff/api/jobs/run', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ name: 'numbers.rollup' }),
      });
      return res.status;
    });
    expect(ran).toBe(200);
    // The app process's poll takes the job within seconds.
    await expect.poll(() => netARow(admin.page), { timeout: scaled(30_000), interval: 1_000 }).not.toBeNull();
    // Network, ref, sub1, lander, visitors, signups, activation, first purchases, conversion, median, revenue, messages.
    expect(await netARow(admin.page)).toEqual(['(geen)', 's1', 'video', '1', '1', '100%', '0', '0%', '–', '–', '0']);
    await expect(admin.page.getByTestId('funnel-1').innerText()).resolves.toBe('1');
    await expect(admin.page.getByTestId('funnel-2').innerText()).resolves.toBe('1');
    const csv = await admin.page.evaluate(async () => (await fetch('/staff/api/numbers.csv?table=campaigns')).text());
    expect(csv).toContain('\r\nvideo,netA,,s1,1,1,1,1.0000,0,0.0000,,0\r\n');
    await admin.context.close();

    // The analyst: the page, and in the nav nothing but the overview and the numbers.
    const analyst = await browser.newVisitor({ width: 390, height: 844 });
    await setUpAndLogIn(analyst.page, site.base, analystLink, 'nico@klik-numbers.example');
    const nav = analyst.page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overzicht', 'Cijfers']);
    await nav.getByRole('link', { name: 'Cijfers' }).click();
    await analyst.page.getByRole('heading', { level: 1, name: 'Cijfers' }).waitFor();
    expect(await netARow(analyst.page)).not.toBeNull();
    // A member page is not theirs.
    const refused = await analyst.page.goto(`${site.base}/staff/members`);
    expect(refused?.status()).toBe(403);
    await analyst.context.close();
  });
});
