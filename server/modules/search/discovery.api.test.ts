import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { profiles } from '../../db/schema.ts';
import type { ProfileCard, SearchResult } from '../../../common/api/profiles.ts';
import type { AutoLikePayload, LikesPayload, MatchFinderPayload, SwipeState } from '../../../common/api/likes.ts';
import { SEARCH_PAGE_SIZE } from '../../../common/api/limits.ts';

/**
 * Discovery honours what a member looks for (decision 023): the signup's "Ik zoek",
 * one default (the gender looked for, age ±10) for the swipe deck, the signup matches, the match
 * finder and the automatic liker; each match finder option changes the results; members with a
 * photo come before those without. Each test keeps to its own age band, so members made by the
 * others cannot fall inside it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const build = (o: MemberOverrides) => buildMember(ctx.database.db, ctx.siteId, o);

/** A date of birth that makes someone `age` today: the first of this month, `age` years ago. */
function dob(age: number): string {
  const d = new Date();
  return `${d.getUTCFullYear() - age}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
const ageOf = (p: ProfileCard) => p.age;

describe('signup asks "Ik zoek"', () => {
  const signup = (over: Record<string, unknown>) => ({
    email: `zoek${Math.random().toString(36).slice(2, 8)}@example.nl`,
    name: 'Noor',
    password: 'een-goed-wachtwoord',
    date_of_birth: dob(81),
    gender: 'female',
    ...over,
  });

  it('stores what the member looks for on the profile, and the own profile returns it', async () => {
    const c = client(ctx.app);
    const res = await c.post('/api/signup.php', signup({ looking_for: 'both' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().user.id as number;
    const [row] = await ctx.database.db
      .select({ lookingFor: profiles.lookingFor })
      .from(profiles)
      .where(eq(profiles.memberId, id));
    expect(row?.lookingFor).toBe('both');
    expect((await c.get('/api/profile.php')).json().profile.looking_for).toBe('both');
  });

  it('refuses a value other than men, women or both with the message that names it, and creates nobody', async () => {
    const body = signup({ looking_for: 'dogs' });
    const res = await client(ctx.app).post('/api/signup.php', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      message: 'Kies wie je zoekt: mannen, vrouwen of beide.',
      fields: { looking_for: 'Kies wie je zoekt: mannen, vrouwen of beide.' },
    });
  });

  it('signup matches hold only members of the gender looked for within the new member’s age ±10', async () => {
    // The new member: a woman of 81 looking for men, so 71–91.
    const inside = await build({ gender: 'male', photo: 'active', date_of_birth: dob(85) });
    const tooOld = await build({ gender: 'male', photo: 'active', date_of_birth: dob(95) });
    const tooYoung = await build({ gender: 'male', photo: 'active', date_of_birth: dob(66) });
    const woman = await build({ gender: 'female', photo: 'active', date_of_birth: dob(80) });
    const c = client(ctx.app);
    expect((await c.post('/api/signup.php', signup({ looking_for: 'male' }))).statusCode).toBe(201);
    const res = await c.get('/api/signup-matches.php');
    expect(res.statusCode).toBe(200);
    const shown = res.json().profiles as ProfileCard[];
    const ids = shown.map((p) => p.id);
    expect(ids).toContain(inside.id);
    for (const out of [tooOld, tooYoung, woman]) expect(ids).not.toContain(out.id);
    for (const p of shown) {
      expect(p.gender).toBe('male');
      expect(ageOf(p)).toBeGreaterThanOrEqual(71);
      expect(ageOf(p)).toBeLessThanOrEqual(91);
    }
  });

  it('signup matches of a gay man are men; without an answer the sexuality decides', async () => {
    const man = await build({ gender: 'male', photo: 'active', date_of_birth: dob(56) });
    const woman = await build({ gender: 'female', photo: 'active', date_of_birth: dob(56) });
    const gay = await loggedInMember(ctx, { gender: 'male', sexuality: 'gay', date_of_birth: dob(55) });
    const ids = ((await gay.c.get('/api/signup-matches.php')).json().profiles as ProfileCard[]).map((p) => p.id);
    expect(ids).toContain(man.id);
    expect(ids).not.toContain(woman.id);
    // His own answer outranks the profile's sexuality.
    const both = await loggedInMember(ctx, {
      gender: 'male',
      sexuality: 'gay',
      looking_for: 'both',
      date_of_birth: dob(55),
    });
    const bothIds = ((await both.c.get('/api/signup-matches.php')).json().profiles as ProfileCard[]).map((p) => p.id);
    expect(bothIds).toEqual(expect.arrayContaining([man.id, woman.id]));
  });

  it('signup matches need a member', async () => {
    expect((await client(ctx.app).get('/api/signup-matches.php')).statusCode).toBe(403);
  });
});

describe('the swipe deck', () => {
  /** Every card the deck holds for this member, skipping each in turn. */
  async function wholeDeck(c: ReturnType<typeof client>): Promise<ProfileCard[]> {
    const cards: ProfileCard[] = [];
    let state = (await c.get('/api/swipe.php')).json() as SwipeState;
    while (state.profile && cards.length < 100) {
      cards.push(state.profile);
      state = (await c.post('/api/swipe.php', { id: state.profile.id, decision: 'skip' })).json() as SwipeState;
    }
    return cards;
  }

  it('never shows a member outside the viewer’s age range or the gender they look for', async () => {
    // A man of 64 looking for women: 54–74.
    const me = await loggedInMember(ctx, { gender: 'male', looking_for: 'female', date_of_birth: dob(64) });
    const inside = await build({ gender: 'female', photo: 'active', date_of_birth: dob(60) });
    const edge = await build({ gender: 'female', photo: 'active', date_of_birth: dob(74) });
    const tooOld = await build({ gender: 'female', photo: 'active', date_of_birth: dob(76) });
    const tooYoung = await build({ gender: 'female', photo: 'active', date_of_birth: dob(52) });
    const man = await build({ gender: 'male', photo: 'active', date_of_birth: dob(64) });
    const deck = await wholeDeck(me.c);
    const ids = deck.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([inside.id, edge.id]));
    for (const out of [tooOld, tooYoung, man]) expect(ids).not.toContain(out.id);
    for (const p of deck) {
      expect(p.gender).toBe('female');
      expect(ageOf(p)).toBeGreaterThanOrEqual(54);
      expect(ageOf(p)).toBeLessThanOrEqual(74);
    }
  });

  it('a woman looking for women gets women; looking for both gets both', async () => {
    const woman = await build({ gender: 'female', photo: 'active', date_of_birth: dob(43) });
    const man = await build({ gender: 'male', photo: 'active', date_of_birth: dob(43) });
    const lesbian = await loggedInMember(ctx, { gender: 'female', looking_for: 'female', date_of_birth: dob(44) });
    const ids = (await wholeDeck(lesbian.c)).map((p) => p.id);
    expect(ids).toContain(woman.id);
    expect(ids).not.toContain(man.id);
    const both = await loggedInMember(ctx, { gender: 'female', looking_for: 'both', date_of_birth: dob(44) });
    expect((await wholeDeck(both.c)).map((p) => p.id)).toEqual(expect.arrayContaining([woman.id, man.id]));
  });
});

describe('the match finder: each option changes the results', () => {
  // A woman of 30 in NL looking for men (default 20–40). Three men, each told apart by one option.
  let me: Awaited<ReturnType<typeof loggedInMember>>;
  let youngAdventureNl: { id: number };
  let youngDatingBe: { id: number };
  let olderNl: { id: number };
  beforeAll(async () => {
    me = await loggedInMember(ctx, { gender: 'female', looking_for: 'male', country: 'NL', date_of_birth: dob(30) });
    youngAdventureNl = await build({
      gender: 'male',
      photo: 'active',
      date_of_birth: dob(25),
      country: 'NL',
      reason: 'adventure',
    });
    youngDatingBe = await build({
      gender: 'male',
      photo: 'active',
      date_of_birth: dob(26),
      country: 'BE',
      reason: 'dating',
    });
    olderNl = await build({ gender: 'male', photo: 'active', date_of_birth: dob(50), country: 'NL', reason: 'dating' });
  });
  /** Which of the three men the preferences return, and that nobody else is a woman. */
  async function found(prefs: { age: string; appearance: string; race: string }): Promise<string[]> {
    const res = await me.c.put('/api/match-finder.php', prefs);
    expect(res.statusCode).toBe(200);
    const results = (res.json() as MatchFinderPayload).results;
    for (const p of results) expect(p.gender).toBe('male');
    const ids = results.map((p) => p.id);
    return [
      ['adventureNL', youngAdventureNl],
      ['datingBE', youngDatingBe],
      ['older', olderNl],
    ]
      .filter(([, m]) => ids.includes((m as { id: number }).id))
      .map(([name]) => name as string);
  }

  it('age: 18–35, 35+, or no preference (the member’s own age ±10)', async () => {
    expect(await found({ age: '18-35', appearance: 'any', race: 'any' })).toEqual(['adventureNL', 'datingBE']);
    expect(await found({ age: '35+', appearance: 'any', race: 'any' })).toEqual(['older']);
    expect(await found({ age: 'any', appearance: 'any', race: 'any' })).toEqual(['adventureNL', 'datingBE']);
  });

  it('what they are here for: adventure, dating, or no preference', async () => {
    expect(await found({ age: '18-35', appearance: 'sexy', race: 'any' })).toEqual(['adventureNL']);
    expect(await found({ age: '18-35', appearance: 'normal', race: 'any' })).toEqual(['datingBE']);
    expect(await found({ age: '18-35', appearance: 'any', race: 'any' })).toEqual(['adventureNL', 'datingBE']);
  });

  it('country they live in: mine, another, or no preference', async () => {
    expect(await found({ age: '18-35', appearance: 'any', race: 'white' })).toEqual(['adventureNL']);
    expect(await found({ age: '18-35', appearance: 'any', race: 'other' })).toEqual(['datingBE']);
    expect(await found({ age: '18-35', appearance: 'any', race: 'any' })).toEqual(['adventureNL', 'datingBE']);
  });

  it('keeps "geen voorkeur" as the member chose it', async () => {
    await found({ age: 'any', appearance: 'any', race: 'any' });
    expect(((await me.c.get('/api/match-finder.php')).json() as MatchFinderPayload).preferences).toEqual({
      age: 'any',
      appearance: 'any',
      race: 'any',
    });
  });
});

describe('automatic likes', () => {
  it('come only from fictional profiles of the member’s default, and say so', async () => {
    // A man of 70 looking for women, a member for an hour: 60–80.
    const me = await loggedInMember(ctx, {
      gender: 'male',
      looking_for: 'female',
      date_of_birth: dob(70),
      signup_minutes_ago: 60,
    });
    await build({ gender: 'female', photo: 'active', date_of_birth: dob(69), fictional: false });
    await build({ gender: 'female', photo: 'active', date_of_birth: dob(90), fictional: true });
    await build({ gender: 'male', photo: 'active', date_of_birth: dob(70), fictional: true });
    // Real women in range, fictional ones only outside it or of the other gender: no automatic like.
    expect(((await me.c.get('/api/auto-like.php')).json() as AutoLikePayload).profile).toBeNull();

    const fictional = await build({
      gender: 'female',
      photo: 'active',
      date_of_birth: dob(72),
      fictional: true,
      name: 'Mirthe',
    });
    const { profile } = (await me.c.get('/api/auto-like.php')).json() as AutoLikePayload;
    expect(profile).toMatchObject({ id: fictional.id, name: 'Mirthe', fictional: true, automatic: true });
    const likes = (await me.c.get('/api/likes.php')).json() as LikesPayload;
    expect(likes.liked_by).toEqual([
      { id: fictional.id, like_new: true, liked_at: expect.any(String), automatic: true },
    ]);
    expect(likes.profiles.find((p) => p.id === fictional.id)?.fictional).toBe(true);
  });

  it('a like a member gave is announced as no automatic like', async () => {
    const me = await loggedInMember(ctx, { gender: 'female', date_of_birth: dob(77) });
    const liker = await loggedInMember(ctx, { gender: 'male', photo: 'active', date_of_birth: dob(77) });
    await liker.c.post('/api/like.php', { id: me.m.id });
    const { profile } = (await me.c.get('/api/auto-like.php')).json() as AutoLikePayload;
    expect(profile).toMatchObject({ id: liker.m.id, fictional: false, automatic: false });
    expect(((await me.c.get('/api/likes.php')).json() as LikesPayload).liked_by[0]?.automatic).toBe(false);
  });
});

describe('search order', () => {
  it('members without a photo come after those with one, across pages', async () => {
    const me = await loggedInMember(ctx, { gender: 'male', date_of_birth: dob(40) });
    // An age band nobody else here has: 96–97.
    const withPhoto = [];
    for (let i = 0; i < 3; i++)
      withPhoto.push(
        await build({ gender: 'female', photo: 'active', date_of_birth: dob(96), last_active_minutes_ago: 300 + i }),
      );
    const without = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE; i++)
      without.push(await build({ gender: 'female', date_of_birth: dob(97), last_active_minutes_ago: i }));
    const first = (await me.c.get('/api/members.php?gender=female&min_age=96&max_age=97')).json() as SearchResult;
    expect(first.numResults).toBe(SEARCH_PAGE_SIZE + 3);
    expect(first.results.slice(0, 3).map((p) => p.id)).toEqual(withPhoto.map((m) => m.id));
    expect(first.results.slice(3).every((p) => p.main_image === null)).toBe(true);
    // The most recently active of those without a photo first.
    expect(first.results[3]?.id).toBe(without[0]!.id);
    const second = (
      await me.c.get(`/api/members.php?gender=female&min_age=96&max_age=97&cursor=${first.next_cursor}`)
    ).json() as SearchResult;
    const all = [...first.results, ...second.results].map((p) => p.id);
    expect(new Set(all).size).toBe(SEARCH_PAGE_SIZE + 3);
    expect(second.results.every((p) => p.main_image === null)).toBe(true);
    expect(second.next_cursor).toBeNull();
  });
});
