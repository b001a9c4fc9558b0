import { and, count, eq, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';
import { onSitesSql } from '../members/index.ts';

/**
 * The staff overview's figure for photos: how many wait for inspection and since
 * when the oldest waits. One read of the queue's partial index (`photos_inspection_queue`); of
 * members of `siteIds` only for a staff account limited to some sites (decision 044).
 */
export async function inspectionQueueSummary(
  db: Executor,
  siteIds?: readonly number[],
): Promise<{ waiting: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldestAt: min(photos.createdAt) })
    .from(photos)
    .where(and(eq(photos.status, 'inspection'), siteIds ? onSitesSql(photos.memberId, siteIds) : undefined));
  return { waiting: Number(row?.waiting ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}
