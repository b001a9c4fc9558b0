import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, openTestDatabase, type TestContext } from './test/harness.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DiskStorage } from './platform/storage.ts';
import { jobs, memberDeviceIds, staffSessions } from './db/schema.ts';
import { loggedInStaff } from './test/staff.ts';
import {
  accountTokens,
  creditLedger,
  discountRedemptions,
  members,
  pageBounces,
  payments,
  sandboxPayments,
  sessions,
} from './db/schema.ts';
import { hashToken } from './platform/credentials.ts';
import { loadMemberView } from './modules/members/index.ts';
import { queryRows } from './db/client.ts';
import type { CreatedPayment, CreditsPayload, PaymentView } from '../common/api/payments.ts';
import { scaled } from './test/time-scale.ts';

/**
 * The first scheduled jobs doing their work, run as the app process would run them
 * (`app.services.jobs`), but called by the test instead of the poll loop; and the admin listing.
 */
let ctx: TestContext;
let host: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // Every job is due at the first start: run them once on the empty site, so each test below
  // makes its own job due and sees only that job's work.
  expect((await ctx.app.services.jobs.runDue()).map((o) => [o.name, o.ok]).sort()).toEqual([
    ['accounts.lift-suspensions', true],
    ['accounts.purge-deleted', true],
    ['accounts.purge-expired', true],
    ['attribution.sweep', true],
    ['data-export.remove-expired', true],
    ['likes.prune-page-bounces', true],
    ['notifications.purge-log', true],
    ['notifications.unread-reminders', true],
    ['notifications.weekly-update', true],
    ['numbers.rollup', true],
    ['operator.queue-sweep', true],
    ['payments.expire-orders', true],
    ['photos.remove-rejected', true],
    ['photos.screen-waiting', true],
    ['staff.purge-sessions', true],
  ]);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
async function run(name: string) {
  expect(await ctx.app.services.jobs.runSoon(name)).toBe(true);
  // A one-off job the work enqueued (the receipt of an order granted) may run after it.
  const outcomes = (await ctx.app.services.jobs.runDue()).filter((o) => !o.name.startsWith('notify.'));
  expect(outcomes.map((o) => o.name)).toEqual([name]);
  return outcomes[0]!;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('the app process', () => {
  it('starts polling for jobs when asked (runJobs) and stops when it closes', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-jobs-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
      });
      const app = await buildApp({
        config,
        database,
        storage: new DiskStorage(path.join(dataDir, 'media')),
        runJobs: true,
      });
      await app.ready();
      const expected = [
        'accounts.lift-suspensions',
        'accounts.purge-deleted',
        'accounts.purge-expired',
        'attribution.sweep',
        'data-export.remove-expired',
        'likes.prune-page-bounces',
        'notifications.purge-log',
        'notifications.unread-reminders',
        'notifications.weekly-update',
        'numbers.rollup',
        'operator.queue-sweep',
        'payments.expire-orders',
        'photos.remove-rejected',
        'photos.screen-waiting',
        'staff.purge-sessions',
      ];
      // The first poll runs at once: wait (bounded) until it has run every job.
      let done: { name: string; lastStatus: string | null }[] = [];
      for (let i = 0; i < 200 && done.filter((j) => j.lastStatus === 'succeeded').length < expected.length; i++) {
        await new Promise((r) => setTimeout(r, 50));
        done = await database.db.select({ name: jobs.name, lastStatus: jobs.lastStatus }).from(jobs);
      }
      expect(done.map((j) => [j.name, j.lastStatus]).sort()).toEqual(expected.map((name) => [name, 'succeeded']));
      expect(app.services.jobs.polling).toBe(true);
      await app.close();
      expect(app.services.jobs.polling).toBe(false);
    } finally {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('accounts.purge-expired', () => {
  it('deletes expired sessions, mailed links a day past their expiry and device links unused for a year; valid ones stay and still work', async () => {
    const { m, c } = await loggedInMember(ctx, {}, host);
    await db()
      .insert(sessions)
      .values([
        { tokenHash: hashToken('expired-session'), memberId: m.id, expiresAt: hoursAgo(1) },
        { tokenHash: hashToken('valid-session'), memberId: m.id, expiresAt: new Date(Date.now() + 3_600_000) },
      ]);
    await db()
      .insert(accountTokens)
      .values([
        { tokenHash: hashToken('old-link'), memberId: m.id, kind: 'password_reset', expiresAt: hoursAgo(25) },
        // Expired, but still counted by the limit on reset mails per day.
        { tokenHash: hashToken('recent-link'), memberId: m.id, kind: 'password_reset', expiresAt: hoursAgo(1) },
        {
          tokenHash: hashToken('valid-link'),
          memberId: m.id,
          kind: 'activation',
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      ]);
    // The login above linked this browser; one unused for a year and a day goes, one of 364 days stays.
    await db()
      .insert(memberDeviceIds)
      .values([
        { memberId: m.id, deviceHash: hashToken('stale-device'), lastSeenAt: hoursAgo(366 * 24) },
        { memberId: m.id, deviceHash: hashToken('recent-device'), lastSeenAt: hoursAgo(364 * 24) },
      ]);
    expect(await run('accounts.purge-expired')).toEqual({
      name: 'accounts.purge-expired',
      ok: true,
      result: '1 sessions, 1 mailed links, 1 device links deleted',
    });
    const devices = await db()
      .select({ hash: memberDeviceIds.deviceHash })
      .from(memberDeviceIds)
      .where(eq(memberDeviceIds.memberId, m.id));
    expect(devices.map((d) => d.hash)).not.toContain(hashToken('stale-device'));
    expect(devices).toHaveLength(2);
    const left = await db().select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.memberId, m.id));
    expect(left.map((r) => r.hash)).not.toContain(hashToken('expired-session'));
    expect(left.map((r) => r.hash)).toContain(hashToken('valid-session'));
    expect(left).toHaveLength(2);
    const links = await db()
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.memberId, m.id));
    expect(links.map((r) => r.hash).sort()).toEqual([hashToken('recent-link'), hashToken('valid-link')].sort());
    // The member's own login is untouched.
    expect((await c.get('/api/user.php')).statusCode).toBe(200);
  });
});

