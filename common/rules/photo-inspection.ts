/**
 * Photo inspection: the reasons a moderator rejects a photo for, in the order of the
 * console's choice (keys 1–5), and how long a rejected photo stays before it is removed.
 */
export const PHOTO_REJECT_REASONS = ['not_a_person', 'nudity', 'minor_suspected', 'copyright', 'other'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** A rejected photo's files (and row) are removed this many days after the rejection. */
export const REJECTED_PHOTO_DAYS = 30;
/** The console's "Automatisch goedgekeurd" list goes back this far. */
export const AUTO_APPROVED_DAYS = 30;
export const PHOTO_NOTE_MAX = 500;
/** Photos per page of the inspection queue. */
export const PHOTO_QUEUE_PAGE = 20;

export function isPhotoRejectReason(value: unknown): value is PhotoRejectReason {
  return typeof value === 'string' && (PHOTO_REJECT_REASONS as readonly string[]).includes(value);
}
