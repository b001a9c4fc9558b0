import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { likes, pageBounces, swipes } from '../../db/schema.ts';
import type { AddressInfo } from 'node:net';
import type { ChatEvent } from '../../../common/api/chat.ts';
import { openSocket, waitFor } from '../../test/sockets.ts';
import type { LikesPayload, MatchFinderPayload, SwipeState } from '../../../common/api/likes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const loggedIn = (o: MemberOverrides = {}) => loggedInMember(ctx, o);

const likesOf = async (c: ReturnType<typeof client>) => (await c.get('/api/likes.php')).json() as LikesPayload;

describe('likes and matches', () => {
  it('a like shows as given for the liker and as new received for the liked member; a like back is a match for both', async () => {
    const a = await loggedIn({ name: 'Anouk', photo: 'active' });
    const b = await loggedIn({ name: 'Bas', gender: 'male', photo: 'active' });

    const first = await a.c.post('/api/like.php', { id: b.m.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ liked: true, match: false });

    const aLikes = await likesOf(a.c);
    expect(aLikes.liked.map((l) => l.id)).toEqual([b.m.id]);
    expect(aLikes.liked_by).toEqual([]);
    expect(aLikes.matches).toEqual([]);

    const bLikes = await likesOf(b.c);
    expect(bLikes.liked_by).toEqual([{ id: a.m.id, like_new: true, liked_at: expect.any(String), automatic: false }]);
    expect(bLikes.new_likes).toBe(1);
    expect(bLikes.profiles.find((p) => p.id === a.m.id)).toMatchObject({ name: 'Anouk', age: expect.any(Number) });

    const back = await b.c.post('/api/like.php', { id: a.m.id });
    expect(back.json()).toEqual({ liked: true, match: true });
    expect((await likesOf(a.c)).matches.map((m) => m.id)).toEqual([b.m.id]);
    expect((await likesOf(b.c)).matches.map((m) => m.id)).toEqual([a.m.id]);
    // A like back is a new like for the first liker too.
    expect((await likesOf(a.c)).new_likes).toBe(1);
  });

  it('two members liking each other at the same moment: both likes stored, and exactly one of the two is told "match"', async () => {
    // On PostgreSQL the two statements run at once; each used to miss the other's uncommitted like.
    for (let round = 0; round < 8; round++) {
      const a = await loggedIn({ photo: 'active' });
      const b = await loggedIn({ gender: 'male', photo: 'active' });
      const [ab, ba] = await Promise.all([
        a.c.post('/api/like.php', { id: b.m.id }),
        b.c.post('/api/like.php', { id: a.m.id }),
      ]);
      expect([ab.statusCode, ba.statusCode]).toEqual([200, 200]);
      expect([ab.json().match, ba.json().match].filter(Boolean)).toHaveLength(1);
      expect((await likesOf(a.c)).matches.map((m) => m.id)).toEqual([b.m.id]);
    }
  });

  it('liking twice stores one like; unlike takes it back and ends the match', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    await a.c.post('/api/like.php', { id: b.m.id });
    await a.c.post('/api/like.php', { id: b.m.id });
    await b.c.post('/api/like.php', { id: a.m.id });
    const rows = await ctx.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, a.m.id), eq(likes.likedId, b.m.id)));
    expect(rows).toHaveLength(1);

    const un = await a.c.del('/api/like.php', { id: b.m.id });
    expect(un.statusCode).toBe(200);
    expect(un.json()).toEqual({ liked: false, match: false });
    expect((await likesOf(a.c)).liked).toEqual([]);
    expect((await likesOf(b.c)).matches).toEqual([]);
    expect((await likesOf(b.c)).liked_by).toEqual([]);
  });

  it('orders received likes new first, then newest; seeing the liker clears only that new flag', async () => {
    const me = await loggedIn({ gender: 'male' });
    const [x, y, z] = [await loggedIn(), await loggedIn(), await loggedIn()];
    for (const l of [x, y, z]) {
      expect((await l.c.post('/api/like.php', { id: me.m.id })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await likesOf(me.c)).liked_by.map((l) => l.id)).toEqual([z.m.id, y.m.id, x.m.id]);

    // What the loader of /likes/m/{id} does (app/routes/member.tsx; the browser test opens the page).
    await ctx.app.services.likes.markSeen(me.m.id, z.m.id);
    const after = await likesOf(me.c);
    expect(after.liked_by.map((l) => [l.id, l.like_new])).toEqual([
      [y.m.id, true],
      [x.m.id, true],
      [z.m.id, false],
    ]);
    expect(after.new_likes).toBe(2);
    // Seeing one liker leaves the others' flags alone, and liking back does not clear it either.
    await me.c.post('/api/like.php', { id: y.m.id });
    expect((await likesOf(me.c)).new_likes).toBe(2);
  });

  it('no like across a block, either way; blocking removes the likes between the two', async () => {
    const a = await loggedIn();
    const b = await loggedIn({ gender: 'male' });
    await a.c.post('/api/like.php', { id: b.m.id });
    await b.c.post('/api/like.php', { id: a.m.id });
    expect((await a.c.post('/api/block.php', { id: b.m.id })).statusCode).toBe(200);

    expect((await likesOf(a.c)).liked).toEqual([]);
    expect((await likesOf(b.c)).liked_by).toEqual([]);
    expect(await ctx.database.db.select().from(likes).where(eq(likes.likerId, b.m.id))).toHaveLength(0);

    const blocker = await a.c.post('/api/like.php', { id: b.m.id });
    expect(blocker.statusCode).toBe(403);
    expect(blocker.json().message).toBe('Je hebt dit lid geblokkeerd. Deblokkeer eerst om een like te geven.');
    const blocked = await b.c.post('/api/like.php', { id: a.m.id });
    expect(blocked.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(likes).where(eq(likes.likedId, a.m.id))).toHaveLength(0);
  });

  it('refuses self, unknown and unconfirmed; visitors must log in', async () => {
    const a = await loggedIn();
    expect((await a.c.post('/api/like.php', { id: a.m.id })).json().message).toBe('Je kunt jezelf niet liken.');
    expect((await a.c.post('/api/like.php', { id: 999_999 })).statusCode).toBe(404);
    const pending = await buildMember(ctx.database.db, ctx.siteId, { status: 'not_confirmed' });
    expect((await a.c.post('/api/like.php', { id: pending.id })).statusCode).toBe(404);
    const visitor = client(ctx.app);
    const res = await visitor.post('/api/like.php', { id: a.m.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBe('authentication_required');
  });

  it('an invisible member who likes someone becomes visible to that member only', async () => {
    const shy = await loggedIn({ invisible: true, name: 'Verlegen' });
    const liked = await loggedIn({ gender: 'male' });
    const other = await loggedIn({ gender: 'male' });
    expect((await liked.c.get(`/api/member.php?id=${shy.m.id}`)).statusCode).toBe(404);
    await shy.c.post('/api/like.php', { id: liked.m.id });
    expect((await liked.c.get(`/api/member.php?id=${shy.m.id}`)).statusCode).toBe(200);
    expect((await other.c.get(`/api/member.php?id=${shy.m.id}`)).statusCode).toBe(404);
    // The liked member can like back: the invisible member is visible to them now.
    expect((await liked.c.post('/api/like.php', { id: shy.m.id })).json()).toEqual({ liked: true, match: true });
    expect((await other.c.post('/api/like.php', { id: shy.m.id })).statusCode).toBe(404);
  });
});

describe("the 'New like!' overlay (GET /api/auto-like.php)", () => {
  it('announces a real received like once, with the liker and a match photo path', async () => {
    const me = await loggedIn({ gender: 'female', date_of_birth: '1960-01-01' });
    const liker = await loggedIn({ gender: 'male', name: 'Daan', photo: 'active' });
    await liker.c.post('/api/like.php', { id: me.m.id });
    const res = await me.c.get('/api/auto-like.php');
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      id: liker.m.id,
      name: 'Daan',
      fictional: false,
      automatic: false,
      main_image: { filename: `test/${liker.m.id}-0.webp`, match: `/media/test/${liker.m.id}-0.webp` },
    });
    // Announced once; still new on /likes until the profile is opened.
    expect((await me.c.get('/api/auto-like.php')).json()).toEqual({ profile: null });
    expect((await likesOf(me.c)).new_likes).toBe(1);
  });

  it('sends an automatic like from a site-run profile at most once a day, not in the first 10 minutes; it is a real like on /likes', async () => {
    const newcomer = await loggedIn({ gender: 'male', date_of_birth: '1950-06-01', signup_minutes_ago: 9 });
    const me = await loggedIn({ gender: 'male', date_of_birth: '1950-06-01', signup_minutes_ago: 11 });
    const site = await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'female',
      date_of_birth: '1952-03-03',
      fictional: true,
      photo: 'active',
      name: 'Sanne',
    });
    await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'female',
      date_of_birth: '1952-03-03',
      fictional: false,
      photo: 'active',
    });
    expect((await newcomer.c.get('/api/auto-like.php')).json()).toEqual({ profile: null });
    const { profile } = (await me.c.get('/api/auto-like.php')).json();
    expect(profile).toMatchObject({ id: site.id, name: 'Sanne', fictional: true, automatic: true });
    const list = await likesOf(me.c);
    expect(list.liked_by).toEqual([{ id: site.id, like_new: true, liked_at: expect.any(String), automatic: true }]);
    const [row] = await ctx.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, site.id), eq(likes.likedId, me.m.id)));
    expect(row?.source).toBe('auto');
    // Another site-run profile is there, but a day has not passed.
    await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'female',
      date_of_birth: '1951-03-03',
      fictional: true,
      photo: 'active',
    });
    expect((await me.c.get('/api/auto-like.php')).json()).toEqual({ profile: null });
  });

  it('several tabs asking at once get one announcement', async () => {
    const me = await loggedIn({ gender: 'male', date_of_birth: '1945-06-01', signup_minutes_ago: 60 });
    await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'female',
      date_of_birth: '1946-03-03',
      fictional: true,
      photo: 'active',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.c.get('/api/auto-like.php')));
    expect(answers.filter((a) => a.json().profile !== null)).toHaveLength(1);
    expect((await likesOf(me.c)).liked_by).toHaveLength(1);
  });
});

