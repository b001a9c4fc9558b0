import { z } from 'zod';
import { idParamsSchema, idQuerySchema, idSchema } from './ids.ts';
import { discountCodeSchema, PAYMENT_METHODS, PAYMENT_STATUSES } from './payments.ts';
import { reportSchema } from './reports.ts';
import { auditPageSchema } from './staff.ts';
import {
  notificationCategorySchema,
  notificationPreferencesSchema,
  notificationsDisabledReasonSchema,
} from './notifications.ts';

/**
 * The staff console's member care and codes, under /staff/api: finding a member, the
 * member page, the actions on a member (each audited), discount codes and invitation codes.
 * Bodies are loose where the service answers a sentence with the field it belongs to (a reason, a
 * code's fields), as the members' forms are (decision 021).
 */

export const MEMBER_SEARCH_KEYS = ['email', 'name', 'id', 'iban'] as const;
export type MemberSearchKey = (typeof MEMBER_SEARCH_KEYS)[number];

/** GET /staff/api/members?q=: an address, a name (its start), an id (or #id), or an IBAN. */
export const memberSearchQuerySchema = z.object({ q: z.string().max(254) });

export const memberHitSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type MemberHit = z.infer<typeof memberHitSchema>;
export const memberSearchSchema = z.object({
  by: z.enum(MEMBER_SEARCH_KEYS).nullable(),
  members: z.array(memberHitSchema),
});
export type MemberSearch = z.infer<typeof memberSearchSchema>;

