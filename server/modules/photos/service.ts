import { and, asc, count, eq, ne } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '../../db/client.ts';
import { photos } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { memberPolicy } from '../../../common/rules/membership.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import { lockMember, type MemberView } from '../members/index.ts';
import { mainPhotoIdOf, setMainPhoto } from '../profiles/index.ts';
import type { Site } from '../sites/index.ts';
import { PHOTO_MAX_INPUT_PIXELS, storePhoto } from './pipeline.ts';
import { enqueueScreening } from './screening.ts';
import type { Enqueue } from '../../platform/jobs.ts';

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MIN_EDGE = 200;
/** Judged by the decoded content, never by the file name or the declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);

/** Product §5/§6: free members at most 3 photos, Premium members at most 25. */
export function photoLimit(member: Pick<MemberView, 'paidUser'>): number {
  return memberPolicy(member.paidUser).photoLimit;
}

function present(row: typeof photos.$inferSelect, mainId: number | null): PhotoPayload {
  return {
    id: row.id,
    filename: row.filename,
    thumb_filename: row.thumbFilename,
    status: row.status,
    reject_reason: row.rejectReason ?? null,
    main: row.id === mainId,
    width: row.width,
    height: row.height,
  };
}

export class PhotoService {
  constructor(
    private readonly db: Database,
    private readonly storage: ObjectStorage,
    /** When set, each new photo is screened by a job (decision 042); without it, none is. */
    private readonly enqueue?: Enqueue,
  ) {}

  async list(memberId: number): Promise<PhotoPayload[]> {
    const [mainId, rows] = await Promise.all([
      mainPhotoIdOf(this.db, memberId),
      this.db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.id)),
    ]);
    return rows.map((r) => present(r, mainId));
  }

  /**
   * Checks the content (a real image of an accepted format, not too large, not too small), then
   * stores it re-encoded without metadata. New photos are under inspection unless the site approves
   * at once; the first photo becomes the profile photo.
   */
  async upload(site: Site, member: MemberView, input: Buffer): Promise<PhotoPayload> {
    const limit = photoLimit(member);
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(photos).where(eq(photos.memberId, member.id));
    if (n >= limit)
      throw new ApiError(409, 'photo_limit', member.paidUser ? 'photos.limitPremium' : 'photos.limitFree', {
        max: limit,
      });
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new ApiError(400, 'not_an_image', 'photos.notAnImage');
    }
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
      throw new ApiError(400, 'not_an_image', 'photos.notAnImage');
    if (!meta.width || !meta.height) throw new ApiError(400, 'corrupt_image', 'photos.corrupt');
    if (meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) {
      throw new ApiError(400, 'image_too_large', 'photos.tooLarge', { megapixels: PHOTO_MAX_INPUT_PIXELS / 1_000_000 });
    }
    if (meta.width < PHOTO_MIN_EDGE || meta.height < PHOTO_MIN_EDGE)
      throw new ApiError(400, 'image_too_small', 'photos.tooSmall', { min: PHOTO_MIN_EDGE });
    let stored;
    try {
      stored = await storePhoto(this.storage, input);
    } catch {
      // The header looked fine but the pixels do not decode: a truncated or damaged file.
      throw new ApiError(400, 'corrupt_image', 'photos.corrupt');
    }
    // The setting approves at once; the console still lists these for a second look.
    const autoApproved = Boolean(site.config.auto_approve_photos);
    const status = autoApproved ? 'active' : 'inspection';
    const row = await this.db
      .transaction(async (tx) => {
        // Counted again under a lock on the member's row: uploads at once wait here for each other,
        // so each count sees the photos the others stored (without it 8 uploads stored 7).
        // The image work above stays outside the lock. NO KEY UPDATE lets rows pointing at the
        // member (messages, likes) still be inserted meanwhile.
        await lockMember(tx, member.id);
        const [{ n: now } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(photos)
          .where(eq(photos.memberId, member.id));
        if (now >= limit)
          throw new ApiError(409, 'photo_limit', member.paidUser ? 'photos.limitPremium' : 'photos.limitFree', {
            max: limit,
          });
        const [inserted] = await tx
          .insert(photos)
          .values({
            memberId: member.id,
            filename: stored.filename,
            thumbFilename: stored.thumbFilename,
            status,
            autoApproved,
            width: stored.width,
            height: stored.height,
          })
          .returning();
        if (!(await mainPhotoIdOf(tx, member.id))) await setMainPhoto(tx, member.id, inserted!.id);
        await refreshSearchRow(tx, member.id);
        if (this.enqueue) await enqueueScreening(this.enqueue, tx, inserted!.id);
        return inserted!;
      })
      .catch(async (err) => {
        // Refused (the limit) or failed: the stored object must not stay behind without its row.
        await Promise.all([this.storage.delete(stored.filename), this.storage.delete(stored.thumbFilename)]);
        throw err;
      });
    return present(row, await mainPhotoIdOf(this.db, member.id));
  }

  async remove(memberId: number, photoId: number): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(photos)
        .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)))
        .returning();
      if (!row) throw new ApiError(404, 'not_found', 'photos.notFound');
      if ((await mainPhotoIdOf(tx, memberId)) === photoId) {
        // The next photo takes its place, an approved one first.
        const rest = await tx
          .select()
          .from(photos)
          .where(and(eq(photos.memberId, memberId), ne(photos.id, photoId)))
          .orderBy(asc(photos.id));
        const next = rest.find((p) => p.status === 'active') ?? rest[0] ?? null;
        await setMainPhoto(tx, memberId, next?.id ?? null);
      }
      await refreshSearchRow(tx, memberId);
      return row;
    });
    await Promise.all([this.storage.delete(removed.filename), this.storage.delete(removed.thumbFilename)]);
  }

  async setMain(memberId: number, photoId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: photos.id, status: photos.status })
        .from(photos)
        .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)));
      if (!row) throw new ApiError(404, 'not_found', 'photos.notFound');
      // Nobody would see it: a rejected photo cannot be the profile photo.
      if (row.status === 'rejected') throw new ApiError(409, 'photo_rejected', 'photos.rejectedNotMain');
      await setMainPhoto(tx, memberId, photoId);
      await refreshSearchRow(tx, memberId);
    });
  }
}
