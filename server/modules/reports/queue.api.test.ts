import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD, type MemberOverrides } from '../../test/factories.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import { memberReports, sessions, staffAuditLog } from '../../db/schema.ts';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { REPORT_PRIORITY } from '../../../common/api/limits.ts';
import type { ReportQueue, ReportResolved, StaffReport } from '../../../common/api/reports.ts';

/**
 * The moderators' side: the report queue of the staff console. Roles, what each action
 * does to the member (mail, login, sessions, search), the audit rows, the other open reports about
 * the same member, and two moderators at once.
 */
let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let support: Awaited<ReturnType<typeof loggedInStaff>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
  moderator = await loggedInStaff(ctx, 'moderator', { name: 'Mila Moderator' });
  admin = await loggedInStaff(ctx, 'admin', { name: 'Ada Admin' });
  support = await loggedInStaff(ctx, 'support');
});
afterAll(() => ctx.close());

let regions = 0;
const member = (o: MemberOverrides = {}) => loggedInMember(ctx, o);
/** A member in a region of their own: a search of that region finds them and nobody else. */
const reportable = (o: MemberOverrides = {}) =>
  loggedInMember(ctx, { gender: 'male', photo: 'active', region_code: `RQ${++regions}`, ...o });
const searchIds = async (c: ReturnType<typeof client>, region: string) =>
  ((await c.get(`/api/members.php?countryregion=${region}`)).json() as { results: { id: number }[] }).results.map(
    (r) => r.id,
  );
async function report(
  reporter: Awaited<ReturnType<typeof member>>,
  id: number,
  category = 'harassment',
  extra: Record<string, unknown> = {},
) {
  const res = await reporter.c.post('/api/report.php', { id, category, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}
const resolve = (c: ReturnType<typeof staffClient>, id: number, body: Record<string, unknown>) =>
  c.post(`${STAFF_API}/reports/${id}/resolve`, body);
const auditOf = (targetType: string, ids: (number | string)[]) =>
  ctx.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, targetType), inArray(staffAuditLog.targetId, ids.map(String))))
    .orderBy(staffAuditLog.id);
const sessionsOf = (memberId: number) => ctx.database.db.select().from(sessions).where(eq(sessions.memberId, memberId));
const login = (email: string) => client(ctx.app).post('/api/user.php', { email, password: TEST_PASSWORD });
/** How the login refusal writes a suspension's end (accounts/restrictions.ts). */
const untilText = (iso: string, locale = 'nl') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: HOME_TIME_ZONE,
  }).format(new Date(iso));

