import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import {
  conversations,
  creditBundles,
  jobs,
  memberReports,
  messages,
  payments,
  photos,
  staffAuditLog,
} from '../../db/schema.ts';
import { homeDayStart } from '../../../common/rules/dates.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { StaffJob, StaffOverview } from '../../../common/api/staff.ts';
import { inspectionQueueSummary } from '../photos/index.ts';
import { openReportsSummary } from '../reports/index.ts';
import { signupCounts } from '../members/index.ts';
import { purchaseFigures } from '../payments/index.ts';
import { messagesSentSince } from '../chat/index.ts';

/**
 * The staff console's opening page (/staff): what waits for each role and how the sites are doing,
 * counted from midnight in the home time zone; and the jobs page (/staff/jobs) for admins. One app
 * with a fresh database, so every figure is exact.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;
let support: Awaited<ReturnType<typeof loggedInStaff>>;

const now = new Date();
const todayStart = homeDayStart(now);
const weekStart = homeDayStart(now, 6);
/** Today, even a second after midnight; earlier today in the home time zone, but yesterday or earlier; before the week. */
const earlierToday = new Date(Math.max(todayStart.getTime(), now.getTime() - 60_000));
const yesterday = new Date(todayStart.getTime() - 60_000);
const eightDaysAgo = new Date(weekStart.getTime() - 60_000);
const minutesAgo = (d: Date) => Math.ceil((Date.now() - d.getTime()) / 60_000);

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, moderator, support] = await Promise.all([
    loggedInStaff(ctx, 'admin'),
    loggedInStaff(ctx, 'moderator'),
    loggedInStaff(ctx, 'support'),
  ]);
  const db = ctx.database.db;
  // Members: 2 signed up today, 1 yesterday, 1 before the week, and a fictional profile today (not a signup).
  const anna = await buildMember(db, ctx.siteId, { signup_minutes_ago: minutesAgo(earlierToday) });
  const bram = await buildMember(db, ctx.siteId, {
    signup_minutes_ago: minutesAgo(earlierToday),
    status: 'not_confirmed',
  });
  const carla = await buildMember(db, ctx.siteId, { signup_minutes_ago: minutesAgo(yesterday) });
  const old = await buildMember(db, ctx.siteId, { signup_minutes_ago: minutesAgo(eightDaysAgo) });
  await buildMember(db, ctx.siteId, { fictional: true });

  // Photos: two under inspection (the oldest 3 hours ago), one approved long ago.
  const photo = (memberId: number, status: 'inspection' | 'active', createdAt: Date) => ({
    memberId,
    filename: `t/${memberId}-${createdAt.getTime()}.webp`,
    thumbFilename: `t/${memberId}-${createdAt.getTime()}_t.webp`,
    width: 640,
    height: 640,
    status,
    createdAt,
  });
  await db
    .insert(photos)
    .values([
      photo(anna.id, 'inspection', new Date(Date.now() - 3 * 3_600_000)),
      photo(bram.id, 'inspection', new Date(Date.now() - 10 * 60_000)),
      photo(carla.id, 'active', new Date(Date.now() - 30 * 86_400_000)),
    ]);

  // Reports: two open (the oldest 2 days ago), one already handled (older still).
  await db.insert(memberReports).values([
    {
      siteId: ctx.siteId,
      reporterId: anna.id,
      reportedId: old.id,
      category: 'spam_scam' as const,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    },
    {
      siteId: ctx.siteId,
      reporterId: bram.id,
      reportedId: old.id,
      category: 'spam_scam' as const,
      createdAt: new Date(Date.now() - 60 * 60_000),
    },
    {
      siteId: ctx.siteId,
      reporterId: carla.id,
      reportedId: old.id,
      category: 'spam_scam' as const,
      status: 'dismissed' as const,
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    },
  ]);

  // Orders: paid today (2 × EUR), paid yesterday (EUR), paid today in GBP, and what brought no money in.
  const [bundle] = await db.select().from(creditBundles).where(eq(creditBundles.siteId, ctx.siteId)).limit(1);
  const order = (
    memberId: number,
    amount: number,
    currency: string,
    status: 'paid' | 'refunded' | 'open',
    paidAt: Date | null,
  ) => ({
    siteId: ctx.siteId,
    memberId,
    bundleId: bundle!.id,
    credits: 10,
    amount,
    currency,
    country: 'NL',
    provider: 'sandbox' as const,
    status,
    paidAt,
  });
  await db
    .insert(payments)
    .values([
      order(anna.id, 1995, 'EUR', 'paid', earlierToday),
      order(bram.id, 995, 'EUR', 'paid', earlierToday),
      order(carla.id, 4995, 'EUR', 'paid', yesterday),
      order(carla.id, 1500, 'GBP', 'paid', earlierToday),
      order(anna.id, 9995, 'EUR', 'refunded', earlierToday),
      order(anna.id, 2995, 'EUR', 'open', null),
      order(old.id, 7777, 'EUR', 'paid', eightDaysAgo),
    ]);

  // Messages: three today, one yesterday.
  const [conv] = await db
    .insert(conversations)
    .values({ siteId: ctx.siteId, memberLow: anna.id, memberHigh: bram.id, startedBy: anna.id })
    .returning();
  const message = (senderId: number, recipientId: number, createdAt: Date, i: number) => ({
    conversationId: conv!.id,
    senderId,
    recipientId,
    type: 'text' as const,
    body: 'Hoi',
    clientId: `ov-${i}`,
    createdAt,
  });
  await db
    .insert(messages)
    .values([
      message(anna.id, bram.id, earlierToday, 1),
      message(bram.id, anna.id, earlierToday, 2),
      message(anna.id, bram.id, earlierToday, 3),
      message(anna.id, bram.id, yesterday, 4),
    ]);

  // Jobs: the recurring rows exist as at an app start; one of them failed its last run.
  await ctx.app.services.jobs.schedule();
  await db
    .update(jobs)
    .set({ lastStatus: 'failed', lastError: 'Error: SMTP timeout', attempts: 3, lastRunAt: new Date() })
    .where(eq(jobs.name, 'notifications.weekly-update'));
  // Another ran a minute ago and is next due in 59 minutes.
  await db
    .update(jobs)
    .set({
      lastStatus: 'succeeded',
      lastRunAt: new Date(Date.now() - 60_000),
      runAt: new Date(Date.now() + 59 * 60_000),
    })
    .where(eq(jobs.name, 'photos.remove-rejected'));
});
afterAll(() => ctx.close());

