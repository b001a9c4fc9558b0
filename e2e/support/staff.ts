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
