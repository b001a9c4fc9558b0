import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { createMember, logInContext } from './support/members.ts';

const b = useBrowser();

/**
 * A member deletes the account from the settings, declining the retention offer, lands on
 * /account-deleted, is refused at login with the reactivation text, opens the mailed link and logs in.
 */
describe('deleting the account and coming back', () => {
  it('deletes with the offer declined, shows /account-deleted, reactivates by the mailed link and logs in', async () => {
    const member = await createMember({ name: 'Noortje' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, member.cookie);
    await page.goto('/settings');

    const card = page.getByRole('region', { name: 'Account verwijderen' });
    await card.getByRole('button', { name: 'Account verwijderen' }).click();
    // The retention offer first: the company's 50% and the pause; declined.
    await expect.poll(() => card.innerText()).toContain('Blijf je toch? Je krijgt 50% korting');
    await expect.poll(() => card.innerText()).toContain('Even pauze nemen?');
    await card.getByRole('button', { name: 'Nee, verder met verwijderen' }).click();

    // A wrong password is refused with the exact text; the right one deletes.
    await card.getByLabel('Waarom ga je weg? (niet verplicht)').fill('Even geen tijd');
    await card.getByLabel('Je wachtwoord').fill('niet-mijn-wachtwoord');
    await card.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await expect.poll(() => card.getByRole('alert').first().innerText()).toContain('Het wachtwoord klopt niet.');
    await card.getByLabel('Je wachtwoord').fill(member.password);
    await card.getByRole('button', { name: 'Mijn account verwijderen' }).click();

    await page.waitForURL('**/account-deleted');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Je account is verwijderd');
    // The demo site names no partner: no countdown, only the goodbye.
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.locator('#account-menu').count()).toBe(0);

    // Logging in now: not 'Login mislukt', but reactivatable, with the link offered again.
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toContain('Je account is verwijderd, maar je kunt het nog tot');
    await page.getByRole('button', { name: 'Stuur de herstellink opnieuw' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('We hebben je de herstellink opnieuw gemaild.');

    const mail = await waitForMail(member.email, /reactivate\.php\?token=/);
    expect(mail.subject).toBe('Je account bij Klik is verwijderd');
    await page.goto(linkIn(mail, '/api/reactivate.php?token='));
    await page.waitForURL('**/login?reactivated=1');
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('Je account is hersteld. Log in om verder te gaan.');

    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/members**');
    await page.locator('#account-menu').click();
    await expect.poll(() => page.locator('.dropdown-menu.show').innerText()).toContain('Noortje');
    await context.close();
  });
});
