import { z } from 'zod';
import { idParamsSchema, idQuerySchema, idSchema } from './ids.ts';
import { STAFF_PASSWORD_MAX, STAFF_ROLES } from '../rules/staff-roles.ts';

/**
 * The staff console's API (decision 019), under /staff/api: the payloads the server
 * validates and presents, and the screens' types. Timestamps are ISO 8601 strings.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A staff account as the console shows it. */
export const staffPayloadSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  /** The setup link was not used yet. */
  setup_pending: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** The sites the account works on; null: every site (decision 044). Admins are always null. */
  site_ids: z.array(z.number().int()).nullable(),
});
export type StaffPayload = z.infer<typeof staffPayloadSchema>;

/** POST /staff/api/login: step one. */
export const staffLoginSchema = z
  .object({ email: z.string().max(254), password: z.string().max(STAFF_PASSWORD_MAX * 4) })
  .strict();
export const staffLoginStepSchema = z.object({ step: z.literal('second_factor') });

/** POST /staff/api/login/verify: step two, a code from the app or one recovery code. */
export const staffVerifySchema = z
  .object({ code: z.string().max(20).optional(), recovery_code: z.string().max(40).optional() })
  .strict()
  .refine((v) => (v.code ? 1 : 0) + (v.recovery_code ? 1 : 0) === 1, { message: 'give either code or recovery_code' });

export const staffMeSchema = z.object({ staff: staffPayloadSchema });

/** POST /staff/api/setup: the link's token, the chosen password and a code proving the app has the key. */
export const staffSetupSchema = z
  .object({ token: z.string().max(100), password: z.string().max(STAFF_PASSWORD_MAX * 4), code: z.string().max(20) })
  .strict();
export const staffSetupDoneSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * The sites of an account (decision 044): null (or absent when creating) for every site, else the
 * ids of existing sites; never for an admin. Ids that are no site answer 400 with `fields.site_ids`.
 */
export const staffSiteIdsSchema = z.array(idSchema).max(1000).nullable();

/** POST /staff/api/staff: a new account; its setup link is in the answer (and shown to the admin). */
export const staffCreateSchema = z
  .object({
    email: z.string().max(254),
    name: z.string().max(80).optional(),
    role: staffRoleSchema,
    site_ids: staffSiteIdsSchema.optional(),
  })
  .strict();
export const staffWithSetupSchema = z.object({
  staff: staffPayloadSchema,
  setup_link: z.string(),
  setup_expires_at: z.string(),
});
export type StaffWithSetup = z.infer<typeof staffWithSetupSchema>;
export const staffListSchema = z.object({ staff: z.array(staffPayloadSchema) });
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema }).strict();
export const staffStatusChangeSchema = z.object({ status: z.enum(['active', 'disabled']) }).strict();
/** PUT /staff/api/staff/:id/sites: every site (null) or these. */
export const staffSitesChangeSchema = z.object({ site_ids: staffSiteIdsSchema }).strict();
export const staffIdParamsSchema = idParamsSchema;

/** GET /staff/api/audit: newest first, keyset paged (`before` = the previous page's `next`). */
export const auditQuerySchema = z.object({
  staff_id: idQuerySchema.optional(),
  action: z.string().max(64).optional(),
  target_type: z.string().max(32).optional(),
  target_id: z.string().max(64).optional(),
  // Audit ids are bigint (beyond the integer ids in time), within what a JS number holds exactly.
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null: the command line. */
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  site_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryPayload = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

// ── The overview (/staff) and the jobs (/staff/jobs) ──────────────────────────────────────────

/** A queue on the overview: how much waits, since when the oldest waits and how long that is. */
const queueFigureSchema = z.object({
  count: z.number().int(),
  oldest_at: z.string().nullable(),
  waited_minutes: z.number().int().nullable(),
});
const purchaseFiguresSchema = z.object({
  count: z.number().int(),
  /** Integer cents per currency (different currencies are never added up). */
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});

/**
 * GET /staff/api/overview: the figures of the sections the role may open, and only those (a key is
 * absent for a role that may not see it). "Today" and "week" are calendar days in the home time zone;
 * the week is today and the six days before.
 */
export const staffOverviewSchema = z.object({
  /** photos.inspect */
  photos: queueFigureSchema.optional(),
  /** reports.handle */
  reports: queueFigureSchema.optional(),
  /**
   * inbox.answer: conversations waiting for an operator's answer (decision 046), how many longer than
   * their site's target answer time, and today's answers with the median time members waited.
   */
  inbox: queueFigureSchema
    .extend({
      late: z.number().int(),
      answered_today: z.number().int(),
      median_answer_seconds: z.number().int().nullable(),
    })
    .optional(),
  /** inbox.supervise: today's answers per operator (volume and speed; never what members paid). */
  operators: z
    .array(
      z.object({
        staff_id: z.number().int().nullable(),
        name: z.string(),
        answered: z.number().int(),
        median_answer_seconds: z.number().int(),
      }),
    )
    .optional(),
  /**
   * members.view: signups, paid orders and messages, on every site of the deployment, or on the
   * account's own sites (decision 044; a limited account gets no purchases yet).
   */
  members: z.object({ today: z.number().int(), week: z.number().int() }).optional(),
  purchases: z.object({ today: purchaseFiguresSchema, week: purchaseFiguresSchema }).optional(),
  messages: z.object({ today: z.number().int() }).optional(),
  /** jobs.manage */
  jobs: z.object({ failed: z.number().int() }).optional(),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const staffJobSchema = z.object({
  name: z.string(),
  /** Seconds between runs; null for a one-off job. */
  every_seconds: z.number().int().nullable(),
  last_run_at: z.string().nullable(),
  state: z.enum(['succeeded', 'failed', 'running', 'interrupted', 'never']),
  /** What the last successful run reported ("12 deleted"). */
  last_result: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_run_at: z.string().nullable(),
  /** A one-off job that failed its last attempt and waits for someone. */
  gave_up: z.boolean(),
  /** False: a job left by another version of the code, which this one cannot run. */
  known: z.boolean(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;
export const staffJobListSchema = z.object({ jobs: z.array(staffJobSchema) });
export const staffJobRunSchema = z.object({ name: z.string().min(1).max(200) }).strict();
