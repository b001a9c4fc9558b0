import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import type { MemberOverrides } from '../../test/factories.ts';
import { openSocket, waitFor } from '../../test/sockets.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { restoreMessage } from './index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { demoSiteConfig } from '../../seed/demo-site.ts';
import type { ChatEvent, ChatsPayload, MemberCounts } from '../../../common/api/chat.ts';
import type { CreatedPayment, CreditsPayload } from '../../../common/api/payments.ts';

/**
 * The socket events carry what the screens show — the message with the recipient's
 * new unread counts, the reader's badge after reading, the liked member's new-likes badge, the
 * order's status — so the browser applies them without loading anything again. Reading is its own
 * call; GET /api/counts.php is the catch-up after a reconnect.
 */
let ctx: TestContext;
let host: string;
let port: number;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  // The payment's webhook and return page come from PUBLIC_URL, so the port is chosen first.
  port = await freePort();
  ctx = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  host = `127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx.close();
});

const loggedIn = (o: MemberOverrides = {}) => loggedInMember(ctx, { credits: 100, ...o }, host);
type Client = ReturnType<typeof client>;
const send = (c: Client, to: number, body = 'Hoi! Zin in een kop koffie?') =>
  c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
async function tab(c: Client): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  sockets.push(await openSocket(port, c.cookie, events));
  return events;
}
const ofType = <T extends ChatEvent['type']>(events: ChatEvent[], type: T) =>
  events.filter((e): e is Extract<ChatEvent, { type: T }> => e.type === type);

describe('a message carries the recipient’s counts', () => {
  it('the recipient’s event has the conversation’s and the total unread; the sender’s has neither, and a balance event', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const c = await loggedIn();
    const bTab = await tab(b.c);
    const aTab = await tab(a.c);
    await send(c.c, b.m.id, 'Van een ander');
    await send(a.c, b.m.id, 'Eerste');
    const second = (await send(a.c, b.m.id, 'Tweede')).json();
    await waitFor(() => ofType(bTab, 'message').length === 3 && ofType(aTab, 'credits').length === 2);

    expect(ofType(bTab, 'message').at(-1)).toEqual({
      type: 'message',
      conversation_id: second.message.conversation_id,
      from: a.m.id,
      message: second.message,
      num_unread_messages: 2,
      total_unread_messages: 3,
    });
    const mine = ofType(aTab, 'message');
    expect(mine.map((e) => e.message.body)).toEqual(['Eerste', 'Tweede']);
    // The sender's unread did not change: the event does not pretend it did (nor tell them the recipient's).
    for (const e of mine) expect(e).not.toHaveProperty('total_unread_messages');
    expect(ofType(aTab, 'credits').at(-1)).toEqual({
      type: 'credits',
      credits: 100 - 2 * demoSiteConfig.message_credits,
    });
  });
});

describe('reading is its own call', () => {
  it('loading the newest page reads nothing; POST /api/chat-read.php zeroes it, tells the sender and the reader’s other tabs', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const x = await loggedIn();
    await send(x.c, b.m.id);
    const sent = (await send(a.c, b.m.id)).json();
    const id = sent.message.conversation_id as number;
    const aTab = await tab(a.c);
    const bTab = await tab(b.c);

    expect((await b.c.get(`/api/chat.php?id=${id}`)).statusCode).toBe(200);
    expect(((await b.c.get('/api/chats.php')).json() as ChatsPayload).total_unread_messages).toBe(2);

    const read = await b.c.post('/api/chat-read.php', { id });
    expect(read.json()).toEqual({ total_unread_messages: 1 });
    await waitFor(() => ofType(aTab, 'read').length === 1 && ofType(bTab, 'read').length === 1);
    const [receipt] = ofType(aTab, 'read');
    expect(receipt).toEqual({ type: 'read', conversation_id: id, reader_id: b.m.id, read_at: expect.any(String) });
    expect(ofType(bTab, 'read')[0]).toEqual({ ...receipt, total_unread_messages: 1 });
    const chats = (await b.c.get('/api/chats.php')).json() as ChatsPayload;
    expect(chats.chats.find((ch) => ch.conversation.id === id)!.num_unread_messages).toBe(0);

    // Reading again changes nothing and tells no one.
    expect((await b.c.post('/api/chat-read.php', { id })).json()).toEqual({ total_unread_messages: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(ofType(aTab, 'read')).toHaveLength(1);
    // Not a member of it, not a conversation, not logged in, not a valid body.
    expect((await x.c.post('/api/chat-read.php', { id })).statusCode).toBe(404);
    expect((await b.c.post('/api/chat-read.php', { id: 2_000_000 })).statusCode).toBe(404);
    expect((await client(ctx.app, host).post('/api/chat-read.php', { id })).json()).toMatchObject({
      data: 'authentication_required',
    });
    expect((await b.c.post('/api/chat-read.php', { id: 'een' })).statusCode).toBe(400);
  });

  it('removing a conversation with unread messages sends the badge without them', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const id = (await send(a.c, b.m.id)).json().message.conversation_id as number;
    await send(a.c, b.m.id);
    const bTab = await tab(b.c);
    expect((await b.c.del('/api/chat.php', { id })).statusCode).toBe(200);
    await waitFor(() => ofType(bTab, 'chat_removed').length === 1);
    expect(ofType(bTab, 'chat_removed')[0]).toEqual({
      type: 'chat_removed',
      conversation_id: id,
      total_unread_messages: 0,
    });
  });
});

describe('GET /api/counts.php', () => {
  it('answers the badges and the balance for catching up; members only', async () => {
    const a = await loggedIn({ name: 'Anouk' });
    const b = await loggedIn({ gender: 'male', credits: 42, paid_user: true });
    const counts = async () => (await b.c.get('/api/counts.php')).json() as MemberCounts;
    expect(await counts()).toEqual({ total_unread_messages: 0, new_likes: 0, credits: 42, paid_user: true });
    await send(a.c, b.m.id);
    await send(a.c, b.m.id);
    expect((await a.c.post('/api/like.php', { id: b.m.id })).statusCode).toBe(200);
    expect(await counts()).toEqual({ total_unread_messages: 2, new_likes: 1, credits: 42, paid_user: true });
    const visitor = await client(ctx.app, host).get('/api/counts.php');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ data: 'authentication_required' });
  });
});

describe('likes and orders', () => {
  it('a like carries the liked member’s new-likes badge; a like back is a match', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const c = await loggedIn();
    const bTab = await tab(b.c);
    const aTab = await tab(a.c);
    await a.c.post('/api/like.php', { id: b.m.id });
    await c.c.post('/api/like.php', { id: b.m.id });
    await b.c.post('/api/like.php', { id: a.m.id });
    await waitFor(() => ofType(bTab, 'like').length === 2 && ofType(aTab, 'like').length === 1);
    expect(ofType(bTab, 'like')).toEqual([
      { type: 'like', from: a.m.id, match: false, new_likes: 1 },
      { type: 'like', from: c.m.id, match: false, new_likes: 2 },
    ]);
    expect(ofType(aTab, 'like')).toEqual([{ type: 'like', from: b.m.id, match: true, new_likes: 1 }]);
  });

  it('an order that is paid sends its new status with the balance; the same status again sends nothing', async () => {
    const { c } = await loggedIn({ credits: 20, signup_minutes_ago: 60 * 24 * 10 });
    const events = await tab(c);
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const created = (
      await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' })
    ).json() as CreatedPayment;
    const decide = () =>
      c.post('/api/sandbox-payment.php', {
        id: created.payment.payment_id,
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        outcome: 'paid',
      });
    expect((await decide()).statusCode).toBe(200);
    await waitFor(() => ofType(events, 'order').length === 1 && ofType(events, 'credits').length === 1);
    expect(ofType(events, 'order')[0]!.payment).toMatchObject({
      id: created.payment.id,
      status: 'paid',
      phase: 'completed',
      credits: 125,
    });
    expect(ofType(events, 'credits')[0]).toEqual({ type: 'credits', credits: 145, paid_user: true });
    // The provider calls the webhook again: nothing changed, nothing is sent.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(created.payment.payment_id)}`,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(ofType(events, 'order')).toHaveLength(1);
  });
});

