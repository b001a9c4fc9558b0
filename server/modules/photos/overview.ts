import { count, eq, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/**
 * The staff overview's figure for photos: how many wait for inspection and since
 * when the oldest waits. One read of the queue's partial index (`photos_inspection_queue`).
 */
export async function inspectionQueueSummary(db: Executor): Promise<{ waiting: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldestAt: min(photos.createdAt) })
    .from(photos)
    .where(eq(photos.status, 'inspection'));
  return { waiting: Number(row?.waiting ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}
