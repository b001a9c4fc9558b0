import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { NotificationSettings } from '../common/api/notifications.ts';
import { unsubscribeLinks } from '../server/modules/notifications/index.ts';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Notifications in the browser, on the shared e2e server: the /notifications switches, the alert for
 * e-mail notifications that are off with its fix, and the unsubscribe page of the mails' footer
 * link. A bounce arrives as the provider sends it (`POST /api/mail-events.php`); what is stored is
 * read back through the member's own API.
 */
const b = useBrowser();
const base = inject('baseUrl');

/** The member's notification settings as the API gives them (preferences, why mail is off). */
async function settingsOf(cookie: string): Promise<NotificationSettings> {
  const res = await fetch(`${base}/api/notifications.php`, {
    headers: { 'x-request-type': 'client', cookie: `klik_session=${cookie}` },
  });
  if (!res.ok) throw new Error(`notifications.php answered ${res.status}`);
  return (await res.json()) as NotificationSettings;
}

/** A hard bounce for this address, reported the way a mail provider's webhook does. */
async function reportBounce(email: string, detail: string): Promise<void> {
  const res = await fetch(`${base}/api/mail-events.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${inject('mailEventsSecret')}` },
    body: JSON.stringify({ events: [{ type: 'bounce', email, permanent: true, detail }] }),
  });
  if (!res.ok) throw new Error(`mail-events.php answered ${res.status} ${await res.text()}`);
}

async function logIn(context: BrowserContext, member: { cookie: string; id: number }) {
  await logInContext(context, member.cookie);
  await withoutNewLikeOverlay(context, member.id);
}

