import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScreenClasses } from '../../../common/rules/photo-screening.ts';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';
import { PHOTO_REJECT_REASONS } from '../../../common/rules/photo-inspection.ts';

/*
 * Owned by the photos module: photos. Only its own code names these tables; other modules call its
 * index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

export const PHOTO_STATUSES = ['inspection', 'active', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/**
 * A member's photo: stored re-encoded under random names; shown to others only when active. A
 * rejected photo stays visible to its owner (with the reason) until the removal job deletes the row
 * and its files, 30 days after the rejection.
 */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('inspection'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Approved at upload by the site setting `auto_approve_photos`: the console lists these for a second look. */
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** When a moderator approved or rejected it (null: nobody has looked). A photo is judged once. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason', { enum: PHOTO_REJECT_REASONS }),
    /** The moderator's optional note with a rejection; for staff, never shown to the member. */
    rejectNote: text('reject_note'),
    /**
     * The automatic pre-screening (decision 042): the explicit-content score, 0–1 (null: not
     * screened yet, or screening is off), and the classifier's five probabilities behind it.
     */
    screenScore: real('screen_score'),
    screenClasses: jsonb('screen_classes').$type<ScreenClasses>(),
  },
  (t) => [
    index('photos_member').on(t.memberId),
    // /media/ asks by file name on every photo it serves (server/assembly/media.ts).
    index('photos_filename').on(t.filename),
    index('photos_thumb_filename').on(t.thumbFilename),
    // The inspection queue, oldest first, keyset (created_at, id): a page is a range scan of this
    // partial index however many photos wait (bench/photo-queue.ts).
    index('photos_inspection_queue')
      .on(t.createdAt, t.id)
      .where(sql`status = 'inspection'`),
    // "Automatisch goedgekeurd": what the setting let through and nobody has looked at yet, newest first.
    index('photos_auto_approved')
      .on(t.createdAt, t.id)
      .where(sql`auto_approved and reviewed_at is null and status = 'active'`),
    // The inspection queue ordered by the screening score, highest first.
    index('photos_inspection_by_score')
      .on(sql`(-coalesce(${t.screenScore}, -1))`, t.id)
      .where(sql`status = 'inspection'`),
    // The removal job: rejected photos by the time of their rejection.
    index('photos_rejected')
      .on(t.reviewedAt)
      .where(sql`status = 'rejected'`),
  ],
);