describe('a message taken down by a moderator', () => {
  it('changes in both members’ open tabs at once, and comes back there when the decision is reversed', async () => {
    const sender = await loggedIn({ name: 'Schrijver' });
    const reader = await loggedIn({ name: 'Lezer', gender: 'male' });
    await send(reader.c, sender.m.id, 'Hoi');
    const bad = (await send(sender.c, reader.m.id, 'Je bent niets waard.')).json().message;
    const [senderTab, readerTab] = [await tab(sender.c), await tab(reader.c)];
    const reportId = (
      await reader.c.post('/api/report.php', {
        id: sender.m.id,
        category: 'harassment',
        conversation_id: bad.conversation_id,
      })
    ).json().id as number;
    const moderator = await loggedInStaff(ctx, 'moderator');
    const res = await moderator.c.post(`${STAFF_API}/reports/${reportId}/take-down-message`, { message_id: bad.id });
    expect(res.statusCode).toBe(200);
    await waitFor(
      () => ofType(senderTab, 'message_changed').length === 1 && ofType(readerTab, 'message_changed').length === 1,
    );
    for (const events of [senderTab, readerTab])
      expect(ofType(events, 'message_changed')[0]).toEqual({
        type: 'message_changed',
        conversation_id: bad.conversation_id,
        message: { ...bad, body: '', removed: true },
      });
    // An appeal granted puts the words back (the appeals module calls this in its transaction).
    await ctx.database.db.transaction((tx) => restoreMessage(tx, bad.id, bad.body));
    await waitFor(() => ofType(readerTab, 'message_changed').length === 2);
    expect(ofType(readerTab, 'message_changed')[1]!.message).toEqual(bad);
  });
});
