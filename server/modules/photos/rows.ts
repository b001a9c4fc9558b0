import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';
import type { StoredPhoto } from './pipeline.ts';

/** What other modules and the seed ask of the `photos` table, which this module owns. */

/** Rows for photos already through the pipeline (the seed's portraits); their ids in order. */
export async function insertPhotoRows(
  tx: Executor,
  memberId: number,
  stored: readonly StoredPhoto[],
  status: 'inspection' | 'active',
): Promise<number[]> {
  if (stored.length === 0) return [];
  const rows = await tx
    .insert(photos)
    .values(
      stored.map((p) => ({
        memberId,
        filename: p.filename,
        thumbFilename: p.thumbFilename,
        width: p.width,
        height: p.height,
        status,
      })),
    )
    .returning({ id: photos.id });
  return rows.map((r) => r.id);
}
