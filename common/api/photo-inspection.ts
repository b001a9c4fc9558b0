import { z } from 'zod';
import { idParamsSchema, parseId } from './ids.ts';
import { PHOTO_NOTE_MAX, PHOTO_REJECT_REASONS } from '../rules/photo-inspection.ts';

/**
 * The staff console's photo inspection under /staff/api/photos: the queue of photos
 * under inspection (oldest first) and the photos the site setting approved at once (newest first),
 * keyset paged by an opaque cursor; approve and reject. Timestamps are ISO 8601 strings.
 */

export const photoRejectReasonSchema = z.enum(PHOTO_REJECT_REASONS);
/** queue: oldest first; score: the queue with the highest pre-screening score first (decision 042); auto: approved by the setting. */
export const photoListSchema = z.enum(['queue', 'score', 'auto']);
export type PhotoList = z.infer<typeof photoListSchema>;

/** One photo to judge, with its member (age, never the birth date) and their other photos. */
export const inspectionItemSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  status: z.enum(['inspection', 'active', 'rejected']),
  created_at: z.string(),
  /** The pre-screening's explicit-content score, 0–1; null while not screened (decision 042). */
  screen_score: z.number().nullable(),
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int().nullable(),
  }),
  other_photos: z.array(
    z.object({
      id: z.number().int(),
      thumb_filename: z.string(),
      status: z.enum(['inspection', 'active', 'rejected']),
    }),
  ),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

/** A page: `next` continues after its last photo, `prev` before its first (null: no more that way). */
export const inspectionPageSchema = z.object({
  list: photoListSchema,
  items: z.array(inspectionItemSchema),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type InspectionPage = z.infer<typeof inspectionPageSchema>;

/**
 * A cursor: the photo's created_at to the microsecond and its id (`2025-11-25T10:00:00.123456Z~42`),
 * or in the score list its score (-1: not screened) and id (`s0.873~42`).
 */
export const photoCursorSchema = z
  .string()
  .max(64)
  .regex(/^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z|s(?:-1|0(?:\.\d{1,9})?|1(?:\.0{1,9})?))~\d{1,10}$/)
  // A time PostgreSQL can read and an id in range: '2025-13-45…' or '~9999999999' are 400s, not 500s.
  .refine((c) => {
    const [at, id] = c.split('~') as [string, string];
    if (at.startsWith('s')) return parseId(id) !== null;
    const ms = new Date(`${at.slice(0, 23)}Z`);
    return parseId(id) !== null && !Number.isNaN(ms.getTime()) && ms.toISOString().slice(0, 23) === at.slice(0, 23);
  });

export const inspectionQuerySchema = z.object({
  list: photoListSchema.default('queue'),
  after: photoCursorSchema.optional(),
  before: photoCursorSchema.optional(),
});

export const photoIdParamsSchema = idParamsSchema;

export const photoRejectSchema = z
  .object({ reason: photoRejectReasonSchema, note: z.string().max(PHOTO_NOTE_MAX).optional() })
  .strict();
export type PhotoReject = z.infer<typeof photoRejectSchema>;

/** What an approval or rejection answers: the photo's new state. */
export const photoDecisionSchema = z.object({
  photo: z.object({
    id: z.number().int(),
    status: z.enum(['active', 'rejected']),
    reject_reason: photoRejectReasonSchema.nullable(),
  }),
});
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;
