import { describe, expect, inject, it } from 'vitest';
import { nextFrames, useBrowser, scaled } from './support/browser.ts';
import {
  createMember,
  logInContext,
  sendMessageAs,
  memberOutOfCredits,
  withoutNewLikeOverlay,
} from './support/members.ts';

const b = useBrowser();

/** A lost connection with a chat open. */
describe('offline with a chat open', () => {
  /**
   * Bram's phone with the chat with Annelies open: he wrote first (10 of his 20 signup credits), so
   * she still has her 20 credits for two messages.
   */
  async function chatOpen() {
    const anna = await createMember({ name: 'Annelies', gender: 'female' });
    const bram = await createMember({ name: 'Bram', gender: 'male' });
    expect(await sendMessageAs(bram.cookie, anna.id, 'Hoi Annelies, hoe is het?')).toBe(200);
    const conversationId = await conversationOf(bram.cookie);
    const v = await b.newAdultVisitor();
    await withoutNewLikeOverlay(v.context, bram.id);
    await logInContext(v.context, bram.cookie);
    const socket = v.page.waitForEvent('websocket', { predicate: (w) => w.url().endsWith('/api/ws') });
    await v.page.goto(`/chats/${conversationId}`);
    await socket;
    const log = v.page.getByRole('log', { name: 'Berichten met Annelies' });
    await log.getByText('Hoi Annelies, hoe is het?').waitFor();
    return { anna, bram, ...v, log, composer: v.page.getByRole('textbox', { name: 'Bericht aan Annelies' }) };
  }

  it('10 s without network: the draft stays, nothing is sent or paid, the missed messages appear, no error page', async () => {
    const { anna, bram, context, page, log, composer } = await chatOpen();
    await composer.fill('Zaterdag koffie? Ik weet een leuke plek');

    await context.setOffline(true);
    const bar = page.getByTestId('offline-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toContain('Offline — opnieuw verbinden…');
    // While offline Annelies writes twice; the other side of the connection hears nothing yet.
    expect(await sendMessageAs(anna.cookie, bram.id, 'Ben je er nog?')).toBe(200);
    expect(await sendMessageAs(anna.cookie, bram.id, 'Ik hoor het wel!')).toBe(200);
    // Sending now is refused on the spot: nothing is queued to be paid later without the member.
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Je bent offline. Je bericht is niet verstuurd' }).waitFor();
    expect(await composer.inputValue()).toBe('Zaterdag koffie? Ik weet een leuke plek');
    // The scenario's ten seconds offline (not a limit: a duration of the test, not scaled).
    await page.waitForTimeout(10_000);
    // Still the chat, not an error page, the whole time.
    expect(await page.locator('#error-title').count()).toBe(0);
    expect(await log.getByText('Hoi Annelies, hoe is het?').count()).toBe(1);

    // Back online the socket reconnects at once (not after its back-off) and the bar goes.
    const reconnected = page.waitForEvent('websocket', {
      predicate: (w) => w.url().endsWith('/api/ws'),
      timeout: scaled(5_000),
    });
    await context.setOffline(false);
    await reconnected;
    await bar.waitFor({ state: 'detached', timeout: scaled(20_000) });
    // Caught up: the missed messages, once each, in order; the draft is still there.
    await log.getByText('Ik hoor het wel!').waitFor({ timeout: scaled(20_000) });
    const bodies = await log.locator('.klik-bubble-text').allInnerTexts();
    expect(bodies.filter((t) => t === 'Ben je er nog?' || t === 'Ik hoor het wel!')).toEqual([
      'Ben je er nog?',
      'Ik hoor het wel!',
    ]);
    expect(await composer.inputValue()).toBe('Zaterdag koffie? Ik weet een leuke plek');
    expect(await page.locator('#error-title').count()).toBe(0);
    // Nothing was paid while offline: Bram's balance is his signup credits less his first message.
    const counts = (await (await page.request.get('/api/counts.php')).json()) as { credits: number };
    expect(counts.credits).toBe(10);
    // The open chat was read once the messages came (the read call, not a page download).
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/counts.php')).json()) as { total_unread_messages: number })
            .total_unread_messages,
        { timeout: scaled(15_000) },
      )
      .toBe(0);

    // The draft is in storage, per conversation: a reload (or the credits detour) brings it back.
    await page.reload();
    await expect.poll(() => composer.inputValue()).toBe('Zaterdag koffie? Ik weet een leuke plek');
    // Sent, it is gone from storage.
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await log.getByText('Zaterdag koffie? Ik weet een leuke plek').waitFor();
    await page.reload();
    await log.getByText('Zaterdag koffie? Ik weet een leuke plek').waitFor();
    expect(await composer.inputValue()).toBe('');
    await context.close();
  });

  it('a revalidation whose request fails (the network drops mid-request) keeps the page and its data', async () => {
    const { context, page, log, composer } = await chatOpen();
    await composer.fill('Nog niet verstuurd');
    // The browser still thinks it is online; every data request fails as a dropped connection would.
    await page.route(/\.data(\?|$)/, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', {
      predicate: (r) => /\.data(\?|$)/.test(r.url()),
      timeout: scaled(10_000),
    });
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }
      ).__reactRouterDataRouter.revalidate(),
    );
    await failed;
    // The revalidation has settled (evaluate awaited it): an error page would be rendered now.
    await nextFrames(page);
    expect(await page.locator('#error-title').count()).toBe(0);
    expect(await log.getByText('Hoi Annelies, hoe is het?').count()).toBe(1);
    expect(await composer.inputValue()).toBe('Nog niet verstuurd');
    // The page still works on its root data (the member, the settings): a message is sent.
    await page.unroute(/\.data(\?|$)/);
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await log.getByText('Nog niet verstuurd').waitFor();
    await context.close();
  });

  it('the text refused for too few credits is still there after the detour to buy credits', async () => {
    const { member: poor, other, target } = await memberOutOfCredits();
    const { context, page } = await b.newAdultVisitor();
    await withoutNewLikeOverlay(context, poor.id);
    await logInContext(context, poor.cookie);
    await page.goto(`/members/${target.id}/chat`);
    const composer = page.getByRole('textbox', { name: 'Bericht aan Marloes' });
    await composer.fill('Hoi Marloes! Zin om te kletsen?');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'onvoldoende credits' });
    await alert.getByRole('link', { name: 'Credits kopen' }).click();
    await page.waitForURL(/\/credits$/);
    // Back to the chat later (a new page load): the text waits in the composer.
    await page.goto(`/members/${target.id}/chat`);
    await expect.poll(() => composer.inputValue()).toBe('Hoi Marloes! Zin om te kletsen?');
    // Another conversation has its own draft (none).
    await page.goto(`/members/${other.id}/chat`);
    await page.getByRole('log', { name: 'Berichten met Ilse' }).getByText('Hoe gaat het?').waitFor();
    expect(await page.getByRole('textbox', { name: 'Bericht aan Ilse' }).inputValue()).toBe('');
    await context.close();
  });

  it('a link tapped without network waits in the offline bar and opens when the network is back', async () => {
    const member = await createMember({ name: 'Joris', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await withoutNewLikeOverlay(context, member.id);
    await logInContext(context, member.cookie);
    await page.goto('/members');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(true);
    const bar = page.getByTestId('offline-bar');
    await bar.waitFor();
    await page.getByRole('link', { name: 'Likes' }).first().click();
    await expect.poll(() => bar.innerText()).toContain('Deze pagina opent zodra de verbinding terug is.');
    await page.waitForTimeout(2_000);
    // Still the members page, not the browser's "no internet" page and not an error page.
    expect(new URL(page.url()).pathname).toBe('/members');
    expect(await page.locator('#error-title').count()).toBe(0);
    await context.setOffline(false);
    await page.waitForURL(/\/likes$/, { timeout: scaled(15_000) });
    await bar.waitFor({ state: 'detached' });
    expect(await page.locator('#error-title').count()).toBe(0);
    await context.close();
  });
});

async function conversationOf(cookie: string): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/api/chats.php`, {
    headers: { cookie: `klik_session=${cookie}`, 'x-request-type': 'client' },
  });
  const body = (await res.json()) as { chats: { conversation: { id: number } }[] };
  return body.chats[0]!.conversation.id;
}
