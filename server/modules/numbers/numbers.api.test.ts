import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import {
  accountTokens,
  conversations,
  creditBundles,
  members,
  messages,
  pageBounces,
  payments,
  numbersDaily,
  numbersPeriods,
} from '../../db/schema.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, queryRows } from '../../db/client.ts';
import { COMMAND_LINE } from '../audit/index.ts';
import { createSite } from '../sites/index.ts';
import { NumbersService } from './index.ts';
import { medianOf } from './service.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { csvCell, toCsv } from '../../../common/rules/numbers.ts';
import type { Numbers } from '../../../common/api/numbers.ts';

/**
 * The numbers (decision 053): what the roll-up counts per day of the home time zone, per lander and
 * campaign, from seeded signups, activations, orders, messages, bounces and visits; who may read them
 * (admins and analysts, on their sites) and nothing else; and the CSV. The days lie around the clock
 * change of 29 March 2026 (Amsterdam: UTC+1 until 02:00, UTC+2 after).
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let analyst: Awaited<ReturnType<typeof loggedInStaff>>;
let limitedAnalyst: Awaited<ReturnType<typeof loggedInStaff>>;
let siteB: number;
let memberA: number;

const at = (iso: string) => new Date(iso);
const RANGE = 'from=2026-03-28&to=2026-03-30';
const netA = { network: 'netA', ref: 'r1', sub1: 's1', lander: 'video' };
const netB = { network: 'netB', lander: 'gallery' };

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  [admin, analyst, limitedAnalyst] = await Promise.all([
    loggedInStaff(ctx, 'admin'),
    loggedInStaff(ctx, 'analyst'),
    loggedInStaff(ctx, 'analyst'),
  ]);
  siteB = (await createSite(db, { domain: 'tweede.example', name: 'Tweede site' })).id;
  await ctx.app.services.staff.changeSites(COMMAND_LINE, limitedAnalyst.s.id, [ctx.siteId]);

  /** A member of `site` who signed up at `signup` with this first touch. */
  const member = async (
    signup: string,
    tracking: Record<string, string>,
    o: { fictional?: boolean; site?: number } = {},
  ) => {
    const m = await buildMember(db, o.site ?? ctx.siteId, { fictional: o.fictional });
    await db
      .update(members)
      .set({ signupDate: at(signup), tracking })
      .where(eq(members.id, m.id));
    return m.id;
  };
  // 00:30 on the 29th in Amsterdam (UTC+1): the 29th, not the 28th.
  memberA = await member('2026-03-28T23:30:00Z', netA);
  // 23:59 on the 28th in Amsterdam: the 28th.
  const b = await member('2026-03-28T22:59:00Z', netA);
  // 22:00 summer time on the 29th.
  const c = await member('2026-03-29T20:00:00Z', netA);
  // 00:00 summer time on the 30th: UTC 22:00 of the 29th belongs to the 30th.
  const d = await member('2026-03-29T22:00:00Z', netB);
  // No campaign at all, on the 30th.
  const e = await member('2026-03-30T12:00:00Z', {});
  // A profile the site runs: never a signup, its messages no member's.
  const fictional = await member('2026-03-29T12:00:00Z', netA, { fictional: true });
  // Another site's member: outside a staff member limited to the first site.
  await member('2026-03-29T12:00:00Z', { network: 'netC', lander: 'video' }, { site: siteB });

  // Activations: the day the link was opened.
  const token = (memberId: number, usedAt: string | null, i: number) => ({
    tokenHash: `numbers-test-${i}`,
    memberId,
    kind: 'activation' as const,
    expiresAt: at('2026-04-30T00:00:00Z'),
    usedAt: usedAt ? at(usedAt) : null,
  });
  await db
    .insert(accountTokens)
    .values([
      token(memberA, '2026-03-29T08:00:00Z', 1),
      token(b, null, 2),
      token(c, '2026-03-29T20:10:00Z', 3),
      token(d, '2026-03-30T10:00:00Z', 4),
    ]);

  // Orders: A's first (12.5 hours after signup) and a second later refunded; C's first 90 minutes
  // after signup; D's first in pounds, charged back; an order never paid.
  const [bundle] = await db.select().from(creditBundles).where(eq(creditBundles.siteId, ctx.siteId)).limit(1);
  const order = (
    memberId: number,
    o: {
      amount: number;
      currency: string;
      country: string;
      method: 'ideal' | 'creditcard' | 'paypal';
      credits: number;
      status: 'paid' | 'refunded' | 'charged_back' | 'open';
      paidAt: string | null;
      updatedAt: string;
    },
  ) => ({
    siteId: ctx.siteId,
    memberId,
    bundleId: bundle!.id,
    credits: o.credits,
    amount: o.amount,
    currency: o.currency,
    country: o.country,
    provider: 'sandbox' as const,
    method: o.method,
    status: o.status,
    paidAt: o.paidAt ? at(o.paidAt) : null,
    createdAt: at(o.paidAt ?? o.updatedAt),
    updatedAt: at(o.updatedAt),
  });
  await db.insert(payments).values([
    order(memberA, {
      amount: 1995,
      currency: 'EUR',
      country: 'NL',
      method: 'ideal',
      credits: 50,
      status: 'paid',
      paidAt: '2026-03-29T12:00:00Z',
      updatedAt: '2026-03-29T12:00:00Z',
    }),
    order(memberA, {
      amount: 995,
      currency: 'EUR',
      country: 'NL',
      method: 'ideal',
      credits: 25,
      status: 'refunded',
      paidAt: '2026-03-30T09:00:00Z',
      updatedAt: '2026-03-30T15:00:00Z',
    }),
    order(c, {
      amount: 4995,
      currency: 'EUR',
      country: 'BE',
      method: 'creditcard',
      credits: 100,
      status: 'paid',
      paidAt: '2026-03-29T21:30:00Z',
      updatedAt: '2026-03-29T21:30:00Z',
    }),
    order(d, {
      amount: 1500,
      currency: 'GBP',
      country: 'GB',
      method: 'paypal',
      credits: 25,
      status: 'charged_back',
      paidAt: '2026-03-30T10:00:00Z',
      updatedAt: '2026-03-30T18:00:00Z',
    }),
    order(e, {
      amount: 2995,
      currency: 'EUR',
      country: 'NL',
      method: 'ideal',
      credits: 50,
      status: 'open',
      paidAt: null,
      updatedAt: '2026-03-30T13:00:00Z',
    }),
  ]);

  // Messages: A two on the 29th, D one on the 30th, and the fictional profile's answer (not counted).
  const [conv] = await db
    .insert(conversations)
    .values({ siteId: ctx.siteId, memberLow: memberA, memberHigh: fictional, startedBy: memberA })
    .returning();
  const message = (senderId: number, recipientId: number, createdAt: string, i: number) => ({
    conversationId: conv!.id,
    senderId,
    recipientId,
    type: 'text' as const,
    body: 'Hoi',
    clientId: `numbers-${i}`,
    createdAt: at(createdAt),
  });
  await db
    .insert(messages)
    .values([
      message(memberA, fictional, '2026-03-29T13:00:00Z', 1),
      message(memberA, fictional, '2026-03-29T13:05:00Z', 2),
      message(d, fictional, '2026-03-30T11:00:00Z', 3),
      message(fictional, memberA, '2026-03-29T13:10:00Z', 4),
    ]);

  // Page bounces of the lander (with and without its slug); pages that are no lander do not count.
  await db.insert(pageBounces).values([
    { siteId: ctx.siteId, path: '/landers/video', createdAt: at('2026-03-29T10:00:00Z') },
    { siteId: ctx.siteId, path: '/landers/video/zomer', createdAt: at('2026-03-29T10:05:00Z') },
    { siteId: ctx.siteId, path: '/members', createdAt: at('2026-03-29T10:05:00Z') },
  ]);

  // Visits: four to the video lander from netA on the 29th, a crawler's (not counted), two to the gallery on the 30th.
  const numbers = ctx.app.services.numbers;
  for (let i = 0; i < 4; i++) await numbers.countVisit(ctx.siteId, netA, 'Mozilla/5.0', at('2026-03-29T09:00:00Z'));
  await numbers.countVisit(ctx.siteId, netA, 'Googlebot/2.1', at('2026-03-29T09:00:00Z'));
  for (let i = 0; i < 2; i++) await numbers.countVisit(ctx.siteId, netB, undefined, at('2026-03-29T22:30:00Z'));

  // The roll-up, twice: the same rows.
  await numbers.rollUp('2026-03-28', '2026-03-30');
  await numbers.rollUp('2026-03-27', '2026-03-31');
});