describe('payments.expire-orders', () => {
  const bundle125 = async (c: Awaited<ReturnType<typeof loggedInMember>>['c']) =>
    ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;

  it('an order left open past 24 hours expires and its time bonus is free again; a younger one stays open', async () => {
    const { m, c } = await loggedInMember(ctx, { signup_minutes_ago: 60 }, host);
    const b = await bundle125(c);
    const abandoned = (await (
      await c.post('/api/payments.php', { bundle_id: b.id, method: 'paypal' })
    ).json()) as CreatedPayment;
    expect(abandoned.payment.discount?.code).toBe('TIMEBONUS25');
    // The time bonus is held: a second order costs the full price.
    const second = (await (
      await c.post('/api/payments.php', { bundle_id: b.id, method: 'paypal' })
    ).json()) as CreatedPayment;
    expect(second.payment.amount.amount).toBe(2995);
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(24.5) })
      .where(eq(payments.id, abandoned.payment.id));
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(23) })
      .where(eq(payments.id, second.payment.id));

    expect(await run('payments.expire-orders')).toEqual({
      name: 'payments.expire-orders',
      ok: true,
      result: '1 orders expired',
    });
    const view = (await c.get(`/api/payments.php?id=${abandoned.payment.id}`)).json() as {
      payment: PaymentView;
      message: string;
    };
    expect(view.payment).toMatchObject({ status: 'expired', phase: 'failed', checkout_url: null });
    expect(view.message).toBe('De betaling is mislukt of geannuleeerd.');
    expect(
      ((await c.get(`/api/payments.php?id=${second.payment.id}`)).json() as { payment: PaymentView }).payment.status,
    ).toBe('open');
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.memberId, m.id))).toEqual([]);
    // Free again: shown with the prices and given to the next order.
    expect(((await c.get('/api/credits.php')).json() as CreditsPayload).discount?.code).toBe('TIMEBONUS25');
    const next = (await (
      await c.post('/api/payments.php', { bundle_id: b.id, method: 'paypal' })
    ).json()) as CreatedPayment;
    expect(next.payment).toMatchObject({ amount: { amount: 2246 }, discount: { code: 'TIMEBONUS25' } });
  });

  it('asks the provider first: a payment it settled without a webhook is granted, not expired', async () => {
    const { m, c } = await loggedInMember(ctx, { credits: 20 }, host);
    const created = (await (
      await c.post('/api/payments.php', { bundle_id: (await bundle125(c)).id, method: 'paypal' })
    ).json()) as CreatedPayment;
    await db()
      .update(sandboxPayments)
      .set({ status: 'paid', method: 'paypal' })
      .where(eq(sandboxPayments.id, created.payment.payment_id));
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(30) })
      .where(eq(payments.id, created.payment.id));
    expect((await run('payments.expire-orders')).result).toBe('0 orders expired');
    const [order] = await db().select().from(payments).where(eq(payments.id, created.payment.id));
    expect(order!.status).toBe('paid');
    expect(
      await db()
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.memberId, m.id), eq(creditLedger.kind, 'purchase'))),
    ).toHaveLength(1);
    expect(
      (await db().select({ credits: members.credits }).from(members).where(eq(members.id, m.id)))[0]!.credits,
    ).toBe(145);
  });

  it('a pending direct debit is given two weeks to settle', async () => {
    const { m, c } = await loggedInMember(ctx, {}, host);
    const member = (await loadMemberView(db(), m.id))!;
    const site = await ctx.app.services.sites.byId(ctx.siteId);
    const bundleId = (await bundle125(c)).id;
    const debit = () =>
      ctx.app.services.payments.directDebitOrder(
        member,
        { site, country: 'NL', locale: 'nl', origin: `http://${host}` },
        { bundleId, accountHolder: 'A. Jansen', iban: 'NL91ABNA0417164300' },
      );
    const young = await debit();
    const old = await debit();
    expect([young.status, old.status]).toEqual(['pending', 'pending']);
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(13 * 24) })
      .where(eq(payments.id, young.id));
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(15 * 24) })
      .where(eq(payments.id, old.id));
    expect((await run('payments.expire-orders')).result).toBe('1 orders expired');
    const statuses = await db()
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.memberId, m.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [young.id]: 'pending',
      [old.id]: 'expired',
    });
  });
});

