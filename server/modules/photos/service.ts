import { and, asc, count, eq, ne } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Database, Executor } from '../../db/client.ts';
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
    const limitError = () =>
      new ApiError(409, 'photo_limit', member.paidUser ? 'photos.limitPremium' : 'photos.limitFree', { max: limit });
    // The setting approves at once; the console still lists these for a second look.
    const autoApproved = Boolean(site.config.auto_approve_photos);
    return this.checkStoreInsert(member.id, input, {
      limit,
      limitError,
      status: autoApproved ? 'active' : 'inspection',
      autoApproved,
      reviewedAt: null,
      screen: true,
    });
  }

  /**
   * A photo staff add to a profile the site runs (a persona, decision 048): the same checks and
   * pipeline as a member's upload, approved at once by the uploader's role (reviewed now; not
   * "automatically approved", not screened). `within` runs in the storing transaction with the new
   * photo's id: the caller's audit row names the staff member who approved it.
   */
  async addApproved(
    memberId: number,
    input: Buffer,
    within: (tx: Executor, photo: PhotoPayload) => Promise<void>,
  ): Promise<PhotoPayload> {
    const limit = memberPolicy(true).photoLimit;
    return this.checkStoreInsert(memberId, input, {
      limit,
      limitError: () => new ApiError(409, 'photo_limit', 'photos.limitPremium', { max: limit }),
      status: 'active',
      autoApproved: false,
      reviewedAt: new Date(),
      screen: false,
      within,
    });
  }

  private async checkStoreInsert(
    memberId: number,
    input: Buffer,
    o: {
      limit: number;
      limitError: () => ApiError;
      status: 'inspection' | 'active';
      autoApproved: boolean;
      reviewedAt: Date | null;
      screen: boolean;
      within?: (tx: Executor, photo: PhotoPayload) => Promise<void>;
    },
  ): Promise<PhotoPayload> {
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
    if (n >= o.limit) throw o.limitError();
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
    const row = await this.db
      .transaction(async (tx) => {
        // Counted again under a lock on the member's row: uploads at once wait here for each other,
        // so each count sees the photos the others stored (without it 8 uploads stored 7).
        // The image work above stays outside the lock. NO KEY UPDATE lets rows pointing at the
        // member (messages, likes) still be inserted meanwhile.
        await lockMember(tx, memberId);
        const [{ n: now } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(photos)
          .where(eq(photos.memberId, memberId));
        if (now >= o.limit) throw o.limitError();
        const [inserted] = await tx
          .insert(photos)
          .values({
            memberId,
            filename: stored.filename,
            thumbFilename: stored.thumbFilename,
            status: o.status,
            autoApproved: o.autoApproved,
            reviewedAt: o.reviewedAt,
            width: stored.width,
            height: stored.height,
          })
          .returning();
        if (!(await mainPhotoIdOf(tx, memberId))) await setMainPhoto(tx, memberId, inserted!.id);
        await refreshSearchRow(tx, memberId);
        if (o.screen && this.enqueue) await enqueueScreening(this.enqueue, tx, inserted!.id);
        if (o.within) await o.within(tx, present(inserted!, await mainPhotoIdOf(tx, memberId)));
        return inserted!;
      })
      .catch(async (err) => {
        // Refused (the limit) or failed: the stored object must not stay behind without its row.
        await Promise.all([this.storage.delete(stored.filename), this.storage.delete(stored.thumbFilename)]);
        throw err;
      });
    return present(row, await mainPhotoIdOf(this.db, memberId));
  }

  /** `within` runs in the removing transaction with the removed row (a persona's audit row, decision 048). */
  async remove(
    memberId: number,
    photoId: number,
    within?: (tx: Executor, photo: PhotoPayload) => Promise<void>,
  ): Promise<void> {
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
      if (within) await within(tx, present(row, null));
      return row;
    });
    await Promise.all([this.storage.delete(removed.filename), this.storage.delete(removed.thumbFilename)]);
  }

  /** `within` runs in the same transaction (a persona's audit row, decision 048). */
  async setMain(memberId: number, photoId: number, within?: (tx: Executor) => Promise<void>): Promise<void> {
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
      if (within) await within(tx);
    });
  }
}
