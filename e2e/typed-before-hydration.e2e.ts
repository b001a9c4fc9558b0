import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember } from './support/members.ts';

/**
 * On a slow phone the server-rendered login form is there a second or more before the page
 * hydrates. What a member types into it meanwhile (or a password manager fills in) stays, and the
 * form then logs in (app/lib/typed-before-hydration.ts).
 */
const b = useBrowser();

describe('typing before the page has hydrated', () => {
  it('keeps the e-mail address and password typed into /login before hydration, and logs in with them', async () => {
    const member = await createMember({ name: 'Vroege Vogel' });
    const { context } = await b.newAdultVisitor();
    // A tab of its own (not through the visitor's wait for hydration), with the scripts held back.
    const page = await context.newPage();
    await page.route('**/assets/**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);

    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByLabel('E-mailadres').inputValue()).toBe(member.email);
    expect(await page.getByLabel('Wachtwoord', { exact: true }).inputValue()).toBe(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/members**');
    expect(await page.locator('#account-menu').count()).toBe(1);
    await context.close();
  });
});
