import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from './schema.ts';

/** Two moments the staff overview counts from: the start of today and of the last 7 days (home time zone). */
export interface OverviewSince {
  today: Date;
  week: Date;
}

/**
 * New members for the staff overview: signups since each moment, on every site or on `siteIds`
 * (a staff account limited to some sites, decision 044). Profiles the site runs (fictional) are
 * made by staff or the seed, not signups, so they are left out; a signup that was since deleted or
 * banned still signed up.
 */
export async function signupCounts(
  db: Executor,
  since: OverviewSince,
  siteIds?: readonly number[],
): Promise<{ today: number; week: number }> {
  if (siteIds?.length === 0) return { today: 0, week: 0 };
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${members.signupDate} >= ${since.today.toISOString()})`.mapWith(Number),
      week: count(),
    })
    .from(members)
    .where(
      and(
        gte(members.signupDate, since.week),
        eq(members.fictional, false),
        siteIds ? inArray(members.siteId, [...siteIds]) : undefined,
      ),
    );
  return { today: row?.today ?? 0, week: Number(row?.week ?? 0) };
}
