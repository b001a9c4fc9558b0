import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { appeals, memberReports, members, photos, staffAuditLog } from '../../db/schema.ts';
import { COMMAND_LINE } from '../audit/index.ts';
import { recordDecision } from '../decisions/index.ts';
import { createSite } from '../sites/index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { ReportQueue } from '../../../common/api/reports.ts';
import type { InspectionPage } from '../../../common/api/photo-inspection.ts';
import type { MemberSearch } from '../../../common/api/care.ts';
import type { AppealList } from '../../../common/api/appeals.ts';
import type { StaffOverview } from '../../../common/api/staff.ts';

/**
 * A staff account limited to some sites (decision 044): what a moderator or support member of site
 * A notices — site B's reports, photos, members, appeals and figures are not there for them, to
 * read or to act on — while an account for every site sees both; and how an admin sets the sites.
 */
let ctx: TestContext;
let siteA: number;
let siteB: number;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let everywhere: Awaited<ReturnType<typeof loggedInStaff>>;
let moderatorA: Awaited<ReturnType<typeof loggedInStaff>>;
let supportA: Awaited<ReturnType<typeof loggedInStaff>>;

const db = () => ctx.database.db;
/** Limits an account to these sites as an admin would (the command line here, for the fixtures). */
const limitTo = (staffId: number, siteIds: number[]) =>
  ctx.app.services.staff.changeSites(COMMAND_LINE, staffId, siteIds);

beforeAll(async () => {
  ctx = await buildTestApp();
  siteA = ctx.siteId;
  siteB = (await createSite(db(), { domain: 'tweede.example', name: 'Tweede site' })).id;
  [admin, everywhere, moderatorA, supportA] = await Promise.all([
    loggedInStaff(ctx, 'admin', { name: 'Ada Admin' }),
    loggedInStaff(ctx, 'moderator', { name: 'Overal Moderator' }),
    loggedInStaff(ctx, 'moderator', { name: 'Mila van A' }),
    loggedInStaff(ctx, 'support', { name: 'Sam van A' }),
  ]);
  await limitTo(moderatorA.s.id, [siteA]);
  await limitTo(supportA.s.id, [siteA]);
});
afterAll(() => ctx.close());

const memberOn = (siteId: number, o: MemberOverrides = {}) => buildMember(db(), siteId, o);
/** An open report about a member, as a member of their site made it. */
async function reportAbout(reported: { id: number; siteId: number }) {
  const reporter = await memberOn(reported.siteId);
  const [row] = await db()
    .insert(memberReports)
    .values({ siteId: reported.siteId, reporterId: reporter.id, reportedId: reported.id, category: 'spam_scam' })
    .returning({ id: memberReports.id });
  return row!.id;
}
const photoOf = async (memberId: number) => (await db().select().from(photos).where(eq(photos.memberId, memberId)))[0]!;

