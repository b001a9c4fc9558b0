import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { openSocket, waitFor } from '../../test/sockets.ts';
import { accountTokens } from '../../db/schema.ts';
import { newToken } from '../../platform/credentials.ts';
import type { ChatEvent } from '../../../common/api/chat.ts';
import { MAX_SOCKETS_PER_MEMBER } from '../../platform/socket-hub.ts';

/**
 * The WebSocket after a session ends, with a foreign or malformed Origin, and with more
 * sockets than a member needs.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ({ ctx, port } = await buildListeningTestApp());
});
afterAll(() => ctx.close());

/** The close code the server sends (1006 when the handler crashed without closing). */
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) =>
    socket.readyState === WebSocket.CLOSED ? resolve(-1) : socket.on('close', (code) => resolve(code)),
  );

const send = (c: ReturnType<typeof client>, to: number, body: string) =>
  c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });

/** A second login of the same member: another browser, another session. */
async function secondLogin(email: string) {
  const c = client(ctx.app);
  const res = await c.post('/api/user.php', { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return c;
}

describe('ending a session closes its sockets', () => {
  it('logout from another client with the same cookie closes that socket with 4401; it receives no later message', async () => {
    const her = await loggedInMember(ctx, { credits: 100 });
    const him = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    const otherBrowser = await secondLogin(him.m.email);
    const loggedOutTab: ChatEvent[] = [];
    const otherTab: ChatEvent[] = [];
    const socket = await openSocket(port, him.c.cookie, loggedOutTab);
    const other = await openSocket(port, otherBrowser.cookie, otherTab);
    const code = closed(socket);

    const sameCookie = client(ctx.app);
    sameCookie.cookie = him.c.cookie;
    expect((await sameCookie.get('/api/logout.php')).statusCode).toBe(200);
    expect(await code).toBe(4401);

    expect((await send(her.c, him.m.id, 'Ben je er nog?')).statusCode).toBe(200);
    // The other browser's session still holds: its tab gets the message, the logged-out tab did not.
    await waitFor(() => otherTab.some((e) => e.type === 'message'));
    expect(other.readyState).toBe(WebSocket.OPEN);
    expect(loggedOutTab.filter((e) => e.type === 'message')).toEqual([]);
    other.close();
  });

  it('a password reset closes every socket of the member with 4401', async () => {
    const him = await loggedInMember(ctx, { gender: 'male' });
    const otherBrowser = await secondLogin(him.m.email);
    const sockets = await Promise.all([openSocket(port, him.c.cookie, []), openSocket(port, otherBrowser.cookie, [])]);
    const codes = Promise.all(sockets.map(closed));

    const reset = newToken();
    await ctx.database.db.insert(accountTokens).values({
      tokenHash: reset.hash,
      memberId: him.m.id,
      kind: 'password_reset',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await client(ctx.app).put('/api/reset-password.php', {
      token: reset.token,
      password: 'nieuw-wachtwoord-2',
      password_repeat: 'nieuw-wachtwoord-2',
    });
    expect(res.statusCode).toBe(200);
    expect(await codes).toEqual([4401, 4401]);
  });

  it('a password change closes the sockets of the other sessions; this browser’s socket stays open', async () => {
    const him = await loggedInMember(ctx, { gender: 'male' });
    const otherBrowser = await secondLogin(him.m.email);
    const own = await openSocket(port, him.c.cookie, []);
    const elsewhere = await openSocket(port, otherBrowser.cookie, []);
    const code = closed(elsewhere);
    const res = await him.c.post('/api/password.php', {
      old_password: TEST_PASSWORD,
      password: 'nieuw-wachtwoord-3',
      password_repeat: 'nieuw-wachtwoord-3',
    });
    expect(res.statusCode).toBe(200);
    expect(await code).toBe(4401);
    expect(own.readyState).toBe(WebSocket.OPEN);
    own.close();
  });
});

describe('the handshake and the number of sockets', () => {
  it.each(['null', 'http://[not a host', 'not a url'])(
    'Origin %s is refused with 4403, not a crash',
    async (origin) => {
      const him = await loggedInMember(ctx, { gender: 'male' });
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: him.c.cookie, origin } });
      socket.on('error', () => {});
      expect(await closed(socket)).toBe(4403);
    },
  );

  it(`a member holds at most ${MAX_SOCKETS_PER_MEMBER} sockets: the next one closes the oldest with 4409`, async () => {
    const her = await loggedInMember(ctx, { credits: 100 });
    const him = await loggedInMember(ctx, { gender: 'male' });
    const sinks: ChatEvent[][] = [];
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) {
      sinks.push([]);
      sockets.push(await openSocket(port, him.c.cookie, sinks[i]!));
    }
    const oldest = closed(sockets[0]!);
    sinks.push([]);
    sockets.push(await openSocket(port, him.c.cookie, sinks[MAX_SOCKETS_PER_MEMBER]!));
    expect(await oldest).toBe(4409);
    expect(sockets.slice(1).every((s) => s.readyState === WebSocket.OPEN)).toBe(true);

    expect((await send(her.c, him.m.id, 'Hallo allemaal')).statusCode).toBe(200);
    await waitFor(() => sinks.slice(1).every((sink) => sink.some((e) => e.type === 'message')));
    expect(sinks[0]!.filter((e) => e.type === 'message')).toEqual([]);
    for (const s of sockets) s.close();
  });
});