describe('the count functions of the owning modules', () => {
  const since = () => ({ today: todayStart, week: weekStart });

  it('photos: the queue under inspection and its oldest photo; reports: the open ones and the oldest', async () => {
    const queue = await inspectionQueueSummary(ctx.database.db);
    expect(queue.waiting).toBe(2);
    expect(Date.now() - queue.oldestAt!.getTime()).toBeGreaterThanOrEqual(3 * 3_600_000);
    const reports = await openReportsSummary(ctx.database.db);
    expect(reports.open).toBe(2);
    expect(Math.round((Date.now() - reports.oldestAt!.getTime()) / 86_400_000)).toBe(2);
  });

  it('members: signups since midnight and in the last 7 days, fictional profiles left out', async () => {
    expect(await signupCounts(ctx.database.db, since())).toEqual({ today: 2, week: 3 });
  });

  it('orders: only those still paid, by the day of payment, summed per currency and never across', async () => {
    expect(await purchaseFigures(ctx.database.db, since())).toEqual({
      today: {
        count: 3,
        totals: [
          { currency: 'EUR', amount: 2990 },
          { currency: 'GBP', amount: 1500 },
        ],
      },
      week: {
        count: 4,
        totals: [
          { currency: 'EUR', amount: 7985 },
          { currency: 'GBP', amount: 1500 },
        ],
      },
    });
    // Narrowed to some sites (a limited staff account, decision 044): the orders are all on the demo site.
    expect((await purchaseFigures(ctx.database.db, since(), [ctx.siteId])).week.count).toBe(4);
    const none = { count: 0, totals: [] };
    expect(await purchaseFigures(ctx.database.db, since(), [ctx.siteId + 1000])).toEqual({ today: none, week: none });
    expect(await purchaseFigures(ctx.database.db, since(), [])).toEqual({ today: none, week: none });
  });

  it('messages: those written since midnight', async () => {
    expect(await messagesSentSince(ctx.database.db, todayStart)).toBe(3);
    expect(await messagesSentSince(ctx.database.db, weekStart)).toBe(4);
  });
});

