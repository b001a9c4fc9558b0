import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import type { MemberOverrides } from '../../test/factories.ts';
import { memberReports, searchHolds } from '../../db/schema.ts';
import { listReports, reportDetails, resolveReport } from './index.ts';
import { COMMAND_LINE } from '../audit/index.ts';
import { REPORT_TEXT_MAX } from '../../../common/api/reports.ts';

/** Members report a profile or a conversation; several reporters hide a member until a moderator looks. */
let ctx: TestContext;
/** The moderator who handles reports here (handled_by is a key to staff). */
let moderatorId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  moderatorId = (
    await ctx.app.services.staff.create(COMMAND_LINE, {
      email: 'moderator@klik.example',
      role: 'moderator',
      name: 'Mo',
    })
  ).staff.id;
});
afterAll(() => ctx.close());

let regions = 0;
/** A member in a region of their own: a search for that region finds them and nobody else. */
const inOwnRegion = (o: MemberOverrides = {}) =>
  loggedInMember(ctx, { photo: 'active', region_code: `RPT${++regions}`, ...o });
const loggedIn = (o: MemberOverrides = {}) => loggedInMember(ctx, o);
const reportsAbout = (id: number) =>
  ctx.database.db.select().from(memberReports).where(eq(memberReports.reportedId, id));
const searchIds = async (c: ReturnType<typeof client>, region: string) =>
  ((await c.get(`/api/members.php?countryregion=${region}`)).json() as { results: { id: number }[] }).results.map(
    (r) => r.id,
  );
const resolve = (id: number, action: 'dismiss' | 'warn' = 'dismiss') =>
  ctx.database.db.transaction((tx) => resolveReport(tx, id, { action }, moderatorId));

