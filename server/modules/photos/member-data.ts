import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/** The member's photo rows for their data export; the files are named by `filename`. */
export async function photoDataOf(
  db: Executor,
  memberId: number,
): Promise<{ tables: Record<string, unknown[]>; files: string[] }> {
  const rows = await db.select().from(photos).where(eq(photos.memberId, memberId));
  return { tables: { photos: rows }, files: rows.map((p) => p.filename) };
}
