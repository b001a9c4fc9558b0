import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from './schema.ts';

/** Purchases in one period: how many, and what they brought in per currency (never added across currencies). */
export interface PurchaseFigures {
  count: number;
  /** Integer cents per currency, largest first; one entry when the deployment sells in one currency. */
  totals: { currency: string; amount: number }[];
}

/**
 * Purchases for the staff overview: orders whose payment arrived (`paid_at`) since each moment and
 * that are still paid: a refunded or charged-back order brought no money in. The amount is what was
 * charged (after a discount), as the order stores it. Sites of one currency are summed together;
 * different currencies are kept apart rather than converted.
 */
export async function purchaseFigures(
  db: Executor,
  since: { today: Date; week: Date },
  /** Only these sites' orders (a staff account limited to some sites, decision 044); undefined: all. */
  siteIds?: readonly number[],
): Promise<{ today: PurchaseFigures; week: PurchaseFigures }> {
  const rows = await db
    .select({
      currency: payments.currency,
      todayCount: sql<number>`count(*) filter (where ${payments.paidAt} >= ${since.today.toISOString()})`.mapWith(
        Number,
      ),
      todayAmount:
        sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.paidAt} >= ${since.today.toISOString()}), 0)`.mapWith(
          Number,
        ),
      weekCount: count(),
      weekAmount: sum(payments.amount).mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        gte(payments.paidAt, since.week),
        siteIds ? (siteIds.length ? inArray(payments.siteId, [...siteIds]) : sql`false`) : undefined,
      ),
    )
    .groupBy(payments.currency);
  const figures = (pick: (r: (typeof rows)[number]) => [number, number]): PurchaseFigures => {
    const per = rows
      .map((r) => ({ currency: r.currency, count: pick(r)[0], amount: pick(r)[1] }))
      .filter((r) => r.count > 0);
    return {
      count: per.reduce((n, r) => n + r.count, 0),
      totals: per
        .map(({ currency, amount }) => ({ currency, amount }))
        .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency)),
    };
  };
  return {
    today: figures((r) => [r.todayCount, r.todayAmount]),
    week: figures((r) => [Number(r.weekCount), r.weekAmount]),
  };
}

/**
 * Orders paid since `since`, with whether each was its member's first paid order (attribution's
 * sweep, decision 051: what an event lost between a commit and its listener gets recorded anyway).
 */
export async function paidOrdersSince(
  db: Executor,
  since: Date,
): Promise<{ orderId: number; memberId: number; amount: number; currency: string; first: boolean }[]> {
  return db
    .select({
      orderId: payments.id,
      memberId: payments.memberId,
      amount: payments.amount,
      currency: payments.currency,
      first: sql<boolean>`not exists (
        select 1 from ${payments} earlier
        where earlier.member_id = ${payments.memberId} and earlier.paid_at is not null
          and (earlier.paid_at < ${payments.paidAt} or (earlier.paid_at = ${payments.paidAt} and earlier.id < ${payments.id})))`,
    })
    .from(payments)
    .where(gte(payments.paidAt, since))
    .orderBy(payments.id);
}
