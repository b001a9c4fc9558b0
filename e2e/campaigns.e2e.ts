import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Decision 052 in the console at 390 px: an admin composes a campaign, counts the group, previews
 * the mail, sends a test to herself, schedules it in home time and cancels it. Production mode, as
 * the other console tests (the shared e2e server runs in test mode).
 */
describe('campaigns in the console', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let adminLink = '';

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'campaigns',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-campaigns.example', '--name', 'Klik');
        adminLink = setupLinkOf(
          admin('staff', 'create', '--email', 'bea@klik-campaigns.example', '--role', 'admin', '--name', 'Bea'),
        );
      },
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('composes, previews, test-sends, schedules and cancels a campaign on a phone', async () => {
    const { page } = await browser.newVisitor({ width: 390, height: 844 });
    await setUpAndLogIn(page, site.base, adminLink, 'bea@klik-campaigns.example');
    await page.goto(`${site.base}/staff/campaigns`);
    await page.getByRole('heading', { level: 1, name: 'Campagnes' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    await page.getByLabel('Soort').selectOption('promotions');
    await page.getByLabel('Onderwerp').fill('Deze week dubbele credits');
    await page.getByLabel('Tekst').fill('Alleen deze week: [dubbele credits](/credits).\n\nTot snel!');
    await page.getByLabel('Landen (bijv. NL, BE; leeg: alle)').fill('NL');
    await page.getByRole('button', { name: 'Tel de groep' }).click();
    await page.getByText('Deze groep telt nu 0 leden.').waitFor();

    await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click();
    const frame = page.frameLocator('iframe[title="Voorbeeld van de mail"]');
    await frame.getByRole('link', { name: 'dubbele credits' }).waitFor();

    await page.getByRole('button', { name: 'Stuur een test naar mij' }).click();
    await page.getByText('De test is naar je eigen adres gestuurd.').waitFor();
    await expect
      .poll(() => site.smtp.mails.filter((m) => m.to.includes('bea@klik-campaigns.example')).map((m) => m.subject))
      .toContain('Deze week dubbele credits');

    // The same campaign by push too (decision 052): its short title and text.
    await page.getByLabel('Titel van de push').fill('Dubbele credits');
    await page.getByLabel('Pushbericht').fill('Alleen deze week: koop credits en krijg er evenveel bij.');
    await page.getByLabel('Versturen op (Nederlandse tijd; leeg: nu)').fill('2030-01-05T10:30');
    await page.getByRole('button', { name: 'Inplannen' }).click();
    await page.getByText('De campagne is ingepland.').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Deze week dubbele credits' });
    await card.getByText('Ingepland').waitFor();
    await card.getByText('0 per push', { exact: false }).waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('staff-console', 'campaigns.png'), fullPage: true });

    await card.getByRole('button', { name: 'Campagne Deze week dubbele credits annuleren' }).click();
    await card.getByText('Geannuleerd').waitFor();
  });
});