export const memberIdParamsSchema = idParamsSchema;

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** An order as the member page lists it: what the provider last said, and whether it can be refunded. */
export const staffOrderSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  credits: z.number().int(),
  amount: moneySchema,
  method: z.enum(PAYMENT_METHODS).nullable(),
  bank: z.string().nullable(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  discount_code: z.string().nullable(),
  refundable: z.boolean(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/**
 * Why the member's notification mail is off, as staff see it. Every reason on record (a
 * bounce, a complaint, a one-click unsubscribe of a category) with what the provider said, when and
 * about which address; `current_address_affected` is false once the member changed that address (the
 * reason no longer applies). The preference matrix as the member's /notifications page has it, and
 * how many devices receive push.
 */
export const staffNotificationsDisabledSchema = z.object({
  reason: notificationsDisabledReasonSchema,
  email: z.string(),
  category: notificationCategorySchema.nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
  current_address_affected: z.boolean(),
});
export type StaffNotificationsDisabled = z.infer<typeof staffNotificationsDisabledSchema>;

export const staffNotificationsSchema = z.object({
  disabled: z.array(staffNotificationsDisabledSchema),
  preferences: notificationPreferencesSchema,
  push_devices: z.number().int(),
});
export type StaffNotifications = z.infer<typeof staffNotificationsSchema>;

/** POST /staff/api/members/:id/notifications-reenable: how many reasons were cleared. */
export const notificationsReenabledSchema = z.object({ cleared: z.number().int() });

export const memberDetailsSchema = z.object({
  member: z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    site_name: z.string(),
    email: z.string(),
    status: z.string(),
    suspended_until: z.string().nullable(),
    restriction_reason: z.string().nullable(),
    /** When the member deleted the account, when it becomes (or became) final. */
    deleted_at: z.string().nullable(),
    final_at: z.string().nullable(),
    purged_at: z.string().nullable(),
    language: z.string(),
    credits: z.number().int(),
    paid_user: z.boolean(),
    fictional: z.boolean(),
    invisible: z.boolean(),
    created_at: z.string(),
    last_active_at: z.string(),
    /** Signup tracking (network, ref, sub1–3). */
    tracking: z.record(z.string(), z.string()),
  }),
  profile: z
    .object({
      name: z.string(),
      status: z.string(),
      gender: z.string(),
      date_of_birth: z.string(),
      country: z.string(),
      region_code: z.string().nullable(),
      place: z.string().nullable(),
      description: z.string(),
      sexuality: z.string().nullable(),
      relationship_status: z.string().nullable(),
      signup_reason: z.string().nullable(),
      interests: z.array(z.string()),
    })
    .nullable(),
  photos: z.array(z.object({ id: z.number().int(), status: z.string(), url: z.string(), created_at: z.string() })),
  sessions: z.array(
    z.object({
      device: z.string().nullable(),
      created_at: z.string(),
      last_active_at: z.string(),
      expires_at: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      delta: z.number().int(),
      balance: z.number().int(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(staffOrderSchema),
  direct_debit: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      has_iban: z.boolean(),
      has_phone: z.boolean(),
      iban_blocked: z.boolean(),
      phone_blocked: z.boolean(),
      created_at: z.string(),
    }),
  ),
  reports: z.object({ about: z.array(reportSchema), by: z.array(reportSchema) }),
  notifications: staffNotificationsSchema,
  audit: auditPageSchema,
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** The standing of a member after a care action (status, suspension end). */
export const memberStandingSchema = z.object({ status: z.string(), suspended_until: z.string().nullable() });

/** POST /staff/api/members/:id/credits: a positive or negative number of credits and why. */
export const creditAdjustSchema = z
  .object({ delta: z.number().int().min(-1_000_000).max(1_000_000), reason: z.string().max(2000).optional() })
  .strict();
export const creditAdjustedSchema = z.object({ credits: z.number().int(), entry_id: z.number().int() });

/** POST /staff/api/members/:id/direct-debit-block: a typed value, or one of the member's mandates. */
export const directDebitBlockSchema = z
  .object({
    kind: z.enum(['iban', 'phone']),
    value: z.string().max(64).optional(),
    saved_method_id: idSchema.optional(),
    reason: z.string().max(500).optional(),
  })
  .strict();
export const directDebitBlockedSchema = z.object({ kind: z.enum(['iban', 'phone']), already: z.boolean() });

/** POST /staff/api/members/:id/suspend (days), /ban; a reason is required. */
export const suspendSchema = z
  .object({ days: z.number().int().min(1).max(3650), reason: z.string().max(2000).optional() })
  .strict();
export const banSchema = z.object({ reason: z.string().max(2000).optional() }).strict();

/** PUT /staff/api/members/:id/fictional */
export const fictionalSchema = z.object({ fictional: z.boolean() }).strict();
export const fictionalResultSchema = z.object({ fictional: z.boolean() });

export const endedSessionsSchema = z.object({ ended: z.number().int() });
export const orderIdParamsSchema = idParamsSchema;
export const refundedSchema = z.object({ order: staffOrderSchema });

// ---- Codes ----------------------------------------------------------------------------------

export const siteQuerySchema = z.object({ site_id: idQuerySchema.optional() });

/** A discount code with every field of product §3 and how it is used. */
export const staffDiscountCodeSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  ...discountCodeSchema.shape,
  /** Paid orders that used it. */
  uses: z.number().int(),
  /** Open orders holding it now. */
  reserved: z.number().int(),
  created_at: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;
export const discountCodeListSchema = z.object({ codes: z.array(staffDiscountCodeSchema) });

/** POST /staff/api/codes. Fields as product §3 names them; the service checks each with its own message. */
export const discountCodeCreateSchema = z
  .object({
    site_id: idSchema,
    code: z.string().max(64),
    value_percentage: z.number(),
    minimum_order_value: z.number().default(0),
    country: z.string().max(8).nullable().optional(),
    user_id: idSchema.nullable().optional(),
    expires: z.string().max(40).nullable().optional(),
    currency: z.string().max(8).default('EUR'),
    status: z.enum(['active', 'inactive']).default('active'),
    validity: z.enum(['once_per_user', 'unlimited']).default('once_per_user'),
    paymentmethods: z.array(z.string().max(20)).max(10).default([]),
  })
  .strict();
export type DiscountCodeCreate = z.input<typeof discountCodeCreateSchema>;
export const discountCodeResultSchema = z.object({ code: staffDiscountCodeSchema });

export const INVITE_BATCH_MAX = 500;

export const inviteSchema = z.object({
  code: z.string(),
  site_id: z.number().int(),
  batch: z.string().nullable(),
  used_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  used_at: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type StaffInvite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ invites: z.array(inviteSchema) });
export const inviteQuerySchema = z.object({ site_id: idQuerySchema.optional(), batch: z.string().uuid().optional() });

/** POST /staff/api/invites: one code or a batch of `count`, optionally ending at `expires_at`. */
export const inviteCreateSchema = z
  .object({
    site_id: idSchema,
    count: z.number().int().min(1).max(INVITE_BATCH_MAX),
    expires_at: z.string().max(40).nullable().optional(),
  })
  .strict();
export const invitesCreatedSchema = z.object({ batch: z.string().nullable(), invites: z.array(inviteSchema) });
export const inviteCsvQuerySchema = z.object({ batch: z.string().uuid() });
