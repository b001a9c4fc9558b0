import { z } from 'zod';
import { idParamsSchema } from './ids.ts';
import { photoPayloadSchema } from './profiles.ts';
import { REPORT_CATEGORIES } from './limits.ts';
import {
  APPEAL_NOTE_MAX,
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  DECISION_GROUND_KINDS,
  DECISION_KINDS,
} from '../rules/decisions.ts';

/**
 * Appeals against moderation decisions (decision 041). The member reaches theirs through the signed
 * link of the statement of reasons (`/appeal?token=…`, no login: a banned member has none); staff
 * decide them in the console, never the one who made the decision.
 */

/** A decision as the member and the console see it; the ground is a key the screens put in words. */
export const decisionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DECISION_KINDS),
  ground_kind: z.enum(DECISION_GROUND_KINDS),
  ground: z.string(),
  created_at: z.string(),
  ends_at: z.string().nullable(),
  reversed: z.boolean(),
  automated: z.boolean(),
  /** Automated means flagged it before a person decided (the photo pre-screening). */
  automated_detection: z.boolean(),
});
export type DecisionPayload = z.infer<typeof decisionSchema>;

export const appealSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type AppealPayload = z.infer<typeof appealSchema>;

/** GET /api/appeal.php?token=…: the decision, until when it may be appealed, and the appeal if there is one. */
export const appealQuerySchema = z.object({ token: z.string().max(64) });
export const appealViewSchema = z.object({
  decision: decisionSchema,
  appealable_until: z.string(),
  appeal: appealSchema.nullable(),
});
export type AppealView = z.infer<typeof appealViewSchema>;

/** POST /api/appeal.php: the appeal's text (APPEAL_TEXT_MIN to APPEAL_TEXT_MAX characters). */
export const appealBodySchema = z
  .object({ token: z.string().max(64), text: z.string().max(APPEAL_TEXT_MAX * 2) })
  .strict();
export type AppealBody = z.infer<typeof appealBodySchema>;

/** POST /api/appeal-link.php: the appeal link again by mail, for a suspended or banned member (always 200). */
export const appealLinkBodySchema = z.object({ email: z.string().max(254) }).strict();
export const appealLinkResultSchema = z.object({ sent: z.literal(true) });

// ---- The staff console (GET/POST /staff/api/appeals…) ------------------------------------------------

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const staffAppealSchema = appealSchema.extend({
  member: personSchema,
  decision: decisionSchema.extend({ staff: personSchema.nullable() }),
  decided_by: personSchema.nullable(),
});
export type StaffAppeal = z.infer<typeof staffAppealSchema>;

export const appealListQuerySchema = z.object({ status: z.enum(['open', 'decided']).default('open') });
export const appealListSchema = z.object({ appeals: z.array(staffAppealSchema) });
export type AppealList = z.infer<typeof appealListSchema>;

/**
 * One appeal with what the second moderator needs: the photo the decision removed (from
 * /staff/media/), the report that led to it, and whether this member of staff may decide it.
 */
export const staffAppealDetailsSchema = staffAppealSchema.extend({
  photo: photoPayloadSchema.nullable(),
  report: z
    .object({
      id: z.number().int(),
      category: z.enum(REPORT_CATEGORIES),
      text: z.string(),
      reporter: personSchema.nullable(),
    })
    .nullable(),
  may_decide: z.boolean(),
});
export type StaffAppealDetails = z.infer<typeof staffAppealDetailsSchema>;

export const appealIdParamsSchema = idParamsSchema;

/** POST /staff/api/appeals/:id/decide: grant (the decision is reversed, all it did undone) or deny. */
export const appealDecideSchema = z
  .object({ outcome: z.enum(['grant', 'deny']), note: z.string().max(APPEAL_NOTE_MAX).optional() })
  .strict();
export type AppealDecideBody = z.infer<typeof appealDecideSchema>;
