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
import type { ChatMessage, ChatsPayload } from '../common/api/chat.ts';

/**
 * The operators' inbox (decision 046): a member writes to a profile the site runs; the operator's
 * open /staff/inbox counts them without a reload, claims the conversation, reads the member's
 * message beside the persona, the site's disclosure and the rules, and answers as the persona with
 * Enter; the member's chat has the answer, and the queue is empty again. The compiled server in
 * production mode with its own database (staff are made with `admin.js`, which needs it to itself).
 */
describe('staff console: the operators’ inbox', () => {
  const browser = useBrowser();
  let site: ProductionSite;
  let base: string;
  const links: Record<string, string> = {};

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'operator-inbox',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-inbox.example', '--name', 'Klik');
        links.operator = setupLinkOf(
          admin(
            'staff',
            'create',
            '--email',
            'olga@klik-inbox.example',
            '--role',
            'operator',
            '--name',
            'Olga Operator',
          ),
        );
        links.admin = setupLinkOf(
          admin('staff', 'create', '--email', 'anna@klik-inbox.example', '--role', 'admin', '--name', 'Anna Admin'),
        );
      },
    });
    ({ base } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** A member made as a visitor makes one, with their session cookie and id. */
  async function signUp(email: string, name: string, gender: 'female' | 'male') {
    const cookie = await signUpOn(site, { email, name, gender });
    const user = (await memberApi(cookie, 'GET', '/api/user.php')) as { user: { id: number } };
    return { cookie, id: user.user.id };
  }

  /** A member's API call with their session. */
  async function memberApi(cookie: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: `klik_session=${cookie}`,
        'x-request-type': 'client',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return JSON.parse(text) as unknown;
  }

  it('a member writes to a fictional profile on a phone; the operator sees it within two seconds, claims, notes, types and answers; the member sees it live; an admin reads who wrote it', async () => {
    const persona = await signUp(`petra.${Date.now()}@example.nl`, 'Petra', 'female');
    const member = await signUp(`mark.${Date.now()}@example.nl`, 'Mark', 'male');

    // An admin marks Petra as a profile the site runs (member care).
    const admin = await browser.newVisitor({ width: 1280, height: 900 });
    await setUpAndLogIn(admin.page, base, links.admin!, 'anna@klik-inbox.example');
    const marked = await admin.page.evaluate(async (id) => {
      const res = await fetch(`/staff/api/members/${id}/fictional`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ fictional: true }),
      });
      return { status: res.status, body: await res.text() };
    }, persona.id);
    expect(marked.status, marked.body).toBe(200);

    // The operator has the inbox open: nobody waits yet.
    const { page } = await browser.newVisitor({ width: 1280, height: 900 });
    await setUpAndLogIn(page, base, links.operator!, 'olga@klik-inbox.example');
    const nav = page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overzicht', 'Inbox', 'Persona’s']);
    await nav.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const waiting = page.getByTestId('inbox-waiting');
    expect(await waiting.textContent()).toBe('0 wachtend');
    expect(await page.getByTestId('inbox-mine').textContent()).toBe('Jij vandaag: nog niets beantwoord');

    // Mark, on his phone, opens Petra's chat: the site's disclosure and the price stand in place of
    // the composer (decision 047) until he confirms; then he writes (10 of his 20 signup credits).
    const phone = await browser.newVisitor({ width: 390, height: 844 });
    await asVisitorOn(phone.context, base, member);
    await phone.page.goto(`${base}/members/${persona.id}/chat`);
    await phone.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const disclosure = phone.page.getByTestId('fictional-disclosure');
    await disclosure.waitFor();
    expect(await disclosure.innerText()).toContain('Petra is een fictief profiel');
    expect(await disclosure.innerText()).toMatch(/Een bericht kost 10 credits/);
    await disclosure.getByRole('button', { name: 'Ik begrijp het, verder' }).click();
    const composer = phone.page.getByRole('textbox', { name: 'Bericht aan Petra' });
    await composer.fill('Hoi Petra, hoe was je dag?');
    await composer.press('Enter');
    await phone.page
      .locator('.klik-conv-header')
      .getByText(/fictief profiel/i)
      .waitFor();
    const sentAt = Date.now();

    // Without a reload: the header asks every second; within two seconds (scaled to this machine).
    await expect
      .poll(() => waiting.textContent(), { timeout: scaled(10_000), interval: 50 })
      .toMatch(/^1 wachtend · oudste wacht sinds \d\d:\d\d$/);
    const seenAfter = Date.now() - sentAt;
    expect(seenAfter, `the inbox counted the member after ${seenAfter} ms`).toBeLessThanOrEqual(scaled(2_000));

    await page.getByRole('button', { name: 'Volgend gesprek' }).click();
    const reply = page.getByLabel('Je antwoord als Petra');
    await reply.waitFor();
    // Focus on the answer at once.
    expect(await reply.evaluate((el) => el === document.activeElement)).toBe(true);
    const messages = page.getByTestId('inbox-messages');
    await messages.getByText('Hoi Petra, hoe was je dag?').waitFor();
    expect(await messages.locator('[data-from="member"]').count()).toBe(1);
    expect(await page.getByTestId('inbox-persona').innerText()).toContain('Petra');
    expect(await page.getByTestId('inbox-member').innerText()).toContain('Mark');
    expect(await page.getByTestId('inbox-rules').innerText()).toContain(
      'Je schrijft als een fictief profiel van de site. Spreek nooit af, beloof geen ontmoeting en vraag geen contactgegevens.',
    );
    // The site's fixed honest answers are one click away.
    expect(await page.getByTestId('inbox-fixed').innerText()).toContain('Stuur “Afspreken”');
    // A note for the next operator, shown at once.
    const notes = page.getByTestId('inbox-notes');
    await notes.getByLabel('Nieuwe notitie').fill('Houdt van wandelen in de duinen.');
    await notes.getByRole('button', { name: 'Notitie opslaan' }).click();
    await notes.getByRole('listitem').filter({ hasText: 'Houdt van wandelen in de duinen.' }).waitFor();
    expect(await notes.innerText()).toContain('Olga Operator');
    // Nothing of what the member pays.
    expect(await page.locator('main').innerText()).not.toMatch(/credit|€/i);
    await page.screenshot({ path: screenshotPath('staff-console', 'inbox.png'), fullPage: true });

    // The operator types: Mark sees Petra typing.
    await reply.fill('Hoi Mark! Lekker gewandeld.');
    await phone.page
      .getByText('Petra is aan het typen')
      .first()
      .waitFor({ timeout: scaled(5_000) });
    // Enter sends (Shift+Enter is a new line); then the next conversation is claimed: nobody waits.
    await reply.press('Shift+Enter');
    await reply.pressSequentially('En jij?');
    await reply.press('Enter');
    await page.getByText('Niemand wacht op een antwoord.').waitFor({ timeout: scaled(10_000) });
    expect(await page.getByLabel('Je antwoord als Petra').count()).toBe(0);
    await expect.poll(() => waiting.textContent(), { timeout: scaled(10_000) }).toBe('0 wachtend');

    // Mark's open chat has Petra's answer live, under the header that marks her as fictional.
    await phone.page
      .locator('span.klik-bubble-text', { hasText: 'Hoi Mark! Lekker gewandeld.' })
      .waitFor({ timeout: scaled(5_000) });
    expect((await phone.page.locator('.klik-conv-header .klik-conv-who').innerText()).toLowerCase()).toContain(
      'fictief profiel',
    );
    await phone.page.screenshot({ path: screenshotPath('staff-console', 'inbox-member-phone.png') });
    const chat = (await memberApi(
      member.cookie,
      'GET',
      `/api/chat.php?id=${conversationIdOf(await chatsOf(member.cookie), persona.id)}`,
    )) as {
      messages: ChatMessage[];
    };
    expect(chat.messages[0]).toMatchObject({ sender_id: persona.id, body: 'Hoi Mark! Lekker gewandeld.\nEn jij?' });
    await expect
      .poll(async () => page.getByTestId('inbox-mine').textContent(), { timeout: scaled(10_000) })
      .toMatch(/^Jij vandaag: nog niets beantwoord$|^Jij vandaag: 1 beantwoord, mediaan \d+ seconden?$/);

    // The admin: today's figures per operator on the overview, and the conversation read back with who wrote the answer.
    await admin.page.goto(`${base}/staff`);
    const operators = admin.page.getByTestId('figure-operators');
    await operators.waitFor();
    expect(await operators.innerText()).toMatch(/Olga Operator\s+1\s/);
    await admin.page.goto(`${base}/staff/inbox`);
    await admin.page.getByRole('link', { name: 'Lees gesprek van Mark met Petra' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Nalezen' }).waitFor();
    expect(await admin.page.getByTestId('written-by').allTextContents()).toEqual([' · door Olga Operator']);
    expect(await admin.page.getByTestId('inbox-notes').innerText()).toContain('Houdt van wandelen in de duinen.');
    await admin.page.screenshot({ path: screenshotPath('staff-console', 'inbox-read-back.png'), fullPage: true });
    await admin.context.close();
    await phone.context.close();
  });

  /** The member's conversations (GET /api/chats.php). */
  async function chatsOf(cookie: string): Promise<ChatsPayload> {
    return (await memberApi(cookie, 'GET', '/api/chats.php')) as ChatsPayload;
  }
  const conversationIdOf = (list: ChatsPayload, withId: number) =>
    list.chats.find((c) => c.profile.id === withId)!.conversation.id;
});
