import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, memberOutOfCredits, sendMessageAs } from './support/members.ts';

const b = useBrowser();

/** The unread badge of a chat in the conversation list, or null. */
async function listBadge(page: Page, name: string): Promise<string | null> {
  const badge = page.locator('.klik-chat-item', { hasText: name }).locator('.klik-chat-item-badge');
  return (await badge.count()) === 0 ? null : (await badge.innerText()).trim();
}

describe('chat', () => {
  it('A writes B from the profile chat; B sees it live, opens it (read), replies; A sees the reply live', async () => {
    const anna = await createMember({ name: 'Annelies', gender: 'female', date_of_birth: '1990-04-12' });
    const bram = await createMember({ name: 'Bram', gender: 'male', date_of_birth: '1988-09-03' });

    // B waits on /chats: nothing yet.
    const bv = await b.newAdultVisitor();
    await logInContext(bv.context, bram.cookie);
    await bv.page.goto('/chats');
    await bv.page.getByText('Nog geen gesprekken').waitFor();
    await bv.page.getByRole('link', { name: 'Leden zoeken' }).first().waitFor();

    // A opens /members/{B}/chat: the new conversation with B, the price shown before sending.
    const av = await b.newAdultVisitor();
    await logInContext(av.context, anna.cookie);
    await av.page.goto(`/members/${bram.id}/chat`);
    await av.page.getByText('Zeg hallo tegen Bram!').waitFor();
    expect(await av.page.getByText('Versturen kost 10 credits').count()).toBe(1);
    // The cheapest real price of a message in the Netherlands, by the one price rule (decision 024).
    expect(await av.page.locator('.klik-composer-price').innerText()).toMatch(/\(vanaf €\s1,60 per bericht\)/);
    const composer = av.page.getByRole('textbox', { name: 'Bericht aan Bram' });
    await composer.fill('Hoi Bram! Zin in een kop koffie? ☕');
    expect(await av.page.getByText('34 / 1000').count()).toBe(1);
    await av.page.getByRole('button', { name: 'Versturen', exact: true }).click();
    // The first message starts the conversation: A is now at /chats/{id}.
    await av.page.waitForURL(/\/chats\/\d+$/);
    const log = av.page.getByRole('log', { name: 'Berichten met Bram' });
    await log.getByText('Hoi Bram! Zin in een kop koffie? ☕').waitFor();

    // B sees the chat appear in the list with an unread badge, without reloading.
    await bv.page.locator('.klik-chat-item', { hasText: 'Annelies' }).waitFor({ timeout: scaled(15_000) });
    // And on any other page the Messages link in the top bar carries the unread badge, live.
    const bTop = await b.newAdultVisitor();
    await logInContext(bTop.context, bram.cookie);
    await bTop.page.goto('/members');
    const messagesBadge = bTop.page.locator('.klik-badge-unread', { hasText: '1 ongelezen bericht' });
    await messagesBadge.waitFor({ timeout: scaled(15_000) });
    expect(await bTop.page.title()).toMatch(/^\(1\) /);
    const liveSecond = await sendMessageAs(anna.cookie, bram.id, 'Ben je er nog?');
    expect(liveSecond).toBe(200);
    await bTop.page
      .locator('.klik-badge-unread', { hasText: '2 ongelezen berichten' })
      .waitFor({ timeout: scaled(15_000) });
    await expect.poll(() => listBadge(bv.page, 'Annelies')).toBe('2');

    // B opens it: the message is there and the unread count goes to zero.
    // The list item is named by what it shows (label in name) and says the unread count in words.
    const item = bv.page.getByRole('link', {
      name: /^Annelies, \d+ , \d\d:\d\d , Ben je er nog\? , 2 ongelezen berichten$/,
    });
    expect(await item.count()).toBe(1);
    await item.click();
    await bv.page.waitForURL(/\/chats\/\d+$/);
    const blog = bv.page.getByRole('log', { name: 'Berichten met Annelies' });
    await blog.getByText('Hoi Bram! Zin in een kop koffie? ☕').waitFor();
    await expect.poll(() => listBadge(bv.page, 'Annelies')).toBeNull();
    const unread = (await (await bv.page.request.get('/api/chats.php')).json()) as { total_unread_messages: number };
    expect(unread.total_unread_messages).toBe(0);
    // The top-bar badge on the other tab drops to nothing, live.
    await bTop.page.locator('.klik-badge-unread').waitFor({ state: 'detached', timeout: scaled(15_000) });
    await bTop.context.close();

    // A sees that B read it.
    await av.page.getByText('Gelezen').waitFor({ timeout: scaled(15_000) });

    // B replies; A sees the reply live.
    await bv.page.getByRole('textbox', { name: 'Bericht aan Annelies' }).fill('Graag! Zaterdag?');
    await bv.page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await blog.getByText('Graag! Zaterdag?').waitFor();
    await log.getByText('Graag! Zaterdag?').waitFor({ timeout: scaled(15_000) });
    // Once, not twice (the send result and the live event are one message).
    expect(await blog.getByText('Graag! Zaterdag?').count()).toBe(1);

    await av.context.close();
    await bv.context.close();
  });

  it('a member with too few credits sees the insufficient-credits message with the name and a way to buy credits', async () => {
    const { member: poor, target } = await memberOutOfCredits();

    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, poor.cookie);
    await page.goto(`/members/${target.id}/chat`);
    await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).fill('Hoi Marloes!');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'onvoldoende credits' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Je hebt onvoldoende credits om dit bericht te versturen aan Marloes');
    expect(await alert.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    expect(await alert.innerText()).toContain('Je hebt 0 credits');
    // Nothing was sent: the text is back in the composer, the page still at the new conversation.
    expect(await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).inputValue()).toBe('Hoi Marloes!');
    expect(new URL(page.url()).pathname).toBe(`/members/${target.id}/chat`);
    await context.close();
  });

  it('a visitor on /members/{id}/chat sees the member, the entry warning (NL) and a message box that opens the free signup', async () => {
    const sanne = await createMember({ name: 'Sanne', gender: 'female' });
    const { context, page } = await b.newVisitor();
    await page.goto(`/members/${sanne.id}/chat`);
    // The chat layout's entry warning for the Netherlands (product §2); closing it stores the skip.
    const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
    await warning.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: /Sanne/ }).waitFor();
    await page.getByRole('textbox', { name: 'Je bericht aan Sanne' }).fill('Hoi Sanne!');
    await page.getByRole('button', { name: 'Stuur Sanne een bericht' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').innerText()).toMatch(/aanmelden/i);
    await context.close();
  });
});
