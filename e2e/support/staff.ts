import type { Page } from 'playwright-core';
import { decodeBase32, totpCode, totpStep } from '../../server/modules/staff/secrets.ts';

/** The password the staff browser tests choose at setup. */
export const STAFF_PASSWORD = 'een-lang-beheer-wachtwoord';

/**
 * A staff member's first visit: the setup page (password, the code computed from the key on the
 * page), then the two-step login with the next period's code (a code counts once), ending on /staff.
 */
export async function setUpAndLogIn(page: Page, base: string, link: string, email: string): Promise<void> {
  await page.goto(link);
  const secret = (await page.locator('#staff-setup-secret').getAttribute('data-secret'))!;
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep()));
  await page.getByRole('button', { name: 'Account instellen' }).click();
  await page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
  await page.goto(`${base}/staff/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
  await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep() + 1));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(`${base}/staff`);
}

/**
 * The two-step login of a demo staff account (server/seed/demo-staff.ts) on `page` (a context with
 * the site as its base URL): its password and current code read from /dev/staff in a tab of the same
 * context, ending on /staff. The code is
 * read after the password step (a new load of the list: it may have changed since).
 */
export async function logInDemoStaff(page: Page, email: string): Promise<void> {
  const dev = await page.context().newPage();
  await dev.goto('/dev/staff');
  const password = (await dev.locator('tr', { hasText: email }).locator('td').nth(2).innerText()).trim();
  await page.goto('/staff/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
  // A code counts once: another test file that logged the same account in during this 30-second
  // step used it, and the login asks for the next one. Then again with the next step's code.
  let used = '';
  for (let attempt = 1; ; attempt++) {
    let code = '';
    for (const deadline = Date.now() + 40_000; !code || code === used;) {
      if (Date.now() > deadline) throw new Error(`no new code for ${email} on /dev/staff`);
      if (used) await page.waitForTimeout(1_000);
      // A new load of the list (the page also refreshes itself when the code changes).
      await dev.goto('/dev/staff');
      code = (await dev.locator(`[data-email="${email}"]`).innerText()).trim();
    }
    await page.getByLabel('Code uit de app').fill(code);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    try {
      await page.waitForURL(/\/staff$/, { timeout: attempt < 3 ? 8_000 : 30_000 });
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
      used = code;
    }
  }
  await dev.close();
}
