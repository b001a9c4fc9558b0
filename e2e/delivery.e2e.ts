import { describe, expect, it } from 'vitest';
import { scaled, useBrowser } from './support/browser.ts';
import { createMember, logInContext, sendMessageAs } from './support/members.ts';

const b = useBrowser();

describe('every message reaches the open chat (decision 036)', () => {
  it('a message whose event never arrived appears as soon as a later one shows the gap, once, in its place', async () => {
    const anna = await createMember({ name: 'Annelies', gender: 'female', date_of_birth: '1990-04-12' });
    const bram = await createMember({ name: 'Bram', gender: 'male', date_of_birth: '1988-09-03' });
    // Bram has the free signup credits for two messages: Annelies opens the conversation.
    expect(await sendMessageAs(anna.cookie, bram.id, 'Hoi Bram')).toBe(200);

    const av = await b.newAdultVisitor();
    await logInContext(av.context, anna.cookie);
    // Between the server and the tab, one event is lost (a dropped Redis publish, a crash after the commit).
    const dropped: string[] = [];
    await av.context.routeWebSocket(/\/api\/ws$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((frame) => {
        if (String(frame).includes('Deze kwam nooit aan')) dropped.push(String(frame));
        else ws.send(frame);
      });
    });
    await av.page.goto('/chats');
    await av.page.locator('.klik-chat-item', { hasText: 'Bram' }).click();
    await av.page.waitForURL(/\/chats\/\d+$/);
    const log = av.page.getByRole('log', { name: 'Berichten met Bram' });
    await log.getByText('Hoi Bram').waitFor();
    // Past the first periodic refresh (5 s): the next is a minute away, so only the gap can bring it.
    await av.page.waitForTimeout(6_500);

    expect(await sendMessageAs(bram.cookie, anna.id, 'Deze kwam nooit aan')).toBe(200);
    expect(await sendMessageAs(bram.cookie, anna.id, 'En deze wel')).toBe(200);
    await log.getByText('En deze wel').waitFor({ timeout: scaled(10_000) });
    await log.getByText('Deze kwam nooit aan').waitFor({ timeout: scaled(5_000) });
    expect(dropped).toHaveLength(1);
    // Once each, in the order they were sent.
    expect((await log.locator('span.klik-bubble-text').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Hoi Bram',
      'Deze kwam nooit aan',
      'En deze wel',
    ]);
    await av.context.close();
  });
});
