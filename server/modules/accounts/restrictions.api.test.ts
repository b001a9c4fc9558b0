import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD, type MemberOverrides } from '../../test/factories.ts';
import { openSocket } from '../../test/sockets.ts';
import { accountTokens, members, sessions } from '../../db/schema.ts';
import { newToken } from '../../platform/credentials.ts';
import { liftDueSuspensions, suspendMember } from './restrictions.ts';
import type { ChatsPayload } from '../../../common/api/chat.ts';
import type { LikesPayload } from '../../../common/api/likes.ts';

/**
 * Suspension and ban. No login (the date, a link to /pages/ban), every session and
 * socket ends, the profile leaves search, likes and lists, partners see 'account niet meer actief'
 * and cannot send; lifting brings all of it back; a suspension ends by itself.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ({ ctx, port } = await buildListeningTestApp());
});
afterAll(() => ctx.close());

let regions = 0;
const restrictions = () => ctx.app.services.restrictions;
/** 15 June 2030, 14:00 in Amsterdam. */
const JUNE_15 = new Date('2030-06-15T12:00:00Z');
const login = (email: string) => client(ctx.app).post('/api/user.php', { email, password: TEST_PASSWORD });
const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
const searchIds = async (c: ReturnType<typeof client>, region: string) =>
  ((await c.get(`/api/members.php?countryregion=${region}`)).json() as { results: { id: number }[] }).results.map(
    (r) => r.id,
  );
const send = (c: ReturnType<typeof client>, to: number, body: string) =>
  c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });

/**
 * Sanne, in a region of her own, who has a conversation with Tom and liked him (and he her), and
 * Viewer, who only searches.
 */
async function scene(o: MemberOverrides = {}) {
  const region = `RST${++regions}`;
  const sanne = await loggedInMember(ctx, { name: 'Sanne', photo: 'active', region_code: region, credits: 100, ...o });
  const tom = await loggedInMember(ctx, { name: 'Tom', gender: 'male', credits: 100 });
  const viewer = await loggedInMember(ctx, { gender: 'male' });
  expect((await send(tom.c, sanne.m.id, 'Hoi Sanne')).statusCode).toBe(200);
  expect((await send(sanne.c, tom.m.id, 'Hoi Tom')).statusCode).toBe(200);
  expect((await tom.c.post('/api/like.php', { id: sanne.m.id })).json()).toEqual({ liked: true, match: false });
  expect((await sanne.c.post('/api/like.php', { id: tom.m.id })).json()).toEqual({ liked: true, match: true });
  return { region, sanne, tom, viewer };
}

async function tomSees(tom: Awaited<ReturnType<typeof scene>>['tom'], sanneId: number) {
  const chats = (await tom.c.get('/api/chats.php')).json() as ChatsPayload;
  const chat = chats.chats.find((c) => c.profile.id === sanneId)!;
  const conversation = (await tom.c.get(`/api/chat.php?id=${chat.conversation.id}`)).json();
  const likes = (await tom.c.get('/api/likes.php')).json() as LikesPayload;
  return {
    listInactive: chat.profile.inactive,
    conversationInactive: conversation.profile.inactive as boolean,
    likedBy: likes.liked_by.map((l) => l.id).includes(sanneId),
    liked: likes.liked.map((l) => l.id).includes(sanneId),
    matches: likes.matches.map((m) => m.id).includes(sanneId),
  };
}

