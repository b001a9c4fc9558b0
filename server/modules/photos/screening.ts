import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Enqueue } from '../../platform/jobs.ts';
import type { PhotoScreener } from '../../platform/photo-screen.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import { screenScore } from '../../../common/rules/photo-screening.ts';
import { photos } from './schema.ts';

/** The one-off job that screens one photo (`photos.screen:<id>`), enqueued with the upload. */
export const SCREEN_JOB = 'photos.screen';

/** Enqueues the screening of a new photo in the upload's transaction (decision 042). */
export async function enqueueScreening(enqueue: Enqueue, tx: Executor, photoId: number): Promise<void> {
  await enqueue(`${SCREEN_JOB}:${photoId}`, SCREEN_JOB, { photo: photoId }, new Date(), tx);
}

/**
 * The job: the photo's file through the classifier, its score and classes stored. A photo deleted
 * or screened meanwhile is skipped; a failure throws, and the job runner tries again later.
 */
export async function screenPhoto(
  deps: { db: Database; storage: ObjectStorage; screener: PhotoScreener },
  photoId: number,
): Promise<string> {
  const [row] = await deps.db
    .select({ filename: photos.filename })
    .from(photos)
    .where(and(eq(photos.id, photoId), isNull(photos.screenScore)));
  if (!row) return `photo ${photoId}: gone or screened already`;
  const file = await deps.storage.get(row.filename);
  if (!file) return `photo ${photoId}: no file`;
  const classes = await deps.screener.classify(file);
  const score = screenScore(classes);
  await deps.db
    .update(photos)
    .set({ screenScore: score, screenClasses: classes })
    .where(and(eq(photos.id, photoId), isNull(photos.screenScore)));
  return `photo ${photoId}: score ${score}`;
}

/**
 * The recurring job `photos.screen-waiting`: photos under inspection that have no score a minute
 * after their upload — uploaded while screening was off, before it existed, put there by the demo
 * seed, or whose job gave up — are screened, oldest first, `limit` a run.
 */
export async function screenWaiting(
  deps: { db: Database; storage: ObjectStorage; screener: PhotoScreener },
  limit = 50,
): Promise<string> {
  const waiting = await deps.db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.status, 'inspection'),
        isNull(photos.screenScore),
        lt(photos.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(limit);
  let screened = 0;
  for (const { id } of waiting) {
    const result = await screenPhoto(deps, id);
    if (result.includes(': score ')) screened += 1;
  }
  return `${screened} waiting photos screened`;
}