describe('setting the sites of an account (admins)', () => {
  it('an admin limits a new moderator to one site and changes it later; each change has its audit row', async () => {
    const created = await admin.c.post(`${STAFF_API}/staff`, {
      email: 'alleen-a@klik.example',
      role: 'moderator',
      site_ids: [siteA],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().staff.id as number;
    expect(created.json().staff.site_ids).toEqual([siteA]);

    const both = await admin.c.put(`${STAFF_API}/staff/${id}/sites`, { site_ids: [siteB, siteA, siteB] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().staff.site_ids).toEqual([siteA, siteB].sort((a, b) => a - b));
    // The same sites again change nothing and record nothing.
    expect((await admin.c.put(`${STAFF_API}/staff/${id}/sites`, { site_ids: [siteB, siteA] })).statusCode).toBe(200);
    const all = await admin.c.put(`${STAFF_API}/staff/${id}/sites`, { site_ids: null });
    expect(all.json().staff.site_ids).toBeNull();

    const rows = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'staff'), eq(staffAuditLog.targetId, String(id))))
      .orderBy(staffAuditLog.id);
    const sorted = [siteA, siteB].sort((a, b) => a - b);
    expect(rows.map((r) => [r.action, r.staffId, r.before, r.after])).toEqual([
      [
        'staff.create',
        admin.s.id,
        null,
        { email: 'alleen-a@klik.example', name: 'alleen-a', role: 'moderator', site_ids: [siteA] },
      ],
      ['staff.sites', admin.s.id, { site_ids: [siteA] }, { site_ids: sorted }],
      ['staff.sites', admin.s.id, { site_ids: sorted }, { site_ids: null }],
    ]);
  });

  it('refuses sites for an admin, sites that do not exist and an empty choice, each under the field', async () => {
    const asAdmin = await admin.c.post(`${STAFF_API}/staff`, {
      email: 'beheer-a@klik.example',
      role: 'admin',
      site_ids: [siteA],
    });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json()).toMatchObject({
      error: 'invalid_input',
      fields: { site_ids: 'Een beheerder werkt altijd op alle sites: kies “Alle sites” of een andere rol.' },
    });
    const unknown = await admin.c.post(`${STAFF_API}/staff`, {
      email: 'onbekend@klik.example',
      role: 'support',
      site_ids: [siteA, 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ site_ids: 'Kies alleen sites die bestaan.' });
    expect(
      (await admin.c.post(`${STAFF_API}/staff`, { email: 'leeg@klik.example', role: 'support', site_ids: [] })).json(),
    ).toMatchObject({ fields: { site_ids: 'Kies minstens één site, of “Alle sites”.' } });
    // Nothing was made.
    const list = (await admin.c.get(`${STAFF_API}/staff`)).json().staff as { email: string }[];
    expect(list.map((s) => s.email)).not.toContain('beheer-a@klik.example');

    const other = await loggedInStaff(ctx, 'admin');
    const change = await admin.c.put(`${STAFF_API}/staff/${other.s.id}/sites`, { site_ids: [siteB] });
    expect(change.statusCode).toBe(400);
    expect(change.json().fields.site_ids).toBe(
      'Een beheerder werkt altijd op alle sites: kies “Alle sites” of een andere rol.',
    );
    // Only admins set sites.
    expect((await everywhere.c.put(`${STAFF_API}/staff/${other.s.id}/sites`, { site_ids: null })).statusCode).toBe(403);
  });

  it('an account made admin works on every site from then on, and its audit row says so', async () => {
    const made = await loggedInStaff(ctx, 'support');
    await limitTo(made.s.id, [siteB]);
    const promoted = await admin.c.put(`${STAFF_API}/staff/${made.s.id}/role`, { role: 'admin' });
    expect(promoted.json().staff).toMatchObject({ role: 'admin', site_ids: null });
    const [row] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.role'), eq(staffAuditLog.targetId, String(made.s.id))));
    expect(row).toMatchObject({
      before: { role: 'support', site_ids: [siteB] },
      after: { role: 'admin', site_ids: null },
    });
  });

  it('a change applies to the next request of a session that is already open', async () => {
    const s = await loggedInStaff(ctx, 'moderator');
    expect((await s.c.get(`${STAFF_API}/me`)).json().staff.site_ids).toBeNull();
    await admin.c.put(`${STAFF_API}/staff/${s.s.id}/sites`, { site_ids: [siteB] });
    expect((await s.c.get(`${STAFF_API}/me`)).json().staff.site_ids).toEqual([siteB]);
  });
});

describe('the report queue of a moderator of site A', () => {
  it('lists only site A’s reports, even filtered on site B; an account for every site sees both', async () => {
    const onA = await reportAbout(await memberOn(siteA));
    const onB = await reportAbout(await memberOn(siteB));
    const ids = async (c: typeof admin.c, query = '') =>
      ((await c.get(`${STAFF_API}/reports?limit=200${query}`)).json() as ReportQueue).reports.map((r) => r.id);

    expect(await ids(moderatorA.c)).toContain(onA);
    expect(await ids(moderatorA.c)).not.toContain(onB);
    expect(await ids(moderatorA.c, `&site_id=${siteA}`)).toContain(onA);
    // Another site's filter: an empty list, as for a site that does not exist (decision 044).
    expect(await ids(moderatorA.c, `&site_id=${siteB}`)).toEqual([]);
    expect(await ids(everywhere.c)).toEqual(expect.arrayContaining([onA, onB]));
    expect(await ids(everywhere.c, `&site_id=${siteB}`)).toEqual([onB]);
  });

  it('site B’s report is not found, to open or to handle; it stays open for those who work on B', async () => {
    const reportedB = await memberOn(siteB);
    const onB = await reportAbout(reportedB);
    expect((await moderatorA.c.get(`${STAFF_API}/reports/${onB}`)).statusCode).toBe(404);
    const ban = await moderatorA.c.post(`${STAFF_API}/reports/${onB}/resolve`, { action: 'ban', reason: 'Test' });
    expect(ban.statusCode).toBe(404);
    expect(ban.json().error).toBe('not_found');
    expect((await moderatorA.c.post(`${STAFF_API}/reports/${onB}/take-down-text`)).statusCode).toBe(404);
    const bulk = await moderatorA.c.post(`${STAFF_API}/reports/bulk-dismiss`, { ids: [onB] });
    expect(bulk.json()).toEqual({ dismissed: [], skipped: [onB] });
    expect((await moderatorA.c.post(`${STAFF_API}/members/${reportedB.id}/lift-restriction`)).statusCode).toBe(404);
    const [report] = await db().select().from(memberReports).where(eq(memberReports.id, onB));
    expect(report!.status).toBe('open');
    const [member] = await db().select().from(members).where(eq(members.id, reportedB.id));
    expect(member!.status).toBe('active');

    expect((await everywhere.c.get(`${STAFF_API}/reports/${onB}`)).statusCode).toBe(200);
  });

  it('"Volgende melding" takes only site A’s reports', async () => {
    const onB = await reportAbout(await memberOn(siteB));
    const taken: number[] = [];
    for (;;) {
      const next = await moderatorA.c.post(`${STAFF_API}/reports/next`, taken.length ? { skip: taken.at(-1) } : {});
      const id = next.json().report_id as number | null;
      if (id === null || taken.includes(id)) break;
      taken.push(id);
      const [row] = await db().select().from(memberReports).where(eq(memberReports.id, id));
      expect(row!.siteId).toBe(siteA);
      await moderatorA.c.post(`${STAFF_API}/reports/${id}/resolve`, { action: 'dismiss' });
    }
    expect(taken).not.toContain(onB);
    expect((await moderatorA.c.post(`${STAFF_API}/reports/next`, { site_id: siteB })).json().report_id).toBeNull();
  });
});