describe('payments.expire-orders with payments off (PAYMENTS=off)', () => {
  it('expires an abandoned order without asking a provider, and frees its code', async () => {
    const { m, c } = await loggedInMember(ctx, { signup_minutes_ago: 60 }, host);
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const created = (await (
      await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'paypal' })
    ).json()) as CreatedPayment;
    expect(created.payment.discount?.code).toBe('TIMEBONUS25');
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(payments.id, created.payment.id));
    // The operator has since switched purchases off: the same database, an app without a provider.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-jobs-off-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
      PAYMENTS: 'off',
    });
    const off = await buildApp({
      config,
      database: ctx.database,
      storage: new DiskStorage(path.join(dataDir, 'media')),
    });
    try {
      await off.ready();
      expect(await off.services.payments.expireAbandoned()).toBe(1);
    } finally {
      await off.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const [order] = await db().select().from(payments).where(eq(payments.id, created.payment.id));
    expect(order!.status).toBe('expired');
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.memberId, m.id))).toEqual([]);
  });
});

describe('accounts.lift-suspensions', () => {
  it('lifts the suspensions whose end has come; one still running and a ban stay', async () => {
    const ended = await loggedInMember(ctx);
    const running = await loggedInMember(ctx);
    const banned = await loggedInMember(ctx);
    const restrictions = ctx.app.services.restrictions;
    await restrictions.suspend(ended.m.id, new Date(Date.now() + 60_000), 'Kort');
    await restrictions.suspend(running.m.id, new Date(Date.now() + 3_600_000), 'Langer');
    await restrictions.ban(banned.m.id, 'Voorgoed');
    await db()
      .update(members)
      .set({ suspendedUntil: hoursAgo(1) })
      .where(eq(members.id, ended.m.id));
    expect((await run('accounts.lift-suspensions')).result).toBe('1 suspensions ended');
    const statuses = await Promise.all(
      [ended, running, banned].map(async (x) => (await loadMemberView(db(), x.m.id))!.status),
    );
    expect(statuses).toEqual(['active', 'suspended', 'banned']);
  });
});

describe('likes.prune-page-bounces', () => {
  it('deletes page bounces older than 90 days and keeps newer ones', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    await db()
      .insert(pageBounces)
      .values([
        { siteId: ctx.siteId, path: '/old', createdAt: daysAgo(91) },
        { siteId: ctx.siteId, path: '/older', createdAt: daysAgo(400) },
        { siteId: ctx.siteId, path: '/recent', createdAt: daysAgo(89) },
        { siteId: ctx.siteId, path: '/today' },
      ]);
    expect((await run('likes.prune-page-bounces')).result).toBe('2 page bounces deleted');
    const left = await db().select({ path: pageBounces.path }).from(pageBounces);
    expect(left.map((r) => r.path).sort()).toEqual(['/recent', '/today']);
  });
});

