import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/**
 * Who may fetch a stored photo file (a photo or its thumbnail): anyone once it is approved; while it
 * waits for inspection, or after a rejection, only its owner and staff. Null when no photo has this
 * file (it was deleted, or never was one). One file may belong to several rows (the demo's members
 * share portraits): approved if any of them is.
 */
export async function photoFileAccess(
  db: Executor,
  file: string,
): Promise<{ approved: boolean; ownerIds: number[] } | null> {
  const rows = await db
    .select({ memberId: photos.memberId, status: photos.status })
    .from(photos)
    .where(or(eq(photos.filename, file), eq(photos.thumbFilename, file)));
  if (rows.length === 0) return null;
  return { approved: rows.some((r) => r.status === 'active'), ownerIds: rows.map((r) => r.memberId) };
}