describe('page bounce (query lb)', () => {
  it('stores the hidden page from a beacon without the client header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php?path=%2Flanders%2Ftinderswipe',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(pageBounces).where(eq(pageBounces.path, '/landers/tinderswipe'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.siteId).toBe(ctx.siteId);
  });
});

describe('swipe game', () => {
  it('gives 4 likes a day; the fifth is refused by the server with the wait; skips stay free', async () => {
    const me = await loggedIn({ gender: 'male', sexuality: 'hetero', date_of_birth: '1930-01-01' });
    for (let i = 0; i < 7; i++)
      await buildMember(ctx.database.db, ctx.siteId, {
        gender: 'female',
        photo: 'active',
        date_of_birth: '1931-01-01',
      });
    let state = (await me.c.get('/api/swipe.php')).json() as SwipeState;
    expect(state).toMatchObject({ likes_left: 4, likes_per_day: 4, next_like_at: null });
    expect(state.profile?.gender).toBe('female');

    const seen = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const id = state.profile!.id;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      const res = await me.c.post('/api/swipe.php', { id, decision: 'like' });
      expect(res.statusCode).toBe(200);
      state = res.json();
      expect(state.likes_left).toBe(3 - i);
    }
    expect(state.next_like_at).not.toBeNull();
    const wait = new Date(state.next_like_at!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3600_000);

    const fifth = await me.c.post('/api/swipe.php', { id: state.profile!.id, decision: 'like' });
    expect(fifth.statusCode).toBe(429);
    const body = fifth.json();
    expect(body.error).toBe('swipe_limit');
    expect(body.message).toMatch(
      /^Je hebt je 4 likes van vandaag gegeven\. Over (24 uur|23 uur en 59 minuten) kun je weer liken\.$/,
    );
    expect(body.retry_after_seconds).toBeGreaterThan(86_000);
    expect(body.next_like_at).toBe(state.next_like_at);

    // The refused like left nothing behind; a skip still works and shows the next card.
    expect(
      await ctx.database.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, me.m.id), eq(likes.likedId, state.profile!.id))),
    ).toHaveLength(0);
    const skip = await me.c.post('/api/swipe.php', { id: state.profile!.id, decision: 'skip' });
    expect(skip.statusCode).toBe(200);
    expect(skip.json().profile?.id).not.toBe(state.profile!.id);
    // The swipe likes are real likes.
    expect((await likesOf(me.c)).liked.map((l) => l.id).sort()).toEqual([...seen].sort());
  });

  it('concurrent likes cannot slip past the limit', async () => {
    const me = await loggedIn({ gender: 'female', sexuality: 'lesbian', date_of_birth: '1929-01-01' });
    const targets = [];
    for (let i = 0; i < 8; i++)
      targets.push(await buildMember(ctx.database.db, ctx.siteId, { gender: 'female', photo: 'active' }));
    const answers = await Promise.all(targets.map((t) => me.c.post('/api/swipe.php', { id: t.id, decision: 'like' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
    expect(
      await ctx.database.db
        .select()
        .from(swipes)
        .where(and(eq(swipes.memberId, me.m.id), eq(swipes.decision, 'like'))),
    ).toHaveLength(4);
  });

  it('a swipe like back is a match', async () => {
    const me = await loggedIn({ gender: 'male', sexuality: 'gay' });
    const fan = await loggedIn({ gender: 'male', photo: 'active' });
    await fan.c.post('/api/like.php', { id: me.m.id });
    const res = await me.c.post('/api/swipe.php', { id: fan.m.id, decision: 'like' });
    expect(res.json().match).toBe(true);
  });
});

describe('match finder', () => {
  it('accepts only the values of product §3 and "geen voorkeur", with a message naming the preference, and saves nothing wrong', async () => {
    const me = await loggedIn({ gender: 'male' });
    for (const [body, message] of [
      [{ age: '40-50', appearance: 'sexy', race: 'white' }, 'Kies een leeftijd: 18-35, 35+ of geen voorkeur.'],
      [
        { age: '35+', appearance: 'beautiful', race: 'white' },
        'Kies waarvoor ze hier zijn: daten, avontuur of geen voorkeur.',
      ],
      [
        { age: '35+', appearance: 'normal', race: 'asian' },
        'Kies een woonland: mijn land, een ander land of geen voorkeur.',
      ],
      [{ age: '35+', appearance: 'normal' }, 'Kies een woonland: mijn land, een ander land of geen voorkeur.'],
    ] as const) {
      const res = await me.c.put('/api/match-finder.php', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input', message });
    }
    expect((await me.c.put('/api/match-finder.php', { age: 35, appearance: 'normal', race: 'white' })).statusCode).toBe(
      400,
    );
    expect(
      (await me.c.put('/api/match-finder.php', { age: '35+', appearance: 'normal', race: 'white', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(((await me.c.get('/api/match-finder.php')).json() as MatchFinderPayload).preferences).toBeNull();
  });

  it('keeps the preferences and returns members of the chosen age and the gender looked for', async () => {
    const me = await loggedIn({ gender: 'female', sexuality: 'hetero', date_of_birth: '1928-01-01' });
    const young = await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'male',
      photo: 'active',
      date_of_birth: dob(25),
      reason: 'dating',
    });
    const older = await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'male',
      photo: 'active',
      date_of_birth: dob(50),
    });
    const woman = await buildMember(ctx.database.db, ctx.siteId, {
      gender: 'female',
      photo: 'active',
      date_of_birth: dob(25),
    });

    const res = await me.c.put('/api/match-finder.php', { age: '18-35', appearance: 'any', race: 'any' });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as MatchFinderPayload).results.map((r) => r.id);
    expect(ids).toContain(young.id);
    expect(ids).not.toContain(older.id);
    expect(ids).not.toContain(woman.id);

    const again = (await me.c.get('/api/match-finder.php')).json() as MatchFinderPayload;
    expect(again.preferences).toEqual({ age: '18-35', appearance: 'any', race: 'any' });
    const over35 = (
      await me.c.put('/api/match-finder.php', { age: '35+', appearance: 'any', race: 'any' })
    ).json() as MatchFinderPayload;
    expect(over35.results.map((r) => r.id)).toContain(older.id);
    expect(over35.results.map((r) => r.id)).not.toContain(young.id);
  });
});

function dob(age: number): string {
  const d = new Date();
  return `${d.getUTCFullYear() - age - 1}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

describe('real time', () => {
  it('a like from a profile or from the swipe game reaches the liked member’s open tabs, with the match', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const a = await loggedIn({ name: 'Swiper', gender: 'male', photo: 'active' });
    const b = await loggedIn({ name: 'Gezien', photo: 'active' });
    const events: ChatEvent[] = [];
    const socket = await openSocket(port, b.c.cookie, events);
    expect((await a.c.post('/api/swipe.php', { id: b.m.id, decision: 'like' })).statusCode).toBe(200);
    await waitFor(() => events.some((e) => e.type === 'like'));
    expect(events.filter((e) => e.type === 'like')).toEqual([
      { type: 'like', from: a.m.id, match: false, new_likes: 1 },
    ]);

    const aEvents: ChatEvent[] = [];
    const aSocket = await openSocket(port, a.c.cookie, aEvents);
    expect((await b.c.post('/api/like.php', { id: a.m.id })).json()).toEqual({ liked: true, match: true });
    await waitFor(() => aEvents.some((e) => e.type === 'like'));
    expect(aEvents.filter((e) => e.type === 'like')).toEqual([
      { type: 'like', from: b.m.id, match: true, new_likes: 1 },
    ]);
    socket.close();
    aSocket.close();
  });
});
