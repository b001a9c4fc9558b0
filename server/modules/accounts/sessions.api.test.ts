import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { openSocket, waitUntil } from '../../test/sockets.ts';
import type { OwnSessionPayload } from '../../../common/api/account-data.ts';

/** "Sessions": the member's own sessions in Settings, ending them, and the new-device notice. */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://klik.example' }, { smtp: true });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mails.length = 0;
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A browser (its own cookie jar and user agent) logging in as `email`. */
async function browser(email: string, userAgent: string) {
  const c = client(ctx.app);
  const res = await c.post('/api/user.php', { email, password: TEST_PASSWORD }, { 'user-agent': userAgent });
  expect(res.statusCode).toBe(200);
  return { c, get: (url: string) => c.get(url, { 'user-agent': userAgent }) };
}
const sessionsOf = async (b: { get(url: string): ReturnType<ReturnType<typeof client>['get']> }) =>
  ((await b.get('/api/sessions.php')).json() as { sessions: OwnSessionPayload[] }).sessions;
const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('the member’s sessions', () => {
  it('lists each device with browser, system and last activity, the current one marked; another is ended and its socket closes', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const laptop = await browser(m.email, FIREFOX_LINUX);
    const phone = await browser(m.email, SAFARI_IPHONE);
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    expect(list.map((s) => [s.browser, s.os, s.current]).sort()).toEqual([
      ['Firefox', 'Linux', true],
      ['Safari', 'iOS', false],
    ]);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      browser: expect.any(String),
      os: expect.any(String),
      country: null,
      created_at: expect.any(String),
      last_active: expect.any(String),
      current: expect.any(Boolean),
    });
    // The phone sees the same two, itself marked.
    expect((await sessionsOf(phone)).find((s) => s.current)).toMatchObject({ browser: 'Safari', os: 'iOS' });

    const phoneSocket = await openSocket(port, phone.c.cookie, []);
    const code = closed(phoneSocket);
    const phoneId = list.find((s) => !s.current)!.id;
    const ended = await laptop.c.del('/api/sessions.php', { id: phoneId });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await code).toBe(4401);
    expect((await phone.get('/api/user.php')).json()).toMatchObject({ data: 'authentication_required' });
    expect((await sessionsOf(laptop)).map((s) => s.browser)).toEqual(['Firefox']);

    // The current session is not ended here (that is "Uitloggen" in the menu), nor one already gone.
    const self = await laptop.c.del('/api/sessions.php', { id: list.find((s) => s.current)!.id });
    expect(self.statusCode).toBe(404);
    expect(self.json()).toEqual({ error: 'not_found', message: 'Deze sessie bestaat niet meer.' });
    expect((await laptop.c.del('/api/sessions.php', { id: phoneId })).statusCode).toBe(404);
    expect((await laptop.get('/api/user.php')).statusCode).toBe(200);
  });

  it('ends every other session at once; the current one stays', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const here = await browser(m.email, FIREFOX_LINUX);
    const others = [await browser(m.email, SAFARI_IPHONE), await browser(m.email, CHROME_WINDOWS)];
    expect(await sessionsOf(here)).toHaveLength(3);
    expect((await here.c.del('/api/sessions.php', { others: true })).json()).toEqual({ ended: 2 });
    for (const o of others)
      expect((await o.get('/api/sessions.php')).json()).toMatchObject({ data: 'authentication_required' });
    expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true, browser: 'Firefox' })]);
    expect((await here.c.del('/api/sessions.php', { others: true })).json()).toEqual({ ended: 0 });
  });

  it('touches only the member’s own sessions', async () => {
    const a = await buildMember(ctx.database.db, ctx.siteId);
    const b = await buildMember(ctx.database.db, ctx.siteId);
    const aBrowser = await browser(a.email, FIREFOX_LINUX);
    const bBrowser = await browser(b.email, SAFARI_IPHONE);
    const bId = (await sessionsOf(bBrowser))[0]!.id;
    expect((await aBrowser.c.del('/api/sessions.php', { id: bId })).statusCode).toBe(404);
    expect((await bBrowser.get('/api/user.php')).statusCode).toBe(200);
    expect((await client(ctx.app).get('/api/sessions.php')).json()).toMatchObject({ data: 'authentication_required' });
  });
});

describe('the new-device notice', () => {
  it('mails once when the member logs in from a device not seen before, in their language; not for the first login nor a known device', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { name: 'Noor', email: 'noor.sessies@example.nl' });
    const first = await browser(m.email, FIREFOX_LINUX);
    await browser(m.email, FIREFOX_LINUX);
    await settle();
    expect(ctx.mails).toEqual([]);

    await browser(m.email, SAFARI_IPHONE);
    await waitUntil(() => ctx.mails.length > 0, 2000);
    expect(ctx.mails).toHaveLength(1);
    const [mail] = ctx.mails;
    expect(mail!.to).toEqual(['noor.sessies@example.nl']);
    expect(mail!.subject).toBe('Nieuwe login op je account bij Klik');
    expect(mail!.text).toContain(
      'Er is zojuist op je account ingelogd vanaf een apparaat of plaats die we nog niet van je kenden: Safari, iOS (onbekende plaats).',
    );
    expect(mail!.links).toContain('https://klik.example/settings#sessions');

    // The same phone again, even after logging out: known now.
    const phone = await browser(m.email, SAFARI_IPHONE);
    await phone.c.get('/api/logout.php');
    await browser(m.email, SAFARI_IPHONE);
    await first.c.get('/api/logout.php');
    await browser(m.email, FIREFOX_LINUX);
    await settle();
    expect(ctx.mails).toHaveLength(1);
  });

  it('is written in the member’s language', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { language: 'en' });
    await browser(m.email, FIREFOX_LINUX);
    await browser(m.email, CHROME_WINDOWS);
    await waitUntil(() => ctx.mails.length > 0, 2000);
    expect(ctx.mails.map((x) => x.subject)).toEqual(['New login to your Klik account']);
    expect(ctx.mails[0]!.text).toContain('Chrome, Windows (unknown place)');
  });
});
