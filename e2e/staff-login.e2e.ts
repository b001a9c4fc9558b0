import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { decodeBase32, totpCode, totpStep } from '../server/modules/staff/secrets.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * "must show": on a fresh production-mode site, `admin.js staff create` prints the setup
 * link; the admin opens it, chooses a password, links the app (the test computes the codes from the
 * key the page shows), sees the recovery codes, logs in with password and code, and reaches the
 * dashboard. The compiled server and CLI, as production runs them; its own server (the shared e2e
 * server runs in test mode, and its PGlite cannot be opened by a second process).
 */
const PASSWORD = 'een-lang-beheer-wachtwoord';

describe('staff console in production mode', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let base: string;
  let annaOut = '';
  let basOut = '';

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'staff-console',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-staff.example', '--name', 'Klik');
        annaOut = admin(
          'staff',
          'create',
          '--email',
          'anna@klik-staff.example',
          '--role',
          'admin',
          '--name',
          'Anna de Vries',
        );
        basOut = admin('staff', 'create', '--email', 'bas@klik-staff.example', '--role', 'admin', '--name', 'Bas');
      },
    });
    ({ base } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** Chooses the password, computes the current code from the key on the page, returns the key and the recovery codes. */
  async function completeSetup(page: Page, link: string) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Account instellen');
    const secret = (await page.locator('#staff-setup-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code is an image the server made (an SVG data URL): no script, no outside service.
    expect(
      await page.getByRole('img', { name: 'QR-code met de sleutel voor je authenticator-app' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep()));
    return secret;
  }

  /** Password, then the next period's code (the setup used the current one; a code counts once). */
  async function logIn(page: Page, email: string, secret: string) {
    await page.goto(`${base}/staff/login`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep() + 1));
  }

  it('the CLI makes the first admin; the setup link, the two-step login and the dashboard work in Chromium', async () => {
    const out = annaOut;
    expect(out).toContain('Staff member 1 (anna@klik-staff.example, admin) created.');
    const link = setupLinkOf(out);
    // Built from PUBLIC_URL, the deployment's own address.
    expect(link.startsWith(`${base}/staff/setup/`)).toBe(true);

    const { context, page } = await browser.newVisitor({ width: 1280, height: 860 });
    const secret = await completeSetup(page, link);
    await page.screenshot({ path: screenshotPath('staff-console', 'setup.png'), fullPage: true });
    await page.getByRole('button', { name: 'Account instellen' }).click();
    await page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
    const codes = await page.getByTestId('staff-recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Used once: the same link now only says it is not valid.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Link niet geldig');
    expect(await page.locator('#staff-setup-secret').count()).toBe(0);

    // Not logged in: the console sends to its login page and back afterwards.
    await page.goto(`${base}/staff/accounts`);
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    await logIn(page, 'anna@klik-staff.example', secret);
    await page.screenshot({ path: screenshotPath('staff-console', 'login.png') });
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${base}/staff`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Welkom, Anna de Vries');
    await expect(page.getByText('Je rol: Beheerder.').count()).resolves.toBe(1);
    const nav = page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Overzicht',
      "Foto's",
      'Meldingen',
      'Bezwaren',
      'Leden',
      'Inbox',
      'Persona’s',
      'Codes',
      'Medewerkers',
      'Transparantie',
      'Auditlog',
      'Sites',
      'Taken',
      'Postbacks',
      'Campagnes',
      'Cijfers',
    ]);
    await page.screenshot({ path: screenshotPath('staff-console', 'dashboard.png') });

    // The cookie: only for /staff, not readable by script, never sent cross-site, only over HTTPS-grade origins.
    const cookie = (await context.cookies(`${base}/staff`)).find((c) => c.name === 'klik_staff');
    expect(cookie).toMatchObject({ path: '/staff', httpOnly: true, sameSite: 'Strict', secure: true });
    // Pages: not indexed, the full CSP with a nonce, never cached.
    const res = await page.request.get(`${base}/staff`);
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

    // The audit log shows the command line's creation, the setup and the login.
    await nav.getByRole('link', { name: 'Auditlog' }).click();
    await page.getByRole('heading', { name: 'Auditlog' }).waitFor();
    // Filtered to what happened to Anna's own account (staff 1): the form puts the filter in the URL.
    await page.getByLabel('Soort object').fill('staff');
    await page.getByLabel('Id van het object').fill('1');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await page.waitForURL(/target_id=1/);
    await page.getByRole('link', { name: 'Filters wissen' }).waitFor();
    const rows = page.locator('tbody tr');
    expect(await rows.locator('td:nth-child(3)').allTextContents()).toEqual([
      'Ingelogd',
      'Account ingesteld',
      'Medewerker aangemaakt',
    ]);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual([
      'Anna de Vries',
      'Anna de Vries',
      'Opdrachtregel',
    ]);
    await page.screenshot({ path: screenshotPath('staff-console', 'audit.png') });

    // Sites: a wrong field is named under it and nothing is saved; the right one is served at once.
    await nav.getByRole('link', { name: 'Sites' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sites' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const siteName = (await (await page.request.get(`${base}/api/settings.php`)).json()).name as string;
    await page.locator('#site-config-name').fill(`${siteName} Nieuw`);
    await page.getByLabel('E-mailadres klantenservice').fill('geen adres');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Eén instelling klopt niet: zie de velden.' }).waitFor();
    expect(await page.locator('#site-config-support_email-error').textContent()).toMatch(/^Deze waarde klopt niet/);
    expect((await (await page.request.get(`${base}/api/settings.php`)).json()).name).toBe(siteName);
    await page.getByLabel('E-mailadres klantenservice').fill('hulp@klik-staff.example');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen. De site toont de wijziging meteen.' }).waitFor();
    expect(await (await page.request.get(`${base}/api/settings.php`)).json()).toMatchObject({
      name: `${siteName} Nieuw`,
      support_email: 'hulp@klik-staff.example',
    });
    await page.screenshot({ path: screenshotPath('staff-console', 'sites.png'), fullPage: true });

    // A second site, from the console: it opens in the form with the defaults.
    await page.getByText('Nieuwe site').click();
    await page.getByLabel('Hoofddomein').fill('Tweede-Staff.example');
    await page.locator('#new-site-name').fill('Tweede');
    await page.locator('#new-site-language').selectOption('de');
    await page.locator('#new-site-countries').fill('DE, AT');
    await page.getByRole('button', { name: 'Site aanmaken' }).click();
    await page.waitForURL(/\/staff\/sites\?id=\d+$/);
    await expect.poll(() => page.locator('#site-config-name').inputValue()).toBe('Tweede');
    expect(await page.locator('#site-domains').inputValue()).toBe('tweede-staff.example');
    expect(await page.locator('#site-config-domain_language').inputValue()).toBe('de');
    await context.close();
  });

  it('an admin adds a moderator in the console; the moderator sees only what the role allows', async () => {
    const out = basOut;
    const { context, page } = await browser.newVisitor({ width: 1280, height: 860 });
    const secret = await completeSetup(page, setupLinkOf(out));
    await page.getByRole('button', { name: 'Account instellen' }).click();
    await page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
    await logIn(page, 'bas@klik-staff.example', secret);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${base}/staff`);

    await page.getByRole('link', { name: 'Medewerkers' }).first().click();
    await page.getByRole('heading', { name: 'Medewerkers', level: 1 }).waitFor();
    await page.getByLabel('E-mailadres').fill('mo@klik-staff.example');
    await page.getByLabel('Naam').fill('Mo Moderator');
    await page.getByLabel('Rol', { exact: true }).selectOption('moderator');
    // Mo works on the first site only (decision 044): none ticked is refused under the field.
    await page.getByLabel('Alleen deze sites:').check();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kies minstens één site, of “Alle sites”.' }).waitFor();
    await page.getByLabel('Klik Nieuw', { exact: true }).check();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const link = await page.getByTestId('staff-setup-link').inputValue();
    expect(link.startsWith(`${base}/staff/setup/`)).toBe(true);
    await expect(page.getByText('Account voor Mo Moderator aangemaakt.', { exact: false }).count()).resolves.toBe(1);
    await expect(
      page
        .getByRole('row', { name: /Mo Moderator/ })
        .getByText('Wacht op instellen')
        .count(),
    ).resolves.toBe(1);
    await expect(
      page
        .getByRole('row', { name: /Mo Moderator/ })
        .getByText('Klik Nieuw', { exact: true })
        .count(),
    ).resolves.toBe(1);
    // Changing them in the row: the second site too, then back to the first alone.
    const editSites = async (site: string, on: boolean, shown: string) => {
      await page.getByRole('button', { name: 'Sites wijzigen van Mo Moderator' }).click();
      const group = page.getByRole('group', { name: 'Sites van Mo Moderator' });
      await group.getByLabel(site, { exact: true }).setChecked(on);
      await group.getByRole('button', { name: 'Sites opslaan' }).click();
      await page.getByText(`Mo Moderator werkt nu op: ${shown}.`).waitFor();
    };
    await editSites('Tweede', true, 'Klik Nieuw, Tweede');
    await editSites('Tweede', false, 'Klik Nieuw');
    await page.screenshot({ path: screenshotPath('staff-console', 'accounts.png'), fullPage: true });
    // A tablet in portrait: the bar wraps, the table scrolls inside its card, nothing leaves the page.
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.screenshot({ path: screenshotPath('staff-console', 'accounts-tablet.png'), fullPage: true });
    await context.close();

    const mo = await browser.newVisitor({ width: 1024, height: 768 });
    const moSecret = await completeSetup(mo.page, link);
    await mo.page.getByRole('button', { name: 'Account instellen' }).click();
    await mo.page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
    await logIn(mo.page, 'mo@klik-staff.example', moSecret);
    await mo.page.getByRole('button', { name: 'Inloggen' }).click();
    await mo.page.waitForURL(`${base}/staff`);
    await expect(mo.page.getByText('Je rol: Moderator.').count()).resolves.toBe(1);
    await expect(mo.page.getByText('Je werkt op: Klik Nieuw.').count()).resolves.toBe(1);
    // The report queue offers no choice of site: Mo works on one (an admin sees both in the filter).
    await mo.page.goto(`${base}/staff/reports`);
    await mo.page.getByRole('heading', { level: 1, name: 'Meldingen' }).waitFor();
    expect(await mo.page.locator('#report-filter-site').count()).toBe(0);
    expect(
      await mo.page
        .getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(['Overzicht', "Foto's", 'Meldingen', 'Bezwaren', 'Leden']);
    // The page of a section the role may not open: 403 inside the console.
    const refused = await mo.page.goto(`${base}/staff/audit`);
    expect(refused?.status()).toBe(403);
    await expect(mo.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Geen toegang');
    // Logging out ends the session: the console asks for the login again.
    await mo.page.goto(`${base}/staff`);
    await mo.page.getByRole('button', { name: 'Uitloggen' }).click();
    await mo.page.waitForURL(/\/staff\/login\?loggedOut=1$/);
    await expect(mo.page.getByText('Je bent uitgelogd.').count()).resolves.toBe(1);
    await mo.page.goto(`${base}/staff`);
    expect(new URL(mo.page.url()).pathname).toBe('/staff/login');
    await mo.context.close();
  });
});
