import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import { setupLinkOf, signUpOn, startProductionSite, type ProductionSite } from './support/production-site.ts';
import { setUpAndLogIn } from './support/staff.ts';
import { screenshotPath } from './support/screenshots.ts';
import type { ChatMessage } from '../common/api/chat.ts';

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

  it('a member writes to a fictional profile; the operator sees the wait, claims, answers as the persona, and the member has the answer', async () => {
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
    await admin.context.close();

    // The operator has the inbox open: nobody waits yet.
    const { page } = await browser.newVisitor({ width: 1280, height: 900 });
    await setUpAndLogIn(page, base, links.operator!, 'olga@klik-inbox.example');
    const nav = page.getByRole('navigation', { name: 'Onderdelen van de beheeromgeving' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overzicht', 'Inbox']);
    await nav.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const waiting = page.getByTestId('inbox-waiting');
    expect(await waiting.textContent()).toBe('0 wachtend');

    // Mark confirms the disclosure (decision 047) and writes to Petra (10 of his 20 signup credits).
    await memberApi(member.cookie, 'POST', '/api/fictional-disclosure.php');
    const sent = (await memberApi(member.cookie, 'POST', '/api/message.php', {
      to: persona.id,
      client_id: `e2e-inbox-${Date.now()}`,
      type: 'text',
      body: 'Hoi Petra, hoe was je dag?',
    })) as { message: ChatMessage };
    const conversationId = sent.message.conversation_id;

    // Without a reload: the header polls.
    await expect
      .poll(() => waiting.textContent(), { timeout: scaled(10_000) })
      .toMatch(/^1 wachtend · oudste wacht sinds \d\d:\d\d$/);

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
    // Nothing of what the member pays.
    expect(await page.locator('main').innerText()).not.toMatch(/credit|€/i);
    await page.screenshot({ path: screenshotPath('staff-console', 'inbox.png'), fullPage: true });

    // Enter sends (Shift+Enter is a new line); then the next conversation is claimed: nobody waits.
    await reply.fill('Hoi Mark! Lekker gewandeld.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('En jij?');
    await reply.press('Enter');
    await page.getByText('Niemand wacht op een antwoord.').waitFor({ timeout: scaled(10_000) });
    expect(await page.getByLabel('Je antwoord als Petra').count()).toBe(0);
    await expect.poll(() => waiting.textContent(), { timeout: scaled(10_000) }).toBe('0 wachtend');

    // Mark's chat has Petra's answer.
    const chat = (await memberApi(member.cookie, 'GET', `/api/chat.php?id=${conversationId}`)) as {
      messages: ChatMessage[];
    };
    expect(chat.messages[0]).toMatchObject({ sender_id: persona.id, body: 'Hoi Mark! Lekker gewandeld.\nEn jij?' });
  });
});
