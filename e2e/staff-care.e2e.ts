import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, scaled } from './support/browser.ts';
import { setupLinkOf, signUpOn, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Member care: a support staff member logs in with TOTP, finds a member by e-mail
 * address, takes credits with a reason, and the member's open tab shows the new balance; after a
 * bounce the member page says why mail is off and support turns it back on. An admin
 * makes a discount code and a batch of invitation codes. The compiled server in production mode
 * with its own database (staff are made with `admin.js`, which needs the database to itself).
 */
const MAIL_EVENTS_SECRET = 'e2e-staff-care-mail-events-0123';

describe('staff console: member care and codes', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let base: string;
  const links: Record<string, string> = {};

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'staff-care',
      env: { MAIL_EVENTS_SECRET },
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-care.example', '--name', 'Klik');
        links.support = setupLinkOf(
          admin('staff', 'create', '--email', 'sara@klik-care.example', '--role', 'support', '--name', 'Sara Support'),
        );
        links.admin = setupLinkOf(
          admin('staff', 'create', '--email', 'anna@klik-care.example', '--role', 'admin', '--name', 'Anna Admin'),
        );
      },
    });
    ({ base } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  const signUp = (email: string, name: string) => signUpOn(site, { email, name });

  const staffLogin = (page: Page, link: string, email: string) => setUpAndLogIn(page, base, link, email);

  async function memberTab(cookie: string): Promise<{ context: BrowserContext; page: Page }> {
    const v = await browser.newVisitor({ width: 1280, height: 800 });
    await v.context.addCookies([
      { name: 'klik_session', value: cookie, url: base, httpOnly: true, sameSite: 'Lax' },
      { name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: base },
    ]);
    await v.context.addInitScript(() => window.localStorage.setItem('klik.entryWarning.skipped', String(Date.now())));
    return v;
  }

  it('support finds a member by e-mail, takes credits with a reason, and the member’s open tab shows the balance', async () => {
    const email = `fenna.${Date.now()}@example.nl`;
    const cookie = await signUp(email, 'Fenna');
    const member = await memberTab(cookie);
    // The member has their balance open: the 20 signup credits.
    await member.page.goto(`${base}/credits`);
    const balance = member.page.getByTestId('credits-balance');
    expect(await balance.textContent()).toBe('20 credits');

    const { context, page } = await browser.newVisitor({ width: 1280, height: 900 });
    await staffLogin(page, links.support!, 'sara@klik-care.example');
    const nav = page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overzicht', 'Leden']);
    await nav.getByRole('link', { name: 'Leden' }).click();
    await page.getByLabel('E-mailadres, naam, lidnummer of IBAN').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByText('Gezocht op e-mailadres · 1 lid gevonden').waitFor();
    await page.getByRole('link', { name: 'Fenna' }).click();
    await page.getByRole('heading', { level: 1, name: /Fenna/ }).waitFor();
    expect(await page.getByTestId('care-credits').textContent()).toBe('20');
    // Stored values in words, as the console's language says them.
    const profile = await page.getByRole('region', { name: 'Profiel' }).innerText();
    expect(profile).toContain('Vrouw');
    expect(profile).toContain('20 juli 1991');
    expect(profile).not.toContain('female');
    expect(await page.locator('section[aria-labelledby="care-account"]').innerText()).toContain('Nederlands');
    // Support may not suspend or ban: the page leaves it out (the server refuses it too).
    expect(await page.getByRole('button', { name: 'Schorsen', exact: true }).count()).toBe(0);

    // A reason is required.
    await page.getByLabel('Aantal (negatief om af te nemen)').fill('-15');
    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await page.getByText('Vul een reden in.').waitFor();
    // Not below zero: the server's message.
    await page.getByLabel('Aantal (negatief om af te nemen)').fill('-25');
    await page.getByLabel('Reden', { exact: true }).fill('Dubbele aanmeldbonus teruggedraaid');
    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await page.getByText('Zoveel credits kun je niet afnemen: het saldo is 20.').first().waitFor();
    await page.getByLabel('Aantal (negatief om af te nemen)').fill('-15');
    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await page.getByText('Credits aangepast: het saldo is nu 5.').waitFor();
    await page.getByTestId('care-credits').getByText('5', { exact: true }).waitFor();
    const ledger = page.getByRole('region', { name: 'Credits: mutaties' });
    expect(await ledger.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      expect.any(String),
      'Correctie medewerker',
      '-15',
      '5',
      'Dubbele aanmeldbonus teruggedraaid',
    ]);
    const audit = page.getByRole('region', { name: 'Acties van medewerkers' });
    expect(await audit.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('Sara Support');
    expect(await audit.locator('tbody tr').first().locator('span[title]').getAttribute('title')).toBe('member.credits');
    expect(await audit.locator('tbody tr').first().locator('span[title]').textContent()).toBe('Credits aangepast');

    // "I never get your mails": the provider reports a hard bounce; the member page says why, and support turns mail back on.
    const bounce = await fetch(`${base}/api/mail-events.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${MAIL_EVENTS_SECRET}` },
      body: JSON.stringify({ events: [{ type: 'bounce', email, detail: '550 5.1.1 User unknown' }] }),
    });
    expect(await bounce.json()).toEqual({ processed: 1 });
    await page.reload();
    const notifications = page.getByRole('region', { name: 'Meldingen: e-mail en push' });
    await notifications
      .getByText('Het adres bestaat niet of weigert mail (bounce). Er gaan geen e-mailmeldingen meer naartoe.')
      .waitFor();
    await notifications.getByText('Provider: 550 5.1.1 User unknown').waitFor();
    await notifications.getByText(new RegExp(`· over ${email.replace(/[.]/g, '\\.')}$`)).waitFor();
    await notifications.getByText('Geen apparaten met pushmeldingen.').waitFor();
    // Marketing is off until the member opts in (the default).
    await notifications.getByText('Staat uit: Aanbiedingen (e-mail, push), Nieuws (e-mail)').waitFor();
    await page.screenshot({ path: screenshotPath('staff-console', 'member.png'), fullPage: true });
    await notifications.getByRole('button', { name: 'E-mailmeldingen weer aanzetten' }).click();
    await notifications.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByText('E-mailmeldingen staan weer aan: 1 reden gewist.').waitFor();
    await notifications
      .getByText(`Geen bounce, spamklacht of afmelding bekend: e-mailmeldingen gaan naar ${email}.`)
      .waitFor();
    expect(await audit.locator('tbody tr').first().locator('span[title]').getAttribute('title')).toBe(
      'member.notifications_reenable',
    );

    // The member's open tab learns the balance from the credits event, without a reload by the member.
    await balance.getByText('5 credits', { exact: true }).waitFor({ timeout: scaled(10_000) });
    await member.context.close();
    await context.close();
  });

  it('an admin makes a discount code and a batch of invitation codes', async () => {
    const { context, page } = await browser.newVisitor({ width: 1280, height: 900 });
    await staffLogin(page, links.admin!, 'anna@klik-care.example');
    await page
      .getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' })
      .getByRole('link', { name: 'Codes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Codes' }).waitFor();
    await page.getByText('Deze site heeft nog geen kortingscodes.').waitFor();
    await page.getByLabel('Code', { exact: true }).fill('TIMEBONUS25');
    await page.getByLabel('Korting (%)').fill('20');
    await page.getByRole('button', { name: 'Code aanmaken' }).click();
    await page
      .getByText('Deze code is voorbehouden aan de tijdbonus en welkomstcodes. Kies een andere.')
      .first()
      .waitFor();
    await page.getByLabel('Code', { exact: true }).fill('zomer20');
    await page.getByLabel('Minimale bestelwaarde').fill('19,95');
    await page.getByLabel('iDEAL').check();
    await page.getByRole('button', { name: 'Code aanmaken' }).click();
    await page.getByText('Kortingscode ZOMER20 is aangemaakt.').waitFor();
    const row = page.getByRole('row', { name: /ZOMER20/ });
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['20%', 'iDEAL', 'Eén keer per lid', '0 betaald · 0 open']),
    );

    await page.getByLabel('Aantal codes').fill('3');
    await page.getByRole('button', { name: 'Codes aanmaken' }).click();
    await page.getByText('3 uitnodigingscodes aangemaakt.').waitFor();
    const invites = page.getByRole('region', { name: 'Uitnodigingscodes' });
    expect(await invites.locator('tbody tr').count()).toBe(3);
    expect(await invites.getByText('Nog niet gebruikt').count()).toBe(3);
    const csvHref = await page.getByRole('link', { name: 'CSV downloaden' }).first().getAttribute('href');
    const csv = await page.request.get(`${base}${csvHref}`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(4);
    await page.screenshot({ path: screenshotPath('staff-console', 'codes.png'), fullPage: true });
    await context.close();
  });
});
