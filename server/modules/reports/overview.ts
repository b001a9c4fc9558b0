import { and, count, eq, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberReports } from './schema.ts';
import { onSites } from './service.ts';

/**
 * The staff overview's figure for reports: how many are open and since when the oldest is (the open
 * reports' partial index); of `siteIds` only for a staff account limited to some sites (decision 044).
 */
export async function openReportsSummary(
  db: Executor,
  siteIds?: readonly number[],
): Promise<{ open: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ open: count(), oldestAt: min(memberReports.createdAt) })
    .from(memberReports)
    .where(and(eq(memberReports.status, 'open'), siteIds ? onSites(siteIds) : undefined));
  return { open: Number(row?.open ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}
