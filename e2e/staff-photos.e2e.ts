import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useBrowser, scaled } from './support/browser.ts';
import { setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { decodeBase32, totpCode, totpStep } from '../server/modules/staff/secrets.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Photo inspection in Chromium: a member uploads two photos; a moderator (made by the
 * command line, set up and logged in with TOTP) opens the queue, rejects the first with the keyboard
 * (R, then the reason's number) and approves the second (A); the owner's /profile shows "Afgekeurd"
 * with the reason, another member sees only the approved photo. A production-mode server of its
 * own, as in staff-login.e2e.ts (the CLI must make the moderator before the server opens PGlite).
 */
const PASSWORD = 'een-lang-beheer-wachtwoord';

describe('photo inspection in the staff console', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let smtp: ProductionSite['smtp'];
  let base: string;
  let moOut = '';
  let n = 0;

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'photo-inspection',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-photos.example', '--name', 'Klik');
        moOut = admin(
          'staff',
          'create',
          '--email',
          'mo@klik-photos.example',
          '--role',
          'moderator',
          '--name',
          'Mo Moderator',
        );
      },
    });
    ({ base, smtp } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** A member through signup and the mailed activation link; returns the session cookie. */
  async function member(name: string, gender: 'male' | 'female') {
    const email = `${name.toLowerCase()}-${++n}@example.nl`;
    const res = await fetch(`${base}/api/signup.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({ email, password: 'e2e-wachtwoord-1', name, gender, date_of_birth: '1992-03-14' }),
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    const id = ((await res.json()) as { user: { id: number } }).user.id;
    await expect.poll(() => smtp.mails.some((m) => m.to.includes(email)), { timeout: scaled(15_000) }).toBe(true);
    const link = smtp.mails.find((m) => m.to.includes(email))!.links.find((l) => l.includes('activate.php'))!;
    const activated = await fetch(link, { redirect: 'manual' });
    const cookie = /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')![1]!;
    return { id, email, cookie };
  }

  async function upload(cookie: string, colour: string) {
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    const res = await fetch(`${base}/api/photos.php`, {
      method: 'POST',
      headers: { 'x-request-type': 'client', cookie: `klik_session=${cookie}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { photo: { id: number; filename: string } }).photo;
  }

  async function memberContext(cookie: string): Promise<BrowserContext> {
    const { context } = await browser.newVisitor({ width: 1200, height: 900 });
    await context.addCookies([
      { name: 'klik_session', value: cookie, url: base, httpOnly: true, sameSite: 'Lax' },
      { name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: base },
    ]);
    await context.addInitScript(() => window.localStorage.setItem('klik.entryWarning.skipped', String(Date.now())));
    return context;
  }

  it('a moderator rejects a photo with the keyboard and approves another; the owner sees the reason, others only the approved photo', async () => {
    const owner = await member('Roos', 'female');
    const rejected = await upload(owner.cookie, '#d0607a');
    const approved = await upload(owner.cookie, '#4080c0');

    // The moderator: setup link from the command line, password and code, then the two-step login.
    const link = setupLinkOf(moOut);
    const { context, page } = await browser.newVisitor({ width: 1366, height: 900 });
    await page.goto(link);
    const secret = (await page.locator('#staff-setup-secret').getAttribute('data-secret'))!;
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep()));
    await page.getByRole('button', { name: 'Account instellen' }).click();
    await page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
    await page.goto(`${base}/staff/photos`);
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    await page.getByLabel('E-mailadres').fill('mo@klik-photos.example');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep() + 1));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${base}/staff/photos`);

    // The queue: the oldest photo first, large, with the member and the other photo beside it.
    await page.getByRole('heading', { name: "Foto's keuren", level: 1 }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' })
        .getByRole('link')
        .allTextContents(),
    ).toContain("Foto's");
    const photo = page.locator('figure.klik-inspect-photo');
    expect(await photo.getAttribute('data-photo-id')).toBe(String(rejected.id));
    expect(await page.getByTestId('inspect-member').textContent()).toMatch(/^Roos, \d+ jaar$/);
    expect(await page.getByText(`Lid-ID ${owner.id}`).count()).toBe(1);
    expect(await page.locator('.klik-inspect-others li').count()).toBe(1);
    expect(await page.locator('.klik-inspect-others .badge').textContent()).toBe('In beoordeling');
    expect(await page.locator('.klik-inspect-thumb').count()).toBe(2);
    await expect
      .poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.screenshot({ path: screenshotPath('staff-console', 'photos.png') });

    // J and K move through the page.
    await page.keyboard.press('j');
    await expect.poll(() => photo.getAttribute('data-photo-id')).toBe(String(approved.id));
    await page.keyboard.press('k');
    await expect.poll(() => photo.getAttribute('data-photo-id')).toBe(String(rejected.id));

    // R opens the reasons (focus on the first); 2 picks "nudity" and rejects.
    await page.keyboard.press('r');
    await page.getByRole('group', { name: 'Waarom keur je deze foto af?' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reject-reason-not_a_person');
    await page.screenshot({ path: screenshotPath('staff-console', 'photos-reject.png') });
    await page.keyboard.press('2');
    await page.getByText(`Foto ${rejected.id} afgekeurd: Naakt of seksueel getinte foto.`).waitFor();
    // The next photo takes its place, with the focus on it for the next key.
    await expect.poll(() => photo.getAttribute('data-photo-id')).toBe(String(approved.id));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('klik-inspect-photo'))).toBe(true);
    expect(await page.locator('.klik-inspect-others .badge').textContent()).toBe('Afgekeurd');

    await page.keyboard.press('a');
    await page.getByText(`Foto ${approved.id} goedgekeurd.`).waitFor();
    await page.getByRole('heading', { name: 'Niets te keuren' }).waitFor();
    await context.close();

    // The owner's photo manager: rejected, with the reason.
    const ownerContext = await memberContext(owner.cookie);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/profile`);
    await ownerPage.getByText('Afgekeurd: Naakt of seksueel getinte foto').waitFor();
    expect(await ownerPage.locator('.klik-photo-rejected').count()).toBe(1);
    expect(await ownerPage.getByText('Een afgekeurde foto ziet niemand anders.', { exact: false }).count()).toBe(1);
    await ownerPage.locator('#photos').screenshot({ path: screenshotPath('staff-console', 'photos-owner.png') });
    await ownerContext.close();
    // And the mail.
    const mail = smtp.mails.find((m) => m.to.includes(owner.email) && m.subject === 'Je foto op Klik is afgekeurd');
    expect(mail?.text).toContain('Reden: Naakt of seksueel getinte foto.');

    // Another member sees the approved photo, never the rejected one.
    const viewer = await member('Joris', 'male');
    const viewerContext = await memberContext(viewer.cookie);
    const viewerPage = await viewerContext.newPage();
    await viewerPage.goto(`${base}/members/${owner.id}`);
    await viewerPage.locator('img[alt*="Roos"]').first().waitFor();
    const sources = await viewerPage.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(sources.some((s) => s.endsWith(approved.filename))).toBe(true);
    expect(sources.some((s) => s.includes(rejected.filename.replace('.webp', '')))).toBe(false);
    await viewerContext.close();
  });
});
