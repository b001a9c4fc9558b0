import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import {
  asVisitorOn,
  setupLinkOf,
  signUpOn,
  startProductionSite,
  type ProductionSite,
} from './support/production-site.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { screenshotPath } from './support/screenshots.ts';
import type { SearchResult } from '../common/api/profiles.ts';

/**
 * The site's fictional profiles in the console (decision 048): an operator makes a persona with the
 * profile form and a brief on a phone-sized screen, adds a photo (approved at once, in their name),
 * and a member's search finds it marked as fictional, without the brief. The compiled server in
 * production mode with its own database (staff are made with `admin.js`, which needs it to itself).
 */
describe('staff console: personas', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let base: string;
  let link = '';

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'personas',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-personas.example', '--name', 'Klik');
        link = setupLinkOf(
          admin('staff', 'create', '--email', 'olga@klik-personas.example', '--role', 'operator', '--name', 'Olga'),
        );
      },
    });
    ({ base } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  it('an operator makes a persona with a photo; a member finds it in search, marked fictional', async () => {
    const { page } = await browser.newVisitor({ width: 390, height: 844 });
    await setUpAndLogIn(page, base, link, 'olga@klik-personas.example');
    const nav = page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    await nav.getByRole('link', { name: 'Persona’s' }).click();
    await page.getByRole('heading', { level: 1, name: 'Persona’s' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByText('Nog geen persona’s.').count()).toBe(1);

    await page.getByRole('link', { name: 'Nieuwe persona' }).click();
    await page.getByRole('heading', { name: 'Nieuwe persona' }).waitFor();
    await page.getByLabel('Naam', { exact: true }).fill('Lotte');
    await page.getByLabel('Geslacht').selectOption('female');
    await page.getByLabel('Geboortedatum').fill('1993-06-12');
    await page.getByLabel('Woonplaats').fill('Utrecht');
    await page.getByLabel('Over mij').fill('Verpleegkundige, houdt van wandelen en een goed glas wijn.');
    await page.getByLabel('Geaardheid').selectOption('hetero');
    await page.getByLabel('Zoekt').selectOption('male');
    await page.getByLabel('Wijn').check();
    await page.getByLabel('Briefing (alleen voor medewerkers)').fill('Heeft een kat, Mimi. Nooit over haar ex.');
    await page.getByRole('button', { name: 'Persona aanmaken' }).click();

    await page.getByRole('heading', { level: 1, name: 'Lotte' }).waitFor({ timeout: scaled(10_000) });
    await page.getByText('Persona Lotte is aangemaakt.').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(0);

    const file = path.join(os.tmpdir(), `persona-${Date.now()}.jpg`);
    writeFileSync(
      file,
      await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 210, g: 120, b: 150 } } })
        .jpeg()
        .toBuffer(),
    );
    await page.getByLabel('Foto toevoegen').setInputFiles(file);
    const photo = page.getByRole('img', { name: 'Foto 1 van Lotte' });
    await photo.waitFor({ timeout: scaled(15_000) });
    await page.getByText('Profielfoto', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('staff-console', 'persona-phone.png'), fullPage: true });

    await page.goto(`${base}/staff/personas`);
    await page.getByRole('link', { name: 'Lotte' }).waitFor();
    await page.screenshot({ path: screenshotPath('staff-console', 'personas-list.png'), fullPage: true });

    // A member looking for women finds her, marked as fictional, and nothing of the brief.
    const cookie = await signUpOn(site, { email: `mark.${Date.now()}@example.nl`, name: 'Mark', gender: 'male' });
    const res = await fetch(`${base}/api/members.php?gender=female&min_age=18&max_age=99`, {
      headers: { cookie: `klik_session=${cookie}`, 'x-request-type': 'client' },
    });
    const body = await res.text();
    const found = (JSON.parse(body) as SearchResult).results.find((r) => r.id === id);
    expect(found).toMatchObject({ name: 'Lotte', fictional: true });
    expect(found!.main_image).not.toBeNull();
    expect(body).not.toContain('Mimi');

    const member = await browser.newVisitor({ width: 390, height: 844 });
    const user = (await (
      await fetch(`${base}/api/user.php`, { headers: { cookie: `klik_session=${cookie}` } })
    ).json()) as { user: { id: number } };
    await asVisitorOn(member.context, base, { id: user.user.id, cookie });
    await member.page.goto(`${base}/members?gender=female&min_age=18&max_age=99`);
    const card = member.page.locator('.klik-card', { has: member.page.locator(`a[href="/members/${id}"]`) });
    await card.waitFor({ timeout: scaled(10_000) });
    expect(await card.locator('[data-fictional-mark]').count()).toBeGreaterThan(0);
    await member.page.screenshot({ path: screenshotPath('staff-console', 'persona-in-search.png') });
  });
});
