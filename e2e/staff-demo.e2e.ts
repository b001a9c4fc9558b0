import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * A newcomer tries the staff console of the demo site: /dev/staff lists the demo accounts with their
 * password and current code (server/seed/demo-staff.ts), and those log in through the real login.
 */
const b = useBrowser();

describe('demo staff accounts', () => {
  it('the moderator from /dev/staff logs in to the staff console with the code shown there', async () => {
    const { context, page } = await b.newVisitor({ width: 1280, height: 860 });
    // A plain page (no React): opened in a tab of its own, not through the visitor's hydration wait.
    const dev = await context.newPage();
    await dev.goto('/dev/staff');
    const row = dev.locator('tr', { hasText: 'moderatie@klik.local' });
    const password = (await row.locator('td').nth(2).innerText()).trim();
    expect(password).toBe('klik-beheer-demo-1234');
    expect(await dev.getByRole('link', { name: '/staff/login' }).getAttribute('href')).toBe('/staff/login');
    await dev.screenshot({ path: screenshotPath('staff-console', 'dev-staff.png') });

    await page.goto('/staff/login');
    await page.getByLabel('E-mailadres').fill('moderatie@klik.local');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
    // The code as it is now (a new page load: it may have changed since the list was read).
    await dev.reload();
    const code = (await dev.locator('[data-email="moderatie@klik.local"]').innerText()).trim();
    await page.getByLabel('Code uit de app').fill(code);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/staff$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welkom, Demo moderator');
    await context.close();
  });
});
