import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../test/harness.ts';
import { DiskStorage } from '../platform/storage.ts';
import type { ChatsPayload, ConversationPayload } from '../../common/api/chat.ts';
import type { LikesPayload } from '../../common/api/likes.ts';
import { DEMO_ACCOUNT, seedDemoAccount, seedDemoMembers } from './index.ts';
import { scaled } from '../test/time-scale.ts';

const MINUTE = 60_000;

/**
 * The demo account of the README, as a newcomer finds it after `npm start`: logged in through the
 * real API, it has a portrait, three conversations (one unread), two received likes of which one is
 * a match, and the 40 credits of its signup bonus and nothing else on its ledger.
 */
describe('the demo account is lived in', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof client>;
  let demoId: number;
  const now = new Date();
  const seed = () =>
    seedDemoAccount(ctx.database.db, new DiskStorage(path.join(ctx.dataDir, 'media')), ctx.siteId, {
      members: 36,
      now,
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    // As the e2e server seeds (SEED_MEMBERS=36); the members' portraits are not what this is about.
    await seedDemoMembers(ctx.database.db, new DiskStorage(path.join(ctx.dataDir, 'media')), ctx.siteId, 36, {
      photos: false,
      now,
    });
    expect(await seed()).toBe(true);
    demo = client(ctx.app);
    const login = await demo.post('/api/user.php', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(login.statusCode).toBe(200);
    demoId = login.json().user.id;
  }, scaled(60_000));
  afterAll(() => ctx.close());

  const chats = async () => (await demo.get('/api/chats.php')).json<ChatsPayload>();
  const likes = async () => (await demo.get('/api/likes.php')).json<LikesPayload>();

  it('has an approved main photo, served as any photo (the photo reminder is gone), and 40 credits', async () => {
    const { user } = (await demo.get('/api/user.php')).json();
    expect(user.credits).toBe(40);
    expect(user.profile.main_image).toMatchObject({ status: 'active' });
    const photo = await ctx.app.inject({ url: `/media/${user.profile.main_image.filename}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('/chats lists three conversations with real women, newest first; the first has two unread messages', async () => {
    const list = await chats();
    expect(list.chats).toHaveLength(3);
    expect(list.total_unread_messages).toBe(2);
    const [unread, answered, gift] = list.chats as [
      ChatsPayload['chats'][number],
      ChatsPayload['chats'][number],
      ChatsPayload['chats'][number],
    ];
    expect(list.chats.map((c) => c.num_unread_messages)).toEqual([2, 0, 0]);
    // Who they are: three different real members (not profiles the site runs), all women.
    expect(new Set(list.chats.map((c) => c.profile.id)).size).toBe(3);
    for (const c of list.chats) {
      expect(c.profile.fictional).toBe(false);
      const member = await demo.get(`/api/member.php?id=${c.profile.id}`);
      expect(member.json()).toMatchObject({ profile: { gender: 'female' } });
    }
    // The unread one: she wrote last, a few minutes ago; she started it.
    expect(unread.last_message).toMatchObject({ type: 'text', from_me: false });
    const newest = now.getTime() - Date.parse(unread.last_message!.created_at);
    expect(newest).toBeGreaterThan(0);
    expect(newest).toBeLessThan(10 * MINUTE);
    expect(unread.conversation.started_by_me).toBe(false);
    // The demo account wrote first, she answered about an hour ago.
    expect(answered.conversation.started_by_me).toBe(true);
    expect(answered.last_message).toMatchObject({ type: 'text', from_me: false });
    const answeredAgo = now.getTime() - Date.parse(answered.last_message!.created_at);
    expect(answeredAgo).toBeGreaterThan(30 * MINUTE);
    expect(answeredAgo).toBeLessThan(3 * 60 * MINUTE);
    // A day old, ending with her gift.
    expect(gift.last_message).toMatchObject({ type: 'gift', from_me: false });
    expect(now.getTime() - Date.parse(gift.last_message!.created_at)).toBeGreaterThan(20 * 60 * MINUTE);
    // Each conversation's time is its last message's (the list order is the messages' order).
    for (const c of list.chats) expect(c.conversation.updated_at).toBe(c.last_message!.created_at);
  });

  it('the conversations read as they happened: in order, in the past, the gift from her in the third', async () => {
    const list = await chats();
    const pages = await Promise.all(
      list.chats.map(async (c) =>
        (await demo.get(`/api/chat.php?id=${c.conversation.id}`)).json<ConversationPayload>(),
      ),
    );
    for (const page of pages) {
      const times = page.messages.map((m) => Date.parse(m.created_at)).reverse();
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(now.getTime());
      for (const m of page.messages) expect(m.body.length).toBeGreaterThan(0);
    }
    const [unread, answered, withGift] = pages as [ConversationPayload, ConversationPayload, ConversationPayload];
    expect(unread.messages.map((m) => m.sender_id)).toEqual([unread.profile.id, unread.profile.id]);
    expect(unread.messages.every((m) => m.read_at === null)).toBe(true);
    // Her answer is read; so is his first message (the read receipt he sees).
    expect(answered.messages.map((m) => m.sender_id)).toEqual([answered.profile.id, demoId]);
    expect(answered.messages.every((m) => m.read_at !== null)).toBe(true);
    const gifts = withGift.messages.filter((m) => m.type === 'gift');
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ sender_id: withGift.profile.id, gift: { id: 'rose', image: '/gifts/rose.svg' } });
  });

  it('/likes shows two received likes, one new, and the match', async () => {
    const l = await likes();
    expect(l.liked_by).toHaveLength(2);
    expect(l.new_likes).toBe(1);
    expect(l.matches).toHaveLength(1);
    expect(l.liked).toHaveLength(1);
    const match = l.matches[0]!.id;
    expect(l.liked[0]!.id).toBe(match);
    expect(l.liked_by.find((x) => x.id === match)).toMatchObject({ like_new: false, automatic: false });
    expect(l.liked_by.find((x) => x.id !== match)).toMatchObject({ like_new: true, automatic: false });
    for (const x of l.liked_by) expect(Date.parse(x.liked_at)).toBeLessThan(now.getTime());
    for (const p of l.profiles) expect(p).toMatchObject({ gender: 'female', fictional: false });
  });

  it('the badges say so: two unread messages, one new like, 40 credits', async () => {
    expect((await demo.get('/api/counts.php')).json()).toMatchObject({
      total_unread_messages: 2,
      new_likes: 1,
      credits: 40,
    });
  });

  it('nothing was charged or bought: the ledger holds the signup bonus alone, no orders', async () => {
    const t = (await demo.get('/api/transactions.php')).json();
    expect(t.payments).toEqual([]);
    expect(t.credits).toBe(40);
    expect(t.entries).toHaveLength(1);
    expect(t.entries[0]).toMatchObject({ kind: 'signup_bonus', delta: 40 });
  });

  it('seeding again adds nothing', async () => {
    const before = { chats: await chats(), likes: await likes() };
    expect(await seed()).toBe(false);
    expect(await chats()).toEqual(before.chats);
    expect(await likes()).toEqual(before.likes);
    expect((await demo.get('/api/transactions.php')).json().entries).toHaveLength(1);
  });

  it('opening the unread conversation clears the badge, as for any member', async () => {
    const [unread] = (await chats()).chats;
    expect((await demo.post('/api/chat-read.php', { id: unread!.conversation.id })).json()).toEqual({
      total_unread_messages: 0,
    });
    expect((await chats()).chats.map((c) => c.num_unread_messages)).toEqual([0, 0, 0]);
  });
});

describe('the demo account without demo members (SEED_MEMBERS=0)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('still has its photo and credits, and no conversations or likes from nobody', async () => {
    expect(
      await seedDemoAccount(ctx.database.db, new DiskStorage(path.join(ctx.dataDir, 'media')), ctx.siteId, {
        members: 0,
      }),
    ).toBe(true);
    const demo = client(ctx.app);
    expect(
      (await demo.post('/api/user.php', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).statusCode,
    ).toBe(200);
    const { user } = (await demo.get('/api/user.php')).json();
    expect(user).toMatchObject({ credits: 40, profile: { main_image: { status: 'active' } } });
    expect((await demo.get('/api/chats.php')).json()).toEqual({ chats: [], total_unread_messages: 0 });
    expect((await demo.get('/api/likes.php')).json()).toMatchObject({ liked_by: [], matches: [] });
  });
});
