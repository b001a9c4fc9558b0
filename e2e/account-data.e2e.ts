import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';

const b = useBrowser();

describe('the member’s data and sessions', () => {
  it('sees two sessions after logging in twice and ends the other; asks for the data export, opens the mailed link and gets the ZIP', async () => {
    const sanne = await createMember({ name: 'Sanne', gender: 'female' });
    // The signup made a session of its own besides the activation link's: end it, so that two browsers make two sessions.
    const setup = await fetch(`${b.baseUrl}/api/sessions.php`, {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        'x-request-type': 'client',
        cookie: `klik_session=${sanne.cookie}`,
      },
      body: JSON.stringify({ others: true }),
    });
    expect(await setup.json()).toEqual({ ended: 1 });
    // Browser one: the session of the activation link.
    const one = await b.newAdultVisitor({ width: 390, height: 844 });
    await logInContext(one.context, sanne.cookie);
    await withoutNewLikeOverlay(one.context, sanne.id);
    // Browser two: logs in with the form.
    const two = await b.newAdultVisitor({ width: 390, height: 844 });
    await two.page.goto('/login');
    await two.page.getByLabel('E-mailadres').fill(sanne.email);
    await two.page.getByLabel('Wachtwoord', { exact: true }).fill(sanne.password);
    await two.page.getByRole('button', { name: 'Inloggen' }).click();
    await two.page.waitForURL('**/members**');
    // A login from a device the account had not seen (the activation was made by a script): a notice.
    const notice = await waitForMail(sanne.email, /nog niet van je kenden/);
    expect(notice.subject).toBe('Nieuwe login op je account bij Klik');

    const { page } = one;
    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Je sessies' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const current = list.locator('[data-session="current"]');
    await expect.poll(() => current.innerText()).toContain('Dit apparaat');
    expect(await current.getByRole('button').count()).toBe(0);
    const other = list.locator('[data-session="other"]');
    await expect.poll(() => other.innerText()).toContain('Chrome');
    await expect.poll(() => other.innerText()).toContain('Laatst actief');
    await other.getByRole('button', { name: /^Uitloggen: .+$/ }).click();
    await page.getByText(/^De sessie op .* is beëindigd\.$/).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByText('Je bent alleen op dit apparaat ingelogd.').waitFor();
    // Browser two is logged out: its open tab goes to the login by itself (the server closed its
    // socket for the ended session), and Settings sends it there too.
    await two.page.waitForURL('**/login**');
    await two.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await two.page.goto('/settings');
    await two.page.waitForURL('**/login**');
    await two.context.close();

    // Download mijn gegevens.
    const section = page.getByRole('region', { name: 'Download mijn gegevens' });
    await section.getByRole('button', { name: 'Download mijn gegevens' }).click();
    await section.getByText('Je aanvraag is ontvangen. We mailen je de link zodra je bestand klaar is.').waitFor();
    // The job (polled by the server every few seconds) makes the file and mails the link.
    const mail = await waitForMail(sanne.email, /data-export\.php/, 40_000);
    expect(mail.subject).toBe('Je gegevens van Klik staan klaar');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(linkIn(mail, '/api/data-export.php')).catch(() => undefined),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const file = await download.path();
    // A ZIP starts with 'PK'.
    expect(readFileSync(file!).subarray(0, 2).toString()).toBe('PK');

    // A second request the same day is refused with the reason.
    await page.goto('/settings');
    await section.getByRole('button', { name: 'Download mijn gegevens' }).click();
    await section
      .getByText(
        'Je hebt de afgelopen 24 uur al je gegevens aangevraagd. Dat kan één keer per 24 uur; probeer het morgen opnieuw.',
      )
      .waitFor();
    await one.context.close();
  }, 120_000);
});