describe('the photo queue of a moderator of site A', () => {
  it('shows only site A’s photos; site B’s cannot be approved or rejected by them, and waits', async () => {
    const a = await memberOn(siteA, { photo: 'inspection', name: 'Anna' });
    const b = await memberOn(siteB, { photo: 'inspection', name: 'Bea' });
    const [photoA, photoB] = [await photoOf(a.id), await photoOf(b.id)];
    const queued = async (c: typeof admin.c, list = 'queue') =>
      ((await c.get(`${STAFF_API}/photos?list=${list}`)).json() as InspectionPage).items.map((i) => i.id);

    for (const list of ['queue', 'score']) {
      expect(await queued(moderatorA.c, list)).toContain(photoA.id);
      expect(await queued(moderatorA.c, list)).not.toContain(photoB.id);
      expect(await queued(everywhere.c, list)).toEqual(expect.arrayContaining([photoA.id, photoB.id]));
    }

    expect((await moderatorA.c.post(`${STAFF_API}/photos/${photoB.id}/approve`)).statusCode).toBe(404);
    const reject = await moderatorA.c.post(`${STAFF_API}/photos/${photoB.id}/reject`, { reason: 'nudity' });
    expect(reject.statusCode).toBe(404);
    expect(reject.json().error).toBe('not_found');
    expect((await photoOf(b.id)).status).toBe('inspection');

    expect((await moderatorA.c.post(`${STAFF_API}/photos/${photoA.id}/approve`)).statusCode).toBe(200);
    expect((await photoOf(a.id)).status).toBe('active');
  });

  it('the file of site B’s photo under inspection is not served to them; site A’s is', async () => {
    const a = await memberOn(siteA, { photo: 'inspection' });
    const b = await memberOn(siteB, { photo: 'inspection' });
    const body = Buffer.from('RIFF....WEBPVP8 '.repeat(50));
    for (const p of [await photoOf(a.id), await photoOf(b.id)])
      await ctx.app.services.storage.put(p.filename, body, 'image/webp');
    expect((await moderatorA.c.get(`/staff/media/${(await photoOf(a.id)).filename}`)).statusCode).toBe(200);
    expect((await moderatorA.c.get(`/staff/media/${(await photoOf(b.id)).filename}`)).statusCode).toBe(404);
    expect((await everywhere.c.get(`/staff/media/${(await photoOf(b.id)).filename}`)).statusCode).toBe(200);
  });
});