describe('staff.purge-sessions', () => {
  it('deletes staff sessions idle for 30 minutes or older than 12 hours, and keeps the live ones', async () => {
    const { s } = await loggedInStaff(ctx, 'support');
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await db()
      .insert(staffSessions)
      .values([
        { tokenHash: 'idle', staffId: s.id, verifiedAt: minutesAgo(40), lastSeenAt: minutesAgo(31) },
        {
          tokenHash: 'old',
          staffId: s.id,
          verifiedAt: minutesAgo(13 * 60),
          createdAt: minutesAgo(13 * 60),
          lastSeenAt: minutesAgo(1),
        },
        {
          tokenHash: 'busy',
          staffId: s.id,
          verifiedAt: minutesAgo(60),
          createdAt: minutesAgo(60),
          lastSeenAt: minutesAgo(5),
        },
      ]);
    expect((await run('staff.purge-sessions')).result).toBe('2 staff sessions deleted');
    const left = await db()
      .select({ tokenHash: staffSessions.tokenHash })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, s.id));
    expect(
      left
        .map((r) => r.tokenHash)
        .filter((h) => h.length < 10)
        .sort(),
    ).toEqual(['busy']);
    // The login's own session is live and stays.
    expect(left).toHaveLength(2);
  });
});

describe('npm run admin -- jobs', () => {
  it('lists each job with its schedule, last run, status, attempts, last error and next run', async () => {
    await db().execute(
      sql`update jobs set last_status = 'failed', attempts = 3, last_error = 'Error: provider away' where name = 'payments.expire-orders'`,
    );
    // The PostgreSQL pass lists this file's database; on PGlite (one process) a fresh data directory.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-admin-'));
    let url: string | undefined;
    if (ctx.database.engine === 'postgres') {
      const [{ name }] = (await queryRows<{ name: string }>(db(), sql`select current_database() as name`)) as [
        { name: string },
      ];
      const server = new URL(process.env.TEST_DATABASE_URL!);
      server.pathname = `/${name}`;
      url = server.toString();
    }
    try {
      const listed = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', 'jobs'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
          DATABASE_URL: url ?? '',
        },
        timeout: scaled(60_000),
      });
      expect(listed.status, listed.stderr).toBe(0);
      const out = listed.stdout;
      expect(out).toContain('accounts.purge-expired\n  schedule: every 1 h\n');
      expect(out).toContain('likes.prune-page-bounces\n  schedule: every 1 d\n');
      expect(out).toContain('payments.expire-orders\n  schedule: every 15 min\n');
      expect(out).toContain('staff.purge-sessions\n  schedule: every 1 h\n');
      expect(out).toContain('accounts.lift-suspensions\n  schedule: every 5 min\n');
      expect(out).toContain('photos.remove-rejected\n  schedule: every 1 h\n');
      expect(out).toContain('data-export.remove-expired\n  schedule: every 1 h\n');
      expect(out).toContain('notifications.unread-reminders\n  schedule: every 1 h\n');
      expect(out).toContain('notifications.weekly-update\n  schedule: every 1 h\n');
      expect(out).toContain('notifications.purge-log\n  schedule: every 1 d\n');
      expect(out).toContain('photos.screen-waiting\n  schedule: every 5 min\n');
      expect(out).toContain('operator.queue-sweep\n  schedule: every 1 min\n');
      expect(out).toContain('attribution.sweep\n  schedule: every 15 min\n');
      expect(out).toContain('numbers.rollup\n  schedule: every 15 min\n');
      expect(out.match(/ {2}attempts: \d+ {2}next run: /g)).toHaveLength(15);
      if (url) {
        expect(out).toMatch(
          /payments\.expire-orders\n {2}schedule: every 15 min\n {2}last run: \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ {2}status: failed\n {2}attempts: 3 {2}next run: \d{4}-.*\n {2}last error: Error: provider away/,
        );
        expect(out).toMatch(
          /likes\.prune-page-bounces\n {2}schedule: every 1 d\n {2}last run: \d{4}-.* {2}status: succeeded \(2 page bounces deleted\)/,
        );
      } else {
        expect(out).toContain(
          'accounts.purge-expired\n  schedule: every 1 h\n  last run: –  status: never run\n  attempts: 0  next run: at the next app start',
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000); // two CLI processes start with tsx: slow on a busy machine
});