describe('notification settings', () => {
  it('a switch saves at once and stays after a reload; a failed save goes back with a toast; marketing is off until chosen', async () => {
    const m = await createMember({ name: 'Noor' });
    const { context, page } = await b.newAdultVisitor({ width: 390, height: 844 });
    await logIn(context, m);
    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: 'Meldingen' }).waitFor();
    await page.getByText(`E-mails gaan naar ${m.email}.`).waitFor();
    expect(await page.getByRole('link', { name: 'E-mailadres wijzigen' }).getAttribute('href')).toBe(
      '/settings#settings-email-title',
    );
    const list = page.getByRole('list', { name: 'Soorten meldingen' });
    expect(await list.getByRole('listitem').count()).toBe(8);
    expect(await list.getByRole('switch').count()).toBe(13);
    // A category without push has no push switch.
    expect(await page.getByRole('switch', { name: 'Nieuws als pushmelding' }).count()).toBe(0);
    const promotions = page.getByRole('switch', { name: 'Aanbiedingen per e-mail' });
    expect(await promotions.isChecked()).toBe(false);
    expect(await page.locator('[data-category="promotions"]').innerText()).toContain(
      'Staat uit tot je het zelf aanzet.',
    );
    // The photo warning (product §2) is not shown here.
    expect(await page.getByRole('region', { name: 'Foto toevoegen' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('notifications', 'notifications-390.png'), fullPage: true });

    const likesEmail = page.getByRole('switch', { name: 'Likes per e-mail' });
    expect(await likesEmail.isChecked()).toBe(true);
    // A tap beside the small switch, in its 44 px cell, flips it too (the cell is its label).
    const box = (await likesEmail.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + 8);
    await expect.poll(() => likesEmail.isChecked()).toBe(false);
    await expect.poll(async () => (await settingsOf(m.cookie)).preferences.like.email).toBe(false);
    // By keyboard: Space on a focused switch.
    await promotions.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await settingsOf(m.cookie)).preferences.promotions.email).toBe(true);
    await expect.poll(() => promotions.getAttribute('aria-busy')).toBe(null);

    await page.reload();
    expect(await page.getByRole('switch', { name: 'Likes per e-mail' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Likes als pushmelding' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Aanbiedingen per e-mail' }).isChecked()).toBe(true);

    // The network is gone while saving: the switch goes back and a toast says so.
    await page.route('**/api/notifications.php', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    const weekly = page.getByRole('switch', { name: 'Wekelijkse update per e-mail' });
    await weekly.click();
    expect(await weekly.isChecked()).toBe(false);
    await page
      .getByRole('alert')
      .getByText('Je wijziging is niet bewaard. Probeer het opnieuw.')
      .waitFor({ timeout: scaled(20_000) });
    await expect.poll(() => weekly.isChecked()).toBe(true);
    expect((await settingsOf(m.cookie)).preferences.weekly_updates.email).toBe(true);
    await context.close();
  });

  it('a member whose address bounced sees the alert with both fixes; "Meldingen weer aanzetten" clears it', async () => {
    const m = await createMember({ name: 'Fleur' });
    await reportBounce(m.email, '550 5.1.1 user unknown');
    expect((await settingsOf(m.cookie)).notifications_disabled).toEqual(['bounce']);
    const { context, page } = await b.newAdultVisitor({ width: 390, height: 844 });
    await logIn(context, m);
    await page.goto('/members');
    const alert = page.getByRole('region', { name: 'Je e-mailmeldingen staan uit' });
    await alert
      .getByText(
        `We konden onze e-mails niet bezorgen op ${m.email}. Daarom sturen we je geen meldingen meer per e-mail.`,
      )
      .waitFor();
    expect(await alert.getByRole('link', { name: 'E-mailadres wijzigen' }).getAttribute('href')).toBe(
      '/settings#settings-email-title',
    );
    await page.screenshot({ path: screenshotPath('notifications', 'alert-bounce-390.png') });
    await alert.screenshot({ path: screenshotPath('notifications', 'alert-bounce.png') });

    await alert.getByRole('button', { name: 'Meldingen weer aanzetten' }).click();
    await alert.waitFor({ state: 'detached' });
    expect((await settingsOf(m.cookie)).notifications_disabled).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Je e-mailmeldingen staan uit' }).count()).toBe(0);
    await context.close();
  });

  it('the unsubscribe page asks first (GET changes nothing), its button unsubscribes without login and without JavaScript; the alert then names the category', async () => {
    const m = await createMember({ name: 'Sem' });
    const links = unsubscribeLinks(inject('sessionSecret'), base, m.id, 'like');

    // A link scanner or a member who only looks: nothing changes.
    const visitor = await b.newAdultVisitor({ width: 390, height: 844, javaScriptEnabled: false });
    const shown = await visitor.page.goto(links.page);
    expect(shown?.status()).toBe(200);
    await visitor.page.getByRole('heading', { level: 1, name: 'Afmelden voor e-mails over nieuwe likes?' }).waitFor();
    expect(await visitor.page.getByText('Je krijgt dan geen e-mails meer van Klik over nieuwe likes.').count()).toBe(1);
    expect((await settingsOf(m.cookie)).preferences.like.email).toBe(true);
    expect((await settingsOf(m.cookie)).notifications_disabled).toEqual([]);
    await visitor.page.screenshot({ path: screenshotPath('notifications', 'unsubscribe-390.png') });

    // The button, as a plain form post (no JavaScript, no session).
    await visitor.page.getByRole('button', { name: 'Afmelden' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Je bent afgemeld' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Naar je meldingen' }).getAttribute('href')).toBe(
      '/notifications',
    );
    const after = await settingsOf(m.cookie);
    expect(after.preferences.like).toEqual({ email: false, push: true });
    expect(after.notifications_disabled).toEqual(['listunsubscribe']);

    // A changed link: a clear message, status 400, nothing done.
    const bad = await visitor.page.goto(links.page.replace(`=${m.id}.`, `=${m.id + 1}.`));
    expect(bad?.status()).toBe(400);
    await visitor.page.getByRole('heading', { level: 1, name: 'Deze afmeldlink werkt niet' }).waitFor();
    await visitor.context.close();

    // With JavaScript: the same page, the button's post through React Router.
    const other = await createMember({ name: 'Ruben' });
    const js = await b.newAdultVisitor({ width: 390, height: 844 });
    await js.page.goto(unsubscribeLinks(inject('sessionSecret'), base, other.id, 'weekly_updates').page);
    await js.page
      .getByRole('heading', { level: 1, name: 'Afmelden voor e-mails over de wekelijkse update?' })
      .waitFor();
    await js.page.getByRole('button', { name: 'Afmelden' }).click();
    await js.page.getByRole('heading', { level: 1, name: 'Je bent afgemeld' }).waitFor();
    expect((await settingsOf(other.cookie)).preferences.weekly_updates.email).toBe(false);
    await js.context.close();

    // Sem logs in: the alert names what was unsubscribed, and the fix turns it back on.
    const { context, page } = await b.newAdultVisitor({ width: 390, height: 844 });
    await logIn(context, m);
    await page.goto('/members');
    const alert = page.getByRole('region', { name: 'Je e-mailmeldingen staan uit' });
    await alert.getByText('Je hebt je via je e-mailprogramma afgemeld voor e-mails over nieuwe likes.').waitFor();
    expect(await alert.getByRole('link', { name: 'E-mailadres wijzigen' }).count()).toBe(0);
    await alert.screenshot({ path: screenshotPath('notifications', 'alert-unsubscribed.png') });
    await alert.getByRole('button', { name: 'Meldingen weer aanzetten' }).click();
    await alert.waitFor({ state: 'detached' });
    expect((await settingsOf(m.cookie)).preferences.like.email).toBe(true);
    await context.close();
  });
});