describe('suspension', () => {
  it('ends every session and closes the sockets; login is refused with the date and the /pages/ban link', async () => {
    const { sanne } = await scene();
    const otherBrowser = client(ctx.app);
    expect(
      (await otherBrowser.post('/api/user.php', { email: sanne.m.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const sockets = await Promise.all([
      openSocket(port, sanne.c.cookie, []),
      openSocket(port, otherBrowser.cookie, []),
    ]);
    const codes = Promise.all(sockets.map(closed));

    const outcome = await restrictions().suspend(sanne.m.id, JUNE_15, 'Intimidatie na meldingen');
    expect(outcome.before).toMatchObject({ status: 'active', suspendedUntil: null });
    expect(outcome.after).toMatchObject({
      status: 'suspended',
      suspendedUntil: JUNE_15,
      reason: 'Intimidatie na meldingen',
    });
    expect(outcome.ended.tokenHashes).toHaveLength(2);
    expect(await codes).toEqual([4401, 4401]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.memberId, sanne.m.id))).toEqual([]);
    expect((await sanne.c.get('/api/user.php')).json()).toMatchObject({ data: 'authentication_required' });

    const refused = await login(sanne.m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'account_suspended',
      message: 'Je account is geschorst tot 15 juni 2030 om 14:00. Tot dan kun je niet inloggen.',
      until: JUNE_15.toISOString(),
      link: '/pages/ban',
    });
    const english = await client(ctx.app).post(
      '/api/user.php',
      { email: sanne.m.email, password: TEST_PASSWORD },
      { cookie: 'klik_locale=en' },
    );
    expect(english.json().message).toBe(
      'Your account is suspended until June 15, 2030 at 2:00 PM. You cannot log in until then.',
    );
    // The wrong password says only that: a refusal tells nothing to someone who only knows the address.
    const wrong = await client(ctx.app).post('/api/user.php', {
      email: sanne.m.email,
      password: 'niet-het-wachtwoord',
    });
    expect(wrong.json()).toMatchObject({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
  });

  it('takes the member out of search, likes and lists; partners see "account niet meer actief" and cannot send or like; lifting restores it all', async () => {
    const { region, sanne, tom, viewer } = await scene();
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
    expect(await tomSees(tom, sanne.m.id)).toEqual({
      listInactive: false,
      conversationInactive: false,
      likedBy: true,
      liked: true,
      matches: true,
    });

    await restrictions().suspend(sanne.m.id, JUNE_15, 'Spam');
    expect(await searchIds(viewer.c, region)).toEqual([]);
    expect((await viewer.c.get(`/api/member.php?id=${sanne.m.id}`)).statusCode).toBe(404);
    expect(await tomSees(tom, sanne.m.id)).toEqual({
      listInactive: true,
      conversationInactive: true,
      likedBy: false,
      liked: false,
      matches: false,
    });
    const sendRefused = await send(tom.c, sanne.m.id, 'Ben je er nog?');
    expect(sendRefused.statusCode).toBe(403);
    expect(sendRefused.json()).toEqual({
      error: 'account_inactive',
      message: 'Dit account is niet meer actief. Je kunt dit lid geen berichten of likes meer sturen.',
    });
    const likeRefused = await viewer.c.post('/api/like.php', { id: sanne.m.id });
    expect(likeRefused.json().error).toBe('account_inactive');
    // Tom's new likes badge no longer counts hers.
    expect((await tom.c.get('/api/counts.php')).json().new_likes).toBe(0);

    const lifted = await restrictions().lift(sanne.m.id);
    expect(lifted?.after).toMatchObject({ status: 'active', suspendedUntil: null, reason: null });
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
    expect(await tomSees(tom, sanne.m.id)).toEqual({
      listInactive: false,
      conversationInactive: false,
      likedBy: true,
      liked: true,
      matches: true,
    });
    expect((await send(tom.c, sanne.m.id, 'Welkom terug')).statusCode).toBe(200);
    expect((await login(sanne.m.email)).statusCode).toBe(200);
    // Nothing to lift twice.
    expect(await restrictions().lift(sanne.m.id)).toBeNull();
  });

  it('ends by itself: after its date the login works (and lifts it); the job lifts what is past without a login', async () => {
    const { region, sanne, viewer } = await scene();
    await restrictions().suspend(sanne.m.id, new Date(Date.now() + 3_600_000), 'Een uur');
    expect((await login(sanne.m.email)).statusCode).toBe(403);
    // An hour later:
    await ctx.database.db
      .update(members)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.id, sanne.m.id));
    const back = await login(sanne.m.email);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.status).toBe('active');
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);

    const other = await buildMember(ctx.database.db, ctx.siteId, { photo: 'active', region_code: `${region}b` });
    const later = await buildMember(ctx.database.db, ctx.siteId, { photo: 'active', region_code: `${region}b` });
    await restrictions().suspend(other.id, new Date(Date.now() + 60_000), 'Kort');
    await restrictions().suspend(later.id, new Date(Date.now() + 3_600_000), 'Langer');
    expect(await searchIds(viewer.c, `${region}b`)).toEqual([]);
    await ctx.database.db
      .update(members)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.id, other.id));
    expect(await liftDueSuspensions(ctx.database.db)).toBe('1 suspensions ended');
    expect(await searchIds(viewer.c, `${region}b`)).toEqual([other.id]);
    const [row] = await ctx.database.db
      .select({ status: members.status })
      .from(members)
      .where(eq(members.id, later.id));
    expect(row!.status).toBe('suspended');
  });

  it('is all or nothing with the caller’s transaction: a rollback keeps the sessions and the search row', async () => {
    const { region, sanne, viewer } = await scene();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await suspendMember(tx, sanne.m.id, JUNE_15, 'Audit faalde');
        throw new Error('the audit row could not be written');
      }),
    ).rejects.toThrow('audit row');
    expect((await sanne.c.get('/api/user.php')).statusCode).toBe(200);
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
  });

  it('refuses an end in the past and an empty reason', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    await expect(restrictions().suspend(m.id, new Date(Date.now() - 1000), 'Te laat')).rejects.toMatchObject({
      status: 400,
      messageKey: 'restriction.untilInPast',
    });
    await expect(restrictions().ban(m.id, '   ')).rejects.toMatchObject({
      status: 400,
      messageKey: 'restriction.reasonRequired',
    });
    await expect(restrictions().ban(2_000_000_000, 'Niemand')).rejects.toMatchObject({ status: 404 });
  });
});