describe('members of another site', () => {
  it('are not found by search, their page and history answer 404, and no action reaches them', async () => {
    const a = await memberOn(siteA, { name: 'Zoekbaar', credits: 10 });
    const b = await memberOn(siteB, { name: 'Zoekbaar', credits: 10 });
    const found = async (c: typeof admin.c, q: string) =>
      ((await c.get(`${STAFF_API}/members?q=${encodeURIComponent(q)}`)).json() as MemberSearch).members.map(
        (m) => m.id,
      );
    expect(await found(moderatorA.c, 'Zoekbaar')).toEqual([a.id]);
    expect(await found(supportA.c, 'Zoekbaar')).toEqual([a.id]);
    expect(await found(supportA.c, `#${b.id}`)).toEqual([]);
    expect(await found(supportA.c, b.email)).toEqual([]);
    expect((await found(everywhere.c, 'Zoekbaar')).sort()).toEqual([a.id, b.id].sort());

    expect((await moderatorA.c.get(`${STAFF_API}/members/${b.id}/history`)).statusCode).toBe(404);
    expect((await moderatorA.c.get(`${STAFF_API}/members/${a.id}/history`)).statusCode).toBe(200);
    expect((await supportA.c.get(`${STAFF_API}/members/${b.id}`)).statusCode).toBe(404);
    expect((await supportA.c.get(`${STAFF_API}/members/${a.id}`)).statusCode).toBe(200);

    const refused = [
      await moderatorA.c.post(`${STAFF_API}/members/${b.id}/suspend`, { days: 3, reason: 'Test' }),
      await moderatorA.c.post(`${STAFF_API}/members/${b.id}/ban`, { reason: 'Test' }),
      await supportA.c.post(`${STAFF_API}/members/${b.id}/credits`, { delta: 5, reason: 'Test' }),
      await supportA.c.post(`${STAFF_API}/members/${b.id}/end-sessions`),
      await supportA.c.put(`${STAFF_API}/members/${b.id}/fictional`, { fictional: true }),
      await supportA.c.post(`${STAFF_API}/members/${b.id}/direct-debit-block`, {
        kind: 'iban',
        value: 'NL91ABNA0417164300',
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 404));
    const [after] = await db().select().from(members).where(eq(members.id, b.id));
    expect(after).toMatchObject({ status: 'active', credits: 10, fictional: false });

    const credited = await supportA.c.post(`${STAFF_API}/members/${a.id}/credits`, { delta: 5, reason: 'Test' });
    expect(credited.json().credits).toBe(15);
  });
});

describe('appeals of another site', () => {
  it('are left out of the list, and cannot be opened or decided', async () => {
    const appealOn = async (siteId: number) => {
      const m = await memberOn(siteId);
      const decisionId = await recordDecision(db(), {
        siteId,
        memberId: m.id,
        kind: 'warning',
        ground: { kind: 'report_category', value: 'spam_scam' },
        object: { type: 'member', id: m.id },
        staffId: admin.s.id,
      });
      const [row] = await db()
        .insert(appeals)
        .values({ decisionId, siteId, memberId: m.id, text: 'Dit klopt niet, ik heb niets gedaan.' })
        .returning({ id: appeals.id });
      return row!.id;
    };
    const [onA, onB] = [await appealOn(siteA), await appealOn(siteB)];
    const listed = async (c: typeof admin.c) =>
      ((await c.get(`${STAFF_API}/appeals?status=open`)).json() as AppealList).appeals.map((a) => a.id);
    expect(await listed(moderatorA.c)).toEqual([onA]);
    expect(await listed(everywhere.c)).toEqual([onA, onB]);
    expect((await moderatorA.c.get(`${STAFF_API}/appeals/${onB}`)).statusCode).toBe(404);
    expect((await moderatorA.c.post(`${STAFF_API}/appeals/${onB}/decide`, { outcome: 'grant' })).statusCode).toBe(404);
    const [still] = await db().select().from(appeals).where(eq(appeals.id, onB));
    expect(still!.status).toBe('open');
    expect((await moderatorA.c.post(`${STAFF_API}/appeals/${onA}/decide`, { outcome: 'deny' })).statusCode).toBe(200);
  });
});

describe('the overview', () => {
  it('counts only site A for its staff, both sites for an account for every site', async () => {
    // A fresh pair on each site; the figures are compared before and after, as other tests add rows.
    const overview = async (c: typeof admin.c) => (await c.get(`${STAFF_API}/overview`)).json() as StaffOverview;
    const [modBefore, supBefore, allBefore, adminBefore] = await Promise.all([
      overview(moderatorA.c),
      overview(supportA.c),
      overview(everywhere.c),
      overview(admin.c),
    ]);
    await memberOn(siteA, { photo: 'inspection' });
    await memberOn(siteB, { photo: 'inspection' });
    await memberOn(siteB, { photo: 'inspection' });
    await reportAbout(await memberOn(siteB));
    await reportAbout(await memberOn(siteA));
    const [mod, sup, all, adm] = await Promise.all([
      overview(moderatorA.c),
      overview(supportA.c),
      overview(everywhere.c),
      overview(admin.c),
    ]);
    expect(mod.photos!.count - modBefore.photos!.count).toBe(1);
    expect(all.photos!.count - allBefore.photos!.count).toBe(3);
    expect(mod.reports!.count - modBefore.reports!.count).toBe(1);
    expect(all.reports!.count - allBefore.reports!.count).toBe(2);
    // Signups (the reporters too): on A one with a photo, one reported, one reporter.
    expect(sup.members!.today - supBefore.members!.today).toBe(3);
    expect(adm.members!.today - adminBefore.members!.today).toBe(7);
    // The money of its own sites only: site A sold nothing, the deployment did (decision 044).
    expect(sup.purchases!.week.count).toBe(0);
    expect(adm.purchases).toBeDefined();
  });
});