describe('GET /staff/api/overview: each role sees the figures of its own sections only', () => {
  const overviewOf = async (who: typeof admin) => {
    const res = await who.c.get(`${STAFF_API}/overview`);
    expect(res.statusCode).toBe(200);
    return res.json() as StaffOverview;
  };

  it('an admin sees everything: queues, members, money, messages and the failed job', async () => {
    const o = await overviewOf(admin);
    expect(o.photos).toMatchObject({ count: 2 });
    expect(o.photos!.waited_minutes).toBeGreaterThanOrEqual(180);
    expect(o.photos!.waited_minutes).toBeLessThan(190);
    expect(o.reports).toMatchObject({ count: 2 });
    expect(Math.round(o.reports!.waited_minutes! / 60)).toBe(48);
    expect(o.members).toEqual({ today: 2, week: 3 });
    expect(o.purchases!.today).toEqual({
      count: 3,
      totals: [
        { currency: 'EUR', amount: 2990 },
        { currency: 'GBP', amount: 1500 },
      ],
    });
    expect(o.messages).toEqual({ today: 3 });
    expect(o.jobs).toEqual({ failed: 1 });
  });

  it('a moderator sees the photo and report queues, and no members, money, messages or jobs', async () => {
    const o = await overviewOf(moderator);
    expect(Object.keys(o).sort()).toEqual(['photos', 'reports']);
    expect(o.photos!.count).toBe(2);
    expect(JSON.stringify(o)).not.toContain('EUR');
  });

  it('support sees members, orders and messages, and not the moderators’ queues or the jobs', async () => {
    const o = await overviewOf(support);
    expect(Object.keys(o).sort()).toEqual(['members', 'messages', 'purchases']);
  });

  it('without a staff login: 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${STAFF_API}/overview`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('/staff/api/jobs: the jobs for admins, and "Nu uitvoeren"', () => {
  it('lists every job as the CLI does, the failed one first with its error', async () => {
    const res = await admin.c.get(`${STAFF_API}/jobs`);
    expect(res.statusCode).toBe(200);
    const list = res.json().jobs as StaffJob[];
    expect(list[0]).toMatchObject({
      name: 'notifications.weekly-update',
      state: 'failed',
      attempts: 3,
      last_error: 'Error: SMTP timeout',
      every_seconds: 3600,
      known: true,
    });
    expect(list.map((j) => j.name)).toEqual(
      expect.arrayContaining(['accounts.purge-expired', 'photos.remove-rejected', 'staff.purge-sessions']),
    );
    expect(list.slice(1).every((j) => j.state !== 'failed')).toBe(true);
  });

  it('a moderator and support may neither list nor run jobs', async () => {
    for (const who of [moderator, support]) {
      expect((await who.c.get(`${STAFF_API}/jobs`)).statusCode).toBe(403);
      expect((await who.c.post(`${STAFF_API}/jobs/run`, { name: 'photos.remove-rejected' })).statusCode).toBe(403);
    }
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, 'photos.remove-rejected'));
    expect(row!.runAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'job.run'))).toEqual([]);
  });

  it('an admin makes a job due now (as `jobs run`), and the audit log says who', async () => {
    const [before] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, 'photos.remove-rejected'));
    expect(before!.runAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    const res = await admin.c.post(`${STAFF_API}/jobs/run`, { name: 'photos.remove-rejected' });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().job.next_run_at).getTime()).toBeLessThanOrEqual(Date.now());
    // The job really runs at the next poll: a due job is claimed and done.
    const outcomes = await ctx.app.services.jobs.runDue();
    expect(outcomes).toContainEqual({ name: 'photos.remove-rejected', ok: true, result: '0 rejected photos removed' });
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'job.run'), eq(staffAuditLog.targetId, 'photos.remove-rejected')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: admin.s.id, targetType: 'job', after: { next_run_at: 'now' } });
  });

  it('an unknown job: 404 and no audit row', async () => {
    const res = await admin.c.post(`${STAFF_API}/jobs/run`, { name: 'bestaat.niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'job_not_found', message: 'Deze taak bestaat niet.' });
    expect(
      await ctx.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, 'bestaat.niet')),
    ).toEqual([]);
  });
});