describe('ban', () => {
  it('refuses the login with its own text and the link; a password reset does not let the member in', async () => {
    const { sanne } = await scene({ language: 'en' });
    await restrictions().ban(sanne.m.id, 'Oplichting');
    const refused = await login(sanne.m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'account_banned',
      message: 'Je account is geblokkeerd. Je kunt niet meer inloggen.',
      link: '/pages/ban',
    });

    const reset = newToken();
    await ctx.database.db.insert(accountTokens).values({
      tokenHash: reset.hash,
      memberId: sanne.m.id,
      kind: 'password_reset',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await client(ctx.app).put(
      '/api/reset-password.php',
      { token: reset.token, password: 'nieuw-wachtwoord-2', password_repeat: 'nieuw-wachtwoord-2' },
      { cookie: 'klik_locale=en' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'account_banned',
      message: 'Your account has been banned. You can no longer log in.',
    });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.memberId, sanne.m.id))).toEqual([]);
  });

  it('a suspension made a ban is a ban; the expiry job never lifts it; lifting it gives back the status before the first', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { status: 'not_confirmed' });
    await restrictions().suspend(m.id, new Date(Date.now() + 60_000), 'Eerst geschorst');
    await restrictions().ban(m.id, 'Toen geblokkeerd');
    await ctx.database.db
      .update(members)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.id, m.id));
    await liftDueSuspensions(ctx.database.db);
    expect((await login(m.email)).json().error).toBe('account_banned');

    // The activation link does not make a banned account active.
    const activation = newToken();
    await ctx.database.db.insert(accountTokens).values({
      tokenHash: activation.hash,
      memberId: m.id,
      kind: 'activation',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const activate = await client(ctx.app).get(`/api/activate.php?token=${activation.token}`);
    expect(activate.headers.location).toMatch(/^\/activate\/error/);

    const lifted = await restrictions().lift(m.id);
    expect(lifted?.after.status).toBe('not_confirmed');
    expect((await login(m.email)).statusCode).toBe(200);
  });
});
