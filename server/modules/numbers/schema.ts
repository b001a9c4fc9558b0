import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { NUMBER_METRICS, type NumberMetric } from '../../../common/rules/numbers.ts';

/*
 * Owned by the numbers module (decision 053): numbers_visits, numbers_daily, numbers_periods and
 * numbers_payers, the roll-ups the staff console's /staff/numbers reads. Only its own code names these tables (decision 016).
 * No personal data: days, sites, campaign values and counts (numbers_payers counts members, it
 * does not name them).
 */

/**
 * Landing-page visits per site, home-time-zone day, lander and campaign: one counter row, raised
 * as a lander or member landing page is served (the page's own request, no visitor named).
 */
export const numbersVisits = pgTable(
  'numbers_visits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lander: text('lander').notNull(),
    network: text('network').notNull().default(''),
    ref: text('ref').notNull().default(''),
    sub1: text('sub1').notNull().default(''),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'numbers_visits_pk', columns: [t.siteId, t.day, t.lander, t.network, t.ref, t.sub1] })],
);

/**
 * What happened on a day (home time zone) per site and dimension: signups, activations, first
 * purchases, purchases, refunds, chargebacks, messages and page bounces. Rebuilt per day by the
 * roll-up job (delete and insert the day's rows in one transaction), so a run again gives the same
 * rows. Dimensions a metric does not have are ''.
 */
export const numbersDaily = pgTable(
  'numbers_daily',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: NUMBER_METRICS }).$type<NumberMetric>().notNull(),
    lander: text('lander').notNull().default(''),
    network: text('network').notNull().default(''),
    ref: text('ref').notNull().default(''),
    sub1: text('sub1').notNull().default(''),
    country: text('country').notNull().default(''),
    method: text('method').notNull().default(''),
    /** The bundle bought, by its credits ('50'): what a member sees of it. */
    bundle: text('bundle').notNull().default(''),
    currency: text('currency').notNull().default(''),
    count: integer('count').notNull().default(0),
    /** Money in cents of `currency` (purchases, refunds, chargebacks). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** First purchases: seconds from signup to each, for the median. */
    waits: integer('waits').array(),
  },
  (t) => [
    primaryKey({
      name: 'numbers_daily_pk',
      columns: [
        t.siteId,
        t.metric,
        t.day,
        t.lander,
        t.network,
        t.ref,
        t.sub1,
        t.country,
        t.method,
        t.bundle,
        t.currency,
      ],
    }),
    // The roll-up replaces a day range on every site at once.
    index('numbers_daily_day').on(t.day),
  ],
);

/**
 * Paying members, counted so that any range counts each once (decision 053) without naming them: per
 * site, currency ('' for any currency) and day, how many members paid that day whose payment before
 * it (in that currency, or in any) was on `since` ('-infinity': their first). A member paid in a
 * range from..to once for each of their paid days in it, and exactly one of those, the first, has
 * `since` before `from`: so the range's paying members are the sum of `members` over its days where
 * `since < from`. The month rows ('month', on the month's first day) hold the members' first paid
 * day of the month (`since` before the month), so whole months read one row per `since` value.
 */
export const numbersPayers = pgTable(
  'numbers_payers',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default(''),
    since: date('since', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ name: 'numbers_payers_pk', columns: [t.siteId, t.grain, t.day, t.currency, t.since] })],
);

/** The grains of numbers_periods: a campaign's month, quarter or year, or a site's day ('total'). */
export const NUMBER_PERIOD_GRAINS = ['month', 'quarter', 'year', 'total'] as const;

/**
 * The dashboard's figures of a period with every figure as a column (decision 053): per site,
 * campaign (lander, network, ref, sub1) and month, quarter or year (on its first day), rolled up from
 * the day rows of numbers_daily and the visit counters; and per site and day without campaign
 * ('total', campaign ''), which the day trend reads. One row where numbers_daily has one per metric
 * and currency: a year's dashboard reads and groups a third of the rows (bench/README.md).
 */
export const numbersPeriods = pgTable(
  'numbers_periods',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    grain: text('grain', { enum: NUMBER_PERIOD_GRAINS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lander: text('lander').notNull().default(''),
    network: text('network').notNull().default(''),
    ref: text('ref').notNull().default(''),
    sub1: text('sub1').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    /** Page bounces: per lander only (campaign values ''), as in numbers_daily. */
    bounces: integer('bounces').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    activations: integer('activations').notNull().default(0),
    firstPurchases: integer('first_purchases').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    /** Money of the paid orders in cents per currency ({"EUR": 7985}); null when none was paid. */
    revenue: jsonb('revenue').$type<Record<string, number>>(),
    /** First purchases: seconds from signup to each, for the median (one per first purchase). */
    waits: integer('waits').array(),
  },
  (t) => [
    primaryKey({
      name: 'numbers_periods_pk',
      columns: [t.siteId, t.grain, t.day, t.lander, t.network, t.ref, t.sub1],
    }),
  ],
);
