import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/**
 * A deletion made final: the member's photo rows go; the file names are returned so the
 * caller deletes the files from storage after the commit (a file without a row is harmless, a row
 * without a file is not).
 */
export async function erasePhotos(tx: Executor, memberId: number): Promise<string[]> {
  const rows = await tx
    .delete(photos)
    .where(eq(photos.memberId, memberId))
    .returning({ filename: photos.filename, thumb: photos.thumbFilename });
  return rows.flatMap((r) => [r.filename, r.thumb]);
}