describe('reporting a member', () => {
  it('stores the report: reporter, reported member, category, the text trimmed, open', async () => {
    const me = await loggedIn();
    const him = await loggedIn({ gender: 'male' });
    const res = await me.c.post('/api/report.php', {
      id: him.m.id,
      category: 'harassment',
      text: '  Hij blijft me berichten sturen.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reported: true, id: expect.any(Number) });
    const [row] = await reportsAbout(him.m.id);
    expect(row).toMatchObject({
      id: res.json().id,
      siteId: ctx.siteId,
      reporterId: me.m.id,
      reportedId: him.m.id,
      category: 'harassment',
      text: 'Hij blijft me berichten sturen.',
      status: 'open',
      conversationId: null,
      messages: [],
      handledBy: null,
      resolution: null,
    });
  });

  it('refuses a missing or unknown category and a text that is too long, in the member’s language; nothing is stored', async () => {
    const me = await loggedIn();
    const en = await loggedIn({ language: 'en' });
    const him = await loggedIn({ gender: 'male' });

    const none = await me.c.post('/api/report.php', { id: him.m.id, text: 'Vreemd profiel' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      error: 'invalid_input',
      message: 'Kies waarom je dit lid meldt.',
      fields: { category: 'Kies waarom je dit lid meldt.' },
    });
    const unknown = await me.c.post('/api/report.php', { id: him.m.id, category: 'boring' });
    expect(unknown.json().message).toBe('Kies waarom je dit lid meldt.');

    const long = await me.c.post('/api/report.php', {
      id: him.m.id,
      category: 'spam_scam',
      text: 'x'.repeat(REPORT_TEXT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'invalid_input',
      message: 'Je toelichting mag hoogstens 1000 tekens lang zijn.',
      fields: { text: 'Je toelichting mag hoogstens 1000 tekens lang zijn.' },
    });
    // Counted in characters: 1000 emoji are 1000 characters (2000 UTF-16 units), and allowed.
    expect(
      (await me.c.post('/api/report.php', { id: him.m.id, category: 'spam_scam', text: '😡'.repeat(REPORT_TEXT_MAX) }))
        .statusCode,
    ).toBe(200);

    const other = await en.c.post('/api/report.php', { id: him.m.id, category: 'other', text: 'weird' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Describe in a few words what happened (at least 10 characters).');
    const enLong = await en.c.post('/api/report.php', {
      id: him.m.id,
      category: 'other',
      text: 'y'.repeat(REPORT_TEXT_MAX + 1),
    });
    expect(enLong.json().message).toBe('Your explanation may be at most 1000 characters long.');

    expect((await reportsAbout(him.m.id)).map((r) => r.reporterId)).toEqual([me.m.id]);
  });

  it('refuses a second open report of the same member politely; after a moderator handled the first, a new one is taken', async () => {
    const me = await loggedIn();
    const him = await loggedIn({ gender: 'male', name: 'Ruben' });
    const first = await me.c.post('/api/report.php', { id: him.m.id, category: 'fake_profile' });
    expect(first.statusCode).toBe(200);
    const again = await me.c.post('/api/report.php', {
      id: him.m.id,
      category: 'spam_scam',
      text: 'Nu vraagt hij ook om geld.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'already_reported',
      message: 'Je hebt Ruben al gemeld. Ons team bekijkt je melding; je hoeft niets meer te doen.',
    });
    expect(await reportsAbout(him.m.id)).toHaveLength(1);

    await resolve(first.json().id);
    const later = await me.c.post('/api/report.php', {
      id: him.m.id,
      category: 'spam_scam',
      text: 'Nu vraagt hij ook om geld.',
    });
    expect(later.statusCode).toBe(200);
    expect((await reportsAbout(him.m.id)).map((r) => [r.category, r.status])).toEqual([
      ['fake_profile', 'dismissed'],
      ['spam_scam', 'open'],
    ]);
  });

  it('is for members, never about oneself, and only about a member of this site', async () => {
    const me = await loggedIn();
    expect((await client(ctx.app).post('/api/report.php', { id: me.m.id, category: 'other' })).json()).toMatchObject({
      data: 'authentication_required',
    });
    const self = await me.c.post('/api/report.php', { id: me.m.id, category: 'spam_scam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Je kunt jezelf niet melden.');
    const nobody = await me.c.post('/api/report.php', { id: 2_000_000_000, category: 'spam_scam' });
    expect(nobody.statusCode).toBe(404);
  });

  it('keeps the reported conversation’s last messages (both sides), which outlive a block right after', async () => {
    const me = await loggedIn({ credits: 100 });
    const him = await loggedIn({ gender: 'male', credits: 100 });
    const send = (c: typeof me.c, to: number, body: string) =>
      c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
    expect((await send(me.c, him.m.id, 'Hoi!')).statusCode).toBe(200);
    const sent = await send(him.c, me.m.id, 'Stuur me je bankgegevens');
    const conversationId = sent.json().message.conversation_id;

    const stranger = await loggedIn();
    const foreign = await stranger.c.post('/api/report.php', {
      id: him.m.id,
      category: 'spam_scam',
      conversation_id: conversationId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Dit gesprek hoort niet bij dit lid.');

    const res = await me.c.post('/api/report.php', {
      id: him.m.id,
      category: 'spam_scam',
      text: 'Vraagt om geld',
      conversation_id: conversationId,
    });
    expect(res.statusCode).toBe(200);
    expect((await me.c.post('/api/block.php', { id: him.m.id })).statusCode).toBe(200);
    expect((await me.c.get(`/api/chat.php?id=${conversationId}`)).statusCode).toBe(404);

    const details = await reportDetails(ctx.database.db, res.json().id);
    expect(details.report).toMatchObject({
      category: 'spam_scam',
      text: 'Vraagt om geld',
      conversation_id: conversationId,
      reporter: { id: me.m.id },
      reported: { id: him.m.id },
    });
    expect(details.messages.map((m) => [m.sender_id, m.body])).toEqual([
      [me.m.id, 'Hoi!'],
      [him.m.id, 'Stuur me je bankgegevens'],
    ]);
  });
});

describe('hidden until reviewed', () => {
  it('three different reporters within a day hide the member from search; two do not; a moderator’s resolution shows them again', async () => {
    const target = await inOwnRegion({ name: 'Gemeld' });
    const region = `RPT${regions}`;
    const viewer = await loggedIn({ gender: 'male' });
    const [r1, r2, r3] = [await loggedIn(), await loggedIn(), await loggedIn()];
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);

    const ids: number[] = [];
    for (const r of [r1, r2])
      ids.push((await r.c.post('/api/report.php', { id: target.m.id, category: 'fake_profile' })).json().id);
    // Two reporters: still there.
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
    // The same reporter again counts once (refused as a duplicate).
    expect((await r1.c.post('/api/report.php', { id: target.m.id, category: 'spam_scam' })).statusCode).toBe(409);
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);

    ids.push((await r3.c.post('/api/report.php', { id: target.m.id, category: 'harassment' })).json().id);
    expect(await searchIds(viewer.c, region)).toEqual([]);
    expect(await ctx.database.db.select().from(searchHolds).where(eq(searchHolds.memberId, target.m.id))).toHaveLength(
      1,
    );
    // Hidden from search, not gone: the profile page still opens.
    expect((await viewer.c.get(`/api/member.php?id=${target.m.id}`)).statusCode).toBe(200);

    const details = await reportDetails(ctx.database.db, ids[0]!);
    expect(details.reported).toMatchObject({
      id: target.m.id,
      name: 'Gemeld',
      status: 'active',
      held_from_search: true,
    });
    expect(details.earlier.map((e) => e.id).sort()).toEqual([ids[1], ids[2]].sort());

    const outcome = await resolve(ids[0]!, 'warn');
    expect(outcome.before.status).toBe('open');
    expect(outcome.after).toMatchObject({
      status: 'actioned',
      resolution: 'warn',
      handled_by: moderatorId,
      handled_at: expect.any(String),
    });
    expect(outcome.releasedFromSearch).toBe(true);
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
    // A report handled already is not handled again.
    await expect(resolve(ids[0]!)).rejects.toMatchObject({ status: 409, code: 'already_handled' });

    // The two still open were seen by the moderator: one more reporter does not hide the member again.
    const r4 = await loggedIn();
    await r4.c.post('/api/report.php', { id: target.m.id, category: 'spam_scam' });
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
  });

  it('reports older than a day do not count', async () => {
    const target = await inOwnRegion();
    const region = `RPT${regions}`;
    const viewer = await loggedIn({ gender: 'male' });
    for (let i = 0; i < 2; i++) {
      const r = await loggedIn();
      const id = (await r.c.post('/api/report.php', { id: target.m.id, category: 'fake_profile' })).json().id;
      await ctx.database.db
        .update(memberReports)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(memberReports.id, id));
    }
    await (await loggedIn()).c.post('/api/report.php', { id: target.m.id, category: 'fake_profile' });
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
  });

  it('lists the open reports worst first and oldest first within a category, a page at a time, with how many are open about each member', async () => {
    const target = await loggedIn({ gender: 'male', name: 'Queue' });
    const made: number[] = [];
    for (let i = 0; i < 3; i++)
      made.push(
        (await (await loggedIn()).c.post('/api/report.php', { id: target.m.id, category: 'spam_scam' })).json().id,
      );
    const all: number[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await listReports(ctx.database.db, { siteIds: [ctx.siteId], after, limit: 2 });
      expect(page.reports.length).toBeLessThanOrEqual(2);
      all.push(...page.reports.map((r) => r.id));
      const mine = page.reports.filter((r) => r.reported.id === target.m.id);
      for (const r of mine)
        expect(r).toMatchObject({ status: 'open', reported: { name: 'Queue' }, open_about_reported: 3 });
      if (page.next_after === null) break;
      after = page.next_after;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((id) => made.includes(id))).toEqual(made);
  });
});
