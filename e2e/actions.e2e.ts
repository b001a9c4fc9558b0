import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';

const b = useBrowser();

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
    await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.innerText()).toContain('Bezig…');
    release();
    // The server's text, at the field it is about, with the focus there.
    await expect.poll(() => section.locator('.invalid-feedback').first().innerText()).toBe('Controleer je oude wachtwoord.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('old_password');
    expect(await submit.isDisabled()).toBe(false);

    await section.getByLabel('Huidig wachtwoord', { exact: true }).fill(me.password);
    await submit.click();
    await expect.poll(() => section.getByRole('status').innerText()).toBe('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.');
    expect(await section.getByLabel('Huidig wachtwoord', { exact: true }).inputValue()).toBe('');

    // Invisible mode: saved at once, said so, and still on after a reload (the page data).
    const invisible = page.getByRole('switch', { name: 'Onzichtbaar' });
    await invisible.check();
    await expect.poll(() => page.getByRole('region', { name: 'Onzichtbare modus' }).getByRole('status').innerText()).toBe('Je bent nu onzichtbaar.');
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Onzichtbaar' }).isChecked()).toBe(true);
    const user = (await (await page.request.get('/api/user.php')).json()) as { user: { invisible: boolean } };
    expect(user.user.invisible).toBe(true);

    // A failed network call says the general error and leaves the stored value as it was (after
    // api()'s retries of an idempotent call: about 8 s).
    await page.route('**/api/privacy.php', (route) => route.abort());
    await page.getByRole('switch', { name: 'Onzichtbaar' }).uncheck();
    await expect
      .poll(() => page.getByRole('region', { name: 'Onzichtbare modus' }).getByRole('status').innerText(), { timeout: 20_000 })
      .toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    await expect.poll(() => page.getByRole('switch', { name: 'Onzichtbaar' }).isChecked()).toBe(true);
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
    await expect.poll(() => dialog.getByRole('button', { name: 'Bezig…' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Je hebt Bram geblokkeerd.' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main').innerText()).toContain('Je hebt Bram geblokkeerd. Jullie kunnen elkaar niet vinden');
    // Stored: the page loaded anew shows it too.
    await page.reload();
    await expect.poll(() => page.locator('main').innerText()).toContain('Je hebt Bram geblokkeerd. Jullie kunnen elkaar niet vinden');

    await page.getByRole('button', { name: /Bram deblokkeren/ }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Je hebt Bram gedeblokkeerd.' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: /Bram blokkeren/ }).count()).toBe(1);
    await context.close();
  });

  it("password reset: an unknown address gets the spec's text at the field", async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill(`niemand-${Date.now()}@example.nl`);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect.poll(() => page.locator('.invalid-feedback').first().innerText()).toBe('E-mailadres niet gevonden');
    await context.close();
  });
});
