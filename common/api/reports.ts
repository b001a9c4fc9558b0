import { z } from 'zod';
import { idParamsSchema, idQuerySchema, idSchema } from './ids.ts';
import { mainImageSchema, photoPayloadSchema } from './profiles.ts';
import { auditEntrySchema } from './staff.ts';
import { PHOTO_NOTE_MAX, PHOTO_REJECT_REASONS } from '../rules/photo-inspection.ts';
import {
  REPORT_ACTIONS,
  REPORT_CATEGORIES,
  REPORT_CLAIM_MINUTES,
  REPORT_PRIORITY,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  RESTRICTION_REASON_MAX,
  SUSPEND_DAYS_MAX,
} from './limits.ts';
export {
  REPORT_ACTIONS,
  REPORT_CATEGORIES,
  REPORT_CLAIM_MINUTES,
  REPORT_PRIORITY,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
};

/**
 * Reports and the blocked-members list. A member reports a profile or a conversation
 * with a category and an explanation; moderators handle it in the staff console.
 */

export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/**
 * POST /api/report.php. Category and text are checked by the service, not here, so that a missing
 * category or a text too long is a sentence in the member's language (not a schema message).
 * The bounds here only keep absurd bodies out.
 */
export const reportBodySchema = z
  .object({
    /** The member reported. */
    id: idSchema,
    category: z.string().max(40).optional(),
    text: z
      .string()
      .max(REPORT_TEXT_MAX * 10)
      .default(''),
    /** When reported from a conversation: it must be the reporter's conversation with this member. */
    conversation_id: idSchema.optional(),
  })
  .strict();
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportResultSchema = z.object({ reported: z.literal(true), id: z.number().int() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** GET /api/blocks.php: whom the member blocked, most recent first, with what the list shows of them. */
export const blockedListSchema = z.object({
  blocked: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      age: z.number().int(),
      main_image: mainImageSchema.nullable(),
      blocked_at: z.string(),
    }),
  ),
});
export type BlockedList = z.infer<typeof blockedListSchema>;

// ---- The staff side (the report queue of the staff console calls these through its own routes) ----

export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What a moderator did: dismiss makes the report 'dismissed', the others 'actioned'. */
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** How a report ended: an action, or the reported photo taken down from the report. */
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

const memberRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A message of the reported conversation, as the report keeps it (both sides; the reporter's are theirs). */
export const reportedMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  type: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  category: z.enum(REPORT_CATEGORIES),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  /** Null: staff raised it (a photo rejected as apparently of a minor). */
  reporter: memberRefSchema.nullable(),
  reported: memberRefSchema,
  conversation_id: z.number().int().nullable(),
  handled_by: z.number().int().nullable(),
  handled_at: z.string().nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolution_note: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * A page of the open reports, worst first (REPORT_PRIORITY), oldest first within a category; pass
 * `next_after` as `after` for the next page.
 */
export const reportQueueSchema = z.object({
  /**
   * `open_about_reported`: the open reports about the same member, which is the number of distinct
   * members reporting them (one open report per pair); `held_from_search`: reports hide them now;
   * `claimed_by`: the moderator who took it with "Volgende melding", while that lasts.
   */
  reports: z.array(
    reportSchema.extend({
      open_about_reported: z.number().int(),
      held_from_search: z.boolean(),
      claimed_by: memberRefSchema.nullable(),
    }),
  ),
  next_after: z.string().nullable(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const reportDetailsSchema = z.object({
  report: reportSchema,
  /** The reported member now: the card, the account's standing, whether reports hold them out of search. */
  reported: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    main_image: mainImageSchema.nullable(),
    status: z.string(),
    suspended_until: z.string().nullable(),
    restriction_reason: z.string().nullable(),
    held_from_search: z.boolean(),
  }),
  /** The reported conversation's last messages when it was reported (kept: a block deletes the conversation). */
  messages: z.array(reportedMessageSchema),
  /** Every other report about the same member, newest first. */
  earlier: z.array(reportSchema),
});
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

// ---- The staff console's report queue (GET/POST /staff/api/reports…) ----------------------------

/** GET /staff/api/reports: the next page after the report id `after`, optionally of one site. */
/** The queue's two views: the open reports, or those already handled (dismissed or actioned). */
export const REPORT_QUEUE_STATUSES = ['open', 'handled'] as const;
/** The age filter's choices in the console, in hours: a day (the promised response time), a week. */
export const REPORT_AGE_FILTERS = [24, 168] as const;

export const reportQueueQuerySchema = z.object({
  /** The previous page's `next_after`: '<priority>.<id>'. */
  after: z
    .string()
    .regex(/^\d{1,2}\.\d{1,10}$/)
    .optional(),
  site_id: idQuerySchema.optional(),
  category: z.enum(REPORT_CATEGORIES).optional(),
  /** open (the default, worst first) or handled (newest first). */
  status: z.enum(REPORT_QUEUE_STATUSES).optional(),
  /** Only reports made longer ago than this: those past the promised response time. */
  older_than_hours: z.coerce.number().int().min(1).max(8760).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const reportIdParamsSchema = idParamsSchema;

/**
 * GET /staff/api/reports/:id: the report as `reportDetails` gives it, and what the moderator needs
 * beside it: the reported member's photos (also those under inspection), what staff did to them
 * (the audit rows about the member, newest first), and the names of the staff who handled reports.
 */
export const staffReportSchema = reportDetailsSchema.extend({
  photos: z.array(photoPayloadSchema),
  history: z.array(auditEntrySchema),
  staff_names: z.record(z.string(), z.string()),
  /** The reported member's profile text as it is now ('' when there is none, or it was taken down). */
  profile_text: z.string(),
  /** The moderator who holds it now ("Volgende melding"), if anyone: only they may act until it lapses. */
  held_by: memberRefSchema.nullable(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

/**
 * POST /staff/api/reports/:id/resolve. `days` for a suspension (1 to SUSPEND_DAYS_MAX), `reason`
 * needed to suspend or ban (the member reads it nowhere; staff do); for dismiss and warn a note.
 * The same action resolves every other open report about the same member.
 */
export const reportResolveSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    days: z.number().int().min(1).max(SUSPEND_DAYS_MAX).optional(),
    reason: z
      .string()
      .max(RESTRICTION_REASON_MAX * 2)
      .optional(),
  })
  .strict();
export type ReportResolveBody = z.infer<typeof reportResolveSchema>;

/** The reported member's standing as the console shows it. */
export const memberStandingSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  suspended_until: z.string().nullable(),
  restriction_reason: z.string().nullable(),
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;

export const reportResolvedSchema = z.object({
  report: reportSchema,
  /** Every report this resolved: this one first, then the other open reports about the member. */
  resolved_ids: z.array(z.number().int()),
  member: memberStandingSchema,
  /** A warning went out by mail (false when there was nothing to send it to, or sending failed). */
  warning_sent: z.boolean(),
});
export type ReportResolved = z.infer<typeof reportResolvedSchema>;

/** POST /staff/api/members/:id/lift-restriction: the suspension or ban is lifted. */
export const restrictionLiftedSchema = z.object({ member: memberStandingSchema });

/**
 * POST /staff/api/reports/:id/take-down-photo: the reported member's approved photo is taken down
 * on a ground of the photo policy; this report is resolved with it (the reporter is told), the
 * member gets the statement of reasons.
 */
export const reportTakeDownSchema = z
  .object({
    photo_id: idSchema,
    reason: z.enum(PHOTO_REJECT_REASONS),
    note: z.string().max(PHOTO_NOTE_MAX).optional(),
  })
  .strict();
export type ReportTakeDownBody = z.infer<typeof reportTakeDownSchema>;

export const reportTakeDownResultSchema = z.object({
  report: reportSchema,
  photo: z.object({ id: z.number().int(), status: z.literal('rejected'), reject_reason: z.enum(PHOTO_REJECT_REASONS) }),
});
export type ReportTakeDownResult = z.infer<typeof reportTakeDownResultSchema>;

/**
 * POST /staff/api/reports/next: the worst open report nobody else holds, now held by you for
 * REPORT_CLAIM_MINUTES (your earlier hold ends); optionally of one category or site, never `skip`.
 * `report_id` null: nothing left.
 */
export const reportNextSchema = z
  .object({ category: z.enum(REPORT_CATEGORIES).optional(), site_id: idSchema.optional(), skip: idSchema.optional() })
  .strict();
export type ReportNextBody = z.infer<typeof reportNextSchema>;
export const reportNextResultSchema = z.object({ report_id: z.number().int().nullable() });

/** POST /staff/api/reports/bulk-dismiss: dismiss several reports at once (a wave of identical spam reports). */
export const REPORT_BULK_MAX = 50;
export const reportBulkDismissSchema = z
  .object({
    ids: z.array(idSchema).min(1).max(REPORT_BULK_MAX),
    reason: z.string().max(RESTRICTION_REASON_MAX).optional(),
  })
  .strict();
export type ReportBulkDismissBody = z.infer<typeof reportBulkDismissSchema>;
/** `dismissed`: every report this dismissed (with the others about the same members); `skipped`: handled already or held by another. */
export const reportBulkDismissedSchema = z.object({
  dismissed: z.array(z.number().int()),
  skipped: z.array(z.number().int()),
});
export type ReportBulkDismissed = z.infer<typeof reportBulkDismissedSchema>;

/** POST /staff/api/reports/:id/take-down-text: the reported member's profile text taken down on the report's ground. */
export const reportTakeDownTextResultSchema = z.object({ report: reportSchema });

/** POST /staff/api/reports/:id/take-down-message: a kept message of the reported member taken down. */
export const reportTakeDownMessageSchema = z.object({ message_id: idSchema }).strict();
