import { count, eq, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberReports } from './schema.ts';

/** The staff overview's figure for reports: how many are open and since when the oldest is (the open reports' partial index). */
export async function openReportsSummary(db: Executor): Promise<{ open: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ open: count(), oldestAt: min(memberReports.createdAt) })
    .from(memberReports)
    .where(eq(memberReports.status, 'open'));
  return { open: Number(row?.open ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}
