import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, scaled } from './support/browser.ts';
import { asVisitorOn, setupLinkOf, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { decodeBase32, totpCode, totpStep } from '../server/modules/staff/secrets.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * "must show" of the report queue: member Anna reports Bram from the chat header; a
 * moderator logs in to the console (password and TOTP), opens the queue and the report, and bans
 * Bram; Bram's open tab is logged out, and Anna no longer finds him in search. Its own
 * production-mode server, as e2e/staff-login.e2e.ts: a staff account is made by the command line
 * before the server opens the embedded database.
 */
const STAFF_PASSWORD = 'een-lang-moderator-wachtwoord';
const MEMBER_PASSWORD = 'e2e-wachtwoord-1';

describe('the report queue in the staff console', () => {
  let browser: Browser;
  let site: ProductionSite;
  let smtp: ProductionSite['smtp'];
  let base: string;
  let setupLink = '';
  let secondSetupLink = '';
  let adminSetupLink = '';
  /** Mila's console tab, logged in by the first test and used by the second. */
  let mila: { context: BrowserContext; page: Page } | null = null;

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'report-queue',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-reports.example', '--name', 'Klik');
        setupLink = setupLinkOf(
          admin(
            'staff',
            'create',
            '--email',
            'mila@klik-reports.example',
            '--role',
            'moderator',
            '--name',
            'Mila Moderator',
          ),
        );
        secondSetupLink = setupLinkOf(
          admin(
            'staff',
            'create',
            '--email',
            'tom@klik-reports.example',
            '--role',
            'moderator',
            '--name',
            'Tom Tweede',
          ),
        );
        adminSetupLink = setupLinkOf(
          admin('staff', 'create', '--email', 'ada@klik-reports.example', '--role', 'admin', '--name', 'Ada Admin'),
        );
      },
    });
    ({ base, smtp } = site);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const api = (method: string, url: string, body?: unknown, cookie?: string) =>
    fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', ...(cookie ? { cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  /** A member as a visitor makes one: signup, then the mailed activation link (which logs in). */
  async function signUp(name: string, gender: 'female' | 'male', dateOfBirth: string) {
    const email = `${name.toLowerCase()}-${Date.now()}@example.nl`;
    const res = await api('POST', '/api/signup.php', {
      email,
      password: MEMBER_PASSWORD,
      name,
      gender,
      date_of_birth: dateOfBirth,
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    const id = ((await res.json()) as { user: { id: number } }).user.id;
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      link = smtp.mails.find((m) => m.to.includes(email))?.links.find((l) => l.includes('/api/activate.php'));
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    if (!link) throw new Error(`no activation mail for ${email}`);
    const activated = await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
    const cookie = /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error('activation gave no session');
    return { id, email, cookie };
  }

  /** A browser context past the entry warning, with the member's session when given, and no 'New like!' overlay. */
  async function visitor(
    width: number,
    height: number,
    member?: { id: number; cookie: string },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height }, locale: 'nl-NL' });
    await asVisitorOn(context, base, member);
    return { context, page: await context.newPage() };
  }

  /** Opens a page and waits until React has hydrated it (a click before that does nothing). */
  async function open(page: Page, url: string) {
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  }

  /** The moderator's setup through the link (as a person would, the app's code computed from the key the page shows). */
  async function setUpModerator(page: Page, link = setupLink): Promise<string> {
    await open(page, link);
    const secret = (await page.locator('#staff-setup-secret').getAttribute('data-secret'))!;
    await page.getByLabel('Wachtwoord', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep()));
    await page.getByRole('button', { name: 'Account instellen' }).click();
    await page.getByRole('heading', { name: 'Je account is klaar' }).waitFor();
    return secret;
  }

  /** Logs a staff member in on the console's login page, to which `path` sends a visitor, and lands there. */
  async function logInStaff(page: Page, email: string, secret: string, path: string) {
    await open(page, path);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Verder' }).click();
    // The next step's code: the one the setup used is spent.
    await page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep() + 1));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${base}${path}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  }

  it(
    'a report from the chat header reaches the queue; the moderator bans; the banned tab is logged out and search no longer finds him',
    { timeout: scaled(180_000) },
    async () => {
      const anna = await signUp('Anna', 'female', '1991-07-20');
      const bram = await signUp('Bram', 'male', '1988-03-02');
      // Bram's photo (under inspection: the queue's card shows it to the moderator).
      const form = new FormData();
      const jpeg = await sharp({
        create: { width: 800, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bram.jpg');
      const uploaded = await fetch(`${base}/api/photos.php`, {
        method: 'POST',
        headers: { 'x-request-type': 'client', cookie: `klik_session=${bram.cookie}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      expect(
        (
          await api(
            'POST',
            '/api/message.php',
            {
              to: anna.id,
              client_id: crypto.randomUUID(),
              type: 'text',
              body: 'Stuur me je bankgegevens, dan maak ik geld over',
            },
            `klik_session=${bram.cookie}`,
          )
        ).status,
      ).toBe(200);

      // Bram has the site open in a tab of his own (his live connection too).
      const bramTab = await visitor(390, 844, bram);
      await open(bramTab.page, '/chats');
      await bramTab.page.getByText('Stuur me je bankgegevens', { exact: false }).first().waitFor();

      // Anna finds Bram in search, then reports him from the chat header (a phone).
      const annaTab = await visitor(390, 844, anna);
      await open(annaTab.page, '/members');
      await annaTab.page.locator(`a[href="/members/${bram.id}"]`).first().waitFor();
      await open(annaTab.page, `/members/${bram.id}/chat`);
      await annaTab.page.waitForURL(/\/chats\/\d+$/);
      await annaTab.page.getByRole('button', { name: 'Meer voor Bram' }).click();
      await annaTab.page.locator('.dropdown-menu.show').getByRole('button', { name: 'Melden' }).click();
      const dialog = annaTab.page.getByRole('dialog', { name: 'Bram melden' });
      await dialog.getByRole('radio', { name: 'Spam of oplichting' }).check();
      await dialog.getByRole('textbox', { name: 'Toelichting' }).fill('Hij vraagt om mijn bankgegevens.');
      await dialog.getByRole('button', { name: 'Melding versturen' }).click();
      await dialog.getByRole('heading', { name: 'Bedankt voor je melding' }).waitFor();
      await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

      // The moderator: setup link, then the two-step login (password, then the app's next code).
      const mod = await visitor(1280, 900);
      const secret = await setUpModerator(mod.page);
      await open(mod.page, '/staff/reports');
      expect(new URL(mod.page.url()).pathname).toBe('/staff/login');
      await mod.page.getByLabel('E-mailadres').fill('mila@klik-reports.example');
      await mod.page.getByLabel('Wachtwoord', { exact: true }).fill(STAFF_PASSWORD);
      await mod.page.getByRole('button', { name: 'Verder' }).click();
      await mod.page.getByRole('heading', { name: 'Tweestapsverificatie' }).waitFor();
      await mod.page.getByLabel('Code uit de app').fill(totpCode(decodeBase32(secret), totpStep() + 1));
      await mod.page.getByRole('button', { name: 'Inloggen' }).click();
      // Back where the login was asked for: the queue.
      await mod.page.waitForURL(`${base}/staff/reports`);
      await mod.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const nav = mod.page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Overzicht',
        "Foto's",
        'Meldingen',
        'Bezwaren',
        'Leden',
      ]);

      const queue = mod.page.getByTestId('report-queue');
      const row = queue.locator('tbody tr', { hasText: 'Bram' });
      expect(await queue.locator('tbody tr').count()).toBe(1);
      expect(await row.locator('td').allTextContents()).toEqual([
        '',
        expect.any(String),
        'Spam of oplichting',
        'Anna #' + anna.id,
        '1 lid',
        '—',
        'Bekijken',
      ]);
      await mod.page.screenshot({ path: screenshotPath('staff-console', 'reports.png'), fullPage: true });

      await row.getByRole('link', { name: /Melding \d+ over Bram bekijken/ }).click();
      await mod.page.getByRole('heading', { level: 1, name: /Melding \d+/ }).waitFor();
      expect(await mod.page.getByTestId('report-status').textContent()).toBe('Open');
      await mod.page.getByText('Hij vraagt om mijn bankgegevens.').waitFor();
      // The kept conversation, each message marked with who wrote it.
      const messages = mod.page.getByTestId('report-messages').locator('li');
      expect(await messages.count()).toBe(1);
      expect(await messages.first().textContent()).toContain('Bram (gemeld)');
      expect(await messages.first().textContent()).toContain('Stuur me je bankgegevens, dan maak ik geld over');
      expect(await mod.page.getByTestId('reported-standing').textContent()).toContain('Actief');

      // Ban, with a reason (without one the form says so and nothing is sent).
      await mod.page.getByRole('radio', { name: 'Blokkeren' }).check();
      await mod.page.getByRole('button', { name: 'Uitvoeren: Blokkeren' }).click();
      await mod.page.getByText('Geef een reden op.').waitFor();
      // A standard reason from the policy fills the field; the moderator may still edit it.
      await mod.page.getByRole('combobox', { name: 'Kies een standaardreden…' }).selectOption('spam');
      expect(await mod.page.getByRole('textbox', { name: 'Reden' }).inputValue()).toMatch(/^Stuurt leden spam/);
      await mod.page.getByRole('textbox', { name: 'Reden' }).fill('Vraagt leden om bankgegevens (oplichting).');
      await mod.page.screenshot({ path: screenshotPath('staff-console', 'report.png'), fullPage: true });
      await mod.page.getByRole('button', { name: 'Uitvoeren: Blokkeren' }).click();
      await mod.page.getByText('Melding afgehandeld. Bram is geblokkeerd.').waitFor();
      await expect.poll(() => mod.page.getByTestId('report-status').textContent()).toBe('Afgehandeld');
      expect(await mod.page.getByTestId('reported-standing').textContent()).toContain('Geblokkeerd');
      await mod.page.getByTestId('report-history').getByText('Geblokkeerd', { exact: true }).waitFor();
      expect(await mod.page.getByRole('button', { name: 'Schorsing of blokkering van Bram opheffen' }).count()).toBe(1);

      // A tablet in portrait: the columns stack, nothing leaves the page.
      await mod.page.setViewportSize({ width: 768, height: 1024 });
      expect(await mod.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

      // Bram's open tab: his session ended; the server closes his socket for it, and the tab logs
      // him out at once (not at the next minute's refresh, product §9's safety net).
      await bramTab.page.waitForURL(/\/login$/, { timeout: scaled(20_000) });
      // And logging in again is refused with the ban.
      await bramTab.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await bramTab.page.getByLabel('E-mailadres').fill(bram.email);
      await bramTab.page.getByLabel('Wachtwoord', { exact: true }).fill(MEMBER_PASSWORD);
      await bramTab.page.locator('form').getByRole('button', { name: 'Inloggen' }).click();
      await bramTab.page.getByText('Je account is geblokkeerd. Je kunt niet meer inloggen.').waitFor();
      // From the refusal he asks for the appeal link again; it comes by mail.
      await bramTab.page.getByRole('link', { name: 'Bezwaar maken' }).click();
      await bramTab.page.getByRole('heading', { level: 2, name: 'Geen link bij de hand?' }).waitFor();
      await bramTab.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await bramTab.page.getByLabel('E-mailadres').fill(bram.email);
      await bramTab.page.getByRole('button', { name: 'Stuur me de link' }).click();
      await bramTab.page
        .getByText('Als er bij dit adres een geschorst of geblokkeerd account hoort', { exact: false })
        .waitFor();
      await expect
        .poll(() =>
          smtp.mails.some((m) => m.to.includes(bram.email) && m.subject.startsWith('Je link om bezwaar te maken')),
        )
        .toBe(true);

      // Anna no longer finds Bram in search.
      await open(annaTab.page, '/members');
      await annaTab.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await annaTab.page.locator(`a[href="/members/${bram.id}"]`).count()).toBe(0);

      // The queue is empty now: "Volgende melding" says so.
      await mod.page.setViewportSize({ width: 1280, height: 900 });
      await mod.page.getByRole('button', { name: 'Volgende melding' }).click();
      await mod.page.getByText('Er zijn geen open meldingen meer die niemand behandelt.').waitFor();
      await open(mod.page, '/staff/reports');
      await mod.page.getByTestId('reports-empty').waitFor();
      for (const c of [annaTab, bramTab]) await c.context.close();
      mila = mod;
    },
  );

  /** The last mail to `email` whose subject matches, once it has arrived. */
  async function mailTo(email: string, subject: RegExp) {
    await expect.poll(() => smtp.mails.some((m) => m.to.includes(email) && subject.test(m.subject))).toBe(true);
    return smtp.mails.filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1)!;
  }

  it(
    'a photo reported and taken down, appealed by its owner without logging in, reversed by a second moderator: the photo is back and both members heard each step',
    { timeout: scaled(180_000) },
    async () => {
      if (!mila) throw new Error('the first test logs the moderator in');
      const carla = await signUp('Carla', 'female', '1990-05-05');
      const dirk = await signUp('Dirk', 'male', '1987-11-12');
      const form = new FormData();
      const jpeg = await sharp({
        create: { width: 800, height: 800, channels: 3, background: { r: 220, g: 170, b: 120 } },
      })
        .jpeg()
        .toBuffer();
      form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'carla.jpg');
      const uploaded = await fetch(`${base}/api/photos.php`, {
        method: 'POST',
        headers: { 'x-request-type': 'client', cookie: `klik_session=${carla.cookie}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const photo = ((await uploaded.json()) as { photo: { id: number; filename: string } }).photo;
      const approved = await mila.page.request.post(`/staff/api/photos/${photo.id}/approve`, {
        headers: { 'x-request-type': 'client' },
      });
      expect(approved.status()).toBe(200);

      // Dirk, on his phone, reports Carla's photo from her profile.
      const dirkTab = await visitor(390, 844, dirk);
      expect((await dirkTab.page.request.get(`/media/${photo.filename}`)).status()).toBe(200);
      await open(dirkTab.page, `/members/${carla.id}`);
      await dirkTab.page.getByRole('button', { name: 'Carla melden' }).click();
      const dialog = dirkTab.page.getByRole('dialog', { name: 'Carla melden' });
      await dialog.getByRole('radio', { name: 'Aanstootgevende foto' }).check();
      await dialog.getByRole('button', { name: 'Melding versturen' }).click();
      await dialog.getByRole('heading', { name: 'Bedankt voor je melding' }).waitFor();

      // Mila takes the photo down from the report; the report is handled with it.
      const mod = mila.page;
      // "Volgende melding" opens the worst report nobody holds: Dirk's, the only one.
      await open(mod, '/staff/reports');
      await mod.getByRole('button', { name: 'Volgende melding' }).click();
      await mod.getByRole('heading', { level: 1, name: /Melding \d+/ }).waitFor();
      await mod.getByTestId('report-held').getByText('Jij behandelt deze melding', { exact: false }).waitFor();
      await mod.getByRole('button', { name: 'Foto 1 van Carla verwijderen' }).click();
      const takeDown = mod.getByRole('form', { name: 'Foto 1 van Carla verwijderen' });
      await takeDown.getByRole('radio', { name: 'Naakt of seksueel getinte foto' }).check();
      await takeDown.screenshot({ path: screenshotPath('staff-console', 'photo-take-down.png') });
      await takeDown.getByRole('button', { name: 'Foto verwijderen' }).click();
      await mod
        .getByText(/^Foto 1 van Carla is verwijderd \(Naakt of seksueel getinte foto\) en de melding is afgehandeld\./)
        .waitFor();
      await expect.poll(() => mod.getByTestId('report-status').textContent()).toBe('Afgehandeld');
      expect((await dirkTab.page.request.get(`/media/${photo.filename}`)).status()).toBe(404);

      // Each member is told: Carla why and how to appeal, Dirk that something was done.
      const statement = await mailTo(carla.email, /^Je foto op Klik is afgekeurd$/);
      expect(statement.text).toContain('Naakt of seksueel getinte foto');
      expect(statement.text).toContain('Maak dan binnen zes maanden bezwaar; inloggen is daarvoor niet nodig.');
      expect((await mailTo(dirk.email, /^Je melding bij Klik is afgehandeld$/)).text).toContain(
        'We hebben maatregelen genomen',
      );

      // Carla appeals from the mail's link on her phone, not logged in.
      const link = statement.links.find((l) => l.includes('/appeal?token='))!;
      const carlaTab = await visitor(390, 844);
      await open(carlaTab.page, link.replace(/^https?:\/\/[^/]+/, base));
      await carlaTab.page.getByRole('heading', { level: 1, name: 'Bezwaar maken' }).waitFor();
      expect(await carlaTab.page.getByTestId('appeal-decision').textContent()).toBe(
        'Je foto is verwijderd (Naakt of seksueel getinte foto)',
      );
      await carlaTab.page.getByRole('button', { name: 'Bezwaar indienen' }).click();
      await carlaTab.page.getByText('Schrijf minstens 10 en hoogstens 2000 tekens.').waitFor();
      await carlaTab.page
        .getByRole('textbox', { name: 'Waarom klopt het besluit niet?' })
        .fill('Dit is een portret in een zomerjurk, er is niets bloots op te zien.');
      await carlaTab.page.getByRole('button', { name: 'Bezwaar indienen' }).click();
      await carlaTab.page.getByText('We hebben je bezwaar ontvangen.', { exact: false }).waitFor();
      expect(await carlaTab.page.getByTestId('appeal-status').textContent()).toBe(
        'Een medewerker bekijkt je bezwaar. Je hoort de uitkomst per e-mail.',
      );
      expect(await carlaTab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await carlaTab.page.screenshot({ path: screenshotPath('appeals', 'appeal-sent.png'), fullPage: true });
      await mailTo(carla.email, /^Je bezwaar bij Klik is ontvangen$/);

      // Mila made the decision: she sees the appeal, but may not decide it.
      await open(mod, '/staff/appeals');
      await mod.getByRole('link', { name: 'Bezwaar van Carla' }).click();
      await mod.getByTestId('appeal-own').waitFor();
      expect(await mod.getByRole('button', { name: 'Toekennen: besluit terugdraaien' }).count()).toBe(0);

      // Tom, a second moderator, grants it.
      const tom = await visitor(1280, 900);
      const tomSecret = await setUpModerator(tom.page, secondSetupLink);
      await logInStaff(tom.page, 'tom@klik-reports.example', tomSecret, '/staff/appeals');
      await tom.page.getByRole('link', { name: 'Bezwaar van Carla' }).click();
      await tom.page.getByTestId('appeal-text').waitFor();
      expect(await tom.page.getByTestId('appeal-decision').textContent()).toContain('Mila Moderator');
      await tom.page.getByRole('textbox', { name: 'Toelichting voor het lid (optioneel)' }).fill('Geen naakt te zien.');
      await tom.page.screenshot({ path: screenshotPath('staff-console', 'appeal.png'), fullPage: true });
      await tom.page.getByRole('button', { name: 'Toekennen: besluit terugdraaien' }).click();
      await tom.page.getByText('Toegekend: het besluit is teruggedraaid en het lid is op de hoogte.').waitFor();

      // Tom reads Carla's history from the appeal: the decision, reversed, with its appeal.
      await tom.page.getByRole('link', { name: `Carla #${carla.id}` }).click();
      await tom.page.getByRole('heading', { level: 1, name: 'Geschiedenis van Carla' }).waitFor();
      const decisions = await tom.page.getByTestId('history-decisions').textContent();
      expect(decisions).toContain('Foto verwijderd — Naakt of seksueel getinte foto');
      expect(decisions).toContain('Teruggedraaid');
      expect(decisions).toContain('Bezwaar: Toegekend');
      await tom.page.screenshot({ path: screenshotPath('staff-console', 'member-history.png'), fullPage: true });

      // The photo is back for everyone; both members are told.
      expect((await dirkTab.page.request.get(`/media/${photo.filename}`)).status()).toBe(200);
      const outcome = await mailTo(carla.email, /^De uitkomst van je bezwaar bij Klik$/);
      expect(outcome.text).toContain('Je hebt gelijk gekregen');
      expect(outcome.text).toContain('Toelichting: Geen naakt te zien.');
      const news = await mailTo(dirk.email, /^Nieuws over je melding bij Klik$/);
      expect(news.text).toContain('hebben we de maatregel teruggedraaid');
      expect(news.text).not.toContain('Carla');
      await open(carlaTab.page, link.replace(/^https?:\/\/[^/]+/, base));
      expect(await carlaTab.page.getByTestId('appeal-status').textContent()).toBe(
        'Je hebt gelijk gekregen: we hebben het besluit teruggedraaid.',
      );
      for (const c of [dirkTab, carlaTab, tom, mila]) await c.context.close();
    },
  );

  it(
    'the site owner reads the half year’s transparency figures and downloads them as CSV, on a phone',
    { timeout: scaled(90_000) },
    async () => {
      const ada = await visitor(390, 844);
      const adaSecret = await setUpModerator(ada.page, adminSetupLink);
      await logInStaff(ada.page, 'ada@klik-reports.example', adaSecret, '/staff/transparency');
      await ada.page.getByRole('heading', { level: 1, name: 'Transparantiecijfers' }).waitFor();
      // The take-down of the test before, reversed on appeal: one action, reversed; one appeal granted.
      const actions = ada.page.getByTestId('transparency-actions');
      const takeDown = actions.getByRole('row', { name: /Foto verwijderd — Naakt of seksueel getinte foto/ });
      expect(await takeDown.getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '1']);
      const granted = ada.page.getByTestId('transparency-appeals').getByRole('row', { name: /Toegekend/ });
      expect(await granted.getByRole('cell').allTextContents()).toEqual(['1']);
      const notices = ada.page.getByTestId('transparency-notices');
      expect(
        await notices
          .getByRole('row', { name: /Aanstootgevende foto/ })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['1', '0']);
      await ada.page.screenshot({ path: screenshotPath('staff-console', 'transparency-phone.png'), fullPage: true });
      const [download] = await Promise.all([
        ada.page.waitForEvent('download'),
        ada.page.getByRole('link', { name: 'Download als CSV' }).click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('period,section,item,detail,value');
      expect(csv).toMatch(/,actions,photo_removed,photo_reason:nudity,1\r\n/);
      await ada.context.close();
    },
  );
});
