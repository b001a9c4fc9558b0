import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { openSocket, waitFor, waitUntil } from '../../test/sockets.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { creditLedger, members, messages, photos } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import { demoSiteConfig } from '../../seed/demo-site.ts';
import type { ChatEvent, ChatsPayload, ConversationPayload } from '../../../common/api/chat.ts';

let ctx: TestContext;
const checked = new Set<number>();
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
});
// Engineering §5: after every test, every member's balance is the sum of their ledger.
afterEach(async () => {
  for (const id of checked) {
    const [row] = await ctx.database.db.select({ credits: members.credits }).from(members).where(eq(members.id, id));
    expect(await ledgerSum(ctx.database.db, id)).toBe(row!.credits);
  }
});
afterAll(() => ctx.close());

async function loggedIn(o: MemberOverrides = {}) {
  const member = await loggedInMember(ctx, { credits: 100, ...o });
  checked.add(member.m.id);
  return member;
}

const send = (c: ReturnType<typeof client>, to: number, over: Record<string, unknown> = {}) =>
  c.post('/api/message.php', {
    to,
    client_id: randomUUID(),
    type: 'text',
    body: 'Hoi! Zin in een kop koffie?',
    ...over,
  });
const credits = async (id: number) =>
  (await ctx.database.db.select({ c: members.credits }).from(members).where(eq(members.id, id)))[0]!.c;
const chatsOf = async (c: ReturnType<typeof client>) => (await c.get('/api/chats.php')).json() as ChatsPayload;

