import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { createMember, logInContext, withoutNewLikeOverlay, fillSignupFlow } from './support/members.ts';

const b = useBrowser();
/** A write and the page data loaded after it, on a machine shared by several test runs. */
const WRITE = { timeout: scaled(10_000) };

/**
 * Holds the next call to `path` until `release()`, so a test can see the screen while the write is
 * pending (decision 018: the pending state comes from the route's fetcher).
 */
async function holdNext(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let held = false;
  await page.route(`**${path}`, async (route) => {
    if (held || route.request().method() === 'GET') return route.continue();
    held = true;
    await gate;
    await route.continue();
  });
  return release;
}

describe('writes through route actions: pending, refused and done as the member sees them', () => {
  it('settings: a wrong old password is refused at the field, the button is busy meanwhile, then the change and invisible mode are saved', async () => {
    const me = await createMember({ name: 'Ilse' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);
    await withoutNewLikeOverlay(context, me.id);
    await page.goto('/settings');

    const section = page.getByRole('region', { name: 'Wachtwoord' });
    const submit = section.getByRole('button', { name: 'Wachtwoord wijzigen' });
    await section.getByLabel('Huidig wachtwoord', { exact: true }).fill('niet-het-oude');
    await section.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim-42');
    await section.getByLabel('Herhaal je nieuwe wachtwoord', { exact: true }).fill('nieuw-geheim-42');
    const release = await holdNext(page, '/api/password.php');
    await submit.click();
    await expect.poll(() => submit.getAttribute('aria-busy'), WRITE).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.innerText()).toContain('Bezig…');
    release();
    // The server's text, at the field it is about, with the focus there.
    await expect
      .poll(() => section.locator('.invalid-feedback').first().innerText(), WRITE)
      .toBe('Controleer je oude wachtwoord.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), WRITE)
      .toBe('old_password');
    expect(await submit.isDisabled()).toBe(false);

    await section.getByLabel('Huidig wachtwoord', { exact: true }).fill(me.password);
    await submit.click();
    await expect
      .poll(() => section.getByRole('status').innerText(), WRITE)
      .toBe('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.');
    expect(await section.getByLabel('Huidig wachtwoord', { exact: true }).inputValue()).toBe('');

    // Invisible mode: saved at once, said so, and still on after a reload (the page data).
    const invisible = page.getByRole('switch', { name: 'Onzichtbaar' });
    await invisible.check();
    await expect
      .poll(() => page.getByRole('region', { name: 'Onzichtbare modus' }).getByRole('status').innerText(), WRITE)
      .toBe('Je bent nu onzichtbaar.');
    // The switch shows the member's data from the root loader, loaded again after the write.
    expect(await invisible.isChecked()).toBe(true);
    await page.waitForTimeout(300);
    expect(await invisible.isChecked()).toBe(true);
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Onzichtbaar' }).isChecked()).toBe(true);
    const user = (await (await page.request.get('/api/user.php')).json()) as { user: { invisible: boolean } };
    expect(user.user.invisible).toBe(true);

    // A failed network call says the general error and leaves the stored value as it was (after
    // api()'s retries of an idempotent call: about 8 s).
    await page.route('**/api/privacy.php', (route) => route.abort());
    await page.getByRole('switch', { name: 'Onzichtbaar' }).uncheck();
    await expect
      .poll(() => page.getByRole('region', { name: 'Onzichtbare modus' }).getByRole('status').innerText(), {
        timeout: scaled(20_000),
      })
      .toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    await expect.poll(() => page.getByRole('switch', { name: 'Onzichtbaar' }).isChecked(), WRITE).toBe(true);
    await context.close();
  });

  it('a member profile: block shows a busy confirmation, then the blocked state; unblock undoes it', async () => {
    const me = await createMember({ name: 'Sanne' });
    const other = await createMember({ name: 'Bram', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);
    await withoutNewLikeOverlay(context, me.id);
    await page.goto(`/members/${other.id}`);

    await page.getByRole('button', { name: /Bram blokkeren/ }).click();
    const dialog = page.getByRole('dialog');
    const release = await holdNext(page, '/api/block.php');
    await dialog.getByRole('button', { name: 'Blokkeren' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Bezig…' }).isDisabled(), WRITE).toBe(true);
    release();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Je hebt Bram geblokkeerd.' }).count(), {
        timeout: scaled(10_000),
      })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('main').innerText(), WRITE)
      .toContain('Je hebt Bram geblokkeerd. Jullie kunnen elkaar niet vinden');
    // Stored: the page loaded anew shows it too.
    await page.reload();
    await expect
      .poll(() => page.locator('main').innerText(), WRITE)
      .toContain('Je hebt Bram geblokkeerd. Jullie kunnen elkaar niet vinden');

    await page.getByRole('button', { name: /Bram deblokkeren/ }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Je hebt Bram gedeblokkeerd.' }).count(), {
        timeout: scaled(10_000),
      })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('button', { name: /Bram blokkeren/ }).count(), { timeout: scaled(10_000) })
      .toBe(1);
    await context.close();
  });

  it("direct debit: the code is mailed, a wrong one is refused at its field with the server's text, the right one places the order", async () => {
    const me = await createMember({ name: 'Noor' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);
    await withoutNewLikeOverlay(context, me.id);
    await page.goto('/directdebit');
    await page.getByLabel('Pakket').selectOption({ index: 1 });
    await page.getByLabel('Naam rekeninghouder').fill('N. de Vries');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel('Plaats').fill('Utrecht');
    await page.getByLabel('Telefoonnummer').fill('+31 6 12345678');

    await page.getByRole('button', { name: 'Code mailen' }).click();
    await expect.poll(() => page.getByText(/We hebben een code gemaild naar/).count(), WRITE).toBe(1);
    const mail = await waitForMail(me.email, /automatische incasso/);
    const code = /(\d{6})/.exec(mail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Bevestigingscode').fill(code === '000000' ? '111111' : '000000');
    const pay = page.getByRole('button', { name: /Machtigen en .* betalen/ });
    await pay.click();
    await expect
      .poll(() => page.locator('#dd-otp-error').innerText(), WRITE)
      .toBe('De code is ongeldig of verlopen. Vraag een nieuwe code aan.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WRITE).toBe('dd-otp');

    await page.getByLabel('Bevestigingscode').fill(code!);
    await pay.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText(), WRITE)
      .toBe('Je machtiging is ontvangen');
    await context.close();
  });

  it("signs up in the modal of another page (the action is /signup's) and lands on /complete-signup", async () => {
    const sanne = await createMember({ name: 'Sanne', gender: 'female' });
    const { context, page } = await b.newAdultVisitor();
    await page.goto(`/members/${sanne.id}/chat`);
    await page.getByRole('textbox', { name: 'Je bericht aan Sanne' }).fill('Hoi Sanne!');
    await page.getByRole('button', { name: 'Stuur Sanne een bericht' }).click();
    const modal = page.getByRole('dialog');
    const email = `e2e-modal-${Date.now()}@example.nl`;
    await fillSignupFlow(modal, {
      gender: 'man',
      seeking: 'Vrouwen',
      birth: { day: '2', month: '8', year: '1988' },
      name: 'Wouter',
      email,
    });
    await expect.poll(() => page.locator('main').innerText(), WRITE).toContain(email);
    await context.close();
  });

  it("password reset: an unknown address gets the spec's text at the field", async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill(`niemand-${Date.now()}@example.nl`);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect
      .poll(() => page.locator('.invalid-feedback').first().innerText(), WRITE)
      .toBe('E-mailadres niet gevonden');
    await context.close();
  });
});