describe('who may use the report queue', () => {
  it('moderators and admins; support gets 403, nobody logged in 401, on the list, a report and every action', async () => {
    const target = await reportable();
    const id = await report(await member(), target.m.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `${STAFF_API}/reports`],
      ['GET', `${STAFF_API}/reports/${id}`],
      ...(['dismiss', 'warn', 'suspend', 'ban'] as const).map((action): [string, string, unknown] => [
        'POST',
        `${STAFF_API}/reports/${id}/resolve`,
        { action, days: 3, reason: 'Test' },
      ]),
      ['POST', `${STAFF_API}/members/${target.m.id}/lift-restriction`, {}],
    ];
    const anonymous = staffClient(ctx.app);
    for (const [method, url, body] of calls) {
      const as = (c: ReturnType<typeof staffClient>) => (method === 'GET' ? c.get(url) : c.post(url, body));
      const nobody = await as(anonymous);
      expect([url, nobody.statusCode, nobody.json()]).toEqual([
        url,
        401,
        { error: 'staff_login_required', message: 'Log in op de beheeromgeving om verder te gaan.' },
      ]);
      const denied = await as(support.c);
      expect([url, denied.statusCode, denied.json().error]).toEqual([url, 403, 'forbidden']);
    }
    // Nothing happened to the report.
    expect((await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, id)))[0]!.status).toBe(
      'open',
    );
    expect((await moderator.c.get(`${STAFF_API}/reports/${id}`)).statusCode).toBe(200);
    expect((await admin.c.get(`${STAFF_API}/reports/${id}`)).statusCode).toBe(200);
    expect((await admin.c.get(`${STAFF_API}/reports`)).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists open reports worst first (an apparent minor, harassment, scam … ), oldest first within, keyset paged, with the number of reporters and the hidden-from-search marker', async () => {
    const hidden = await reportable({ name: 'Verborgen' });
    const single = await reportable({ name: 'Eenmaal' });
    const reporters = [await member({ name: 'Anna' }), await member({ name: 'Bea' }), await member({ name: 'Cor' })];
    const ids = [
      await report(reporters[0]!, hidden.m.id, 'spam_scam'),
      await report(reporters[0]!, single.m.id, 'fake_profile'),
    ];
    ids.push(await report(reporters[1]!, hidden.m.id), await report(reporters[2]!, hidden.m.id));

    const all = (await moderator.c.get(`${STAFF_API}/reports?limit=200`)).json() as ReportQueue;
    const mine = all.reports.filter((r) => ids.includes(r.id));
    // Harassment (the two later ones) before the scam before the fake profile.
    expect(mine.map((r) => r.id)).toEqual([ids[2], ids[3], ids[0], ids[1]]);
    const rank = (c: string) => REPORT_PRIORITY.indexOf(c as (typeof REPORT_PRIORITY)[number]);
    const order = all.reports.map((r) => [rank(r.category), r.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // One category only.
    const scams = (await moderator.c.get(`${STAFF_API}/reports?limit=200&category=spam_scam`)).json() as ReportQueue;
    expect(new Set(scams.reports.map((r) => r.category))).toEqual(new Set(['spam_scam']));
    expect(scams.reports.map((r) => r.id)).toContain(ids[0]);
    expect(mine.find((r) => r.id === ids[0])).toMatchObject({
      category: 'spam_scam',
      reporter: { id: reporters[0]!.m.id, name: 'Anna' },
      reported: { id: hidden.m.id, name: 'Verborgen' },
      open_about_reported: 3,
      held_from_search: true,
    });
    expect(mine.find((r) => r.id === ids[1])).toMatchObject({
      reported: { name: 'Eenmaal' },
      open_about_reported: 1,
      held_from_search: false,
      claimed_by: null,
    });

    // Keyset: one at a time, the pages follow each other in the same order as the whole list.
    const paged: number[] = [];
    let after: string | null = null;
    do {
      const page = (
        await moderator.c.get(`${STAFF_API}/reports?limit=1${after ? `&after=${after}` : ''}`)
      ).json() as ReportQueue;
      paged.push(...page.reports.map((r) => r.id));
      after = page.next_after;
    } while (after !== null);
    expect(paged).toEqual(all.reports.map((r) => r.id));
    expect((await moderator.c.get(`${STAFF_API}/reports?after=x`)).statusCode).toBe(400);
  });

  it('filters by age (older than a day: past the response time) and shows the handled ones newest first, keyset paged', async () => {
    // Three members, one report each: handling one report handles the others about the same member.
    const ids = [
      await report(await member(), (await reportable({ name: 'Oud' })).m.id, 'spam_scam'),
      await report(await member(), (await reportable({ name: 'Ouder' })).m.id, 'spam_scam'),
      await report(await member(), (await reportable({ name: 'Nieuw' })).m.id, 'spam_scam'),
    ];
    // The first is two days old, the second 25 hours: both past a day; the third is new.
    for (const [id, hours] of [
      [ids[0]!, 48],
      [ids[1]!, 25],
    ] as const) {
      await ctx.database.db
        .update(memberReports)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(memberReports.id, id));
    }
    const listed = async (query: string) =>
      ((await moderator.c.get(`${STAFF_API}/reports?limit=200&${query}`)).json() as ReportQueue).reports.map(
        (r) => r.id,
      );
    const older = await listed('older_than_hours=24');
    expect(ids.filter((id) => older.includes(id))).toEqual([ids[0], ids[1]]);
    const olderStill = await listed('older_than_hours=36');
    expect(ids.filter((id) => olderStill.includes(id))).toEqual([ids[0]]);
    expect((await moderator.c.get(`${STAFF_API}/reports?older_than_hours=0`)).statusCode).toBe(400);

    // Two handled: not in the open queue any more; in the handled view, newest first.
    expect((await resolve(moderator.c, ids[0]!, { action: 'dismiss', reason: 'Niets aan de hand' })).statusCode).toBe(
      200,
    );
    expect((await resolve(moderator.c, ids[2]!, { action: 'warn', reason: 'Spam' })).statusCode).toBe(200);
    const open = await listed('');
    expect(ids.filter((id) => open.includes(id))).toEqual([ids[1]]);
    const handled = ((await moderator.c.get(`${STAFF_API}/reports?limit=200&status=handled`)).json() as ReportQueue)
      .reports;
    expect(handled.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.status])).toEqual([
      [ids[2], 'actioned'],
      [ids[0], 'dismissed'],
    ]);
    expect(handled.map((r) => r.id)).toEqual([...handled.map((r) => r.id)].sort((a, b) => b - a));
    const paged: number[] = [];
    let after: string | null = null;
    do {
      const page = (
        await moderator.c.get(`${STAFF_API}/reports?status=handled&limit=1${after ? `&after=${after}` : ''}`)
      ).json() as ReportQueue;
      paged.push(...page.reports.map((r) => r.id));
      after = page.next_after;
    } while (after !== null);
    expect(paged).toEqual(handled.map((r) => r.id));
  });

  it('shows one report: the profile, photos, the kept messages of both sides, other reports and what staff did', async () => {
    const reporter = await member({ name: 'Lotte', credits: 100 });
    const target = await reportable({ name: 'Kees', credits: 100, extra_photos: 1 });
    const send = (c: typeof reporter.c, to: number, body: string) =>
      c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
    await send(reporter.c, target.m.id, 'Hoi Kees');
    const conversation = (await send(target.c, reporter.m.id, 'Stuur me geld')).json().message.conversation_id;
    const earlier = await report(await member({ name: 'Eerder' }), target.m.id, 'spam_scam');
    const id = await report(reporter, target.m.id, 'spam_scam', {
      text: 'Hij vraagt om geld',
      conversation_id: conversation,
    });

    const res = await moderator.c.get(`${STAFF_API}/reports/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as StaffReport;
    expect(d.report).toMatchObject({
      id,
      category: 'spam_scam',
      text: 'Hij vraagt om geld',
      status: 'open',
      reporter: { name: 'Lotte' },
      reported: { name: 'Kees' },
    });
    expect(d.reported).toMatchObject({ id: target.m.id, name: 'Kees', status: 'active', held_from_search: false });
    expect(d.photos).toHaveLength(2);
    expect(d.messages.map((m) => [m.sender_id, m.body])).toEqual([
      [reporter.m.id, 'Hoi Kees'],
      [target.m.id, 'Stuur me geld'],
    ]);
    expect(d.earlier.map((e) => e.id)).toEqual([earlier]);
    expect(d.history).toEqual([]);

    expect((await moderator.c.get(`${STAFF_API}/reports/999999`)).json()).toEqual({
      error: 'not_found',
      message: 'Deze melding bestaat niet.',
    });
  });
});

describe('handling a report', () => {
  it('dismiss: this report and every other open report about the member, one audit row each; the search hold ends', async () => {
    const target = await reportable();
    const region = `RQ${regions}`;
    const viewer = await member({ gender: 'female' });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await report(await member(), target.m.id));
    expect(await searchIds(viewer.c, region)).toEqual([]);

    const res = await resolve(moderator.c, ids[1]!, { action: 'dismiss', reason: 'Niets aan de hand' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReportResolved;
    expect(body).toMatchObject({
      report: {
        id: ids[1],
        status: 'dismissed',
        resolution: 'dismiss',
        handled_by: moderator.s.id,
        resolution_note: 'Niets aan de hand',
      },
      member: { id: target.m.id, status: 'active' },
      warning_sent: false,
    });
    expect(body.resolved_ids).toEqual([ids[1], ids[0], ids[2]]);
    const rows = await ctx.database.db.select().from(memberReports).where(inArray(memberReports.id, ids));
    expect(rows.map((r) => [r.status, r.resolution, r.handledBy])).toEqual(
      ids.map(() => ['dismissed', 'dismiss', moderator.s.id]),
    );
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);

    const audit = await auditOf('report', ids);
    expect(audit.map((a) => [a.action, a.targetId, a.staffId, a.before, a.after])).toEqual([
      [
        'report.dismiss',
        String(ids[1]),
        moderator.s.id,
        { status: 'open' },
        { status: 'dismissed', resolution: 'dismiss', note: 'Niets aan de hand' },
      ],
      [
        'report.dismiss',
        String(ids[0]),
        moderator.s.id,
        { status: 'open' },
        { status: 'dismissed', resolution: 'dismiss', note: 'Niets aan de hand', with_report: ids[1] },
      ],
      [
        'report.dismiss',
        String(ids[2]),
        moderator.s.id,
        { status: 'open' },
        { status: 'dismissed', resolution: 'dismiss', note: 'Niets aan de hand', with_report: ids[1] },
      ],
    ]);
    // A dismissal does nothing to the member.
    expect(await auditOf('member', [target.m.id])).toEqual([]);
    expect((await resolve(moderator.c, ids[0]!, { action: 'dismiss' })).json()).toEqual({
      error: 'already_handled',
      message: 'Deze melding is al afgehandeld.',
    });
  });

  it('warn: a mail in the member’s language, from their site, with the category; audit rows for report and member', async () => {
    const target = await reportable({ name: 'Jack', language: 'en' });
    const reporter = await member();
    const id = await report(reporter, target.m.id, 'spam_scam');
    const before = ctx.mails.length;
    const res = await resolve(moderator.c, id, { action: 'warn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      report: { status: 'actioned', resolution: 'warn' },
      member: { status: 'active' },
      warning_sent: true,
    });
    const mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[target.m.email], [reporter.m.email]]);
    expect(mails[0]!.subject).toMatch(/^A warning from /);
    expect(mails[0]!.text).toContain('Hi Jack,');
    expect(mails[0]!.text).toContain('It was about: Spam or scam.');
    expect(mails[0]!.links.some((l) => l.endsWith('/pages/ban'))).toBe(true);
    // The member can still log in.
    expect((await login(target.m.email)).statusCode).toBe(200);
    expect((await auditOf('member', [target.m.id])).map((a) => [a.action, a.after])).toEqual([
      ['member.warn', { reports: [id] }],
    ]);

    const dutch = await reportable({ name: 'Joost' });
    await resolve(admin.c, await report(await member(), dutch.m.id, 'offensive_photo'), { action: 'warn' });
    const nl = ctx.mails.at(-2)!;
    expect(nl.to).toEqual([dutch.m.email]);
    expect(nl.text).toContain('Hoi Joost,');
    expect(nl.text).toContain('Het ging om: Aanstootgevende foto.');
  });

  it('statements of reasons: a suspension or ban tells the member what, why, until when, that a person decided and how to object; every reporter hears theirs was handled, never what was done', async () => {
    const piet = await reportable({ name: 'Piet' });
    const [anna, bea] = [await member({ name: 'Anna' }), await member({ name: 'Bea', language: 'en' })];
    const first = await report(anna, piet.m.id, 'harassment');
    await report(bea, piet.m.id, 'spam_scam');
    let before = ctx.mails.length;
    expect((await resolve(moderator.c, first, { action: 'suspend', days: 3, reason: 'Intimidatie' })).statusCode).toBe(
      200,
    );
    let mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([piet.m.email, anna.m.email, bea.m.email]);
    const statement = mails[0]!;
    expect(statement.subject).toMatch(/^Je account op .+ is geschorst tot \d{1,2} \w+ \d{4}$/);
    expect(statement.text).toContain('Het ging om: Intimidatie of lastigvallen.');
    expect(statement.text).toContain('Daarom is je account geschorst tot ');
    expect(statement.text).toContain('niet automatisch');
    expect(statement.text).toContain('Maak dan binnen zes maanden bezwaar; inloggen is daarvoor niet nodig.');
    expect(statement.links.some((l) => l.includes('/appeal?token='))).toBe(true);
    expect(mails[1]!.subject).toMatch(/^Je melding bij .+ is afgehandeld$/);
    expect(mails[1]!.text).toContain('Je hebt een ander lid gemeld (Intimidatie of lastigvallen).');
    expect(mails[1]!.text).toContain('We hebben maatregelen genomen');
    expect(mails[2]!.text).toContain('You reported another member (Spam or scam).');
    for (const m of mails.slice(1)) {
      expect(m.text).not.toContain('Piet');
      expect(m.text).not.toContain('geschorst');
      expect(m.text).not.toContain('suspended');
    }

    const kees = await reportable({ name: 'Kees', language: 'en' });
    before = ctx.mails.length;
    await resolve(admin.c, await report(anna, kees.m.id, 'fake_profile'), { action: 'ban', reason: 'Nep' });
    mails = ctx.mails.slice(before);
    expect(mails.map((m) => [m.to[0], m.subject.replace(/ on .+ is /, ' on … is ')])).toEqual([
      [kees.m.email, 'Your account on … is banned'],
      [anna.m.email, expect.stringMatching(/^Je melding bij .+ is afgehandeld$/)],
    ]);
    expect(mails[0]!.text).toContain('The ban lasts until a member of staff lifts it.');

    const lotte = await reportable({ name: 'Lotte' });
    before = ctx.mails.length;
    await resolve(moderator.c, await report(bea, lotte.m.id, 'harassment'), { action: 'dismiss' });
    mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([bea.m.email]);
    expect(mails[0]!.text).toContain('We found no breach of our house rules');
  });

  it('suspend N days: logged out, login refused with the date, out of search; the audit row has before and after', async () => {
    const target = await reportable({ name: 'Piet' });
    const region = `RQ${regions}`;
    const viewer = await member({ gender: 'female' });
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
    const id = await report(await member(), target.m.id);

    const noDays = await resolve(moderator.c, id, { action: 'suspend', reason: 'Intimidatie' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toBe('Kies hoeveel dagen de schorsing duurt (1 tot 365).');
    const noReason = await resolve(moderator.c, id, { action: 'suspend', days: 3, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Geef een reden op (hoogstens 1000 tekens).');
    // Refused whole: the report is still open, nothing recorded.
    expect((await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, id)))[0]!.status).toBe(
      'open',
    );
    expect(await auditOf('report', [id])).toEqual([]);

    const started = Date.now();
    const res = await resolve(moderator.c, id, { action: 'suspend', days: 3, reason: 'Intimidatie' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReportResolved;
    expect(body.member).toMatchObject({ status: 'suspended', restriction_reason: 'Intimidatie' });
    const until = Date.parse(body.member.suspended_until!);
    expect(until - started).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);

    expect(await sessionsOf(target.m.id)).toEqual([]);
    expect((await target.c.get('/api/user.php')).statusCode).not.toBe(200);
    const refused = await login(target.m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'account_suspended',
      message: `Je account is geschorst tot ${untilText(body.member.suspended_until!)}. Tot dan kun je niet inloggen.`,
      link: '/pages/ban',
    });
    expect(await searchIds(viewer.c, region)).toEqual([]);

    const [row] = await auditOf('member', [target.m.id]);
    expect(row).toMatchObject({
      action: 'member.suspend',
      staffId: moderator.s.id,
      siteId: ctx.siteId,
      before: { status: 'active', suspended_until: null, reason: null },
      after: {
        status: 'suspended',
        suspended_until: body.member.suspended_until,
        reason: 'Intimidatie',
        days: 3,
        reports: [id],
      },
    });
  });

  it('ban: every session ends, login refused; the other open reports are resolved with the ban; lift gives it all back', async () => {
    const target = await reportable({ name: 'Bram' });
    const region = `RQ${regions}`;
    const viewer = await member({ gender: 'female' });
    const second = client(ctx.app);
    expect((await second.post('/api/user.php', { email: target.m.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await sessionsOf(target.m.id)).toHaveLength(2);
    const ids = [
      await report(await member(), target.m.id, 'fake_profile'),
      await report(await member(), target.m.id, 'underage'),
    ];

    const res = await resolve(admin.c, ids[0]!, { action: 'ban', reason: 'Nepprofiel met gestolen foto’s' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resolved_ids: ids,
      member: { status: 'banned', suspended_until: null, restriction_reason: 'Nepprofiel met gestolen foto’s' },
    });
    expect(await sessionsOf(target.m.id)).toEqual([]);
    expect((await login(target.m.email)).json()).toMatchObject({
      error: 'account_banned',
      message: 'Je account is geblokkeerd. Je kunt niet meer inloggen.',
      link: '/pages/ban',
    });
    expect(await searchIds(viewer.c, region)).toEqual([]);
    const rows = await ctx.database.db.select().from(memberReports).where(inArray(memberReports.id, ids));
    expect(rows.map((r) => [r.status, r.resolution])).toEqual([
      ['actioned', 'ban'],
      ['actioned', 'ban'],
    ]);
    expect((await auditOf('report', ids)).map((a) => a.action)).toEqual(['report.ban', 'report.ban']);

    // The report page shows the ban in the member's history.
    const detail = (await moderator.c.get(`${STAFF_API}/reports/${ids[1]}`)).json() as StaffReport;
    expect(detail.reported).toMatchObject({ status: 'banned', restriction_reason: 'Nepprofiel met gestolen foto’s' });
    expect(detail.history.map((h) => [h.action, h.staff_name])).toEqual([['member.ban', 'Ada Admin']]);
    expect(detail.staff_names).toEqual({ [String(admin.s.id)]: 'Ada Admin' });

    // Opheffen
    const lifted = await moderator.c.post(`${STAFF_API}/members/${target.m.id}/lift-restriction`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({
      member: { id: target.m.id, status: 'active', suspended_until: null, restriction_reason: null },
    });
    expect((await login(target.m.email)).statusCode).toBe(200);
    expect(await searchIds(viewer.c, region)).toEqual([target.m.id]);
    expect((await auditOf('member', [target.m.id])).map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      [
        'member.ban',
        admin.s.id,
        { status: 'active', suspended_until: null, reason: null },
        { status: 'banned', suspended_until: null, reason: 'Nepprofiel met gestolen foto’s', reports: ids },
      ],
      [
        'member.lift',
        moderator.s.id,
        { status: 'banned', suspended_until: null, reason: 'Nepprofiel met gestolen foto’s' },
        { status: 'active', suspended_until: null, reason: null },
      ],
    ]);
    const again = await moderator.c.post(`${STAFF_API}/members/${target.m.id}/lift-restriction`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'not_restricted', message: 'Dit lid is niet geschorst of geblokkeerd.' });
    expect((await moderator.c.post(`${STAFF_API}/members/2000000000/lift-restriction`)).statusCode).toBe(404);
  });
});

describe('two moderators at once', () => {
  it('on the same report: one wins, the other gets 409; the member is banned once', async () => {
    const target = await reportable();
    const id = await report(await member(), target.m.id);
    const answers = await Promise.all([
      resolve(moderator.c, id, { action: 'ban', reason: 'Scam' }),
      resolve(admin.c, id, { action: 'suspend', days: 7, reason: 'Scam' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json()).toEqual({ error: 'already_handled', message: 'Deze melding is al afgehandeld.' });
    const won = answers.find((a) => a.statusCode === 200)!.json() as ReportResolved;
    expect((await auditOf('member', [target.m.id])).map((a) => a.action)).toEqual([
      won.report.resolution === 'ban' ? 'member.ban' : 'member.suspend',
    ]);
    expect(await auditOf('report', [id])).toHaveLength(1);
  });

  it('on two reports about the same member: the first resolves both, the second gets 409', async () => {
    const target = await reportable();
    const ids = [await report(await member(), target.m.id), await report(await member(), target.m.id)];
    const answers = await Promise.all([
      resolve(moderator.c, ids[0]!, { action: 'warn' }),
      resolve(admin.c, ids[1]!, { action: 'dismiss' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json() as ReportResolved;
    expect([...won.resolved_ids].sort()).toEqual([...ids].sort());
    const rows = await ctx.database.db.select().from(memberReports).where(inArray(memberReports.id, ids));
    expect(new Set(rows.map((r) => r.resolution))).toEqual(new Set([won.report.resolution]));
  });
});

describe('taking the next report', () => {
  const next = (c: ReturnType<typeof staffClient>, body: Record<string, unknown> = {}) =>
    c.post(`${STAFF_API}/reports/next`, body);

  it('gives the worst report nobody holds, holds it for the moderator, and only they may act on it until then', async () => {
    const minor = await reportable({ name: 'Jong' });
    const spammer = await reportable({ name: 'Spammer' });
    await report(await member(), spammer.m.id, 'spam_scam');
    const urgent = await report(await member(), minor.m.id, 'underage');
    const taken = await next(moderator.c);
    expect(taken.statusCode).toBe(200);
    // Every open 'underage' report of the database comes first; ours is among them, the oldest first.
    const id = taken.json().report_id as number;
    const [row] = await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, id));
    expect(row!.category).toBe('underage');
    expect(row!.claimedBy).toBe(moderator.s.id);
    expect(row!.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // The queue and the report say who holds it; another moderator's action is refused.
    const listed = (
      (await admin.c.get(`${STAFF_API}/reports?limit=200&category=underage`)).json() as ReportQueue
    ).reports.find((r) => r.id === id);
    expect(listed!.claimed_by).toEqual({ id: moderator.s.id, name: 'Mila Moderator' });
    expect(((await admin.c.get(`${STAFF_API}/reports/${id}`)).json() as StaffReport).held_by).toEqual({
      id: moderator.s.id,
      name: 'Mila Moderator',
    });
    const refused = await resolve(admin.c, id, { action: 'dismiss' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'report_held',
      message:
        'Mila Moderator behandelt deze melding al. Kies een andere, of wacht tot die van Mila Moderator vrijkomt.',
    });
    // The admin's "next" skips it; the moderator's next one ends the first hold.
    const adminsTurn = (await next(admin.c, { category: 'underage' })).json().report_id as number | null;
    expect(adminsTurn).not.toBe(id);
    const skipped = (await next(moderator.c, { skip: id, category: 'underage' })).json().report_id as number | null;
    expect(skipped).not.toBe(id);
    expect([adminsTurn, skipped].filter((x) => x !== null)).toEqual([
      ...new Set([adminsTurn, skipped].filter((x) => x !== null)),
    ]);
    const [released] = await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, id));
    expect(released!.claimedBy).toBeNull();
    // A lapsed hold is nobody's.
    await ctx.database.db
      .update(memberReports)
      .set({ claimedBy: admin.s.id, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(memberReports.id, urgent));
    expect((await resolve(moderator.c, urgent, { action: 'dismiss' })).statusCode).toBe(200);
    // Nothing of a category left: null.
    const none = await next(moderator.c, { category: 'underage', site_id: 2147483000 });
    expect(none.json()).toEqual({ report_id: null });
  });

  it('moderators asking at once never get the same report', async () => {
    const crowd = await Promise.all(
      ['Een', 'Twee', 'Drie', 'Vier', 'Vijf'].map((n) => loggedInStaff(ctx, 'moderator', { name: `Mod ${n}` })),
    );
    for (let i = 0; i < 6; i++) await report(await member(), (await reportable()).m.id, 'harassment');
    for (let round = 0; round < 3; round++) {
      const taken = await Promise.all(crowd.map((m) => next(m.c, { category: 'harassment' })));
      const ids = taken.map((r) => r.json().report_id as number | null).filter((x) => x !== null);
      expect(ids.length).toBe(crowd.length);
      expect(new Set(ids).size).toBe(ids.length);
      const holders = await ctx.database.db
        .select({ id: memberReports.id, by: memberReports.claimedBy })
        .from(memberReports)
        .where(inArray(memberReports.id, ids));
      expect(new Set(holders.map((h) => h.by)).size).toBe(crowd.length);
    }
  });
});

describe('dismissing several at once', () => {
  it('dismisses each ticked report with the others about the same member and tells each reporter; handled ones are skipped', async () => {
    const spammers = [await reportable(), await reportable(), await reportable()];
    const reporter = await member();
    const ids = [];
    for (const s of spammers) ids.push(await report(reporter, s.m.id, 'spam_scam'));
    const extra = await report(await member(), spammers[0]!.m.id, 'spam_scam');
    await resolve(admin.c, ids[2]!, { action: 'dismiss' });
    const before = ctx.mails.length;
    const res = await moderator.c.post(`${STAFF_API}/reports/bulk-dismiss`, { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dismissed: [ids[0], extra, ids[1]], skipped: [ids[2]] });
    const rows = await ctx.database.db
      .select()
      .from(memberReports)
      .where(inArray(memberReports.id, [...ids, extra]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['dismissed']));
    // Each dismissal told its reporters (the one reporter twice, the extra one once).
    expect(ctx.mails.length - before).toBe(3);
    expect((await moderator.c.post(`${STAFF_API}/reports/bulk-dismiss`, { ids: [] })).statusCode).toBe(400);
    expect((await support.c.post(`${STAFF_API}/reports/bulk-dismiss`, { ids })).statusCode).toBe(403);
  });
});