describe('sending and paying', () => {
  it('a text costs message_credits, a photo photo_credits, a gift gift_credits times its factor', async () => {
    const a = await loggedIn({ photo: 'active' });
    const b = await loggedIn({ gender: 'male' });
    const text = await send(a.c, b.m.id);
    expect(text.statusCode).toBe(200);
    expect(text.json().credits).toBe(100 - demoSiteConfig.message_credits);
    const photoId = (await a.c.get('/api/photos.php')).json().photos[0].id;
    const p = await send(a.c, b.m.id, { type: 'photo', photo_id: photoId, body: '' });
    expect(p.statusCode).toBe(200);
    expect(p.json().message.photo).toMatch(/^\/media\/test\//);
    expect(p.json().credits).toBe(100 - demoSiteConfig.message_credits - demoSiteConfig.photo_credits);
    const g = await send(a.c, b.m.id, { type: 'gift', gift_id: 'champagne', body: 'Proost!' });
    expect(g.statusCode).toBe(200);
    expect(g.json().message.gift).toEqual({
      id: 'champagne',
      image: '/gifts/champagne.svg',
      credits: demoSiteConfig.gift_credits * 3,
    });
    expect(await credits(a.m.id)).toBe(
      100 - demoSiteConfig.message_credits - demoSiteConfig.photo_credits - demoSiteConfig.gift_credits * 3,
    );

    const gifts = (await a.c.get('/api/gifts.php')).json().gifts;
    expect(gifts[0]).toEqual({
      id: 'rose',
      image: '/gifts/rose.svg',
      credits: demoSiteConfig.gift_credits,
      name: 'Rode roos',
    });
    // Someone else's photo cannot be sent.
    const other = await buildMember(ctx.database.db, ctx.siteId, { photo: 'active' });
    const [theirPhoto] = await ctx.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.memberId, other.id));
    expect((await send(a.c, b.m.id, { type: 'photo', photo_id: theirPhoto!.id })).json().message).toBe(
      'Kies een van je goedgekeurde foto’s om te versturen.',
    );
  });

  it('shows the price and the minimum message cost of the member’s country, by the price rule on the real bundles', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const sent = (await send(a.c, b.m.id)).json();
    const conv = (await a.c.get(`/api/chat.php?id=${sent.message.conversation_id}`)).json() as ConversationPayload;
    expect(conv.prices).toMatchObject({
      text: demoSiteConfig.message_credits,
      photo: demoSiteConfig.photo_credits,
      gift: demoSiteConfig.gift_credits,
    });
    // 10 credits at the 750-credit bundle's € 119,95: € 1,60, never the € 1,49 of the old setting.
    expect(conv.prices.minimum_message_cost).toEqual({ costs: 160, currency: 'EUR' });
    expect(conv.prices.credit_basis).toEqual({ credits: 750, price: { amount: 11995, currency: 'EUR' } });
  });

  it('too few credits: the exact message with the recipient’s name, and nothing is stored or charged', async () => {
    const a = await loggedIn({ credits: demoSiteConfig.message_credits - 1 });
    const b = await loggedIn({ gender: 'male', name: 'Bram' });
    const res = await send(a.c, b.m.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: 'insufficient_credits',
      message: 'Je hebt onvoldoende credits om dit bericht te versturen aan Bram',
    });
    expect(await credits(a.m.id)).toBe(demoSiteConfig.message_credits - 1);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, a.m.id))).toHaveLength(0);
  });

  it('credits for one message and sends at the same moment: exactly one is stored and charged, the others are refused', async () => {
    const a = await loggedIn({ credits: demoSiteConfig.message_credits });
    const b = await loggedIn({ gender: 'male', name: 'Bram' });
    const c = await loggedIn({ gender: 'male', name: 'Cas' });
    const answers = await Promise.all([b, c, b, c].map((to) => send(a.c, to.m.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402]);
    const paid = answers.find((r) => r.statusCode === 200)!;
    expect(paid.json().credits).toBe(0);
    for (const refused of answers.filter((r) => r.statusCode === 402))
      expect(refused.json().message).toMatch(
        /^Je hebt onvoldoende credits om dit bericht te versturen aan (Bram|Cas)$/,
      );
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, a.m.id))).toHaveLength(1);
    const entries = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.memberId, a.m.id));
    expect(entries.filter((e) => e.kind === 'spend_message').map((e) => [e.delta, e.balanceAfter])).toEqual([
      [-demoSiteConfig.message_credits, 0],
    ]);
    expect(await credits(a.m.id)).toBe(0);
  });

  it('a retried send with the same client id is stored and charged once, even at the same moment', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(a.c, b.m.id, { client_id: clientId })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().message.id)).size).toBe(1);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, a.m.id))).toHaveLength(1);
    expect(await credits(a.m.id)).toBe(100 - demoSiteConfig.message_credits);
  });

  it('a retried send announces the stored message again (the first announcement may have been lost), the charge once', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const heard: { to: number; type: string; id?: number }[] = [];
    const stop = ctx.app.services.bus.subscribe((to, e) => {
      if (to === b.m.id || to === a.m.id)
        heard.push({ to, type: e.type, id: e.type === 'message' ? e.message.id : undefined });
    });
    try {
      const clientId = randomUUID();
      const first = (await send(a.c, b.m.id, { client_id: clientId })).json();
      const retry = (await send(a.c, b.m.id, { client_id: clientId })).json();
      expect(retry.message.id).toBe(first.message.id);
      expect(heard.filter((h) => h.to === b.m.id && h.type === 'message').map((h) => h.id)).toEqual([
        first.message.id,
        first.message.id,
      ]);
      expect(heard.filter((h) => h.to === a.m.id && h.type === 'credits')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('counts the length in characters against message_length', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    const max = demoSiteConfig.message_length;
    expect((await send(a.c, b.m.id, { body: '😀'.repeat(max) })).statusCode).toBe(200);
    const long = await send(a.c, b.m.id, { body: '😀'.repeat(max + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Je bericht is te lang: maximaal ${max} tekens.`);
    expect((await send(a.c, b.m.id, { body: '   ' })).json().message).toBe('Schrijf eerst een bericht.');
  });
});

describe('the free conversation limit', () => {
  it('free members start at most 2 conversations; replying is not starting one; Premium members have no limit', async () => {
    const free = await loggedIn();
    const [x, y, z] = [
      await loggedIn({ gender: 'male' }),
      await loggedIn({ gender: 'male' }),
      await loggedIn({ gender: 'male' }),
    ];
    const writer = await loggedIn({ gender: 'male' });
    expect((await send(free.c, x.m.id)).statusCode).toBe(200);
    expect((await send(free.c, y.m.id)).statusCode).toBe(200);
    const third = await send(free.c, z.m.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      error: 'conversation_limit',
      message:
        'Als gratis lid kun je maximaal 2 gesprekken beginnen. Word Premium om zoveel gesprekken te beginnen als je wilt; antwoorden in je gesprekken kan altijd.',
    });
    // More messages in the two conversations, and a reply to someone who wrote first, are fine.
    expect((await send(free.c, x.m.id)).statusCode).toBe(200);
    expect((await send(writer.c, free.m.id)).statusCode).toBe(200);
    expect((await send(free.c, writer.m.id)).statusCode).toBe(200);
    // Removing a conversation does not give a new start back.
    const list = await chatsOf(free.c);
    await free.c.del('/api/chat.php', { id: list.chats.find((ch) => ch.profile.id === y.m.id)!.conversation.id });
    expect((await send(free.c, z.m.id)).statusCode).toBe(403);

    const premium = await loggedIn({ paid_user: true });
    for (const t of [x, y, z]) expect((await send(premium.c, t.m.id)).statusCode).toBe(200);
  });
});

describe('unread counts and removing', () => {
  it('counts unread per conversation; loading it is not reading; the read call sets zero; removing hides it until a new message', async () => {
    const a = await loggedIn({ name: 'Amber' });
    const b = await loggedIn({ gender: 'male' });
    await send(a.c, b.m.id);
    await send(a.c, b.m.id, { type: 'gift', gift_id: 'rose', body: '' });
    let list = await chatsOf(b.c);
    expect(list.total_unread_messages).toBe(2);
    expect(list.chats[0]).toMatchObject({
      profile: { id: a.m.id, name: 'Amber' },
      num_unread_messages: 2,
      last_message: { type: 'gift', from_me: false },
    });
    const id = list.chats[0]!.conversation.id;

    const loaded = (await b.c.get(`/api/chat.php?id=${id}`)).json() as ConversationPayload;
    expect(loaded.messages.map((m) => m.type)).toEqual(['gift', 'text']);
    expect(loaded.messages.every((m) => m.read_at === null)).toBe(true);
    expect((await chatsOf(b.c)).total_unread_messages).toBe(2);

    const read = await b.c.post('/api/chat-read.php', { id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ total_unread_messages: 0 });
    const opened = (await b.c.get(`/api/chat.php?id=${id}`)).json() as ConversationPayload;
    expect(opened.messages.every((m) => m.read_at !== null)).toBe(true);
    list = await chatsOf(b.c);
    expect(list.total_unread_messages).toBe(0);

    expect((await b.c.del('/api/chat.php', { id })).statusCode).toBe(200);
    expect((await chatsOf(b.c)).chats).toEqual([]);
    // The other side keeps it; a new message brings it back.
    expect((await chatsOf(a.c)).chats).toHaveLength(1);
    await send(a.c, b.m.id);
    expect((await chatsOf(b.c)).chats[0]!.num_unread_messages).toBe(1);
    // A stranger cannot read or remove it.
    const stranger = await loggedIn();
    expect((await stranger.c.get(`/api/chat.php?id=${id}`)).statusCode).toBe(404);
    expect((await stranger.c.del('/api/chat.php', { id })).statusCode).toBe(404);
    expect((await stranger.c.post('/api/chat-read.php', { id })).statusCode).toBe(404);
  });

  it('pages a long conversation newest first with a keyset cursor', async () => {
    const a = await loggedIn({ paid_user: true, credits: 1000 });
    const b = await loggedIn({ gender: 'male' });
    for (let i = 0; i < 35; i++) await send(a.c, b.m.id, { body: `bericht ${i}` });
    const id = (await chatsOf(b.c)).chats[0]!.conversation.id;
    const first = (await b.c.get(`/api/chat.php?id=${id}`)).json() as ConversationPayload;
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]!.body).toBe('bericht 34');
    const second = (await b.c.get(`/api/chat.php?id=${id}&before=${first.next_before}`)).json() as ConversationPayload;
    expect(second.messages.map((m) => m.body)).toEqual([
      'bericht 4',
      'bericht 3',
      'bericht 2',
      'bericht 1',
      'bericht 0',
    ]);
    expect(second.next_before).toBeNull();
    const after = (
      await b.c.get(`/api/chat.php?id=${id}&after=${first.messages[1]!.id}`)
    ).json() as ConversationPayload;
    expect(after.messages.map((m) => m.body)).toEqual(['bericht 34']);
  });
});

describe('blocks and invisible members', () => {
  it('no message across a block, either way; blocking removes the conversation', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    await send(a.c, b.m.id);
    await a.c.post('/api/block.php', { id: b.m.id });
    expect((await chatsOf(a.c)).chats).toEqual([]);
    expect((await chatsOf(b.c)).chats).toEqual([]);
    const mine = await send(a.c, b.m.id);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe('Je hebt dit lid geblokkeerd. Deblokkeer eerst om een bericht te sturen.');
    expect((await send(b.c, a.m.id)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.recipientId, a.m.id))).toHaveLength(0);
  });

  it('an invisible member who writes becomes visible to whom they wrote', async () => {
    const shy = await loggedIn({ invisible: true });
    const b = await loggedIn({ gender: 'male' });
    expect((await b.c.get(`/api/member.php?id=${shy.m.id}`)).statusCode).toBe(404);
    await send(shy.c, b.m.id);
    expect((await b.c.get(`/api/member.php?id=${shy.m.id}`)).statusCode).toBe(200);
    expect((await send(b.c, shy.m.id)).statusCode).toBe(200);
  });
});

describe('held messages of a not-confirmed account', () => {
  it('the welcome message and later messages wait; activation delivers them, paid from the signup credits', async () => {
    const b = await loggedIn({ gender: 'male', name: 'Ruben' });
    const c = client(ctx.app);
    ctx.mails.length = 0;
    const signup = await c.post('/api/signup.php', {
      email: `wacht${Date.now()}@example.nl`,
      name: 'Wachtend',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1994-02-02',
      gender: 'female',
      signup_message: 'Hoi Ruben, leuk profiel!',
      signup_message_to: b.m.id,
    });
    expect(signup.statusCode).toBe(201);
    const newId = signup.json().user.id as number;
    checked.add(newId);
    const held = await send(c, b.m.id, { body: 'Nog een bericht' });
    expect(held.statusCode).toBe(200);
    expect(held.json().delivered).toBe(false);
    expect((await chatsOf(b.c)).chats).toEqual([]);

    await waitUntil(() => ctx.mails.length > 0, 2000);
    const link = new URL(ctx.mails[0]!.links.find((l) => l.includes('/api/activate.php?token='))!);
    expect((await client(ctx.app).get(link.pathname + link.search)).statusCode).toBe(302);

    const list = await chatsOf(b.c);
    expect(list.chats).toHaveLength(1);
    expect(list.chats[0]!.num_unread_messages).toBe(2);
    const conv = (await b.c.get(`/api/chat.php?id=${list.chats[0]!.conversation.id}`)).json() as ConversationPayload;
    expect(conv.messages.map((m) => m.body).sort()).toEqual(['Hoi Ruben, leuk profiel!', 'Nog een bericht']);
    expect(await credits(newId)).toBe(demoSiteConfig.signup_credits - 2 * demoSiteConfig.message_credits);
  });
});

describe('real time on the WebSocket', () => {
  it('delivers a new message, the read receipt and typing to the other member’s open tabs', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const a = await loggedIn({ name: 'Anna' });
    const b = await loggedIn({ gender: 'male' });
    const events: ChatEvent[] = [];
    const secondTab: ChatEvent[] = [];
    const tabs = await Promise.all([openSocket(port, b.c.cookie, events), openSocket(port, b.c.cookie, secondTab)]);

    const sent = (await send(a.c, b.m.id, { body: 'Live!' })).json();
    // Every open tab of the member gets it.
    await waitFor(() => events.some((e) => e.type === 'message') && secondTab.some((e) => e.type === 'message'));
    for (const tab of [events, secondTab]) {
      expect(tab.find((e) => e.type === 'message')).toMatchObject({
        type: 'message',
        from: a.m.id,
        message: { id: sent.message.id, body: 'Live!' },
      });
    }

    const aEvents: ChatEvent[] = [];
    const aSocket = await openSocket(port, a.c.cookie, aEvents);
    expect((await b.c.post('/api/chat-read.php', { id: sent.message.conversation_id })).statusCode).toBe(200);
    await waitFor(() => aEvents.some((e) => e.type === 'read'));
    tabs[0].send(JSON.stringify({ type: 'typing', conversation_id: sent.message.conversation_id }));
    await waitFor(() => aEvents.some((e) => e.type === 'typing'));
    expect(aEvents.find((e) => e.type === 'typing')).toEqual({
      type: 'typing',
      conversation_id: sent.message.conversation_id,
      from: b.m.id,
    });

    // Another site's page cannot open the socket with the member's cookie.
    const foreign = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
      headers: { cookie: b.c.cookie, origin: 'https://evil.example' },
    });
    const code = await new Promise<number>((resolve) => foreign.on('close', (c) => resolve(c)));
    expect(code).toBe(4403);
    // Without a session the socket is closed with 4401.
    const anonymous = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect(await new Promise<number>((resolve) => anonymous.on('close', (c) => resolve(c)))).toBe(4401);
    for (const s of [...tabs, aSocket]) s.close();
  });
});