afterAll(async () => {
  await ctx.close();
});

const get = async (c: typeof admin.c, query = RANGE) => {
  const res = await c.get(`${STAFF_API}/numbers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Numbers;
};

describe('the roll-up', () => {
  it('counts signups, activations, first purchases, money and messages per campaign exactly', async () => {
    const n = await get(admin.c, `${RANGE}&site=${ctx.siteId}`);
    expect(n.funnel).toEqual({
      visits: 6,
      bounces: 2,
      signups: 5,
      activations: 3,
      first_purchases: 3,
      activation_rate: 3 / 5,
      first_purchase_rate: 3 / 5,
      // Waits of 45,000 s (A), 5,400 s (C) and 43,200 s (D): the middle one.
      median_first_purchase_seconds: 43_200,
      paying_members: 3,
      messages: 3,
      revenue: [
        { currency: 'EUR', amount: 1995 + 995 + 4995 },
        { currency: 'GBP', amount: 1500 },
      ],
      refunds: [{ currency: 'EUR', count: 1, amount: 995 }],
      chargebacks: [{ currency: 'GBP', count: 1, amount: 1500 }],
      // Net per paying member in the currency: (7985 − 995) / 2 and (1500 − 1500) / 1.
      arpu: [
        { currency: 'EUR', amount: 3495, paying_members: 2 },
        { currency: 'GBP', amount: 0, paying_members: 1 },
      ],
    });
    expect(n.campaigns).toEqual([
      {
        lander: 'video',
        network: 'netA',
        ref: 'r1',
        sub1: 's1',
        visits: 4,
        signups: 3,
        activations: 2,
        activation_rate: 2 / 3,
        first_purchases: 2,
        first_purchase_rate: 2 / 3,
        median_first_purchase_seconds: (45_000 + 5_400) / 2,
        revenue: [{ currency: 'EUR', amount: 7985 }],
        messages: 2,
      },
      {
        lander: 'gallery',
        network: 'netB',
        ref: '',
        sub1: '',
        visits: 2,
        signups: 1,
        activations: 1,
        activation_rate: 1,
        first_purchases: 1,
        first_purchase_rate: 1,
        median_first_purchase_seconds: 43_200,
        revenue: [{ currency: 'GBP', amount: 1500 }],
        messages: 1,
      },
      {
        lander: '',
        network: '',
        ref: '',
        sub1: '',
        visits: 0,
        signups: 1,
        activations: 0,
        activation_rate: 0,
        first_purchases: 0,
        first_purchase_rate: 0,
        median_first_purchase_seconds: null,
        revenue: [],
        messages: 0,
      },
    ]);
    expect(n.landers).toEqual([
      { lander: 'video', visits: 4, bounces: 2, bounce_rate: 0.5, signups: 3, activations: 2, first_purchases: 2 },
      { lander: 'gallery', visits: 2, bounces: 0, bounce_rate: 0, signups: 1, activations: 1, first_purchases: 1 },
    ]);
    expect(n.revenue).toEqual(
      [
        {
          site_id: ctx.siteId,
          country: 'NL',
          method: 'ideal',
          bundle: '25',
          currency: 'EUR',
          purchases: 1,
          amount: 995,
          refunds: 1,
          refunded: 995,
          chargebacks: 0,
          charged_back: 0,
        },
        {
          site_id: ctx.siteId,
          country: 'BE',
          method: 'creditcard',
          bundle: '100',
          currency: 'EUR',
          purchases: 1,
          amount: 4995,
          refunds: 0,
          refunded: 0,
          chargebacks: 0,
          charged_back: 0,
        },
        {
          site_id: ctx.siteId,
          country: 'NL',
          method: 'ideal',
          bundle: '50',
          currency: 'EUR',
          purchases: 1,
          amount: 1995,
          refunds: 0,
          refunded: 0,
          chargebacks: 0,
          charged_back: 0,
        },
        {
          site_id: ctx.siteId,
          country: 'GB',
          method: 'paypal',
          bundle: '25',
          currency: 'GBP',
          purchases: 1,
          amount: 1500,
          refunds: 0,
          refunded: 0,
          chargebacks: 1,
          charged_back: 1500,
        },
      ].sort(
        (a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount || a.country.localeCompare(b.country),
      ),
    );
  });

  it('puts each event on its day in the home time zone, across the clock change', async () => {
    const n = await get(admin.c, `${RANGE}&site=${ctx.siteId}`);
    expect(n.days.map((d) => [d.day, d.visits, d.signups, d.activations, d.first_purchases, d.messages])).toEqual([
      // B at 23:59 on the 28th.
      ['2026-03-28', 0, 1, 0, 0, 0],
      // A at 00:30 on the 29th (UTC 23:30 the day before), C at 22:00 summer time; A and C activated;
      // A's and C's first purchases (C's at 23:30 summer time); A's two messages; the video lander's visits.
      ['2026-03-29', 4, 2, 2, 2, 2],
      // D at 00:00 summer time (UTC 22:00 the day before) and E; D activated and paid; D's message;
      // the gallery's visits at 00:30 summer time.
      ['2026-03-30', 2, 2, 1, 1, 1],
    ]);
    expect(n.days.map((d) => d.revenue)).toEqual([
      [],
      [{ currency: 'EUR', amount: 1995 + 4995 }],
      [
        { currency: 'EUR', amount: 995 },
        { currency: 'GBP', amount: 1500 },
      ],
    ]);
    // One day alone: the 28th holds B only.
    expect((await get(admin.c, `from=2026-03-28&to=2026-03-28&site=${ctx.siteId}`)).funnel.signups).toBe(1);
  });

  it('gives the same figures from the month rows as from the day rows, and joins the two at a range’s ends', async () => {
    const site = `&site=${ctx.siteId}`;
    const days = await get(admin.c, `${RANGE}${site}`);
    const strip = (n: Numbers) => ({
      funnel: n.funnel,
      campaigns: n.campaigns,
      landers: n.landers,
      revenue: n.revenue,
    });
    // March whole: one month row per campaign and metric.
    const march = await get(admin.c, `from=2026-03-01&to=2026-03-31${site}`);
    expect(strip(march)).toEqual(strip(days));
    expect(march.days).toHaveLength(31);
    expect(march.days.find((d) => d.day === '2026-03-29')).toEqual(days.days.find((d) => d.day === '2026-03-29'));
    // Days of February and April at the ends, March from its month rows.
    expect(strip(await get(admin.c, `from=2026-02-20&to=2026-04-05${site}`))).toEqual(strip(days));
    // Whole quarters from the quarter rows: the first two of 2026, and the first between December's
    // days and April's.
    expect(strip(await get(admin.c, `from=2026-01-01&to=2026-06-30${site}`))).toEqual(strip(days));
    expect(strip(await get(admin.c, `from=2025-12-20&to=2026-04-05${site}`))).toEqual(strip(days));
    // The year 2026 whole from its year rows, and beside December 2025's days and January 2027's.
    expect(strip(await get(admin.c, `from=2026-01-01&to=2026-12-31${site}`))).toEqual(strip(days));
    expect(strip(await get(admin.c, `from=2025-12-20&to=2027-01-05${site}`))).toEqual(strip(days));
    // A paid on the 29th and on the 30th: the 30th alone counts A (and D) once more.
    const the30th = await get(admin.c, `from=2026-03-30&to=2026-03-30${site}`);
    expect([the30th.funnel.paying_members, the30th.funnel.arpu.map((a) => a.paying_members)]).toEqual([2, [1, 1]]);
    // March's last three days from the day rows (A and C on the 29th, D and E on the 30th), April whole.
    const end = await get(admin.c, `from=2026-03-29&to=2026-04-30${site}`);
    expect([end.funnel.signups, end.funnel.first_purchases, end.funnel.visits, end.funnel.paying_members]).toEqual([
      4, 3, 6, 3,
    ]);
  });

  it('reads the month of a range that ends today from its month row, as the month so far', async () => {
    // The clock on the 30th: from 1 April 2025 three quarters of 2025 and 2026 so far (its year row);
    // 1 January–30 March is the first quarter so far (its quarter row), 1–30
    // March is March so far (its month row), 2–30 March days only.
    const onThe30th = new NumbersService({
      db: ctx.database.db,
      sites: async () => [{ id: ctx.siteId, name: 'Klik' }],
      now: () => at('2026-03-30T12:00:00Z'),
    });
    const days = await get(admin.c, `${RANGE}&site=${ctx.siteId}`);
    for (const from of ['2025-04-01', '2026-01-01', '2026-03-01', '2026-03-02']) {
      const n = await onThe30th.numbers(null, { from, to: '2026-03-30', site: ctx.siteId });
      expect({ funnel: n.funnel, campaigns: n.campaigns }).toEqual({ funnel: days.funnel, campaigns: days.campaigns });
    }
  });

  it('keeps one row per campaign and period with every figure as a column, and one per site and day', async () => {
    const db = ctx.database.db;
    const video = and(eq(numbersPeriods.siteId, ctx.siteId), eq(numbersPeriods.lander, 'video'));
    const row = async (grain: 'month' | 'quarter' | 'year' | 'total', day: string, network = 'netA') =>
      (
        await db
          .select()
          .from(numbersPeriods)
          .where(
            and(
              video,
              eq(numbersPeriods.grain, grain),
              eq(numbersPeriods.day, day),
              eq(numbersPeriods.network, network),
            ),
          )
      ).map((r) => ({ ...r, waits: r.waits && [...r.waits].sort((a, b) => a - b) }));
    // March for video/netA/r1/s1: the four visits, A's, B's and C's signups, A's and C's activations
    // and first purchases (their waits), A's two orders and C's in euros, A's two messages.
    const march = {
      siteId: ctx.siteId,
      grain: 'month',
      day: '2026-03-01',
      lander: 'video',
      network: 'netA',
      ref: 'r1',
      sub1: 's1',
      visits: 4,
      bounces: 0,
      signups: 3,
      activations: 2,
      firstPurchases: 2,
      messages: 2,
      revenue: { EUR: 7985 },
      waits: [5_400, 45_000],
    };
    expect(await row('month', '2026-03-01')).toEqual([march]);
    expect(await row('quarter', '2026-01-01')).toEqual([{ ...march, grain: 'quarter', day: '2026-01-01' }]);
    expect(await row('year', '2026-01-01')).toEqual([{ ...march, grain: 'year', day: '2026-01-01' }]);
    // The page bounces have the lander alone.
    expect((await row('month', '2026-03-01', '')).map((r) => [r.bounces, r.signups, r.visits])).toEqual([[2, 0, 0]]);
    // The 29th of the site without campaign: the day trend's row.
    const [the29th] = await db
      .select()
      .from(numbersPeriods)
      .where(
        and(
          eq(numbersPeriods.siteId, ctx.siteId),
          eq(numbersPeriods.grain, 'total'),
          eq(numbersPeriods.day, '2026-03-29'),
        ),
      );
    expect(the29th).toMatchObject({
      lander: '',
      network: '',
      visits: 4,
      bounces: 2,
      signups: 2,
      activations: 2,
      firstPurchases: 2,
      messages: 2,
      revenue: { EUR: 1995 + 4995 },
      waits: null,
    });
  });

  it('has migration 0046 build the same period rows from the day rows as the roll-up', async () => {
    const db = ctx.database.db;
    const all = async () =>
      (await db.select().from(numbersPeriods))
        .map((r) => JSON.stringify({ ...r, waits: r.waits && [...r.waits].sort((a, b) => a - b) }))
        .sort();
    const rolledUp = await all();
    const inserts = readFileSync(path.join(MIGRATIONS_DIR, '0046_numbers_periods.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('INSERT INTO "numbers_periods"'));
    expect(inserts).toHaveLength(4);
    await db.delete(numbersPeriods);
    for (const statement of inserts) await db.execute(sql.raw(statement));
    expect(await all()).toEqual(rolledUp);
  });

  it('takes the medians as percentile_cont(0.5) does', async () => {
    const lists = [
      [7],
      [3, 1],
      [5, 1, 4, 4],
      [10, 2, 7, 2, 9],
      [1, 2],
      Array.from({ length: 1001 }, (_, i) => (i * 7919) % 1009),
    ];
    for (const list of lists) {
      const [row] = await queryRows<{ median: number }>(
        ctx.database.db,
        sql`select round(percentile_cont(0.5) within group (order by w))::int as median
          from unnest(${`{${list.join(',')}}`}::int[]) w`,
      );
      expect(medianOf(Float64Array.from(list))).toBe(Number(row!.median));
    }
    expect(medianOf(new Float64Array(0))).toBeNull();
  });

  it('is the same after running again: a day is replaced, never added to', async () => {
    const rows = await ctx.database.db.select().from(numbersDaily);
    const periods = await ctx.database.db.select().from(numbersPeriods);
    await ctx.app.services.numbers.rollUp('2026-03-29', '2026-03-29');
    expect((await ctx.database.db.select().from(numbersDaily)).length).toBe(rows.length);
    expect((await ctx.database.db.select().from(numbersPeriods)).length).toBe(periods.length);
    expect((await get(admin.c, `${RANGE}&site=${ctx.siteId}`)).funnel.signups).toBe(5);
  });
});

describe('who may read the numbers', () => {
  it('lets an analyst read them, and nothing else: members, orders, jobs and the audit are 403', async () => {
    expect((await get(analyst.c, `${RANGE}&site=${ctx.siteId}`)).funnel.signups).toBe(5);
    const refused = [
      await analyst.c.get(`${STAFF_API}/members?q=lid`),
      await analyst.c.get(`${STAFF_API}/members/${memberA}`),
      await analyst.c.post(`${STAFF_API}/members/${memberA}/end-sessions`, {}),
      await analyst.c.post(`${STAFF_API}/members/${memberA}/ban`, { reason: 'x' }),
      await analyst.c.post(`${STAFF_API}/orders/1/refund`, {}),
      await analyst.c.get(`${STAFF_API}/jobs`),
      await analyst.c.get(`${STAFF_API}/audit`),
      await analyst.c.get(`${STAFF_API}/postbacks`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    // The console itself is open to them: the overview has no figure of another section.
    const overview = await analyst.c.get(`${STAFF_API}/overview`);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual({});
  });

  it('refuses roles without the numbers, and a visitor without a staff login', async () => {
    const moderator = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.c.get(`${STAFF_API}/numbers?${RANGE}`)).statusCode).toBe(403);
    expect((await moderator.c.get(`${STAFF_API}/numbers.csv?table=days&${RANGE}`)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${STAFF_API}/numbers?${RANGE}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a limited analyst to their sites: the other site reads as empty', async () => {
    const all = await get(admin.c);
    expect(all.sites.map((s) => s.id).sort()).toEqual([ctx.siteId, siteB].sort());
    expect((await get(admin.c, `${RANGE}`)).funnel.signups).toBe(6);
    expect((await get(admin.c, `${RANGE}&site=${siteB}`)).funnel.signups).toBe(1);
    const mine = await get(limitedAnalyst.c, RANGE);
    expect(mine.sites.map((s) => s.id)).toEqual([ctx.siteId]);
    expect(mine.funnel.signups).toBe(5);
    expect(mine.campaigns.some((c) => c.network === 'netC')).toBe(false);
    const other = await get(limitedAnalyst.c, `${RANGE}&site=${siteB}`);
    expect(other.funnel.signups).toBe(0);
    expect(other.campaigns).toEqual([]);
    const csv = await limitedAnalyst.c.get(`${STAFF_API}/numbers.csv?table=campaigns&${RANGE}&site=${siteB}`);
    expect(csv.body).toBe(
      'lander,network,ref,sub1,visits,signups,activations,activation_rate,first_purchases,first_purchase_rate,median_seconds_to_first_purchase,messages\r\n',
    );
  });

  it('refuses a range backwards or longer than two years', async () => {
    expect((await admin.c.get(`${STAFF_API}/numbers?from=2026-03-30&to=2026-03-28`)).statusCode).toBe(400);
    expect((await admin.c.get(`${STAFF_API}/numbers?from=2023-01-01&to=2026-03-28`)).statusCode).toBe(400);
    expect((await admin.c.get(`${STAFF_API}/numbers?from=2026-02-30&to=2026-03-28`)).statusCode).toBe(400);
  });
});

describe('the CSV', () => {
  it('gives each table, amounts per currency as decimals', async () => {
    const res = await admin.c.get(`${STAFF_API}/numbers.csv?table=campaigns&${RANGE}&site=${ctx.siteId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="numbers-campaigns-2026-03-28-2026-03-30.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'lander,network,ref,sub1,visits,signups,activations,activation_rate,first_purchases,first_purchase_rate,median_seconds_to_first_purchase,revenue_EUR,revenue_GBP,messages',
      'video,netA,r1,s1,4,3,2,0.6667,2,0.6667,25200,79.85,0.00,2',
      'gallery,netB,,,2,1,1,1.0000,1,1.0000,43200,0.00,15.00,1',
      ',,,,0,1,0,0.0000,0,0.0000,,0.00,0.00,0',
      '',
    ]);
    const days = await admin.c.get(`${STAFF_API}/numbers.csv?table=days&${RANGE}&site=${ctx.siteId}`);
    expect(days.body.split('\r\n')[2]).toBe('2026-03-29,4,2,2,2,2,69.90,0.00');
    const funnel = await admin.c.get(`${STAFF_API}/numbers.csv?table=funnel&${RANGE}&site=${ctx.siteId}`);
    expect(funnel.body).toContain('2026-03-28,2026-03-30,refunded,EUR,9.95\r\n');
    expect((await admin.c.get(`${STAFF_API}/numbers.csv?table=nope&${RANGE}`)).statusCode).toBe(400);
  });

  it('quotes what needs quoting and defuses formulas in campaign values', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, siteB);
    await db
      .update(members)
      .set({
        signupDate: at('2026-03-29T12:00:00Z'),
        tracking: { network: '=HYPERLINK("http://x.example","klik")', ref: '+1,2', sub1: '@sum', lander: '-x' },
      })
      .where(eq(members.id, m.id));
    await ctx.app.services.numbers.rollUp('2026-03-29', '2026-03-29');
    const res = await admin.c.get(`${STAFF_API}/numbers.csv?table=campaigns&${RANGE}&site=${siteB}`);
    const lines = res.body.split('\r\n');
    expect(lines).toContain(`'-x,"'=HYPERLINK(""http://x.example"",""klik"")","'+1,2",'@sum,0,1,0,0.0000,0,0.0000,,0`);
    // The rule itself: line breaks and quotes quoted, numbers (also negative ones) left as numbers.
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(toCsv(['a', 'b'], [['x"y', null]])).toBe('a,b\r\n"x""y",\r\n');
  });
});
