import { describe, expect, it } from 'vitest';
import { fillSignupFlow } from './support/members.ts';
import { useBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';

const b = useBrowser();

describe('signing up, activating and logging in', () => {
  it('signs up on /signup, opens the mailed activation link, logs out and in, and sees the name in the account menu', async () => {
    const email = `e2e-${Date.now()}@example.nl`;
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/signup');

    await fillSignupFlow(page, {
      gender: 'vrouw',
      seeking: 'Mannen',
      birth: { day: '14', month: '3', year: '1992' },
      name: 'Fleur',
      email,
    });
    await expect.poll(() => page.locator('main').innerText()).toContain(email);

    const mail = await waitForMail(email, /activate\.php\?token=/);
    expect(mail.subject).toContain('Klik');
    await page.goto(linkIn(mail, '/api/activate.php?token='));
    await page.waitForURL('**/activate/done');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/geactiveerd/i);

    // Log out through the account menu.
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${b.baseUrl}/`);
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    expect(await page.locator('#account-menu').count()).toBe(0);

    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('mijn-geheim-123');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/members**');
    await page.locator('#account-menu').click();
    // On a phone the name stands at the top of the opened menu (beside the thumbnail on wider screens).
    await expect.poll(() => page.locator('.dropdown-menu.show').innerText()).toContain('Fleur');
    await expect.poll(() => page.locator('.dropdown-menu.show').innerText()).toContain('Mijn profiel');
    await context.close();
  });

  it("shows the spec's login failure text", async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('niemand@example.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Login mislukt, probeer opnieuw');
    await context.close();
  });
});
